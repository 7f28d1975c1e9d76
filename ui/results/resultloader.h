#pragma once

#include "log/logfinding.h"
#include "report/reportinput.h"
#include "results/workerthread.h"

#include <QObject>
#include <QStringList>

namespace cga {

// Reads result files and training logs off the GUI thread: a log of gigabytes takes seconds to parse and
// diagnose. Each file becomes a ReportInput (and, for a training log, the diagnosis of its known failure
// signatures). Cancelling stops before the next file and drops what the current one yields.
class ResultLoader : public QObject
{
    Q_OBJECT

public:
    explicit ResultLoader(QObject* parent = nullptr);

    void load(const QStringList& paths);
    void cancel();
    bool isRunning() const;

    struct Loaded
    {
        QList<ReportInput> inputs;
        QList<LogFinding> findings; // of the training logs among them
        QStringList errors; // translated, each naming its file
    };

signals:
    void fileStarted(int index, int count, const QString& path);
    void finished(const cga::ResultLoader::Loaded& loaded, bool cancelled);

private:
    WorkerThread m_worker;
};

} // namespace cga
