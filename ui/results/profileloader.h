#pragma once

#include "profile/profilereport.h"
#include "results/workerthread.h"

#include <QObject>
#include <QString>

namespace cga {

// Reads and analyses a profiler trace off the GUI thread: a trace of hundreds of megabytes takes seconds. Reports
// the share read as it goes; cancel() stops the read at its next progress report.
class ProfileLoader : public QObject
{
    Q_OBJECT

public:
    explicit ProfileLoader(QObject* parent = nullptr);

    void load(const QString& path, const ProfileReadOptions& options = {});
    void cancel();
    bool isRunning() const;

signals:
    void progressed(int percent);
    // error.kind is Cancelled when cancel() stopped it.
    void finished(const cga::ProfileReport& report, const cga::ProfileError& error);

private:
    WorkerThread m_worker;
};

} // namespace cga
