#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cmath>
#include <limits>

namespace cga {

class BenchmarkResult;

// One arm's steady-state step times: median and IQR (method rule 3), and a bootstrap interval of its median.
struct ArmStatistics
{
    int n = 0;
    double median = std::numeric_limits<double>::quiet_NaN();
    double q1 = std::numeric_limits<double>::quiet_NaN();
    double q3 = std::numeric_limits<double>::quiet_NaN();
    double iqr = std::numeric_limits<double>::quiet_NaN();
    double mean = std::numeric_limits<double>::quiet_NaN();
    double relStdev = std::numeric_limits<double>::quiet_NaN();
};

enum class Verdict { Faster, Slower, NoSignificantDifference, InsufficientData };

// A graph mode against the eager baseline.
struct SpeedupEstimate
{
    QString mode;
    double speedup = std::numeric_limits<double>::quiet_NaN(); // median(eager) / median(mode)
    double ciLow = std::numeric_limits<double>::quiet_NaN(); // bootstrap 95 % interval
    double ciHigh = std::numeric_limits<double>::quiet_NaN();
    Verdict verdict = Verdict::InsufficientData;
    double breakEvenIterations = std::numeric_limits<double>::quiet_NaN(); // NaN: never pays off / unknown
    double savedMsPerStep = std::numeric_limits<double>::quiet_NaN();
};

// The statistics of benchmark-method.md rule 3. The bootstrap uses std::mt19937_64 with a fixed seed and draws
// index = rng() % n, exactly as cga-bench and cga_torch_runner.py do, so every runner's summary can be checked.
class Statistics
{
    Q_DECLARE_TR_FUNCTIONS(cga::Statistics)

public:
    static constexpr quint64 kSeed = 0x5eed2026ull;
    static constexpr int kResamples = 2000;

    static double quantile(QList<double> values, double q); // linear interpolation between order statistics
    static double median(const QList<double>& values) { return quantile(values, 0.5); }
    static ArmStatistics summarize(const QList<double>& values);
    static SpeedupEstimate compare(const QList<double>& eager, const QList<double>& graph,
                                   double oneTimeCostMs = std::numeric_limits<double>::quiet_NaN());
    // (capture + instantiate + upload) / (eager step - graph step); NaN when the graph step is not faster.
    static double breakEven(double oneTimeCostMs, double eagerMs, double graphMs);
    // Every graph mode of a result against its eager mode (steady-state wall times).
    static QList<SpeedupEstimate> compareAll(const BenchmarkResult& result);

    static QString verdictName(Verdict v); // faster, slower, no_significant_difference, insufficient_data
    static QString verdictTitle(Verdict v); // translated
};

} // namespace cga
