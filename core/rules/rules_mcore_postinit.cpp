// Spec section b.1: Megatron-Core TransformerConfig.__post_init__ checks that run before the CUDA-graph block and
// concern graphed modules (MC-37, MC-38; the recompute-module checks that follow are in rules_mcore_recompute.cpp).
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

void checkMc37(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!c.boolValue(F::CpuOffloading))
        return;
    const Fix off
        = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn legacy CPU offloading off"), {{F::CpuOffloading, false}});
    // In Megatron's order: the layer count (TC L1884), pipeline parallelism (L1891), recomputation (L1896).
    const qint64 n = c.intValue(F::CpuOffloadingNumLayers);
    const qint64 layers = c.intValue(F::NumLayers, -1);
    if (n < 0 || (layers > 0 && n >= layers)) {
        Hit& h = r.fire({F::CpuOffloadingNumLayers, F::NumLayers});
        h.variant = 2;
        h.args << QString::number(layers);
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Offload fewer layers than the model has"),
                           {{F::CpuOffloadingNumLayers, qMax<qint64>(0, layers - 1)}});
    }
    if (c.intValue(F::PipelineModelParallelSize, 1) > 1) {
        Hit& h = r.fire({F::CpuOffloading, F::PipelineModelParallelSize});
        h.variant = 0;
        h.fixes << off;
    }
    if (!c.isNull(F::RecomputeGranularity)) {
        Hit& h = r.fire({F::CpuOffloading, F::RecomputeGranularity});
        h.variant = 1;
        h.fixes << off
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn activation recomputation off"),
                           {{F::RecomputeGranularity, nullValue()},
                            {F::RecomputeMethod, nullValue()},
                            {F::RecomputeNumLayers, nullValue()}});
    }
    if (c.boolValue(F::FineGrainedActivationOffloading)) {
        Hit& h = r.fire({F::FineGrainedActivationOffloading, F::CpuOffloading});
        h.variant = 3;
        h.fixes << off;
    }
}

void checkMc38(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    const QString g = c.stringValue(F::RecomputeGranularity);
    if (g == QLatin1String("full")) {
        if (c.isNull(F::RecomputeMethod)) {
            Hit& h = r.fire({F::RecomputeGranularity, F::RecomputeMethod});
            h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Recompute whole blocks of layers"),
                               {{F::RecomputeMethod, QStringLiteral("block")}});
        }
        const qint64 layers = c.intValue(F::NumLayers, -1);
        const qint64 pp = qMax<qint64>(1, c.intValue(F::PipelineModelParallelSize, 1));
        const qint64 perRank = layers > 0 ? layers / pp : -1;
        const qint64 n = c.intValue(F::RecomputeNumLayers, -1);
        if (c.isNull(F::RecomputeNumLayers) || n < 1 || (perRank > 0 && n > perRank)) {
            Hit& h = r.fire({F::RecomputeGranularity, F::RecomputeNumLayers});
            h.variant = 1;
            h.args << (perRank > 0 ? QString::number(perRank) : QStringLiteral("N"));
            h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Recompute one layer per block"),
                               {{F::RecomputeNumLayers, 1}});
        }
    } else if (g == QLatin1String("selective") && !c.isNull(F::RecomputeNumLayers)) {
        Hit& h = r.fire({F::RecomputeGranularity, F::RecomputeNumLayers});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Leave recompute_num_layers unset"),
                           {{F::RecomputeNumLayers, nullValue()}});
    }
}

} // namespace

// structure: data table
void addMcorePostInitRules(std::vector<RuleDef>& rules)
{
    // --- Graph-adjacent checks that run before the CUDA-graph block (TC L1884-2130) ---
    rules.push_back({
        .id = "MC-37",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1884-1899, L2128-2130",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Legacy CPU offloading with pipeline parallelism, with any activation recomputation, or with an "
            "out-of-range layer count; or fine-grained offloading together with legacy CPU offloading."),
        .messages
        = {{.upstream = "Currently there is no support for Pipeline parallelism with CPU offloading",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Legacy CPU offloading does not work with pipeline parallelism.")},
           {.upstream = "CPU offloading does not work when activation recomputation is enabled",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Legacy CPU offloading cannot be combined with activation recomputation.")},
           {.upstream = "CPU offloading can be done only for layers less than %1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "cpu_offloading_num_layers must be at least 0 and smaller than num_layers (%1).")},
           {.upstream = "fine_grained_activation_offloading cannot be enabled with cpu_offloading.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Use either fine-grained activation offloading or legacy CPU offloading, not both.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn legacy CPU offloading off, or remove what it conflicts with."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMc37,
    });

    rules.push_back({
        .id = "MC-38",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1901-1931",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Full recomputation without a method or a layer count in range; or selective recomputation with a "
            "layer count."),
        .messages
        = {{.upstream = "Using recompute_granularity: full so recompute_method must be \"block\" or \"uniform\"",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Full recomputation needs recompute_method set to block or uniform.")},
           {.upstream = "When using recompute_granularity: full recompute_num_layers must be between 1 and "
                        "num_layers_per_pipeline_rank: %1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Full recomputation needs recompute_num_layers between 1 and the layers per pipeline rank (%1).")},
           {.upstream = "When using recompute_granularity: selective recompute_num_layers must be None.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Selective recomputation picks modules, not layers: leave recompute_num_layers unset.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Complete the recomputation settings."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMc38,
    });
}

} // namespace cga
