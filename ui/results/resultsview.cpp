#include "results/resultsview.h"

#include "log/logdiagnosis.h"
#include "results/chartpagewriter.h"
#include "results/charts.h"
#include "results/logdiagnosisview.h"
#include "results/profileview.h"
#include "results/reportchartrenderer.h"
#include "results/resultloader.h"
#include "results/resultsummary.h"
#include "util/atomicwrite.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressDialog>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace cga {

namespace {

QString num(double v, int decimals = 2)
{
    return std::isfinite(v) ? QString::number(v, 'f', decimals) : QStringLiteral("—");
}

} // namespace

ResultsView::ResultsView(QWidget* parent)
    : QWidget(parent)
    , m_summary(new QLabel(this))
    , m_detailsButton(new QToolButton(this))
    , m_details(new QPlainTextEdit(this))
    , m_splitter(new QSplitter(Qt::Vertical, this))
    , m_table(new QTableWidget(this))
    , m_tabs(new QTabWidget(this))
    , m_diagnosis(new LogDiagnosisView(this))
    , m_profile(new ProfileView(this))
    , m_loader(new ResultLoader(this))
    , m_charts(ReportChartRenderer::makeCharts())
    , m_open(new QPushButton(this))
    , m_clear(new QPushButton(this))
    , m_export(new QPushButton(this))
    , m_exportCharts(new QAction(this))
    , m_exportShown(new QAction(this))
    , m_saveJson(new QAction(this))
    , m_saveCsv(new QAction(this))
{
    setObjectName(QStringLiteral("resultsView"));
    m_table->setObjectName(QStringLiteral("resultsTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (ChartWidget* c : m_charts)
        m_tabs->addTab(c, c->title());
    m_tabs->addTab(m_diagnosis, QString());
    m_tabs->addTab(m_profile, QString());
    auto* buttons = new QHBoxLayout;
    m_export->setObjectName(QStringLiteral("resultsExport"));
    auto* exportMenu = new QMenu(m_export);
    exportMenu->addActions({m_exportCharts, m_exportShown, m_saveJson, m_saveCsv});
    m_export->setMenu(exportMenu);
    for (QPushButton* b : {m_open, m_clear, m_export})
        buttons->addWidget(b);
    buttons->addStretch(1);
    // The summary: every verdict, warning and error in full (wrapped, never cut), scrolling when the user makes
    // the pane smaller; the runner's stray output below it, in a details pane that opens on request.
    m_summary->setObjectName(QStringLiteral("resultsSummary"));
    m_summary->setWordWrap(true);
    m_summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setTextFormat(Qt::PlainText);
    auto* summaryScroll = new QScrollArea(this);
    summaryScroll->setObjectName(QStringLiteral("resultsSummaryScroll"));
    summaryScroll->setWidget(m_summary);
    summaryScroll->setWidgetResizable(true);
    summaryScroll->setFrameShape(QFrame::NoFrame);
    summaryScroll->setMinimumHeight(2 * fontMetrics().height());
    m_detailsButton->setObjectName(QStringLiteral("resultsDetailsButton"));
    m_detailsButton->setCheckable(true);
    m_detailsButton->setAutoRaise(true);
    m_detailsButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_detailsButton->setArrowType(Qt::RightArrow);
    m_details->setObjectName(QStringLiteral("resultsDetails"));
    m_details->setReadOnly(true);
    m_details->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_details->setVisible(false);
    connect(m_detailsButton, &QToolButton::toggled, this, [this](bool open) {
        m_detailsButton->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
        m_details->setVisible(open);
        fitSummary();
    });
    auto* summaryBox = new QWidget(this);
    auto* summaryLayout = new QVBoxLayout(summaryBox);
    summaryLayout->setContentsMargins(0, 0, 0, 0);
    summaryLayout->setSpacing(2);
    summaryLayout->addWidget(summaryScroll, 1);
    summaryLayout->addWidget(m_detailsButton, 0, Qt::AlignLeft);
    summaryLayout->addWidget(m_details, 1);
    m_table->setMinimumHeight(4 * fontMetrics().height());
    m_splitter->setObjectName(QStringLiteral("resultsSplitter"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(summaryBox);
    m_splitter->addWidget(m_table);
    m_splitter->addWidget(m_tabs);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setStretchFactor(2, 4);
    m_splitter->setSizes({60, 140, 560});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_splitter, 1);
    layout->addLayout(buttons);
    connect(m_open, &QPushButton::clicked, this, &ResultsView::askOpen);
    connect(m_clear, &QPushButton::clicked, this, &ResultsView::clear);
    connect(m_exportCharts, &QAction::triggered, this, &ResultsView::askExport);
    connect(m_exportShown, &QAction::triggered, this, &ResultsView::askExportShown);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        m_exportShown->setEnabled(m_export->isEnabled() && qobject_cast<ChartWidget*>(m_tabs->currentWidget()));
    });
    connect(m_saveJson, &QAction::triggered, this, &ResultsView::askSaveJson);
    connect(m_saveCsv, &QAction::triggered, this, &ResultsView::askSaveCsv);
    retranslateUi();
    rebuild();
}

void ResultsView::setInputs(const QList<ReportInput>& inputs)
{
    m_inputs = inputs;
    rebuild();
}

void ResultsView::addInput(const ReportInput& input)
{
    m_inputs << input;
    rebuild();
}

void ResultsView::addResult(const BenchmarkResult& result, const QString& label)
{
    ReportInput input;
    input.path = label;
    input.kind = ReportInput::Kind::ResultJson;
    input.result = result;
    addInput(input);
}

void ResultsView::updateResult(const BenchmarkResult& result, const QString& label)
{
    for (int i = int(m_inputs.size()) - 1; i >= 0; --i) {
        if (m_inputs[i].path == label && m_inputs[i].kind == ReportInput::Kind::ResultJson) {
            m_inputs[i].result = result;
            rebuild();
            return;
        }
    }
    addResult(result, label);
}

bool ResultsView::openFile(const QString& path, QString* error)
{
    ReportInput input;
    if (!ReportInput::load(path, ClassifierOptions(), &input, error))
        return false;
    if (input.kind == ReportInput::Kind::TrainingLog) {
        LogDiagnosis diagnosis;
        if (diagnosis.addFile(path, error))
            m_diagnosis->addFindings(diagnosis.findings());
    }
    addInput(input);
    return true;
}

bool ResultsView::isLoading() const
{
    return m_loader->isRunning();
}

void ResultsView::openFiles(const QStringList& paths)
{
    if (paths.isEmpty() || isLoading())
        return;
    auto* progress = new QProgressDialog(this);
    progress->setWindowModality(Qt::WindowModal);
    progress->setRange(0, 0); // a parse has no useful fraction; the label names the file
    progress->setMinimumDuration(500);
    progress->setAutoClose(false);
    progress->setLabelText(tr("Reading %1...").arg(QFileInfo(paths.first()).fileName()));
    connect(progress, &QProgressDialog::canceled, m_loader, &ResultLoader::cancel);
    connect(m_loader, &ResultLoader::fileStarted, progress, [progress](int i, int n, const QString& path) {
        progress->setLabelText(tr("Reading %1 (%2 of %3)...").arg(QFileInfo(path).fileName()).arg(i + 1).arg(n));
    });
    connect(
        m_loader, &ResultLoader::finished, this,
        [this, progress](const ResultLoader::Loaded& loaded, bool cancelled) {
            progress->disconnect(this);
            progress->deleteLater();
            if (!cancelled) {
                m_inputs += loaded.inputs;
                m_diagnosis->addFindings(loaded.findings);
                rebuild();
                if (!loaded.findings.isEmpty() && loaded.inputs.size() == 1)
                    m_tabs->setCurrentWidget(m_diagnosis);
            }
            emit filesOpened(loaded.errors, cancelled);
        },
        Qt::SingleShotConnection);
    m_loader->load(paths);
}

void ResultsView::clear()
{
    m_inputs.clear();
    m_diagnosis->clear();
    rebuild();
}

void ResultsView::rebuild()
{
    m_report = ResultReport::build(m_inputs);
    for (ChartWidget* c : m_charts)
        c->setReport(m_report);
    fillTable();
    const bool any = !m_report.combined.samples.isEmpty();
    m_exportCharts->setEnabled(any);
    m_saveJson->setEnabled(any);
    m_saveCsv->setEnabled(any);
    m_export->setEnabled(any);
    m_exportShown->setEnabled(any && qobject_cast<ChartWidget*>(m_tabs->currentWidget()));
    const ResultSummary summary = ResultSummary::of(m_report);
    m_summary->setText(summary.isEmpty() ? tr("Run a benchmark, or open a result file or a training log.")
                                         : summary.lines().join(QLatin1Char('\n')));
    m_details->setPlainText(summary.details.join(QLatin1Char('\n')));
    m_detailsButton->setText(
        tr("Details: the runner's other output (%n line(s))", nullptr, int(m_details->document()->blockCount())));
    m_detailsButton->setVisible(!summary.details.isEmpty());
    if (summary.details.isEmpty())
        m_detailsButton->setChecked(false);
    fitSummary();
}

// The summary pane as tall as its text (the details pane too when it is open), up to a third of the page; beyond that
// it scrolls, and the user can drag the splitter to see more.
void ResultsView::fitSummary(bool onlyGrow)
{
    const QList<int> sizes = m_splitter->sizes();
    int total = 0;
    for (int s : sizes)
        total += s;
    if (total <= 0)
        return;
    const int width = std::max(200, m_splitter->width() - 24);
    int wanted = m_summary->heightForWidth(width) + 8;
    if (m_detailsButton->isVisible())
        wanted += m_detailsButton->sizeHint().height() + 2;
    if (m_details->isVisible())
        wanted += 8 * fontMetrics().height();
    wanted = std::clamp(wanted, 2 * fontMetrics().height(), total / 3);
    if (onlyGrow && sizes.value(0) >= wanted)
        return;
    const int rest = total - wanted;
    m_splitter->setSizes({wanted, rest * 3 / 10, rest - rest * 3 / 10});
}

void ResultsView::fillTable()
{
    m_table->clearContents();
    m_table->setRowCount(int(m_report.modes.size()));
    for (int r = 0; r < m_report.modes.size(); ++r) {
        const ModeReport& m = m_report.modes[r];
        const ModeInfo* info = m_report.combined.mode(m.mode);
        const SpeedupReport* sp = nullptr;
        for (const SpeedupReport& s : m_report.speedups)
            if (s.graphMode == m.mode)
                sp = &s;
        const QStringList cells{
            m.mode,
            QFileInfo(m.source).fileName(),
            num(m.steady().median, 3),
            num(m.steady().iqr(), 3),
            QString::number(m.steady().count),
            num(m.captureCostMs, 1),
            sp ? num(sp->speedup) : QString(),
            sp ? QStringLiteral("%1-%2").arg(num(sp->ciLow), num(sp->ciHigh)) : QString(),
            sp ? Statistics::verdictTitle(sp->verdict) : QString(),
            sp ? num(sp->breakEvenIterations, 0) : QString(),
            info && std::isfinite(info->graphMemoryBytes) ? num(info->graphMemoryBytes / (1024.0 * 1024.0), 1)
                                                          : QString(),
            info && !info->capturable ? tr("not capturable: %1").arg(info->captureError) : QString(),
        };
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]); // a narrow column still lets the whole text be read
            m_table->setItem(r, c, item);
        }
    }
}

bool ResultsView::saveResultJson(const QString& path, QString* error) const
{
    return AtomicWrite::write(path, QJsonDocument(m_report.combined.toJson()).toJson(QJsonDocument::Indented), error);
}

bool ResultsView::saveSamplesCsv(const QString& path, QString* error) const
{
    return AtomicWrite::write(path, m_report.combined.samplesCsv().toUtf8(), error);
}

bool ResultsView::exportCharts(const QString& path, QString* error) const
{
    const QByteArray format = path.endsWith(QLatin1String(".png"), Qt::CaseInsensitive) ? "png" : "pdf";
    ReportChartRenderer renderer;
    return renderer.exportCharts(m_report, path, format, error);
}

void ResultsView::askOpen()
{
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Open results or training logs"), QString(),
                                        tr("Results and logs (*.json *.jsonl *.log *.txt);;All files (*)"));
    if (paths.isEmpty())
        return;
    connect(
        this, &ResultsView::filesOpened, this,
        [this](const QStringList& errors) {
            if (!errors.isEmpty())
                QMessageBox::warning(this, tr("Cannot open"), errors.join(QLatin1Char('\n')));
        },
        Qt::SingleShotConnection);
    openFiles(paths);
}

void ResultsView::askExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the charts"), QStringLiteral("cuda-graph-report.pdf"), tr("PDF (*.pdf);;PNG (*.png)"));
    QString error;
    if (!path.isEmpty() && !exportCharts(path, &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ResultsView::askExportShown()
{
    auto* chart = qobject_cast<ChartWidget*>(m_tabs->currentWidget());
    if (!chart)
        return;
    QStringList filters;
    for (const QByteArray& f : ChartPageWriter::formats())
        filters << tr("%1 (*.%2)").arg(QString::fromLatin1(f.toUpper()), QString::fromLatin1(f));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the chart shown"),
                                                      QStringLiteral("cuda-graph-%1.pdf").arg(chart->fileName()),
                                                      filters.join(QStringLiteral(";;")));
    QString error;
    if (!path.isEmpty() && !chart->exportTo(path, &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ResultsView::askSaveJson()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the result"),
                                                      QStringLiteral("cuda-graph-result.json"), tr("Results (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveResultJson(path, &error))
        QMessageBox::warning(this, tr("Cannot save"), error);
}

void ResultsView::askSaveCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the samples"),
                                                      QStringLiteral("cuda-graph-samples.csv"), tr("CSV (*.csv)"));
    QString error;
    if (!path.isEmpty() && !saveSamplesCsv(path, &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ResultsView::retranslateUi()
{
    m_table->setColumnCount(12);
    m_table->setHorizontalHeaderLabels({tr("Mode"), tr("Source"), tr("Steady median [ms]"), tr("IQR [ms]"), tr("Steps"),
                                        tr("Capture cost [ms]"), tr("Speedup"), tr("95% interval"), tr("Verdict"),
                                        tr("Break-even [iterations]"), tr("Graph memory [MiB]"), tr("Note")});
    for (int i = 0; i < m_charts.size(); ++i)
        m_tabs->setTabText(i, m_charts[i]->title());
    m_tabs->setTabText(m_tabs->indexOf(m_diagnosis), tr("Log diagnosis"));
    m_tabs->setTabText(m_tabs->indexOf(m_profile), tr("Profile"));
    m_open->setText(tr("Add result or log..."));
    m_clear->setText(tr("Clear"));
    m_export->setText(tr("Export"));
    m_exportCharts->setText(tr("Export charts (PNG/PDF)..."));
    QStringList formats;
    for (const QByteArray& f : ChartPageWriter::formats())
        formats << QString::fromLatin1(f.toUpper());
    m_exportShown->setText(tr("Export the chart shown (%1)...").arg(formats.join(QLatin1Char('/'))));
    m_saveJson->setText(tr("Save result (JSON)..."));
    m_saveCsv->setText(tr("Export samples (CSV)..."));
    fillTable();
}

void ResultsView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitSummary(true); // a narrower page wraps the summary into more lines
}

void ResultsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        rebuild(); // the summary and verdicts are made in the current language
    }
    QWidget::changeEvent(event);
}

} // namespace cga
