#pragma once

#include "log/runsummary.h"
#include "log/trainingrecords.h"

#include <QCoreApplication>

namespace cga {

struct ClassifierOptions
{
    int warmupSteps = -1; // cuda_graph_warmup_steps; -1: as printed, else from the capture messages, else 3
    QString impl; // "": from the log; "none"/"eager" forces eager; transformer_engine, full_iteration, local
    int logInterval = -1; // -1: as printed, else from the iteration numbers
};

// Sorts a run's iterations into first call, eager warmup, capture and replay (spec e.5):
//   W = cuda_graph_warmup_steps, iterations counted from the run's start (after a resume, from the checkpoint);
//   eager = 1..W, capture = W+1 (its elapsed time holds the capture: TE captures just before it, full_iteration
//   captures inside it), steady replay >= W+2; W = 0 (TE): the capture happens before iteration 1.
//   Iteration 1 also carries start-up costs: it is the first-call phase. An eager run is first call + steady.
//   With log_interval > 1 a line averages an interval; an interval holding the capture iteration is the capture
//   phase (marked mixed), one holding iteration 1 is the first call; only intervals entirely >= W+2 are steady.
// The implementation comes from the caller, the capture messages, the printed config, or, failing all of these,
// a capture-shaped spike at W+1 (reported as an inference).
class IterationClassifier
{
    Q_DECLARE_TR_FUNCTIONS(cga::IterationClassifier)

public:
    static RunSummary classify(const TrainingRun& run, const ClassifierOptions& options, const QString& mode,
                               const QString& file = QString());

private:
    static void decideImpl(const TrainingRun& run, const ClassifierOptions& options, RunSummary& s);
    static void decideWarmup(const TrainingRun& run, const ClassifierOptions& options, RunSummary& s);
    static void collectSamples(const TrainingRun& run, RunSummary& s);
    static double stepTimeOf(const TrainingRun& run, size_t i);
    static void assignPhases(RunSummary& s);
    static bool captureSpikeAt(const RunSummary& s, qint64 captureRel, double* ratio);
    static void summarize(const TrainingRun& run, RunSummary& s);
    static void addWarnings(const TrainingRun& run, RunSummary& s);
};

} // namespace cga
