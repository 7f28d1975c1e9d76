#pragma once

#include <QByteArray>
#include <QString>

namespace cga {

class ProfileReport;

// The seam through which `cga profile --png/--pdf` draws the step timeline: ui/results implements it with
// QCustomPlot and installs one instance at start-up (like ReportChartExporter for `cga report`).
class ProfileChartExporter
{
public:
    virtual ~ProfileChartExporter() = default;
    // format: "png" or "pdf". False with *error (translated, naming the file) on failure.
    virtual bool exportTimeline(const ProfileReport& report, const QString& path, const QByteArray& format,
                                QString* error)
        = 0;

    static ProfileChartExporter* instance() { return s_instance; }
    static void setInstance(ProfileChartExporter* exporter) { s_instance = exporter; }

private:
    static inline ProfileChartExporter* s_instance = nullptr;
};

} // namespace cga
