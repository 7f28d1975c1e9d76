#include "measure/samplestatistics.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace cga {

namespace {

// The median of a scratch vector, reordering it: what quantile(v, 0.5) returns, in linear time and without a copy
// (the bootstrap below takes thousands of medians).
double medianInPlace(std::vector<double>& v)
{
    const size_t hi = v.size() / 2;
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(hi), v.end());
    if (v.size() % 2 == 1)
        return v[hi];
    const double lo = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(hi));
    return lo + (v[hi] - lo) * 0.5;
}

// Fills `into` with draws (with replacement) from `from`.
void resample(const std::vector<double>& from, std::vector<double>& into, std::mt19937_64& rng)
{
    for (size_t i = 0; i < into.size(); ++i)
        into[i] = from[static_cast<size_t>(rng() % from.size())];
}

// The verdict of the bootstrap: overlapping 95 % intervals of the two medians, or a speedup interval that holds 1,
// are no evidence of a winner.
Verdict verdictOf(const SampleComparison& c, const std::vector<double>& medBaseline,
                  const std::vector<double>& medCandidate)
{
    const double bLo = SampleStatistics::quantile(medBaseline, 0.025);
    const double bHi = SampleStatistics::quantile(medBaseline, 0.975);
    const double cLo = SampleStatistics::quantile(medCandidate, 0.025);
    const double cHi = SampleStatistics::quantile(medCandidate, 0.975);
    const bool overlap = bLo <= cHi && cLo <= bHi;
    if (overlap || (c.ciLow <= 1.0 && c.ciHigh >= 1.0))
        return Verdict::NoSignificantDifference;
    return c.speedup > 1.0 ? Verdict::Faster : Verdict::Slower;
}

} // namespace

double SampleStatistics::quantile(std::vector<double> v, double q)
{
    if (v.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(v.begin(), v.end());
    const double pos = q * static_cast<double>(v.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(pos));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - static_cast<double>(lo));
}

SampleSummary SampleStatistics::summarize(const std::vector<double>& v)
{
    SampleSummary s;
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
    s.mean = sum / static_cast<double>(v.size());
    double var = 0;
    for (double x : v)
        var += (x - s.mean) * (x - s.mean);
    s.stdev = v.size() > 1 ? std::sqrt(var / static_cast<double>(v.size() - 1)) : 0.0;
    s.relStdev = s.mean != 0 ? s.stdev / s.mean : 0.0;
    s.min = *std::min_element(v.begin(), v.end());
    s.max = *std::max_element(v.begin(), v.end());
    return s;
}

double SampleStatistics::breakEven(double oneTimeCostMs, double eagerMs, double graphMs)
{
    if (!(oneTimeCostMs >= 0) || !(eagerMs > graphMs))
        return std::numeric_limits<double>::quiet_NaN();
    return oneTimeCostMs / (eagerMs - graphMs);
}

SampleComparison SampleStatistics::asSameStep(SampleComparison c)
{
    if (c.verdict != Verdict::InsufficientData)
        c.verdict = Verdict::NoSignificantDifference;
    c.breakEvenIterations = std::numeric_limits<double>::quiet_NaN();
    return c;
}

SampleComparison SampleStatistics::compare(const std::vector<double>& baseline, const std::vector<double>& candidate,
                                           double oneTimeCostMs)
{
    SampleComparison c;
    if (baseline.empty() || candidate.empty())
        return c;
    const double mb = median(baseline), mc = median(candidate);
    c.speedup = mb / mc;
    c.savedMsPerStep = mb - mc;
    if (baseline.size() < 2 || candidate.size() < 2)
        return c;
    std::mt19937_64 rng(kSeed);
    std::vector<double> ratios, medB, medC;
    ratios.reserve(kResamples);
    medB.reserve(kResamples);
    medC.reserve(kResamples);
    std::vector<double> rb(baseline.size()), rc(candidate.size());
    for (int r = 0; r < kResamples; ++r) {
        resample(baseline, rb, rng);
        resample(candidate, rc, rng);
        const double b = medianInPlace(rb), x = medianInPlace(rc);
        medB.push_back(b);
        medC.push_back(x);
        ratios.push_back(b / x);
    }
    c.ciLow = quantile(ratios, 0.025);
    c.ciHigh = quantile(ratios, 0.975);
    c.verdict = verdictOf(c, medB, medC);
    c.breakEvenIterations = breakEven(oneTimeCostMs, mb, mc);
    return c;
}

const char* SampleStatistics::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Faster:
        return "faster";
    case Verdict::Slower:
        return "slower";
    case Verdict::NoSignificantDifference:
        return "no_significant_difference";
    case Verdict::InsufficientData:
        return "insufficient_data";
    }
    return "insufficient_data";
}

} // namespace cga
