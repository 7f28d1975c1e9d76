#include "profile/graphprediction.h"

#include <QJsonArray>
#include <QLocale>

namespace cga {

namespace {

QString ms(double us)
{
    return QLocale::c().toString(us / 1000.0, 'f', 2);
}

QString percent(double share)
{
    return QLocale::c().toString(share * 100.0, 'f', 0);
}

// The key of an activity for each predicted scope: -1 outside; otherwise the graph it would be captured in.
int keyFor(const QString& scope, ProfileScope s, int layer)
{
    if (scope == QLatin1String("full_iteration"))
        return 0;
    if (layer < 0)
        return -1;
    if (scope == QLatin1String("layer"))
        return layer;
    return profileScopeKey(s) == scope ? layer : -1;
}

ScopeTotals meanTotals(const QList<StepProfile>& steps, const QString& scope)
{
    ScopeTotals sum;
    for (const StepProfile& p : steps) {
        const ScopeTotals t = p.totals([&](ProfileScope s, int layer) { return keyFor(scope, s, layer); });
        sum.activities += t.activities;
        sum.launches += t.launches;
        sum.regions += t.regions;
        sum.busyUs += t.busyUs;
        sum.idleUs += t.idleUs;
        sum.reducibleIdleUs += t.reducibleIdleUs;
        for (int c = 0; c < GapCauseCount; ++c)
            sum.idleByCause[c] += t.idleByCause[c];
        sum.hostUs += t.hostUs;
        sum.launchCallUs += t.launchCallUs;
    }
    const int n = std::max(1, int(steps.size()));
    ScopeTotals m = sum;
    m.activities = (sum.activities + n / 2) / n;
    m.launches = (sum.launches + n / 2) / n;
    m.regions = (sum.regions + n / 2) / n;
    m.busyUs /= n;
    m.idleUs /= n;
    m.reducibleIdleUs /= n;
    for (double& c : m.idleByCause)
        c /= n;
    m.hostUs /= n;
    m.launchCallUs /= n;
    return m;
}

} // namespace

GraphPrediction GraphPrediction::predict(const ProfileAnalysis& analysis)
{
    GraphPrediction g;
    g.steps = int(analysis.steps.size());
    for (const StepProfile& p : analysis.steps) {
        g.stepUs += p.spanUs();
        g.busyUs += p.busyUs();
        g.idleUs += p.idleUs();
        g.launchUs += p.launchCallUs();
    }
    const int n = std::max(1, g.steps);
    g.stepUs /= n;
    g.busyUs /= n;
    g.idleUs /= n;
    g.launchUs /= n;
    for (const char* key : {"attn", "mlp", "moe_router", "moe_preprocess", "layer", "full_iteration"}) {
        ScopePrediction s;
        s.scope = QString::fromLatin1(key);
        s.totals = meanTotals(analysis.steps, s.scope);
        s.stepUs = g.stepUs;
        s.hostPerLaunchUs = s.totals.launches > 0 ? s.totals.hostUs / s.totals.launches : 0;
        s.launchBoundUs = s.totals.launches * s.hostPerLaunchUs;
        s.graphLaunchUs = s.totals.regions * GraphLaunchUs;
        const double idleBound = s.totals.reducibleIdleUs;
        s.removableUs = std::clamp(s.launchBoundUs - s.graphLaunchUs, 0.0, idleBound);
        s.predictedStepUs = g.stepUs - s.removableUs;
        g.scopes << s;
    }
    return g;
}

const ScopePrediction* GraphPrediction::find(const QString& scope) const
{
    for (const ScopePrediction& s : scopes)
        if (s.scope == scope)
            return &s;
    return nullptr;
}

QString GraphPrediction::recommendation() const
{
    QStringList picked;
    double removable = 0;
    for (const ScopePrediction& s : scopes) {
        if (s.scope == QLatin1String("layer") || s.scope == QLatin1String("full_iteration") || !s.present())
            continue;
        if (s.shareOfStep() >= RecommendShare) {
            picked << s.scope;
            removable += s.removableUs;
        }
    }
    const ScopePrediction* layer = find(QStringLiteral("layer"));
    const ScopePrediction* full = find(QStringLiteral("full_iteration"));
    QString text;
    if (!picked.isEmpty()) {
        const QString scopes = picked.size() == 1
            ? picked.front()
            : tr("%1 and %2").arg(picked.mid(0, picked.size() - 1).join(QStringLiteral(", ")), picked.back());
        text = tr("Graph %1: %2 % of the step is launch-bound there (%3 ms of %4 ms).")
                   .arg(scopes, percent(stepUs > 0 ? removable / stepUs : 0), ms(removable), ms(stepUs));
    } else if (full && full->present()) {
        text = tr("No single scope is launch-bound: graphs would remove %1 % of the step at most.")
                   .arg(percent(full->shareOfStep()));
    }
    QStringList synced;
    for (const ScopePrediction& s : scopes)
        if (s.present() && s.scope != QLatin1String("full_iteration") && s.totals.idleByCause[int(GapCause::Sync)] > 0)
            synced << s.scope;
    if (!synced.isEmpty())
        text += QLatin1Char(' ')
            + tr("The GPU waits on host syncs inside %1: they must go before that can be captured.")
                  .arg(synced.join(QStringLiteral(", ")));
    if (layer && layer->present())
        text += QLatin1Char(' ')
            + tr("Whole-layer graphs: %1 ms -> %2 ms per step (%3x).")
                  .arg(ms(stepUs), ms(layer->predictedStepUs), QLocale::c().toString(layer->speedup(), 'f', 2));
    if (full && full->present())
        text += QLatin1Char(' ')
            + tr("Full iteration: %1 ms (%2x), if the step has no host syncs.")
                  .arg(ms(full->predictedStepUs), QLocale::c().toString(full->speedup(), 'f', 2));
    return text;
}

QStringList GraphPrediction::assumptions() const
{
    return {
        tr("A graph removes the host time of the launches it replaces: launches in the scope times the host cost "
           "per launch measured in this profile (the host time from one launch call to the next, Python and "
           "framework included)."),
        tr("At most the GPU idle time inside the scope goes away; the GPU work itself (%1 ms busy per step) stays.")
            .arg(ms(busyUs)),
        tr("Each replayed graph costs %1 us of host time and %2 us between two of its nodes on the GPU.")
            .arg(GraphLaunchUs)
            .arg(NodeGapUs),
        tr("Host syncs inside a scope must be removed before it can be captured; their idle time is counted as "
           "removable."),
        tr("Profiler overhead lengthens host time only: given a measured eager step (--measured eager=MS), the "
           "removable time is scaled by (measured - GPU busy) / (profiled - GPU busy) before it is taken off."),
    };
}

double GraphPrediction::hostOverheadScale() const
{
    const double eager = measuredMs.value(QStringLiteral("eager"), 0) * 1000.0;
    if (eager <= 0 || stepUs <= busyUs)
        return 0;
    return std::clamp((eager - busyUs) / (stepUs - busyUs), 0.05, 2.0);
}

double GraphPrediction::predictedMeasuredMs(const ScopePrediction& s) const
{
    const double k = hostOverheadScale();
    if (k <= 0)
        return 0;
    return (measuredMs.value(QStringLiteral("eager")) * 1000.0 - s.removableUs * k) / 1000.0;
}

QStringList GraphPrediction::checkAgainstMeasured() const
{
    QStringList lines;
    const double eager = measuredMs.value(QStringLiteral("eager"), 0);
    if (eager <= 0)
        return lines;
    lines << tr("host time of the profile scaled by %1 to the measured eager step (%2 ms profiled, %3 ms measured)")
                 .arg(QLocale::c().toString(hostOverheadScale(), 'f', 3), ms(stepUs),
                      QLocale::c().toString(eager, 'f', 2));
    for (const ScopePrediction& s : scopes) {
        const double graphed = measuredMs.value(s.scope, 0);
        if (graphed <= 0 || !s.present())
            continue;
        const double measured = eager / graphed;
        const double predictedMs = predictedMeasuredMs(s);
        const double predicted = predictedMs > 0 ? eager / predictedMs : 0;
        lines << tr("%1: predicted %2 ms (%3x), measured %4 ms (%5x): speedup off by %6 %")
                     .arg(s.scope, QLocale::c().toString(predictedMs, 'f', 2), QLocale::c().toString(predicted, 'f', 2),
                          QLocale::c().toString(graphed, 'f', 2), QLocale::c().toString(measured, 'f', 2),
                          QLocale::c().toString((predicted / measured - 1.0) * 100.0, 'f', 1));
    }
    return lines;
}

QJsonObject GraphPrediction::toJson() const
{
    QJsonArray list;
    for (const ScopePrediction& s : scopes) {
        if (!s.present())
            continue;
        QJsonObject o;
        o[QStringLiteral("scope")] = s.scope;
        o[QStringLiteral("activities")] = s.totals.activities;
        o[QStringLiteral("launches")] = s.totals.launches;
        o[QStringLiteral("graphs")] = s.totals.regions;
        o[QStringLiteral("gpu_busy_ms")] = s.totals.busyUs / 1000.0;
        o[QStringLiteral("gpu_idle_ms")] = s.totals.idleUs / 1000.0;
        o[QStringLiteral("launch_bound_idle_ms")] = s.totals.idleByCause[int(GapCause::Launch)] / 1000.0;
        o[QStringLiteral("host_ms")] = s.totals.hostUs / 1000.0;
        o[QStringLiteral("host_us_per_launch")] = s.hostPerLaunchUs;
        o[QStringLiteral("removable_ms")] = s.removableUs / 1000.0;
        o[QStringLiteral("predicted_step_ms")] = s.predictedStepUs / 1000.0;
        o[QStringLiteral("speedup")] = s.speedup();
        const double graphed = measuredMs.value(s.scope, 0);
        const double eager = measuredMs.value(QStringLiteral("eager"), 0);
        if (eager > 0) {
            o[QStringLiteral("predicted_measured_ms")] = predictedMeasuredMs(s);
            o[QStringLiteral("predicted_measured_speedup")] = eager / predictedMeasuredMs(s);
        }
        if (graphed > 0 && eager > 0) {
            o[QStringLiteral("measured_ms")] = graphed;
            o[QStringLiteral("measured_speedup")] = eager / graphed;
        }
        list.append(o);
    }
    QJsonObject out;
    out[QStringLiteral("step_ms")] = stepUs / 1000.0;
    out[QStringLiteral("gpu_busy_ms")] = busyUs / 1000.0;
    out[QStringLiteral("gpu_idle_ms")] = idleUs / 1000.0;
    out[QStringLiteral("launch_call_ms")] = launchUs / 1000.0;
    out[QStringLiteral("steps")] = steps;
    out[QStringLiteral("scopes")] = list;
    out[QStringLiteral("recommendation")] = recommendation();
    out[QStringLiteral("assumptions")] = QJsonArray::fromStringList(assumptions());
    return out;
}

} // namespace cga
