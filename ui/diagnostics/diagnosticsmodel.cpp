#include "diagnostics/diagnosticsmodel.h"

#include <QApplication>
#include <QIcon>
#include <QStyle>

namespace cga {

namespace {
// Group rows carry this internal id; diagnostic rows carry their group + 1.
constexpr quintptr kGroupId = 0;
} // namespace

DiagnosticsModel::DiagnosticsModel(QObject* parent)
    : QAbstractItemModel(parent)
{
}

Severity DiagnosticsModel::groupSeverity(int group)
{
    static const Severity order[kGroups] = {Severity::Error, Severity::Warning, Severity::Info, Severity::Auto};
    return order[group];
}

void DiagnosticsModel::setDiagnostics(const Diagnostics& diagnostics)
{
    beginResetModel();
    m_all = diagnostics;
    for (auto& g : m_groups)
        g.clear();
    for (int i = 0; i < m_all.size(); ++i)
        for (int g = 0; g < kGroups; ++g)
            if (m_all[i].severity == groupSeverity(g))
                m_groups[g] << i;
    endResetModel();
}

const Diagnostic* DiagnosticsModel::diagnostic(const QModelIndex& index) const
{
    if (!index.isValid() || index.internalId() == kGroupId)
        return nullptr;
    const int g = int(index.internalId()) - 1;
    if (g < 0 || g >= kGroups || index.row() >= m_groups[g].size())
        return nullptr;
    return &m_all[m_groups[g][index.row()]];
}

QModelIndex DiagnosticsModel::indexOf(const QString& id) const
{
    for (int g = 0; g < kGroups; ++g)
        for (int r = 0; r < m_groups[g].size(); ++r)
            if (m_all[m_groups[g][r]].id == id)
                return createIndex(r, 0, quintptr(g + 1));
    return {};
}

int DiagnosticsModel::count(Severity s) const
{
    for (int g = 0; g < kGroups; ++g)
        if (groupSeverity(g) == s)
            return m_groups[g].size();
    return 0;
}

QModelIndex DiagnosticsModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column != 0 || row < 0)
        return {};
    if (!parent.isValid())
        return row < kGroups ? createIndex(row, 0, kGroupId) : QModelIndex();
    if (parent.internalId() != kGroupId || parent.row() >= kGroups || row >= m_groups[parent.row()].size())
        return {};
    return createIndex(row, 0, quintptr(parent.row() + 1));
}

QModelIndex DiagnosticsModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(int(child.internalId()) - 1, 0, kGroupId);
}

int DiagnosticsModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return kGroups;
    if (parent.internalId() == kGroupId && parent.row() < kGroups)
        return m_groups[parent.row()].size();
    return 0;
}

int DiagnosticsModel::columnCount(const QModelIndex&) const
{
    return 1;
}

QVariant DiagnosticsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kGroupId) {
        const Severity s = groupSeverity(index.row());
        switch (role) {
        case Qt::DisplayRole: {
            const int n = m_groups[index.row()].size();
            switch (s) {
            case Severity::Error:
                return tr("Errors (%1)").arg(n);
            case Severity::Warning:
                return tr("Warnings (%1)").arg(n);
            case Severity::Info:
                return tr("Notes (%1)").arg(n);
            case Severity::Auto:
                return tr("Automatic adjustments (%1)").arg(n);
            }
            return {};
        }
        case IsGroupRole:
            return true;
        case SeverityRole:
            return int(s);
        case Qt::DecorationRole: {
            QStyle* style = QApplication::style();
            if (!style)
                return {};
            switch (s) {
            case Severity::Error:
                return style->standardIcon(QStyle::SP_MessageBoxCritical);
            case Severity::Warning:
                return style->standardIcon(QStyle::SP_MessageBoxWarning);
            case Severity::Info:
                return style->standardIcon(QStyle::SP_MessageBoxInformation);
            case Severity::Auto:
                return style->standardIcon(QStyle::SP_BrowserReload);
            }
            return {};
        }
        default:
            return {};
        }
    }
    const Diagnostic* d = diagnostic(index);
    if (!d)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return QString(d->id + QStringLiteral("  ") + d->message);
    case Qt::ToolTipRole:
        return d->message;
    case IdRole:
        return d->id;
    case SeverityRole:
        return int(d->severity);
    case IsGroupRole:
        return false;
    case DiagnosticIndexRole:
        return m_groups[int(index.internalId()) - 1][index.row()];
    default:
        return {};
    }
}

void DiagnosticsModel::retranslate()
{
    emit dataChanged(index(0, 0), index(kGroups - 1, 0), {Qt::DisplayRole});
}

} // namespace cga
