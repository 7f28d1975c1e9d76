#include "cluster/clusterjobwatcher.h"

#include "cluster/clusterjobmonitor.h"
#include "cluster/slurmclient.h" // SlurmCall, which the monitor header only declares

namespace cga {

ClusterJobWatcher::ClusterJobWatcher(SlurmClient* client, QObject* parent)
    : QObject(parent)
    , m_client(client)
    , m_collector(new ClusterCollector(this))
{
    connect(m_collector, &ClusterCollector::progress, this, &ClusterJobWatcher::collectProgress);
    connect(m_collector, &ClusterCollector::finished, this, [this] { emit collected(m_collector->result()); });
}

ClusterJobWatcher::~ClusterJobWatcher()
{
    for (ClusterJobMonitor* m : std::as_const(m_monitors))
        m->stop();
}

void ClusterJobWatcher::follow(const ClusterJob& job)
{
    if (ClusterJobMonitor* m = m_monitors.value(job.jobId)) {
        m->pollNow();
        return;
    }
    const QString jobId = job.jobId;
    auto* monitor = new ClusterJobMonitor(m_client, this);
    monitor->setBackoff(m_initialMs, m_maxMs);
    monitor->setJob(job);
    m_monitors.insert(jobId, monitor);
    connect(monitor, &ClusterJobMonitor::jobChanged, this, &ClusterJobWatcher::jobChanged);
    connect(monitor, &ClusterJobMonitor::finished, this, [this, jobId](const ClusterJob& j) {
        drop(jobId);
        emit jobEnded(j, true, QString());
    });
    connect(monitor, &ClusterJobMonitor::failed, this, [this, jobId](const ClusterJob& j, const QString& reason) {
        drop(jobId);
        emit jobEnded(j, false, reason);
    });
    connect(monitor, &ClusterJobMonitor::pollError, this, [this, monitor](const SlurmError& e) {
        if (e.kind == SlurmError::Kind::AccountingDisabled)
            return;
        emit pollFailed(monitor->job(), e);
        if (!monitor->isRunning()) // Slurm is gone: stop following
            drop(monitor->job().jobId);
    });
    connect(monitor, &ClusterJobMonitor::cancelFinished, this, &ClusterJobWatcher::cancelFinished);
    monitor->start();
}

void ClusterJobWatcher::pollNow(const QString& jobId)
{
    if (ClusterJobMonitor* m = m_monitors.value(jobId))
        m->pollNow();
}

void ClusterJobWatcher::cancel(const QString& jobId)
{
    if (ClusterJobMonitor* m = m_monitors.value(jobId))
        m->cancelJob();
}

void ClusterJobWatcher::forget(const QString& jobId)
{
    if (ClusterJobMonitor* m = m_monitors.take(jobId)) {
        m->stop();
        m->deleteLater();
    }
}

void ClusterJobWatcher::drop(const QString& jobId)
{
    if (ClusterJobMonitor* m = m_monitors.take(jobId))
        m->deleteLater();
}

QList<ClusterJob> ClusterJobWatcher::followedJobs() const
{
    QList<ClusterJob> jobs;
    for (const ClusterJobMonitor* m : m_monitors)
        jobs << m->job();
    return jobs;
}

void ClusterJobWatcher::setBackoff(int initialMs, int maxMs)
{
    m_initialMs = initialMs;
    m_maxMs = maxMs;
}

bool ClusterJobWatcher::collect(const ClusterJob& job)
{
    return m_collector->start(job);
}

void ClusterJobWatcher::stopCollecting()
{
    m_collector->cancel();
}

} // namespace cga
