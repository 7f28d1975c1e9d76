#include "results/chartwidget.h"

#include <QEvent>
#include <QHelpEvent>
#include <QToolTip>
#include <QVBoxLayout>

#undef QT_NO_FOREACH
#include <qcustomplot.h>

namespace cga {

QColor modeColor(const QString& mode, int index)
{
    if (mode.startsWith(QLatin1String("eager")))
        return QColor(0x55, 0x55, 0x55);
    static const QColor palette[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e),
           QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2), QColor(0x17, 0xbe, 0xcf)};
    return palette[index % int(std::size(palette))];
}

QColor phaseColor(RunPhase phase)
{
    switch (phase) {
    case RunPhase::FirstCall:
        return QColor(0xe0, 0xe0, 0xe0, 120);
    case RunPhase::Warmup:
        return QColor(0xff, 0xe0, 0x99, 110);
    case RunPhase::Capture:
    case RunPhase::Instantiate:
    case RunPhase::Upload:
        return QColor(0xf5, 0x9c, 0x9c, 120);
    case RunPhase::FirstReplay:
        return QColor(0xc9, 0xb3, 0xe8, 110);
    case RunPhase::Steady:
        return QColor(0xb8, 0xe0, 0xc2, 90);
    }
    return Qt::transparent;
}

ChartWidget::ChartWidget(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectPlottables);
    m_plot->setMinimumSize(320, 240);
    m_plot->setMouseTracking(true);
    connect(m_plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString tip = toolTipAt(event->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(m_plot->mapToGlobal(event->pos()), tip, m_plot);
    });
}

void ChartWidget::setReport(const ResultReport& report)
{
    m_report = report;
    redraw();
}

void ChartWidget::redraw()
{
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->clearGraphs();
    m_points.clear();
    m_plot->legend->setVisible(false);
    render(m_report);
    retranslate();
    m_plot->replot();
}

QString ChartWidget::toolTipAt(const QPoint& pos) const
{
    double best = 12.0; // pixels
    QString text;
    for (const Point& p : m_points) {
        const double px = m_plot->xAxis->coordToPixel(p.x), py = m_plot->yAxis->coordToPixel(p.y);
        const double d = std::hypot(px - pos.x(), py - pos.y());
        if (d < best) {
            best = d;
            text = p.text;
        }
    }
    return text;
}

bool ChartWidget::exportPng(const QString& path, int width, int height, double scale)
{
    return m_plot->savePng(path, width, height, scale);
}

bool ChartWidget::exportPdf(const QString& path, int width, int height)
{
    return m_plot->savePdf(path, width, height);
}

void ChartWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_plot->replot();
    }
    QWidget::changeEvent(event);
}

} // namespace cga
