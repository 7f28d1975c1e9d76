#pragma once

#include "report/resultreport.h"

#include <QHash>
#include <QWidget>

class QCustomPlot;
class QCPAbstractPlottable;
class QCPAxis;
class QMenu;
class QToolButton;

namespace cga {

// One chart of a ResultReport, drawn with QCustomPlot: zoom and pan with the mouse (a double-click, the "Reset
// zoom" button that appears while zoomed, or the context menu bring the whole chart back), a tool tip with the
// value, mode, phase and step of whatever is under the mouse (points, lines, bars, boxes and phase bands), the
// legend in a row under the plot so it never hides data, export of this chart from the context menu (PNG, PDF and,
// where Qt SVG is built in, SVG; each page names the source files, GPU, runner, date and command), and axis labels
// that follow the language.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ChartWidget(QWidget* parent = nullptr);

    void setReport(const ResultReport& report);
    QCustomPlot* plot() const { return m_plot; }
    virtual QString title() const = 0; // translated
    virtual QString fileName() const = 0; // the chart's part of a file name: "step-time"

    // The plot alone: PNG at `scale` times the size (2 = print resolution for a 96 dpi screen), PDF as vectors.
    bool exportPng(const QString& path, int width = 1200, int height = 700, double scale = 2.0);
    bool exportPdf(const QString& path, int width = 1200, int height = 700);
    // The chart as a page with its title and the provenance of the data: PNG, PDF or SVG by the suffix of `path`.
    bool exportTo(const QString& path, QString* error);
    // The tool tip text for a point in widget coordinates (empty when nothing is near).
    QString toolTipAt(const QPoint& pos) const;

    // Zoom: the ranges the chart was drawn with come back.
    void resetZoom();
    bool isZoomed() const;
    QToolButton* resetButton() const { return m_reset; }
    // The chart's context menu (Reset zoom, Export as PNG/PDF/SVG...); the caller owns it.
    QMenu* createContextMenu();

protected:
    // Draws the report into the plot (cleared before). Axis labels and titles come from retranslate().
    virtual void render(const ResultReport& report) = 0;
    virtual void retranslate() = 0;
    // What the tool tip says over data point `index` of `plottable` (a graph's point, a bar, a box).
    void addTip(QCPAbstractPlottable* plottable, int index, const QString& text);
    // ... near a point in plot coordinates (of `valueAxis`, the left axis when null).
    void addTipPoint(double x, double y, const QString& text, QCPAxis* valueAxis = nullptr);
    // ... anywhere over the plot between x0 and x1 where nothing else is (a shaded phase band).
    void addTipBand(double x0, double x1, const QString& text);
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    const ResultReport& report() const { return m_report; }

private:
    struct Point
    {
        double x;
        double y;
        QString text;
        QCPAxis* axis;
    };
    struct Band
    {
        double x0;
        double x1;
        QString text;
    };
    struct Home
    {
        QCPAxis* axis;
        double lower;
        double upper;
    };
    void redraw();
    void fitLegend();
    void placeResetButton();
    void showContextMenu(const QPoint& pos);
    void askExport(const QByteArray& format);
    QString plottableTipAt(const QPoint& pos) const;

    QCustomPlot* m_plot;
    QToolButton* m_reset;
    ResultReport m_report;
    QHash<QCPAbstractPlottable*, QHash<int, QString>> m_tips;
    QList<Point> m_points;
    QList<Band> m_bands;
    QList<Home> m_home; // the ranges as drawn
};

// Colours shared by the charts: one per mode (eager always grey), and the phase shading.
QColor modeColor(const QString& mode, int index);
QColor phaseColor(RunPhase phase);

} // namespace cga
