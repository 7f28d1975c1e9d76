#include "cluster/clusterjobmonitor.h"

#include "cluster/slurmclient.h"
#include "cluster/slurmoutput.h"

#include <QTimer>

#include <algorithm>

namespace cga {

ClusterJobMonitor::ClusterJobMonitor(SlurmClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_timer(new QTimer(this))
{
    qRegisterMetaType<cga::ClusterJob>();
    qRegisterMetaType<cga::ClusterStep>();
    qRegisterMetaType<cga::SlurmError>();
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &ClusterJobMonitor::pollNow);
}

ClusterJobMonitor::~ClusterJobMonitor()
{
    if (m_call)
        m_call->disconnect(this);
    if (m_cancelCall)
        m_cancelCall->disconnect(this);
}

void ClusterJobMonitor::setJob(const ClusterJob& job)
{
    if (m_call) {
        m_call->disconnect(this);
        m_call->abort();
        m_call->deleteLater();
        m_call = nullptr;
    }
    m_job = job;
    m_endReported = false;
    m_accountingDisabled = false;
}

void ClusterJobMonitor::setBackoff(int initialIntervalMs, int maxIntervalMs, double factor)
{
    m_initialMs = std::max(1, initialIntervalMs);
    m_maxMs = std::max(m_initialMs, maxIntervalMs);
    m_factor = std::max(1.0, factor);
    m_intervalMs = m_initialMs;
}

void ClusterJobMonitor::start()
{
    m_running = true;
    m_endReported = false;
    m_intervalMs = m_initialMs;
    pollNow();
}

void ClusterJobMonitor::stop()
{
    m_running = false;
    m_timer->stop();
}

void ClusterJobMonitor::pollNow()
{
    if (m_call || m_job.jobId.isEmpty())
        return;
    m_timer->stop();
    m_poll = ClusterPoll();
    m_pollFailed = false;
    m_useCompletionLog = false;
    runStage(Stage::Queue);
}

void ClusterJobMonitor::runStage(Stage stage)
{
    SlurmCall* call = nullptr;
    switch (stage) {
    case Stage::Queue:
        call = m_client->queryJob(m_job.jobId);
        break;
    case Stage::Steps:
        call = m_client->querySteps(m_job.jobId);
        break;
    case Stage::Accounting:
        call = m_client->accounting(m_job.jobId, m_useCompletionLog);
        break;
    }
    m_call = call;
    connect(call, &SlurmCall::finished, this, [this, stage, call] {
        m_call = nullptr;
        call->deleteLater();
        stageDone(stage, call);
    });
}

void ClusterJobMonitor::stageDone(Stage stage, SlurmCall* call)
{
    const SlurmError error = call->error();
    QString parseError;
    switch (stage) {
    case Stage::Queue: {
        if (error.kind == SlurmError::Kind::NotInstalled) {
            m_job.lastError = error.message();
            emit pollError(error);
            stop();
            emit pollDone();
            return;
        }
        if (error.isError() && error.kind != SlurmError::Kind::InvalidJob) {
            m_pollFailed = true;
            m_job.lastError = error.message();
            emit pollError(error);
            finishPoll(false);
            return;
        }
        QList<SlurmJobInfo> jobs;
        if (!error.isError() && !SlurmOutput::parseSqueueJobs(call->standardOutput(), &jobs, &parseError)) {
            const SlurmError g = SlurmError::garbage(call->program(), parseError);
            m_pollFailed = true;
            m_job.lastError = g.message();
            emit pollError(g);
            finishPoll(false);
            return;
        }
        m_poll.queueAnswered = true;
        for (const SlurmJobInfo& j : jobs) {
            if (j.jobId == m_job.jobId) {
                m_poll.inQueue = true;
                m_poll.queueJob = j;
            }
        }
        const QString state = m_poll.queueJob.state;
        if (m_poll.inQueue && (state == QLatin1String("RUNNING") || state == QLatin1String("COMPLETING")))
            runStage(Stage::Steps);
        else if (m_accountingDisabled && m_poll.inQueue && !SlurmOutput::isTerminalState(state))
            finishPoll(true);
        else {
            m_useCompletionLog = m_accountingDisabled;
            runStage(Stage::Accounting);
        }
        return;
    }
    case Stage::Steps: {
        QList<SlurmStepInfo> steps;
        if (error.isError() && error.kind != SlurmError::Kind::InvalidJob) {
            emit pollError(error);
        } else if (!error.isError() && !SlurmOutput::parseSqueueSteps(call->standardOutput(), &steps, &parseError)) {
            emit pollError(SlurmError::garbage(call->program(), parseError));
        } else {
            m_poll.stepsAnswered = true;
            m_poll.runningSteps = steps;
        }
        if (m_accountingDisabled)
            finishPoll(true);
        else
            runStage(Stage::Accounting);
        return;
    }
    case Stage::Accounting: {
        if (error.kind == SlurmError::Kind::AccountingDisabled && !m_useCompletionLog) {
            m_accountingDisabled = true;
            if (!m_poll.inQueue || SlurmOutput::isTerminalState(m_poll.queueJob.state)) {
                m_useCompletionLog = true; // the job completion log still knows how the job ended
                runStage(Stage::Accounting);
                return;
            }
            finishPoll(true);
            return;
        }
        if (error.isError()) {
            if (!m_useCompletionLog)
                emit pollError(error); // the queue's answer still counts
            finishPoll(true);
            return;
        }
        SlurmJobInfo job;
        QList<SlurmStepInfo> steps;
        if (!SlurmOutput::parseSacct(call->standardOutput(), m_job.jobId, &job, &steps, &parseError)) {
            emit pollError(SlurmError::garbage(call->program(), parseError));
        } else {
            m_poll.accountingAnswered = true;
            m_poll.accountingJob = job;
            m_poll.accountingSteps = steps;
        }
        finishPoll(true);
        return;
    }
    }
}

void ClusterJobMonitor::finishPoll(bool answered)
{
    bool changed = false;
    if (answered && !m_pollFailed) {
        m_job.lastError.clear();
        const ClusterJobChanges changes = ClusterJobTracker::apply(m_job, m_poll);
        changed = changes.jobState || !changes.steps.isEmpty();
        for (const QString& v : changes.steps)
            if (const ClusterStep* s = m_job.step(v))
                emit stepStateChanged(*s);
        if (changes.jobState)
            emit jobStateChanged(m_job.state);
        if (changes.anything)
            emit jobChanged(m_job);
    } else {
        emit jobChanged(m_job); // lastError
    }
    if (m_job.isTerminal() && answered && !m_pollFailed) {
        reportEnd();
        stop();
    } else {
        scheduleNext(changed);
    }
    emit pollDone();
}

void ClusterJobMonitor::scheduleNext(bool changed)
{
    if (!m_running)
        return;
    if (changed)
        m_intervalMs = m_initialMs;
    m_waitMs = m_intervalMs;
    m_timer->start(m_intervalMs);
    // The wait after this one, unless something changes.
    m_intervalMs = std::min(m_maxMs, static_cast<int>(m_intervalMs * m_factor));
}

void ClusterJobMonitor::reportEnd()
{
    if (m_endReported)
        return;
    m_endReported = true;
    if (m_job.succeeded()) {
        emit finished(m_job);
        return;
    }
    QStringList failedSteps;
    for (const ClusterStep& s : m_job.steps)
        if (!s.succeeded())
            failedSteps << QStringLiteral("%1 (%2)").arg(s.variant, SlurmOutput::stateTitle(s.state));
    QString reason = tr("Job %1 ended: %2").arg(m_job.jobId, SlurmOutput::stateTitle(m_job.state));
    if (!m_job.exitCode.isEmpty() && m_job.exitCode != QLatin1String("0:0"))
        reason += QLatin1Char(' ') + tr("(exit code %1)").arg(m_job.exitCode);
    if (!failedSteps.isEmpty())
        reason += QStringLiteral("; ") + tr("steps not completed: %1").arg(failedSteps.join(QStringLiteral(", ")));
    emit failed(m_job, reason);
}

void ClusterJobMonitor::cancelJob()
{
    if (m_cancelCall || m_job.jobId.isEmpty())
        return;
    SlurmCall* call = m_client->cancel(m_job.jobId);
    m_cancelCall = call;
    connect(call, &SlurmCall::finished, this, [this, call] {
        m_cancelCall = nullptr;
        call->deleteLater();
        const SlurmError e = call->error();
        if (e.isError()) {
            emit cancelFinished(false, e.message());
            return;
        }
        emit cancelFinished(true, tr("Cancellation of job %1 requested.").arg(m_job.jobId));
        m_intervalMs = m_initialMs;
        if (!m_running) {
            m_running = true;
            m_endReported = false;
        }
        pollNow();
    });
}

} // namespace cga
