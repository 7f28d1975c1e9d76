// Renders every wizard page and the Benchmark, Results (with training logs opened) and Cluster pages in English and
// Chinese to PNG (build/screenshots) for reviewers, and checks that
// Chinese text is drawn with real glyphs, not the replacement boxes of a missing CJK font.
#include "results/resultsview.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace cga;

class TestScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void otherPages_data();
    void otherPages();
    void chineseGlyphsExist();
    void chineseScreenshotsShowGlyphs();
};

namespace {

// Draws text with a font into an image just large enough for it.
QImage render(const QString& text, const QFont& font)
{
    const QFontMetrics fm(font);
    QImage image(fm.horizontalAdvance(text) + 8, fm.height() + 8, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setFont(font);
    p.setPen(Qt::black);
    p.drawText(QPoint(4, 4 + fm.ascent()), text);
    return image;
}

// A Chinese string renders with real glyphs when two different characters give different images and neither looks
// like a character that no font has (both would be drawn as the same replacement box).
bool rendersChinese(const QString& a, const QString& b, const QFont& font)
{
    const QImage missing = render(QString(QChar(0xE000)), font); // private use: no font draws it
    const QImage ia = render(a, font);
    const QImage ib = render(b, font);
    return ia != ib && ia != missing && ib != missing;
}

} // namespace

void TestScreenshots::pages_data()
{
    QTest::addColumn<QString>("language");
    QTest::addRow("en") << "en";
    QTest::addRow("zh_CN") << "zh_CN";
}

void TestScreenshots::pages()
{
    QFETCH(QString, language);
    test::UiFixture f(language);
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    ConfigWizard* w = f.wizard();
    int n = 0;
    do {
        QVERIFY(test::saveScreenshot(f.window.get(),
                                     QStringLiteral("page%1-%2-%3").arg(n++).arg(w->currentId()).arg(language)));
        if (w->nextId() == -1)
            break;
        w->next();
    } while (n < 10);
    QVERIFY(n >= 5);
}

void TestScreenshots::otherPages_data()
{
    pages_data();
}

void TestScreenshots::otherPages()
{
    QFETCH(QString, language);
    test::UiFixture f(language);
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    f.window->showTab(MainWindow::BenchmarkTab);
    QVERIFY(test::saveScreenshot(f.window.get(), QStringLiteral("benchmark-") + language));
    QSignalSpy opened(f.resultsView(), &ResultsView::filesOpened);
    f.window->openResults({QStringLiteral(CGA_SOURCE_DIR "/tests/data/logs/te-attn-4ranks-torchrun.log"),
                           QStringLiteral(CGA_SOURCE_DIR "/tests/data/logs/oom-during-capture-pp4.log")});
    QVERIFY(opened.count() == 1 || opened.wait(20000));
    QVERIFY(test::saveScreenshot(f.window.get(), QStringLiteral("results-") + language));
    f.window->showTab(MainWindow::ClusterTab);
    QVERIFY(test::saveScreenshot(f.window.get(), QStringLiteral("cluster-") + language));
    const QString resultsTitle = f.tabs()->tabText(MainWindow::ResultsTab);
    QCOMPARE(resultsTitle, language == QLatin1String("en") ? QStringLiteral("Results") : QStringLiteral("结果"));
}

void TestScreenshots::chineseGlyphsExist()
{
    // A CJK font must be installed (scripts/setup.sh installs fonts-wqy-microhei), or Chinese renders as boxes.
    const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    QVERIFY2(!families.isEmpty(), "no font with Simplified Chinese glyphs");
    // The default widget font falls back to that font for Chinese: 训 and 练 are drawn as two different glyphs.
    QVERIFY(rendersChinese(QStringLiteral("训"), QStringLiteral("练"), QApplication::font()));
}

void TestScreenshots::chineseScreenshotsShowGlyphs()
{
    // In the Chinese window, the label that shows each page's title is grabbed as it is on screen and again with its
    // characters replaced by one that no font has: a missing CJK font would draw the same boxes both times.
    test::UiFixture f(QStringLiteral("zh_CN"));
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    ConfigWizard* w = f.wizard();
    f.window->startBlank();
    int n = 0;
    do {
        const QString title = w->currentPage()->title();
        QLabel* label = nullptr;
        for (QLabel* l : w->findChildren<QLabel*>())
            if (l->isVisible() && l->text() == title)
                label = l;
        QVERIFY2(label, qPrintable(QStringLiteral("no visible label shows the title '%1'").arg(title)));
        QString han; // two different Chinese characters, the first from the title
        for (const QChar c : title)
            if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF && !han.contains(c) && han.size() < 2)
                han += c;
        QVERIFY2(!han.isEmpty(), qPrintable(title));
        if (han.size() == 1)
            han += han == QStringLiteral("的") ? QStringLiteral("是") : QStringLiteral("的");
        QVERIFY2(rendersChinese(han.left(1), han.mid(1), label->font()), qPrintable(title));
        const QImage shown = label->grab().toImage();
        label->setText(QString(title.size(), QChar(0xE000)));
        const QImage boxes = label->grab().toImage();
        label->setText(title);
        QVERIFY2(shown != boxes, qPrintable(QStringLiteral("'%1' is drawn as boxes").arg(title)));
        if (w->nextId() == -1)
            break;
        w->next();
    } while (++n < 10);
    QVERIFY(n >= 3);
    QVERIFY(test::saveScreenshot(f.window.get(), QStringLiteral("glyphs-zh_CN")));
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
