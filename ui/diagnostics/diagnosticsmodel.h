#pragma once

#include "rules/diagnostic.h"

#include <QAbstractItemModel>

namespace cga {

// Diagnostics grouped by severity: four fixed group rows (errors, warnings, notes, automatic adjustments), each
// holding its diagnostics in evaluation order.
class DiagnosticsModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Roles { IdRole = Qt::UserRole + 1, SeverityRole, IsGroupRole, DiagnosticIndexRole };

    explicit DiagnosticsModel(QObject* parent = nullptr);

    void setDiagnostics(const Diagnostics& diagnostics);
    const Diagnostics& diagnostics() const { return m_all; }
    const Diagnostic* diagnostic(const QModelIndex& index) const;
    QModelIndex indexOf(const QString& id) const;
    int count(Severity s) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

    static constexpr int kGroups = 4;
    static Severity groupSeverity(int group);

public slots:
    void retranslate(); // group titles follow the language

private:
    Diagnostics m_all;
    QList<int> m_groups[kGroups]; // indices into m_all
};

} // namespace cga
