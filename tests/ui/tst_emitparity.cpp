// One emit path for the GUI and the CLI: the Review page's artefacts are byte for byte what `cga generate` writes
// from the same preset or catalogue recipe, and the Slurm A/B asks for the GPUs of the configuration: the
// preset's, the recipe's, or the -ng of an imported perf-harness command, on the Review page and the Cluster page
// alike (a 256-GPU command never leaves "16 GPUs" behind).
#include "cluster/clusterscript.h"
#include "cluster/clustersubmitform.h"
#include "cluster/clustersubmitparams.h"
#include "cluster/clusterwidget.h"
#include "emit/emitter.h"
#include "uitestsupport.h"
#include "wizard/configwizard.h"
#include "wizard/reviewpage.h"

#include <QCheckBox>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace cga;

namespace {

QString cli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(CGA_CLI), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + args);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("<cga failed: %1>").arg(QString::fromUtf8(p.readAllStandardError()));
    return QString::fromUtf8(p.readAllStandardOutput());
}

int sbatchValue(const QString& script, const QString& key)
{
    const QRegularExpression rx(QStringLiteral("^#SBATCH --%1=(\\d+)$").arg(key), QRegularExpression::MultilineOption);
    const auto m = rx.match(script);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

void showReview(test::UiFixture& f)
{
    ConfigWizard* w = f.wizard();
    w->restart();
    while (w->currentId() != ConfigWizard::Review && w->nextId() != -1)
        w->next();
    QCOMPARE(w->currentId(), int(ConfigWizard::Review));
}

ClusterWidget* clusterPage(test::UiFixture& f)
{
    return f.window->findChild<ClusterWidget*>();
}

} // namespace

class TestEmitParity : public QObject
{
    Q_OBJECT

private slots:
    void guiWritesWhatTheCliWrites_data();
    void guiWritesWhatTheCliWrites();
    void gpusFollowAnImportedHarnessCommand_data();
    void gpusFollowAnImportedHarnessCommand();
};

void TestEmitParity::guiWritesWhatTheCliWrites_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpusPerNode");
    QTest::newRow("library, 8 GPUs") << QStringLiteral("llama3-8b-b200-bf16-full") << 1 << 8;
    QTest::newRow("library, 16 GPUs") << QStringLiteral("qwen3-30b-a3b-h100-bf16-te") << 2 << 8;
    QTest::newRow("library, 256 GPUs") << QStringLiteral("deepseek-v3-b300-bf16-te") << 32 << 8;
    QTest::newRow("catalogue, 256 H100") << QStringLiteral("deepseek_v3_pretrain_256gpu_h100_bf16_32nodes_config") << 32
                                         << 8;
    QTest::newRow("catalogue, 16 GB200") << QStringLiteral("qwen35_vl_27b_pretrain_16gpu_gb200_bf16_mock_config") << 4
                                         << 4;
}

void TestEmitParity::guiWritesWhatTheCliWrites()
{
    QFETCH(QString, preset);
    QFETCH(int, nodes);
    QFETCH(int, gpusPerNode);
    test::UiFixture f;
    QVERIFY(f.window->applyPreset(preset));
    f.reviewPage()->confirmAllRisks();
    showReview(f);
    const bool harness = f.session()->emitOptions().harness.isValid();
    // The Slurm script of a recipe the perf harness does not know needs the user's training command (the Cluster
    // page asks for it, cga generate takes --train-cmd): compared where it is written without one.
    QList<EmitFormat> formats{EmitFormat::Python, EmitFormat::Yaml, EmitFormat::Hydra};
    if (harness)
        formats << EmitFormat::Sbatch << EmitFormat::Harness;
    // A preset is written as its changes by default (cga generate --changes-only), whole when the box is cleared.
    auto* changesOnly = f.reviewPage()->findChild<QCheckBox*>(QStringLiteral("changesOnly"));
    QVERIFY(changesOnly && changesOnly->isChecked());
    for (const bool changes : {true, false}) {
        changesOnly->setChecked(changes);
        for (EmitFormat format : formats) {
            const QString gui = f.reviewPage()->textFor(format);
            const QString name = EmitterFactory::name(format);
            QStringList args{QStringLiteral("generate"), QStringLiteral("--preset"), preset, QStringLiteral("--format"),
                             name};
            if (changes)
                args << QStringLiteral("--changes-only");
            QCOMPARE(gui, cli(args));
        }
    }
    const SbatchOptions sbatch = f.session()->emitOptions().sbatch;
    QCOMPARE(sbatch.nodes, nodes);
    QCOMPARE(sbatch.gpusPerNode, gpusPerNode);
    // The Cluster page asks for the same GPUs.
    const ClusterSubmitParams p = clusterPage(f)->form()->params();
    QCOMPARE(p.nodes, nodes);
    QCOMPARE(p.gpusPerNode, gpusPerNode);
    if (!harness)
        return;
    // The script asks for them and runs the harness with as many (-ng).
    const QString script = f.reviewPage()->textFor(EmitFormat::Sbatch);
    QCOMPARE(sbatchValue(script, QStringLiteral("nodes")), nodes);
    QCOMPARE(sbatchValue(script, QStringLiteral("gpus-per-node")), gpusPerNode);
    const QStringList ng = script.split(QLatin1Char('\n')).filter(QStringLiteral(" -ng "));
    QVERIFY(!ng.isEmpty());
    for (const QString& line : ng)
        QVERIFY2(line.contains(QStringLiteral(" -ng %1 ").arg(nodes * gpusPerNode))
                     || line.endsWith(QStringLiteral(" -ng %1").arg(nodes * gpusPerNode)),
                 qPrintable(line));
}

void TestEmitParity::gpusFollowAnImportedHarnessCommand_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpusPerNode");
    QTest::newRow("deepseek v3, 256 B300")
        << QStringLiteral("python scripts/performance/run_script.py -m deepseek -mr deepseek_v3 -g b300 -c bf16 "
                          "-ng 256 --cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router")
        << 32 << 8;
    QTest::newRow("qwen3 30b, 16 H100") << QStringLiteral(
        "python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 "
        "--cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router")
                                        << 2 << 8;
    QTest::newRow("qwen3 30b, 64 GB200") << QStringLiteral(
        "python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g gb200 -c bf16 -ng 64")
                                         << 16 << 4;
}

void TestEmitParity::gpusFollowAnImportedHarnessCommand()
{
    QFETCH(QString, command);
    QFETCH(int, nodes);
    QFETCH(int, gpusPerNode);
    test::UiFixture f;
    // Another size first, so that nothing of it may stay behind.
    QVERIFY(f.window->applyPreset(QStringLiteral("qwen3-30b-a3b-h100-bf16-te")));
    QString error;
    QVERIFY2(f.window->importHarness(command, &error), qPrintable(error));
    QCOMPARE(f.session()->runGpuCount(), nodes * gpusPerNode);
    const ClusterSubmitParams p = clusterPage(f)->form()->params();
    QCOMPARE(p.nodes, nodes);
    QCOMPARE(p.gpusPerNode, gpusPerNode);
    const ClusterScript script = clusterPage(f)->buildScript();
    QVERIFY2(script.ok, qPrintable(script.error));
    QCOMPARE(sbatchValue(script.text, QStringLiteral("nodes")), nodes);
    QCOMPARE(sbatchValue(script.text, QStringLiteral("gpus-per-node")), gpusPerNode);
    // The Review page's Slurm script (and Finish's) is written with the same options.
    const SbatchOptions sbatch = f.session()->emitOptions().sbatch;
    QCOMPARE(sbatch.nodes, nodes);
    QCOMPARE(sbatch.gpusPerNode, gpusPerNode);
}

QTEST_MAIN(TestEmitParity)
#include "tst_emitparity.moc"
