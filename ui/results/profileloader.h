#pragma once

#include "profile/profilereport.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace cga {

// Reads and analyses a profiler trace off the GUI thread: a trace of hundreds of megabytes takes seconds. Reports
// the share read as it goes; cancel() stops the read at its next progress report.
class ProfileLoader : public QObject
{
    Q_OBJECT

public:
    explicit ProfileLoader(QObject* parent = nullptr);
    ~ProfileLoader() override;

    void load(const QString& path, const ProfileReadOptions& options = {});
    void cancel();
    bool isRunning() const;

signals:
    void progressed(int percent);
    // error.kind is Cancelled when cancel() stopped it.
    void finished(const cga::ProfileReport& report, const cga::ProfileError& error);

private:
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

} // namespace cga
