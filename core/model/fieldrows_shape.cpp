// Spec section a.2, part 2: the model's shape and numerics: dropout, the overlap switches, layer sizes, parallel
// sizes, precision, and Megatron-LM's implementation and inference fields.
#include "model/fieldrow.h"

namespace cga {

namespace {

using S = FieldSection;
using T = FieldType;

} // namespace

// structure: data table
void appendShapeFieldRows(std::vector<FieldRow>& rows)
{
    rows.push_back({
        .id = FieldId::HiddenDropout,
        .path = "model.hidden_dropout",
        .type = T::Float,
        .def = 0.1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dropout after MLP/MoE and attention output."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::AttentionDropout,
        .path = "model.attention_dropout",
        .type = T::Float,
        .def = 0.1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dropout on attention probabilities."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::ModelOverlapMoeExpertParallelComm,
        .path = "model.overlap_moe_expert_parallel_comm",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Overlap expert-parallel all-to-all with compute (set from comm_overlap)."),
        .section = S::CommOverlap,
    });
    rows.push_back({
        .id = FieldId::ModelDelayWgradCompute,
        .path = "model.delay_wgrad_compute",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Delay weight-gradient computation (set from comm_overlap); needs EP overlap."),
        .section = S::CommOverlap,
    });
    rows.push_back({
        .id = FieldId::GradientAccumulationFusion,
        .path = "model.gradient_accumulation_fusion",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Fused gradient accumulation (GPT providers enable it when the fused kernel is "
                                  "available); gives static gradient addresses."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::AddBiasLinear,
        .path = "model.add_bias_linear",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Bias in linear layers."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::AddQkvBias,
        .path = "model.add_qkv_bias",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Bias in the QKV projection."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::VariableSeqLengths,
        .path = "model.variable_seq_lengths",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Sequence lengths vary between microbatches; graphs need static shapes."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::ModelSeqLength,
        .path = "model.seq_length",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Sequence length; must match the dataset and stay fixed for the whole run."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::NumLayers,
        .path = "model.num_layers",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Number of transformer layers."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::HiddenSize,
        .path = "model.hidden_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::FfnHiddenSize,
        .path = "model.ffn_hidden_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size of the dense MLP."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::NumAttentionHeads,
        .path = "model.num_attention_heads",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Attention heads."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::NumQueryGroups,
        .path = "model.num_query_groups",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Query groups (grouped-query attention)."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::MtpNumLayers,
        .path = "model.mtp_num_layers",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Multi-token-prediction layers."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::TensorModelParallelSize,
        .path = "model.tensor_model_parallel_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Tensor parallel size."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::PipelineModelParallelSize,
        .path = "model.pipeline_model_parallel_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Pipeline parallel size; TE graphs capture one graph per layer per microbatch when > 1, "
                            "so graph memory grows with it."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::VirtualPipelineModelParallelSize,
        .path = "model.virtual_pipeline_model_parallel_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Virtual pipeline stages per rank (interleaved schedule)."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::ContextParallelSize,
        .path = "model.context_parallel_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Context parallel size."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::HierarchicalContextParallelSizes,
        .path = "model.hierarchical_context_parallel_sizes",
        .type = T::StringList,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hierarchical (hybrid) context parallel sizes."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::ExpertModelParallelSize,
        .path = "model.expert_model_parallel_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Expert parallel size."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::ExpertTensorParallelSize,
        .path = "model.expert_tensor_parallel_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Tensor parallel size inside experts."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::SequenceParallel,
        .path = "model.sequence_parallel",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Sequence parallelism (with tensor parallelism)."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::Bf16,
        .path = "model.bf16",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Train in bfloat16."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::Fp16,
        .path = "model.fp16",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Train in float16 (with loss scaling)."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::Fp8,
        .path = "model.fp8",
        .type = T::Enum,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"e4m3", "hybrid"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "FP8 format; unset means no FP8."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::Fp8Recipe,
        .path = "model.fp8_recipe",
        .type = T::Enum,
        .def = QStringLiteral("delayed"),
        .nullable = false,
        .allowed = {"delayed", "tensorwise", "mxfp8", "blockwise", "custom"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "FP8 scaling recipe; mxfp8 is Blackwell-only."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::Fp4,
        .path = "model.fp4",
        .type = T::Enum,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"e2m1", "nvfp4"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "FP4 format (e2m1, as Bridge's NVFP4 recipes write it); unset means no FP4."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::TransformerImpl,
        .path = "model.transformer_impl",
        .type = T::Enum,
        .def = QStringLiteral("transformer_engine"),
        .nullable = false,
        .allowed = {"transformer_engine", "local", "inference_optimized"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Layer implementation."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::GtpWeightRematSize,
        .path = "model.gtp_weight_remat_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "GTP weight rematerialization group; > 1 turns GTP on."),
        .section = S::Parallel,
    });
    rows.push_back({
        .id = FieldId::CrossEntropyLossFusion,
        .path = "model.cross_entropy_loss_fusion",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Fused cross-entropy loss."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::CrossEntropyFusionImpl,
        .path = "model.cross_entropy_fusion_impl",
        .type = T::Enum,
        .def = QStringLiteral("native"),
        .nullable = false,
        .allowed = {"native", "te"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Cross-entropy fusion implementation; te under full_iteration needs TE >= 2.7."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::InferenceBatchTimesSeqlenThreshold,
        .path = "model.inference_batch_times_seqlen_threshold",
        .type = T::Int,
        .def = -1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Megatron-LM: pipeline-parallel microbatched inference threshold (-1 off)."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::InferenceDynamicBatchingNumCudaGraphs,
        .path = "model.inference_dynamic_batching_num_cuda_graphs",
        .type = T::Int,
        .def = 16,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-LM: inference graphs for dynamic batching (> 0 or -1)."),
        .section = S::Model,
    });
}

} // namespace cga
