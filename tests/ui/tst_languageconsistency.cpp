// After each language switch (en -> zh_CN -> en) everything on screen is in one language: the window title, the
// undo action (Qt's "Undo %1" included), a preset title in the start page, a status message still shown, Qt's
// own dialog buttons, and the exported recipe's header. Nothing of the previous language is left.
#include "diagnostics/diagnosticspanel.h"
#include "emit/emitter.h"
#include "recipes/presetlibrary.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"
#include "wizard/reviewpage.h"
#include "wizard/startpage.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

using namespace cga;

namespace {

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

const QString kPreset = QStringLiteral("llama3-8b-b200-bf16-full");

QStringList treeTexts(QTreeWidget* tree)
{
    QStringList out;
    for (QTreeWidgetItemIterator it(tree); *it; ++it)
        out << (*it)->text(0);
    return out;
}

struct Shown
{
    QString title;
    QString undo;
    QString status;
    QString saveButton; // Qt's own translation
    QStringList presets;
};

Shown read(test::UiFixture& f)
{
    Shown s;
    s.title = f.window->windowTitle();
    s.undo = f.part<QAction>("undoAction")->text();
    s.status = f.window->statusBar()->currentMessage();
    QDialogButtonBox box(QDialogButtonBox::Save | QDialogButtonBox::Discard);
    s.saveButton = box.button(QDialogButtonBox::Save)->text();
    s.presets = treeTexts(f.wizard()->startPage()->presetTree());
    return s;
}

} // namespace

class TestLanguageConsistency : public QObject
{
    Q_OBJECT

private slots:
    void everythingOnScreenIsInOneLanguage_data();
    void everythingOnScreenIsInOneLanguage();
    void exportsAreInTheLanguageOfTheExport();
};

void TestLanguageConsistency::everythingOnScreenIsInOneLanguage_data()
{
    QTest::addColumn<QStringList>("languages");
    QTest::newRow("en zh_CN en") << QStringList{QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("en")};
    QTest::newRow("zh_CN en zh_CN") << QStringList{QStringLiteral("zh_CN"), QStringLiteral("en"),
                                                   QStringLiteral("zh_CN")};
}

void TestLanguageConsistency::everythingOnScreenIsInOneLanguage()
{
    QFETCH(QStringList, languages);
    test::UiFixture f(languages.first());
    f.window->setLanguage(languages.first());
    f.window->startBlank(); // untitled: the window title has a word to translate
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("full_iteration")}},
                           QStringLiteral("full"));
    DiagnosticsPanel* panel = f.diagnosticsPanel();
    QVERIFY(panel->select(QStringLiteral("MB-03")));
    QVERIFY(!panel->fixButtons().isEmpty());
    QTest::mouseClick(panel->fixButtons().first(), Qt::LeftButton); // an undo step and a status message
    const PresetInfo info = *PresetLibrary::builtIn().info(kPreset);

    QList<Shown> seen;
    for (int i = 0; i < languages.size(); ++i) {
        const QString lang = languages.at(i);
        if (i > 0) {
            f.window->setLanguage(lang);
            for (int n = 0; n < 3; ++n)
                QCoreApplication::processEvents(); // LanguageChange, then what waits for the pages' new titles
        }
        const Shown s = read(f);
        const bool zh = lang == QLatin1String("zh_CN");
        const QString where = QStringLiteral(" (%1, step %2)").arg(lang).arg(i);
        for (const QString& text : {s.title, s.undo, s.status, s.saveButton})
            QVERIFY2(hasChinese(text) == zh, qPrintable(text + where));
        QVERIFY2(s.presets.contains(info.title(lang)), qPrintable(info.title(lang) + where));
        QVERIFY2(!s.presets.contains(info.title(zh ? QStringLiteral("en") : QStringLiteral("zh_CN"))),
                 qPrintable(QStringLiteral("the other language's preset title is still listed") + where));
        // The parts that are not identifiers are the translated ones.
        QVERIFY2(s.undo.contains(QLatin1String("MB-03")), qPrintable(s.undo));
        QVERIFY2(zh != s.undo.contains(QLatin1String("Undo")), qPrintable(s.undo + where));
        QVERIFY2(zh != s.status.contains(QLatin1String("Fix applied")), qPrintable(s.status + where));
        QVERIFY2(zh != s.title.contains(QLatin1String("untitled")), qPrintable(s.title + where));
        QVERIFY2(f.session()->isModified(), "a language switch does not make unsaved changes saved");
        seen << s;
    }
    // Back in the first language, every text is exactly what it was.
    QCOMPARE(seen.last().title, seen.first().title);
    QCOMPARE(seen.last().undo, seen.first().undo);
    QCOMPARE(seen.last().status, seen.first().status);
    QCOMPARE(seen.last().saveButton, seen.first().saveButton);
}

void TestLanguageConsistency::exportsAreInTheLanguageOfTheExport()
{
    test::UiFixture f(QStringLiteral("en"));
    QVERIFY(f.window->applyPreset(kPreset));
    ConfigWizard* w = f.wizard();
    w->restart();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));
    const PresetInfo info = *PresetLibrary::builtIn().info(kPreset);
    ReviewPage* review = f.reviewPage();
    for (const QString& lang : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("en")}) {
        f.window->setLanguage(lang);
        QCoreApplication::processEvents();
        const bool zh = lang == QLatin1String("zh_CN");
        for (EmitFormat format : {EmitFormat::Python, EmitFormat::Yaml, EmitFormat::Sbatch}) {
            QTRY_VERIFY2(review->textFor(format).contains(info.title(lang)),
                         qPrintable(EmitterFactory::name(format) + QLatin1Char(' ') + lang));
            if (!zh)
                QVERIFY2(!hasChinese(review->textFor(format)), qPrintable(review->textFor(format).left(400)));
            else
                QVERIFY2(!review->textFor(format).contains(info.title(QStringLiteral("en"))),
                         qPrintable(review->textFor(format).left(400)));
        }
    }
}

QTEST_MAIN(TestLanguageConsistency)
#include "tst_languageconsistency.moc"
