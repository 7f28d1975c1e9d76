// Spec section a.2, part 1: the model provider, recompute, offload and MoE fields (the shape, parallel and precision
// fields are in fieldrows_shape.cpp).
#include "model/fieldrow.h"

namespace cga {

namespace {

using S = FieldSection;
using T = FieldType;

} // namespace

// structure: data table
void appendModelFieldRows(std::vector<FieldRow>& rows)
{
    rows.push_back({
        .id = FieldId::ModelTarget,
        .path = "model._target_",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "The model provider class; decides provider-specific rules (GPT, hybrid Mamba, "
                                  "Qwen3-VL MoE, Gemma 4 MoE)."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::TransformerLayerSpec,
        .path = "model.transformer_layer_spec",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "The layer spec function, when the recipe sets one."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::RecomputeGranularity,
        .path = "model.recompute_granularity",
        .type = T::Enum,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"full", "selective"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Activation recomputation: full layers (only with full_iteration graphs) or selected "
                                  "modules."),
        .section = S::Recompute,
    });
    rows.push_back({
        .id = FieldId::RecomputeMethod,
        .path = "model.recompute_method",
        .type = T::Enum,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"uniform", "block"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "How full recomputation picks layers; required for full."),
        .section = S::Recompute,
    });
    rows.push_back({
        .id = FieldId::RecomputeNumLayers,
        .path = "model.recompute_num_layers",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Layers recomputed by full recomputation; must be unset for selective."),
        .section = S::Recompute,
    });
    rows.push_back({
        .id = FieldId::RecomputeModules,
        .path = "model.recompute_modules",
        .type = T::EnumList,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"core_attn", "moe_act", "layernorm", "mla_up_proj", "mlp", "moe", "shared_experts", "gdn_norm_out",
                    "gdp_in_proj", "gdp_qkv", "mhc"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Modules recomputed by selective recomputation (unset means core_attn). A recomputed "
                                  "module must be entirely inside or outside a graph."),
        .section = S::Recompute,
    });
    rows.push_back({
        .id = FieldId::CpuOffloading,
        .path = "model.cpu_offloading",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Legacy CPU offloading of activations or weights; not allowed with per-layer graphs."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::CpuOffloadingNumLayers,
        .path = "model.cpu_offloading_num_layers",
        .type = T::Int,
        .def = 0,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Layers offloaded by legacy CPU offloading (Bridge does not turn offloading on from "
                                  "this)."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::CpuOffloadingActivations,
        .path = "model.cpu_offloading_activations",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: offload activations."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::CpuOffloadingWeights,
        .path = "model.cpu_offloading_weights",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: offload weights."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::CpuOffloadingDoubleBuffering,
        .path = "model.cpu_offloading_double_buffering",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Legacy CPU offloading: double buffering."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::CpuOffloadingRetainPinnedCpuBuffers,
        .path = "model.cpu_offloading_retain_pinned_cpu_buffers",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Legacy CPU offloading: keep pinned host buffers (useful for graph capture)."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::FineGrainedActivationOffloading,
        .path = "model.fine_grained_activation_offloading",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Offload chosen activations to the host; works with transformer_engine or full_iteration "
                            "graphs."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::OffloadModules,
        .path = "model.offload_modules",
        .type = T::EnumList,
        .def = QStringList{},
        .nullable = false,
        .allowed = {"attn_norm", "qkv_linear", "core_attn", "attn_proj", "mlp_norm", "expert_fc1", "moe_act",
                    "fused_group_mlp", "gdp_qkv"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Modules whose activations fine-grained offloading moves to the host."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::FineGrainedOffloadingMaxInflightOffloads,
        .path = "model.fine_grained_offloading_max_inflight_offloads",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Offloads in flight at once; must be set (>= 0) with full_iteration graphs."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::NumMoeExperts,
        .path = "model.num_moe_experts",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Number of experts; unset or 1 means a dense model."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeLayerFreq,
        .path = "model.moe_layer_freq",
        .type = T::IntOrIntList,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Which layers are MoE: 1 (all), N (every N-th) or a 0/1 list; decides whether dense "
                                  "mlp layers exist."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterTopk,
        .path = "model.moe_router_topk",
        .type = T::Int,
        .def = 2,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Experts each token is routed to."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeTokenDispatcherType,
        .path = "model.moe_token_dispatcher_type",
        .type = T::Enum,
        .def = QStringLiteral("allgather"),
        .nullable = false,
        .allowed = {"allgather", "alltoall", "flex"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "How tokens reach their experts."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeFlexDispatcherBackend,
        .path = "model.moe_flex_dispatcher_backend",
        .type = T::Enum,
        .def = QStringLiteral("deepep"),
        .nullable = true,
        .allowed = {"deepep", "hybridep", "ncclep"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Backend of the flex dispatcher (DeepEP, HybridEP, NCCL EP)."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeExpertCapacityFactor,
        .path = "model.moe_expert_capacity_factor",
        .type = T::Float,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Expert capacity factor; unset means dropless routing with data-dependent shapes."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoePadExpertInputToCapacity,
        .path = "model.moe_pad_expert_input_to_capacity",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Pad expert inputs to capacity (drop-and-pad), which makes expert shapes static."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterPaddingForFp8,
        .path = "model.moe_router_padding_for_fp8",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated alias: pad routing maps for FP8 quantization."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeSharedExpertIntermediateSize,
        .path = "model.moe_shared_expert_intermediate_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Shared expert size; shared experts run inside the moe_router graph unless overlapped."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeSharedExpertOverlap,
        .path = "model.moe_shared_expert_overlap",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap shared experts with the dispatcher."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeInputJitterEps,
        .path = "model.moe_input_jitter_eps",
        .type = T::Float,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Random jitter on MoE inputs (uses RNG)."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeHybridepPadUnevenDispatchInputs,
        .path = "model.moe_hybridep_pad_uneven_dispatch_inputs",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "HybridEP padding of uneven inputs; forced on without graphs, left as set with graphs."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeHybridepPadVariableTokens,
        .path = "model.moe_hybridep_pad_variable_tokens",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "HybridEP padding of variable token counts; forced on without graphs."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeExpertRankCapacityFactor,
        .path = "model.moe_expert_rank_capacity_factor",
        .type = T::Float,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Per-rank expert capacity used by full-iteration MoE recipes (paged stash)."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeFfnHiddenSize,
        .path = "model.moe_ffn_hidden_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hidden size of each expert's MLP."),
        .section = S::Moe,
    });
}

} // namespace cga
