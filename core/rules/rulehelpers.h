#pragma once

#include "rules/rule.h"

#include <QStringList>

namespace cga {

// Small helpers shared by the rule tables.

inline QStringList withoutItems(QStringList list, const QStringList& remove)
{
    for (const QString& r : remove)
        list.removeAll(r);
    return list;
}

inline QStringList withItems(QStringList list, const QStringList& add)
{
    for (const QString& a : add)
        if (!list.contains(a))
            list << a;
    return list;
}

// The field the user wrote the scopes into: cuda_graph_scope when only that was set, else cuda_graph_modules.
inline FieldId scopeFieldOf(const TrainingConfig& input)
{
    if (input.isSet(FieldId::CudaGraphScope) && !input.isNull(FieldId::CudaGraphScope)
        && !input.isSet(FieldId::CudaGraphModules))
        return FieldId::CudaGraphScope;
    return FieldId::CudaGraphModules;
}

// A fix that sets the graph scopes, written where the user wrote them (and clears the other spelling).
inline Fix scopesFix(const EvalContext& ctx, const char* titleNoop, const QStringList& modules)
{
    Fix f;
    f.title = rulesTr(titleNoop);
    const FieldId target = scopeFieldOf(ctx.input);
    f.changes << change(target, modules);
    if (target == FieldId::CudaGraphScope) {
        if (ctx.input.isSet(FieldId::CudaGraphModules))
            f.changes << change(FieldId::CudaGraphModules, QStringList{});
    } else if (ctx.input.isSet(FieldId::CudaGraphScope) && !ctx.input.isNull(FieldId::CudaGraphScope)) {
        f.changes << change(FieldId::CudaGraphScope, nullValue());
    }
    return f;
}

// A fix that switches to full-iteration graphs with the spelling of the profile.
inline Fix fullIterationFix(const EvalContext& ctx, const char* titleNoop)
{
    Fix f;
    f.title = rulesTr(titleNoop);
    if (ctx.target.profile == McoreProfile::Legacy) {
        f.changes << change(FieldId::CudaGraphImpl, QStringLiteral("local"))
                  << change(FieldId::CudaGraphScope, QStringList{QStringLiteral("full_iteration")});
        if (ctx.input.isSet(FieldId::CudaGraphModules))
            f.changes << change(FieldId::CudaGraphModules, nullValue());
    } else {
        f.changes << change(FieldId::CudaGraphImpl, QStringLiteral("full_iteration"))
                  << change(FieldId::CudaGraphModules, QStringList{});
        if (ctx.input.isSet(FieldId::CudaGraphScope))
            f.changes << change(FieldId::CudaGraphScope, nullValue());
    }
    // Full-iteration graphs cannot check for NaN on the host (MB-03, MLM-03).
    if (ctx.input.boolValue(FieldId::CheckForNanInLoss))
        f.changes << change(FieldId::CheckForNanInLoss, false);
    if (ctx.target.frontEnd == FrontEnd::MegatronLm && ctx.input.boolValue(FieldId::CheckForNanInGrad))
        f.changes << change(FieldId::CheckForNanInGrad, false);
    return f;
}

inline Fix graphsOffFix(const EvalContext& ctx, const char* titleNoop)
{
    Fix f;
    f.title = rulesTr(titleNoop);
    f.changes << change(FieldId::CudaGraphImpl, QStringLiteral("none"));
    if (ctx.input.isSet(FieldId::EnableCudaGraph))
        f.changes << change(FieldId::EnableCudaGraph, false);
    if (ctx.input.isSet(FieldId::ExternalCudaGraph))
        f.changes << change(FieldId::ExternalCudaGraph, false);
    return f;
}

// Effective recompute modules: None means ["core_attn"] after TransformerConfig.__post_init__.
inline QStringList recomputeModules(const TrainingConfig& cfg)
{
    if (cfg.isNull(FieldId::RecomputeModules))
        return {QStringLiteral("core_attn")};
    return cfg.listValue(FieldId::RecomputeModules);
}

// Selective recomputation of a module that no graph captures (a recomputed region must be entirely outside a graph).
inline QStringList recomputeOutsideGraphs(const EvalContext& ctx)
{
    const bool whole = ctx.modules().isEmpty();
    if (ctx.isMoe() && !whole && !ctx.hasModule("moe"))
        return {QStringLiteral("moe_act")};
    if (!ctx.isMoe() && !whole && !ctx.hasModule("mlp"))
        return {QStringLiteral("mlp")};
    return {QStringLiteral("layernorm")};
}

inline bool isSelective(const TrainingConfig& cfg)
{
    return cfg.stringValue(FieldId::RecomputeGranularity) == QLatin1String("selective");
}

// A version gate that cannot be decided because the version is unknown: warn instead of failing.
inline void markUnknownTe(Hit& h, Tri t)
{
    if (t != Tri::Unknown)
        return;
    h.severity = Severity::Warning;
    h.note = rulesTr(QT_TRANSLATE_NOOP("cga::Rules",
                                       "The Transformer Engine version is unknown (give it with "
                                       "--te-version); this is an error if it is older than required."));
}

inline void markUnknownTorch(Hit& h, Tri t)
{
    if (t != Tri::Unknown)
        return;
    h.severity = Severity::Warning;
    h.note = rulesTr(QT_TRANSLATE_NOOP("cga::Rules",
                                       "The PyTorch version is unknown (give it with --torch-version); "
                                       "this is an error if it is older than required."));
}

// Full-iteration graphs with a switch on that the captured iteration cannot hold (a host sync, work launched
// outside the iteration): fires on the switch and the implementation, with a fix that turns the switch off.
inline void fireWhenOnInFullIteration(RuleRun& r, FieldId flag, const char* fixTitleNoop)
{
    if (!r.ctx.fullIterationGraph() || !r.ctx.cfg.boolValue(flag))
        return;
    Hit& h = r.fire({flag, FieldId::CudaGraphImpl});
    h.fixes << makeFix(fixTitleNoop, {{flag, false}});
}

inline QString joinQuoted(const QStringList& items)
{
    QStringList q;
    for (const QString& s : items)
        q << QLatin1Char('\'') + s + QLatin1Char('\'');
    return QLatin1Char('[') + q.join(QStringLiteral(", ")) + QLatin1Char(']');
}

} // namespace cga
