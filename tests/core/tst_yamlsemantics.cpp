// YamlImporter reads each file as the program that reads it for real: a Megatron-LM model_config.yaml as PyYAML's
// safe_load (a repeated key takes its last value, with a warning), a Bridge YAML as OmegaConf (a repeated key is
// refused), NVIDIA's perf YAMLs with their sections under a ConfigContainer: wrapper.
#include "io/yamlimporter.h"

#include <QTest>

using namespace cga;

class TestYamlSemantics : public QObject
{
    Q_OBJECT

private slots:
    void megatronModelConfigRepeatedKeyLastWins_data();
    void megatronModelConfigRepeatedKeyLastWins();
    void configContainerWrapperIsUnwrapped();
};

// Megatron-LM reads model_config.yaml with yaml.safe_load: a flag written twice takes its last value. The file is read
// (not refused, as a Bridge YAML would be) and IMP-06 names the flag and both lines.
void TestYamlSemantics::megatronModelConfigRepeatedKeyLastWins_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("first");
    QTest::addColumn<int>("again");
    QTest::addColumn<int>("ffn");
    // As in tests/functional_tests/test_cases/gpt/gpt3_mcore_reruns_*/model_config.yaml.
    QTest::addRow("flag written twice") << QByteArray("MODEL_ARGS:\n  --num-layers: 12\n  --ffn-hidden-size: 1024\n"
                                                      "  --hidden-size: 512\n  --ffn-hidden-size: 2048\n")
                                        << "MODEL_ARGS.--ffn-hidden-size" << 3 << 5 << 2048;
    QTest::addRow("env var written twice")
        << QByteArray("ENV_VARS:\n  NCCL_ALGO: Ring\n  NCCL_ALGO: Tree\nMODEL_ARGS:\n  --ffn-hidden-size: 256\n")
        << "ENV_VARS.NCCL_ALGO" << 2 << 3 << 256;
}

void TestYamlSemantics::megatronModelConfigRepeatedKeyLastWins()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, field);
    QFETCH(int, first);
    QFETCH(int, again);
    QFETCH(int, ffn);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(data, "model_config.yaml", cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.intValue(FieldId::FfnHiddenSize), ffn);
    const Diagnostic* repeat = nullptr;
    for (const Diagnostic& d : r.diagnostics)
        if (d.id == QLatin1String("IMP-06"))
            repeat = &d;
    QVERIFY(repeat);
    QCOMPARE(repeat->severity, Severity::Warning);
    QCOMPARE(repeat->fields, QStringList{field});
    QCOMPARE(repeat->location.line, again);
    QVERIFY2(repeat->message.contains(QStringLiteral("line %1 and again on line %2").arg(first).arg(again)),
             qPrintable(repeat->message));
    if (field.startsWith(QLatin1String("ENV")))
        QCOMPARE(cfg.envValue(QStringLiteral("NCCL_ALGO")), QStringLiteral("Tree"));
    // The same repetition in a Bridge YAML is still refused (OmegaConf raises on it).
    TrainingConfig bridge;
    QVERIFY(!YamlImporter::importText("model:\n  ffn_hidden_size: 1\n  ffn_hidden_size: 2\n", "b.yaml", bridge).ok());
}

// NVIDIA's perf YAMLs put the sections under a top-level ConfigContainer: key; they are read, and IMP-07 says so.
void TestYamlSemantics::configContainerWrapperIsUnwrapped()
{
    TrainingConfig cfg;
    const ImportResult r
        = YamlImporter::importText("ConfigContainer:\n  model:\n    cuda_graph_impl: transformer_engine\n"
                                   "    cuda_graph_scope: [attn]\n  train:\n    train_iters: 50\n",
                                   "perf.yaml", cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphScope), QStringList{QStringLiteral("attn")});
    QCOMPARE(cfg.origin(FieldId::CudaGraphImpl).line, 3);
    QStringList ids;
    for (const Diagnostic& d : r.diagnostics)
        ids << d.id;
    QCOMPARE(ids, QStringList{QStringLiteral("IMP-07")});
    QCOMPARE(r.diagnostics.first().location.line, 1);
    QVERIFY(r.diagnostics.first().message.contains(QLatin1String("'ConfigContainer:'")));
}

QTEST_GUILESS_MAIN(TestYamlSemantics)
#include "tst_yamlsemantics.moc"
