// The charts, rendered off screen: the plotted data matches the report, phases and captures are marked, verdicts
// are labelled, and PNG/PDF exports are written; labels follow the language.
#include "results/charts.h"
#include "results/reportchartrenderer.h"
#include "results/resultsview.h"
#include "util/translations.h"

#include <QFileInfo>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace cga;

namespace {

// A small benchmark: eager and one graphed mode, warmup, capture, steady steps; the graph mode is clearly faster.
BenchmarkResult sampleResult()
{
    BenchmarkResult r;
    r.environment.runner = QStringLiteral("cga-bench");
    ModeInfo& eager = r.ensureMode(QStringLiteral("eager"));
    eager.kernelsPerStep = 484;
    ModeInfo& graph = r.ensureMode(QStringLiteral("attn+mlp"));
    graph.graphed = true;
    graph.captureMs = 23;
    graph.instantiateMs = 4;
    graph.graphMemoryBytes = 512.0 * 1024 * 1024;
    graph.kernelsPerStep = 484;
    auto add = [&r](const QString& mode, RunPhase phase, int it, double wall, double host, double gpu) {
        Sample s;
        s.mode = mode;
        s.phase = phase;
        s.iteration = it;
        s.wallMs = wall;
        s.hostMs = host;
        s.gpuMs = gpu;
        r.samples << s;
    };
    int it = 1;
    for (int i = 0; i < 3; ++i)
        add(QStringLiteral("eager"), RunPhase::Warmup, it++, 13.5, 10.0, 3.0);
    for (int i = 0; i < 30; ++i)
        add(QStringLiteral("eager"), RunPhase::Steady, it++, 13.0 + 0.01 * (i % 5), 10.0, 3.0);
    it = 1;
    for (int i = 0; i < 3; ++i)
        add(QStringLiteral("attn+mlp"), RunPhase::Warmup, it++, 13.4, 10.0, 3.0);
    add(QStringLiteral("attn+mlp"), RunPhase::Capture, it++, 250.0, 240.0, 3.0);
    for (int i = 0; i < 30; ++i)
        add(QStringLiteral("attn+mlp"), RunPhase::Steady, it++, 6.8 + 0.01 * (i % 5), 0.5, 6.5);
    r.complete = true;
    return r;
}

ResultReport sampleReport()
{
    ReportInput in;
    in.path = QStringLiteral("run.json");
    in.kind = ReportInput::Kind::ResultJson;
    in.result = sampleResult();
    return ResultReport::build({in});
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void stepTimeChartPlotsEveryStepAndMarksPhases();
    void distributionChartShowsQuartiles();
    void speedupChartShowsIntervalAndVerdict();
    void speedupChartSaysWhenNoGraphWasMade();
    void breakdownChartKeepsSmallResultsVisible_data();
    void breakdownChartKeepsSmallResultsVisible();
    void emptyReportSaysSo();
    void exportsPngAndPdf();
    void resultsViewComparesAndSaves();
    void labelsFollowTheLanguage();
};

void TestCharts::stepTimeChartPlotsEveryStepAndMarksPhases()
{
    StepTimeChart chart;
    chart.resize(900, 500);
    chart.setReport(sampleReport());
    QCustomPlot* p = chart.plot();
    QCOMPARE(p->graphCount(), 2);
    QCOMPARE(p->graph(0)->name(), QStringLiteral("eager"));
    QCOMPARE(p->graph(0)->data()->size(), 33);
    QCOMPARE(p->graph(1)->data()->size(), 34);
    QCOMPARE(p->yAxis->scaleType(), QCPAxis::stLogarithmic); // the capture step is ~36x a replay step
    bool captureShaded = false, captureMarked = false;
    for (int i = 0; i < p->itemCount(); ++i) {
        captureShaded = captureShaded || p->item(i)->objectName() == QLatin1String("phase_capture");
        if (auto* t = qobject_cast<QCPItemText*>(p->item(i)))
            captureMarked = captureMarked || t->text().contains(QLatin1String("attn+mlp"));
    }
    QVERIFY(captureShaded);
    QVERIFY(captureMarked);
    // The tool tip names the nearest step.
    const QPoint capture(int(p->xAxis->coordToPixel(4)), int(p->yAxis->coordToPixel(250.0)));
    QVERIFY(chart.toolTipAt(capture).contains(QLatin1String("250")));
}

void TestCharts::distributionChartShowsQuartiles()
{
    DistributionChart chart;
    chart.resize(900, 500);
    const ResultReport report = sampleReport();
    chart.setReport(report);
    QCustomPlot* p = chart.plot();
    QCOMPARE(p->plottableCount(), 2);
    auto* box = qobject_cast<QCPStatisticalBox*>(p->plottable(1));
    QVERIFY(box);
    const QCPStatisticalBoxData& d = *box->data()->begin();
    QCOMPARE(d.median, report.mode(QStringLiteral("attn+mlp"))->steady().median);
    QVERIFY(d.lowerQuartile <= d.median && d.median <= d.upperQuartile);
}

void TestCharts::speedupChartShowsIntervalAndVerdict()
{
    SpeedupChart chart;
    chart.resize(900, 500);
    chart.setReport(sampleReport());
    QCustomPlot* p = chart.plot();
    auto* bars = qobject_cast<QCPBars*>(p->plottable(0));
    QVERIFY(bars);
    QCOMPARE(bars->data()->size(), 1);
    QVERIFY(qAbs(bars->data()->begin()->value - 13.02 / 6.82) < 0.05);
    QString verdict;
    for (int i = 0; i < p->itemCount(); ++i)
        if (p->item(i)->objectName() == QLatin1String("verdict_attn+mlp"))
            verdict = qobject_cast<QCPItemText*>(p->item(i))->text();
    QVERIFY(verdict.contains(Statistics::verdictTitle(Verdict::Faster)));
    QVERIFY(verdict.contains(QLatin1String("pays back")));
}

// Megatron's MoE scopes on the local spec made no graph in this recorded H200 run: their bars say so instead of a
// verdict on graphs, and every label lies inside the widget above its bar.
void TestCharts::speedupChartSaysWhenNoGraphWasMade()
{
    ReportInput in;
    QString error;
    QVERIFY2(ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-moe-h1024-h200.jsonl"), {}, &in,
                               &error),
             qPrintable(error));
    SpeedupChart chart;
    chart.resize(900, 500);
    chart.setReport(ResultReport::build({in}));
    QCustomPlot* p = chart.plot();
    int labels = 0;
    for (int i = 0; i < p->itemCount(); ++i) {
        auto* label = qobject_cast<QCPItemText*>(p->item(i));
        if (!label || !label->objectName().startsWith(QLatin1String("verdict_local:moe_router")))
            continue;
        ++labels;
        QVERIFY2(label->text().contains(QLatin1String("no graph")), qPrintable(label->text()));
        QVERIFY(!label->text().contains(Statistics::verdictTitle(Verdict::Faster)));
    }
    QCOMPARE(labels, 2);
}

void TestCharts::breakdownChartKeepsSmallResultsVisible_data()
{
    QTest::addColumn<double>("scale"); // the second result's times against the first's
    QTest::addColumn<bool>("logarithmic");
    QTest::newRow("one size") << 1.0 << false;
    QTest::newRow("a real model beside a small emulation") << 100.0 << true;
}

// Host and GPU time of results of very different sizes: on a log axis every bar stands above the axis and is as
// tall as its value, so the small result does not vanish into a blank band beside the large one.
void TestCharts::breakdownChartKeepsSmallResultsVisible()
{
    QFETCH(double, scale);
    QFETCH(bool, logarithmic);
    ReportInput small;
    small.path = QStringLiteral("tiny.json");
    small.kind = ReportInput::Kind::ResultJson;
    small.result = sampleResult();
    ReportInput large = small;
    large.path = QStringLiteral("model.json");
    for (Sample& s : large.result.samples) {
        s.mode = s.mode + QStringLiteral(" (model)");
        s.hostMs *= scale;
        s.gpuMs *= scale;
        s.wallMs *= scale;
    }
    QList<ModeInfo> renamed;
    for (ModeInfo m : large.result.modes) {
        m.mode = m.mode + QStringLiteral(" (model)");
        renamed << m;
    }
    large.result.modes = renamed;
    BreakdownChart chart;
    chart.resize(900, 500);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.setReport(ResultReport::build({small, large}));
    QCustomPlot* p = chart.plot();
    QCOMPARE(p->yAxis->scaleType() == QCPAxis::stLogarithmic, logarithmic);
    auto* host = qobject_cast<QCPBars*>(p->plottable(0));
    QVERIFY(host);
    QCOMPARE(host->data()->size(), 4);
    p->replot();
    const double frame = p->yAxis->coordToPixel(p->yAxis->range().lower);
    for (auto it = host->data()->constBegin(); it != host->data()->constEnd(); ++it) {
        QVERIFY2(p->yAxis->range().contains(it->value), qPrintable(QString::number(it->value)));
        // At least 8 px tall: the 0.5 ms host time of the small graph mode is visible beside 1000 ms.
        QVERIFY2(frame - p->yAxis->coordToPixel(it->value) >= 8, qPrintable(QString::number(it->value)));
    }
}

void TestCharts::emptyReportSaysSo()
{
    SpeedupChart chart;
    chart.setReport(ResultReport::build({}));
    QCustomPlot* p = chart.plot();
    QCOMPARE(p->plottableCount(), 0);
    bool said = false;
    for (int i = 0; i < p->itemCount(); ++i)
        said = said || p->item(i)->objectName() == QLatin1String("emptyText");
    QVERIFY(said);
}

void TestCharts::exportsPngAndPdf()
{
    QTemporaryDir dir;
    ReportChartRenderer renderer;
    QString error;
    const QString png = dir.filePath(QStringLiteral("report.png"));
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY2(renderer.exportCharts(sampleReport(), png, "png", &error), qPrintable(error));
    QVERIFY2(renderer.exportCharts(sampleReport(), pdf, "pdf", &error), qPrintable(error));
    // The five charts in a grid of two columns (not one 2400x6500 column), the summary in the sixth cell.
    const QImage image(png);
    QCOMPARE(image.width(), int(ReportChartRenderer::kWidth * 2 * ChartPageWriter::kGridScale));
    QVERIFY(image.height() > ReportChartRenderer::kHeight * 3 * ChartPageWriter::kGridScale);
    QVERIFY(image.height() < image.width() * 1.5);
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
    QVERIFY(!renderer.exportCharts(sampleReport(), QStringLiteral("/nonexistent/dir/x.png"), "png", &error));
    QVERIFY(error.contains(QLatin1String("/nonexistent/dir/x.png")));
}

void TestCharts::resultsViewComparesAndSaves()
{
    ResultsView view;
    view.resize(1100, 800);
    view.addResult(sampleResult(), QStringLiteral("first"));
    view.addResult(sampleResult(), QStringLiteral("second"));
    QCOMPARE(view.report().modes.size(), 4); // two results compared on the same charts
    QCOMPARE(view.table()->rowCount(), 4);
    QCOMPARE(view.charts().first()->plot()->graphCount(), 4);
    QTemporaryDir dir;
    QString error;
    const QString json = dir.filePath(QStringLiteral("r.json"));
    QVERIFY(view.saveResultJson(json, &error));
    QVERIFY(view.saveSamplesCsv(dir.filePath(QStringLiteral("r.csv")), &error));
    QVERIFY(view.exportCharts(dir.filePath(QStringLiteral("r.pdf")), &error));
    ResultsView reopened;
    QVERIFY2(reopened.openFile(json, &error), qPrintable(error));
    QCOMPARE(reopened.report().modes.size(), 4);
    QVERIFY(!reopened.openFile(dir.filePath(QStringLiteral("missing.json")), &error));
}

void TestCharts::labelsFollowTheLanguage()
{
    StepTimeChart chart;
    chart.setReport(sampleReport());
    const QString english = chart.plot()->yAxis->label();
    Translations t;
    QVERIFY(t.setLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    const QString chinese = chart.plot()->yAxis->label();
    QVERIFY(t.setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QCOMPARE(chart.plot()->yAxis->label(), english);
    if (chinese == english)
        QEXPECT_FAIL("", "chart labels are not translated to zh_CN yet", Continue);
    QVERIFY(chinese != english);
}

QTEST_MAIN(TestCharts)
#include "tst_charts.moc"
