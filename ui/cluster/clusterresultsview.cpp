#include "cluster/clusterresultsview.h"

#include "cluster/slurmoutput.h"
#include "results/resultsview.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cga {

namespace {

QString ms(double v)
{
    return std::isfinite(v) ? QLocale().toString(v, 'f', 1) : QStringLiteral("-");
}

} // namespace

ClusterResultsView::ClusterResultsView(QWidget* parent)
    : QWidget(parent)
    , m_tabs(new QTabWidget(this))
    , m_charts(new ResultsView(this))
    , m_summary(new QLabel(this))
    , m_phases(new QTableWidget(this))
    , m_findingsTitle(new QLabel(this))
    , m_findings(new QTreeWidget(this))
{
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("clusterResultsSummary"));
    m_phases->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_phases->verticalHeader()->hide();
    m_phases->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_findings->setColumnCount(3);
    m_findings->setRootIsDecorated(true);
    m_findings->setWordWrap(true);
    auto* numbers = new QWidget(this);
    auto* numbersLayout = new QVBoxLayout(numbers);
    numbersLayout->addWidget(m_summary);
    numbersLayout->addWidget(m_phases, 1);
    numbersLayout->addWidget(m_findingsTitle);
    numbersLayout->addWidget(m_findings, 1);
    m_tabs->addTab(numbers, QString());
    m_tabs->addTab(m_charts, QString());
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    rebuild();
}

void ClusterResultsView::setCollection(const ClusterCollection& collection)
{
    m_collection = collection;
    m_hasCollection = true;
    m_charts->setInputs(collection.report.inputs);
    rebuild();
}

void ClusterResultsView::clear()
{
    m_collection = ClusterCollection();
    m_hasCollection = false;
    m_charts->clear();
    rebuild();
}

QString ClusterResultsView::summaryText() const
{
    return m_summary->text();
}

void ClusterResultsView::rebuild()
{
    m_tabs->setTabText(0, tr("Numbers and diagnosis"));
    m_tabs->setTabText(1, tr("Charts"));
    m_phases->clear();
    m_findings->clear();
    m_phases->setColumnCount(3);
    m_phases->setHorizontalHeaderLabels({tr("Phase"), tr("Eager (ms)"), tr("Graph (ms)")});
    m_findings->setHeaderLabels({tr("Finding"), tr("Pain point"), tr("Title")});
    m_findingsTitle->setText(tr("Diagnosis of the failed steps:"));
    if (!m_hasCollection) {
        m_phases->setRowCount(0);
        m_summary->setText(tr("Collect a job's results to compare its eager and graph steps."));
        m_findingsTitle->setVisible(false);
        m_findings->setVisible(false);
        return;
    }
    const ClusterCollection& c = m_collection;
    const ModeReport* eager = c.eagerMode();
    const ModeReport* graph = c.graphMode();
    QStringList lines;
    lines << tr("Job %1: %2").arg(c.job.displayName(), SlurmOutput::stateTitle(c.job.state));
    if (const SpeedupReport* sp = c.speedup()) {
        lines << tr("Replay is %1x the speed of eager: %2 ms against %3 ms per iteration (%4 ms saved).")
                     .arg(QLocale().toString(sp->speedup, 'f', 3), ms(sp->graphMedianMs), ms(sp->eagerMedianMs),
                          ms(sp->savedMsPerIteration));
        if (std::isfinite(sp->breakEvenIterations))
            lines << tr("The capture pays for itself after %1 iterations.")
                         .arg(QLocale().toString(sp->breakEvenIterations, 'f', 1));
    } else if (eager || graph) {
        lines << tr("No speedup: a step has no steady iterations.");
    } else {
        lines << tr("No iteration was read from the step logs.");
    }
    for (const QString& e : c.errors)
        lines << e;
    for (const QString& w : c.report.warnings)
        lines << w;
    m_summary->setText(lines.join(QLatin1Char('\n')));

    QList<int> phases;
    for (int p = 0; p < 7; ++p)
        if ((eager && eager->phases[p].count > 0) || (graph && graph->phases[p].count > 0))
            phases << p;
    m_phases->setRowCount(static_cast<int>(phases.size()));
    const auto cell = [](const ModeReport* m, int p) {
        if (!m || m->phases[p].count == 0)
            return QStringLiteral("-");
        return tr("%1 (n=%2, IQR %3)").arg(ms(m->phases[p].median)).arg(m->phases[p].count).arg(ms(m->phases[p].iqr()));
    };
    for (int row = 0; row < phases.size(); ++row) {
        const int p = phases[row];
        m_phases->setItem(row, 0, new QTableWidgetItem(BenchmarkResult::phaseTitle(static_cast<RunPhase>(p))));
        m_phases->setItem(row, 1, new QTableWidgetItem(cell(eager, p)));
        m_phases->setItem(row, 2, new QTableWidgetItem(cell(graph, p)));
    }

    const bool diagnosed = !c.diagnosedFiles.isEmpty();
    m_findingsTitle->setVisible(diagnosed);
    m_findings->setVisible(diagnosed);
    if (diagnosed && c.findings.isEmpty()) {
        auto* none = new QTreeWidgetItem(m_findings, {tr("No known failure signature found.")});
        none->setFirstColumnSpanned(true);
    }
    for (const LogFinding& f : c.findings) {
        auto* item = new QTreeWidgetItem(m_findings, {f.id, f.painPoint, f.title});
        item->setToolTip(2, f.fix);
        for (const QString& e : f.evidence) {
            auto* ev = new QTreeWidgetItem(item, {e});
            ev->setFirstColumnSpanned(true);
        }
        auto* fix = new QTreeWidgetItem(item, {tr("Fix: %1").arg(f.fix)});
        fix->setFirstColumnSpanned(true);
        item->setExpanded(true);
    }
}

void ClusterResultsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace cga
