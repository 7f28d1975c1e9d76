// The results view and its charts follow a language switch at run time: tab titles, table headers, buttons, axis
// labels and legend entries are Chinese after switching to zh_CN and exactly the English ones after switching back;
// a chart exported in Chinese draws real glyphs.
#include "results/chartwidget.h"
#include "results/resultsview.h"
#include "util/translations.h"

#include <QAction>
#include <QHeaderView>
#include <QImage>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace cga;

namespace {

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

// Every text a chart shows: its title, the axis labels and the legend entries.
QStringList chartTexts(ChartWidget* chart)
{
    QStringList out{chart->title()};
    QCustomPlot* p = chart->plot();
    for (QCPAxis* axis : p->axisRect()->axes())
        if (!axis->label().isEmpty())
            out << axis->label();
    for (int i = 0; i < p->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(p->legend->item(i)))
            out << item->plottable()->name();
    return out;
}

QStringList viewTexts(ResultsView* view)
{
    QStringList out;
    if (auto* tabs = view->findChild<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i)
            out << tabs->tabText(i);
    for (int c = 0; c < view->table()->columnCount(); ++c)
        if (QTableWidgetItem* h = view->table()->horizontalHeaderItem(c))
            out << h->text();
    for (QPushButton* b : view->findChildren<QPushButton*>())
        out << b->text();
    for (QAction* a : view->findChildren<QAction*>()) // the export menu
        if (!a->text().isEmpty())
            out << a->text();
    return out;
}

} // namespace

class TestChartLanguage : public QObject
{
    Q_OBJECT

private slots:
    void chartsFollowTheLanguage();
};

void TestChartLanguage::chartsFollowTheLanguage()
{
    Translations translations;
    QVERIFY(translations.setLanguage(QStringLiteral("en")));
    ResultsView view;
    view.resize(1200, 800);
    view.show();
    QString error;
    QVERIFY2(view.openFile(QStringLiteral(CGA_TEST_DATA_DIR "/logs/te-attn-4ranks-torchrun.log"), &error),
             qPrintable(error));
    QVERIFY(!view.charts().isEmpty());

    QList<QStringList> english;
    for (ChartWidget* c : view.charts()) {
        english << chartTexts(c);
        for (const QString& t : english.last())
            QVERIFY2(!hasChinese(t), qPrintable(t));
    }
    const QStringList englishView = viewTexts(&view);

    QVERIFY(translations.setLanguage(QStringLiteral("zh_CN")));
    QCoreApplication::processEvents();
    for (int i = 0; i < view.charts().size(); ++i) {
        ChartWidget* c = view.charts().at(i);
        const QStringList texts = chartTexts(c);
        QVERIFY2(hasChinese(c->title()), qPrintable(c->title()));
        for (QCPAxis* axis : c->plot()->axisRect()->axes())
            QVERIFY2(axis->label().isEmpty() || hasChinese(axis->label()), qPrintable(axis->label()));
        QVERIFY2(texts != english.at(i), qPrintable(texts.join(QLatin1String(" | "))));
    }
    // Tabs, table headers and buttons: Chinese, or free of English words (units and names such as "IQR [ms]").
    static const QRegularExpression englishWord(QStringLiteral("[a-z]{4,}"));
    for (const QString& t : viewTexts(&view))
        QVERIFY2(hasChinese(t) || !englishWord.match(t).hasMatch(), qPrintable(t));

    // An exported Chinese chart is not the same picture as the English one (the axis labels are drawn in Chinese).
    QTemporaryDir dir;
    QVERIFY(view.charts().first()->exportPng(dir.filePath(QStringLiteral("zh.png")), 800, 500, 1.0));

    QVERIFY(translations.setLanguage(QStringLiteral("en")));
    QCoreApplication::processEvents();
    QVERIFY(view.charts().first()->exportPng(dir.filePath(QStringLiteral("en.png")), 800, 500, 1.0));
    QVERIFY(QImage(dir.filePath(QStringLiteral("zh.png"))) != QImage(dir.filePath(QStringLiteral("en.png"))));
    for (int i = 0; i < view.charts().size(); ++i)
        QCOMPARE(chartTexts(view.charts().at(i)), english.at(i));
    QCOMPARE(viewTexts(&view), englishView);
}

QTEST_MAIN(TestChartLanguage)
#include "tst_chartlanguage.moc"
