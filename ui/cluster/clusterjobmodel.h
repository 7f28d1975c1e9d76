#pragma once

#include "cluster/clusterjob.h"

#include <QAbstractTableModel>

namespace cga {

// The submitted cluster jobs as a table: job id, name, state, eager step, graph step, elapsed, submitted, logs.
class ClusterJobModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        JobColumn,
        NameColumn,
        StateColumn,
        EagerColumn,
        GraphColumn,
        ElapsedColumn,
        SubmittedColumn,
        LogsColumn,
        ColumnCount
    };
    enum Roles { JobIdRole = Qt::UserRole + 1, StateRole };

    explicit ClusterJobModel(QObject* parent = nullptr);

    void setJobs(const QList<ClusterJob>& jobs);
    // Replaces one job (matched by id) in place; false when it is not listed.
    bool updateJob(const ClusterJob& job);
    const QList<ClusterJob>& jobs() const { return m_jobs; }
    const ClusterJob* job(const QModelIndex& index) const;
    QModelIndex indexOf(const QString& jobId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

public slots:
    void retranslate();

private:
    QList<ClusterJob> m_jobs;
};

} // namespace cga
