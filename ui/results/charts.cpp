#include "results/charts.h"

#include "results/charttickers.h"
#include "results/phasekeyitem.h"

#include <QFontMetrics>
#include <qcustomplot.h>

#include <cmath>

namespace cga {

namespace {

QString ms(double v)
{
    return std::isfinite(v) ? QString::number(v, 'f', v < 10 ? 3 : 1) : QStringLiteral("—");
}

// A mode's name as a category label: a long one broken after each '+' and before its source in parentheses, so that
// it is as narrow as its longest part ("local:moe_router+\nmoe_preprocess\n(mcore)").
QString categoryLabel(const QString& name)
{
    constexpr int Short = 16;
    if (name.size() <= Short)
        return name;
    QString out;
    int line = 0;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar c = name.at(i);
        if (c == QLatin1Char(' ') && i + 1 < name.size() && name.at(i + 1) == QLatin1Char('(')) {
            out += QLatin1Char('\n');
            line = 0;
            continue;
        }
        out += c;
        ++line;
        if (c == QLatin1Char('+') && line >= 4) {
            out += QLatin1Char('\n');
            line = 0;
        }
    }
    return out;
}

// Modes along the x axis at 1, 2, ...: labels wrapped, and turned when there are many, ending at their tick so that
// the last one is not cut off at the right edge (QCustomPlot leaves out a label that would be).
void setCategoryAxis(QCPAxis* axis, const QStringList& names)
{
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < names.size(); ++i)
        ticker->addTick(i + 1, categoryLabel(names[i]));
    axis->setTicker(ticker);
    axis->setTickLabelRotation(names.size() > 4 ? -30 : 0);
}

void showEmpty(QCustomPlot* plot, const QString& text)
{
    auto* label = new QCPItemText(plot);
    label->position->setType(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(0.5, 0.5);
    label->setText(text);
    label->setObjectName(QStringLiteral("emptyText"));
}

// A dashed line at step x and, at the top of the plot, one label naming the modes captured there; the `stack`-th
// label sits under the ones before, so that captures at nearby steps stay readable.
void captureMarker(QCustomPlot* plot, double x, const QList<QPair<QString, QColor>>& modes, const QString& text,
                   int stack)
{
    for (const auto& mode : modes) {
        auto* line = new QCPItemStraightLine(plot);
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
        line->setPen(QPen(mode.second, 1.5, Qt::DashLine));
    }
    auto* label = new QCPItemText(plot);
    label->position->setTypeX(QCPItemPosition::ptPlotCoords);
    label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    label->position->setCoords(x, 0.02 + 0.09 * stack);
    label->setObjectName(QStringLiteral("captureLabel"));
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setText(text);
    label->setColor(modes.size() == 1 ? modes.first().second.darker(120) : QColor(0x33, 0x33, 0x33));
    label->setBrush(QColor(255, 255, 255, 200)); // readable over the lines it crosses
    label->setPadding(QMargins(2, 0, 2, 0));
}

const QList<RunPhase> kPhaseOrder{RunPhase::FirstCall, RunPhase::Warmup,      RunPhase::Capture, RunPhase::Instantiate,
                                  RunPhase::Upload,    RunPhase::FirstReplay, RunPhase::Steady};

// One series of side-by-side bars (a group places the series of one category next to each other); the outline is
// a darker shade of the fill.
QCPBars* addGroupedBars(QCustomPlot* plot, QCPBarsGroup* group, const QString& name, const QVector<double>& keys,
                        const QVector<double>& values, const QColor& fill)
{
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setName(name);
    bars->setData(keys, values, true);
    bars->setBrush(fill);
    bars->setPen(QPen(fill.darker(150)));
    bars->setWidth(0.35);
    bars->setBarsGroup(group);
    return bars;
}

} // namespace

// --- step time ---

namespace {

// The steps of one mode in phase order (first call, warmup, capture, ..., steady). A runner that reports capture,
// instantiation and upload as phase events rather than samples (cga-bench, the PyTorch runner) gets one capture
// entry with their sum, so that the chart shows what the capture cost.
QList<StepTimeChart::Step> orderedSteps(const BenchmarkResult& r, const QString& mode)
{
    QList<StepTimeChart::Step> ordered;
    const ModeInfo* info = r.mode(mode);
    bool captured = false;
    for (RunPhase phase : kPhaseOrder) {
        if (phase == RunPhase::FirstReplay && !captured && info && info->graphed && std::isfinite(info->captureMs)) {
            double ms = info->captureMs;
            for (double part : {info->instantiateMs, info->uploadMs})
                ms += std::isfinite(part) ? part : 0.0;
            ordered.append({RunPhase::Capture, ms, true});
        }
        for (const Sample& s : r.samples)
            if (s.mode == mode && s.phase == phase && std::isfinite(s.wallMs)) {
                ordered.append({phase, s.wallMs, false});
                captured = captured || phase == RunPhase::Capture;
            }
    }
    return ordered;
}

// Capture, instantiate and upload share a band colour: one entry in the key.
RunPhase keyPhase(RunPhase p)
{
    return p == RunPhase::Instantiate || p == RunPhase::Upload ? RunPhase::Capture : p;
}

} // namespace

void StepTimeChart::shadePhases(const QList<Step>& ordered, const QString& mode, QList<RunPhase>* keyed)
{
    int i = 0;
    while (i < ordered.size()) {
        const RunPhase phase = ordered[i].phase;
        int j = i;
        while (j + 1 < ordered.size() && ordered[j + 1].phase == phase)
            ++j;
        auto* rect = new QCPItemRect(plot());
        rect->setLayer(QStringLiteral("background"));
        rect->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
        rect->topLeft->setCoords(i + 0.5, 0);
        rect->bottomRight->setCoords(j + 1.5, 1);
        rect->setBrush(phaseColor(phase));
        rect->setPen(Qt::NoPen);
        rect->setObjectName(QStringLiteral("phase_") + BenchmarkResult::phaseName(phase));
        const QString steps = i == j ? tr("step %1").arg(i + 1) : tr("steps %1-%2").arg(i + 1).arg(j + 1);
        addTipBand(i + 0.5, j + 1.5,
                   tr("%1 phase of %2: %3, %n sample(s)", nullptr, j - i + 1)
                       .arg(BenchmarkResult::phaseTitle(phase), mode, steps));
        if (!keyed->contains(keyPhase(phase)))
            keyed->append(keyPhase(phase));
        i = j + 1;
    }
}

void StepTimeChart::render(const ResultReport& report)
{
    QCustomPlot* p = plot();
    const BenchmarkResult& r = report.combined;
    double maxY = 0, minY = INFINITY;
    bool shaded = false;
    int index = 0;
    QList<RunPhase> keyed;
    QMap<int, QList<QPair<QString, QColor>>> capturedAt; // step -> the modes captured there
    for (const QString& mode : r.modeNames()) {
        const QList<Step> ordered = orderedSteps(r, mode);
        if (ordered.isEmpty())
            continue;
        QCPGraph* g = p->addGraph();
        g->setName(mode);
        const QColor color = modeColor(mode, index++);
        g->setPen(QPen(color, 1.5));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, 4));
        QVector<double> xs, ys;
        for (int i = 0; i < ordered.size(); ++i) {
            const Step& s = ordered[i];
            xs << i + 1;
            ys << s.ms;
            maxY = std::max(maxY, s.ms);
            minY = std::min(minY, s.ms);
            addTip(
                g, i,
                s.fromPhaseEvents
                    ? tr("%1, step %2: capture, instantiation and upload took %3 ms").arg(mode).arg(i + 1).arg(ms(s.ms))
                    : tr("%1, step %2 (%3): %4 ms")
                          .arg(mode)
                          .arg(i + 1)
                          .arg(BenchmarkResult::phaseTitle(s.phase), ms(s.ms)));
        }
        g->setData(xs, ys, true);
        // Shade the phases of the first graphed mode; mark every mode's capture step.
        const ModeInfo* info = r.mode(mode);
        const bool graphed = info ? info->graphed : !mode.startsWith(QLatin1String("eager"));
        if (graphed && !shaded)
            shadePhases(ordered, mode, &keyed);
        shaded = shaded || graphed;
        for (int i = 0; i < ordered.size(); ++i)
            if (ordered[i].phase == RunPhase::Capture && (i == 0 || ordered[i - 1].phase != RunPhase::Capture))
                capturedAt[i + 1] << qMakePair(mode, color);
    }
    if (p->graphCount() == 0) {
        showEmpty(p, tr("No step times in these results."));
        return;
    }
    int captures = 0;
    for (auto it = capturedAt.cbegin(); it != capturedAt.cend(); ++it) {
        QStringList names;
        for (const auto& m : it.value())
            names << m.first;
        captureMarker(p, it.key(), it.value(), tr("capture (%1)").arg(names.join(QStringLiteral(", "))), captures++);
    }
    // The key of the bands, after the modes.
    for (RunPhase phase : kPhaseOrder)
        if (keyed.contains(phase))
            p->legend->addItem(
                new PhaseKeyItem(p->legend, phaseColor(phase), tr("%1 phase").arg(BenchmarkResult::phaseTitle(phase))));
    p->legend->setVisible(true);
    p->xAxis->setTicker(ChartTickers::steps());
    p->rescaleAxes();
    p->xAxis->setRange(0.5, p->xAxis->range().upper + 0.5);
    // Room above the highest point for the capture labels, which stack from the top.
    const double room = std::min(0.5, 0.08 + 0.09 * captures);
    // A capture step can be 10-100 times a replay step: use a log scale then, with labelled 1-2-5 ticks, and a range
    // tight around the data so that the steady replay is not squashed against the frame.
    const bool log = ChartTickers::wantsLogarithmic(minY, maxY);
    ChartTickers::setScale(p->yAxis, log);
    if (log) {
        const double lower = minY / 1.15;
        const double span = std::log(maxY / lower);
        p->yAxis->setRange(lower, maxY * std::exp(span * room / (1 - room)));
    } else { // from zero, so that the fastest mode is not on the frame
        p->yAxis->setRange(0, maxY / (1 - room));
    }
}

void StepTimeChart::retranslate()
{
    plot()->xAxis->setLabel(tr("Step (first call, warmup, capture, replay)"));
    plot()->yAxis->setLabel(tr("Step time [ms]"));
}

// --- distribution ---

void DistributionChart::render(const ResultReport& report)
{
    QCustomPlot* p = plot();
    QStringList names;
    int index = 0;
    for (const ModeReport& m : report.modes) {
        const PhaseStats& s = m.steady();
        if (s.count == 0)
            continue;
        names << m.mode;
        auto* box = new QCPStatisticalBox(p->xAxis, p->yAxis);
        box->setName(m.mode);
        const QColor color = modeColor(m.mode, index++);
        box->setBrush(QColor(color.red(), color.green(), color.blue(), 70));
        box->setPen(QPen(color));
        box->setMedianPen(QPen(color.darker(), 2));
        box->addData(names.size(), s.min, s.q1, s.median, s.q3, s.max);
        addTip(box, 0,
               tr("%1: median %2 ms, IQR %3-%4 ms, %n step(s)", nullptr, s.count)
                       .arg(m.mode, ms(s.median), ms(s.q1), ms(s.q3))
                   + QLatin1Char('\n') + tr("minimum %1 ms, maximum %2 ms").arg(ms(s.min), ms(s.max)));
    }
    if (names.isEmpty()) {
        showEmpty(p, tr("No steady-state steps in these results."));
        return;
    }
    setCategoryAxis(p->xAxis, names);
    p->rescaleAxes();
    p->xAxis->setRange(0.4, names.size() + 0.6);
    const QCPRange y = p->yAxis->range();
    p->yAxis->setRange(std::max(0.0, y.lower - 0.1 * y.size()), y.upper + 0.1 * y.size());
}

void DistributionChart::retranslate()
{
    plot()->xAxis->setLabel(tr("Mode"));
    plot()->yAxis->setLabel(tr("Steady-state step time [ms]"));
}

// --- speedup ---

void SpeedupChart::render(const ResultReport& report)
{
    QCustomPlot* p = plot();
    QVector<double> keys, values, below, above;
    QStringList names, tips;
    QList<QCPItemText*> labels;
    int shown = 0;
    for (const SpeedupReport& s : report.speedups)
        shown += std::isfinite(s.speedup) ? 1 : 0;
    const bool roomy = shown <= 3; // room for a third line, the pay-back, in each label
    for (const SpeedupReport& s : report.speedups) {
        if (!std::isfinite(s.speedup))
            continue;
        names << s.graphMode;
        keys << names.size();
        values << s.speedup;
        below << (std::isfinite(s.ciLow) ? s.speedup - s.ciLow : 0);
        above << (std::isfinite(s.ciHigh) ? s.ciHigh - s.speedup : 0);
        // One line each (the speedup, the verdict, the pay-back), so that neighbouring labels stay apart; beside
        // many bars the pay-back is in the tool tip only.
        const QString payBack = std::isfinite(s.breakEvenIterations)
            ? tr("pays back after %n iteration(s)", nullptr, int(std::ceil(s.breakEvenIterations)))
            : QString();
        QStringList text{QString::number(s.speedup, 'f', 2) + QLatin1Char('x'),
                         s.noGraphs ? tr("no graph") : Statistics::verdictTitle(s.verdict)};
        if (!payBack.isEmpty() && roomy)
            text << payBack;
        auto* label = new QCPItemText(p);
        label->setClipToAxisRect(false);
        label->position->setCoords(names.size(), std::isfinite(s.ciHigh) ? s.ciHigh : s.speedup);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
        label->setText(text.join(QLatin1Char('\n')));
        label->setObjectName(QStringLiteral("verdict_") + s.graphMode);
        labels << label;
        tips << (tr("%1 against %2: %3x, 95% interval %4-%5, %6")
                     .arg(s.graphMode, s.eagerMode, QString::number(s.speedup, 'f', 3),
                          QString::number(s.ciLow, 'f', 3), QString::number(s.ciHigh, 'f', 3),
                          s.noGraphs ? tr("no CUDA graph was made: the eager step ran")
                                     : Statistics::verdictTitle(s.verdict))
                 + (payBack.isEmpty() ? QString() : QStringLiteral(", ") + payBack));
    }
    if (names.isEmpty()) {
        showEmpty(p, tr("No graphed mode with an eager baseline in these results."));
        return;
    }
    auto* bars = new QCPBars(p->xAxis, p->yAxis);
    bars->setName(tr("speedup"));
    bars->setData(keys, values, true);
    bars->setWidth(0.55);
    bars->setBrush(QColor(0x1f, 0x77, 0xb4, 150));
    bars->setPen(QPen(QColor(0x1f, 0x77, 0xb4).darker(150)));
    for (int i = 0; i < tips.size(); ++i)
        addTip(bars, i, tips[i]);
    auto* errors = new QCPErrorBars(p->xAxis, p->yAxis);
    errors->setDataPlottable(bars);
    errors->setData(below, above);
    errors->setPen(QPen(Qt::black, 1.2));
    auto* one = new QCPItemStraightLine(p);
    one->point1->setCoords(0, 1.0);
    one->point2->setCoords(1, 1.0);
    one->setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
    setCategoryAxis(p->xAxis, names);
    double top = 1.2;
    for (int i = 0; i < values.size(); ++i)
        top = std::max(top, values[i] + above[i]);
    // The value axis leaves room above the highest bar for its label.
    int lines = 1;
    for (const QCPItemText* label : labels)
        lines = std::max(lines, int(label->text().count(QLatin1Char('\n'))) + 1);
    const int lineHeight = QFontMetrics(labels.isEmpty() ? p->font() : labels.first()->font()).height();
    const double labelPx = lineHeight * lines + 6;
    const double height = p->axisRect()->height();
    const double upper = height > 2.5 * labelPx ? top * 1.05 / (1.0 - labelPx / height) : top * 1.9;
    p->xAxis->setRange(0.4, names.size() + 0.6);
    p->yAxis->setRange(0, upper);
}

void SpeedupChart::retranslate()
{
    plot()->xAxis->setLabel(tr("Graphed mode"));
    plot()->yAxis->setLabel(tr("Speedup over eager (median, 95% interval)"));
}

// --- memory ---

void MemoryChart::render(const ResultReport& report)
{
    QCustomPlot* p = plot();
    QVector<double> keys, graph, peak;
    QStringList names, tips;
    for (const ModeReport& m : report.modes) {
        const ModeInfo* info = report.combined.mode(m.mode);
        const double g = info ? info->graphMemoryBytes : NAN;
        const double pk = std::isfinite(m.peakMemoryBytes) ? m.peakMemoryBytes : (info ? info->peakMemoryBytes : NAN);
        if (!std::isfinite(g) && !std::isfinite(pk))
            continue;
        names << m.mode;
        keys << names.size();
        const double gib = 1024.0 * 1024.0 * 1024.0;
        graph << (std::isfinite(g) ? g / gib : 0);
        peak << (std::isfinite(pk) ? pk / gib : 0);
        tips << (tr("%1: graphs hold %2 GiB, peak %3 GiB")
                     .arg(m.mode, QString::number(graph.last(), 'f', 3), QString::number(peak.last(), 'f', 2)));
    }
    if (names.isEmpty()) {
        showEmpty(p, tr("These results carry no memory figures."));
        return;
    }
    auto* group = new QCPBarsGroup(p);
    QCPBars* held = addGroupedBars(p, group, tr("held by graphs"), keys, graph, QColor(0xd6, 0x27, 0x28, 160));
    QCPBars* highest = addGroupedBars(p, group, tr("peak"), keys, peak, QColor(0x55, 0x55, 0x55, 120));
    for (int i = 0; i < tips.size(); ++i) {
        addTip(held, i, tips[i]);
        addTip(highest, i, tips[i]);
    }
    p->legend->setVisible(true);
    setCategoryAxis(p->xAxis, names);
    p->rescaleAxes();
    p->xAxis->setRange(0.4, names.size() + 0.6);
    p->yAxis->setRange(0, p->yAxis->range().upper * 1.15 + 1e-6);
}

void MemoryChart::retranslate()
{
    plot()->xAxis->setLabel(tr("Mode"));
    plot()->yAxis->setLabel(tr("Device memory [GiB]"));
}

// --- launches and host time ---

void BreakdownChart::render(const ResultReport& report)
{
    QCustomPlot* p = plot();
    QVector<double> keys, host, gpu, kernels;
    QStringList names, tips;
    for (const ModeReport& m : report.modes) {
        QList<double> h, g;
        for (const Sample& s : report.combined.samples)
            if (s.mode == m.mode && s.phase == RunPhase::Steady) {
                h << s.hostMs;
                g << s.gpuMs;
            }
        const PhaseStats hs = PhaseStats::of(h), gs = PhaseStats::of(g);
        const ModeInfo* info = report.combined.mode(m.mode);
        // What the host launches per step: the kernels still launched one by one plus the graph launches.
        int k = -1;
        if (info && info->eagerLaunchesPerStep >= 0)
            k = info->eagerLaunchesPerStep + qMax(0, info->graphsPerStep);
        else if (info && !info->graphed)
            k = info->kernelsPerStep;
        if (hs.count == 0 && gs.count == 0 && k < 0)
            continue;
        names << m.mode;
        keys << names.size();
        host << (hs.count ? hs.median : 0);
        gpu << (gs.count ? gs.median : 0);
        kernels << (k >= 0 ? k : qQNaN());
        tips << (tr("%1: host %2 ms, GPU %3 ms, %4 launches per step")
                     .arg(m.mode, ms(hs.median), ms(gs.median), k >= 0 ? QString::number(k) : QStringLiteral("—")));
    }
    if (names.isEmpty()) {
        showEmpty(p, tr("These results carry no host or GPU times (training logs only have the step time)."));
        return;
    }
    auto* group = new QCPBarsGroup(p);
    QCPBars* hostBars
        = addGroupedBars(p, group, tr("host enqueue (median)"), keys, host, QColor(0xff, 0x7f, 0x0e, 160));
    QCPBars* gpuBars = addGroupedBars(p, group, tr("GPU span (median)"), keys, gpu, QColor(0x2c, 0xa0, 0x2c, 160));
    QCPGraph* launches = p->addGraph(p->xAxis, p->yAxis2);
    launches->setName(tr("launches per step (kernels + graphs)"));
    launches->setData(keys, kernels, true);
    launches->setLineStyle(QCPGraph::lsNone);
    launches->setPen(QPen(QColor(0x94, 0x67, 0xbd), 2));
    launches->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(0x94, 0x67, 0xbd), 2), QColor(0x94, 0x67, 0xbd), 12));
    launches->setLayer(QStringLiteral("overlay")); // above the bars it belongs to
    for (int i = 0; i < tips.size(); ++i)
        for (QCPAbstractPlottable* plottable :
             {static_cast<QCPAbstractPlottable*>(hostBars), static_cast<QCPAbstractPlottable*>(gpuBars),
              static_cast<QCPAbstractPlottable*>(launches)})
            addTip(plottable, i, tips[i]);
    p->yAxis2->setVisible(true);
    p->legend->setVisible(true);
    setCategoryAxis(p->xAxis, names);
    p->rescaleAxes();
    p->xAxis->setRange(0.4, names.size() + 0.6);
    p->yAxis2->setRange(0, p->yAxis2->range().upper * 1.15 + 1);
    // Results of different sizes side by side (a small emulation beside a real model) span 100x or more: a log scale
    // then, with labelled 1-2-5 ticks and the bars standing on the lowest value, so that no mode is a blank band.
    double lowest = qInf(), highest = 0;
    for (const QVector<double>* v : {&host, &gpu})
        for (double x : *v)
            if (x > 0) {
                lowest = std::min(lowest, x);
                highest = std::max(highest, x);
            }
    const bool log = ChartTickers::wantsLogarithmic(lowest, highest);
    ChartTickers::setScale(p->yAxis, log);
    if (log) {
        const double base = lowest / 1.5;
        for (QCPBars* bars : {hostBars, gpuBars}) {
            bars->setBaseValue(base);
            for (auto it = bars->data()->begin(); it != bars->data()->end(); ++it)
                it->value = std::max(it->value, base); // no time: a bar of no height
        }
        p->yAxis->setRange(base, highest * 1.6);
    } else {
        p->yAxis->setRange(0, highest * 1.15 + 1e-6);
    }
}

void BreakdownChart::retranslate()
{
    plot()->xAxis->setLabel(tr("Mode"));
    plot()->yAxis->setLabel(tr("Time per step [ms]"));
    plot()->yAxis2->setLabel(tr("Launches per step"));
}

} // namespace cga
