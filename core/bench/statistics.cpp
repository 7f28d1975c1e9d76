#include "bench/statistics.h"

#include "bench/benchmarkresult.h"

#include <vector>

namespace cga {

namespace {

std::vector<double> toVector(const QList<double>& values)
{
    return std::vector<double>(values.begin(), values.end());
}

// The one-time cost of a graph mode: capture + instantiate + upload, NaN when the runner reported none of them.
double oneTimeCost(const ModeInfo* m)
{
    if (!m)
        return std::numeric_limits<double>::quiet_NaN();
    double sum = 0;
    bool any = false;
    for (double ms : {m->captureMs, m->instantiateMs, m->uploadMs})
        if (std::isfinite(ms)) {
            sum += ms;
            any = true;
        }
    return any ? sum : std::numeric_limits<double>::quiet_NaN();
}

} // namespace

double Statistics::quantile(const QList<double>& v, double q)
{
    return SampleStatistics::quantile(toVector(v), q);
}

ArmStatistics Statistics::summarize(const QList<double>& v)
{
    ArmStatistics s;
    s.n = int(v.size());
    if (v.isEmpty())
        return s;
    const SampleSummary summary = SampleStatistics::summarize(toVector(v));
    s.median = summary.median;
    s.q1 = summary.q1;
    s.q3 = summary.q3;
    s.iqr = summary.iqr;
    s.mean = summary.mean;
    s.relStdev = summary.relStdev;
    return s;
}

SpeedupEstimate Statistics::compare(const QList<double>& eager, const QList<double>& graph, double oneTimeCostMs)
{
    SpeedupEstimate e;
    static_cast<SampleComparison&>(e) = SampleStatistics::compare(toVector(eager), toVector(graph), oneTimeCostMs);
    return e;
}

SpeedupEstimate Statistics::asSameStep(SpeedupEstimate e)
{
    static_cast<SampleComparison&>(e) = SampleStatistics::asSameStep(e);
    e.noGraphs = true;
    return e;
}

QList<SpeedupEstimate> Statistics::compareAll(const BenchmarkResult& result)
{
    QList<SpeedupEstimate> out;
    const QList<double> eager = result.steadyWallMs(QStringLiteral("eager"));
    if (eager.isEmpty())
        return out;
    for (const QString& name : result.modeNames()) {
        if (name == QLatin1String("eager"))
            continue;
        const QList<double> graph = result.steadyWallMs(name);
        if (graph.isEmpty())
            continue;
        const ModeInfo* info = result.mode(name);
        SpeedupEstimate e = compare(eager, graph, oneTimeCost(info));
        if (info && info->noGraphs) // Megatron made no graph: the eager step twice, whatever the noise says
            e = asSameStep(e);
        e.mode = name;
        out << e;
    }
    return out;
}

QString Statistics::verdictName(Verdict v)
{
    return QLatin1String(SampleStatistics::verdictName(v));
}

QString Statistics::verdictTitle(Verdict v)
{
    switch (v) {
    case Verdict::Faster:
        return tr("faster than eager");
    case Verdict::Slower:
        return tr("slower than eager");
    case Verdict::NoSignificantDifference:
        return tr("no significant difference");
    case Verdict::InsufficientData:
        return tr("not enough samples");
    }
    return {};
}

} // namespace cga
