#include "emit/emitnotes.h"

#include "emit/emitter.h"

#include <QRegularExpression>

namespace cga {

QString EmitNotes::explain(const EmitEntry& entry, const EmitPlan& plan)
{
    using F = FieldId;
    const QString v = entry.value.toString();
    switch (entry.id) {
    case F::CudaGraphImpl:
        if (plan.fullIteration && plan.legacy)
            return EmitNotes::tr("local + [full_iteration]: one graph for the whole forward and backward pass "
                                 "(the pre-2026 spelling).");
        if (plan.fullIteration)
            return EmitNotes::tr("One graph captures the whole forward and backward pass (optimizer excluded).");
        if (v == QLatin1String("transformer_engine"))
            return EmitNotes::tr("Per-layer graphs captured by Transformer Engine after the warmup steps.");
        if (v == QLatin1String("none"))
            return EmitNotes::tr("CUDA graphs off: every iteration runs eagerly.");
        if (v == QLatin1String("local"))
            return EmitNotes::tr("Megatron-Core's per-layer graph manager.");
        break;
    case F::CudaGraphModules:
    case F::CudaGraphScope:
        if (entry.id == F::CudaGraphScope && isNullValue(entry.value))
            return EmitNotes::tr("Cleared, so a recipe's cuda_graph_scope cannot clash with cuda_graph_modules "
                                 "(MC-04).");
        if (plan.fullIteration)
            return plan.legacy ? EmitNotes::tr("full_iteration selects the whole-iteration graph.")
                               : EmitNotes::tr("Empty: required with full_iteration (MC-13).");
        if (!plan.graphsOn)
            return EmitNotes::tr("Empty: graphs are off, nothing is captured.");
        if (plan.modules.isEmpty())
            return EmitNotes::tr("Empty: each whole layer is captured.");
        return EmitNotes::tr("The parts of each layer that are captured; the rest runs eagerly.");
    case F::CudaGraphWarmupSteps:
        return EmitNotes::tr("Eager iterations before capture; compare replay iterations after these and the "
                             "capture step.");
    case F::UseTeRngTracker:
    case F::RngTeRngTracker:
        if (entry.value.toBool())
            return EmitNotes::tr("Graph-safe RNG tracker: required with graphs for GPT providers (MB-05); Bridge "
                                 "keeps both flags in sync (MB-04).");
        if (plan.graphsOn)
            return EmitNotes::tr("Off as in the source recipe; this provider does not require it (MB-05 applies to "
                                 "GPT providers only).");
        return EmitNotes::tr("Off: no graphs need it.");
    case F::CheckForNanInLoss:
        if (plan.fullIteration && !entry.value.toBool())
            return EmitNotes::tr("Must be off with full-iteration graphs (MB-03): the check syncs with the host.");
        break;
    case F::CheckForNanInGrad:
        if (plan.fullIteration && !entry.value.toBool())
            return EmitNotes::tr("Recommended off with full-iteration graphs (ADV-02).");
        break;
    case F::EnableCudaGraph:
    case F::ExternalCudaGraph:
        return EmitNotes::tr("Deprecated flag; cuda_graph_impl carries the implementation.");
    default:
        break;
    }
    return FieldRegistry::description(entry.id);
}

QString EmitNotes::explainEnv(const QString& name, const QString& value, const EmitPlan& plan)
{
    if (name == QLatin1String("NCCL_GRAPH_REGISTER") && value == QLatin1String("0")) {
        if (plan.impl == QLatin1String("transformer_engine"))
            return EmitNotes::tr("Required with expandable segments and Transformer Engine graphs (MCR-03); avoids "
                                 "illegal memory access.");
        return EmitNotes::tr("Set by the recipes with expandable segments; required only with Transformer Engine "
                             "graphs (MCR-03).");
    }
    if (name == QLatin1String("PYTORCH_CUDA_ALLOC_CONF")) {
        if (value.contains(QLatin1String("graph_capture_record_stream_reuse")))
            return EmitNotes::tr("Expandable segments against fragmentation, with stream reuse during capture (the "
                                 "full-iteration recipes' setting).");
        if (value.contains(QLatin1String("expandable_segments:True")))
            return EmitNotes::tr("Expandable segments against fragmentation; needs NCCL_GRAPH_REGISTER=0 with "
                                 "graphs.");
    }
    if (name == QLatin1String("TORCH_NCCL_AVOID_RECORD_STREAMS"))
        return plan.fullIteration ? EmitNotes::tr("0 with full-iteration graphs, 1 otherwise (recipe convention).")
                                  : EmitNotes::tr("Recipe convention: 1 unless full-iteration graphs.");
    if (const auto id = FieldRegistry::instance().findEnv(name))
        return FieldRegistry::description(*id);
    return EmitNotes::tr("From the configuration.");
}

QStringList EmitNotes::header(const QString& what, const EmitPlan& plan, const EmitOptions& options)
{
    QStringList lines;
    lines << (options.title.isEmpty() ? what : EmitNotes::tr("%1: %2").arg(what, options.title));
    if (!options.sourceRecipe.isEmpty())
        lines << EmitNotes::tr("Source recipe: %1").arg(options.sourceRecipe);
    lines << EmitNotes::tr("Written by CUDA Graph Assistant for %1.")
                 .arg(TargetContext::profileTitle(plan.target.profile));
    if (plan.changesOnly)
        lines << EmitNotes::tr("Only the changes against the recipe are written (and the CUDA-graph settings): "
                               "apply them after the recipe's own settings.");
    return lines;
}

QString EmitNotes::commentLine(const QString& text, const QString& marker)
{
    QString t = text;
    t.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    return marker + t;
}

QString EmitNotes::fileStem(const QString& title)
{
    QString s = title.toLower();
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    s.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    return s.isEmpty() ? QStringLiteral("cuda-graphs") : s.left(60);
}

} // namespace cga
