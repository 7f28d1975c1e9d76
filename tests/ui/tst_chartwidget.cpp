// The charts as analysis tools, on results recorded on an H200: every point, bar and box names its value and mode
// (and for steps the phase and step) under the mouse, the phase bands have a key and a tool tip, a step axis has whole
// ticks at any zoom, a log axis labels its ticks, the legend sits outside the plotted data, and zooming is undone by
// a double-click, the Reset zoom button and the context menu.
#include "results/charts.h"
#include "results/phasekeyitem.h"
#include "results/reportchartrenderer.h"

#include <QAction>
#include <QMenu>
#include <QTest>
#include <QToolButton>
#include <QtMath>
#include <qcustomplot.h>

#include <cmath>
#include <memory>

using namespace cga;

namespace {

ResultReport recorded(const QString& file)
{
    ReportInput in;
    QString error;
    if (!ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + file, ClassifierOptions(), &in, &error))
        qFatal("%s", qPrintable(error));
    return ResultReport::build({in});
}

// The chart of that name; the others made with it are deleted.
std::unique_ptr<ChartWidget> chartNamed(const QString& name)
{
    std::unique_ptr<ChartWidget> found;
    for (ChartWidget* c : ReportChartRenderer::makeCharts()) {
        if (!found && c->fileName() == name)
            found.reset(c);
        else
            delete c;
    }
    return found;
}

// Draws the chart at a size, shown, so that pixel positions are those a user points at.
std::unique_ptr<ChartWidget> shown(const QString& name, const ResultReport& report, QSize size = QSize(1000, 560))
{
    std::unique_ptr<ChartWidget> chart = chartNamed(name);
    chart->resize(size);
    chart->show();
    chart->setReport(report);
    chart->plot()->replot();
    return chart;
}

// A capture step 40 times a replay step (a training log's capture iteration looks like this).
ResultReport slowCapture()
{
    ReportInput in;
    in.path = QStringLiteral("run.json");
    in.kind = ReportInput::Kind::ResultJson;
    BenchmarkResult& r = in.result;
    r.ensureMode(QStringLiteral("eager"));
    r.ensureMode(QStringLiteral("attn")).graphed = true;
    const auto add = [&r](const QString& mode, RunPhase phase, double ms) {
        Sample s;
        s.mode = mode;
        s.phase = phase;
        s.wallMs = ms;
        r.samples << s;
    };
    for (int i = 0; i < 20; ++i)
        add(QStringLiteral("eager"), RunPhase::Steady, 13.0 + 0.05 * (i % 3));
    for (int i = 0; i < 3; ++i)
        add(QStringLiteral("attn"), RunPhase::Warmup, 13.2);
    add(QStringLiteral("attn"), RunPhase::Capture, 250.0);
    for (int i = 0; i < 20; ++i)
        add(QStringLiteral("attn"), RunPhase::Steady, 6.2 + 0.05 * (i % 3));
    return ResultReport::build({in});
}

} // namespace

class TestChartWidget : public QObject
{
    Q_OBJECT

private slots:
    void everyPlottedValueHasATip_data();
    void everyPlottedValueHasATip();
    void stepTipsNamePhaseAndStep();
    void phaseBandsHaveAKeyAndATip();
    void stepTicksAreWhole_data();
    void stepTicksAreWhole();
    void logAxisIsLabelled();
    void legendLeavesTheDataFree_data();
    void legendLeavesTheDataFree();
    void legendFollowsTheWidth();
    void everyModeLabelFits_data();
    void everyModeLabelFits();
    void resetRestoresTheRanges_data();
    void resetRestoresTheRanges();
    void contextMenuOffersResetAndExport();
};

void TestChartWidget::everyPlottedValueHasATip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("chart");
    for (const char* f : {"cga-bench-tiny-h200.jsonl", "mcore-runner-moe-h1024-h200.jsonl"})
        for (const char* c : {"step-time", "distribution", "speedup", "graph-memory", "launches"})
            QTest::addRow("%s %s", c, f) << QString::fromLatin1(f) << QString::fromLatin1(c);
}

void TestChartWidget::everyPlottedValueHasATip()
{
    QFETCH(QString, file);
    QFETCH(QString, chart);
    const ResultReport report = recorded(file);
    auto c = shown(chart, report);
    QCustomPlot* p = c->plot();
    int checked = 0;
    for (int i = 0; i < p->plottableCount(); ++i) {
        QCPAbstractPlottable* plottable = p->plottable(i);
        if (qobject_cast<QCPErrorBars*>(plottable) || !plottable->interface1D())
            continue;
        QCPPlottableInterface1D* data = plottable->interface1D();
        for (int k = 0; k < data->dataCount(); k += std::max(1, data->dataCount() / 7)) {
            if (!std::isfinite(data->dataMainValue(k)))
                continue;
            QPointF at = data->dataPixelPosition(k);
            if (qobject_cast<QCPBars*>(plottable))
                at.ry() += 2; // just inside the top of the bar
            if (!p->axisRect()->rect().contains(at.toPoint()))
                continue;
            const QString tip = c->toolTipAt(at.toPoint());
            QVERIFY2(!tip.isEmpty(), qPrintable(QStringLiteral("%1 #%2: no tool tip").arg(plottable->name()).arg(k)));
            // The tip names the mode the value belongs to: one of the report's modes is in it.
            bool named = false;
            for (const ModeReport& m : report.modes)
                named = named || tip.contains(m.mode);
            QVERIFY2(named, qPrintable(tip));
            QVERIFY2(tip.contains(QRegularExpression(QStringLiteral("\\d"))), qPrintable(tip)); // a value
            ++checked;
        }
    }
    if (p->plottableCount() == 0)
        QSKIP("this recording has nothing to draw on this chart");
    QVERIFY(checked > 0);
}

void TestChartWidget::stepTipsNamePhaseAndStep()
{
    auto c = shown(QStringLiteral("step-time"), recorded(QStringLiteral("mcore-runner-gpt-h1024-h200.jsonl")));
    QCustomPlot* p = c->plot();
    QSet<QString> phases;
    for (int g = 0; g < p->graphCount(); ++g) {
        QCPGraph* graph = p->graph(g);
        for (int k = 0; k < graph->dataCount(); ++k) {
            const QPoint at = graph->dataPixelPosition(k).toPoint();
            const QString tip = c->toolTipAt(at);
            bool named = false; // this mode's or another's whose point is drawn at the same place
            for (int o = 0; o < p->graphCount(); ++o)
                named = named || tip.startsWith(p->graph(o)->name() + QLatin1Char(','));
            QVERIFY2(named, qPrintable(tip));
            for (RunPhase ph : {RunPhase::Warmup, RunPhase::Capture, RunPhase::Steady})
                if (tip.contains(BenchmarkResult::phaseTitle(ph)))
                    phases.insert(BenchmarkResult::phaseName(ph));
            QVERIFY2(tip.contains(QLatin1String("step ")), qPrintable(tip));
            QVERIFY2(tip.contains(QLatin1String(" ms")), qPrintable(tip));
            if (tip.contains(QLatin1String("capture, instantiation and upload")))
                phases.insert(QStringLiteral("capture"));
        }
    }
    QVERIFY2(phases.contains(QStringLiteral("capture")) && phases.contains(QStringLiteral("steady")),
             qPrintable(QStringList(phases.values()).join(QLatin1Char(','))));
}

void TestChartWidget::phaseBandsHaveAKeyAndATip()
{
    auto c = shown(QStringLiteral("step-time"), recorded(QStringLiteral("mcore-runner-gpt-h1024-h200.jsonl")));
    QCustomPlot* p = c->plot();
    QStringList keys;
    for (int i = 0; i < p->legend->itemCount(); ++i)
        if (auto* key = dynamic_cast<PhaseKeyItem*>(p->legend->item(i)))
            keys << key->text();
    for (RunPhase ph : {RunPhase::Warmup, RunPhase::Capture, RunPhase::FirstReplay, RunPhase::Steady})
        QVERIFY2(keys.join(QLatin1Char('|')).contains(BenchmarkResult::phaseTitle(ph)), qPrintable(keys.join('|')));
    // Inside the warmup band, above the data: the band names its phase and steps.
    QCPItemRect* warmup = nullptr;
    for (int i = 0; i < p->itemCount(); ++i)
        if (p->item(i)->objectName() == QLatin1String("phase_warmup"))
            warmup = qobject_cast<QCPItemRect*>(p->item(i));
    QVERIFY(warmup);
    const int x = int((warmup->topLeft->pixelPosition().x() + warmup->bottomRight->pixelPosition().x()) / 2);
    const QString tip = c->toolTipAt(QPoint(x, p->axisRect()->top() + p->axisRect()->height() / 2));
    QVERIFY2(tip.contains(BenchmarkResult::phaseTitle(RunPhase::Warmup)), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("step")), qPrintable(tip));
}

void TestChartWidget::stepTicksAreWhole_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<double>("zoom"); // the fraction of the steps shown
    for (int width : {360, 700, 1400})
        for (double zoom : {1.0, 0.3, 0.05})
            QTest::addRow("%d px, %g", width, zoom) << width << zoom;
}

void TestChartWidget::stepTicksAreWhole()
{
    QFETCH(int, width);
    QFETCH(double, zoom);
    auto c = shown(QStringLiteral("step-time"), recorded(QStringLiteral("torch-runner-cancelled-h200.jsonl")),
                   QSize(width, 420));
    QCPAxis* x = c->plot()->xAxis;
    x->scaleRange(zoom, x->range().center());
    c->plot()->replot();
    QVERIFY(!x->tickVector().isEmpty());
    for (double t : x->tickVector())
        QVERIFY2(t == std::round(t), qPrintable(QString::number(t)));
    for (const QString& label : x->tickVectorLabels())
        QVERIFY2(!label.contains(QLatin1Char('.')), qPrintable(label));
}

void TestChartWidget::logAxisIsLabelled()
{
    // The capture step is tens of times a replay step: a log axis, and it labels several ticks.
    auto c = shown(QStringLiteral("step-time"), slowCapture(), QSize(900, 420));
    QCPAxis* y = c->plot()->yAxis;
    QCOMPARE(y->scaleType(), QCPAxis::stLogarithmic);
    QStringList labels;
    for (const QString& l : y->tickVectorLabels())
        if (!l.isEmpty())
            labels << l;
    QVERIFY2(labels.size() >= 3, qPrintable(labels.join(QLatin1Char(' '))));
    // The steady replay is not pressed against the frame: the range starts just under the fastest step.
    double fastest = INFINITY;
    for (int g = 0; g < c->plot()->graphCount(); ++g)
        for (auto it = c->plot()->graph(g)->data()->constBegin(); it != c->plot()->graph(g)->data()->constEnd(); ++it)
            fastest = std::min(fastest, it->value);
    QVERIFY(y->range().lower < fastest && y->range().lower > fastest / 2);
}

void TestChartWidget::legendLeavesTheDataFree_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QSize>("size");
    for (const char* c : {"step-time", "graph-memory", "launches"})
        for (const QSize size : {QSize(420, 300), QSize(1000, 560)})
            QTest::addRow("%s %dx%d", c, size.width(), size.height()) << QString::fromLatin1(c) << size;
}

void TestChartWidget::legendLeavesTheDataFree()
{
    QFETCH(QString, chart);
    QFETCH(QSize, size);
    auto c = shown(chart, recorded(QStringLiteral("mcore-runner-moe-h1024-h200.jsonl")), size);
    QCustomPlot* p = c->plot();
    QVERIFY(p->legend->visible());
    const QRect legend = p->legend->outerRect();
    QVERIFY2(!legend.intersects(p->axisRect()->rect()),
             qPrintable(QStringLiteral("legend %1,%2 %3x%4 over the plot")
                            .arg(legend.x())
                            .arg(legend.y())
                            .arg(legend.width())
                            .arg(legend.height())));
    QVERIFY(p->viewport().contains(legend)); // and not cut off
}

// A chart drawn narrow (a tab not yet shown) and then widened puts its legend back on one row: no blank band of
// empty legend rows stays under the plot.
void TestChartWidget::legendFollowsTheWidth()
{
    std::unique_ptr<ChartWidget> c = chartNamed(QStringLiteral("launches"));
    c->resize(300, 400);
    c->setReport(recorded(QStringLiteral("mcore-runner-moe-h1024-h200.jsonl"))); // drawn while hidden
    QCustomPlot* p = c->plot();
    QVERIFY(p->legend->rowCount() > 1);
    c->resize(1200, 400);
    c->show();
    QVERIFY(QTest::qWaitForWindowExposed(c.get()));
    QTest::qWait(50); // the resize and the queued replot
    QCOMPARE(p->legend->rowCount(), 1);
    int itemHeight = 0;
    for (int i = 0; i < p->legend->itemCount(); ++i)
        itemHeight = std::max(itemHeight, p->legend->item(i)->outerRect().height());
    QVERIFY2(p->legend->outerRect().height() <= itemHeight + 8,
             qPrintable(QStringLiteral("legend %1 px tall for items of %2 px")
                            .arg(p->legend->outerRect().height())
                            .arg(itemHeight)));
}

void TestChartWidget::everyModeLabelFits_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<int>("width");
    for (const char* c : {"speedup", "graph-memory", "launches"})
        for (int width : {800, 1000})
            QTest::addRow("%s %d px", c, width) << QString::fromLatin1(c) << width;
}

// Mode names along the x axis, a small emulation's beside a real Megatron run's (long names such as
// "local:moe_router+moe_preprocess (mcore)"): each label lies inside the chart, so none is left out, and a long
// name is broken into lines rather than drawn as one long slanted line.
void TestChartWidget::everyModeLabelFits()
{
    QFETCH(QString, chart);
    QFETCH(int, width);
    ReportInput tiny, moe;
    QString error;
    QVERIFY(ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-tiny-h200.jsonl"), ClassifierOptions(),
                              &tiny, &error));
    QVERIFY(ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-moe-h1024-h200.jsonl"),
                              ClassifierOptions(), &moe, &error));
    auto c = shown(chart, ResultReport::build({tiny, moe}), QSize(width, 420));
    QCustomPlot* p = c->plot();
    auto ticker = p->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    QVERIFY(ticker);
    QVERIFY(ticker->ticks().size() >= 4);
    const QFontMetrics fm(p->xAxis->tickLabelFont());
    const double angle = qDegreesToRadians(std::abs(p->xAxis->tickLabelRotation()));
    bool wrapped = false;
    for (auto it = ticker->ticks().cbegin(); it != ticker->ticks().cend(); ++it) {
        const QStringList lines = it.value().split(QLatin1Char('\n'));
        wrapped = wrapped || lines.size() > 1;
        int w = 0;
        for (const QString& l : lines)
            w = std::max(w, fm.horizontalAdvance(l));
        const int h = fm.height() * int(lines.size());
        const double x = p->xAxis->coordToPixel(it.key());
        // A label turned by `angle` ends at its tick (QCustomPlot turns a negative rotation that way), so it reaches
        // this far to the left; unturned it is centred on the tick.
        const double left = angle > 0 ? x - (w * std::cos(angle) + h * std::sin(angle)) : x - w / 2.0;
        const double right = angle > 0 ? x + h * std::sin(angle) : x + w / 2.0;
        QVERIFY2(left >= 0 && right <= p->width(),
                 qPrintable(QStringLiteral("%1 at %2 px spans %3..%4 px of %5")
                                .arg(it.value())
                                .arg(x)
                                .arg(left)
                                .arg(right)
                                .arg(p->width())));
    }
    QVERIFY(wrapped); // "local:moe_router+moe_preprocess (mcore)" is one
    if (ticker->ticks().size() > 4)
        QVERIFY(p->xAxis->tickLabelRotation() < 0);
}

void TestChartWidget::resetRestoresTheRanges_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("how");
    for (const char* c : {"step-time", "speedup", "launches"})
        for (const char* how : {"double-click", "button", "menu"})
            QTest::addRow("%s %s", c, how) << QString::fromLatin1(c) << QString::fromLatin1(how);
}

void TestChartWidget::resetRestoresTheRanges()
{
    QFETCH(QString, chart);
    QFETCH(QString, how);
    auto c = shown(chart, recorded(QStringLiteral("cga-bench-tiny-h200.jsonl")));
    QCustomPlot* p = c->plot();
    const QCPRange x = p->xAxis->range(), y = p->yAxis->range();
    QVERIFY(!c->isZoomed());
    QVERIFY(!c->resetButton()->isVisible());
    p->xAxis->scaleRange(0.4, x.center());
    p->yAxis->moveRange(y.size() * 0.1);
    p->replot();
    QVERIFY(c->isZoomed());
    QVERIFY(c->resetButton()->isVisible()); // a visible way back while zoomed
    if (how == QLatin1String("double-click")) {
        QTest::mouseDClick(p, Qt::LeftButton, {}, p->axisRect()->center());
    } else if (how == QLatin1String("button")) {
        QTest::mouseClick(c->resetButton(), Qt::LeftButton);
    } else {
        std::unique_ptr<QMenu> menu(c->createContextMenu());
        QAction* reset = menu->findChild<QAction*>(QStringLiteral("resetZoomAction"));
        QVERIFY(reset && reset->isEnabled());
        reset->trigger();
    }
    QCOMPARE(p->xAxis->range().lower, x.lower);
    QCOMPARE(p->xAxis->range().upper, x.upper);
    QCOMPARE(p->yAxis->range().lower, y.lower);
    QCOMPARE(p->yAxis->range().upper, y.upper);
    QVERIFY(!c->isZoomed());
    QVERIFY(!c->resetButton()->isVisible());
}

void TestChartWidget::contextMenuOffersResetAndExport()
{
    auto c = shown(QStringLiteral("distribution"), recorded(QStringLiteral("cga-bench-tiny-h200.jsonl")));
    std::unique_ptr<QMenu> menu(c->createContextMenu());
    QVERIFY(menu->findChild<QAction*>(QStringLiteral("resetZoomAction")));
    QVERIFY(!menu->findChild<QAction*>(QStringLiteral("resetZoomAction"))->isEnabled()); // nothing to reset yet
    for (const char* format : {"png", "pdf"})
        QVERIFY2(menu->findChild<QAction*>(QStringLiteral("export_") + QLatin1String(format)), format);
#ifdef CGA_HAVE_SVG
    QVERIFY(menu->findChild<QAction*>(QStringLiteral("export_svg")));
#endif
}

QTEST_MAIN(TestChartWidget)
#include "tst_chartwidget.moc"
