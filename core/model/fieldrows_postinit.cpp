// The model fields that TransformerConfig.__post_init__ checks next to the CUDA-graph block: router and grouped-GEMM
// switches, attention variants, normalization and the custom FP8 recipe (spec section a.2, continued).
#include "model/fieldrow.h"

namespace cga {

namespace {

using S = FieldSection;
using T = FieldType;

} // namespace

// structure: data table
void appendPostInitFieldRows(std::vector<FieldRow>& rows)
{
    rows.push_back({
        .id = FieldId::MoeGroupedGemm,
        .path = "model.moe_grouped_gemm",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Grouped GEMM for the experts of a MoE layer; recomputing moe_act needs it."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeUseGroupedTensor,
        .path = "model.moe_use_grouped_tensor",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "The CUDA-graph-safe GroupedTensor path of grouped GEMM; needs moe_grouped_gemm. "
                                  "Turned on by the Transformer Engine op fuser together with grouped GEMM."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::UseTransformerEngineOpFuser,
        .path = "model.use_transformer_engine_op_fuser",
        .type = T::Bool,
        .def = false,
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Build the MLP from Transformer Engine's fused operations."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::MoeRouterDtype,
        .path = "model.moe_router_dtype",
        // Literal['fp32', 'fp64'] in TransformerConfig, but not enforced: router.py reads fp32 and fp64 and leaves
        // any other value (bf16 and float32 in Bridge's own recipes) at the model's dtype. A string, not an enum.
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Data type of the router's computation: fp32 or fp64; unset (or any other value, "
                                  "such as bf16) means the model's dtype. Inference-optimized MoE needs fp32."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterPaddingForQuantization,
        .path = "model.moe_router_padding_for_quantization",
        .type = T::Bool,
        .def = false,
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Pad routing maps to the alignment FP8/FP4 kernels need; requires fp8 or fp4."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterScoreFunction,
        .path = "model.moe_router_score_function",
        .type = T::Enum,
        .def = QStringLiteral("softmax"),
        .nullable = false,
        .allowed = {"softmax", "sigmoid", "sqrtsoftplus"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "How the router turns logits into expert scores."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterPreSoftmax,
        .path = "model.moe_router_pre_softmax",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP(
            "cga::FieldRegistry",
            "Apply the softmax before choosing the top-k experts; required with softmax scores and top-1 routing."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MoeRouterLoadBalancingType,
        .path = "model.moe_router_load_balancing_type",
        .type = T::Enum,
        .def = QStringLiteral("aux_loss"),
        .nullable = false,
        .allowed = {"aux_loss", "seq_aux_loss", "global_aux_loss", "sinkhorn", "none"},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Load-balancing strategy of the router; a capacity factor works with all but sinkhorn."),
        .section = S::Moe,
    });
    rows.push_back({
        .id = FieldId::MultiLatentAttention,
        .path = "model.multi_latent_attention",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Multi-latent attention (DeepSeek, Kimi); the providers of those models turn it on. "
                                  "Recomputing mla_up_proj needs it."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::EnableMhcConnections,
        .path = "model.enable_mhc_connections",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Manifold-constrained hyper-connections; recomputing 'mhc' needs them."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::Normalization,
        .path = "model.normalization",
        .type = T::Enum,
        .def = QStringLiteral("LayerNorm"),
        .nullable = false,
        .allowed = {"LayerNorm", "RMSNorm"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Normalization layer; the inference-optimized implementation needs RMSNorm."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::LayernormZeroCenteredGamma,
        .path = "model.layernorm_zero_centered_gamma",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Zero-centred LayerNorm weights (the 1p variant); not available with the "
                                  "inference-optimized implementation."),
        .section = S::Model,
    });
    rows.push_back({
        .id = FieldId::Fp8QuantizerFactory,
        .path = "model.fp8_quantizer_factory",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Python import path of the quantizer factory that the custom FP8 recipe needs."),
        .section = S::Precision,
    });
}

} // namespace cga
