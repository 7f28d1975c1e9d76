#include "io/megatronargsimporter.h"

#include <QTest>

using namespace cga;

class TestMegatronArgsImporter : public QObject
{
    Q_OBJECT

private slots:
    void mapsFlags();
    void launcherLineIsAccepted();
    void defaultsOfTheCommandLine();
    void legacyFlagsMapToImpl_data();
    void legacyFlagsMapToImpl();
    void valuesWithEquals();
    void badValuesAreReported();
    void noncharactersAreRefused();
    void queryGroupsNeedGroupQueryAttention_data();
    void queryGroupsNeedGroupQueryAttention();
};

void TestMegatronArgsImporter::mapsFlags()
{
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importText(
        "--cuda-graph-impl transformer_engine --cuda-graph-modules attn moe_router moe_preprocess --num-experts 64 "
        "--moe-layer-freq ([0]*1+[1]*3) --recompute-granularity selective --recompute-modules moe_act layernorm "
        "--disable-bias-linear --no-check-for-nan-in-loss-and-grad --te-rng-tracker --sequence-parallel",
        cfg);
    QVERIFY(r.ok());
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "moe_router", "moe_preprocess"}));
    QCOMPARE(cfg.intValue(FieldId::NumMoeExperts), 64);
    QCOMPARE(cfg.value(FieldId::MoeLayerFreq).toList(), (QVariantList{0, 1, 1, 1}));
    QCOMPARE(cfg.listValue(FieldId::RecomputeModules), (QStringList{"moe_act", "layernorm"}));
    QVERIFY(!cfg.boolValue(FieldId::AddBiasLinear));
    QVERIFY(!cfg.boolValue(FieldId::CheckForNanInLoss) && !cfg.boolValue(FieldId::CheckForNanInGrad));
    QVERIFY(cfg.boolValue(FieldId::RngTeRngTracker) && cfg.boolValue(FieldId::UseTeRngTracker));
    QVERIFY(cfg.boolValue(FieldId::SequenceParallel));
}

// argument_utils.py: num_query_groups reaches the TransformerConfig only with --group-query-attention; without it
// every head is its own group, whatever --num-query-groups says.
void TestMegatronArgsImporter::queryGroupsNeedGroupQueryAttention_data()
{
    QTest::addColumn<QString>("args");
    QTest::addColumn<int>("groups"); // -1: not set (one group per head)
    QTest::newRow("with --group-query-attention") << "--num-attention-heads 32 --group-query-attention "
                                                     "--num-query-groups 8"
                                                  << 8;
    QTest::newRow("flag after the value")
        << "--num-query-groups 8 --num-attention-heads 32 --group-query-attention" << 8;
    QTest::newRow("without it") << "--num-attention-heads 32 --num-query-groups 8" << -1;
    QTest::newRow("neither") << "--num-attention-heads 32" << -1;
}

void TestMegatronArgsImporter::queryGroupsNeedGroupQueryAttention()
{
    QFETCH(QString, args);
    QFETCH(int, groups);
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importText(args, cfg);
    QVERIFY(r.ok());
    QCOMPARE(cfg.isNull(FieldId::NumQueryGroups), groups < 0);
    if (groups > 0)
        QCOMPARE(cfg.intValue(FieldId::NumQueryGroups), groups);
    QVERIFY(!r.unusedKeys.contains(QStringLiteral("--group-query-attention")));
}

void TestMegatronArgsImporter::launcherLineIsAccepted()
{
    TrainingConfig cfg;
    const ImportResult r
        = MegatronArgsImporter::importText("NCCL_GRAPH_REGISTER=0 torchrun --nproc_per_node 8 pretrain_gpt.py "
                                           "--cuda-graph-impl local \\\n  --num-layers 4",
                                           cfg);
    QVERIFY(r.ok());
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("local"));
    QCOMPARE(cfg.intValue(FieldId::NumLayers), 4);
    QVERIFY(r.unusedKeys.isEmpty()); // torchrun's own flags are not reported as Megatron flags
}

void TestMegatronArgsImporter::defaultsOfTheCommandLine()
{
    TrainingConfig cfg;
    MegatronArgsImporter::importText("--num-layers 2", cfg);
    QVERIFY(cfg.boolValue(FieldId::CheckForNanInLoss));
    QVERIFY(cfg.boolValue(FieldId::CheckForNanInGrad));
    QVERIFY(cfg.boolValue(FieldId::GradientAccumulationFusion));
}

void TestMegatronArgsImporter::legacyFlagsMapToImpl_data()
{
    QTest::addColumn<QString>("args");
    QTest::addColumn<QString>("impl");
    QTest::addColumn<QString>("diagnostic");
    QTest::addRow("enable") << "--enable-cuda-graph"
                            << "local"
                            << "";
    QTest::addRow("external") << "--external-cuda-graph"
                              << "transformer_engine"
                              << "";
    QTest::addRow("both") << "--enable-cuda-graph --external-cuda-graph"
                          << "none"
                          << "MLM-01";
    QTest::addRow("with impl") << "--external-cuda-graph --cuda-graph-impl local"
                               << "local"
                               << "MLM-01";
}

void TestMegatronArgsImporter::legacyFlagsMapToImpl()
{
    QFETCH(QString, args);
    QFETCH(QString, impl);
    QFETCH(QString, diagnostic);
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importText(args, cfg);
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), impl);
    QStringList ids;
    for (const Diagnostic& d : r.diagnostics)
        ids << d.id;
    QCOMPARE(ids.contains(QLatin1String("MLM-01")), diagnostic == QLatin1String("MLM-01"));
}

void TestMegatronArgsImporter::valuesWithEquals()
{
    TrainingConfig cfg;
    MegatronArgsImporter::importArgs({"--cuda-graph-warmup-steps=5", "--moe-expert-capacity-factor=1.5"}, cfg);
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 5);
    QCOMPARE(cfg.floatValue(FieldId::MoeExpertCapacityFactor), 1.5);
}

void TestMegatronArgsImporter::badValuesAreReported()
{
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importText("--num-layers many --recompute-granularity partial", cfg);
    QCOMPARE(r.diagnostics.size(), 2);
    QCOMPARE(r.diagnostics.at(0).id, QStringLiteral("IMP-02"));
    QCOMPARE(r.diagnostics.at(0).location.column, 1);
    QVERIFY(!cfg.isSet(FieldId::NumLayers));
    const ImportResult quote = MegatronArgsImporter::importText("--num-layers \"4", cfg);
    QVERIFY(!quote.ok());
}

void TestMegatronArgsImporter::noncharactersAreRefused()
{
    TrainingConfig cfg;
    const ImportResult r = MegatronArgsImporter::importArgs(
        {QStringLiteral("NCCL_DEBUG=\uFDD5"), QStringLiteral("NVTE_FLASH_ATTN=1"), QStringLiteral("pretrain_gpt.py"),
         QStringLiteral("--num-layers"), QStringLiteral("4"), QStringLiteral("--cuda-graph-impl"),
         QStringLiteral("local\uFFFE")},
        cfg);
    QCOMPARE(r.diagnostics.size(), 2);
    QVERIFY2(r.diagnostics.at(0).message.contains(QLatin1String("U+FDD5")), qPrintable(r.diagnostics.at(0).message));
    QCOMPARE(r.diagnostics.at(0).fields, QStringList{QStringLiteral("env_vars.NCCL_DEBUG")});
    QVERIFY2(r.diagnostics.at(1).message.contains(QLatin1String("U+FFFE")), qPrintable(r.diagnostics.at(1).message));
    QVERIFY(!cfg.hasEnv(QStringLiteral("NCCL_DEBUG")));
    QCOMPARE(cfg.envValue(QStringLiteral("NVTE_FLASH_ATTN")), QStringLiteral("1")); // the next word is still read
    QCOMPARE(cfg.intValue(FieldId::NumLayers), 4);
    QVERIFY(!cfg.isSet(FieldId::CudaGraphImpl));
}

QTEST_GUILESS_MAIN(TestMegatronArgsImporter)
#include "tst_megatronargsimporter.moc"
