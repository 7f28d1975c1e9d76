// Spec section a.1: the CUDA-graph fields.
#include "model/fieldrow.h"

namespace cga {

namespace {

using S = FieldSection;
using T = FieldType;

QStringList graphModules()
{
    return {"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};
}

QStringList deprecatedGraphModules()
{
    return {"full", "full_iteration", "full_iteration_inference"};
}

} // namespace

// structure: data table
void appendGraphFieldRows(std::vector<FieldRow>& rows)
{
    rows.push_back({
        .id = FieldId::CudaGraphImpl,
        .path = "model.cuda_graph_impl",
        .type = T::Enum,
        .def = QStringLiteral("none"),
        .nullable = false,
        .allowed = {"none", "local", "transformer_engine", "full_iteration"},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Which CUDA graph implementation captures training: none, per-layer Transformer Engine "
                            "graphs, or one graph for the whole forward and backward pass."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::CudaGraphModules,
        .path = "model.cuda_graph_modules",
        .type = T::EnumList,
        .def = QStringList{},
        .nullable = true,
        .allowed = graphModules(),
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Which parts of each layer are captured (attn, mlp, moe, moe_router, moe_preprocess, "
                                  "mamba); empty captures the whole layer. Must be empty for full_iteration."),
        .section = S::CudaGraph,
        .deprecated = deprecatedGraphModules(),
    });
    rows.push_back({
        .id = FieldId::CudaGraphScope,
        .path = "model.cuda_graph_scope",
        .type = T::EnumList,
        .def = nullValue(),
        .nullable = true,
        .allowed = graphModules(),
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Deprecated alias of cuda_graph_modules, still written by most recipes; migrated into "
                            "cuda_graph_modules when the model is finalized."),
        .section = S::CudaGraph,
        .deprecated = deprecatedGraphModules(),
    });
    rows.push_back({
        .id = FieldId::InferenceCudaGraphScope,
        .path = "model.inference_cuda_graph_scope",
        .type = T::Enum,
        .def = nullValue(),
        .nullable = true,
        .allowed = {"none", "layer", "block"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Granularity of inference graphs; derived from the implementation when unset (local: "
                                  "layer, otherwise none)."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::CudaGraphWarmupSteps,
        .path = "model.cuda_graph_warmup_steps",
        .type = T::Int,
        .def = 3,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Eager training iterations that run before the graphs are captured."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::CudaGraphUseSingleMempool,
        .path = "model.cuda_graph_use_single_mempool",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Full-iteration graphs only: training, evaluation and optimizer graphs share one memory "
                            "pool."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::CudaGraphRetainBackwardGraph,
        .path = "model.cuda_graph_retain_backward_graph",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Passed to Transformer Engine as retain_graph_in_backward when capturing."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::EnableCudaGraph,
        .path = "model.enable_cuda_graph",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated: turns on the local implementation."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::ExternalCudaGraph,
        .path = "model.external_cuda_graph",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Deprecated: turns on the transformer_engine implementation."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::UseTeRngTracker,
        .path = "model.use_te_rng_tracker",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Use Transformer Engine's graph-safe RNG tracker; required by GPT providers when graphs "
                            "are on."),
        .section = S::Rng,
    });
    rows.push_back({
        .id = FieldId::ModelInferenceRngTracker,
        .path = "model.inference_rng_tracker",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Use the inference RNG tracker."),
        .section = S::Rng,
    });
    rows.push_back({
        .id = FieldId::DelayOffloadUntilCudaGraph,
        .path = "model.delay_offload_until_cuda_graph",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Fine-grained offloading: defer offloading until graph replay."),
        .section = S::Offload,
    });
    rows.push_back({
        .id = FieldId::MoePadExpertsForCudaGraphInference,
        .path = "model.moe_pad_experts_for_cuda_graph_inference",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Router switches to drop-and-pad at decode time so inference graphs see static shapes."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::VisionCudaGraphImpl,
        .path = "model.vision_cuda_graph_impl",
        .type = T::Enum,
        .def = QStringLiteral("none"),
        .nullable = false,
        .allowed = {"none", "transformer_engine"},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Qwen3-VL / Qwen3.5-VL only: capture the vision encoder with Transformer Engine graphs."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::VisionCudaGraphScope,
        .path = "model.vision_cuda_graph_scope",
        .type = T::StringList,
        .def = QStringList{},
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Qwen3-VL / Qwen3.5-VL only: parts of the vision encoder captured."),
        .section = S::CudaGraph,
    });
    rows.push_back({
        .id = FieldId::MaxVisionCudaGraphSeqLength,
        .path = "model.max_vision_cuda_graph_seq_length",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Qwen3-VL / Qwen3.5-VL only: the longest vision sequence the vision graphs accept."),
        .section = S::CudaGraph,
    });
}

} // namespace cga
