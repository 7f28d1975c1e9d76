// Switches the language at run time and reads what a user sees: every wizard page, the wizard buttons, the menus
// and the diagnostics panel (and the charts, when the window has any). In Chinese no text that the catalogue
// translates may still be shown in English (a widget that was not retranslated), page titles and the diagnostics
// must be Chinese; switched back, every text must be exactly the English one shown before, with no Chinese left.
#include "diagnostics/diagnosticsmodel.h"
#include "diagnostics/diagnosticspanel.h"
#include "model/configdiff.h"
#include "recipes/presetlibrary.h"
#include "session/configsession.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QMenuBar>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace cga;

namespace {

bool hasChinese(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

// English source texts whose Chinese translation differs from them, read from translations/cga_zh_CN.ts.
QSet<QString> translatedSources()
{
    QSet<QString> out;
    QFile f(QStringLiteral(CGA_SOURCE_DIR "/translations/cga_zh_CN.ts"));
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            const QString t = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (!t.isEmpty() && t != source)
                out.insert(source);
        }
    }
    return out;
}

// The texts a user can read in a widget tree, keyed by a stable description of where they are.
QMap<QString, QString> visibleTexts(QWidget* root)
{
    QMap<QString, QString> out;
    const auto add = [&out](QObject* w, const QString& what, const QString& text) {
        if (text.trimmed().isEmpty())
            return;
        QString key = w->metaObject()->className() + QLatin1Char('/') + w->objectName() + QLatin1Char('/') + what;
        int n = 0;
        while (out.contains(key + QString::number(n)))
            ++n;
        out.insert(key + QString::number(n), text);
    };
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : widgets) {
        if (!w->isVisibleTo(root) && w != root)
            continue;
        if (auto* l = qobject_cast<QLabel*>(w))
            add(w, QStringLiteral("text"), l->text());
        else if (auto* b = qobject_cast<QAbstractButton*>(w))
            add(w, QStringLiteral("text"), b->text());
        else if (auto* g = qobject_cast<QGroupBox*>(w))
            add(w, QStringLiteral("title"), g->title());
        else if (auto* c = qobject_cast<QComboBox*>(w)) {
            for (int i = 0; i < c->count(); ++i)
                add(w, QStringLiteral("item"), c->itemText(i));
        } else if (auto* sb = qobject_cast<QAbstractSpinBox*>(w))
            add(w, QStringLiteral("specialValue"), sb->specialValueText());
        else if (auto* e = qobject_cast<QLineEdit*>(w))
            add(w, QStringLiteral("placeholder"), e->placeholderText());
        else if (auto* t = qobject_cast<QTabWidget*>(w)) {
            for (int i = 0; i < t->count(); ++i)
                add(w, QStringLiteral("tab"), t->tabText(i));
        } else if (auto* h = qobject_cast<QHeaderView*>(w); h && h->model() && !h->isHidden()) {
            for (int i = 0; i < h->count(); ++i)
                add(w, QStringLiteral("header"), h->model()->headerData(i, h->orientation()).toString());
        }
        if (!w->toolTip().isEmpty())
            add(w, QStringLiteral("toolTip"), w->toolTip());
    }
    return out;
}

struct PageTexts
{
    int id = -1;
    QString title;
    QString subTitle;
    QMap<QString, QString> texts;
};

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void wizardPagesFollowTheLanguage();
    void diagnosticsPanelFollowsTheLanguage();
    void menusAndButtonsFollowTheLanguage();
    void aSwitchKeepsTheEditsAndTheirHistory();
    void theTitleNamesAnImportInTheLanguage();

private:
    // Visits every page of the MoE path (which shows all pages) and returns what each shows.
    QList<PageTexts> readAllPages(test::UiFixture& f);
    void switchTo(test::UiFixture& f, const QString& language);

    QSet<QString> m_translated;
};

void TestLanguage::initTestCase()
{
    m_translated = translatedSources();
    QVERIFY2(m_translated.size() > 100, "could not read translations/cga_zh_CN.ts");
}

void TestLanguage::switchTo(test::UiFixture& f, const QString& language)
{
    f.window->setLanguage(language);
    QCoreApplication::processEvents(); // QEvent::LanguageChange is posted
    QCOMPARE(f.translations->language(), language);
}

QList<PageTexts> TestLanguage::readAllPages(test::UiFixture& f)
{
    QList<PageTexts> pages;
    ConfigWizard* w = f.wizard();
    f.window->applyPreset(
        PresetLibrary::defaultPresetId()); // the same workload on every visit (the start page names it)
    w->restart();
    for (int guard = 0; guard < 12; ++guard) {
        QWizardPage* page = w->currentPage();
        PageTexts p;
        p.id = w->currentId();
        p.title = page->title();
        p.subTitle = page->subTitle();
        p.texts = visibleTexts(page);
        pages << p;
        if (w->currentId() == ConfigWizard::Start) {
            // Leave the start page the way a user does: a blank MoE configuration shows every later page.
            f.window->startBlank();
            auto* kind = w->findChild<QComboBox*>(QStringLiteral("modelKind"));
            if (kind) {
                kind->setCurrentIndex(kind->findData(1)); // MoE, dropless
                emit kind->activated(kind->currentIndex()); // as when the user picks it
            }
            continue;
        }
        if (w->nextId() == -1)
            break;
        w->next();
    }
    return pages;
}

void TestLanguage::wizardPagesFollowTheLanguage()
{
    test::UiFixture f(QStringLiteral("en"));
    QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
    const QList<PageTexts> english = readAllPages(f);
    QSet<int> ids;
    for (const PageTexts& p : english)
        ids.insert(p.id);
    for (int id : {int(ConfigWizard::Start), int(ConfigWizard::Workload), int(ConfigWizard::Memory),
                   int(ConfigWizard::Moe), int(ConfigWizard::Graphs), int(ConfigWizard::Environment)})
        QVERIFY2(ids.contains(id), qPrintable(QStringLiteral("page %1 was not reached").arg(id)));

    switchTo(f, QStringLiteral("zh_CN"));
    const QList<PageTexts> chinese = readAllPages(f);
    QCOMPARE(chinese.size(), english.size());
    QStringList stale;
    for (const PageTexts& p : chinese) {
        QVERIFY2(hasChinese(p.title), qPrintable(QStringLiteral("page %1 title: %2").arg(p.id).arg(p.title)));
        QVERIFY2(p.subTitle.isEmpty() || hasChinese(p.subTitle),
                 qPrintable(QStringLiteral("page %1 subtitle: %2").arg(p.id).arg(p.subTitle)));
        int chineseTexts = 0;
        for (auto it = p.texts.cbegin(); it != p.texts.cend(); ++it) {
            if (hasChinese(it.value()))
                ++chineseTexts;
            else if (m_translated.contains(it.value()))
                stale << QStringLiteral("page %1 %2: \"%3\"").arg(p.id).arg(it.key(), it.value());
        }
        QVERIFY2(chineseTexts > 0, qPrintable(QStringLiteral("page %1 shows no Chinese text").arg(p.id)));
    }
    QVERIFY2(
        stale.isEmpty(),
        qPrintable(QStringLiteral("English text left after switching to Chinese:\n") + stale.join(QLatin1Char('\n'))));

    switchTo(f, QStringLiteral("en"));
    const QList<PageTexts> back = readAllPages(f);
    QCOMPARE(back.size(), english.size());
    for (int i = 0; i < back.size(); ++i) {
        QCOMPARE(back[i].id, english[i].id);
        QCOMPARE(back[i].title, english[i].title);
        QCOMPARE(back[i].subTitle, english[i].subTitle);
        for (auto it = back[i].texts.cbegin(); it != back[i].texts.cend(); ++it) {
            QVERIFY2(!hasChinese(it.value()), qPrintable(it.key() + QStringLiteral(": ") + it.value()));
            QVERIFY2(english[i].texts.value(it.key()) == it.value(),
                     qPrintable(QStringLiteral("page %1 %2: \"%3\" before, \"%4\" after switching back")
                                    .arg(back[i].id)
                                    .arg(it.key(), english[i].texts.value(it.key()), it.value())));
        }
    }
}

void TestLanguage::diagnosticsPanelFollowsTheLanguage()
{
    test::UiFixture f(QStringLiteral("en"));
    f.window->startBlank();
    // Full-iteration graphs with the NaN check on: MB-03, an error with an upstream message and a fix.
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_impl"), QStringLiteral("full_iteration")}},
                           QStringLiteral("full"));
    DiagnosticsPanel* panel = f.diagnosticsPanel();
    QVERIFY(panel->select(QStringLiteral("MB-03")));
    const QString englishDetails = panel->detailsText();
    const QString englishGroup = panel->model()->index(0, 0).data().toString();
    QVERIFY(!hasChinese(englishDetails));
    QVERIFY(!panel->fixButtons().isEmpty());
    const QString englishFix = panel->fixButtons().first()->text();

    switchTo(f, QStringLiteral("zh_CN"));
    QVERIFY(panel->select(QStringLiteral("MB-03")));
    const QString details = panel->detailsText();
    QVERIFY2(hasChinese(details), qPrintable(details));
    // The upstream message is quoted as Megatron prints it, in English.
    QVERIFY(details.contains(QLatin1String("check_for_nan_in_loss must be disabled")));
    QVERIFY2(hasChinese(panel->model()->index(0, 0).data().toString()),
             qPrintable(panel->model()->index(0, 0).data().toString()));
    QVERIFY(!panel->fixButtons().isEmpty());
    QVERIFY2(hasChinese(panel->fixButtons().first()->text()), qPrintable(panel->fixButtons().first()->text()));
    const QMap<QString, QString> shown = visibleTexts(panel);
    for (auto it = shown.cbegin(); it != shown.cend(); ++it)
        QVERIFY2(!m_translated.contains(it.value()), qPrintable(it.key() + QStringLiteral(": ") + it.value()));
    test::saveScreenshot(f.window.get(), QStringLiteral("diagnostics-zh_CN"));

    switchTo(f, QStringLiteral("en"));
    QVERIFY(panel->select(QStringLiteral("MB-03")));
    QCOMPARE(panel->detailsText(), englishDetails);
    QCOMPARE(panel->model()->index(0, 0).data().toString(), englishGroup);
    QCOMPARE(panel->fixButtons().first()->text(), englishFix);
}

void TestLanguage::menusAndButtonsFollowTheLanguage()
{
    test::UiFixture f(QStringLiteral("en"));
    ConfigWizard* w = f.wizard();
    f.window->startBlank();
    QStringList englishMenus;
    for (QAction* a : f.window->menuBar()->actions())
        englishMenus << a->text();
    const QString englishNext = w->button(QWizard::NextButton)->text();
    const QString englishBack = w->button(QWizard::BackButton)->text();

    switchTo(f, QStringLiteral("zh_CN"));
    for (QAction* a : f.window->menuBar()->actions()) {
        QVERIFY2(hasChinese(a->text()), qPrintable(a->text()));
        QVERIFY2(a->text().contains(QLatin1Char('&')), qPrintable(a->text())); // keeps its accelerator
        for (QAction* item : a->menu()->actions())
            QVERIFY2(item->isSeparator() || item->text().isEmpty() || !m_translated.contains(item->text()),
                     qPrintable(item->text()));
    }
    QVERIFY(hasChinese(w->button(QWizard::NextButton)->text()));
    QVERIFY(hasChinese(w->button(QWizard::BackButton)->text()));
    QVERIFY(hasChinese(f.window->windowTitle()));

    switchTo(f, QStringLiteral("en"));
    QStringList menus;
    for (QAction* a : f.window->menuBar()->actions())
        menus << a->text();
    QCOMPARE(menus, englishMenus);
    QCOMPARE(w->button(QWizard::NextButton)->text(), englishNext);
    QCOMPARE(w->button(QWizard::BackButton)->text(), englishBack);
}

// Switching the language re-runs the checks for their texts; the edits, what they are changes against, and the undo
// history (its texts in the new language) stay.
void TestLanguage::aSwitchKeepsTheEditsAndTheirHistory()
{
    test::UiFixture f(QStringLiteral("en"));
    ConfigSession* s = f.session();
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 4}}, QStringLiteral("edit"));
    QVERIFY(s->isModified());
    const int steps = f.undoStack()->count();
    const QString englishUndo = f.undoStack()->undoText();
    QVERIFY(f.window->applyPreset(PresetLibrary::builtIn().presets().last().id));
    QVERIFY(f.undoStack()->undoText() != englishUndo);
    const QString loadText = f.undoStack()->undoText();
    f.undoStack()->undo(); // back to the edited default preset
    f.undoStack()->redo();
    f.undoStack()->undo();
    QCOMPARE(s->config().intValue(FieldId::CudaGraphWarmupSteps), 4);

    switchTo(f, QStringLiteral("zh_CN"));
    QVERIFY(s->isModified());
    QCOMPARE(s->config().intValue(FieldId::CudaGraphWarmupSteps), 4);
    QCOMPARE(ConfigDiff::between(s->baseConfig(), s->config()).size(), 1);
    QCOMPARE(f.undoStack()->count(), steps + 1);
    QVERIFY2(hasChinese(f.undoStack()->redoText()), qPrintable(f.undoStack()->redoText()));
    f.undoStack()->redo();
    QVERIFY(!s->isModified());
    switchTo(f, QStringLiteral("en"));
    QCOMPARE(f.undoStack()->undoText(), loadText);
}

// An import without a file is named by its kind, in the language of the moment (the window title, the artefacts).
void TestLanguage::theTitleNamesAnImportInTheLanguage()
{
    test::UiFixture f(QStringLiteral("en"));
    QString error;
    QVERIFY2(f.window->importMegatron(QStringLiteral("--num-layers 4 --hidden-size 512 --num-attention-heads 8 "
                                                     "--seq-length 1024 --micro-batch-size 1"),
                                      &error),
             qPrintable(error));
    const QString english = f.window->windowTitle();
    switchTo(f, QStringLiteral("zh_CN"));
    const QString chinese = f.window->windowTitle();
    QVERIFY2(hasChinese(chinese), qPrintable(chinese));
    QVERIFY2(english.contains(QLatin1String("Megatron-LM arguments")), qPrintable(english));
    QVERIFY2(!chinese.contains(QLatin1String("arguments")), qPrintable(chinese));
    QVERIFY2(hasChinese(f.session()->emitOptions().title), qPrintable(f.session()->emitOptions().title));
    switchTo(f, QStringLiteral("en"));
    QCOMPARE(f.window->windowTitle(), english);
    QVERIFY(!hasChinese(english));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
