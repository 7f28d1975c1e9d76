#include "io/harnessimporter.h"
#include "recipes/presetlibrary.h"

#include <QTest>

using namespace cga;

namespace {
QStringList ids(const ImportResult& r)
{
    QStringList out;
    for (const Diagnostic& d : r.diagnostics)
        out << d.id;
    return out;
}
const QString kBase
    = QStringLiteral("python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b --task pretrain "
                     "-g h100 -c bf16 -ng 16 ");
} // namespace

class TestHarnessImporter : public QObject
{
    Q_OBJECT

private slots:
    void skillWorkedExample();
    void recipeFunctionName_data();
    void recipeFunctionName();
    void resolverProvidesTheBase();
    void hydraFirstArgparseSecond();
    void envFlags();
    void harnessImporterReadsDeleteOverrides();
    void noncharactersInEnvFlagsAreRefused();
    void precisionFromComputeDtype_data();
    void precisionFromComputeDtype();
    void badCommandLine();
};

void TestHarnessImporter::skillWorkedExample()
{
    TrainingConfig cfg;
    const ImportResult r = HarnessImporter::importText(
        kBase + "--cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router,moe_preprocess", cfg);
    QVERIFY(r.ok());
    QCOMPARE(r.recipeName, QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"));
    QCOMPARE(r.gpu->name, QStringLiteral("h100"));
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "moe_router", "moe_preprocess"}));
    QVERIFY(cfg.boolValue(FieldId::UseTeRngTracker) && cfg.boolValue(FieldId::RngTeRngTracker));
    QCOMPARE(cfg.intValue(FieldId::TrainIters), 50);
    QVERIFY(!cfg.boolValue(FieldId::CheckForNanInLoss));
    const QStringList got = ids(r);
    for (const char* id : {"PH-15", "PH-03", "PH-07", "IMP-05"})
        QVERIFY2(got.contains(QLatin1String(id)), id);
}

void TestHarnessImporter::recipeFunctionName_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<QString>("expected");
    QTest::addRow("canonical") << ""
                               << "bf16"
                               << "llama3_8b_pretrain_8gpu_b200_bf16_config";
    QTest::addRow("v1 is canonical") << "v1"
                                     << "fp8_cs"
                                     << "llama3_8b_pretrain_8gpu_b200_fp8cs_config";
    QTest::addRow("variant suffix") << "large_scale"
                                    << "fp8_mx"
                                    << "llama3_8b_pretrain_8gpu_b200_fp8mx_large_scale_config";
}

void TestHarnessImporter::recipeFunctionName()
{
    QFETCH(QString, variant);
    QFETCH(QString, dtype);
    QFETCH(QString, expected);
    QCOMPARE(HarnessImporter::recipeFunctionName("llama3_8b", "pretrain", 8, "b200", dtype, variant), expected);
}

void TestHarnessImporter::resolverProvidesTheBase()
{
    TrainingConfig cfg;
    QString asked;
    const auto resolver = [&](const QString& fn, const QString&, TrainingConfig& c) {
        asked = fn;
        c.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
        c.set(FieldId::CudaGraphModules, QStringList{"moe_router", "moe_preprocess"});
        c.set(FieldId::NumMoeExperts, 128);
        return true;
    };
    const ImportResult r = HarnessImporter::importText(kBase, cfg, resolver);
    QCOMPARE(asked, QStringLiteral("qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config"));
    QVERIFY(!ids(r).contains(QLatin1String("IMP-05")));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"moe_router", "moe_preprocess"}));
    QVERIFY(cfg.boolValue(FieldId::UseTeRngTracker)); // _benchmark_common: TE RNG follows "graphs active"
}

void TestHarnessImporter::hydraFirstArgparseSecond()
{
    TrainingConfig cfg;
    HarnessImporter::importText(kBase
                                    + "model.cuda_graph_impl=local --cuda_graph_impl transformer_engine "
                                      "model.cuda_graph_warmup_steps=1",
                                cfg);
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 1);
}

void TestHarnessImporter::envFlags()
{
    TrainingConfig cfg;
    HarnessImporter::importText(kBase + "-E NCCL_GRAPH_REGISTER=0 --custom_env_vars A=1,B=x:y", cfg);
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QCOMPARE(cfg.envValue(QStringLiteral("A")), QStringLiteral("1"));
    QCOMPARE(cfg.envValue(QStringLiteral("B")), QStringLiteral("x:y"));
}

void TestHarnessImporter::noncharactersInEnvFlagsAreRefused()
{
    TrainingConfig cfg;
    const ImportResult r
        = HarnessImporter::importText(kBase + QStringLiteral("-E NCCL_GRAPH_REGISTER=0\uFDEA -E A=1"), cfg);
    QVERIFY(!cfg.hasEnv(QStringLiteral("NCCL_GRAPH_REGISTER")));
    QCOMPARE(cfg.envValue(QStringLiteral("A")), QStringLiteral("1"));
    bool reported = false;
    for (const Diagnostic& d : r.diagnostics)
        reported = reported
            || (d.id == QLatin1String("IMP-02")
                && d.fields == QStringList{QStringLiteral("env_vars.NCCL_GRAPH_REGISTER")}
                && d.message.contains(QLatin1String("U+FDEA")));
    QVERIFY(reported);
}

void TestHarnessImporter::precisionFromComputeDtype_data()
{
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<QString>("fp8Recipe");
    QTest::addColumn<bool>("fp4");
    QTest::addRow("fp8_cs") << "fp8_cs"
                            << "tensorwise" << false;
    QTest::addRow("fp8_mx") << "fp8_mx"
                            << "mxfp8" << false;
    QTest::addRow("nvfp4") << "nvfp4"
                           << "" << true;
}

void TestHarnessImporter::precisionFromComputeDtype()
{
    QFETCH(QString, dtype);
    QFETCH(QString, fp8Recipe);
    QFETCH(bool, fp4);
    TrainingConfig cfg;
    HarnessImporter::importText(QStringLiteral("run_script.py -m llama -mr llama3_8b -g b200 -ng 8 -c ") + dtype, cfg);
    if (!fp8Recipe.isEmpty())
        QCOMPARE(cfg.stringValue(FieldId::Fp8Recipe), fp8Recipe);
    QCOMPARE(!cfg.isNull(FieldId::Fp4), fp4);
    QVERIFY(cfg.boolValue(FieldId::Bf16));
}

void TestHarnessImporter::badCommandLine()
{
    TrainingConfig cfg;
    const ImportResult r = HarnessImporter::importText(QStringLiteral("run_script.py -m 'qwen"), cfg);
    QVERIFY(!r.ok());
    QVERIFY(r.error.contains(QLatin1String("quote")));
    const ImportResult g
        = HarnessImporter::importText(QStringLiteral("run_script.py -m qwen -mr x -ng 8 -g a100"), cfg);
    QVERIFY(ids(g).contains(QLatin1String("PH-16")));
}

void TestHarnessImporter::harnessImporterReadsDeleteOverrides()
{
    // run_script.py hands every unknown token to Hydra, `~key` deletions included (they have no '=').
    TrainingConfig cfg;
    const ImportResult r = HarnessImporter::importText(
        QStringLiteral("python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 "
                       "'~env_vars.NCCL_GRAPH_REGISTER' '~model.cuda_graph_warmup_steps'"),
        cfg, PresetLibrary::builtIn().resolver());
    QVERIFY(!cfg.hasEnv(QStringLiteral("NCCL_GRAPH_REGISTER")));
    QVERIFY(!cfg.isSet(FieldId::CudaGraphWarmupSteps));
    QVERIFY(r.unusedKeys.isEmpty());
}

QTEST_GUILESS_MAIN(TestHarnessImporter)
#include "tst_harnessimporter.moc"
