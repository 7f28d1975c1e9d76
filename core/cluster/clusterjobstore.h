#pragma once

#include "cluster/clusterjob.h"

#include <QObject>

#include <optional>

namespace cga {

// The submitted jobs, kept in one JSON file (cluster-jobs.json) in a folder the caller chooses, so a user can close
// the application and come back, and the GUI and the command line see the same list. Every change re-reads the file
// (the other front end may have written it), applies itself and writes the file atomically (QSaveFile). A file that
// cannot be read is reported and set aside (renamed *.corrupt-<time>) before the next write, never overwritten.
class ClusterJobStore : public QObject
{
    Q_OBJECT

public:
    // folder empty: defaultFolder().
    explicit ClusterJobStore(const QString& folder = QString(), QObject* parent = nullptr);

    // GenericDataLocation/cuda-graph-assistant/cluster: shared by cga and cga-gui.
    static QString defaultFolder();
    QString folder() const { return m_folder; }
    QString filePath() const;

    // Reads the file; a missing file is an empty list. False with *error (translated, naming the file) otherwise.
    bool load(QString* error = nullptr);
    QList<ClusterJob> jobs() const { return m_jobs; } // newest first
    std::optional<ClusterJob> job(const QString& jobId) const;

    bool add(const ClusterJob& job, QString* error = nullptr); // replaces a job with the same id
    bool update(const ClusterJob& job, QString* error = nullptr); // false when the job is not in the list
    bool remove(const QString& jobId, QString* error = nullptr);

signals:
    void jobsChanged();

private:
    bool reload(QString* error);
    bool save(QString* error);
    void sort();

    QString m_folder;
    QList<ClusterJob> m_jobs;
    QStringList m_skipped; // entries of the file that could not be read
    bool m_corrupt = false;
};

} // namespace cga
