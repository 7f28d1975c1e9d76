#include "cluster/clusterjobtracker.h"

#include <QFile>
#include <QRegularExpression>

#include <algorithm>

namespace cga {

namespace {

constexpr qint64 kLogTailBytes = 64 * 1024;

QList<SlurmStepInfo> numberedSteps(const QList<SlurmStepInfo>& steps)
{
    QList<SlurmStepInfo> out;
    for (const SlurmStepInfo& s : steps)
        if (s.index() >= 0)
            out << s;
    std::sort(out.begin(), out.end(),
              [](const SlurmStepInfo& a, const SlurmStepInfo& b) { return a.index() < b.index(); });
    return out;
}

} // namespace

void ClusterJobTracker::setStep(ClusterStep& step, const QString& state, const QString& source,
                                ClusterJobChanges& changes)
{
    if (step.state != state) {
        step.state = state;
        changes.steps << step.variant;
        changes.anything = true;
    }
    if (step.stateSource != source) {
        step.stateSource = source;
        changes.anything = true;
    }
}

ClusterJobChanges ClusterJobTracker::apply(ClusterJob& job, const ClusterPoll& poll)
{
    ClusterJobChanges changes;
    const QString oldState = job.state;
    const auto set = [&changes](auto& field, const auto& value) {
        if (field != value) {
            field = value;
            changes.anything = true;
        }
    };

    // The job.
    if (poll.inQueue) {
        set(job.state, poll.queueJob.state);
        set(job.reason, poll.queueJob.reason);
        if (poll.queueJob.elapsedSeconds >= 0)
            set(job.elapsedSeconds, poll.queueJob.elapsedSeconds);
    }
    if (poll.accountingAnswered && !poll.accountingJob.jobId.isEmpty()) {
        // sacct lags squeue a little while the job runs; it is the authority once the job is over.
        if (!poll.inQueue || SlurmOutput::isTerminalState(poll.accountingJob.state))
            set(job.state, poll.accountingJob.state);
        if (!poll.accountingJob.exitCode.isEmpty())
            set(job.exitCode, poll.accountingJob.exitCode);
        if (!poll.inQueue && poll.accountingJob.elapsedSeconds >= 0)
            set(job.elapsedSeconds, poll.accountingJob.elapsedSeconds);
    }
    if (poll.queueAnswered && !poll.inQueue && poll.accountingJob.jobId.isEmpty() && !job.isTerminal()) {
        // Neither the queue nor accounting knows it: it ended and the controller has forgotten it.
        set(job.state, QStringLiteral("ENDED"));
        set(job.reason, tr("left the queue; no accounting record"));
    }

    // The steps.
    const QList<SlurmStepInfo> accounted = numberedSteps(poll.accountingSteps);
    const QList<SlurmStepInfo> running = numberedSteps(poll.runningSteps);
    const QStringList variants = ClusterJob::variants();
    int highestRunning = -1;
    for (const SlurmStepInfo& s : running)
        highestRunning = std::max(highestRunning, s.index());
    for (int i = 0; i < job.steps.size() && i < variants.size(); ++i) {
        ClusterStep& step = job.steps[i];
        const SlurmStepInfo* acct = nullptr;
        const SlurmStepInfo* run = nullptr;
        for (const SlurmStepInfo& s : accounted)
            if (s.index() == i)
                acct = &s;
        for (const SlurmStepInfo& s : running)
            if (s.index() == i)
                run = &s;
        if (acct) {
            setStep(step, acct->state, QStringLiteral("sacct"), changes);
            set(step.stepId, acct->stepId);
            if (acct->elapsedSeconds >= 0)
                set(step.elapsedSeconds, acct->elapsedSeconds);
            set(step.exitCode, acct->exitCode);
        } else if (run) {
            setStep(step, QStringLiteral("RUNNING"), QStringLiteral("squeue"), changes);
            set(step.stepId, run->stepId);
            if (run->elapsedSeconds >= 0)
                set(step.elapsedSeconds, run->elapsedSeconds);
        } else if (!step.isTerminal() && poll.stepsAnswered && accounted.isEmpty()
                   && (step.state == QLatin1String("RUNNING") || i < highestRunning)) {
            // Left the queue (or ran between two polls) and no accounting: over, outcome not known yet.
            setStep(step, QStringLiteral("ENDED"), QStringLiteral("squeue"), changes);
        }
    }

    if (job.isTerminal())
        settleSteps(job, changes);
    if (job.state != oldState)
        changes.jobState = true;
    if (changes.anything)
        job.lastUpdate = QDateTime::currentDateTimeUtc();
    return changes;
}

void ClusterJobTracker::settleSteps(ClusterJob& job, ClusterJobChanges& changes)
{
    for (ClusterStep& step : job.steps) {
        if (step.isTerminal() && step.state != QLatin1String("ENDED"))
            continue;
        if (job.state == QLatin1String("COMPLETED")) {
            setStep(step, QStringLiteral("COMPLETED"), QStringLiteral("job"), changes);
            continue;
        }
        QString exitCode;
        QString state = stateFromLog(step.logPath, &exitCode);
        if (state == QLatin1String("COMPLETED") && step.state != QLatin1String("ENDED")
            && (job.state == QLatin1String("CANCELLED") || job.state == QLatin1String("TIMEOUT"))) {
            // It was still pending or running when the job was stopped.
            state = job.state;
        }
        setStep(step, state, QStringLiteral("log"), changes);
        if (!exitCode.isEmpty() && step.exitCode != exitCode) {
            step.exitCode = exitCode;
            changes.anything = true;
        }
    }
}

QString ClusterJobTracker::stateFromLog(const QString& logPath, QString* exitCode)
{
    QFile f(logPath);
    if (logPath.isEmpty() || !f.open(QIODevice::ReadOnly))
        return QStringLiteral("NOT_RUN");
    if (f.size() > kLogTailBytes)
        f.seek(f.size() - kLogTailBytes);
    return stateFromLogText(f.read(kLogTailBytes), exitCode);
}

QString ClusterJobTracker::stateFromLogText(const QByteArray& tail, QString* exitCode)
{
    // srun reports a task's end on stderr, which the batch script sends to the step's log:
    //   srun: error: node01: task 3: Exited with exit code 1
    //   srun: error: node01: task 0: Killed / Terminated / Segmentation fault (core dumped)
    //   slurmstepd: error: *** STEP 123.1 ON node01 CANCELLED AT 2026-01-01T00:00:00 DUE TO TIME LIMIT ***
    static const QRegularExpression exited(
        QStringLiteral("srun: error: [^:\\n]*: tasks? [0-9,\\-]+: Exited with exit code ([0-9]+)"));
    static const QRegularExpression stepCancelled(
        QStringLiteral("\\*\\*\\* STEP [0-9.]+ ON \\S+ CANCELLED AT \\S+( DUE TO TIME LIMIT)?"));
    static const QRegularExpression killed(QStringLiteral(
        "srun: error: [^:\\n]*: tasks? [0-9,\\-]+: (Killed|Terminated|Segmentation fault|Aborted|Bus error)"));
    const QString text = QString::fromUtf8(tail);
    const QRegularExpressionMatch c = stepCancelled.match(text);
    if (c.hasMatch())
        return c.captured(1).isEmpty() ? QStringLiteral("CANCELLED") : QStringLiteral("TIMEOUT");
    QRegularExpressionMatchIterator it = exited.globalMatch(text);
    QString code;
    while (it.hasNext())
        code = it.next().captured(1);
    if (!code.isEmpty()) {
        if (exitCode)
            *exitCode = code + QStringLiteral(":0");
        return QStringLiteral("FAILED");
    }
    if (killed.match(text).hasMatch())
        return QStringLiteral("FAILED");
    return QStringLiteral("COMPLETED");
}

} // namespace cga
