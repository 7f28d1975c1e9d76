#include "results/profiletimeline.h"

#include "util/atomicwrite.h"

#include <QBuffer>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QPdfWriter>
#include <QVBoxLayout>

#undef QT_NO_FOREACH
#include <qcustomplot.h>

namespace cga {

namespace {

constexpr double kMinGapUs = 1.0; // shorter idle is drawn as part of the busy stretch

} // namespace

ProfileTimeline::ProfileTimeline(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setObjectName(QStringLiteral("profileTimeline"));
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    m_plot->axisRect()->setRangeDrag(Qt::Horizontal);
    m_plot->axisRect()->setRangeZoom(Qt::Horizontal);
    m_plot->setMinimumSize(240, 120);
    // The legend in a row under the lanes, so it never hides a gap.
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setWrap(6);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    redraw();
}

QColor ProfileTimeline::scopeColor(ProfileScope scope)
{
    switch (scope) {
    case ProfileScope::Attn:
        return QColor(0x1f, 0x77, 0xb4);
    case ProfileScope::Mlp:
        return QColor(0x2c, 0xa0, 0x2c);
    case ProfileScope::MoeRouter:
        return QColor(0xff, 0x7f, 0x0e);
    case ProfileScope::MoePreprocess:
        return QColor(0x94, 0x67, 0xbd);
    case ProfileScope::MoeExperts:
        return QColor(0x17, 0xbe, 0xcf);
    case ProfileScope::Other:
        break;
    }
    return QColor(0xa0, 0xa0, 0xa0);
}

QColor ProfileTimeline::gapColor(GapCause cause)
{
    switch (cause) {
    case GapCause::Launch:
        return QColor(0xd6, 0x27, 0x28, 170);
    case GapCause::Sync:
        return QColor(0xff, 0xbf, 0x00, 200);
    case GapCause::Memcpy:
        return QColor(0xe3, 0x77, 0xc2, 190);
    case GapCause::Other:
        break;
    }
    return QColor(0xc8, 0xc8, 0xc8, 160);
}

void ProfileTimeline::setStep(const StepProfile& step)
{
    m_step = step;
    m_hasStep = true;
    redraw();
}

void ProfileTimeline::clear()
{
    m_step = StepProfile();
    m_hasStep = false;
    redraw();
}

int ProfileTimeline::drawnItems() const
{
    return m_plot->itemCount();
}

QString ProfileTimeline::title() const
{
    return m_hasStep ? tr("%1: host, GPU and scopes").arg(m_step.label) : tr("No profile open");
}

void ProfileTimeline::addRect(double x0, double x1, double y0, double y1, const QColor& color)
{
    auto* r = new QCPItemRect(m_plot);
    r->topLeft->setCoords(x0, y1);
    r->bottomRight->setCoords(x1, y0);
    r->setPen(Qt::NoPen);
    r->setBrush(color);
    r->setClipToAxisRect(true);
}

void ProfileTimeline::addLegend(const QString& name, const QColor& color)
{
    QCPGraph* g = m_plot->addGraph();
    g->setName(name);
    g->setPen(Qt::NoPen);
    g->setBrush(color);
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, color, color, 9));
}

void ProfileTimeline::redraw()
{
    m_plot->clearItems();
    m_plot->clearGraphs();
    const double t0 = m_step.spanStart;
    const auto x = [t0](double us) { return (us - t0) / 1000.0; };
    // Host lane (2..3): top-level ops by scope, launch calls as dark marks on the upper half.
    for (const HostScopeSpan& h : m_step.hostSpans)
        if (h.end > t0 && h.start < m_step.spanEnd)
            addRect(x(h.start), x(h.end), 2.1, 2.5, scopeColor(h.scope).lighter(140));
    for (const HostLaunch& l : m_step.launches)
        addRect(x(l.start), x(std::max(l.end, l.start + 1.0)), 2.55, 2.9, QColor(0x33, 0x33, 0x33));
    // GPU lane (1..2): busy stretches (activities closer than kMinGapUs merged) and gaps by cause.
    double busyStart = -1;
    double busyEnd = -1;
    for (const GpuActivity& a : m_step.activities) {
        if (a.gapUs >= kMinGapUs) {
            if (busyStart >= 0)
                addRect(x(busyStart), x(busyEnd), 1.1, 1.9, QColor(0x1a, 0x3a, 0x6b));
            addRect(x(a.start - a.gapUs), x(a.start), 1.1, 1.9, gapColor(a.gapCause));
            busyStart = a.start;
        } else if (busyStart < 0) {
            busyStart = a.start;
        }
        busyEnd = std::max(busyEnd, a.end);
    }
    if (busyStart >= 0)
        addRect(x(busyStart), x(busyEnd), 1.1, 1.9, QColor(0x1a, 0x3a, 0x6b));
    // Scope bands (0..1): one per run of activities of one scope and layer, from the gap before it.
    for (size_t i = 0; i < m_step.activities.size();) {
        const GpuActivity& first = m_step.activities[i];
        size_t j = i;
        double end = first.end;
        while (j < m_step.activities.size() && m_step.activities[j].scope == first.scope
               && m_step.activities[j].layer == first.layer)
            end = std::max(end, m_step.activities[j++].end);
        if (first.scope != ProfileScope::Other)
            addRect(x(first.start - first.gapUs), x(end), 0.1, 0.9, scopeColor(first.scope));
        i = j;
    }
    for (ProfileScope s : {ProfileScope::Attn, ProfileScope::Mlp, ProfileScope::MoeRouter, ProfileScope::MoePreprocess,
                           ProfileScope::MoeExperts})
        addLegend(profileScopeKey(s), scopeColor(s));
    addLegend(tr("GPU busy"), QColor(0x1a, 0x3a, 0x6b));
    for (GapCause c : {GapCause::Launch, GapCause::Sync, GapCause::Memcpy, GapCause::Other})
        addLegend(tr("idle: %1").arg(gapCauseTitle(c)), gapColor(c));
    addLegend(tr("launch call"), QColor(0x33, 0x33, 0x33));

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(0.5, tr("Scopes"));
    ticker->addTick(1.5, tr("GPU"));
    ticker->addTick(2.5, tr("Host"));
    m_plot->yAxis->setTicker(ticker);
    m_plot->yAxis->setRange(0, 3);
    m_plot->xAxis->setLabel(tr("time in the step [ms]"));
    m_plot->xAxis->setRange(0, std::max(0.001, x(m_step.spanEnd)));
    m_plot->legend->setVisible(true);
    m_plot->legend->setFont(font());
    m_plot->replot();
}

void ProfileTimeline::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        redraw();
    QWidget::changeEvent(event);
}

bool ProfileTimeline::exportTo(const QString& path, const QByteArray& format, QString* error, int width, int height)
{
    const QFileInfo info(path);
    if (!info.absoluteDir().exists()) {
        *error = tr("%1 cannot be written: the folder %2 does not exist.").arg(path, info.absolutePath());
        return false;
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (format == "pdf") {
        QPdfWriter writer(&out);
        writer.setPageSize(QPageSize(QSizeF(width, height), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(title());
        writer.setCreator(QStringLiteral("CUDA Graph Assistant"));
        QCPPainter painter(&writer);
        m_plot->toPainter(&painter, width, height);
        painter.end();
    } else if (format == "png") {
        if (!m_plot->toPixmap(width, height, 2.0).toImage().save(&out, "PNG")) {
            *error = tr("%1: the PNG could not be written.").arg(path);
            return false;
        }
    } else {
        *error = tr("Unknown chart format %1.").arg(QString::fromLatin1(format));
        return false;
    }
    out.close();
    return AtomicWrite::write(path, out.data(), error);
}

} // namespace cga
