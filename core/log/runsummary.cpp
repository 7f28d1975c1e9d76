#include "log/runsummary.h"

#include <QJsonArray>

namespace cga {

namespace {

QJsonValue num(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString RunSummary::sourceName(FactSource s)
{
    switch (s) {
    case FactSource::Option:
        return QStringLiteral("option");
    case FactSource::Printed:
        return QStringLiteral("printed");
    case FactSource::Messages:
        return QStringLiteral("messages");
    case FactSource::Timing:
        return QStringLiteral("timing");
    case FactSource::Default:
        return QStringLiteral("default");
    }
    return {};
}

QJsonObject RunSummary::toJson() const
{
    QJsonObject phases;
    for (int p = 0; p < 7; ++p)
        if (phaseStats[p].count > 0)
            phases.insert(BenchmarkResult::phaseName(static_cast<RunPhase>(p)), phaseStats[p].toJson());
    QJsonObject layers;
    for (auto it = graphableLayers.cbegin(); it != graphableLayers.cend(); ++it)
        layers.insert(it.key() >= 0 ? QString::number(it.key()) : QStringLiteral("?"), it.value());
    QJsonArray mixed;
    for (const ClassifiedIteration& c : iterations)
        if (c.mixed)
            mixed.append(c.iteration);
    return QJsonObject{{QStringLiteral("mode"), mode},
                       {QStringLiteral("file"), file},
                       {QStringLiteral("run"), runIndex},
                       {QStringLiteral("impl"), impl},
                       {QStringLiteral("impl_source"), sourceName(implSource)},
                       {QStringLiteral("graphed"), graphed},
                       {QStringLiteral("warmup_steps"), warmupSteps},
                       {QStringLiteral("warmup_steps_source"), sourceName(warmupSource)},
                       {QStringLiteral("log_interval"), logInterval},
                       {QStringLiteral("log_interval_source"), sourceName(logIntervalSource)},
                       {QStringLiteral("start_iteration"), startIteration},
                       {QStringLiteral("capture_iteration"), captureIteration},
                       {QStringLiteral("mixed_intervals"), mixed},
                       {QStringLiteral("phases"), phases},
                       {QStringLiteral("capture_seconds"), num(captureSeconds)},
                       {QStringLiteral("capture_iteration_ms"), num(captureIterationMs)},
                       {QStringLiteral("capture_overhead_ms"), num(captureOverheadMs)},
                       {QStringLiteral("graphable_layers"), layers},
                       {QStringLiteral("vision_graphable_layers"), visionGraphableLayers},
                       {QStringLiteral("graphs_built"), graphsBuilt},
                       {QStringLiteral("memory_before_capture"),
                        QJsonObject{{QStringLiteral("max_allocated_bytes"), num(maxAllocatedBytesBeforeCapture)},
                                    {QStringLiteral("max_reserved_bytes"), num(maxReservedBytesBeforeCapture)},
                                    {QStringLiteral("rank"), memoryRank},
                                    {QStringLiteral("after_iteration"), memoryAfterIteration}}},
                       {QStringLiteral("theoretical_memory_mb"), num(theoreticalTotalMb)},
                       {QStringLiteral("first_iteration"), firstIteration},
                       {QStringLiteral("last_iteration"), lastIteration},
                       {QStringLiteral("train_iters"), trainIters},
                       {QStringLiteral("complete"), complete()},
                       {QStringLiteral("nan_iterations"), nanIterations},
                       {QStringLiteral("skipped_iterations"), skippedIterations},
                       {QStringLiteral("non_finite_grad_norms"), nonFiniteGradNorms},
                       {QStringLiteral("implausible_tflops"), implausibleTflops},
                       {QStringLiteral("loss_key"), lossKey},
                       {QStringLiteral("warnings"), QJsonArray::fromStringList(warnings)}};
}

} // namespace cga
