#include "bench/statistics.h"

#include "bench/benchmarkresult.h"

#include <algorithm>
#include <random>

namespace cga {

namespace {

// The median of a scratch list, reordering it: what quantile(v, 0.5) returns, in linear time and without a copy
// (the bootstrap below takes thousands of medians).
double medianInPlace(QList<double>& v)
{
    const qsizetype hi = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + hi, v.end());
    if (v.size() % 2 == 1)
        return v[hi];
    const double lo = *std::max_element(v.begin(), v.begin() + hi);
    return lo + (v[hi] - lo) * 0.5;
}

} // namespace

double Statistics::quantile(QList<double> v, double q)
{
    if (v.isEmpty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(v.begin(), v.end());
    const double pos = q * double(v.size() - 1);
    const qsizetype lo = qsizetype(std::floor(pos));
    const qsizetype hi = qMin(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
}

ArmStatistics Statistics::summarize(const QList<double>& v)
{
    ArmStatistics s;
    s.n = int(v.size());
    if (v.isEmpty())
        return s;
    s.median = quantile(v, 0.5);
    s.q1 = quantile(v, 0.25);
    s.q3 = quantile(v, 0.75);
    s.iqr = s.q3 - s.q1;
    double sum = 0;
    for (double x : v)
        sum += x;
    s.mean = sum / double(v.size());
    double var = 0;
    for (double x : v)
        var += (x - s.mean) * (x - s.mean);
    const double sd = v.size() > 1 ? std::sqrt(var / double(v.size() - 1)) : 0.0;
    s.relStdev = s.mean != 0 ? sd / s.mean : 0.0;
    return s;
}

double Statistics::breakEven(double oneTimeCostMs, double eagerMs, double graphMs)
{
    if (!(oneTimeCostMs >= 0) || !(eagerMs > graphMs))
        return std::numeric_limits<double>::quiet_NaN();
    return oneTimeCostMs / (eagerMs - graphMs);
}

SpeedupEstimate Statistics::compare(const QList<double>& eager, const QList<double>& graph, double oneTimeCostMs)
{
    SpeedupEstimate e;
    if (!eager.isEmpty() && !graph.isEmpty()) {
        e.speedup = median(eager) / median(graph);
        e.savedMsPerStep = median(eager) - median(graph);
    }
    if (eager.size() < 2 || graph.size() < 2)
        return e;
    std::mt19937_64 rng(kSeed);
    QList<double> ratios, medE, medG;
    ratios.reserve(kResamples);
    medE.reserve(kResamples);
    medG.reserve(kResamples);
    QList<double> re(eager.size()), rg(graph.size());
    for (int r = 0; r < kResamples; ++r) {
        for (qsizetype i = 0; i < re.size(); ++i)
            re[i] = eager[qsizetype(rng() % quint64(eager.size()))];
        for (qsizetype i = 0; i < rg.size(); ++i)
            rg[i] = graph[qsizetype(rng() % quint64(graph.size()))];
        const double a = medianInPlace(re), b = medianInPlace(rg);
        medE << a;
        medG << b;
        ratios << a / b;
    }
    e.ciLow = quantile(ratios, 0.025);
    e.ciHigh = quantile(ratios, 0.975);
    const bool overlap
        = quantile(medE, 0.025) <= quantile(medG, 0.975) && quantile(medG, 0.025) <= quantile(medE, 0.975);
    if (overlap || (e.ciLow <= 1.0 && e.ciHigh >= 1.0))
        e.verdict = Verdict::NoSignificantDifference;
    else
        e.verdict = e.speedup > 1.0 ? Verdict::Faster : Verdict::Slower;
    e.breakEvenIterations = breakEven(oneTimeCostMs, median(eager), median(graph));
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
        double oneTime = std::numeric_limits<double>::quiet_NaN();
        if (const ModeInfo* m = result.mode(name)) {
            double sum = 0;
            bool any = false;
            for (double ms : {m->captureMs, m->instantiateMs, m->uploadMs})
                if (std::isfinite(ms)) {
                    sum += ms;
                    any = true;
                }
            if (any)
                oneTime = sum;
        }
        SpeedupEstimate e = compare(eager, graph, oneTime);
        e.mode = name;
        out << e;
    }
    return out;
}

QString Statistics::verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Faster:
        return QStringLiteral("faster");
    case Verdict::Slower:
        return QStringLiteral("slower");
    case Verdict::NoSignificantDifference:
        return QStringLiteral("no_significant_difference");
    case Verdict::InsufficientData:
        return QStringLiteral("insufficient_data");
    }
    return {};
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
