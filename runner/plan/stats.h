#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cga::bench {

// Robust statistics of benchmark-method.md rule 3. cga's core/bench/statistics.cpp implements the same
// algorithms (same bootstrap generator, seed and draws), so a result re-analysed by cga gives the same numbers.
struct Summary
{
    int n = 0;
    double median = 0, q1 = 0, q3 = 0, iqr = 0;
    double mean = 0, stdev = 0, relStdev = 0;
    double min = 0, max = 0;
};

struct Comparison
{
    double speedup = 0; // median(baseline) / median(candidate)
    double ciLow = 0, ciHigh = 0; // bootstrap 95 % interval of the speedup
    std::string verdict; // "faster", "slower", "no_significant_difference", "insufficient_data"
    double breakEvenIterations = -1; // -1: never pays off (or unknown)
};

class Stats
{
public:
    static constexpr uint64_t kSeed = 0x5eed2026ull;
    static constexpr int kResamples = 2000;

    static double quantile(std::vector<double> v, double q); // linear interpolation (type 7)
    static double median(const std::vector<double>& v) { return quantile(v, 0.5); }
    static Summary summarize(const std::vector<double>& v);
    // Bootstrap (percentile) of median(baseline)/median(candidate), resampling each arm independently.
    static Comparison compare(const std::vector<double>& baseline, const std::vector<double>& candidate,
                              double oneTimeCostMs = -1);
    // (capture + instantiate + upload) / (eager step - graph step); -1 when the graph step is not faster.
    static double breakEven(double oneTimeCostMs, double eagerMs, double graphMs);
};

} // namespace cga::bench
