#include "results/profileloader.h"

#include <QMetaObject>
#include <QThread>

namespace cga {

ProfileLoader::ProfileLoader(QObject* parent)
    : QObject(parent)
{
}

ProfileLoader::~ProfileLoader()
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

bool ProfileLoader::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void ProfileLoader::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void ProfileLoader::load(const QString& path, const ProfileReadOptions& options)
{
    cancel();
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    auto cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_cancel = cancelFlag;
    // The destructor waits for the thread, so `this` outlives it; the report is delivered on the GUI thread.
    m_thread = QThread::create([this, path, options, cancelFlag] {
        ProfileReadOptions withProgress = options;
        int last = -1;
        withProgress.progress = [this, &last, cancelFlag](double share) {
            const int percent = int(share * 100);
            if (percent != last) {
                last = percent;
                QMetaObject::invokeMethod(
                    this, [this, percent] { emit progressed(percent); }, Qt::QueuedConnection);
            }
            return !*cancelFlag;
        };
        ProfileReport report;
        ProfileError error;
        if (!ProfileReport::load(path, &report, &error, withProgress) && *cancelFlag)
            error.kind = ProfileError::Kind::Cancelled;
        QThread* const worker = QThread::currentThread();
        QMetaObject::invokeMethod(
            this,
            [this, report, error, worker] {
                // As ResultLoader: isRunning() is false for whoever reacts to finished().
                if (m_thread == worker)
                    m_thread->wait();
                emit finished(report, error);
            },
            Qt::QueuedConnection);
    });
    m_thread->start();
}

} // namespace cga
