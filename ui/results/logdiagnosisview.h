#pragma once

#include "log/logfinding.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace cga {

// The known failure signatures found in the opened training logs: one row per finding (severity, signature, pain
// point, rule, title) with the fix and the evidence lines (file:line, rank) beneath it.
class LogDiagnosisView : public QWidget
{
    Q_OBJECT

public:
    explicit LogDiagnosisView(QWidget* parent = nullptr);

    void setFindings(const QList<LogFinding>& findings);
    void addFindings(const QList<LogFinding>& findings);
    void clear();
    const QList<LogFinding>& findings() const { return m_findings; }
    QTreeWidget* tree() const { return m_tree; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void retranslateUi();

    QList<LogFinding> m_findings;
    QLabel* m_summary;
    QTreeWidget* m_tree;
};

} // namespace cga
