#include "results/profileloader.h"

#include <QMetaObject>

namespace cga {

ProfileLoader::ProfileLoader(QObject* parent)
    : QObject(parent)
{
}

bool ProfileLoader::isRunning() const
{
    return m_worker.isRunning();
}

void ProfileLoader::cancel()
{
    m_worker.cancel();
}

void ProfileLoader::load(const QString& path, const ProfileReadOptions& options)
{
    // The worker is a member, so `this` outlives the work; the report is delivered on the GUI thread.
    m_worker.start([this, path, options](const std::atomic<bool>& cancelled) {
        ProfileReadOptions withProgress = options;
        int last = -1;
        withProgress.progress = [this, &last, &cancelled](double share) {
            const int percent = int(share * 100);
            if (percent != last) {
                last = percent;
                QMetaObject::invokeMethod(
                    this, [this, percent] { emit progressed(percent); }, Qt::QueuedConnection);
            }
            return !cancelled;
        };
        ProfileReport report;
        ProfileError error;
        if (!ProfileReport::load(path, &report, &error, withProgress) && cancelled)
            error.kind = ProfileError::Kind::Cancelled;
        m_worker.finish(this, [this, report, error] { emit finished(report, error); });
    });
}

} // namespace cga
