// Spec section b.1, read from the code: TransformerConfig.__post_init__'s checks of the selectively recomputed
// modules, of hyper-connections and of fine-grained activation offloading (TC L1939-2195), in Megatron's order
// (MC-54, MC-55, MC-40, MC-56, MC-57).
#include "rules/rulehelpers.h"

#include <algorithm>

namespace cga {

namespace {

using F = FieldId;

// Multi-latent attention: the field as written, else on for the providers built on MLATransformerConfig
// (DeepSeek, Kimi, Moonlight), where it defaults to True.
bool multiLatentAttention(const TrainingConfig& c)
{
    if (c.isSet(F::MultiLatentAttention))
        return c.boolValue(F::MultiLatentAttention);
    const QString target = c.stringValue(F::ModelTarget);
    for (const char* name : {"deepseek", "kimi", "moonlight", "mla"})
        if (target.contains(QLatin1String(name), Qt::CaseInsensitive))
            return true;
    return false;
}

// A Python set literal of the names, as Megatron's f-strings print one (sorted, so the text is stable).
QString pySet(QStringList names)
{
    std::sort(names.begin(), names.end());
    QStringList q;
    for (const QString& n : names)
        q << QLatin1Char('\'') + n + QLatin1Char('\'');
    return QLatin1Char('{') + q.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QStringList intersect(const QStringList& a, const QStringList& b)
{
    QStringList out;
    for (const QString& x : a)
        if (b.contains(x) && !out.contains(x))
            out << x;
    return out;
}

void checkRecomputeModules(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!isSelective(c))
        return;
    const QStringList rm = recomputeModules(c);
    const auto drop = [&](const char* module) {
        return makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing the module"),
                       {{F::RecomputeModules, withoutItems(rm, {QString::fromLatin1(module)})}});
    };
    if (rm.contains(QLatin1String("moe_act")) && !c.boolValue(F::MoeGroupedGemm)) {
        Hit& h = r.fire({F::RecomputeModules, F::MoeGroupedGemm});
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn grouped GEMM on"), {{F::MoeGroupedGemm, true}})
                << drop("moe_act");
    }
    if (rm.contains(QLatin1String("mla_up_proj")) && !multiLatentAttention(c)) {
        Hit& h = r.fire({F::RecomputeModules, F::MultiLatentAttention});
        h.variant = 1;
        h.fixes << drop("mla_up_proj");
    }
    if (rm.contains(QLatin1String("shared_experts")) && !c.isNull(F::MoeSharedExpertIntermediateSize)
        && c.boolValue(F::MoeSharedExpertOverlap)) {
        Hit& h = r.fire({F::RecomputeModules, F::MoeSharedExpertOverlap});
        h.variant = 2;
        h.fixes << drop("shared_experts")
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not overlap shared experts"),
                           {{F::MoeSharedExpertOverlap, false}});
    }
    if (c.stringValue(F::Fp8).isEmpty()
        || (!rm.contains(QLatin1String("moe_act")) && !rm.contains(QLatin1String("layernorm"))))
        return;
    if (c.stringValue(F::Fp8Recipe) == QLatin1String("delayed")) {
        Hit& h = r.fire({F::RecomputeModules, F::Fp8Recipe});
        h.variant = 3;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the tensorwise recipe"),
                           {{F::Fp8Recipe, QStringLiteral("tensorwise")}});
        return;
    }
    const Tri te = r.ctx.teAtLeast(2, 6);
    if (te != Tri::Yes) {
        Hit& h = r.fire({F::RecomputeModules, F::Fp8});
        h.variant = 4;
        h.args << r.ctx.target.teVersion.toString();
        markUnknownTe(h, te);
    }
}

void checkMhcConnections(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!c.boolValue(F::EnableMhcConnections))
        return;
    if (!c.isNull(F::MtpNumLayers)) {
        Hit& h = r.fire({F::EnableMhcConnections, F::MtpNumLayers});
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn multi-token prediction off"),
                           {{F::MtpNumLayers, nullValue()}});
    }
    if (c.stringValue(F::RecomputeGranularity) == QLatin1String("full")) {
        Hit& h = r.fire({F::EnableMhcConnections, F::RecomputeGranularity});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Recompute mhc selectively"),
                           {{F::RecomputeGranularity, QStringLiteral("selective")},
                            {F::RecomputeModules, QStringList{QStringLiteral("mhc")}},
                            {F::RecomputeMethod, nullValue()},
                            {F::RecomputeNumLayers, nullValue()}});
    }
    if (c.intValue(F::PipelineModelParallelSize, 1) > 1) {
        Hit& h = r.fire({F::EnableMhcConnections, F::PipelineModelParallelSize});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use no pipeline parallelism"),
                           {{F::PipelineModelParallelSize, 1}, {F::VirtualPipelineModelParallelSize, nullValue()}});
    }
}

void checkOffloadModules(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!c.boolValue(F::FineGrainedActivationOffloading))
        return;
    const QStringList om = c.listValue(F::OffloadModules);
    const Fix off = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn fine-grained offloading off"),
                            {{F::FineGrainedActivationOffloading, false}});
    if (om.isEmpty()) {
        Hit& h = r.fire({F::OffloadModules, F::FineGrainedActivationOffloading});
        h.fixes << off;
        return;
    }
    if (om.contains(QLatin1String("attn_proj")) && !om.contains(QLatin1String("core_attn"))) {
        Hit& h = r.fire({F::OffloadModules});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Offload core_attn too"),
                           {{F::OffloadModules, withItems(om, {QStringLiteral("core_attn")})}});
    }
    const QStringList rm = isSelective(c) ? recomputeModules(c) : QStringList{};
    if (om.contains(QLatin1String("gdp_qkv")) && rm.contains(QLatin1String("gdp_in_proj"))) {
        Hit& h = r.fire({F::OffloadModules, F::RecomputeModules});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not offload gdp_qkv"),
                           {{F::OffloadModules, withoutItems(om, {QStringLiteral("gdp_qkv")})}});
    }
    const QStringList insideMoe = intersect(om, {"moe_act", "expert_fc1", "fused_group_mlp"});
    if (rm.contains(QLatin1String("moe")) && !insideMoe.isEmpty()) {
        Hit& h = r.fire({F::OffloadModules, F::RecomputeModules});
        h.variant = 3;
        h.args << pySet(insideMoe);
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not offload inside the recomputed MoE layer"),
                           {{F::OffloadModules, withoutItems(om, insideMoe)}});
    }
    if (!om.contains(QLatin1String("fused_group_mlp")))
        return;
    if (!c.boolValue(F::UseTransformerEngineOpFuser)) {
        Hit& h = r.fire({F::OffloadModules, F::UseTransformerEngineOpFuser});
        h.variant = 4;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine's op fuser"),
                           {{F::UseTransformerEngineOpFuser, true}});
    }
    const QStringList partial = intersect(om, {"expert_fc1", "moe_act"});
    if (!partial.isEmpty()) {
        Hit& h = r.fire({F::OffloadModules});
        h.variant = 5;
        h.args << pySet(partial);
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Offload the fused grouped MLP only"),
                           {{F::OffloadModules, withoutItems(om, partial)}});
    }
}

} // namespace

// structure: data table
void addMcoreRecomputeRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-54",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1941-2013",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Selective recomputation of a module whose feature is off (moe_act without grouped GEMM, mla_up_proj "
            "without multi-latent attention), of shared experts that overlap, or of moe_act/layernorm with FP8 "
            "delayed scaling or Transformer Engine before 2.6."),
        .messages
        = {{.upstream = "moe_act in recompute_modules is only supported with moe_grouped_gemm.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "Recomputing moe_act needs the grouped-GEMM experts (moe_grouped_gemm).")},
           {.upstream = "mla_up_proj in recompute_modules is only supported with multi_latent_attention.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "mla_up_proj exists only with multi-latent attention, which is off (the DeepSeek and Kimi "
                "providers turn it on).")},
           {.upstream = "shared_experts recompute cannot work with --moe-shared-expert-overlap.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Overlapped shared experts run on a side stream and cannot be recomputed.")},
           {.upstream = "Delayed scaling does not support moe_act and layernorm recompute for fp8.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With FP8 delayed scaling, moe_act and layernorm cannot be recomputed: the scaling history would "
                "be updated twice.")},
           {.upstream = "moe_act and layernorm recompute for fp8 needs transformer-engine>=2.6.0dev0, but your "
                        "version is %1.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Recomputing moe_act or layernorm under FP8 needs Transformer Engine 2.6 or newer.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing the module, or turn on what it needs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkRecomputeModules,
    });

    rules.push_back({
        .id = "MC-55",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2020-2031",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Selective recomputation of 'mhc' without hyper-connections, or together with 'mlp'."),
        .messages
        = {{.upstream = "'mhc' in recompute_modules requires enable_mhc_connections=True.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "'mhc' recomputes the hyper-connections, which are off (enable_mhc_connections).")},
           {.upstream = "'mhc' and 'mlp' in recompute_modules cannot be used together. They use different checkpoint "
                        "mechanisms that may conflict.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "'mhc' and 'mlp' recompute with different checkpoint mechanisms; choose one.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Drop 'mhc' from recompute_modules, or turn hyper-connections on."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!isSelective(c))
                    return;
                const QStringList rm = recomputeModules(c);
                if (!rm.contains(QLatin1String("mhc")))
                    return;
                const Fix drop = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing mhc"),
                                         {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("mhc")})}});
                if (!c.boolValue(F::EnableMhcConnections)) {
                    Hit& h = r.fire({F::RecomputeModules, F::EnableMhcConnections});
                    h.fixes << drop;
                }
                if (rm.contains(QLatin1String("mlp"))) {
                    Hit& h = r.fire({F::RecomputeModules});
                    h.variant = 1;
                    h.fixes << drop;
                }
            },
    });

    rules.push_back({
        .id = "MC-40",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2045-2051 (MCore head only)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Selective recomputation of 'mhc' together with fine-grained activation offloading (current MCore "
            "head only)."),
        .messages
        = {{.upstream
            = "'mhc' in recompute_modules + fine_grained_activation_offloading is not yet supported. The mHC recompute "
              "hook currently fires before the offloading backward chunk is initialized, causing tensor_pop on a None "
              "chunk. Disable one of them.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "On current Megatron-Core, recomputing the mHC module while fine-grained offloading is on crashes in "
                "the backward pass.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Drop 'mhc' from recompute_modules or turn fine-grained offloading off."),
        .frontEnds = FeAll,
        .profiles = PrHead,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!isSelective(c) || !c.boolValue(F::FineGrainedActivationOffloading))
                    return;
                const QStringList rm = recomputeModules(c);
                if (!rm.contains(QLatin1String("mhc")))
                    return;
                Hit& h = r.fire({F::RecomputeModules, F::FineGrainedActivationOffloading});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing mhc"),
                                   {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("mhc")})}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn fine-grained offloading off"),
                                   {{F::FineGrainedActivationOffloading, false}});
            },
    });

    rules.push_back({
        .id = "MC-56",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2060-2100",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Hyper-connections with multi-token prediction, full recomputation or pipeline parallelism."),
        .messages
        = {{.upstream = "enable_mhc_connections is not compatible with Multi-Token Prediction (MTP). Please disable "
                        "MTP (set mtp_num_layers=None) when using hyper connections.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Hyper-connections do not work with multi-token prediction (mtp_num_layers).")},
           {.upstream = "enable_mhc_connections is not yet compatible with full activation recompute. Use selective "
                        "recompute with 'mhc' in recompute_modules, or disable activation recompute.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Hyper-connections do not work with full recomputation; recompute 'mhc' selectively.")},
           {.upstream = "enable_mhc_connections does not support pipeline_model_parallel_size > 1 yet. Inter-stage "
                        "activations are n-stream ([s, b, n*C]) while pipeline p2p buffers are sized from "
                        "hidden_size, so the shapes disagree. Use pipeline_model_parallel_size=1 until mHC pipeline "
                        "support lands.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Hyper-connections do not work with pipeline parallelism yet.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn hyper-connections off, or remove what they conflict with."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMhcConnections,
    });

    rules.push_back({
        .id = "MC-57",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2127-2195",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Fine-grained activation offloading with no offload_modules, attn_proj without core_attn, offloading "
            "inside a recomputed region, or fused_group_mlp without the op fuser or with expert_fc1/moe_act."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Fine-grained offloading is on but offload_modules is empty: Megatron asserts that it names at "
                "least one module.")},
           {.upstream = "attn_proj cannot be set to offload_modules alone without core_attn because the input of "
                        "attn_proj is the output of core_attn, which is needed in core_attn.backward().",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The input of attn_proj is the output of core_attn: offload both or neither.")},
           {.upstream = "gdp_qkv cannot be set in offload_modules together with gdp_in_proj in recompute_modules, "
                        "because gdp_in_proj discards the input of the causal conv and rematerializes it at the start "
                        "of the mixer backward, leaving nothing for the gdp_qkv offload group to keep on the host.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Recomputing gdp_in_proj leaves nothing for the gdp_qkv offload to keep.")},
           {.upstream = "Cannot offload %1 while recomputing the entire MoE layer. 'moe' in recompute_modules wraps "
                        "the full MoE forward in a checkpoint, so offloading activations inside it is redundant and "
                        "will cause errors. Either remove 'moe' from --recompute-modules or remove %1 from "
                        "--offload-modules.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The whole MoE layer is recomputed, so offloading %1 inside it is redundant and breaks.")},
           {.upstream = "fused_group_mlp requires use_transformer_engine_op_fuser.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Offloading fused_group_mlp needs Transformer Engine's op fuser.")},
           {.upstream = "fused_group_mlp offloads the whole fused grouped MLP and cannot be combined with expert_fc1 "
                        "or moe_act. Remove: %1",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "fused_group_mlp already offloads the whole grouped MLP; remove %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Name the modules to offload, without conflicts."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkOffloadModules,
    });
}

} // namespace cga
