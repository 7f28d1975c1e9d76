#pragma once

#include "bench/benchmarkresult.h"
#include "log/phasestats.h"
#include "log/trainingrecords.h"

#include <QJsonObject>
#include <QMap>
#include <QStringList>

#include <vector>

namespace cga {

// Where a fact of the classification came from.
enum class FactSource {
    Option, // given by the caller (command line, GUI)
    Printed, // printed by the run (config dump, Megatron-LM argument list)
    Messages, // the graph-capture messages (spec e.4) and their position
    Timing, // inferred from the step times (a capture-shaped spike)
    Default // nothing better known
};

// One logged iteration with its phase (spec e.5).
struct ClassifiedIteration
{
    qint64 iteration = 0; // as logged: the last iteration of its interval
    double ms = kNaN; // elapsed time per iteration, or Step Time when the line has none
    RunPhase phase = RunPhase::Steady;
    bool mixed = false; // log_interval > 1 and the interval holds iterations of different phases
    int rank = -1;
    qint64 line = 0;
};

// The result of reading one run of a training log as a benchmark: phases, their numbers, the capture facts,
// memory before capture, and what the reader should be warned about.
struct RunSummary
{
    QString mode; // the mode name in the BenchmarkResult
    QString file;
    int runIndex = 0;
    QString impl; // "none", "transformer_engine", "full_iteration", "local", or "" when graphed but unknown
    FactSource implSource = FactSource::Default;
    bool graphed = false; // iterations after the capture are replays
    int warmupSteps = 3;
    FactSource warmupSource = FactSource::Default;
    int logInterval = 1;
    FactSource logIntervalSource = FactSource::Default;
    qint64 startIteration = 0; // iterations are counted from here (resume)
    qint64 captureIteration = -1; // the logged iteration whose time holds the capture; -1 when none

    std::vector<ClassifiedIteration> iterations;
    PhaseStats phaseStats[7]; // indexed by RunPhase

    double captureSeconds = kNaN; // printed capture time (TE: largest over ranks; local: build time)
    double captureIterationMs = kNaN;
    double captureOverheadMs = kNaN; // capture iteration minus the steady median
    QMap<int, int> graphableLayers; // rank -> "N graphable layers"
    int visionGraphableLayers = -1;
    bool noGraphableLayersMessage = false;
    int graphsBuilt = -1; // local: "> built N cuda graph(s)"

    // Memory lines printed before the capture (spec e.2: only the first two logged iterations).
    double maxAllocatedBytesBeforeCapture = kNaN;
    double maxReservedBytesBeforeCapture = kNaN;
    int memoryRank = -1;
    qint64 memoryAfterIteration = -1;
    double theoreticalTotalMb = kNaN; // or weight+optimizer when only that is printed

    qint64 firstIteration = 0;
    qint64 lastIteration = 0;
    qint64 trainIters = 0;
    int nanIterations = 0;
    int skippedIterations = 0;
    int nonFiniteGradNorms = 0;
    int implausibleTflops = 0; // iteration and Step Time lines with an implausible TFLOP/s/GPU figure
    double implausibleTflopsExample = kNaN;
    qint64 implausibleTflopsLine = 0;
    double firstReplayGradNorm = kNaN; // grad norm of the first steady iteration (PP-13: zero)
    QString lossKey;

    QStringList warnings; // translated

    const PhaseStats& stats(RunPhase p) const { return phaseStats[static_cast<int>(p)]; }
    bool complete() const { return trainIters > 0 && lastIteration >= trainIters; }
    QJsonObject toJson() const;
    static QString sourceName(FactSource s); // option, printed, messages, timing, default
};

} // namespace cga
