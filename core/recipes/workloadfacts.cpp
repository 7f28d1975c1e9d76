#include "recipes/workloadfacts.h"

#include "model/mixedprecision.h"
#include "model/modelprovider.h"

namespace cga {

namespace {

using F = FieldId;

// Sets a field when its effective value differs, recording the change.
void put(TrainingConfig& cfg, FieldId id, const QVariant& value, QList<QPair<QString, QVariant>>& changes)
{
    if (cfg.isSet(id) && sameValue(cfg.value(id), value))
        return;
    if (!cfg.isSet(id) && sameValue(cfg.value(id), value) && !isNullValue(value))
        return;
    cfg.set(id, value);
    changes << qMakePair(FieldRegistry::instance().spec(id).path, value);
}

} // namespace

QString WorkloadFacts::recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return QStringLiteral("none");
    case Recompute::Selective:
        return QStringLiteral("selective");
    case Recompute::Full:
        return QStringLiteral("full");
    }
    return {};
}

std::optional<WorkloadFacts::Recompute> WorkloadFacts::parseRecompute(const QString& name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("none") || n == QLatin1String("off"))
        return Recompute::None;
    if (n == QLatin1String("selective"))
        return Recompute::Selective;
    if (n == QLatin1String("full"))
        return Recompute::Full;
    return std::nullopt;
}

QString WorkloadFacts::offloadName(Offload o)
{
    switch (o) {
    case Offload::None:
        return QStringLiteral("none");
    case Offload::Cpu:
        return QStringLiteral("cpu");
    case Offload::FineGrained:
        return QStringLiteral("fine-grained");
    }
    return {};
}

std::optional<WorkloadFacts::Offload> WorkloadFacts::parseOffload(const QString& name)
{
    const QString n = name.trimmed().toLower().replace(QLatin1Char('_'), QLatin1Char('-'));
    if (n == QLatin1String("none") || n == QLatin1String("off"))
        return Offload::None;
    if (n == QLatin1String("cpu"))
        return Offload::Cpu;
    if (n == QLatin1String("fine-grained") || n == QLatin1String("finegrained"))
        return Offload::FineGrained;
    return std::nullopt;
}

QStringList WorkloadFacts::precisionNames()
{
    return {QStringLiteral("bf16"), QStringLiteral("fp8cs"), QStringLiteral("fp8mx"), QStringLiteral("fp8sc"),
            QStringLiteral("nvfp4")};
}

QString WorkloadFacts::mixedPrecisionRecipe(const QString& precision)
{
    const QString p = precision.trimmed().toLower().remove(QLatin1Char('_'));
    if (p == QLatin1String("bf16"))
        return QStringLiteral("bf16_mixed");
    if (p == QLatin1String("fp8cs") || p == QLatin1String("fp8"))
        return QStringLiteral("bf16_with_fp8_current_scaling_mixed");
    if (p == QLatin1String("fp8mx") || p == QLatin1String("mxfp8"))
        return QStringLiteral("bf16_with_mxfp8_mixed");
    if (p == QLatin1String("fp8sc"))
        return QStringLiteral("bf16_with_fp8_subchannel_scaling_mixed");
    if (p == QLatin1String("nvfp4"))
        return QStringLiteral("bf16_with_nvfp4_mixed");
    return {};
}

WorkloadFacts WorkloadFacts::fromConfig(const TrainingConfig& cfg, const TargetContext& target)
{
    WorkloadFacts f;
    f.gpu = target.gpu;
    const bool moe = !cfg.isNull(F::NumMoeExperts) && cfg.intValue(F::NumMoeExperts) > 1;
    const bool dropPad
        = moe && !cfg.isNull(F::MoeExpertCapacityFactor) && cfg.boolValue(F::MoePadExpertInputToCapacity);
    switch (ModelProvider::classify(cfg.stringValue(F::ModelTarget))) {
    case ProviderKind::Hybrid:
        f.kind = WorkloadKind::Hybrid;
        break;
    case ProviderKind::Qwen3VlMoe:
        f.kind = WorkloadKind::Vlm;
        break;
    default:
        f.kind = !moe ? WorkloadKind::Dense : dropPad ? WorkloadKind::MoeDropPad : WorkloadKind::MoeDropless;
    }
    f.moe = moe;
    const QString g = cfg.stringValue(F::RecomputeGranularity);
    f.recompute = g == QLatin1String("full") ? Recompute::Full
        : g == QLatin1String("selective")    ? Recompute::Selective
                                             : Recompute::None;
    if (f.recompute == Recompute::Selective && !cfg.isNull(F::RecomputeModules))
        f.recomputeModules = cfg.listValue(F::RecomputeModules);
    f.offload = cfg.boolValue(F::CpuOffloading)             ? Offload::Cpu
        : cfg.boolValue(F::FineGrainedActivationOffloading) ? Offload::FineGrained
                                                            : Offload::None;
    f.packedSequences = cfg.boolValue(F::OfflinePackingSpecs);
    f.epOverlap
        = cfg.boolValue(F::CommOverlapMoeExpertParallelComm) || cfg.boolValue(F::ModelOverlapMoeExpertParallelComm);
    const QString recipe = MixedPrecision::recipeNameFor(cfg);
    for (const QString& p : precisionNames())
        if (!recipe.isEmpty() && mixedPrecisionRecipe(p) == recipe)
            f.precision = p;
    return f;
}

QList<QPair<QString, QVariant>> WorkloadFacts::applyTo(TrainingConfig& cfg) const
{
    QList<QPair<QString, QVariant>> changes;
    switch (recompute) {
    case Recompute::None:
        if (!cfg.isNull(F::RecomputeGranularity))
            put(cfg, F::RecomputeGranularity, nullValue(), changes);
        break;
    case Recompute::Selective:
        put(cfg, F::RecomputeGranularity, QStringLiteral("selective"), changes);
        if (!recomputeModules.isEmpty())
            put(cfg, F::RecomputeModules, recomputeModules, changes);
        if (!cfg.isNull(F::RecomputeMethod))
            put(cfg, F::RecomputeMethod, nullValue(), changes);
        if (!cfg.isNull(F::RecomputeNumLayers))
            put(cfg, F::RecomputeNumLayers, nullValue(), changes);
        break;
    case Recompute::Full:
        put(cfg, F::RecomputeGranularity, QStringLiteral("full"), changes);
        if (cfg.isNull(F::RecomputeMethod))
            put(cfg, F::RecomputeMethod, QStringLiteral("uniform"), changes);
        if (cfg.isNull(F::RecomputeNumLayers))
            put(cfg, F::RecomputeNumLayers, 1, changes);
        break;
    }
    switch (offload) {
    case Offload::None:
        if (cfg.boolValue(F::CpuOffloading))
            put(cfg, F::CpuOffloading, false, changes);
        if (cfg.boolValue(F::FineGrainedActivationOffloading))
            put(cfg, F::FineGrainedActivationOffloading, false, changes);
        break;
    case Offload::Cpu:
        put(cfg, F::CpuOffloading, true, changes);
        put(cfg, F::CpuOffloadingWeights, false, changes);
        if (cfg.intValue(F::CpuOffloadingNumLayers) < 1
            || cfg.intValue(F::CpuOffloadingNumLayers) >= cfg.intValue(F::NumLayers, 2))
            put(cfg, F::CpuOffloadingNumLayers, 1, changes);
        break;
    case Offload::FineGrained:
        put(cfg, F::FineGrainedActivationOffloading, true, changes);
        if (cfg.listValue(F::OffloadModules).isEmpty())
            put(cfg, F::OffloadModules,
                hasMoe() ? QStringList{QStringLiteral("expert_fc1")} : QStringList{QStringLiteral("core_attn")},
                changes);
        // Bridge requires it with TE 2.10 or newer, graphs or not (MB-16).
        if (cfg.envValue(QStringLiteral("NVTE_CPU_OFFLOAD_V1")) != QLatin1String("1")) {
            cfg.setEnv(QStringLiteral("NVTE_CPU_OFFLOAD_V1"), QStringLiteral("1"));
            changes << qMakePair(QStringLiteral("env_vars.NVTE_CPU_OFFLOAD_V1"), QVariant(QStringLiteral("1")));
        }
        break;
    }
    if (packedSequences) {
        put(cfg, F::OfflinePackingSpecs, true, changes);
        put(cfg, F::PadToMaxLength, true, changes);
        put(cfg, F::MicroBatchSize, 1, changes); // MB-13
    } else if (cfg.boolValue(F::OfflinePackingSpecs)) {
        put(cfg, F::OfflinePackingSpecs, false, changes);
    }
    if (hasMoe()) {
        if (epOverlap != cfg.boolValue(F::CommOverlapMoeExpertParallelComm))
            put(cfg, F::CommOverlapMoeExpertParallelComm, epOverlap, changes);
    }
    const QString mp = mixedPrecisionRecipe(precision);
    if (!mp.isEmpty() && MixedPrecision::recipeNameFor(cfg) != mp) {
        MixedPrecision::applyRecipeName(mp, cfg);
        changes << qMakePair(QStringLiteral("mixed_precision"), QVariant(mp));
    }
    return changes;
}

TrainingConfig WorkloadFacts::baseConfig() const
{
    TrainingConfig cfg;
    const auto set = [&cfg](FieldId id, const QVariant& v) { cfg.set(id, v); };
    // Shapes of a mid-size model of the kind (Llama 3 8B, Qwen3-30B-A3B, Nemotron 3 Nano, Qwen3-VL 30B-A3B).
    set(F::NumLayers, 48);
    set(F::HiddenSize, 2048);
    set(F::NumAttentionHeads, 32);
    set(F::NumQueryGroups, 4);
    set(F::ModelSeqLength, 4096);
    set(F::DatasetSeqLength, 4096);
    set(F::MicroBatchSize, 1);
    set(F::GlobalBatchSize, 256);
    set(F::AttentionDropout, 0.0);
    set(F::HiddenDropout, 0.0);
    switch (kind) {
    case WorkloadKind::Dense:
        set(F::ModelTarget, QStringLiteral("megatron.bridge.models.llama.llama_provider.Llama3ModelProvider8B"));
        set(F::NumLayers, 32);
        set(F::HiddenSize, 4096);
        set(F::FfnHiddenSize, 14336);
        set(F::NumQueryGroups, 8);
        break;
    case WorkloadKind::Hybrid:
        set(F::ModelTarget,
            QStringLiteral("megatron.bridge.models.nemotronh.nemotron_h_provider.Nemotron3NanoProvider"));
        break;
    case WorkloadKind::Vlm:
        set(F::ModelTarget, QStringLiteral("megatron.bridge.models.qwen_vl.qwen3_vl_provider.Qwen3VLMoEModelProvider"));
        break;
    case WorkloadKind::MoeDropless:
    case WorkloadKind::MoeDropPad:
        set(F::ModelTarget, QStringLiteral("megatron.bridge.models.qwen.qwen_provider.Qwen3MoEModelProvider30B_A3B"));
        break;
    }
    if (hasMoe()) {
        set(F::NumMoeExperts, 128);
        set(F::MoeRouterTopk, 8);
        set(F::MoeFfnHiddenSize, 768);
        set(F::ExpertModelParallelSize, 8);
        set(F::MoeTokenDispatcherType, QStringLiteral("alltoall"));
        if (kind == WorkloadKind::MoeDropPad) {
            set(F::MoeExpertCapacityFactor, 1.0);
            set(F::MoePadExpertInputToCapacity, true);
        }
    }
    applyTo(cfg);
    return cfg;
}

QString WorkloadFacts::summary() const
{
    QStringList parts{WorkloadKinds::title(kind)};
    if (moe && (kind == WorkloadKind::Hybrid || kind == WorkloadKind::Vlm))
        parts << WorkloadFacts::tr("with MoE layers");
    if (recompute == Recompute::Selective)
        parts << WorkloadFacts::tr("selective recompute");
    else if (recompute == Recompute::Full)
        parts << WorkloadFacts::tr("full recompute");
    if (offload == Offload::Cpu)
        parts << WorkloadFacts::tr("CPU offloading");
    else if (offload == Offload::FineGrained)
        parts << WorkloadFacts::tr("fine-grained offloading");
    if (packedSequences)
        parts << WorkloadFacts::tr("packed sequences");
    if (epOverlap)
        parts << WorkloadFacts::tr("EP overlap");
    parts << gpu.displayName() << precision;
    return parts.join(QStringLiteral(", "));
}

} // namespace cga
