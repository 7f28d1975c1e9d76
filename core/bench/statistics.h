#pragma once

#include "measure/samplestatistics.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cmath>
#include <limits>

namespace cga {

class BenchmarkResult;

// One arm's steady-state step times: median and IQR (method rule 3). NaN where the arm has no samples.
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

// A graph mode against the eager baseline: speedup = median(eager) / median(mode) with its bootstrap 95 % interval,
// the verdict, break-even iterations (NaN: never pays off / unknown) and the milliseconds saved per step.
struct SpeedupEstimate : SampleComparison
{
    QString mode;
    bool noGraphs = false; // the mode made no graph (ModeInfo::noGraphs): its verdict is the same step's
};

// cga's face of the shared statistics (measure/samplestatistics.h, the very code cga-bench runs): Qt lists in,
// NaN for what an empty arm does not have, a result's modes compared with its eager mode, and the verdict's words.
class Statistics
{
    Q_DECLARE_TR_FUNCTIONS(cga::Statistics)

public:
    static double quantile(const QList<double>& values, double q); // linear interpolation between order statistics
    static double median(const QList<double>& values) { return quantile(values, 0.5); }
    static ArmStatistics summarize(const QList<double>& values);
    static SpeedupEstimate compare(const QList<double>& eager, const QList<double>& graph,
                                   double oneTimeCostMs = std::numeric_limits<double>::quiet_NaN());
    // (capture + instantiate + upload) / (eager step - graph step); NaN when the graph step is not faster.
    static double breakEven(double oneTimeCostMs, double eagerMs, double graphMs)
    {
        return SampleStatistics::breakEven(oneTimeCostMs, eagerMs, graphMs);
    }
    // A mode that ran the eager step (Megatron made no graph for it): no_significant_difference whatever the noise
    // between the two arms says (unless too few samples), never paid back; the speedup stays as measured.
    static SpeedupEstimate asSameStep(SpeedupEstimate e);
    // Every graph mode of a result against its eager mode (steady-state wall times).
    static QList<SpeedupEstimate> compareAll(const BenchmarkResult& result);

    static QString verdictName(Verdict v); // faster, slower, no_significant_difference, insufficient_data
    static QString verdictTitle(Verdict v); // translated
};

} // namespace cga
