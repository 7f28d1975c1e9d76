#include "results/reportchartrenderer.h"

#include "results/charts.h"
#include "util/atomicwrite.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <qcustomplot.h>

#include <memory>

namespace cga {

QList<ChartWidget*> ReportChartRenderer::makeCharts()
{
    return {new StepTimeChart, new DistributionChart, new SpeedupChart, new MemoryChart, new BreakdownChart};
}

bool ReportChartRenderer::exportCharts(const ResultReport& report, const QString& path, const QByteArray& format,
                                       QString* error)
{
    QList<ChartWidget*> charts = makeCharts();
    std::vector<std::unique_ptr<ChartWidget>> owned;
    for (ChartWidget* c : charts) {
        owned.emplace_back(c);
        c->resize(kWidth, kHeight);
        c->setReport(report);
        c->plot()->plotLayout()->insertRow(0);
        c->plot()->plotLayout()->addElement(
            0, 0, new QCPTextElement(c->plot(), c->title(), QFont(QString(), 12, QFont::Bold)));
    }
    // Draw into memory first; the file is replaced only when everything was drawn and written (a full disk or a
    // file-size limit leaves the previous chart as it was).
    // A mistyped folder is an error, not a folder to create.
    const QFileInfo info(path);
    if (!info.absoluteDir().exists()) {
        *error = QCoreApplication::translate("cga::ReportChartRenderer",
                                             "%1 cannot be written: the folder %2 does not exist.")
                     .arg(path, info.absolutePath());
        return false;
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (format == "pdf") {
        QPdfWriter writer(&out);
        writer.setPageSize(QPageSize(QSizeF(kWidth, kHeight), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(QCoreApplication::translate("cga::ReportChartRenderer", "CUDA graph benchmark report"));
        writer.setCreator(QStringLiteral("CUDA Graph Assistant"));
        QCPPainter painter(&writer);
        for (int i = 0; i < charts.size(); ++i) {
            if (i > 0)
                writer.newPage();
            charts[i]->plot()->toPainter(&painter, kWidth, kHeight);
        }
        painter.end();
    } else if (format == "png") {
        QImage image(kWidth * 2, kHeight * 2 * int(charts.size()), QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        for (int i = 0; i < charts.size(); ++i)
            painter.drawPixmap(0, i * kHeight * 2, charts[i]->plot()->toPixmap(kWidth, kHeight, 2.0));
        painter.end();
        if (!image.save(&out, "PNG")) {
            *error = QCoreApplication::translate("cga::ReportChartRenderer", "%1: the PNG could not be written.")
                         .arg(path);
            return false;
        }
    } else {
        *error = QCoreApplication::translate("cga::ReportChartRenderer", "Unknown chart format %1.")
                     .arg(QString::fromLatin1(format));
        return false;
    }
    out.close();
    return AtomicWrite::write(path, out.data(), error);
}

} // namespace cga
