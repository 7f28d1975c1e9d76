#include "results/chartpagewriter.h"

#include "results/chartwidget.h"
#include "results/reportprovenance.h"
#include "util/atomicwrite.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QPdfWriter>
#ifdef CGA_HAVE_SVG
#include <QSvgGenerator>
#endif

#undef QT_NO_FOREACH
#include <qcustomplot.h>

namespace cga {

namespace {

constexpr int kMargin = 16;
const QString kCreator = QStringLiteral("CUDA Graph Assistant");

QFont pixelFont(int pixels, bool bold = false)
{
    QFont f;
    f.setPixelSize(pixels);
    f.setBold(bold);
    return f;
}

// The block above a chart: its title and the provenance lines, wrapped to the page width.
struct Header
{
    QString title;
    QStringList lines;

    int textHeight(const QStringList& text, const QFont& font, int width) const
    {
        return QFontMetrics(font)
            .boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text.join(QLatin1Char('\n')))
            .height();
    }
    int height(int width) const
    {
        return kMargin + textHeight({title}, pixelFont(20, true), width - 2 * kMargin) + 6
            + textHeight(lines, pixelFont(12), width - 2 * kMargin) + kMargin / 2;
    }
    void draw(QPainter& painter, int width) const
    {
        const int inner = width - 2 * kMargin;
        const int titleHeight = textHeight({title}, pixelFont(20, true), inner);
        painter.setPen(Qt::black);
        painter.setFont(pixelFont(20, true));
        painter.drawText(QRect(kMargin, kMargin, inner, titleHeight), Qt::TextWordWrap, title);
        painter.setPen(QColor(0x44, 0x44, 0x44));
        painter.setFont(pixelFont(12));
        painter.drawText(QRect(kMargin, kMargin + titleHeight + 6, inner, 100000), Qt::TextWordWrap,
                         lines.join(QLatin1Char('\n')));
    }
};

void drawChart(QCPPainter& painter, ChartWidget* chart, const QPoint& at, int width, int height)
{
    painter.save();
    painter.translate(at);
    chart->plot()->toPainter(&painter, width, height);
    painter.restore();
}

void drawText(QPainter& painter, const QRect& rect, const QString& heading, const QStringList& lines)
{
    painter.setPen(Qt::black);
    painter.setFont(pixelFont(16, true));
    painter.drawText(rect.adjusted(kMargin, kMargin, -kMargin, 0), Qt::TextWordWrap, heading);
    painter.setFont(pixelFont(13));
    painter.drawText(rect.adjusted(kMargin, kMargin + 28, -kMargin, -kMargin), Qt::TextWordWrap,
                     lines.join(QStringLiteral("\n\n")));
}

QByteArray xmp(const QString& title, const ReportProvenance& provenance)
{
    const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
    const QString text
        = QStringLiteral("<?xpacket begin=\"\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
                         "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF "
                         "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
                         "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" "
                         "xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">"
                         "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li></rdf:Alt></dc:title>"
                         "<dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">%2</rdf:li></rdf:Alt>"
                         "</dc:description><dc:source>%3</dc:source><xmp:CreatorTool>%4</xmp:CreatorTool>"
                         "<xmp:CreateDate>%5</xmp:CreateDate></rdf:Description></rdf:RDF></x:xmpmeta>\n"
                         "<?xpacket end=\"w\"?>")
              .arg(esc(title), esc(provenance.text()), esc(provenance.paths()), kCreator,
                   provenance.exportedAt.toUTC().toString(Qt::ISODate));
    return text.toUtf8();
}

void setupPdf(QPdfWriter& writer, const QSize& page, const QString& title, const ReportProvenance& provenance)
{
    writer.setPageSize(QPageSize(QSizeF(page), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setResolution(72);
    writer.setTitle(title);
    writer.setCreator(kCreator);
    writer.setDocumentXmpMetadata(xmp(title, provenance));
}

bool savePng(QImage image, const QString& title, const ReportProvenance& provenance, QIODevice* out)
{
    image.setText(QStringLiteral("Title"), title);
    image.setText(QStringLiteral("Description"), provenance.text());
    image.setText(QStringLiteral("Source"), provenance.paths());
    image.setText(QStringLiteral("GPU"), provenance.gpus());
    image.setText(QStringLiteral("Software"), kCreator);
    image.setText(QStringLiteral("Creation Time"), provenance.exportedAt.toUTC().toString(Qt::ISODate));
    return image.save(out, "PNG");
}

// The raster painter for a PNG at `scale`: lines scale with the picture (as QCustomPlot's own toPixmap does).
void beginRaster(QCPPainter& painter, QImage* image, double scale)
{
    painter.begin(image);
    painter.setMode(QCPPainter::pmNoCaching);
    if (scale > 1.0)
        painter.setMode(QCPPainter::pmNonCosmetic);
    painter.scale(scale, scale);
}

bool folderExists(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (info.absoluteDir().exists())
        return true;
    *error = ChartPageWriter::tr("%1 cannot be written: the folder %2 does not exist.").arg(path, info.absolutePath());
    return false;
}

QString unknownFormat(const QByteArray& format)
{
    return ChartPageWriter::tr("Unknown chart format %1.").arg(QString::fromLatin1(format));
}

} // namespace

QList<QByteArray> ChartPageWriter::formats()
{
#ifdef CGA_HAVE_SVG
    return {"png", "pdf", "svg"};
#else
    return {"png", "pdf"};
#endif
}

QByteArray ChartPageWriter::formatOf(const QString& path)
{
    const QByteArray suffix = QFileInfo(path).suffix().toLower().toLatin1();
    return formats().contains(suffix) ? suffix : QByteArray("png");
}

bool ChartPageWriter::writeChart(ChartWidget* chart, const ReportProvenance& provenance, const QString& path,
                                 const QByteArray& format, QString* error)
{
    if (!folderExists(path, error))
        return false;
    const Header header{chart->title(), provenance.lines()};
    const int top = header.height(kWidth);
    const QSize page(kWidth, top + kHeight);
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (format == "png") {
        QImage image(page * 2, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QCPPainter painter;
        beginRaster(painter, &image, 2.0);
        header.draw(painter, kWidth);
        drawChart(painter, chart, QPoint(0, top), kWidth, kHeight);
        painter.end();
        if (!savePng(image, chart->title(), provenance, &out)) {
            *error = tr("%1: the PNG could not be written.").arg(path);
            return false;
        }
    } else if (format == "pdf") {
        QPdfWriter writer(&out);
        setupPdf(writer, page, chart->title(), provenance);
        QCPPainter painter(&writer);
        painter.setMode(QCPPainter::pmVectorized);
        header.draw(painter, kWidth);
        drawChart(painter, chart, QPoint(0, top), kWidth, kHeight);
        painter.end();
#ifdef CGA_HAVE_SVG
    } else if (format == "svg") {
        QSvgGenerator generator;
        generator.setOutputDevice(&out);
        generator.setSize(page);
        generator.setViewBox(QRect(QPoint(0, 0), page));
        generator.setTitle(chart->title());
        generator.setDescription(provenance.text());
        QCPPainter painter(&generator);
        painter.setMode(QCPPainter::pmVectorized);
        header.draw(painter, kWidth);
        drawChart(painter, chart, QPoint(0, top), kWidth, kHeight);
        painter.end();
#endif
    } else {
        *error = unknownFormat(format);
        return false;
    }
    chart->plot()->replot(); // back to the layout of the screen
    out.close();
    return AtomicWrite::write(path, out.data(), error);
}

bool ChartPageWriter::writeReport(const QList<ChartWidget*>& charts, const ReportProvenance& provenance,
                                  const QStringList& summary, const QString& path, const QByteArray& format,
                                  QString* error)
{
    if (!folderExists(path, error))
        return false;
    const QString reportTitle = tr("CUDA graph benchmark report");
    const QString summaryTitle = tr("Summary");
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (format == "pdf") {
        // A summary page, then one chart per page; every page names the data it shows.
        const int top = Header{reportTitle, provenance.lines()}.height(kWidth);
        QPdfWriter writer(&out);
        setupPdf(writer, QSize(kWidth, top + kHeight), reportTitle, provenance);
        QCPPainter painter(&writer);
        painter.setMode(QCPPainter::pmVectorized);
        Header{reportTitle, provenance.lines()}.draw(painter, kWidth);
        drawText(painter, QRect(0, top, kWidth, kHeight), summaryTitle, summary);
        for (ChartWidget* chart : charts) {
            writer.newPage();
            Header{tr("%1 - %2").arg(reportTitle, chart->title()), provenance.lines()}.draw(painter, kWidth);
            drawChart(painter, chart, QPoint(0, top), kWidth, kHeight);
        }
        painter.end();
    } else if (format == "png") {
        // Two columns of charts, each under its title, the summary in the cell after the last chart.
        const Header header{reportTitle, provenance.lines()};
        const int width = 2 * kWidth, top = header.height(width), caption = 30;
        const int rows = int(charts.size()) / 2 + 1;
        QImage image(QSize(width, top + rows * (caption + kHeight)) * kGridScale, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QCPPainter painter;
        beginRaster(painter, &image, kGridScale);
        header.draw(painter, width);
        for (int i = 0; i <= charts.size(); ++i) {
            const QPoint at((i % 2) * kWidth, top + (i / 2) * (caption + kHeight));
            if (i == charts.size()) {
                drawText(painter, QRect(at, QSize(kWidth, caption + kHeight)), summaryTitle, summary);
                break;
            }
            painter.setPen(Qt::black);
            painter.setFont(pixelFont(16, true));
            painter.drawText(QRect(at + QPoint(kMargin, 4), QSize(kWidth - 2 * kMargin, caption)), Qt::AlignLeft,
                             charts[i]->title());
            drawChart(painter, charts[i], at + QPoint(0, caption), kWidth, kHeight);
        }
        painter.end();
        if (!savePng(image, reportTitle, provenance, &out)) {
            *error = tr("%1: the PNG could not be written.").arg(path);
            return false;
        }
    } else {
        *error = unknownFormat(format);
        return false;
    }
    for (ChartWidget* chart : charts)
        chart->plot()->replot();
    out.close();
    return AtomicWrite::write(path, out.data(), error);
}

} // namespace cga
