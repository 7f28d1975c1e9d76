#pragma once

#include "report/reportchartexporter.h"

#include <QList>

namespace cga {

class ChartWidget;

// Draws every chart of a ResultReport off screen: one tall PNG with the charts stacked, or a PDF with one chart per
// page (vectors). Installed as the ReportChartExporter of `cga report --png/--pdf`, and used by the results view.
class ReportChartRenderer : public ReportChartExporter
{
public:
    bool exportCharts(const ResultReport& report, const QString& path, const QByteArray& format,
                      QString* error) override;

    // The charts the report is drawn with, in order (the caller owns them).
    static QList<ChartWidget*> makeCharts();
    static constexpr int kWidth = 1200;
    static constexpr int kHeight = 650;
};

} // namespace cga
