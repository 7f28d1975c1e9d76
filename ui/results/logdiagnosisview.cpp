#include "results/logdiagnosisview.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cga {

LogDiagnosisView::LogDiagnosisView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_tree(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("logDiagnosisView"));
    m_tree->setObjectName(QStringLiteral("logFindings"));
    m_tree->setColumnCount(5);
    m_tree->setRootIsDecorated(true);
    m_tree->setWordWrap(true);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(true);
    m_summary->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    retranslateUi();
}

void LogDiagnosisView::setFindings(const QList<LogFinding>& findings)
{
    m_findings = findings;
    fill();
}

void LogDiagnosisView::addFindings(const QList<LogFinding>& findings)
{
    m_findings += findings;
    fill();
}

void LogDiagnosisView::clear()
{
    m_findings.clear();
    fill();
}

void LogDiagnosisView::fill()
{
    m_tree->clear();
    int errors = 0;
    for (const LogFinding& f : m_findings) {
        errors += f.isError();
        auto* item = new QTreeWidgetItem(m_tree);
        const QStyle::StandardPixmap icon = f.severity == Severity::Error ? QStyle::SP_MessageBoxCritical
            : f.severity == Severity::Warning                             ? QStyle::SP_MessageBoxWarning
                                                                          : QStyle::SP_MessageBoxInformation;
        item->setIcon(0, style()->standardIcon(icon));
        item->setText(0, f.id);
        item->setText(1, f.painPoint);
        item->setText(2, f.rule.isEmpty() ? QStringLiteral("—") : f.rule);
        item->setText(3, QString::number(f.occurrences));
        item->setText(4, f.title);
        item->setToolTip(4, f.title);
        auto* fix = new QTreeWidgetItem(item);
        fix->setFirstColumnSpanned(true);
        fix->setText(0, tr("Fix: %1").arg(f.fix));
        for (const QString& e : f.evidence) {
            auto* ev = new QTreeWidgetItem(item);
            ev->setFirstColumnSpanned(true);
            ev->setText(0, e);
            ev->setToolTip(0, e);
        }
        item->setExpanded(f.isError());
    }
    m_summary->setText(m_findings.isEmpty()
                           ? tr("No known failure signature in the opened training logs.")
                           : tr("%n known failure signature(s) in the training logs, %1 of them errors.", nullptr,
                                int(m_findings.size()))
                                 .arg(errors));
}

void LogDiagnosisView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LogDiagnosisView::retranslateUi()
{
    m_tree->setHeaderLabels({tr("Signature"), tr("Pain point"), tr("Rule"), tr("Lines"), tr("What happened")});
    fill();
}

} // namespace cga
