#include "model/fieldregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QSet>

#include <algorithm>

namespace cga {

namespace {

const char* const kContext = "cga::FieldRegistry";

using S = FieldSection;
using T = FieldType;

QVariant none()
{
    return nullValue();
}

struct Row
{
    FieldId id;
    const char* path;
    T type;
    QVariant def;
    bool nullable;
    QStringList allowed;
    const char* desc;
    S section;
    QStringList aliases = {};
    QStringList deprecated = {};
};

std::vector<Row> rows()
{
    const QStringList modules{"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};
    const QStringList deprecatedModules{"full", "full_iteration", "full_iteration_inference"};
    return {
        // a.1
        {FieldId::CudaGraphImpl,
         "model.cuda_graph_impl",
         T::Enum,
         QStringLiteral("none"),
         false,
         {"none", "local", "transformer_engine", "full_iteration"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Which CUDA graph implementation captures training: none, per-layer Transformer Engine "
                           "graphs, or one graph for the whole forward and backward pass."),
         S::CudaGraph},
        {FieldId::CudaGraphModules,
         "model.cuda_graph_modules",
         T::EnumList,
         QStringList{},
         true,
         modules,
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, "
                           "mamba); empty captures the whole layer. Must be empty for full_iteration."),
         S::CudaGraph,
         {},
         deprecatedModules},
        {FieldId::CudaGraphScope,
         "model.cuda_graph_scope",
         T::EnumList,
         none(),
         true,
         modules,
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into "
                           "cuda_graph_modules when the model is finalized."),
         S::CudaGraph,
         {},
         deprecatedModules},
        {FieldId::InferenceCudaGraphScope,
         "model.inference_cuda_graph_scope",
         T::Enum,
         none(),
         true,
         {"none", "layer", "block"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Granularity of inference graphs; derived from the implementation when unset (local: "
                           "layer, otherwise none)."),
         S::CudaGraph},
        {FieldId::CudaGraphWarmupSteps,
         "model.cuda_graph_warmup_steps",
         T::Int,
         3,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Eager training iterations that run before the graphs are captured."),
         S::CudaGraph},
        {FieldId::CudaGraphUseSingleMempool,
         "model.cuda_graph_use_single_mempool",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Full-iteration graphs only: training, evaluation and optimizer graphs share one memory "
                           "pool."),
         S::CudaGraph},
        {FieldId::CudaGraphRetainBackwardGraph,
         "model.cuda_graph_retain_backward_graph",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Passed to Transformer Engine as retain_graph_in_backward when capturing."),
         S::CudaGraph},
        {FieldId::EnableCudaGraph,
         "model.enable_cuda_graph",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated: turns on the local implementation."),
         S::CudaGraph},
        {FieldId::ExternalCudaGraph,
         "model.external_cuda_graph",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated: turns on the transformer_engine implementation."),
         S::CudaGraph},
        {FieldId::UseTeRngTracker,
         "model.use_te_rng_tracker",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Use Transformer Engine's graph-safe RNG tracker; required by GPT providers when graphs "
                           "are on."),
         S::Rng},
        {FieldId::ModelInferenceRngTracker,
         "model.inference_rng_tracker",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Use the inference RNG tracker."),
         S::Rng},
        {FieldId::DelayOffloadUntilCudaGraph,
         "model.delay_offload_until_cuda_graph",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Fine-grained offloading: defer offloading until graph replay."),
         S::Offload},
        {FieldId::MoePadExpertsForCudaGraphInference,
         "model.moe_pad_experts_for_cuda_graph_inference",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Router switches to drop-and-pad at decode time so inference graphs see static shapes."),
         S::Moe},
        {FieldId::VisionCudaGraphImpl,
         "model.vision_cuda_graph_impl",
         T::Enum,
         QStringLiteral("none"),
         false,
         {"none", "transformer_engine"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs."),
         S::CudaGraph},
        {FieldId::VisionCudaGraphScope,
         "model.vision_cuda_graph_scope",
         T::StringList,
         QStringList{},
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured."),
         S::CudaGraph},
        {FieldId::MaxVisionCudaGraphSeqLength,
         "model.max_vision_cuda_graph_seq_length",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept."),
         S::CudaGraph},

        // a.2
        {FieldId::ModelTarget,
         "model._target_",
         T::String,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "The model provider class; decides provider-specific rules (GPT, hybrid Mamba, "
                           "Qwen3-VL MoE, Gemma 4 MoE)."),
         S::Model},
        {FieldId::TransformerLayerSpec,
         "model.transformer_layer_spec",
         T::String,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "The layer spec function, when the recipe sets one."),
         S::Model},
        {FieldId::RecomputeGranularity,
         "model.recompute_granularity",
         T::Enum,
         none(),
         true,
         {"full", "selective"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Activation recomputation: full layers (only with full_iteration graphs) or selected "
                           "modules."),
         S::Recompute},
        {FieldId::RecomputeMethod,
         "model.recompute_method",
         T::Enum,
         none(),
         true,
         {"uniform", "block"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "How full recomputation picks layers; required for full."),
         S::Recompute},
        {FieldId::RecomputeNumLayers,
         "model.recompute_num_layers",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Layers recomputed by full recomputation; must be unset for selective."),
         S::Recompute},
        {FieldId::RecomputeModules,
         "model.recompute_modules",
         T::EnumList,
         none(),
         true,
         {"core_attn", "moe_act", "layernorm", "mla_up_proj", "mlp", "moe", "shared_experts", "gdn_norm_out",
          "gdp_in_proj", "gdp_qkv", "mhc"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Modules recomputed by selective recomputation (unset means core_attn). A recomputed "
                           "module must be entirely inside or outside a graph."),
         S::Recompute},
        {FieldId::CpuOffloading,
         "model.cpu_offloading",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Legacy CPU offloading of activations or weights; not allowed with per-layer graphs."),
         S::Offload},
        {FieldId::CpuOffloadingNumLayers,
         "model.cpu_offloading_num_layers",
         T::Int,
         0,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from "
                           "this)."),
         S::Offload},
        {FieldId::CpuOffloadingActivations,
         "model.cpu_offloading_activations",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: offload activations."),
         S::Offload},
        {FieldId::CpuOffloadingWeights,
         "model.cpu_offloading_weights",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: offload weights."),
         S::Offload},
        {FieldId::CpuOffloadingDoubleBuffering,
         "model.cpu_offloading_double_buffering",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: double buffering."),
         S::Offload},
        {FieldId::CpuOffloadingRetainPinnedCpuBuffers,
         "model.cpu_offloading_retain_pinned_cpu_buffers",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Legacy CPU offloading: keep pinned host buffers (useful for graph capture)."),
         S::Offload},
        {FieldId::FineGrainedActivationOffloading,
         "model.fine_grained_activation_offloading",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Offload chosen activations to the host; works with transformer_engine or full_iteration "
                           "graphs."),
         S::Offload},
        {FieldId::OffloadModules,
         "model.offload_modules",
         T::EnumList,
         QStringList{},
         false,
         {"attn_norm", "qkv_linear", "core_attn", "attn_proj", "mlp_norm", "expert_fc1", "moe_act", "fused_group_mlp",
          "gdp_qkv"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Modules whose activations fine-grained offloading moves to the host."),
         S::Offload},
        {FieldId::FineGrainedOffloadingMaxInflightOffloads,
         "model.fine_grained_offloading_max_inflight_offloads",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Offloads in flight at once; must be set (>= 0) with full_iteration graphs."),
         S::Offload},
        {FieldId::NumMoeExperts,
         "model.num_moe_experts",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Number of experts; unset or 1 means a dense model."),
         S::Moe},
        {FieldId::MoeLayerFreq,
         "model.moe_layer_freq",
         T::IntOrIntList,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense "
                           "mlp layers exist."),
         S::Moe},
        {FieldId::MoeRouterTopk,
         "model.moe_router_topk",
         T::Int,
         2,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Experts each token is routed to."),
         S::Moe},
        {FieldId::MoeTokenDispatcherType,
         "model.moe_token_dispatcher_type",
         T::Enum,
         QStringLiteral("allgather"),
         false,
         {"allgather", "alltoall", "flex"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "How tokens reach their experts."),
         S::Moe},
        {FieldId::MoeFlexDispatcherBackend,
         "model.moe_flex_dispatcher_backend",
         T::Enum,
         QStringLiteral("deepep"),
         true,
         {"deepep", "hybridep", "ncclep"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP)."),
         S::Moe},
        {FieldId::MoeExpertCapacityFactor,
         "model.moe_expert_capacity_factor",
         T::Float,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Expert capacity factor; unset means dropless routing with data-dependent shapes."),
         S::Moe},
        {FieldId::MoePadExpertInputToCapacity,
         "model.moe_pad_expert_input_to_capacity",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static."),
         S::Moe},
        {FieldId::MoeRouterPaddingForFp8,
         "model.moe_router_padding_for_fp8",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated alias: pad routing maps for FP8 quantization."),
         S::Moe},
        {FieldId::MoeSharedExpertIntermediateSize,
         "model.moe_shared_expert_intermediate_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Shared expert size; shared experts run inside the moe_router graph unless overlapped."),
         S::Moe},
        {FieldId::MoeSharedExpertOverlap,
         "model.moe_shared_expert_overlap",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap shared experts with the dispatcher."),
         S::Moe},
        {FieldId::MoeInputJitterEps,
         "model.moe_input_jitter_eps",
         T::Float,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Random jitter on MoE inputs (uses RNG)."),
         S::Moe},
        {FieldId::MoeHybridepPadUnevenDispatchInputs,
         "model.moe_hybridep_pad_uneven_dispatch_inputs",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs."),
         S::Moe},
        {FieldId::MoeHybridepPadVariableTokens,
         "model.moe_hybridep_pad_variable_tokens",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "HybridEP padding of variable token counts; forced on without graphs."),
         S::Moe},
        {FieldId::MoeExpertRankCapacityFactor,
         "model.moe_expert_rank_capacity_factor",
         T::Float,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Per-rank expert capacity used by full-iteration MoE recipes (paged stash)."),
         S::Moe},
        {FieldId::MoeFfnHiddenSize,
         "model.moe_ffn_hidden_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size of each expert's MLP."),
         S::Moe},
        {FieldId::HiddenDropout,
         "model.hidden_dropout",
         T::Float,
         0.1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dropout after MLP/MoE and attention output."),
         S::Model},
        {FieldId::AttentionDropout,
         "model.attention_dropout",
         T::Float,
         0.1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dropout on attention probabilities."),
         S::Model},
        {FieldId::ModelOverlapMoeExpertParallelComm,
         "model.overlap_moe_expert_parallel_comm",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Overlap expert-parallel all-to-all with compute (set from comm_overlap)."),
         S::CommOverlap},
        {FieldId::ModelDelayWgradCompute,
         "model.delay_wgrad_compute",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Delay weight-gradient computation (set from comm_overlap); needs EP overlap."),
         S::CommOverlap},
        {FieldId::GradientAccumulationFusion,
         "model.gradient_accumulation_fusion",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Fused gradient accumulation (GPT providers enable it when the fused kernel is "
                           "available); gives static gradient addresses."),
         S::Model},
        {FieldId::AddBiasLinear,
         "model.add_bias_linear",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Bias in linear layers."),
         S::Model},
        {FieldId::AddQkvBias,
         "model.add_qkv_bias",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Bias in the QKV projection."),
         S::Model},
        {FieldId::VariableSeqLengths,
         "model.variable_seq_lengths",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Sequence lengths vary between microbatches; graphs need static shapes."),
         S::Model},
        {FieldId::ModelSeqLength,
         "model.seq_length",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Sequence length; must match the dataset and stay fixed for the whole run."),
         S::Model},
        {FieldId::NumLayers,
         "model.num_layers",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Number of transformer layers."),
         S::Model},
        {FieldId::HiddenSize,
         "model.hidden_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size."),
         S::Model},
        {FieldId::FfnHiddenSize,
         "model.ffn_hidden_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size of the dense MLP."),
         S::Model},
        {FieldId::NumAttentionHeads,
         "model.num_attention_heads",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Attention heads."),
         S::Model},
        {FieldId::NumQueryGroups,
         "model.num_query_groups",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Query groups (grouped-query attention)."),
         S::Model},
        {FieldId::MtpNumLayers,
         "model.mtp_num_layers",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Multi-token-prediction layers."),
         S::Model},
        {FieldId::TensorModelParallelSize,
         "model.tensor_model_parallel_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Tensor parallel size."),
         S::Parallel},
        {FieldId::PipelineModelParallelSize,
         "model.pipeline_model_parallel_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Pipeline parallel size; TE graphs capture one graph per layer per microbatch when > 1, "
                           "so graph memory grows with it."),
         S::Parallel},
        {FieldId::VirtualPipelineModelParallelSize,
         "model.virtual_pipeline_model_parallel_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Virtual pipeline stages per rank (interleaved schedule)."),
         S::Parallel},
        {FieldId::ContextParallelSize,
         "model.context_parallel_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Context parallel size."),
         S::Parallel},
        {FieldId::HierarchicalContextParallelSizes,
         "model.hierarchical_context_parallel_sizes",
         T::StringList,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hierarchical (hybrid) context parallel sizes."),
         S::Parallel},
        {FieldId::ExpertModelParallelSize,
         "model.expert_model_parallel_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Expert parallel size."),
         S::Parallel},
        {FieldId::ExpertTensorParallelSize,
         "model.expert_tensor_parallel_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Tensor parallel size inside experts."),
         S::Parallel},
        {FieldId::SequenceParallel,
         "model.sequence_parallel",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Sequence parallelism (with tensor parallelism)."),
         S::Parallel},
        {FieldId::Bf16,
         "model.bf16",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Train in bfloat16."),
         S::Precision},
        {FieldId::Fp16,
         "model.fp16",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Train in float16 (with loss scaling)."),
         S::Precision},
        {FieldId::Fp8,
         "model.fp8",
         T::Enum,
         none(),
         true,
         {"e4m3", "hybrid"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "FP8 format; unset means no FP8."),
         S::Precision},
        {FieldId::Fp8Recipe,
         "model.fp8_recipe",
         T::Enum,
         QStringLiteral("delayed"),
         false,
         {"delayed", "tensorwise", "mxfp8", "blockwise", "custom"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "FP8 scaling recipe; mxfp8 is Blackwell-only."),
         S::Precision},
        {FieldId::Fp4,
         "model.fp4",
         T::Enum,
         none(),
         true,
         {"nvfp4"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "FP4 format; unset means no FP4."),
         S::Precision},
        {FieldId::TransformerImpl,
         "model.transformer_impl",
         T::Enum,
         QStringLiteral("transformer_engine"),
         false,
         {"transformer_engine", "local", "inference_optimized"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Layer implementation."),
         S::Model},
        {FieldId::GtpWeightRematSize,
         "model.gtp_weight_remat_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "GTP weight rematerialization group; > 1 turns GTP on."),
         S::Parallel},
        {FieldId::CrossEntropyLossFusion,
         "model.cross_entropy_loss_fusion",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Fused cross-entropy loss."),
         S::Model},
        {FieldId::CrossEntropyFusionImpl,
         "model.cross_entropy_fusion_impl",
         T::Enum,
         QStringLiteral("native"),
         false,
         {"native", "te"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Cross-entropy fusion implementation; te under full_iteration needs TE >= 2.7."),
         S::Model},
        {FieldId::InferenceBatchTimesSeqlenThreshold,
         "model.inference_batch_times_seqlen_threshold",
         T::Int,
         -1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off)."),
         S::Model},
        {FieldId::InferenceDynamicBatchingNumCudaGraphs,
         "model.inference_dynamic_batching_num_cuda_graphs",
         T::Int,
         16,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-LM: inference graphs for dynamic batching (> 0 or -1)."),
         S::Model},

        // a.3
        {FieldId::RngTeRngTracker,
         "rng.te_rng_tracker",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker."),
         S::Rng},
        {FieldId::RngInferenceRngTracker,
         "rng.inference_rng_tracker",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Inference RNG tracker."),
         S::Rng},
        {FieldId::CheckForNanInLoss,
         "rerun_state_machine.check_for_nan_in_loss",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Check every loss for NaN (a host sync); must be off with full-iteration graphs."),
         S::Rerun},
        {FieldId::RerunMode,
         "rerun_state_machine.rerun_mode",
         T::Enum,
         QStringLiteral("disabled"),
         false,
         {"disabled", "validate_results", "report_stats"},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Rerun state machine mode."),
         S::Rerun},
        {FieldId::CheckForNanInGrad,
         "ddp.check_for_nan_in_grad",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Check gradients for NaN; recommended off with full-iteration graphs."),
         S::Ddp},
        {FieldId::CheckForLargeGrads,
         "ddp.check_for_large_grads",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Check for unusually large gradients."),
         S::Ddp},
        {FieldId::MegatronFsdpCudaGraphMode,
         "ddp.megatron_fsdp_cuda_graph_mode",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-FSDP graph mode (not supported by MFSDP v2)."),
         S::Ddp},
        {FieldId::UseMegatronFsdp,
         "ddp.use_megatron_fsdp",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Use Megatron-FSDP."),
         S::Ddp},
        {FieldId::MegatronFsdpVersion,
         "ddp.megatron_fsdp_version",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-FSDP version (v2 does not support CUDA graphs)."),
         S::Ddp},
        {FieldId::NcclUb,
         "ddp.nccl_ub",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "NCCL user buffers; with expandable segments needs torch >= 2.11."),
         S::Ddp},
        {FieldId::OverlapGradReduce,
         "ddp.overlap_grad_reduce",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap gradient reduction with backward."),
         S::Ddp},
        {FieldId::OverlapParamGather,
         "ddp.overlap_param_gather",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap parameter all-gather with forward."),
         S::Ddp},
        {FieldId::UseDistributedOptimizer,
         "ddp.use_distributed_optimizer",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Distributed optimizer."),
         S::Ddp},
        {FieldId::Fp8ParamGather,
         "ddp.fp8_param_gather",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Gather parameters in FP8."),
         S::Ddp},
        {FieldId::ReuseGradBufForMxfp8ParamAg,
         "ddp.reuse_grad_buf_for_mxfp8_param_ag",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Reuse the gradient buffer for the MXFP8 parameter all-gather."),
         S::Ddp},
        {FieldId::OptimizerCudaGraph,
         "optimizer.optimizer_cuda_graph",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Experimental: capture optimizer.step in its own graph."),
         S::Optimizer},
        {FieldId::OverlapParamGatherWithOptimizerStep,
         "optimizer.overlap_param_gather_with_optimizer_step",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Launch the parameter gather from the optimizer step (breaks full-iteration capture)."),
         S::Optimizer},
        {FieldId::CommOverlapMoeExpertParallelComm,
         "comm_overlap.overlap_moe_expert_parallel_comm",
         T::Bool,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Expert-parallel A2A overlap; copied onto the model at set-up."),
         S::CommOverlap},
        {FieldId::CommOverlapDelayWgradCompute,
         "comm_overlap.delay_wgrad_compute",
         T::Bool,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Delayed weight gradients; copied onto the model at set-up."),
         S::CommOverlap},
        {FieldId::DatasetTarget,
         "dataset._target_",
         T::String,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "The dataset config class (for example an Energon dataset)."),
         S::Dataset},
        {FieldId::DatasetSeqLength,
         "dataset.seq_length",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dataset sequence length; must equal model.seq_length."),
         S::Dataset,
         {"dataset.sequence_length"}},
        {FieldId::PadToMaxLength,
         "dataset.pad_to_max_length",
         T::Bool,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Pad every sample to the sequence length (static shapes); required for packing with "
                           "graphs."),
         S::Dataset},
        {FieldId::OfflinePackingSpecs,
         "dataset.offline_packing_specs",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Offline sequence packing is configured (packed sequences)."),
         S::Dataset,
         {"dataset.enable_offline_packing"}},
        {FieldId::PadCuSeqlens,
         "dataset.offline_packing_specs.pad_cu_seqlens",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Pad cu_seqlens to a fixed length; required when packed attention is captured."),
         S::Dataset},
        {FieldId::EnableInBatchPacking,
         "dataset.enable_in_batch_packing",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Pack sequences inside each batch (variable lengths)."),
         S::Dataset},
        {FieldId::PackingBufferSize,
         "dataset.packing_buffer_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Energon native sequence packing buffer; not supported with graphs."),
         S::Dataset},
        {FieldId::MicroBatchSize,
         "train.micro_batch_size",
         T::Int,
         1,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Micro-batch size; fixed for the run because captured graphs have static shapes."),
         S::Train},
        {FieldId::GlobalBatchSize,
         "train.global_batch_size",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Global batch size."),
         S::Train},
        {FieldId::TrainIters,
         "train.train_iters",
         T::Int,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Training iterations."),
         S::Train},
        {FieldId::LogInterval,
         "logger.log_interval",
         T::Int,
         100,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Iterations per log line; 1 lets the log separate eager, capture and replay steps."),
         S::Logger},
        {FieldId::LogThroughput,
         "logger.log_throughput",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Print TFLOP/s per GPU on each iteration line."),
         S::Logger},
        {FieldId::FilterWarnings,
         "logger.filter_warnings",
         T::Bool,
         true,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Drop WARNING log records (hides 'No graphable layers found')."),
         S::Logger},
        {FieldId::LogMemoryToTensorboard,
         "logger.log_memory_to_tensorboard",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Log memory every interval (the only way to see post-capture memory)."),
         S::Logger},
        {FieldId::LogNumZerosInGrad,
         "logger.log_num_zeros_in_grad",
         T::Bool,
         false,
         false,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Count zero gradients (a host sync inside the optimizer step)."),
         S::Logger},
        {FieldId::LossScale,
         "mixed_precision.loss_scale",
         T::Float,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Static loss scale; unset means dynamic loss scaling with fp16."),
         S::Precision},
        {FieldId::CheckpointLoad,
         "checkpoint.load",
         T::String,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Checkpoint directory to resume from."),
         S::Checkpoint},
        {FieldId::PretrainedCheckpoint,
         "checkpoint.pretrained_checkpoint",
         T::String,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Pretrained checkpoint to start from."),
         S::Checkpoint},

        // a.4
        {FieldId::EnvPytorchCudaAllocConf,
         "env_vars.PYTORCH_CUDA_ALLOC_CONF",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "PyTorch allocator settings; expandable_segments:True with TE graphs needs "
                           "NCCL_GRAPH_REGISTER=0."),
         S::Env},
        {FieldId::EnvNcclGraphRegister,
         "env_vars.NCCL_GRAPH_REGISTER",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "NCCL buffer registration for captured collectives; must be 0 with expandable segments "
                           "and TE graphs."),
         S::Env},
        {FieldId::EnvCudaDeviceMaxConnections,
         "env_vars.CUDA_DEVICE_MAX_CONNECTIONS",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hardware work queues per device."),
         S::Env},
        {FieldId::EnvCudaGraphsUseNodePriority,
         "env_vars.CUDA_GRAPHS_USE_NODE_PRIORITY",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "Keep stream priorities inside graphs; required for GTP."),
         S::Env},
        {FieldId::EnvNvteCpuOffloadV1,
         "env_vars.NVTE_CPU_OFFLOAD_V1",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE >= "
                           "2.10."),
         S::Env},
        {FieldId::EnvTorchNcclAvoidRecordStreams,
         "env_vars.TORCH_NCCL_AVOID_RECORD_STREAMS",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry",
                           "Recipes use 0 with full-iteration graphs and 1 otherwise (a convention)."),
         S::Env},
        {FieldId::EnvNcclNvlsEnable,
         "env_vars.NCCL_NVLS_ENABLE",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "NVLink SHARP in NCCL."),
         S::Env},
        {FieldId::EnvTorchNcclHighPriority,
         "env_vars.TORCH_NCCL_HIGH_PRIORITY",
         T::Env,
         none(),
         true,
         {},
         QT_TRANSLATE_NOOP("cga::FieldRegistry", "High-priority NCCL streams."),
         S::Env},
    };
}

// Levenshtein distance of a and b, or any value >= limit as soon as it cannot be below limit (every cell of a row
// is already at or above it).
int editDistance(const QString& a, const QString& b, int limit)
{
    std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        int rowMin = cur[0];
        for (int j = 1; j <= b.size(); ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
            rowMin = std::min(rowMin, cur[j]);
        }
        if (rowMin >= limit)
            return limit;
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

} // namespace

bool isNullValue(const QVariant& v)
{
    return !v.isValid() || v.metaType().id() == QMetaType::Nullptr;
}

QString FieldSpec::name() const
{
    return path.section(QLatin1Char('.'), -1);
}

QString FieldSpec::envName() const
{
    return isEnv() ? path.mid(path.indexOf(QLatin1Char('.')) + 1) : QString();
}

FieldRegistry::FieldRegistry()
{
    m_specs.resize(static_cast<size_t>(fieldCount()));
    std::vector<bool> seen(static_cast<size_t>(fieldCount()), false);
    for (const Row& r : rows()) {
        const auto i = static_cast<size_t>(r.id);
        Q_ASSERT_X(!seen[i], "FieldRegistry", "field listed twice");
        seen[i] = true;
        FieldSpec& s = m_specs[i];
        s.id = r.id;
        s.path = QString::fromLatin1(r.path);
        s.type = r.type;
        s.defaultValue = r.def;
        s.nullable = r.nullable;
        s.allowed = r.allowed;
        s.description = r.desc;
        s.section = r.section;
        s.aliases = r.aliases;
        s.deprecatedAllowed = r.deprecated;
        m_byPath.insert(s.path, s.id);
        for (const QString& a : s.aliases)
            m_byPath.insert(a, s.id);
    }
    for (size_t i = 0; i < seen.size(); ++i)
        Q_ASSERT_X(seen[i], "FieldRegistry", "a FieldId has no row");
}

const FieldRegistry& FieldRegistry::instance()
{
    static const FieldRegistry registry;
    return registry;
}

std::optional<FieldId> FieldRegistry::find(const QString& path) const
{
    const auto it = m_byPath.constFind(path);
    if (it == m_byPath.constEnd())
        return std::nullopt;
    return *it;
}

std::optional<FieldId> FieldRegistry::findEnv(const QString& name) const
{
    return find(QStringLiteral("env_vars.") + name);
}

const QStringList& FieldRegistry::configSections()
{
    static const QStringList sections{"env_vars",
                                      "rng",
                                      "rerun_state_machine",
                                      "train",
                                      "model",
                                      "optimizer",
                                      "optimizer_config_override_provider",
                                      "ddp",
                                      "validation",
                                      "scheduler",
                                      "dataset",
                                      "logger",
                                      "tokenizer",
                                      "checkpoint",
                                      "dist",
                                      "ft",
                                      "straggler",
                                      "nvrx_straggler",
                                      "profiling",
                                      "peft",
                                      "comm_overlap",
                                      "mixed_precision",
                                      "tensor_inspect",
                                      "inprocess_restart"};
    return sections;
}

QString FieldRegistry::description(FieldId id)
{
    return QCoreApplication::translate(kContext, instance().spec(id).description);
}

QString FieldRegistry::typeName(FieldType type)
{
    switch (type) {
    case FieldType::Bool:
        return QStringLiteral("bool");
    case FieldType::Int:
        return QStringLiteral("int");
    case FieldType::Float:
        return QStringLiteral("float");
    case FieldType::String:
        return QStringLiteral("str");
    case FieldType::Enum:
        return QStringLiteral("enum");
    case FieldType::EnumList:
        return QStringLiteral("list[enum]");
    case FieldType::StringList:
        return QStringLiteral("list[str]");
    case FieldType::IntOrIntList:
        return QStringLiteral("int | list[int]");
    case FieldType::Env:
        return QStringLiteral("env");
    }
    return {};
}

QString FieldRegistry::sectionTitle(FieldSection section)
{
    switch (section) {
    case FieldSection::CudaGraph:
        return QCoreApplication::translate(kContext, "CUDA graphs");
    case FieldSection::Model:
        return QCoreApplication::translate(kContext, "Model");
    case FieldSection::Moe:
        return QCoreApplication::translate(kContext, "Mixture of experts");
    case FieldSection::Recompute:
        return QCoreApplication::translate(kContext, "Recomputation");
    case FieldSection::Offload:
        return QCoreApplication::translate(kContext, "Offloading");
    case FieldSection::Parallel:
        return QCoreApplication::translate(kContext, "Parallelism");
    case FieldSection::Precision:
        return QCoreApplication::translate(kContext, "Precision");
    case FieldSection::Rng:
        return QCoreApplication::translate(kContext, "Random number generators");
    case FieldSection::Rerun:
        return QCoreApplication::translate(kContext, "Rerun state machine");
    case FieldSection::Ddp:
        return QCoreApplication::translate(kContext, "Data parallelism");
    case FieldSection::Optimizer:
        return QCoreApplication::translate(kContext, "Optimizer");
    case FieldSection::CommOverlap:
        return QCoreApplication::translate(kContext, "Communication overlap");
    case FieldSection::Dataset:
        return QCoreApplication::translate(kContext, "Dataset");
    case FieldSection::Train:
        return QCoreApplication::translate(kContext, "Training");
    case FieldSection::Logger:
        return QCoreApplication::translate(kContext, "Logging");
    case FieldSection::Checkpoint:
        return QCoreApplication::translate(kContext, "Checkpoints");
    case FieldSection::Env:
        return QCoreApplication::translate(kContext, "Environment variables");
    }
    return {};
}

bool FieldRegistry::isKnownUnmodelledKey(const QString& path)
{
    static const QSet<QString> keys = [] {
        QSet<QString> k;
        QFile f(QStringLiteral(":/data/bridge-config-keys.txt"));
        if (f.open(QIODevice::ReadOnly)) {
            while (!f.atEnd()) {
                const QString line = QString::fromUtf8(f.readLine()).trimmed();
                if (!line.isEmpty() && !line.startsWith(QLatin1Char('#')))
                    k.insert(line);
            }
        }
        return k;
    }();
    return keys.contains(path);
}

QString FieldRegistry::suggest(const QString& unknownPath) const
{
    if (isKnownUnmodelledKey(unknownPath))
        return {};
    QString best;
    int bestDistance = 3; // at most two edits: a typo, not another field
    const QString section = unknownPath.section(QLatin1Char('.'), 0, 0);
    for (const FieldSpec& s : m_specs) {
        // The length difference is a lower bound of the edit distance: a long key (any length a file or a command
        // line may hold) costs no quadratic comparison against paths it cannot be a typo of.
        if (qAbs(unknownPath.size() - s.path.size()) >= bestDistance)
            continue;
        if (s.path.section(QLatin1Char('.'), 0, 0) != section)
            continue;
        const int d = editDistance(unknownPath, s.path, bestDistance);
        if (d < bestDistance) {
            bestDistance = d;
            best = s.path;
        }
    }
    return best;
}

} // namespace cga
