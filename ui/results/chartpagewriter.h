#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace cga {

class ChartWidget;
class ReportProvenance;

// Writes charts as pages that say what they show and where the data came from: a header with the title and the
// provenance (source files, GPU, runner, date, command) above the chart, and the same facts in the file's metadata
// (PNG text chunks, the PDF's XMP metadata, the SVG's description). One chart: PNG (twice the size), PDF or SVG
// (vectors). Every chart of a report: a PDF with a summary page and one chart per page, or one PNG with the charts
// in a grid of two columns and the summary in the last cell. Files are written atomically.
class ChartPageWriter
{
    Q_DECLARE_TR_FUNCTIONS(cga::ChartPageWriter)

public:
    static constexpr int kWidth = 1200; // a chart's size on a page (points for PDF, pixels for PNG at scale 1)
    static constexpr int kHeight = 650;
    static constexpr double kGridScale = 1.5; // the report PNG

    // "png", "pdf" and, in a build with Qt SVG, "svg".
    static QList<QByteArray> formats();
    static QByteArray formatOf(const QString& path); // by the suffix; "png" when it names none of the formats

    static bool writeChart(ChartWidget* chart, const ReportProvenance& provenance, const QString& path,
                           const QByteArray& format, QString* error);
    // `summary`: the verdicts and notes, in the order the Results page shows them. Formats "pdf" and "png".
    static bool writeReport(const QList<ChartWidget*>& charts, const ReportProvenance& provenance,
                            const QStringList& summary, const QString& path, const QByteArray& format, QString* error);
};

} // namespace cga
