// The main window's pages beyond the wizard: the review page leads to the Benchmark and Cluster pages, training logs
// and result files open in the Results page with their diagnosis (without blocking, bad files named and the good
// ones kept), and a measurement made on the Benchmark page lands in the Results page.
#include "bench/benchmarkpanel.h"
#include "results/logdiagnosisview.h"
#include "results/resultsview.h"
#include "uitestsupport.h"
#include "wizard/reviewpage.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>

using namespace cga;

namespace {

QString logFile(const QString& name)
{
    return QStringLiteral(CGA_SOURCE_DIR "/tests/data/logs/") + name;
}

QStringList findingIds(const LogDiagnosisView* view)
{
    QStringList ids;
    for (const LogFinding& f : view->findings())
        ids << f.id;
    ids.sort();
    return ids;
}

} // namespace

class TestMainWindowTabs : public QObject
{
    Q_OBJECT

private slots:
    void reviewLeadsToBenchmarkAndCluster_data();
    void reviewLeadsToBenchmarkAndCluster();
    void logsOpenWithTheirDiagnosis_data();
    void logsOpenWithTheirDiagnosis();
    void measurementLandsInResults();
    void fitsALaptopScreen_data();
    void fitsALaptopScreen();
};

void TestMainWindowTabs::reviewLeadsToBenchmarkAndCluster_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<int>("tab");
    QTest::newRow("measure on this GPU") << QStringLiteral("measureHere") << int(MainWindow::BenchmarkTab);
    QTest::newRow("run on a Slurm cluster") << QStringLiteral("runOnCluster") << int(MainWindow::ClusterTab);
}

void TestMainWindowTabs::reviewLeadsToBenchmarkAndCluster()
{
    QFETCH(QString, button);
    QFETCH(int, tab);
    test::UiFixture f;
    QTabWidget* tabs = f.tabs();
    QCOMPARE(tabs->count(), 4);
    QCOMPARE(tabs->currentIndex(), int(MainWindow::ConfigureTab));
    QCOMPARE(tabs->widget(MainWindow::BenchmarkTab), f.benchmarkPanel());
    QCOMPARE(tabs->widget(MainWindow::ResultsTab), f.resultsView());
    auto* b = f.reviewPage()->findChild<QPushButton*>(button);
    QVERIFY(b);
    QVERIFY(!b->text().isEmpty());
    b->click();
    QCOMPARE(tabs->currentIndex(), tab);
}

void TestMainWindowTabs::logsOpenWithTheirDiagnosis_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<int>("inputs");
    QTest::addColumn<int>("errors");
    QTest::addColumn<QStringList>("findings");
    QTest::addColumn<bool>("timed"); // the logs hold timed iterations: the table and charts show them
    QTest::newRow("healthy run") << QStringList{logFile(QStringLiteral("te-attn-4ranks-torchrun.log"))} << 1 << 0
                                 << QStringList{} << true;
    QTest::newRow("two failing runs") << QStringList{logFile(QStringLiteral("full-recompute-te-srun.log")),
                                                     logFile(QStringLiteral("oom-during-capture-pp4.log"))}
                                      << 2 << 0 << QStringList{QStringLiteral("LOG-04"), QStringLiteral("LOG-22")}
                                      << true;
    QTest::newRow("a missing file beside a good one")
        << QStringList{QStringLiteral("/nonexistent/rank1.log"),
                       logFile(QStringLiteral("nccl-graph-register-4ranks.log"))}
        << 1 << 1 << QStringList{QStringLiteral("LOG-01")} << false;
}

void TestMainWindowTabs::logsOpenWithTheirDiagnosis()
{
    QFETCH(QStringList, files);
    QFETCH(int, errors);
    QFETCH(QStringList, findings);
    QFETCH(bool, timed);
    test::UiFixture f;
    ResultsView* results = f.resultsView();
    QSignalSpy opened(results, &ResultsView::filesOpened);
    f.window->openResults(files);
    QCOMPARE(f.tabs()->currentIndex(), int(MainWindow::ResultsTab));
    QVERIFY(opened.count() == 1 || opened.wait(20000));
    const QStringList errorTexts = opened.first().at(0).toStringList();
    QCOMPARE(errorTexts.size(), errors);
    if (errors > 0)
        QVERIFY2(errorTexts.first().contains(QStringLiteral("/nonexistent/rank1.log")), qPrintable(errorTexts.first()));
    QCOMPARE(opened.first().at(1).toBool(), false);
    QVERIFY(!results->isLoading());
    QTEST(int(results->report().inputs.size()), "inputs");
    QCOMPARE(findingIds(results->diagnosisView()), findings);
    QCOMPARE(results->table()->rowCount() > 0, timed);
}

void TestMainWindowTabs::measurementLandsInResults()
{
    test::UiFixture f;
    BenchmarkResult result;
    for (const QString& mode : {QStringLiteral("eager"), QStringLiteral("attn")}) {
        ModeInfo info;
        info.mode = mode;
        result.modes << info;
        for (int i = 1; i <= 5; ++i) {
            Sample s;
            s.mode = mode;
            s.iteration = i;
            s.wallMs = mode == QLatin1String("eager") ? 10.0 + 0.1 * i : 8.0 + 0.1 * i;
            result.samples << s;
        }
    }
    QCOMPARE(f.resultsView()->report().inputs.size(), 0);
    emit f.benchmarkPanel()->runFinished(result, true);
    QCOMPARE(f.resultsView()->report().inputs.size(), 1);
    QVERIFY(!f.resultsView()->charts().isEmpty());

    BenchmarkResult nothing; // a run that measured nothing adds nothing
    emit f.benchmarkPanel()->runFinished(nothing, false);
    QCOMPARE(f.resultsView()->report().inputs.size(), 1);
}

void TestMainWindowTabs::fitsALaptopScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
}

// Every page, with the diagnostics beside it, fits a 1280x800 screen: no page forces the window wider or taller.
void TestMainWindowTabs::fitsALaptopScreen()
{
    QFETCH(QString, language);
    test::UiFixture f(language);
    const QSize needed = f.window->minimumSizeHint().expandedTo(f.window->minimumSize());
    qInfo() << language << "minimum window size" << needed;
    QVERIFY2(needed.width() <= 1280, qPrintable(QString::number(needed.width())));
    QVERIFY2(needed.height() <= 800, qPrintable(QString::number(needed.height())));
}

QTEST_MAIN(TestMainWindowTabs)
#include "tst_mainwindowtabs.moc"
