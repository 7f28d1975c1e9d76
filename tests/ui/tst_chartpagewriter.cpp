// Exported charts say where their data came from: one chart as PNG, PDF (and SVG where Qt SVG is built in) is a
// non-empty file whose metadata names the GPU, the source file and the runner; every chart as a PDF is a summary
// page plus one page per chart; as a PNG a grid, not one tall column.
#include "results/chartpagewriter.h"
#include "results/charts.h"
#include "results/reportchartrenderer.h"
#include "results/reportprovenance.h"

#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

#include <memory>

using namespace cga;

namespace {

const QString kRecording = QStringLiteral("cga-bench-tiny-h200.jsonl");

ResultReport recorded()
{
    ReportInput in;
    QString error;
    if (!ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + kRecording, ClassifierOptions(), &in, &error))
        qFatal("%s", qPrintable(error));
    return ResultReport::build({in});
}

QByteArray contents(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestChartPageWriter : public QObject
{
    Q_OBJECT

private slots:
    void provenanceNamesSourceGpuRunnerDateCommand();
    void oneChartRecordsItsSource_data();
    void oneChartRecordsItsSource();
    void everyChartPdfHasOnePagePerChart();
    void everyChartPngIsAGrid();
    void aMissingFolderIsAnError();
};

void TestChartPageWriter::provenanceNamesSourceGpuRunnerDateCommand()
{
    const ReportProvenance p = ReportProvenance::of(recorded(), QDateTime(QDate(2026, 12, 2), QTime(7, 0), Qt::UTC));
    const QString text = p.text();
    for (const char* part : {"cga-bench-tiny-h200.jsonl", "NVIDIA H200", "cga-bench", "2026-11-30 18:03 UTC",
                             "--preset tiny", "2026-12-02 07:00 UTC"})
        QVERIFY2(text.contains(QLatin1String(part)), qPrintable(part + QStringLiteral(" missing from:\n") + text));
    QCOMPARE(p.gpus().count(QStringLiteral("NVIDIA H200")), 1);
}

void TestChartPageWriter::oneChartRecordsItsSource_data()
{
    QTest::addColumn<QString>("chart");
    QTest::addColumn<QString>("format");
    for (const char* c : {"step-time", "speedup"})
        for (const QByteArray& f : ChartPageWriter::formats())
            QTest::addRow("%s %s", c, f.constData()) << QString::fromLatin1(c) << QString::fromLatin1(f);
}

void TestChartPageWriter::oneChartRecordsItsSource()
{
    QFETCH(QString, chart);
    QFETCH(QString, format);
    std::unique_ptr<ChartWidget> c;
    for (ChartWidget* w : ReportChartRenderer::makeCharts()) {
        if (w->fileName() == chart && !c)
            c.reset(w);
        else
            delete w;
    }
    c->resize(900, 500);
    c->show();
    c->setReport(recorded());
    const QRect onScreen = c->plot()->viewport();
    QTemporaryDir dir;
    const QString path = dir.filePath(chart + QLatin1Char('.') + format);
    QString error;
    QVERIFY2(c->exportTo(path, &error), qPrintable(error));
    const QByteArray bytes = contents(path);
    QVERIFY(bytes.size() > 5000);
    if (format == QLatin1String("png")) {
        const QImage image(path);
        QCOMPARE(image.width(), 2 * ChartPageWriter::kWidth);
        QVERIFY(image.height() > 2 * ChartPageWriter::kHeight); // the header above the chart
        QVERIFY2(image.text(QStringLiteral("GPU")).contains(QLatin1String("NVIDIA H200")), qPrintable(image.text()));
        QVERIFY(image.text(QStringLiteral("Source")).contains(kRecording));
        QVERIFY(image.text(QStringLiteral("Description")).contains(QLatin1String("cga-bench")));
        QCOMPARE(image.text(QStringLiteral("Title")), c->title());
    } else if (format == QLatin1String("pdf")) {
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("NVIDIA H200")); // the XMP metadata
        QVERIFY(bytes.contains(kRecording.toUtf8()));
        QVERIFY(bytes.contains("--preset tiny"));
    } else {
        QVERIFY(bytes.contains("<svg"));
        QVERIFY(bytes.contains("NVIDIA H200"));
        QVERIFY(bytes.contains(kRecording.toUtf8()));
    }
    // The chart on screen is drawn as before (the export's own layout is undone).
    QCOMPARE(c->plot()->viewport(), onScreen);
}

void TestChartPageWriter::everyChartPdfHasOnePagePerChart()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    ReportChartRenderer renderer;
    QVERIFY2(renderer.exportCharts(recorded(), path, "pdf", &error), qPrintable(error));
    const QByteArray bytes = contents(path);
    const qsizetype pages = QString::fromLatin1(bytes).count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b")));
    QCOMPARE(pages, qsizetype(1 + 5)); // the summary, then five charts
    QVERIFY(bytes.contains("NVIDIA H200"));
}

void TestChartPageWriter::everyChartPngIsAGrid()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.png"));
    QString error;
    ReportChartRenderer renderer;
    QVERIFY2(renderer.exportCharts(recorded(), path, "png", &error), qPrintable(error));
    const QImage image(path);
    QCOMPARE(image.width(), int(2 * ChartPageWriter::kWidth * ChartPageWriter::kGridScale));
    QVERIFY(image.height() < int(4 * ChartPageWriter::kHeight * ChartPageWriter::kGridScale));
    QVERIFY(image.text(QStringLiteral("GPU")).contains(QLatin1String("NVIDIA H200")));
}

void TestChartPageWriter::aMissingFolderIsAnError()
{
    SpeedupChart chart;
    chart.setReport(recorded());
    QString error;
    const QString path = QStringLiteral("/nonexistent/folder/speedup.pdf");
    QVERIFY(!chart.exportTo(path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
}

QTEST_MAIN(TestChartPageWriter)
#include "tst_chartpagewriter.moc"
