#pragma once

#include <cstdint>
#include <limits>
#include <vector>

namespace cga {

// Whether a graph mode beat the eager baseline (benchmark-method.md rule 3).
enum class Verdict { Faster, Slower, NoSignificantDifference, InsufficientData };

// One arm's steady-state step times. All zero when the arm has no samples.
struct SampleSummary
{
    int n = 0;
    double median = 0, q1 = 0, q3 = 0, iqr = 0;
    double mean = 0, stdev = 0, relStdev = 0;
    double min = 0, max = 0;
};

// A candidate arm against a baseline arm. NaN marks what is unknown (too few samples, no one-time cost, or a
// graph step that is not faster, so it never pays off).
struct SampleComparison
{
    double speedup = std::numeric_limits<double>::quiet_NaN(); // median(baseline) / median(candidate)
    double ciLow = std::numeric_limits<double>::quiet_NaN(); // bootstrap 95 % interval of the speedup
    double ciHigh = std::numeric_limits<double>::quiet_NaN();
    Verdict verdict = Verdict::InsufficientData;
    double breakEvenIterations = std::numeric_limits<double>::quiet_NaN();
    double savedMsPerStep = std::numeric_limits<double>::quiet_NaN(); // median(baseline) - median(candidate)
};

// The statistics of benchmark-method.md rule 3, shared by cga and cga-bench (plain C++17, no Qt). The bootstrap
// uses std::mt19937_64 with a fixed seed and draws index = rng() % n, as cga_torch_runner.py does too, so every
// runner's summary can be checked.
class SampleStatistics
{
public:
    static constexpr uint64_t kSeed = 0x5eed2026ull;
    static constexpr int kResamples = 2000;

    static double quantile(std::vector<double> values, double q); // linear interpolation (type 7); NaN if empty
    static double median(const std::vector<double>& values) { return quantile(values, 0.5); }
    static SampleSummary summarize(const std::vector<double>& values);
    // Bootstrap (percentile) of median(baseline) / median(candidate), resampling each arm independently.
    static SampleComparison compare(const std::vector<double>& baseline, const std::vector<double>& candidate,
                                    double oneTimeCostMs = std::numeric_limits<double>::quiet_NaN());
    // A candidate that ran the baseline's very step (Megatron made no graph for it): only noise between the two
    // arms tells them apart, so the verdict is no_significant_difference (unless too few samples) and graphs never
    // pay off; the speedup and its interval stay as measured.
    static SampleComparison asSameStep(SampleComparison c);
    // (capture + instantiate + upload) / (eager step - graph step); NaN when the graph step is not faster.
    static double breakEven(double oneTimeCostMs, double eagerMs, double graphMs);
    // faster, slower, no_significant_difference, insufficient_data (the protocol's words)
    static const char* verdictName(Verdict verdict);
};

} // namespace cga
