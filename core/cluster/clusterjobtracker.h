#pragma once

#include "cluster/clusterjob.h"
#include "cluster/slurmoutput.h"

#include <QCoreApplication>

namespace cga {

// What one poll learned about a job: squeue's view (while the controller remembers the job), the running steps,
// and sacct's (every step, on clusters with accounting; the job only, from the completion log, on others).
struct ClusterPoll
{
    bool queueAnswered = false; // squeue answered, with or without the job
    bool inQueue = false;
    SlurmJobInfo queueJob;
    bool stepsAnswered = false;
    QList<SlurmStepInfo> runningSteps;
    bool accountingAnswered = false; // sacct answered (a row for the job or none yet)
    SlurmJobInfo accountingJob; // jobId empty when sacct has no row
    QList<SlurmStepInfo> accountingSteps; // empty with a completion log
};

// What changed in a job after a poll.
struct ClusterJobChanges
{
    bool jobState = false;
    bool anything = false; // elapsed time, reason, exit code included
    QStringList steps; // variants whose state changed
};

// Folds polls into a ClusterJob: the A/B's steps are the job's srun steps in order (step 0 eager, step 1 graph).
// sacct's step states win; without accounting, a step that left squeue has ENDED, and when the job is over the
// steps' outcomes come from the job's state (a completed job means both steps completed: the batch script exits with
// the status of a failed step) or, after a failure, from each step's log (srun's "task N: Exited with exit code X").
class ClusterJobTracker
{
    Q_DECLARE_TR_FUNCTIONS(cga::ClusterJobTracker)

public:
    static ClusterJobChanges apply(ClusterJob& job, const ClusterPoll& poll);

    // The outcome of a step from the tail of its log: FAILED (with *exitCode), CANCELLED, TIMEOUT, COMPLETED, or
    // NOT_RUN when the log does not exist.
    static QString stateFromLog(const QString& logPath, QString* exitCode);
    static QString stateFromLogText(const QByteArray& tail, QString* exitCode);

private:
    static void settleSteps(ClusterJob& job, ClusterJobChanges& changes);
    static void setStep(ClusterStep& step, const QString& state, const QString& source, ClusterJobChanges& changes);
};

} // namespace cga
