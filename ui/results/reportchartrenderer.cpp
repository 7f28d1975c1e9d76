#include "results/reportchartrenderer.h"

#include "results/chartpagewriter.h"
#include "results/charts.h"
#include "results/reportprovenance.h"
#include "results/resultsummary.h"

#include <memory>

namespace cga {

QList<ChartWidget*> ReportChartRenderer::makeCharts()
{
    return {new StepTimeChart, new DistributionChart, new SpeedupChart, new MemoryChart, new BreakdownChart};
}

bool ReportChartRenderer::exportCharts(const ResultReport& report, const QString& path, const QByteArray& format,
                                       QString* error)
{
    const QList<ChartWidget*> charts = makeCharts();
    std::vector<std::unique_ptr<ChartWidget>> owned;
    for (ChartWidget* c : charts) {
        owned.emplace_back(c);
        c->resize(kWidth, kHeight);
        c->setReport(report);
    }
    // Drawn into memory first; the file is replaced only when everything was drawn and written (a full disk or a
    // file-size limit leaves the previous file as it was). A mistyped folder is an error, not a folder to create.
    return ChartPageWriter::writeReport(charts, ReportProvenance::of(report), ResultSummary::of(report).lines(), path,
                                        format, error);
}

} // namespace cga
