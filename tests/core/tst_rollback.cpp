// The rollback: graphs off with what they needed restored, and the perf harness's settings kept for the A/B.
#include "emit/emitter.h"
#include "emit/rollback.h"
#include "io/hydraoverrides.h"
#include "recipes/presetlibrary.h"

#include <QTest>

using namespace cga;

class TestRollback : public QObject
{
    Q_OBJECT

private slots:
    void rollbackTurnsGraphsOffAndRestores();
};

void TestRollback::rollbackTurnsGraphsOffAndRestores()
{
    // A full-iteration run outside the perf harness: NaN checks come back with the rollback.
    TrainingConfig cfg;
    for (const QString& o :
         {QStringLiteral("model.cuda_graph_impl=full_iteration"), QStringLiteral("model.use_te_rng_tracker=true"),
          QStringLiteral("rng.te_rng_tracker=true"), QStringLiteral("rerun_state_machine.check_for_nan_in_loss=false"),
          QStringLiteral("ddp.check_for_nan_in_grad=false"), QStringLiteral("train.train_iters=1000")})
        HydraOverrides::apply({o}, cfg);
    TargetContext target;
    target.gpu = *TargetContext::parseGpu(QStringLiteral("b200"));
    const Rollback::Result rb = Rollback::make(cfg, target);
    QCOMPARE(rb.config.stringValue(FieldId::CudaGraphImpl), QStringLiteral("none"));
    QVERIFY(!rb.config.boolValue(FieldId::UseTeRngTracker));
    QVERIFY(rb.config.boolValue(FieldId::CheckForNanInLoss));
    QVERIFY(rb.config.boolValue(FieldId::CheckForNanInGrad));
    QVERIFY(!rb.reasons.isEmpty());
    // A perf benchmark keeps them off (PH-15): the eager side of the A/B measures the same work.
    const auto perf = PresetLibrary::builtIn().load(QStringLiteral("llama3-8b-b200-bf16-full"));
    QVERIFY(perf);
    const EmitOptions options = PresetLibrary::builtIn().emitOptions(perf->info);
    const Rollback::Result rbPerf = Rollback::make(perf->config, perf->target);
    QVERIFY(!rbPerf.config.boolValue(FieldId::CheckForNanInLoss));
    QCOMPARE(rbPerf.config.envValue(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")),
             perf->config.envValue(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")));

    const EmitResult r = EmitterFactory::create(EmitFormat::Rollback)->generate(perf->config, perf->target, options);
    QVERIFY(r.ok);
    QVERIFY(r.text.startsWith(QStringLiteral("# ")));
    QVERIFY(r.text.contains(QStringLiteral("cuda_graph_impl: none")));
    QVERIFY(r.fileName.endsWith(QStringLiteral("-rollback.yaml")));
}

QTEST_GUILESS_MAIN(TestRollback)
#include "tst_rollback.moc"
