#include "cluster/clusterjobstore.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

namespace cga {

namespace {
constexpr int kFormatVersion = 1;
}

ClusterJobStore::ClusterJobStore(const QString& folder, QObject* parent)
    : QObject(parent)
    , m_folder(folder.isEmpty() ? defaultFolder() : folder)
{
}

QString ClusterJobStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/cuda-graph-assistant/cluster");
}

QString ClusterJobStore::filePath() const
{
    return QDir(m_folder).filePath(QStringLiteral("cluster-jobs.json"));
}

bool ClusterJobStore::reload(QString* error)
{
    m_jobs.clear();
    m_skipped.clear();
    m_corrupt = false;
    QFile f(filePath());
    if (!f.exists())
        return true;
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot read the job list %1: %2").arg(filePath(), f.errorString());
        return false;
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject()
        || !doc.object().value(QLatin1String("jobs")).isArray()) {
        m_corrupt = true;
        if (error)
            *error = pe.error != QJsonParseError::NoError
                ? tr("The job list %1 is damaged at byte %2 (%3); it will be set aside when a job is added.")
                      .arg(filePath())
                      .arg(pe.offset)
                      .arg(pe.errorString())
                : tr("The job list %1 has no \"jobs\" array; it will be set aside when a job is added.")
                      .arg(filePath());
        return false;
    }
    const int version = doc.object().value(QLatin1String("version")).toInt(kFormatVersion);
    if (version > kFormatVersion) {
        m_corrupt = true;
        if (error)
            *error = tr("The job list %1 was written by a newer version (format %2).").arg(filePath()).arg(version);
        return false;
    }
    for (const QJsonValue& v : doc.object().value(QLatin1String("jobs")).toArray()) {
        ClusterJob job;
        QString why;
        if (v.isObject() && ClusterJob::fromJson(v.toObject(), &job, &why))
            m_jobs << job;
        else
            m_skipped << (why.isEmpty() ? tr("an entry is not an object") : why);
    }
    sort();
    m_corrupt = !m_skipped.isEmpty(); // keep the unreadable entries: the file is set aside before the next write
    if (!m_skipped.isEmpty() && error)
        *error = tr("Some entries of %1 were skipped: %2").arg(filePath(), m_skipped.join(QStringLiteral("; ")));
    return m_skipped.isEmpty();
}

bool ClusterJobStore::load(QString* error)
{
    const bool ok = reload(error);
    emit jobsChanged();
    return ok;
}

std::optional<ClusterJob> ClusterJobStore::job(const QString& jobId) const
{
    for (const ClusterJob& j : m_jobs)
        if (j.jobId == jobId)
            return j;
    return std::nullopt;
}

void ClusterJobStore::sort()
{
    std::stable_sort(m_jobs.begin(), m_jobs.end(), [](const ClusterJob& a, const ClusterJob& b) {
        if (a.submittedAt != b.submittedAt)
            return a.submittedAt > b.submittedAt;
        return a.jobId.toLongLong() > b.jobId.toLongLong();
    });
}

bool ClusterJobStore::save(QString* error)
{
    if (!QDir().mkpath(m_folder)) {
        if (error)
            *error = tr("Cannot create the folder %1 for the job list.").arg(m_folder);
        return false;
    }
    if (m_corrupt) {
        const QString aside = filePath() + QStringLiteral(".corrupt-")
            + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddTHHmmss"));
        QFile::rename(filePath(), aside);
        m_corrupt = false;
    }
    QJsonArray a;
    for (const ClusterJob& j : m_jobs)
        a.append(j.toJson());
    QJsonObject root;
    root[QStringLiteral("version")] = kFormatVersion;
    root[QStringLiteral("jobs")] = a;
    QSaveFile f(filePath());
    // flush() before commit(): commit() does not report a failed flush of Qt's buffer (a full disk), and would put a
    // truncated list in place of the previous one.
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(root).toJson(QJsonDocument::Indented)) < 0 || !f.flush()
        || !f.commit()) {
        if (error)
            *error = tr("Cannot write the job list %1: %2").arg(filePath(), f.errorString());
        return false;
    }
    return true;
}

bool ClusterJobStore::add(const ClusterJob& job, QString* error)
{
    reload(nullptr); // a damaged file is set aside by save()
    m_jobs.erase(
        std::remove_if(m_jobs.begin(), m_jobs.end(), [&job](const ClusterJob& j) { return j.jobId == job.jobId; }),
        m_jobs.end());
    m_jobs << job;
    sort();
    const bool ok = save(error);
    emit jobsChanged();
    return ok;
}

bool ClusterJobStore::update(const ClusterJob& job, QString* error)
{
    reload(nullptr);
    for (ClusterJob& j : m_jobs) {
        if (j.jobId == job.jobId) {
            j = job;
            const bool ok = save(error);
            emit jobsChanged();
            return ok;
        }
    }
    if (error)
        *error = tr("Job %1 is not in the job list.").arg(job.jobId);
    return false;
}

bool ClusterJobStore::remove(const QString& jobId, QString* error)
{
    reload(nullptr);
    const auto before = m_jobs.size();
    m_jobs.erase(
        std::remove_if(m_jobs.begin(), m_jobs.end(), [&jobId](const ClusterJob& j) { return j.jobId == jobId; }),
        m_jobs.end());
    if (m_jobs.size() == before) {
        if (error)
            *error = tr("Job %1 is not in the job list.").arg(jobId);
        return false;
    }
    const bool ok = save(error);
    emit jobsChanged();
    return ok;
}

} // namespace cga
