#pragma once

#include "cluster/clusterjob.h"
#include "cluster/clusterjobtracker.h"
#include "cluster/slurmerror.h"

#include <QObject>
#include <QPointer>

class QTimer;

namespace cga {

class SlurmCall;
class SlurmClient;

// Follows one submitted job without blocking: every poll runs squeue (job, then steps) and sacct asynchronously,
// folds the answers into the job (ClusterJobTracker) and waits before the next poll, longer each time nothing
// changed (exponential back-off from initialIntervalMs up to maxIntervalMs; a state change starts again from the
// initial interval). Transient errors (controller unreachable, timeouts, garbled answers) are reported and polling
// goes on with back-off; a missing Slurm stops it. Cancel runs scancel and polls at once.
class ClusterJobMonitor : public QObject
{
    Q_OBJECT

public:
    explicit ClusterJobMonitor(SlurmClient* client, QObject* parent = nullptr);
    ~ClusterJobMonitor() override;

    void setJob(const ClusterJob& job);
    const ClusterJob& job() const { return m_job; }

    void setBackoff(int initialIntervalMs, int maxIntervalMs, double factor = 2.0);
    int initialIntervalMs() const { return m_initialMs; }
    int maxIntervalMs() const { return m_maxMs; }
    int currentIntervalMs() const { return m_waitMs; } // the wait scheduled before the next poll
    bool isRunning() const { return m_running; }
    bool isPolling() const { return m_call != nullptr; } // a poll is in flight
    bool accountingAvailable() const { return !m_accountingDisabled; }

public slots:
    void start(); // polls at once, then with back-off until the job is over (or stop())
    void stop();
    void pollNow();
    void cancelJob(); // scancel; cancelFinished() follows

signals:
    void jobChanged(const cga::ClusterJob& job); // anything changed: states, elapsed times, exit codes
    void jobStateChanged(const QString& state);
    void stepStateChanged(const cga::ClusterStep& step);
    void finished(const cga::ClusterJob& job); // over, and both steps completed
    void failed(const cga::ClusterJob& job, const QString& reason); // over otherwise (translated reason)
    void pollError(const cga::SlurmError& error); // the poll failed; polling goes on unless Slurm is missing
    void pollDone(); // one poll cycle ended (tests, progress indicators)
    void cancelFinished(bool ok, const QString& message);

private:
    enum class Stage { Queue, Steps, Accounting };
    void runStage(Stage stage);
    void stageDone(Stage stage, SlurmCall* call);
    void finishPoll(bool changed);
    void scheduleNext(bool changed);
    void reportEnd();

    SlurmClient* m_client;
    ClusterJob m_job;
    ClusterPoll m_poll;
    QPointer<SlurmCall> m_call;
    QPointer<SlurmCall> m_cancelCall;
    QTimer* m_timer;
    int m_initialMs = 2000;
    int m_maxMs = 60000;
    double m_factor = 2.0;
    int m_intervalMs = 2000; // the next wait unless something changes
    int m_waitMs = 0;
    bool m_running = false;
    bool m_accountingDisabled = false;
    bool m_useCompletionLog = false;
    bool m_endReported = false;
    bool m_pollFailed = false;
};

} // namespace cga

Q_DECLARE_METATYPE(cga::ClusterJob)
Q_DECLARE_METATYPE(cga::ClusterStep)
Q_DECLARE_METATYPE(cga::SlurmError)
