#pragma once

#include <QByteArray>
#include <QString>

namespace cga {

class ResultReport;

// The seam through which `cga report --png/--pdf` draws charts: the chart code (ui/, QCustomPlot) implements it
// and installs one instance at start-up; core and the command only hold the pointer. Exporting needs a
// QGuiApplication, which the command asks for (Command::needsGui) when a chart file is requested.
class ReportChartExporter
{
public:
    virtual ~ReportChartExporter() = default;
    // format: "png" or "pdf". False with *error (translated, naming the file) on failure.
    virtual bool exportCharts(const ResultReport& report, const QString& path, const QByteArray& format, QString* error)
        = 0;

    static ReportChartExporter* instance() { return s_instance; }
    static void setInstance(ReportChartExporter* exporter) { s_instance = exporter; }

private:
    static inline ReportChartExporter* s_instance = nullptr;
};

} // namespace cga
