// Work is never lost: every way of replacing a modified configuration (a click or an arrow key in the preset tree,
// Blank configuration, Open, a recent file, an import) and closing the window ask first; Cancel keeps the
// configuration, its undo history and the preset selection; Discard goes on; Save writes the project first.
#include "recipes/presetlibrary.h"
#include "uitestsupport.h"
#include "wizard/startpage.h"

#include <QApplication>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace cga;

namespace {

// Answers the dialogs that come up, as a user would: a file dialog gets the file, an input dialog the text, and
// the question about unsaved changes the button. Found through QApplication::activeModalWidget from a timer.
class DialogAnswerer : public QObject
{
public:
    DialogAnswerer(QMessageBox::StandardButton answer, QString file = {}, QString text = {})
        : m_answer(answer)
        , m_file(std::move(file))
        , m_text(std::move(text))
    {
        connect(&m_timer, &QTimer::timeout, this, &DialogAnswerer::poll);
        m_timer.start(20);
    }
    int questions = 0;
    QString lastQuestion;

private:
    void poll()
    {
        QWidget* w = QApplication::activeModalWidget();
        if (auto* box = qobject_cast<QMessageBox*>(w)) {
            ++questions;
            lastQuestion = box->text();
            box->button(m_answer)->click();
        } else if (auto* files = qobject_cast<QFileDialog*>(w)) {
            // Typed into the name field, as a user can: the dialog takes a typed existing file at once, where a
            // selection through its (asynchronous) file model was sometimes not taken under ctest.
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(m_file);
            else
                files->selectFile(m_file);
            static_cast<QDialog*>(files)->accept(); // public in QDialog, as the Open button calls it
        } else if (auto* input = qobject_cast<QInputDialog*>(w)) {
            input->setTextValue(m_text);
            input->accept();
        } else if (auto* other = qobject_cast<QDialog*>(w)) {
            qWarning("an unexpected dialog (%s) was closed", other->metaObject()->className());
            other->reject(); // never left waiting for a click that no test gives
        }
    }
    QTimer m_timer;
    QMessageBox::StandardButton m_answer;
    QString m_file;
    QString m_text;
};

QString otherPreset()
{
    for (const PresetInfo& p : PresetLibrary::builtIn().presets())
        if (p.id != PresetLibrary::defaultPresetId())
            return p.id;
    return {};
}

QTreeWidgetItem* presetItem(QTreeWidget* tree, const QString& title)
{
    const auto items = tree->findItems(title, Qt::MatchExactly | Qt::MatchRecursive);
    return items.isEmpty() ? nullptr : items.first();
}

} // namespace

class TestUnsavedChanges : public QObject
{
    Q_OBJECT

private slots:
    void replacingAModifiedConfigurationAsks_data();
    void replacingAModifiedConfigurationAsks();
    void anUnmodifiedConfigurationIsReplacedWithoutAQuestion();
    void saveWritesTheProjectFirst();
    void closingAsks_data();
    void closingAsks();
};

void TestUnsavedChanges::replacingAModifiedConfigurationAsks_data()
{
    QTest::addColumn<QString>("way");
    QTest::addColumn<int>("answer");
    for (const char* way :
         {"preset click", "preset arrow key", "blank button", "blank menu", "open", "recent file", "import"}) {
        QTest::addRow("%s, cancel", way) << QString::fromLatin1(way) << int(QMessageBox::Cancel);
        QTest::addRow("%s, discard", way) << QString::fromLatin1(way) << int(QMessageBox::Discard);
    }
}

// The way a user replaces the configuration, driven through its widget.
static void replaceThrough(const test::UiFixture& f, const QString& way, const QString& file)
{
    StartPage* start = f.wizard()->startPage();
    QTreeWidget* tree = start->presetTree();
    if (way == QLatin1String("preset click")) {
        const auto info = PresetLibrary::builtIn().info(otherPreset());
        QTreeWidgetItem* item = presetItem(tree, info->title());
        QVERIFY(item);
        tree->scrollToItem(item);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(item).center());
    } else if (way == QLatin1String("preset arrow key")) {
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Down);
    } else if (way == QLatin1String("blank button")) {
        QTest::mouseClick(start->findChild<QPushButton*>(QStringLiteral("startBlank")), Qt::LeftButton);
    } else if (way == QLatin1String("blank menu")) {
        f.part<QAction>("blankAction")->trigger();
    } else if (way == QLatin1String("open")) {
        f.part<QAction>("openAction")->trigger();
    } else if (way == QLatin1String("recent file")) {
        const QList<QAction*> recent = f.part<QMenu>("recentMenu")->actions();
        QVERIFY(!recent.isEmpty());
        recent.first()->trigger();
    } else if (way == QLatin1String("import")) {
        f.part<QAction>("harnessAction")->trigger();
    }
    Q_UNUSED(file);
    QTest::qWait(150); // the queued preset request and the dialogs' timer
}

void TestUnsavedChanges::replacingAModifiedConfigurationAsks()
{
    QFETCH(QString, way);
    QFETCH(int, answer);
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("other.cga.yaml"));
    test::UiFixture f;
    f.settings->setLastDirectory(dir.path());
    {
        // A project on disk, opened once so it is among the recent files, then the default preset again.
        QVERIFY(f.window->applyPreset(otherPreset()));
        QVERIFY(f.window->saveProject(file));
        QVERIFY(f.window->applyPreset(PresetLibrary::defaultPresetId()));
    }
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 9}}, QStringLiteral("edit"));
    const int undoSteps = f.undoStack()->count();
    QVERIFY(f.session()->isModified());
    QTreeWidget* tree = f.wizard()->startPage()->presetTree();
    const QString harness = QStringLiteral("python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b "
                                           "--task pretrain -g h100 -c bf16 -ng 16");

    DialogAnswerer answerer{QMessageBox::StandardButton(answer), file, harness};
    replaceThrough(f, way, file);
    QCOMPARE(answerer.questions, 1);
    QVERIFY2(answerer.lastQuestion.contains(QLatin1String("replaced")), qPrintable(answerer.lastQuestion));
    const ConfigSession* s = f.session();
    if (answer == QMessageBox::Cancel) {
        QCOMPARE(s->config().intValue(FieldId::CudaGraphWarmupSteps), 9);
        QVERIFY(s->isModified());
        QCOMPARE(s->presetId(), PresetLibrary::defaultPresetId());
        QCOMPARE(f.undoStack()->count(), undoSteps);
        QVERIFY(f.undoStack()->canUndo());
        QCOMPARE(f.wizard()->startPage()->currentPreset(), PresetLibrary::defaultPresetId());
        QVERIFY(tree->currentItem() && tree->currentItem()->isSelected());
    } else {
        QVERIFY(s->config().intValue(FieldId::CudaGraphWarmupSteps) != 9);
        QVERIFY(!s->isModified() || way.startsWith(QLatin1String("blank")));
        // The replacement is one undo step: undo brings the edited configuration back, edits and all.
        QCOMPARE(f.undoStack()->count(), undoSteps + 1);
        f.undoStack()->undo();
        QCOMPARE(s->config().intValue(FieldId::CudaGraphWarmupSteps), 9);
        QVERIFY(s->isModified());
        QCOMPARE(s->presetId(), PresetLibrary::defaultPresetId());
        QCOMPARE(f.wizard()->startPage()->currentPreset(), PresetLibrary::defaultPresetId());
        f.undoStack()->undo(); // and the edit before it
        QVERIFY(s->config().intValue(FieldId::CudaGraphWarmupSteps) != 9);
        f.undoStack()->redo();
        f.undoStack()->redo();
        QVERIFY(s->config().intValue(FieldId::CudaGraphWarmupSteps) != 9);
        QVERIFY(!s->isModified() || way.startsWith(QLatin1String("blank")));
    }
}

void TestUnsavedChanges::anUnmodifiedConfigurationIsReplacedWithoutAQuestion()
{
    test::UiFixture f;
    DialogAnswerer answerer(QMessageBox::Cancel);
    QTreeWidget* tree = f.wizard()->startPage()->presetTree();
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    QTest::qWait(150);
    QCOMPARE(answerer.questions, 0);
    QVERIFY(f.session()->presetId() != PresetLibrary::defaultPresetId());
    QCOMPARE(f.session()->presetId(), f.wizard()->startPage()->currentPreset());
}

void TestUnsavedChanges::saveWritesTheProjectFirst()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("mine.cga.yaml"));
    test::UiFixture f;
    QVERIFY(f.window->saveProject(file));
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 6}}, QStringLiteral("edit"));
    DialogAnswerer answerer(QMessageBox::Save);
    QTest::mouseClick(f.wizard()->startPage()->findChild<QPushButton*>(QStringLiteral("startBlank")), Qt::LeftButton);
    QTest::qWait(150);
    QCOMPARE(answerer.questions, 1);
    QVERIFY(answerer.lastQuestion.contains(QLatin1String("mine.cga.yaml")));
    test::UiFixture g;
    QVERIFY(g.window->openFile(file));
    QCOMPARE(g.session()->config().intValue(FieldId::CudaGraphWarmupSteps), 6);
}

void TestUnsavedChanges::closingAsks_data()
{
    QTest::addColumn<int>("answer");
    QTest::addColumn<bool>("closed");
    QTest::newRow("cancel keeps the window") << int(QMessageBox::Cancel) << false;
    QTest::newRow("discard closes") << int(QMessageBox::Discard) << true;
}

void TestUnsavedChanges::closingAsks()
{
    QFETCH(int, answer);
    QFETCH(bool, closed);
    test::UiFixture f;
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 8}}, QStringLiteral("edit"));
    DialogAnswerer answerer{QMessageBox::StandardButton(answer)};
    QCOMPARE(f.window->close(), closed);
    QCOMPARE(answerer.questions, 1);
    QVERIFY(answerer.lastQuestion.contains(QLatin1String("closing")));
    QCOMPARE(f.session()->config().intValue(FieldId::CudaGraphWarmupSteps), 8);
}

QTEST_MAIN(TestUnsavedChanges)
#include "tst_unsavedchanges.moc"
