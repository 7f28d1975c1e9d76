// The Results page with results recorded on an H200, in the window sizes users have (1024x700, 1280x800) and both
// languages: the summary shows every verdict in full (nothing cut off, the reason a mode is not capturable
// included) in a pane the user can resize, the runner's stray output stays out of it in a details pane that opens on
// request, and the legend of every chart leaves the plotted data free. With CGA_SCREENSHOT_DIR set, the page is saved
// there once per chart tab (scripts/screenshots.sh runs this under a real X server).
#include "results/chartwidget.h"
#include "results/profileview.h"
#include "results/resultsummary.h"
#include "support/nsysexportwriter.h"
#include "uitestsupport.h"

#include <QComboBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <qcustomplot.h>

using namespace cga;

namespace {

const QString kTiny = QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-tiny-h200.jsonl");
const QString kMoe = QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-moe-h1024-h200.jsonl");

void saveIfAsked(QWidget* window, const QString& name)
{
    const QString dir = qEnvironmentVariable("CGA_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

class TestResultsPage : public QObject
{
    Q_OBJECT

private slots:
    void summaryShowsEveryVerdictInFull_data();
    void summaryShowsEveryVerdictInFull();
    void strayRunnerOutputGoesToDetails();
    void summarySaysWhenNoGraphWasMade();
    void profileTabShowsAnNsightExport_data();
    void profileTabShowsAnNsightExport();
};

void TestResultsPage::summaryShowsEveryVerdictInFull_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char* language : {"en", "zh_CN"})
        for (const QSize size : {QSize(1024, 700), QSize(1280, 800)})
            QTest::addRow("%s %dx%d", language, size.width(), size.height()) << QString::fromLatin1(language) << size;
}

void TestResultsPage::summaryShowsEveryVerdictInFull()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    test::UiFixture f(language);
    MainWindow* window = f.window.get();
    window->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    ResultsView* view = f.resultsView();
    QSignalSpy opened(view, &ResultsView::filesOpened);
    window->openResults({kTiny, kMoe});
    QVERIFY(opened.count() == 1 || opened.wait(20000));
    window->showTab(MainWindow::ResultsTab);
    QTest::qWait(50);

    // Every verdict, with the whole reason a mode could not be captured.
    const QString summary = view->summary()->text();
    for (const QString& verdict : ResultSummary::of(view->report()).verdicts)
        QVERIFY2(summary.contains(verdict), qPrintable(verdict));
    QVERIFY2(summary.contains(QLatin1String("moe_preprocess")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("cudaStreamSynchronize(tokens per expert)")), qPrintable(summary));
    QVERIFY(summary.contains(QLatin1String("operation not permitted on an event last recorded in a capturing stream")));
    // Nothing of it is cut off: the text is wrapped to the pane, which shows at least six lines of it (all of it when
    // it is shorter) and scrolls to the rest.
    auto* scroll = view->findChild<QScrollArea*>(QStringLiteral("resultsSummaryScroll"));
    QVERIFY(scroll);
    const int needed = view->summary()->heightForWidth(scroll->viewport()->width());
    const int shown = scroll->viewport()->height();
    QVERIFY2(shown >= std::min(needed, 6 * view->summary()->fontMetrics().height()),
             qPrintable(QStringLiteral("%1 px of %2").arg(shown).arg(needed)));
    if (needed > shown + 2)
        QVERIFY(scroll->verticalScrollBar()->isVisible()
                && scroll->verticalScrollBar()->maximum() >= needed - shown - 2);
    QVERIFY(view->summary()->width() <= scroll->viewport()->width());
    // The user can give the summary more room, and the charts keep theirs.
    QSplitter* splitter = view->splitter();
    QCOMPARE(splitter->widget(0)->isAncestorOf(view->summary()), true);
    QVERIFY(!splitter->childrenCollapsible());
    QVERIFY(splitter->sizes().at(2) > splitter->sizes().at(0));

    auto* tabs = view->findChild<QTabWidget*>();
    for (ChartWidget* c : view->charts()) {
        tabs->setCurrentWidget(c);
        QTest::qWait(30);
        QCustomPlot* p = c->plot();
        if (p->legend->visible())
            QVERIFY2(!p->legend->outerRect().intersects(p->axisRect()->rect()), qPrintable(c->fileName()));
        saveIfAsked(window,
                    QStringLiteral("results-%1-%2x%3-%4")
                        .arg(c->fileName())
                        .arg(size.width())
                        .arg(size.height())
                        .arg(language));
    }
}

void TestResultsPage::strayRunnerOutputGoesToDetails()
{
    // A recorded run with a line on its output that is not part of the protocol (a library printing to stdout).
    QFile source(kTiny);
    QVERIFY(source.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = source.readAll().split('\n');
    lines.insert(5, "UserWarning: TypedStorage is deprecated");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("noisy.jsonl"));
    QFile noisy(path);
    QVERIFY(noisy.open(QIODevice::WriteOnly));
    noisy.write(lines.join('\n'));
    noisy.close();

    ResultsView view;
    view.resize(1100, 760);
    view.show();
    QString error;
    QVERIFY2(view.openFile(path, &error), qPrintable(error));
    QVERIFY2(!view.summary()->text().contains(QLatin1String("TypedStorage")), qPrintable(view.summary()->text()));
    QVERIFY(view.summary()->text().contains(QLatin1String("moe_preprocess")));
    QVERIFY(view.details()->toPlainText().contains(QLatin1String("TypedStorage")));
    QVERIFY(view.detailsButton()->isVisible());
    QVERIFY(!view.details()->isVisible()); // closed until asked for
    view.detailsButton()->click();
    QVERIFY(view.details()->isVisible());
    // The clean recording has no details to show.
    ResultsView clean;
    clean.show();
    QVERIFY2(clean.openFile(kTiny, &error), qPrintable(error));
    QVERIFY(!clean.detailsButton()->isVisible());
}

// Megatron-Core made no graph for the MoE scopes of this recorded H200 run: the summary says that the mode ran the
// eager step, not that graphs were faster or slower.
void TestResultsPage::summarySaysWhenNoGraphWasMade()
{
    ResultsView view;
    view.resize(1100, 760);
    view.show();
    QString error;
    QVERIFY2(view.openFile(QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-moe-h1024-h200.jsonl"), &error),
             qPrintable(error));
    const QString text = view.summary()->text();
    for (const char* mode : {"local:moe_router:", "local:moe_router+moe_preprocess:"}) {
        const int at = text.indexOf(QLatin1String(mode));
        QVERIFY2(at >= 0, qPrintable(text));
        QVERIFY2(text.mid(at, 200).contains(QLatin1String("no CUDA graph was made in this mode")), qPrintable(text));
    }
    QVERIFY2(!text.contains(QLatin1String("faster than eager")) && !text.contains(QLatin1String("slower than eager")),
             qPrintable(text));
}

void TestResultsPage::profileTabShowsAnNsightExport_data()
{
    summaryShowsEveryVerdictInFull_data();
}

// An Nsight Systems export of a real run in the Profile tab, in each language and size: what the file is, its steps
// and scopes (screenshots in CGA_SCREENSHOT_DIR).
void TestResultsPage::profileTabShowsAnNsightExport()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dense_eager.sqlite"));
    QString error;
    QVERIFY2(test::NsysExportWriter().writeTrace(
                 QStringLiteral(CGA_TEST_DATA_DIR "/profile/dense_eager.pt.trace.json.gz"), path, &error),
             qPrintable(error));
    test::UiFixture f(language);
    MainWindow* window = f.window.get();
    window->resize(size);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    window->showTab(MainWindow::ResultsTab);
    ProfileView* profile = f.resultsView()->profileView();
    QVERIFY2(profile->openTrace(path, &error), qPrintable(error));
    auto* tabs = f.resultsView()->findChild<QTabWidget*>();
    tabs->setCurrentWidget(profile);
    QTest::qWait(50);
    QCOMPARE(profile->stepSelector()->count(), 2);
    QCOMPARE(profile->table()->rowCount(), 4);
    const QString kind = language == QLatin1String("en")
        ? QStringLiteral("Nsight Systems 2024.5.1.113 SQLite export")
        : QStringLiteral("Nsight Systems 2024.5.1.113 SQLite 导出文件");
    const auto labels = profile->findChildren<QLabel*>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [&](const QLabel* l) { return l->text().contains(kind); }));
    QVERIFY(test::saveScreenshot(
        window, QStringLiteral("profile-nsys-%1-%2x%3").arg(language).arg(size.width()).arg(size.height())));
}

QTEST_MAIN(TestResultsPage)
#include "tst_resultspage.moc"
