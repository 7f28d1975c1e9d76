#include "results/chartwidget.h"

#include "results/chartpagewriter.h"
#include "results/reportprovenance.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QToolButton>
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
    , m_reset(new QToolButton(m_plot))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom | QCP::iSelectPlottables);
    m_plot->setMinimumSize(320, 240);
    m_plot->setMouseTracking(true);
    // The legend in a row under the axis rect: it never covers a point, a bar or the capture label.
    m_plot->plotLayout()->addElement(1, 0, m_plot->legend);
    m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
    m_plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    m_plot->legend->setBorderPen(Qt::NoPen);
    m_plot->legend->setBrush(Qt::NoBrush);
    m_plot->legend->setMargins(QMargins(4, 0, 4, 2));
    m_plot->legend->setIconSize(22, 16); // as tall as a line of text with room for underscores
    m_plot->legend->setColumnSpacing(14);
    m_reset->setObjectName(QStringLiteral("resetZoom"));
    m_reset->setAutoRaise(false);
    m_reset->hide();
    connect(m_reset, &QToolButton::clicked, this, &ChartWidget::resetZoom);
    connect(m_plot, &QCustomPlot::afterLayout, this, &ChartWidget::placeResetButton);
    connect(m_plot, &QCustomPlot::afterReplot, this, [this] { m_reset->setVisible(isZoomed()); });
    connect(m_plot, &QCustomPlot::mouseDoubleClick, this, [this] { resetZoom(); });
    m_plot->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_plot, &QWidget::customContextMenuRequested, this, &ChartWidget::showContextMenu);
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
    m_plot->legend->clearItems();
    m_tips.clear();
    m_points.clear();
    m_bands.clear();
    m_plot->legend->setVisible(false);
    render(m_report);
    retranslate();
    m_home.clear();
    for (QCPAxis* axis : m_plot->axisRect()->axes())
        m_home.append({axis, axis->range().lower, axis->range().upper});
    fitLegend();
    m_plot->replot();
}

void ChartWidget::fitLegend()
{
    QCPLegend* legend = m_plot->legend;
    // A hidden legend keeps no room under the plot.
    legend->setMaximumSize(legend->visible() ? QSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX) : QSize(QWIDGETSIZE_MAX, 0));
    // As many columns as fit the width, each as wide as its widest entry (the items fill a row, then the next).
    QList<int> widths;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            widths << item->minimumOuterSizeHint().width();
    const int available = std::max(width(), m_plot->width()) - 20; // the chart's width before it is laid out
    int columns = 1;
    for (int n = int(widths.size()); n > 1; --n) {
        QList<int> column(n, 0);
        for (int i = 0; i < widths.size(); ++i)
            column[i % n] = std::max(column[i % n], widths[i]);
        int total = legend->columnSpacing() * (n - 1);
        for (int w : column)
            total += w;
        if (total <= available) {
            columns = n;
            break;
        }
    }
    if (legend->wrap() != columns) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // rearranges the items already there
        legend->simplify(); // and drops the rows left empty
    }
}

void ChartWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitLegend();
}

void ChartWidget::placeResetButton()
{
    m_reset->setText(tr("Reset zoom"));
    m_reset->adjustSize();
    const QRect r = m_plot->axisRect()->rect();
    m_reset->move(r.right() - m_reset->width() - 4, r.top() + 4);
}

void ChartWidget::resetZoom()
{
    for (const Home& h : std::as_const(m_home))
        h.axis->setRange(h.lower, h.upper);
    m_plot->replot();
}

bool ChartWidget::isZoomed() const
{
    for (const Home& h : m_home) {
        const QCPRange r = h.axis->range();
        const double tolerance = 1e-9 * std::max(1.0, std::abs(h.upper - h.lower));
        if (std::abs(r.lower - h.lower) > tolerance || std::abs(r.upper - h.upper) > tolerance)
            return true;
    }
    return false;
}

void ChartWidget::addTip(QCPAbstractPlottable* plottable, int index, const QString& text)
{
    m_tips[plottable].insert(index, text);
}

void ChartWidget::addTipPoint(double x, double y, const QString& text, QCPAxis* valueAxis)
{
    m_points.append({x, y, text, valueAxis ? valueAxis : m_plot->yAxis});
}

void ChartWidget::addTipBand(double x0, double x1, const QString& text)
{
    m_bands.append({x0, x1, text});
}

QString ChartWidget::plottableTipAt(const QPoint& pos) const
{
    double best = m_plot->selectionTolerance();
    QString text;
    for (auto it = m_tips.cbegin(); it != m_tips.cend(); ++it) {
        QVariant details;
        const double d = it.key()->selectTest(pos, false, &details);
        if (d < 0 || d >= best)
            continue;
        const QCPDataSelection selection = details.value<QCPDataSelection>();
        if (selection.isEmpty())
            continue;
        const auto tip = it.value().constFind(selection.dataRange().begin());
        if (tip == it.value().cend())
            continue;
        best = d;
        text = *tip;
    }
    return text;
}

QString ChartWidget::toolTipAt(const QPoint& pos) const
{
    double best = 12.0; // pixels
    QString text;
    for (const Point& p : m_points) {
        const double px = m_plot->xAxis->coordToPixel(p.x), py = p.axis->coordToPixel(p.y);
        const double d = std::hypot(px - pos.x(), py - pos.y());
        if (d < best) {
            best = d;
            text = p.text;
        }
    }
    if (!text.isEmpty())
        return text;
    text = plottableTipAt(pos);
    if (!text.isEmpty() || !m_plot->axisRect()->rect().contains(pos))
        return text;
    const double x = m_plot->xAxis->pixelToCoord(pos.x());
    for (const Band& b : m_bands)
        if (x >= b.x0 && x < b.x1)
            return b.text;
    return QString();
}

bool ChartWidget::exportPng(const QString& path, int width, int height, double scale)
{
    return m_plot->savePng(path, width, height, scale);
}

bool ChartWidget::exportPdf(const QString& path, int width, int height)
{
    return m_plot->savePdf(path, width, height);
}

bool ChartWidget::exportTo(const QString& path, QString* error)
{
    return ChartPageWriter::writeChart(this, ReportProvenance::of(m_report), path, ChartPageWriter::formatOf(path),
                                       error);
}

QMenu* ChartWidget::createContextMenu()
{
    auto* menu = new QMenu(this);
    QAction* reset = menu->addAction(tr("Reset zoom"), this, &ChartWidget::resetZoom);
    reset->setObjectName(QStringLiteral("resetZoomAction"));
    reset->setEnabled(isZoomed());
    menu->addSeparator();
    for (const QByteArray& format : ChartPageWriter::formats()) {
        QAction* a = menu->addAction(tr("Export this chart as %1...").arg(QString::fromLatin1(format.toUpper())), this,
                                     [this, format] { askExport(format); });
        a->setObjectName(QStringLiteral("export_") + QString::fromLatin1(format));
    }
    QAction* copy = menu->addAction(tr("Copy the chart as an image"), this, [this] {
        QApplication::clipboard()->setPixmap(m_plot->toPixmap(m_plot->width(), m_plot->height(), 2.0));
    });
    copy->setObjectName(QStringLiteral("copyImage"));
    return menu;
}

void ChartWidget::showContextMenu(const QPoint& pos)
{
    QMenu* menu = createContextMenu();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(m_plot->mapToGlobal(pos));
}

void ChartWidget::askExport(const QByteArray& format)
{
    const QString suffix = QString::fromLatin1(format);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export %1").arg(title()),
                                                      QStringLiteral("cuda-graph-%1.%2").arg(fileName(), suffix),
                                                      tr("%1 (*.%2)").arg(suffix.toUpper(), suffix));
    QString error;
    if (!path.isEmpty() && !exportTo(path, &error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void ChartWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The tool tips and the legend are made in the language of the moment: draw again, keeping the zoom.
        QList<Home> zoomed;
        for (QCPAxis* axis : m_plot->axisRect()->axes())
            zoomed.append({axis, axis->range().lower, axis->range().upper});
        const bool keep = isZoomed();
        redraw();
        if (keep) {
            for (const Home& h : std::as_const(zoomed))
                h.axis->setRange(h.lower, h.upper);
            m_plot->replot();
        }
    }
    QWidget::changeEvent(event);
}

} // namespace cga
