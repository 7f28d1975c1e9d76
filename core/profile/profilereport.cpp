#include "profile/profilereport.h"

#include <QJsonArray>
#include <QLocale>

namespace cga {

namespace {

QString ms(double us)
{
    return QLocale::c().toString(us / 1000.0, 'f', 2);
}

QJsonObject stepJson(const StepProfile& p)
{
    QJsonObject o;
    o[QStringLiteral("label")] = p.label;
    o[QStringLiteral("span_ms")] = p.spanUs() / 1000.0;
    o[QStringLiteral("kernels")] = p.kernelCount();
    o[QStringLiteral("gpu_activities")] = int(p.activities.size());
    o[QStringLiteral("launches")] = int(p.launches.size());
    o[QStringLiteral("gpu_busy_ms")] = p.busyUs() / 1000.0;
    o[QStringLiteral("gpu_idle_ms")] = p.idleUs() / 1000.0;
    o[QStringLiteral("launch_call_ms")] = p.launchCallUs() / 1000.0;
    o[QStringLiteral("layers")] = p.layers;
    const ScopeTotals all = p.totals([](ProfileScope, int) { return 0; });
    QJsonObject causes;
    for (GapCause c : {GapCause::Launch, GapCause::Sync, GapCause::Memcpy, GapCause::Other}) {
        static const char* keys[] = {"launch", "sync", "memcpy", "other"};
        QJsonObject g;
        g[QStringLiteral("ms")] = all.idleByCause[int(c)] / 1000.0;
        g[QStringLiteral("gaps")] = p.gapCount[int(c)];
        causes[QString::fromLatin1(keys[int(c)])] = g;
    }
    o[QStringLiteral("idle_by_cause")] = causes;
    QJsonObject scopes;
    for (int s = 0; s < ProfileScopeCount; ++s) {
        const auto scope = ProfileScope(s);
        const ScopeTotals t = p.totals([scope](ProfileScope x, int) { return x == scope ? 0 : -1; });
        if (t.activities == 0)
            continue;
        QJsonObject j;
        j[QStringLiteral("activities")] = t.activities;
        j[QStringLiteral("launches")] = t.launches;
        j[QStringLiteral("gpu_busy_ms")] = t.busyUs / 1000.0;
        j[QStringLiteral("gpu_idle_ms")] = t.idleUs / 1000.0;
        j[QStringLiteral("host_ms")] = t.hostUs / 1000.0;
        scopes[profileScopeKey(scope)] = j;
    }
    o[QStringLiteral("scopes")] = scopes;
    return o;
}

} // namespace

bool ProfileReport::load(const QString& path, ProfileReport* out, ProfileError* error,
                         const ProfileReadOptions& options)
{
    ProfileTrace trace;
    if (!ProfileTrace::read(path, &trace, error, options))
        return false;
    if (!ProfileAnalysis::analyze(trace, &out->analysis, error))
        return false;
    out->prediction = GraphPrediction::predict(out->analysis);
    return true;
}

QString ProfileReport::scopeTitle(const QString& scope)
{
    if (scope == QLatin1String("attn"))
        return tr("attention: input norm, QKV, core attention, projection, bias-dropout-add");
    if (scope == QLatin1String("mlp"))
        return tr("MLP: pre-MLP norm, fc1, activation, fc2, bias-dropout-add");
    if (scope == QLatin1String("moe_router"))
        return tr("MoE router: pre-MLP norm, gating, top-k");
    if (scope == QLatin1String("moe_preprocess"))
        return tr("MoE preprocess: tokens per expert, permutation, up to the all-to-all");
    if (scope == QLatin1String("layer"))
        return tr("whole transformer layer, forward and backward (cuda_graph_impl=local, no cuda_graph_scope)");
    if (scope == QLatin1String("full_iteration"))
        return tr("full iteration: forward, backward and optimizer step in one graph");
    return scope;
}

QString ProfileReport::stepText(const StepProfile& p) const
{
    const ScopeTotals all = p.totals([](ProfileScope, int) { return 0; });
    const double span = std::max(1e-9, p.spanUs());
    QString t = tr("%1: %2 ms, %n kernel(s)", nullptr, p.kernelCount()).arg(p.label, ms(p.spanUs()));
    t += tr(", %n launch(es) (%1 ms in launch calls)", nullptr, int(p.launches.size())).arg(ms(p.launchCallUs()));
    t += QLatin1Char('\n');
    t += QStringLiteral("  ")
        + tr("GPU busy %1 ms (%2 %), idle %3 ms")
              .arg(ms(p.busyUs()), QLocale::c().toString(100.0 * p.busyUs() / span, 'f', 1), ms(p.idleUs()));
    QStringList causes;
    for (GapCause c : {GapCause::Launch, GapCause::Sync, GapCause::Memcpy, GapCause::Other})
        if (p.gapCount[int(c)] > 0)
            causes << tr("%1 %2 ms (%n gap(s))", nullptr, p.gapCount[int(c)])
                          .arg(gapCauseTitle(c), ms(all.idleByCause[int(c)]));
    if (!causes.isEmpty())
        t += QStringLiteral(": ") + causes.join(QStringLiteral(", "));
    t += QLatin1Char('\n');
    return t;
}

QString ProfileReport::scopeTable() const
{
    QString t = QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                    .arg(tr("scope"), -15)
                    .arg(tr("launches"), 9)
                    .arg(tr("graphs"), 7)
                    .arg(tr("busy ms"), 9)
                    .arg(tr("idle ms"), 9)
                    .arg(tr("us/launch"), 10)
                    .arg(tr("gain ms"), 9)
                    .arg(tr("step ms"), 9)
                    .arg(tr("speedup"), 8);
    for (const ScopePrediction& s : prediction.scopes) {
        if (!s.present())
            continue;
        t += QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8 %9\n")
                 .arg(s.scope, -15)
                 .arg(s.totals.launches, 9)
                 .arg(s.totals.regions, 7)
                 .arg(ms(s.totals.busyUs), 9)
                 .arg(ms(s.totals.idleUs), 9)
                 .arg(QLocale::c().toString(s.hostPerLaunchUs, 'f', 1), 10)
                 .arg(ms(s.removableUs), 9)
                 .arg(ms(s.predictedStepUs), 9)
                 .arg(QLocale::c().toString(s.speedup(), 'f', 2) + QLatin1Char('x'), 8);
    }
    return t;
}

QString ProfileReport::text() const
{
    const ProfileAnalysis& a = analysis;
    QString t = tr("%1: %n trace event(s), steps from %2", nullptr, int(a.eventCount)).arg(a.path, a.stepRuleText());
    t += QLatin1Char('\n');
    if (!a.format.isEmpty())
        t += a.format + QLatin1Char('\n');
    for (const QString& note : a.notes)
        t += note + QLatin1Char('\n');
    if (a.stepsInTrace > a.steps.size())
        t += tr("The first %1 of the trace's %2 steps are analysed (memory grows with the steps kept, not with the "
                "file).")
                 .arg(a.steps.size())
                 .arg(a.stepsInTrace)
            + QLatin1Char('\n');
    for (const StepProfile& p : a.steps)
        t += stepText(p);
    t += QLatin1Char('\n');
    if (!a.scopesFound)
        t += tr("No transformer layer found in the op sequence (no aten::layer_norm opening an attention "
                "segment): only the full iteration is predicted.")
            + QLatin1Char('\n');
    t += tr("Prediction (mean of %n step(s); scopes placed by the op sequence, backward ops through the "
            "profiler's forward-backward links):",
            nullptr, prediction.steps)
        + QLatin1Char('\n');
    t += scopeTable();
    t += QLatin1Char('\n') + prediction.recommendation() + QLatin1Char('\n');
    const QStringList check = prediction.checkAgainstMeasured();
    if (!check.isEmpty()) {
        t += QLatin1Char('\n') + tr("Against the measured A/B:") + QLatin1Char('\n');
        for (const QString& line : check)
            t += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    t += QLatin1Char('\n') + tr("Assumptions:") + QLatin1Char('\n');
    for (const QString& line : prediction.assumptions())
        t += QStringLiteral("  - ") + line + QLatin1Char('\n');
    return t;
}

QJsonObject ProfileReport::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("trace")] = analysis.path;
    o[QStringLiteral("events")] = double(analysis.eventCount);
    o[QStringLiteral("step_rule")] = analysis.stepRuleKey();
    if (!analysis.format.isEmpty())
        o[QStringLiteral("format")] = analysis.format;
    if (!analysis.notes.isEmpty())
        o[QStringLiteral("notes")] = QJsonArray::fromStringList(analysis.notes);
    o[QStringLiteral("scopes_found")] = analysis.scopesFound;
    o[QStringLiteral("steps_in_trace")] = analysis.stepsInTrace;
    QJsonArray steps;
    for (const StepProfile& p : analysis.steps)
        steps.append(stepJson(p));
    o[QStringLiteral("steps")] = steps;
    o[QStringLiteral("prediction")] = prediction.toJson();
    return o;
}

} // namespace cga
