// ConfigSession as a replacement and its undo see it: a state in one value (the configuration, what its changes are
// measured against, the target, the origin, the import's GPUs and harness recipe, the modified flag) that restore()
// brings back exactly; a re-run of the checks for a new language that keeps all of it; origins of imports without a
// file named in the language of the moment.
#include "session/configsession.h"

#include <QSignalSpy>
#include <QTest>

using namespace cga;

class TestConfigSession : public QObject
{
    Q_OBJECT

private slots:
    void freshStartsFromItsOwnBase();
    void restoreBringsBackEverything_data();
    void restoreBringsBackEverything();
    void retranslateKeepsTheEdits();
    void originTextNamesImportKinds_data();
    void originTextNamesImportKinds();
    void aHarnessImportAsksForItsGpus();
};

namespace {

TrainingConfig dense()
{
    TrainingConfig c;
    c.set(FieldId::HiddenSize, 1024);
    c.set(FieldId::NumLayers, 8);
    c.set(FieldId::NumAttentionHeads, 16);
    c.set(FieldId::CudaGraphImpl, QStringLiteral("local"));
    return c;
}

} // namespace

void TestConfigSession::freshStartsFromItsOwnBase()
{
    const SessionState s = ConfigSession::fresh(dense(), TargetContext(), QStringLiteral("run.yaml"));
    QVERIFY(s.config == s.base);
    QVERIFY(!s.modified);
    ConfigSession session;
    session.restore(s);
    QVERIFY(session.baseConfig() == dense());
    QVERIFY(!session.isModified());
}

void TestConfigSession::restoreBringsBackEverything_data()
{
    QTest::addColumn<bool>("modified");
    QTest::newRow("an edited configuration") << true;
    QTest::newRow("an unmodified one") << false;
}

void TestConfigSession::restoreBringsBackEverything()
{
    QFETCH(bool, modified);
    ConfigSession session;
    session.reset(dense(), TargetContext(), QStringLiteral("run.yaml"), QString(), {}, 16);
    if (modified)
        session.setValue(QStringLiteral("model.cuda_graph_warmup_steps"), 5);
    const SessionState before = session.state();
    QCOMPARE(before.modified, modified);
    QCOMPARE(before.numGpus, 16);

    session.reset(TrainingConfig(), TargetContext(), QStringLiteral("other.yaml"));
    QCOMPARE(session.origin(), QStringLiteral("other.yaml"));
    QSignalSpy reset(&session, &ConfigSession::resetDone);
    QSignalSpy report(&session, &ConfigSession::reportChanged);
    session.restore(before);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(report.size(), 1);
    QVERIFY(session.config() == before.config);
    QVERIFY(session.baseConfig() == dense());
    QCOMPARE(session.origin(), QStringLiteral("run.yaml"));
    QCOMPARE(session.importGpuCount(), 16);
    QCOMPARE(session.isModified(), modified);
    QCOMPARE(session.config().isSet(FieldId::CudaGraphWarmupSteps), modified);
    if (modified)
        QCOMPARE(session.config().intValue(FieldId::CudaGraphWarmupSteps), 5);
}

void TestConfigSession::retranslateKeepsTheEdits()
{
    ConfigSession session;
    session.reset(dense(), TargetContext(), QStringLiteral("run.yaml"));
    session.setValue(QStringLiteral("model.hidden_size"), 2048);
    QSignalSpy modified(&session, &ConfigSession::modifiedChanged);
    QSignalSpy report(&session, &ConfigSession::reportChanged);
    session.retranslate();
    QCOMPARE(report.size(), 1);
    QVERIFY(modified.isEmpty());
    QVERIFY(session.isModified());
    QCOMPARE(session.config().intValue(FieldId::HiddenSize), 2048);
    QCOMPARE(session.baseConfig().intValue(FieldId::HiddenSize), 1024); // still a change against the file
}

void TestConfigSession::originTextNamesImportKinds_data()
{
    QTest::addColumn<QString>("origin");
    QTest::addColumn<QString>("shown");
    QTest::newRow("a harness command") << QString::fromLatin1(ConfigSession::HarnessOrigin)
                                       << QStringLiteral("perf-harness command");
    QTest::newRow("Megatron-LM arguments")
        << QString::fromLatin1(ConfigSession::MegatronOrigin) << QStringLiteral("Megatron-LM arguments");
    QTest::newRow("a file") << QStringLiteral("run.yaml") << QStringLiteral("run.yaml");
    QTest::newRow("a preset id") << QStringLiteral("llama3-8b-h100-bf16") << QStringLiteral("llama3-8b-h100-bf16");
    QTest::newRow("nothing") << QString() << QString();
}

void TestConfigSession::originTextNamesImportKinds()
{
    QFETCH(QString, origin);
    QFETCH(QString, shown);
    QCOMPARE(ConfigSession::originText(origin), shown);
    ConfigSession session;
    session.reset(dense(), TargetContext(), origin);
    QCOMPARE(session.originText(), shown);
    QCOMPARE(session.emitOptions().title, shown);
}

void TestConfigSession::aHarnessImportAsksForItsGpus()
{
    SessionState s = ConfigSession::fresh(dense(), TargetContext(), QStringLiteral("llama3_8b_pretrain_config"),
                                          QString(), {}, 64);
    s.harness.modelFamily = QStringLiteral("llama");
    s.harness.recipe = QStringLiteral("llama3_8b");
    s.harness.gpu = QStringLiteral("h100");
    s.harness.numGpus = 64;
    ConfigSession session;
    session.restore(s);
    const EmitOptions o = session.emitOptions();
    QVERIFY(o.harness == s.harness);
    QCOMPARE(o.sbatch.variants, SbatchOptions::Variants::Harness);
    QCOMPARE(o.sbatch.nodes * o.sbatch.gpusPerNode, 64);
    // Without the harness recipe the variants go to the user's training command as --config-file.
    session.restore(ConfigSession::fresh(dense(), TargetContext(), QStringLiteral("run.yaml"), QString(), {}, 64));
    QCOMPARE(session.emitOptions().sbatch.variants, SbatchOptions::Variants::ConfigFile);
}

QTEST_MAIN(TestConfigSession)
#include "tst_configsession.moc"
