#include "stats.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace cga::bench {

double Stats::quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    const double pos = q * static_cast<double>(v.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(pos));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    const double frac = pos - static_cast<double>(lo);
    return v[lo] + (v[hi] - v[lo]) * frac;
}

Summary Stats::summarize(const std::vector<double>& v)
{
    Summary s;
    s.n = static_cast<int>(v.size());
    if (v.empty())
        return s;
    s.median = quantile(v, 0.5);
    s.q1 = quantile(v, 0.25);
    s.q3 = quantile(v, 0.75);
    s.iqr = s.q3 - s.q1;
    double sum = 0;
    for (double x : v)
        sum += x;
    s.mean = sum / s.n;
    double var = 0;
    for (double x : v)
        var += (x - s.mean) * (x - s.mean);
    s.stdev = s.n > 1 ? std::sqrt(var / (s.n - 1)) : 0.0;
    s.relStdev = s.mean != 0 ? s.stdev / s.mean : 0.0;
    s.min = *std::min_element(v.begin(), v.end());
    s.max = *std::max_element(v.begin(), v.end());
    return s;
}

double Stats::breakEven(double oneTimeCostMs, double eagerMs, double graphMs)
{
    if (!(oneTimeCostMs >= 0) || !(eagerMs > graphMs))
        return -1;
    return oneTimeCostMs / (eagerMs - graphMs);
}

Comparison Stats::compare(const std::vector<double>& baseline, const std::vector<double>& candidate,
                          double oneTimeCostMs)
{
    Comparison c;
    if (baseline.size() < 2 || candidate.size() < 2) {
        c.verdict = "insufficient_data";
        if (!baseline.empty() && !candidate.empty())
            c.speedup = median(baseline) / median(candidate);
        return c;
    }
    const double mb = median(baseline), mc = median(candidate);
    c.speedup = mb / mc;
    std::mt19937_64 rng(kSeed);
    std::vector<double> ratios, medB, medC;
    ratios.reserve(kResamples);
    std::vector<double> rb(baseline.size()), rc(candidate.size());
    for (int r = 0; r < kResamples; ++r) {
        for (size_t i = 0; i < rb.size(); ++i)
            rb[i] = baseline[static_cast<size_t>(rng() % baseline.size())];
        for (size_t i = 0; i < rc.size(); ++i)
            rc[i] = candidate[static_cast<size_t>(rng() % candidate.size())];
        const double b = median(rb), x = median(rc);
        medB.push_back(b);
        medC.push_back(x);
        ratios.push_back(b / x);
    }
    c.ciLow = quantile(ratios, 0.025);
    c.ciHigh = quantile(ratios, 0.975);
    // Each arm's own 95 % interval of the median: overlapping intervals are no evidence of a winner.
    const double bLo = quantile(medB, 0.025), bHi = quantile(medB, 0.975);
    const double cLo = quantile(medC, 0.025), cHi = quantile(medC, 0.975);
    const bool overlap = bLo <= cHi && cLo <= bHi;
    if (overlap || (c.ciLow <= 1.0 && c.ciHigh >= 1.0))
        c.verdict = "no_significant_difference";
    else
        c.verdict = c.speedup > 1.0 ? "faster" : "slower";
    c.breakEvenIterations = breakEven(oneTimeCostMs, mb, mc);
    return c;
}

} // namespace cga::bench
