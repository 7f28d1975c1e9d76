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

QTEST_MAIN(TestSessionEmitOptions)
#include "tst_sessionemitoptions.moc"
