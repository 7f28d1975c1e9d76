#include "emit/emitplan.h"

#include "model/mixedprecision.h"

#include <QSet>

namespace cga {

namespace {

using F = FieldId;

// Fields the plan writes by its own logic instead of copying them from the input.
const QSet<FieldId>& graphFields()
{
    static const QSet<FieldId> s{F::CudaGraphImpl,     F::CudaGraphModules,     F::CudaGraphScope,  F::EnableCudaGraph,
                                 F::ExternalCudaGraph, F::CudaGraphWarmupSteps, F::UseTeRngTracker, F::RngTeRngTracker,
                                 F::CheckForNanInLoss, F::CheckForNanInGrad};
    return s;
}

} // namespace

TrainingConfig EmitPlan::spelledFor(const TrainingConfig& input, McoreProfile profile)
{
    if (profile != McoreProfile::Legacy)
        return input;
    TrainingConfig out = input;
    const bool modulesGiven = input.isSet(F::CudaGraphModules) && !input.isNull(F::CudaGraphModules);
    const bool scopeGiven = input.isSet(F::CudaGraphScope) && !input.isNull(F::CudaGraphScope);
    if (input.stringValue(F::CudaGraphImpl) == QLatin1String("full_iteration")) {
        out.set(F::CudaGraphImpl, QStringLiteral("local"));
        out.set(F::CudaGraphScope, QStringList{QStringLiteral("full_iteration")});
        out.unset(F::CudaGraphModules);
    } else if (modulesGiven && !scopeGiven) {
        out.set(F::CudaGraphScope, input.value(F::CudaGraphModules));
        out.unset(F::CudaGraphModules);
    } else if (input.isSet(F::CudaGraphModules) && input.isNull(F::CudaGraphModules)) {
        out.unset(F::CudaGraphModules);
    }
    return out;
}

TrainingConfig EmitPlan::normalize(const TrainingConfig& cfg, const TargetContext& target)
{
    ValidationOptions options;
    options.proveFixes = false;
    options.includeAdvice = false;
    return RulesEngine::validate(cfg, target, options).normalized;
}

EmitPlan EmitPlan::build(const TrainingConfig& original, const TargetContext& target, const TrainingConfig* base)
{
    EmitPlan p;
    p.changesOnly = base != nullptr;
    p.target = target;
    const TrainingConfig input = spelledFor(original, target.profile);
    ValidationOptions options;
    options.proveFixes = false;
    options.includeAdvice = true; // advisory items that are errors (ADV-11, ADV-17 ...) refuse too
    p.report = RulesEngine::validate(input, target, options);
    const TrainingConfig& n = p.report.normalized;
    p.legacy = target.profile == McoreProfile::Legacy;

    QString impl = n.stringValue(F::CudaGraphImpl);
    QStringList modules = n.listValue(F::CudaGraphModules);
    p.fullIteration = impl == QLatin1String("full_iteration")
        || (impl == QLatin1String("local") && modules.contains(QLatin1String("full_iteration")));
    p.graphsOn = impl != QLatin1String("none");
    if (p.fullIteration) {
        impl = p.legacy ? QStringLiteral("local") : QStringLiteral("full_iteration");
        modules = p.legacy ? QStringList{QStringLiteral("full_iteration")} : QStringList{};
    } else if (!p.graphsOn) {
        modules.clear();
    }
    p.impl = impl;
    p.modules = modules;

    QMap<FieldId, QVariant> values;
    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        if (s.isEnv() || graphFields().contains(s.id) || !input.isSet(s.id))
            continue;
        if (base && base->isSet(s.id) && base->value(s.id) == input.value(s.id))
            continue; // the recipe already says so
        values.insert(s.id, input.value(s.id));
    }
    values.insert(F::CudaGraphImpl, impl);
    const bool scopesGiven = input.isSet(F::CudaGraphModules) || input.isSet(F::CudaGraphScope);
    if (p.graphsOn || scopesGiven) {
        if (p.legacy) {
            values.insert(F::CudaGraphScope, modules);
        } else {
            values.insert(F::CudaGraphModules, modules);
            values.insert(F::CudaGraphScope, nullValue());
        }
    }
    for (FieldId legacyFlag : {F::EnableCudaGraph, F::ExternalCudaGraph})
        if (input.isSet(legacyFlag))
            values.insert(legacyFlag, false);
    if (p.graphsOn || input.isSet(F::CudaGraphWarmupSteps))
        values.insert(F::CudaGraphWarmupSteps, n.value(F::CudaGraphWarmupSteps));
    if (p.graphsOn || input.isSet(F::UseTeRngTracker) || input.isSet(F::RngTeRngTracker)) {
        values.insert(F::UseTeRngTracker, n.value(F::UseTeRngTracker));
        values.insert(F::RngTeRngTracker, n.value(F::RngTeRngTracker));
    }
    for (FieldId check : {F::CheckForNanInLoss, F::CheckForNanInGrad})
        if (p.fullIteration || input.isSet(check))
            values.insert(check, n.value(check));

    for (const FieldSpec& s : FieldRegistry::instance().all()) {
        const auto it = values.constFind(s.id);
        if (it == values.constEnd())
            continue;
        p.entries << EmitEntry{s.id, *it, graphFields().contains(s.id)};
        p.config.set(s.id, *it);
    }
    p.env = input.env();
    if (base)
        for (auto it = base->env().constBegin(); it != base->env().constEnd(); ++it)
            if (const auto same = p.env.constFind(it.key()); same != p.env.constEnd() && *same == it.value())
                p.env.erase(same);
    for (auto it = p.env.constBegin(); it != p.env.constEnd(); ++it)
        p.config.setEnv(it.key(), it.value());
    if (MixedPrecision::isSet(input))
        p.mixedPrecisionName = MixedPrecision::recipeNameFor(input);
    return p;
}

bool EmitPlan::has(FieldId id) const
{
    for (const EmitEntry& e : entries)
        if (e.id == id)
            return true;
    return false;
}

QVariant EmitPlan::value(FieldId id) const
{
    for (const EmitEntry& e : entries)
        if (e.id == id)
            return e.value;
    return FieldRegistry::instance().spec(id).defaultValue;
}

QList<EmitEntry> EmitPlan::section(const QString& name) const
{
    QList<EmitEntry> out;
    const QString prefix = name + QLatin1Char('.');
    for (const EmitEntry& e : entries)
        if (FieldRegistry::instance().spec(e.id).path.startsWith(prefix))
            out << e;
    return out;
}

QStringList EmitPlan::paths() const
{
    QStringList out;
    for (const EmitEntry& e : entries)
        out << FieldRegistry::instance().spec(e.id).path;
    for (auto it = env.constBegin(); it != env.constEnd(); ++it)
        out << QStringLiteral("env_vars.") + it.key();
    return out;
}

} // namespace cga
