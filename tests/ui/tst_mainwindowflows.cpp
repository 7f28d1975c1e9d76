// The main window's flows a user relies on: the default workload at start, presets, the recommendation, review and
// export (files that validate), projects, and recovery of autosaved work after a crash.
#include "diagnostics/recommendationpanel.h"
#include "io/configloader.h"
#include "model/configdiff.h"
#include "recipes/presetlibrary.h"
#include "session/configsession.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"
#include "wizard/reviewpage.h"
#include "wizard/startpage.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

using namespace cga;

static QStringList changedPaths(const ConfigSession* s)
{
    QStringList paths;
    for (const ConfigDifference& d : ConfigDiff::between(s->baseConfig(), s->config()))
        paths << d.path;
    return paths;
}

class TestMainWindowFlows : public QObject
{
    Q_OBJECT

private slots:
    void opensOnTheDefaultWorkload();
    void presetsAreSearchableAndGrouped();
    void startPageSaysWhatIsLoaded_data();
    void startPageSaysWhatIsLoaded();
    void recommendationAppliesAsOneUndoStep();
    void exportNeedsConfirmedRisksAndWritesValidFiles();
    void exportIsRefusedWhileErrorsRemain();
    void risksAreConfirmedPerWorkload();
    void finishExportsAndSaysWhatToRunNext();
    void projectSaveAndOpen();
    void autosaveRestoresAfterAKill();
    void harnessImportUsesThePresetLibrary();
    void pythonRecipeEditsOpen();
};

void TestMainWindowFlows::opensOnTheDefaultWorkload()
{
    test::UiFixture f;
    ConfigSession* s = f.session();
    QCOMPARE(s->presetId(), PresetLibrary::defaultPresetId());
    QCOMPARE(s->config().stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QVERIFY(s->report().valid());
    QCOMPARE(f.wizard()->startPage()->currentPreset(), PresetLibrary::defaultPresetId());
    QVERIFY(!s->isModified());
}

void TestMainWindowFlows::presetsAreSearchableAndGrouped()
{
    test::UiFixture f;
    StartPage* start = f.wizard()->startPage();
    QVERIFY(start->visiblePresetCount() >= 20);
    QVERIFY(start->presetTree()->topLevelItemCount() >= 7); // model families
    // The curated presets are open; the whole recipe catalogue is there too (listed once the window shows),
    // collapsed until a search finds it.
    f.window->addCatalogueToStartPage();
    int collapsedCatalogue = 0;
    for (int i = 0; i < start->presetTree()->topLevelItemCount(); ++i) {
        QTreeWidgetItem* family = start->presetTree()->topLevelItem(i);
        if (family->text(0).startsWith(QLatin1String("All Bridge recipes")))
            collapsedCatalogue += family->isExpanded() ? 0 : 1;
        else
            QVERIFY(family->isExpanded());
    }
    QVERIFY(collapsedCatalogue >= 10);
    QTest::keyClicks(start->searchField(), QStringLiteral("llama b200 fp8cs"));
    const int llama = start->visiblePresetCount();
    QVERIFY2(llama >= 2 && llama < 40, qPrintable(QString::number(llama)));
    start->searchField()->clear();
    QTest::keyClicks(start->searchField(), QStringLiteral("deepseek_v3_pretrain_256gpu_gb200_bf16_config"));
    QVERIFY(start->visiblePresetCount() >= 1);
    start->searchField()->clear();
    QVERIFY(f.window->applyPreset(QStringLiteral("deepseek_v3_pretrain_256gpu_gb200_bf16_config")));
    QCOMPARE(f.session()->presetId(), QStringLiteral("deepseek_v3_pretrain_256gpu_gb200_bf16_config"));
    QCOMPARE(f.session()->target().gpu.name, QStringLiteral("gb200"));
    QVERIFY(f.session()->config().intValue(FieldId::NumMoeExperts) > 1);
    QTest::keyClicks(start->searchField(), QStringLiteral("no-such-model"));
    QCOMPARE(start->visiblePresetCount(), 0);
    start->searchField()->clear();
    for (const PresetInfo& p : PresetLibrary::builtIn().presets()) {
        QVERIFY(f.window->applyPreset(p.id));
        QVERIFY2(f.session()->report().valid(), qPrintable(p.id));
    }
    QVERIFY(!f.window->applyPreset(QStringLiteral("no-such-preset")));
}

void TestMainWindowFlows::startPageSaysWhatIsLoaded_data()
{
    QTest::addColumn<QString>("way");
    QTest::addColumn<QString>("says");
    QTest::newRow("the default preset") << "default" << QString(); // its title, from the tree
    QTest::newRow("a blank configuration") << "blank"
                                           << "a blank configuration";
    QTest::newRow("Megatron-LM arguments") << "megatron"
                                           << "Megatron-LM arguments";
}

// Under the preset list the start page says what is loaded and that Next goes on with it, in the language of the
// moment.
void TestMainWindowFlows::startPageSaysWhatIsLoaded()
{
    QFETCH(QString, way);
    QFETCH(QString, says);
    test::UiFixture f(QStringLiteral("en"));
    if (way == QLatin1String("blank")) {
        f.window->startBlank();
    } else if (way == QLatin1String("megatron")) {
        QString error;
        QVERIFY2(f.window->importMegatron(QStringLiteral("--num-layers 4 --hidden-size 512 --num-attention-heads 8 "
                                                         "--seq-length 1024 --micro-batch-size 1"),
                                          &error),
                 qPrintable(error));
    }
    StartPage* start = f.wizard()->startPage();
    auto* note = start->findChild<QLabel*>(QStringLiteral("loadedNote"));
    QVERIFY(note);
    if (says.isEmpty())
        says = start->presetTree()->currentItem()->text(0);
    QVERIFY2(note->text().startsWith(QLatin1String("Loaded: ")) && note->text().contains(says)
                 && note->text().contains(QLatin1String("Next")),
             qPrintable(note->text()));
    f.window->setLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QVERIFY2(!note->text().contains(QLatin1String("Loaded")), qPrintable(note->text()));
}

void TestMainWindowFlows::recommendationAppliesAsOneUndoStep()
{
    test::UiFixture f;
    f.window->startBlank();
    f.window->applyChanges({{QStringLiteral("model.num_moe_experts"), 64},
                            {QStringLiteral("model.num_layers"), 24},
                            {QStringLiteral("model.hidden_size"), 2048},
                            {QStringLiteral("model.seq_length"), 4096},
                            {QStringLiteral("dataset.seq_length"), 4096}},
                           QStringLiteral("moe"));
    RecommendationPanel* panel = f.recommendationPanel();
    panel->refresh();
    QVERIFY(panel->recommendation().graphsOn());
    QCOMPARE(panel->recommendation().modules, (QStringList{"moe_router", "moe_preprocess"}));
    const int steps = f.undoStack()->count();
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(f.undoStack()->count(), steps + 1);
    const TrainingConfig& c = f.session()->config();
    QCOMPARE(c.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QVERIFY(f.session()->report().valid());
    f.undo();
    QCOMPARE(f.session()->config().stringValue(FieldId::CudaGraphImpl), QStringLiteral("none"));
}

void TestMainWindowFlows::exportNeedsConfirmedRisksAndWritesValidFiles()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));
    ReviewPage* review = f.reviewPage();
    QVERIFY(review->riskBoxes().size() >= 3);
    QVERIFY(!review->exportEnabled());
    QTemporaryDir dir;
    QString error;
    QVERIFY(!review->saveFormat(EmitFormat::Yaml, dir.filePath("x.yaml"), &error));
    review->confirmAllRisks();
    QVERIFY(review->exportEnabled());
    const QStringList written = review->exportAll(dir.path(), &error);
    QVERIFY2(written.size() == EmitterFactory::all().size(), qPrintable(error));
    // The exported override file holds the changes against the preset (the Review page's default for a preset):
    // laid over the preset, as Bridge merges a --config-file over its recipe, it validates with no error.
    QString yamlPath;
    for (const QString& p : written)
        if (p.endsWith(QLatin1String(".yaml")) && !p.contains(QLatin1String("rollback")))
            yamlPath = p;
    QVERIFY(!yamlPath.isEmpty());
    LoadRequest req;
    req.files << yamlPath;
    const LoadedConfig loaded = ConfigLoader::load(req);
    QVERIFY(loaded.import.ok());
    QVERIFY(!loaded.config.isSet(FieldId::HiddenSize)); // the recipe's, not restated
    const ValidationReport r
        = RulesEngine::validate(ConfigDiff::overlay(f.session()->baseConfig(), loaded.config), f.session()->target());
    QVERIFY2(r.valid(), qPrintable(r.ids().join(QLatin1Char(' '))));
    QVERIFY(!review->textFor(EmitFormat::Sbatch).isEmpty());
    // A change to the workload keeps the confirmations while the same risks apply.
    f.window->applyChanges({{QStringLiteral("train.global_batch_size"), 2048}}, QStringLiteral("gbs"));
    QTest::qWait(200);
    QVERIFY(review->exportEnabled());
    // The change is listed against the preset, and the YAML carries it.
    auto* changes = review->findChild<QPlainTextEdit*>(QStringLiteral("changes"));
    QVERIFY(changes);
    QVERIFY2(changes->toPlainText().contains(QLatin1String("train.global_batch_size: ")),
             qPrintable(changes->toPlainText()));
    QVERIFY2(changes->toPlainText().contains(QLatin1String("-> 2048")), qPrintable(changes->toPlainText()));
    QVERIFY(review->textFor(EmitFormat::Yaml).contains(QLatin1String("global_batch_size: 2048")));
}

void TestMainWindowFlows::exportIsRefusedWhileErrorsRemain()
{
    test::UiFixture f;
    f.window->applyChanges({{QStringLiteral("model.cuda_graph_modules"), QStringList{"moe", "moe_router"}}},
                           QStringLiteral("bad"));
    ConfigWizard* w = f.wizard();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    ReviewPage* review = f.reviewPage();
    review->confirmAllRisks();
    QVERIFY(!review->exportEnabled());
    QVERIFY(review->textFor(EmitFormat::Yaml).isEmpty());
}

// The risk confirmations gate saving and exporting, not copying what is on screen; they belong to one workload: a
// new preset asks again, a language switch does not.
void TestMainWindowFlows::risksAreConfirmedPerWorkload()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    const auto toReview = [w] {
        w->restart();
        while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
            w->next();
    };
    toReview();
    ReviewPage* review = f.reviewPage();
    auto* copy = review->findChild<QPushButton*>(QStringLiteral("copy_yaml"));
    auto* save = review->findChild<QPushButton*>(QStringLiteral("save_yaml"));
    QVERIFY(copy && save);
    QVERIFY(!review->exportEnabled());
    QVERIFY(copy->isEnabled());
    QVERIFY(!save->isEnabled());
    review->confirmAllRisks();
    QVERIFY(save->isEnabled());

    auto* changesOnly = review->findChild<QCheckBox*>(QStringLiteral("changesOnly"));
    QVERIFY(changesOnly && changesOnly->isChecked()); // a preset: only the changes, by default
    changesOnly->setChecked(false);
    f.window->setLanguage(QStringLiteral("zh_CN"));
    QCoreApplication::processEvents();
    QVERIFY(review->exportEnabled()); // the same workload in another language
    QVERIFY(!changesOnly->isChecked()); // and the user's choice of what is written
    f.window->setLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();

    // Another preset with the same kinds of risk: every box is asked again.
    QString other;
    for (const PresetInfo& info : PresetLibrary::builtIn().presets())
        if (info.id != f.session()->presetId() && !info.isBaseline())
            other = info.id;
    QVERIFY(!other.isEmpty());
    QVERIFY(f.window->applyPreset(other));
    toReview();
    QVERIFY(!review->riskBoxes().isEmpty());
    for (QCheckBox* b : review->riskBoxes())
        QVERIFY2(!b->isChecked(), qPrintable(b->text()));
    QVERIFY(!save->isEnabled());
}

void TestMainWindowFlows::finishExportsAndSaysWhatToRunNext()
{
    test::UiFixture f;
    ConfigWizard* w = f.wizard();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    QAbstractButton* finish = w->button(QWizard::FinishButton);
    QVERIFY(finish->isVisible());
    QVERIFY(!finish->isEnabled()); // the risks are not confirmed yet
    f.reviewPage()->confirmAllRisks();
    QVERIFY(finish->isEnabled());
    // Finish asks for a folder, writes every artefact there and shows what to run next.
    QTemporaryDir dir;
    QString summary;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&] {
        QWidget* modal = QApplication::activeModalWidget();
        if (auto* files = qobject_cast<QFileDialog*>(modal)) {
            // The dialog's file model loads asynchronously: accept only once it has taken the folder (under load
            // an early accept returned the parent folder).
            // The folder is typed into the dialog's name field, as a user can: the dialog accepts a typed
            // existing folder at once (polling its file model for the selection never settled under ctest).
            files->setDirectory(dir.path());
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(dir.path());
            else
                files->selectFile(dir.path());
            if (QDir(files->selectedFiles().value(0)) == QDir(dir.path()))
                static_cast<QDialog*>(files)->accept();
        } else if (modal && modal->objectName() == QLatin1String("finishSummary")) {
            summary = modal->findChild<QPlainTextEdit*>(QStringLiteral("finishText"))->toPlainText();
            static_cast<QDialog*>(modal)->reject();
        }
    });
    answer.start(20);
    QTest::mouseClick(finish, Qt::LeftButton);
    QTRY_VERIFY(!summary.isEmpty());
    answer.stop();
    QVERIFY(f.wizard()->isVisible()); // the Configure tab still shows the wizard
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));
    const QStringList files = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(files.size(), int(EmitterFactory::all().size()));
    for (const QString& file : files)
        QVERIFY2(summary.contains(file), qPrintable(file));
    QVERIFY2(summary.contains(QLatin1String("sbatch ")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("run_script.py")), qPrintable(summary));
    QVERIFY2(summary.contains(QLatin1String("cga bench ")), qPrintable(summary));
}

void TestMainWindowFlows::projectSaveAndOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.cga.yaml"));
    {
        test::UiFixture f;
        f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 5},
                                {QStringLiteral("target.te_version"), QStringLiteral("2.12")}},
                               QStringLiteral("edit"));
        QVERIFY(f.session()->isModified());
        QString error;
        QVERIFY2(f.window->saveProject(path, &error), qPrintable(error));
        QVERIFY(!f.session()->isModified());
        QCOMPARE(f.settings->recentFiles().first(), QFileInfo(path).absoluteFilePath());
    }
    test::UiFixture g;
    QString error;
    QVERIFY2(g.window->openFile(path, &error), qPrintable(error));
    QCOMPARE(g.session()->config().intValue(FieldId::CudaGraphWarmupSteps), 5);
    QCOMPARE(g.session()->target().teVersion, QVersionNumber(2, 12));
    QCOMPARE(g.session()->presetId(), PresetLibrary::defaultPresetId());
    QCOMPARE(g.window->projectPath(), QFileInfo(path).absoluteFilePath());
    // The edit is still a change against the preset: the Review page lists it and exports only it.
    QCOMPARE(changedPaths(g.session()), QStringList{QStringLiteral("model.cuda_graph_warmup_steps")});
    QCOMPARE(g.session()->baseConfig().intValue(FieldId::HiddenSize),
             g.session()->config().intValue(FieldId::HiddenSize));
    ConfigWizard* w = g.wizard();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    auto* changes = g.reviewPage()->findChild<QPlainTextEdit*>(QStringLiteral("changes"));
    QVERIFY(changes);
    QVERIFY2(changes->toPlainText().contains(QLatin1String("model.cuda_graph_warmup_steps: ")),
             qPrintable(changes->toPlainText()));
    QVERIFY(!g.window->openFile(dir.filePath(QStringLiteral("missing.yaml")), &error));
    QVERIFY(error.contains(QLatin1String("missing.yaml")));
}

void TestMainWindowFlows::autosaveRestoresAfterAKill()
{
    QTemporaryDir dir;
    const QString autosave = dir.filePath(QStringLiteral("autosave.cga.yaml"));
    {
        test::UiFixture f;
        f.window->setAutosavePath(autosave);
        f.window->applyChanges({{QStringLiteral("model.cuda_graph_warmup_steps"), 7}}, QStringLiteral("edit"));
        QVERIFY(f.window->autosaveNow());
        // No closeEvent: the window goes away as if the process had been killed.
    }
    QVERIFY(QFile::exists(autosave));
    test::UiFixture g;
    g.window->setAutosavePath(autosave);
    QVERIFY(g.window->restoreAutosave());
    QCOMPARE(g.session()->config().intValue(FieldId::CudaGraphWarmupSteps), 7);
    QVERIFY(g.session()->isModified());
    QCOMPARE(changedPaths(g.session()), QStringList{QStringLiteral("model.cuda_graph_warmup_steps")});
}

void TestMainWindowFlows::harnessImportUsesThePresetLibrary()
{
    test::UiFixture f;
    QString error;
    QVERIFY2(
        f.window->importHarness(QStringLiteral("python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b "
                                               "--task pretrain -g h100 -c bf16 -ng 16 --cuda_graph_impl "
                                               "transformer_engine --cuda_graph_scope attn,moe_router,moe_preprocess"),
                                &error),
        qPrintable(error));
    const ConfigSession* s = f.session();
    QCOMPARE(s->target().gpu.name, QStringLiteral("h100"));
    QVERIFY(s->config().intValue(FieldId::NumMoeExperts) > 1); // from the recipe's preset, not defaults
    bool unresolved = false;
    for (const Diagnostic& d : s->importDiagnostics())
        unresolved = unresolved || d.id == QLatin1String("IMP-05");
    QVERIFY(!unresolved);
}

void TestMainWindowFlows::pythonRecipeEditsOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edits.py"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("cfg.model.cuda_graph_impl = \"transformer_engine\"\n"
               "cfg.model.cuda_graph_warmup_steps = 4\n"
               "cfg.model.moe_layer_freq = [1] * 77777 * 77\n");
    file.close();
    test::UiFixture f;
    QString error;
    QVERIFY2(f.window->openFile(path, &error), qPrintable(error));
    const ConfigSession* s = f.session();
    QCOMPARE(s->config().value(FieldId::CudaGraphImpl).toString(), QStringLiteral("transformer_engine"));
    QCOMPARE(s->config().intValue(FieldId::CudaGraphWarmupSteps), 4);
    QVERIFY(!s->config().isSet(FieldId::MoeLayerFreq));
    QCOMPARE(s->target().frontEnd, FrontEnd::BridgePython);
    bool refused = false;
    for (const Diagnostic& d : s->importDiagnostics())
        refused = refused || (d.id == QLatin1String("IMP-08") && d.location.line == 3); // too large to read: skipped
    QVERIFY(refused);
    QVERIFY(f.window->projectPath().isEmpty()); // edits, not a project: saving asks where
    QCOMPARE(f.settings->recentFiles().first(), QFileInfo(path).absoluteFilePath());
    QVERIFY(!f.window->openFile(dir.filePath(QStringLiteral("missing.py")), &error));
    QVERIFY2(error.contains(QLatin1String("missing.py")), qPrintable(error));
}

QTEST_MAIN(TestMainWindowFlows)
#include "tst_mainwindowflows.moc"
