#include "rules/rule.h"

#include <QCoreApplication>
#include <QSet>

namespace cga {

Hit& RuleRun::fire(std::initializer_list<FieldId> fields)
{
    hits.emplace_back();
    Hit& h = hits.back();
    for (FieldId f : fields)
        h.fields << fieldPath(f);
    return h;
}

Hit& RuleRun::fireOnPaths(const QStringList& paths)
{
    hits.emplace_back();
    hits.back().fields = paths;
    return hits.back();
}

namespace {

const QStringList& deprecatedModuleValues()
{
    static const QStringList v{"full", "full_iteration", "full_iteration_inference"};
    return v;
}

} // namespace

EvalContext::EvalContext(const TrainingConfig& input, const TargetContext& target)
    : input(input)
    , cfg(input)
    , target(target)
    , provider(ModelProvider::classify(input.stringValue(FieldId::ModelTarget)))
{
    const QStringList modulesRaw = input.listValue(FieldId::CudaGraphModules);
    const QStringList scopeRaw = input.listValue(FieldId::CudaGraphScope);
    rawFullIterationSpelling
        = modulesRaw.contains(QLatin1String("full_iteration")) || scopeRaw.contains(QLatin1String("full_iteration"));
    QSet<QString> seen; // a set beside the list: a long (garbled) list must not make this quadratic
    for (const QStringList* list : {&modulesRaw, &scopeRaw}) {
        for (const QString& raw : *list) {
            // Bridge's _as_list takes the last dotted component: "CudaGraphScope.attn" -> "attn".
            const QString name = raw.section(QLatin1Char('.'), -1).trimmed();
            if (!name.isEmpty() && !deprecatedModuleValues().contains(name) && !seen.contains(name)) {
                seen.insert(name);
                rawScopeUnion << name;
            }
        }
    }
    userDelayWgrad = !input.isNull(FieldId::CommOverlapDelayWgradCompute)
        && input.boolValue(FieldId::CommOverlapDelayWgradCompute);
}

Impl EvalContext::parseImpl(const QString& s)
{
    if (s == QLatin1String("none"))
        return Impl::None;
    if (s == QLatin1String("local"))
        return Impl::Local;
    if (s == QLatin1String("transformer_engine"))
        return Impl::TransformerEngine;
    if (s == QLatin1String("full_iteration"))
        return Impl::FullIteration;
    return Impl::Invalid;
}

Impl EvalContext::impl() const
{
    return parseImpl(cfg.stringValue(FieldId::CudaGraphImpl));
}

bool EvalContext::hasModule(const char* name) const
{
    return modules().contains(QLatin1String(name));
}

bool EvalContext::perLayer() const
{
    const Impl i = impl();
    return i == Impl::TransformerEngine || (i == Impl::Local && !fullIterationGraph());
}

bool EvalContext::fullIterationGraph() const
{
    const Impl i = impl();
    if (i == Impl::FullIteration)
        return true;
    if (i != Impl::Local)
        return false;
    return cfg.listValue(FieldId::CudaGraphModules).contains(QLatin1String("full_iteration"))
        || cfg.listValue(FieldId::CudaGraphScope).contains(QLatin1String("full_iteration"));
}

bool EvalContext::isMoe() const
{
    return !cfg.isNull(FieldId::NumMoeExperts) && cfg.intValue(FieldId::NumMoeExperts) > 1;
}

bool EvalContext::hasDenseLayers() const
{
    if (!isMoe())
        return true;
    const QVariant freq = cfg.value(FieldId::MoeLayerFreq);
    if (freq.metaType().id() == QMetaType::QVariantList || freq.metaType().id() == QMetaType::QStringList) {
        for (const QVariant& v : freq.toList())
            if (v.toInt() == 0)
                return true;
        return false;
    }
    return freq.toInt() != 1;
}

bool EvalContext::dropAndPad() const
{
    return hasCapacityFactor() && cfg.boolValue(FieldId::MoePadExpertInputToCapacity);
}

bool EvalContext::hasCapacityFactor() const
{
    return !cfg.isNull(FieldId::MoeExpertCapacityFactor) && cfg.floatValue(FieldId::MoeExpertCapacityFactor) >= 0.0;
}

qint64 EvalContext::expertTensorParallel() const
{
    if (cfg.isNull(FieldId::ExpertTensorParallelSize)) {
        // Bridge's finalize() sets it to 1 first when experts are split (_set_moe_expert_tensor_parallel_default).
        if (target.isBridge() && cfg.intValue(FieldId::ExpertModelParallelSize, 1) > 1)
            return 1;
        return cfg.intValue(FieldId::TensorModelParallelSize, 1);
    }
    return cfg.intValue(FieldId::ExpertTensorParallelSize, 1);
}

bool EvalContext::groupedTensor() const
{
    return cfg.boolValue(FieldId::MoeUseGroupedTensor)
        || (cfg.boolValue(FieldId::UseTransformerEngineOpFuser) && cfg.boolValue(FieldId::MoeGroupedGemm));
}

bool EvalContext::attentionGraphed() const
{
    const Impl i = impl();
    if (i == Impl::FullIteration || fullIterationGraph())
        return true;
    if (i == Impl::Local || i == Impl::TransformerEngine)
        return modules().isEmpty() || hasModule("attn");
    return false;
}

bool EvalContext::offlinePacking() const
{
    return cfg.boolValue(FieldId::OfflinePackingSpecs);
}

QString EvalContext::env(const QString& name) const
{
    const auto it = target.shellEnv.constFind(name);
    if (it != target.shellEnv.constEnd())
        return *it;
    return cfg.envValue(name);
}

bool EvalContext::envIsSet(const QString& name) const
{
    return target.shellEnv.contains(name) || cfg.hasEnv(name);
}

bool EvalContext::expandableSegments() const
{
    return env(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")).contains(QLatin1String("expandable_segments:True"));
}

Tri EvalContext::teAtLeast(int major, int minor, int patch) const
{
    if (target.teVersion.isNull())
        return Tri::Unknown;
    return target.teVersion.normalized() >= QVersionNumber(major, minor, patch).normalized() ? Tri::Yes : Tri::No;
}

Tri EvalContext::torchAtLeast(int major, int minor) const
{
    if (target.torchVersion.isNull())
        return Tri::Unknown;
    return target.torchVersion.normalized() >= QVersionNumber(major, minor).normalized() ? Tri::Yes : Tri::No;
}

bool EvalContext::hasDiagnostic(const char* id) const
{
    const QLatin1String key(id);
    for (const QString& f : fired)
        if (f == key)
            return true;
    return false;
}

QString fieldPath(FieldId id)
{
    return FieldRegistry::instance().spec(id).path;
}

FieldChange change(FieldId id, const QVariant& value)
{
    return FieldChange{fieldPath(id), value};
}

FieldChange envChange(const QString& name, const QVariant& value)
{
    return FieldChange{QStringLiteral("env_vars.") + name, value};
}

Fix makeFix(const char* titleNoop, std::initializer_list<std::pair<FieldId, QVariant>> changes)
{
    Fix f;
    f.title = rulesTr(titleNoop);
    for (const auto& [id, value] : changes)
        f.changes << change(id, value);
    return f;
}

QString rulesTr(const char* text)
{
    return text ? QCoreApplication::translate("cga::Rules", text) : QString();
}

} // namespace cga
