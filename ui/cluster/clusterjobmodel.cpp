#include "cluster/clusterjobmodel.h"

#include "cluster/slurmoutput.h"

#include <QBrush>

namespace cga {

namespace {

QString stepCell(const ClusterStep* s)
{
    if (!s)
        return QStringLiteral("-");
    QString t = SlurmOutput::stateTitle(s->state);
    if (s->elapsedSeconds >= 0)
        t += QStringLiteral(" (%1)").arg(SlurmOutput::formatElapsed(s->elapsedSeconds));
    return t;
}

} // namespace

ClusterJobModel::ClusterJobModel(QObject* parent)
    : QAbstractTableModel(parent)
{
}

void ClusterJobModel::setJobs(const QList<ClusterJob>& jobs)
{
    beginResetModel();
    m_jobs = jobs;
    endResetModel();
}

bool ClusterJobModel::updateJob(const ClusterJob& job)
{
    for (int i = 0; i < m_jobs.size(); ++i) {
        if (m_jobs[i].jobId == job.jobId) {
            m_jobs[i] = job;
            emit dataChanged(index(i, 0), index(i, ColumnCount - 1));
            return true;
        }
    }
    return false;
}

const ClusterJob* ClusterJobModel::job(const QModelIndex& index) const
{
    if (!index.isValid() || index.row() >= m_jobs.size())
        return nullptr;
    return &m_jobs[index.row()];
}

QModelIndex ClusterJobModel::indexOf(const QString& jobId) const
{
    for (int i = 0; i < m_jobs.size(); ++i)
        if (m_jobs[i].jobId == jobId)
            return index(i, 0);
    return {};
}

int ClusterJobModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_jobs.size());
}

int ClusterJobModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterJobModel::data(const QModelIndex& index, int role) const
{
    const ClusterJob* j = job(index);
    if (!j)
        return {};
    if (role == JobIdRole)
        return j->jobId;
    if (role == StateRole)
        return j->state;
    if (role == Qt::ToolTipRole) {
        QString tip = j->title.isEmpty() ? j->displayName() : j->displayName() + QStringLiteral(" - ") + j->title;
        if (!j->reason.isEmpty())
            tip += QLatin1Char('\n') + tr("Reason: %1").arg(j->reason);
        if (!j->lastError.isEmpty())
            tip += QLatin1Char('\n') + j->lastError;
        return tip;
    }
    if (role == Qt::ForegroundRole && index.column() == StateColumn) {
        if (j->isTerminal() && !j->succeeded())
            return QBrush(QColor(0xc0, 0x30, 0x30));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case JobColumn:
        return j->jobId;
    case NameColumn:
        return j->params.jobName;
    case StateColumn:
        return j->lastError.isEmpty() ? SlurmOutput::stateTitle(j->state)
                                      : tr("%1 (last poll failed)").arg(SlurmOutput::stateTitle(j->state));
    case EagerColumn:
        return stepCell(j->step(QStringLiteral("eager")));
    case GraphColumn:
        return stepCell(j->step(QStringLiteral("graph")));
    case ElapsedColumn:
        return SlurmOutput::formatElapsed(j->elapsedSeconds);
    case SubmittedColumn:
        return j->submittedAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
    case LogsColumn:
        return j->logDir;
    }
    return {};
}

QVariant ClusterJobModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case JobColumn:
        return tr("Job");
    case NameColumn:
        return tr("Name");
    case StateColumn:
        return tr("State");
    case EagerColumn:
        return tr("Eager step");
    case GraphColumn:
        return tr("Graph step");
    case ElapsedColumn:
        return tr("Elapsed");
    case SubmittedColumn:
        return tr("Submitted");
    case LogsColumn:
        return tr("Logs");
    }
    return {};
}

void ClusterJobModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_jobs.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

} // namespace cga
