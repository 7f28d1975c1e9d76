// Help: the rule browser lists every rule of the core's catalogue with `cga explain`'s text (sources as upstream
// files and lines), searchable by id, field and words, in the language of the moment; the user guide and the
// documents bundled with the program open from the menu.
#include "diagnostics/rulebrowser.h"
#include "diagnostics/sourcetext.h"
#include "documentviewer.h"
#include "rules/rulesengine.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QTreeWidget>

using namespace cga;

namespace {

int catalogueSize()
{
    int n = 0;
    for (const RuleDef& r : RuleCatalog::instance().rules())
        n += r.id != nullptr;
    return n;
}

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

template<class T> T* newestTopLevel(const QString& objectName)
{
    T* found = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* t = qobject_cast<T*>(w); t && t->objectName() == objectName && t->isVisible())
            found = t;
    return found;
}

} // namespace

class TestHelpMenu : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryRule();
    void searchFindsByIdFieldAndWords_data();
    void searchFindsByIdFieldAndWords();
    void detailsAreExplainsText();
    void followsTheLanguage();
    void menuOpensTheRulesAndTheDocuments();
    void everyBundledDocumentOpens();
};

void TestHelpMenu::listsEveryRule()
{
    RuleBrowser browser;
    QCOMPARE(browser.ruleCount(), catalogueSize());
    QVERIFY(browser.ruleCount() > 100);
    QCOMPARE(browser.shownCount(), browser.ruleCount());
    for (const RuleDef& r : RuleCatalog::instance().rules())
        if (r.id)
            QVERIFY2(browser.select(QString::fromLatin1(r.id)), r.id);
}

void TestHelpMenu::searchFindsByIdFieldAndWords_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("mustShow"); // a rule the search must find
    QTest::addColumn<QString>("everyShownMentions"); // empty: no check
    QTest::newRow("id") << QStringLiteral("MC-22") << QStringLiteral("MC-22") << QStringLiteral("mc-22");
    QTest::newRow("id, lower case") << QStringLiteral("mb-03") << QStringLiteral("MB-03") << QString();
    QTest::newRow("field path") << QStringLiteral("rerun_state_machine.check_for_nan_in_loss")
                                << QStringLiteral("MB-03") << QStringLiteral("check_for_nan_in_loss");
    QTest::newRow("field name") << QStringLiteral("cuda_graph_warmup_steps") << QStringLiteral("MC-32")
                                << QStringLiteral("cuda_graph_warmup_steps");
    QTest::newRow("words") << QStringLiteral("full recompute") << QStringLiteral("MC-22") << QString();
}

void TestHelpMenu::searchFindsByIdFieldAndWords()
{
    QFETCH(QString, query);
    QFETCH(QString, mustShow);
    QFETCH(QString, everyShownMentions);
    RuleBrowser browser;
    QTest::keyClicks(browser.searchField(), query); // as a user types it
    const int shown = browser.shownCount();
    QVERIFY(shown > 0);
    QVERIFY(shown < browser.ruleCount());
    QVERIFY2(browser.select(mustShow), qPrintable(mustShow));
    if (!everyShownMentions.isEmpty()) {
        QTreeWidget* list = browser.ruleList();
        for (int i = 0; i < list->topLevelItemCount(); ++i) {
            if (list->topLevelItem(i)->isHidden())
                continue;
            QVERIFY(browser.select(list->topLevelItem(i)->text(0)));
            QVERIFY2(browser.detailsText().toLower().contains(everyShownMentions),
                     qPrintable(list->topLevelItem(i)->text(0)));
        }
    }
    QCOMPARE(browser.search(QStringLiteral("no-such-rule-anywhere")), 0);
    QVERIFY(browser.detailsText().contains(QLatin1String("No rule matches")));
    QCOMPARE(browser.search(QString()), browser.ruleCount());
}

void TestHelpMenu::detailsAreExplainsText()
{
    RuleBrowser browser;
    QVERIFY(browser.select(QStringLiteral("MC-22")));
    const QString details = browser.detailsText();
    const QString explain
        = RulesEngine::explain(QStringLiteral("MC-22"), [](const QString& s) { return SourceText::upstream(s); });
    QVERIFY2(details.startsWith(explain), qPrintable(details));
    // The source as the upstream file, not the rules' short names.
    QVERIFY2(details.contains(QLatin1String("megatron/core/transformer/transformer_config.py")), qPrintable(details));
    QVERIFY2(!details.contains(QLatin1String("TC L")), qPrintable(details));
    QVERIFY(details.contains(QLatin1String("full recompute is only supported with full iteration CUDA graph.")));
}

void TestHelpMenu::followsTheLanguage()
{
    test::UiFixture f(QStringLiteral("zh_CN"));
    RuleBrowser browser;
    QVERIFY(hasChinese(browser.windowTitle()));
    QVERIFY(browser.select(QStringLiteral("MC-22")));
    QVERIFY2(hasChinese(browser.detailsText()), qPrintable(browser.detailsText()));
    QVERIFY(hasChinese(browser.ruleList()->currentItem()->text(2)));
    f.window->setLanguage(QStringLiteral("en"));
    RuleBrowser english;
    QVERIFY(english.select(QStringLiteral("MC-22")));
    QVERIFY2(!hasChinese(english.detailsText()), qPrintable(english.detailsText()));
}

void TestHelpMenu::menuOpensTheRulesAndTheDocuments()
{
    test::UiFixture f;
    auto* rules = f.part<QAction>("rulesAction");
    auto* guide = f.part<QAction>("guideAction");
    auto* docs = f.part<QMenu>("documentsMenu");
    QVERIFY(rules && guide && docs);
    QCOMPARE(docs->actions().size(), DocumentViewer::documents().size() - 1);
    for (QAction* a : docs->actions())
        QVERIFY2(!a->text().endsWith(QLatin1String(".md")), qPrintable(a->text())); // named, not a file name
    rules->trigger();
    RuleBrowser* browser = newestTopLevel<RuleBrowser>(QStringLiteral("ruleBrowser"));
    QVERIFY(browser);
    QCOMPARE(browser->ruleCount(), catalogueSize());
    browser->close();
    guide->trigger();
    DocumentViewer* viewer = newestTopLevel<DocumentViewer>(QStringLiteral("documentViewer"));
    QVERIFY(viewer);
    QVERIFY2(viewer->text().contains(QLatin1String("Two commands")), qPrintable(viewer->text().left(300)));
    viewer->close();
    docs->actions().first()->trigger();
    viewer = newestTopLevel<DocumentViewer>(QStringLiteral("documentViewer"));
    QVERIFY(viewer);
    QVERIFY(!viewer->text().isEmpty());
    viewer->close();
}

void TestHelpMenu::everyBundledDocumentOpens()
{
    const QStringList docs = DocumentViewer::documents();
    QVERIFY(docs.contains(QStringLiteral("README.md")));
    QVERIFY(docs.contains(QStringLiteral("docs/cluster.md")));
    for (const QString& doc : docs) {
        DocumentViewer viewer;
        QVERIFY2(viewer.open(doc), qPrintable(doc));
        QVERIFY2(viewer.text().size() > 1000, qPrintable(doc));
        QVERIFY2(!viewer.text().contains(QLatin1String("```")), qPrintable(doc)); // rendered, not raw Markdown
    }
    DocumentViewer viewer;
    QVERIFY(!viewer.open(QStringLiteral("docs/no-such.md")));
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
