#pragma once

#include "bench/benchmarkresult.h"
#include "bench/statistics.h"
#include "log/phasestats.h"
#include "report/reportinput.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace cga {

// The numbers of one mode (a benchmark mode or one run of a training log).
struct ModeReport
{
    QString mode; // unique within the report
    QString source; // the input file
    bool graphed = false;
    QString impl; // training logs: the implementation as classified
    int warmupSteps = -1; // training logs
    int logInterval = -1; // training logs
    PhaseStats phases[7]; // by RunPhase, over wall_ms
    double captureMs = kNaN; // printed (logs) or measured (benchmarks): capture + instantiate + upload
    double captureIterationMs = kNaN; // logs: the iteration that holds the capture
    double captureCostMs = kNaN; // what the capture costs once: captureMs, else capture iteration - steady median
    int graphableLayers = -1;
    double peakMemoryBytes = kNaN;
    bool noGraphs = false; // the runner made no graph in this graphed mode: it ran the eager step

    const PhaseStats& steady() const { return phases[static_cast<int>(RunPhase::Steady)]; }
    QJsonObject toJson() const;
};

// A graphed mode against an eager baseline, on steady-state medians, with the bootstrap interval and verdict of
// Statistics::compare (rule 3 of the benchmark method).
struct SpeedupReport
{
    QString graphMode;
    QString eagerMode;
    double eagerMedianMs = kNaN;
    double graphMedianMs = kNaN;
    double speedup = kNaN; // eager / graph: above 1 means graphs are faster
    double ciLow = kNaN; // bootstrap 95 % interval of the speedup
    double ciHigh = kNaN;
    Verdict verdict = Verdict::InsufficientData;
    double savedMsPerIteration = kNaN;
    double breakEvenIterations = kNaN; // capture cost / saved per iteration; NaN when nothing is saved
    bool noGraphs = false; // the graph mode made no graph: the verdict is the same step's (Statistics::asSameStep)
    QJsonObject toJson() const;

    // Above this many samples per arm the bootstrap runs on an evenly spaced subset (the medians stay exact).
    static constexpr int kMaxBootstrapSamples = 10000;
};

// What `cga report` shows for a set of inputs, computed headless: per-mode phase statistics, capture cost and the
// speedup of each graphed mode (with its bootstrap interval) against the eager baseline (the eager mode of the same
// input, else the first eager mode with steady samples). Charts and printers read this and `combined`.
class ResultReport
{
    Q_DECLARE_TR_FUNCTIONS(cga::ResultReport)

public:
    static ResultReport build(const QList<ReportInput>& inputs);

    QList<ReportInput> inputs;
    BenchmarkResult combined; // every input's samples and modes, mode names made unique
    QList<ModeReport> modes;
    QList<SpeedupReport> speedups;
    QStringList warnings; // translated, "mode: ..." from the inputs
    QStringList errors; // inputs that hold nothing to report (e.g. a text file without iterations)

    const ModeReport* mode(const QString& name) const;
    QJsonObject toJson() const; // {"inputs", "modes", "speedups", "runs", "warnings", "errors"}
};

} // namespace cga
