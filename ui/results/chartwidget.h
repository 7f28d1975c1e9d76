#pragma once

#include "report/resultreport.h"

#include <QWidget>

class QCustomPlot;
class QLabel;

namespace cga {

// One chart of a ResultReport, drawn with QCustomPlot: zoom and pan with the mouse, a tool tip on the nearest
// point, export to PNG and PDF at print resolution, and axis labels that follow the language.
class ChartWidget : public QWidget
{
    Q_OBJECT

public:
    explicit ChartWidget(QWidget* parent = nullptr);

    void setReport(const ResultReport& report);
    QCustomPlot* plot() const { return m_plot; }
    virtual QString title() const = 0; // translated

    // PNG at `scale` times the size (2 = print resolution for a 96 dpi screen), PDF as vectors.
    bool exportPng(const QString& path, int width = 1200, int height = 700, double scale = 2.0);
    bool exportPdf(const QString& path, int width = 1200, int height = 700);
    // The tool tip text for a point in widget coordinates (empty when no data point is near).
    QString toolTipAt(const QPoint& pos) const;

protected:
    // Draws the report into the plot (cleared before). Axis labels and titles come from retranslate().
    virtual void render(const ResultReport& report) = 0;
    virtual void retranslate() = 0;
    // Points the tool tip can name: plot coordinates and their text.
    struct Point
    {
        double x;
        double y;
        QString text;
    };
    void addTipPoint(double x, double y, const QString& text) { m_points.append({x, y, text}); }
    void changeEvent(QEvent* event) override;
    const ResultReport& report() const { return m_report; }

private:
    void redraw();

    QCustomPlot* m_plot;
    ResultReport m_report;
    QList<Point> m_points;
};

// Colours shared by the charts: one per mode (eager always grey), and the phase shading.
QColor modeColor(const QString& mode, int index);
QColor phaseColor(RunPhase phase);

} // namespace cga
