// The session's emit options are computed once (ConfigSession::emitOptions): the same preset gives the same Slurm
// A/B script in the GUI (the review page's Slurm tab, the cluster page) as through the CLI (`cga generate --format
// sbatch`, and the core call `cga cluster` makes), down to the GPUs and nodes it asks for.
#include "cluster/clusterscript.h"
#include "cluster/clustersubmitform.h"
#include "cluster/clusterwidget.h"
#include "recipes/presetlibrary.h"
#include "support/clirun.h"
#include "uitestsupport.h"

#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestSessionEmitOptions : public QObject
{
    Q_OBJECT

private slots:
    void reviewPageScriptIsTheCliScript_data();
    void reviewPageScriptIsTheCliScript();
    void clusterPageScriptIsTheCoreScript_data();
    void clusterPageScriptIsTheCoreScript();
    void aHarnessImportRunsTheHarness_data();
    void aHarnessImportRunsTheHarness();
};

namespace {

void presetRows()
{
    QTest::addColumn<QString>("preset");
    for (const PresetInfo& info : PresetLibrary::builtIn().presets())
        QTest::newRow(qPrintable(info.id)) << info.id;
}

// The page of the wizard the user is on shows the artefacts of the session.
void showReview(test::UiFixture& f)
{
    ConfigWizard* w = f.wizard();
    w->restart();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
}

} // namespace

void TestSessionEmitOptions::reviewPageScriptIsTheCliScript_data()
{
    presetRows();
}

void TestSessionEmitOptions::reviewPageScriptIsTheCliScript()
{
    QFETCH(QString, preset);
    test::UiFixture f;
    QVERIFY(f.window->applyPreset(preset));
    showReview(f);
    QCOMPARE(f.wizard()->currentId(), int(ConfigWizard::Review));
    auto* text = f.reviewPage()->findChild<QPlainTextEdit*>(QStringLiteral("artefact_sbatch"));
    QVERIFY(text);
    const QString gui = text->toPlainText();

    const test::CliRun cli
        = test::runCga({QStringLiteral("generate"), QStringLiteral("--preset"), preset, QStringLiteral("--format"),
                        QStringLiteral("sbatch"), QStringLiteral("--lang"), QStringLiteral("en")});
    // Written by both, or (a recipe the perf harness does not know, with no training command) by neither.
    const bool written = gui.startsWith(QLatin1String("#!"));
    QCOMPARE(cli.exitCode == 0, written);
    if (written)
        QCOMPARE(gui, QString::fromUtf8(cli.out));
}

void TestSessionEmitOptions::clusterPageScriptIsTheCoreScript_data()
{
    presetRows();
}

void TestSessionEmitOptions::clusterPageScriptIsTheCoreScript()
{
    QFETCH(QString, preset);
    test::UiFixture f;
    QVERIFY(f.window->applyPreset(preset));
    auto* cluster = f.part<ClusterWidget>("clusterWidget");
    QVERIFY(cluster);
    const ClusterScript gui = cluster->buildScript();
    QVERIFY2(gui.ok, qPrintable(gui.error));

    // What `cga cluster submit` builds from the same preset and parameters (PresetInput::emitOptions).
    const auto loaded = PresetLibrary::builtIn().load(preset);
    QVERIFY(loaded);
    const ClusterScript cli = ClusterScript::build(
        loaded->config, loaded->target, ConfigSession::emitOptionsFor(&loaded->info, loaded->info.id, loaded->target),
        cluster->form()->params(), gui.logDir);
    QVERIFY2(cli.ok, qPrintable(cli.error));
    QCOMPARE(gui.text, cli.text);
    QCOMPARE(gui.resources, cli.resources);
}

void TestSessionEmitOptions::aHarnessImportRunsTheHarness_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("nodes");
    QTest::newRow("qwen3 30b, 16 gpus") << QStringLiteral(
        "python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b --task pretrain -g h100 "
        "-c bf16 -ng 16 --cuda_graph_impl transformer_engine --cuda_graph_scope attn")
                                        << 2;
    QTest::newRow("llama3 8b, 256 gpus, fp8")
        << QStringLiteral("python scripts/performance/run_script.py -m llama -mr llama3_8b -g b200 -c fp8_cs -ng 256")
        << 32;
}

// The A/B script of an imported harness command runs the perf harness on the recipe the command named, over the
// GPUs it named: the nodes it asks for are the ones it runs on. A saved and reopened project keeps it so.
void TestSessionEmitOptions::aHarnessImportRunsTheHarness()
{
    QFETCH(QString, command);
    QFETCH(int, nodes);
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("import.cga.yaml"));
    QString first;
    HarnessRecipe imported;
    {
        test::UiFixture f;
        QString error;
        QVERIFY2(f.window->importHarness(command, &error), qPrintable(error));
        const EmitOptions options = f.session()->emitOptions();
        QVERIFY(options.harness.isValid());
        imported = options.harness;
        QCOMPARE(options.sbatch.variants, SbatchOptions::Variants::Harness);
        showReview(f);
        auto* text = f.reviewPage()->findChild<QPlainTextEdit*>(QStringLiteral("artefact_sbatch"));
        QVERIFY(text);
        first = text->toPlainText();
        QVERIFY2(first.contains(QStringLiteral("--nodes=%1").arg(nodes)), qPrintable(first));
        QVERIFY2(first.contains(QLatin1String("run_script.py")), qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("-mr ") + options.harness.recipe)
                     || first.contains(QStringLiteral("-mr '") + options.harness.recipe),
                 qPrintable(first));
        QVERIFY2(!first.contains(QLatin1String("--config-file")), qPrintable(first));
        QVERIFY(f.window->saveProject(project, &error));
    }
    test::UiFixture g;
    QString error;
    QVERIFY2(g.window->openFile(project, &error), qPrintable(error));
    QVERIFY(g.session()->emitOptions().harness == imported);
    QCOMPARE(g.session()->runGpuCount(), nodes * 8);
    showReview(g);
    auto* text = g.reviewPage()->findChild<QPlainTextEdit*>(QStringLiteral("artefact_sbatch"));
    QVERIFY(text);
    QVERIFY2(text->toPlainText().contains(QStringLiteral("--nodes=%1").arg(nodes)), qPrintable(text->toPlainText()));
    QVERIFY2(text->toPlainText().contains(QLatin1String("run_script.py")), qPrintable(text->toPlainText()));
}

QTEST_MAIN(TestSessionEmitOptions)
#include "tst_sessionemitoptions.moc"
