#pragma once

#include "cluster/clustercollector.h"
#include "cluster/clusterjob.h"
#include "cluster/slurmerror.h"

#include <QHash>
#include <QObject>

namespace cga {

class ClusterJobMonitor;
class SlurmClient;

// The cluster page's work in the background: one ClusterJobMonitor for each unfinished job it follows (back-off
// polling, cancellation with scancel) and the ClusterCollector that reads a job's logs on a worker thread. It owns
// them and says what they learn; the page decides what to show.
class ClusterJobWatcher : public QObject
{
    Q_OBJECT

public:
    explicit ClusterJobWatcher(SlurmClient* client, QObject* parent = nullptr);
    ~ClusterJobWatcher() override;

    // Starts following the job (polls it now when it is followed already).
    void follow(const ClusterJob& job);
    bool isFollowing(const QString& jobId) const { return m_monitors.contains(jobId); }
    void pollNow(const QString& jobId);
    // Asks Slurm to cancel a followed job; cancelFinished() follows.
    void cancel(const QString& jobId);
    // Stops following the job.
    void forget(const QString& jobId);
    // The newest state of every followed job (the monitors know more than the job store may).
    QList<ClusterJob> followedJobs() const;
    void setBackoff(int initialMs, int maxMs); // for monitors created from now on

    bool collect(const ClusterJob& job); // false while a collection runs
    void stopCollecting();
    bool isCollecting() const { return m_collector->isRunning(); }

signals:
    void jobChanged(const cga::ClusterJob& job);
    // The job is over: completed (both steps), or not, for the reason given (translated). It is not followed any
    // more.
    void jobEnded(const cga::ClusterJob& job, bool completed, const QString& reason);
    // A poll failed (the accounting being off is not a failure); when Slurm is gone the job is not followed any more.
    void pollFailed(const cga::ClusterJob& job, const cga::SlurmError& error);
    void cancelFinished(bool ok, const QString& message);
    void collectProgress(const QString& message);
    void collected(const cga::ClusterCollection& collection);

private:
    void drop(const QString& jobId);

    SlurmClient* m_client;
    ClusterCollector* m_collector;
    QHash<QString, ClusterJobMonitor*> m_monitors;
    int m_initialMs = 5000;
    int m_maxMs = 120000;
};

} // namespace cga
