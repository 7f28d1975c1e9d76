#pragma once

#include "cluster/clusterjob.h"
#include "log/logfinding.h"
#include "report/resultreport.h"

#include <QObject>

#include <atomic>
#include <functional>
#include <memory>

class QThread;

namespace cga {

// What the step logs of an A/B job say: the eager and graph logs read as benchmark results (ResultReport: phases,
// medians, the speedup of replay over eager, as for a local benchmark) and the failure diagnosis of the steps that
// did not complete (and of the job's output when the job failed).
struct ClusterCollection
{
    Q_DECLARE_TR_FUNCTIONS(cga::ClusterCollection)

public:
    ClusterJob job;
    ResultReport report; // inputs: the step logs that could be read, eager first
    QList<LogFinding> findings;
    QStringList diagnosedFiles;
    QStringList errors; // translated: logs missing or unreadable
    bool cancelled = false;

    const ModeReport* eagerMode() const; // the eager step's run (its last run when the log holds several)
    const ModeReport* graphMode() const;
    const SpeedupReport* speedup() const; // graph against eager, when both have steady iterations
    bool hasNumbers() const { return eagerMode() || graphMode(); }
    QJsonObject toJson() const; // {"job", "report", "findings", "diagnosed", "errors"}
};

// Reads a job's step logs with the core log parser and diagnosis. collect() is synchronous (command line, tests,
// worker threads); start() runs it on a worker thread and reports finished() on the caller's thread, so a GUI never
// waits on large logs. cancel() stops between files.
class ClusterCollector : public QObject
{
    Q_OBJECT

public:
    explicit ClusterCollector(QObject* parent = nullptr);
    ~ClusterCollector() override;

    using Progress = std::function<void(const QString& message)>;
    static ClusterCollection collect(const ClusterJob& job, const std::atomic_bool* cancel = nullptr,
                                     const Progress& progress = {});

    bool start(const ClusterJob& job); // false while one is running
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    ClusterCollection result() const { return m_result; }

signals:
    void progress(const QString& message);
    void finished(); // result() holds the collection

private:
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
    ClusterCollection m_result;
};

} // namespace cga

Q_DECLARE_METATYPE(cga::ClusterCollection)
