#pragma once

#include "rules/diagnostic.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeView;
class QVBoxLayout;

namespace cga {

class DiagnosticsModel;

// The always-visible list of diagnostics, grouped by severity: selecting one shows its explanation, the upstream
// message, the fields it concerns (links that jump to the field) and its fixes as buttons.
class DiagnosticsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DiagnosticsPanel(QWidget* parent = nullptr);

    // `cleanSummary`: what to say when there is no error or warning (CheckCoverage: "valid" only when graph settings
    // were checked); empty keeps the last one.
    void setDiagnostics(const Diagnostics& diagnostics, const QString& cleanSummary = QString());
    DiagnosticsModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    // Selects a diagnostic by id (tests, links from other views). Returns false when it is not listed.
    bool select(const QString& id);
    QList<QPushButton*> fixButtons() const;
    QString detailsText() const;

signals:
    void fieldActivated(const QString& path);
    void fixRequested(const cga::Fix& fix, const QString& diagnosticId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showDetails(const Diagnostic* d);
    void retranslateUi();
    void updateSummary();

    DiagnosticsModel* m_model;
    QLabel* m_summary;
    QString m_cleanSummary;
    QTreeView* m_view;
    QTextBrowser* m_details;
    QWidget* m_fixBox;
    QVBoxLayout* m_fixLayout;
    QString m_selectedId;
};

} // namespace cga
