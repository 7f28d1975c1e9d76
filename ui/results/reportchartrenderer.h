#pragma once

#include "report/reportchartexporter.h"
#include "results/chartpagewriter.h"

#include <QList>

namespace cga {

class ChartWidget;

// Draws every chart of a ResultReport off screen (ChartPageWriter::writeReport): a PDF with a summary page and one
// chart per page, or one PNG with the charts in a grid; every page names the source files, GPU, runner, date and
// command. Installed as the ReportChartExporter of `cga report --png/--pdf`, and used by the results view.
class ReportChartRenderer : public ReportChartExporter
{
public:
    bool exportCharts(const ResultReport& report, const QString& path, const QByteArray& format,
                      QString* error) override;

    // The charts the report is drawn with, in order (the caller owns them).
    static QList<ChartWidget*> makeCharts();
    static constexpr int kWidth = ChartPageWriter::kWidth;
    static constexpr int kHeight = ChartPageWriter::kHeight;
};

} // namespace cga
