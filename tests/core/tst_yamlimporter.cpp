#include "io/inputfile.h"
#include "io/yamlimporter.h"
#include "rules/rulesengine.h"
#include "session/projectfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

// Why a project file saved from `cfg` does not read back as `cfg` (what the GUI's save and restore rely on); empty
// when it does.
QString readBackProblem(const TrainingConfig& cfg)
{
    ProjectFile project;
    project.config = cfg;
    ProjectFile back;
    QString error;
    if (!ProjectFile::fromYaml(project.toYaml(), QStringLiteral("saved.yaml"), &back, &error))
        return error;
    if (!(back.config == cfg)) {
        const QStringList diff = TrainingConfig::differences(back.config, cfg);
        return diff.isEmpty() ? QStringLiteral("the configuration read back differs") : diff.join(QLatin1Char('\n'));
    }
    return {};
}

} // namespace

class TestYamlImporter : public QObject
{
    Q_OBJECT

private slots:
    void readsFieldsWithTypes();
    void remembersLineAndColumn();
    void envVarsKeepTheirText_data();
    void envVarsKeepTheirText();
    void badInputGivesAClearError_data();
    void badInputGivesAClearError();
    void failedReadLeavesTheConfigUntouched();
    void limitsNameTheFileLineAndField_data();
    void limitsNameTheFileLineAndField();
    void nestingCountsStructureNotText_data();
    void nestingCountsStructureNotText();
    void sameKeyInDifferentMappingsIsRead();
    void importedTextReadsBackUnchanged_data();
    void importedTextReadsBackUnchanged();
    void moduleItemsKeepTheirYamlType_data();
    void moduleItemsKeepTheirYamlType();
    void wrongTypesAreReportedNotApplied_data();
    void wrongTypesAreReportedNotApplied();
    void unknownKeysAreReported();
    void validUnmodelledKeysAreKeptQuietly();
    void offlinePackingSpecsPresence();
    void finetuningDatasetKwargsPadding();
    void laterFilesWin();
    void megatronModelConfigFormat();
    void realConfigContainerDump();
    void realMegatronModelConfig();
};

void TestYamlImporter::readsFieldsWithTypes()
{
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText("model:\n  cuda_graph_impl: transformer_engine\n"
                                                    "  cuda_graph_modules: [attn, moe_router]\n"
                                                    "  cuda_graph_warmup_steps: 2\n  moe_expert_capacity_factor: 1.5\n"
                                                    "  moe_layer_freq: [0, 1, 1]\n  seq_length: 4096\n"
                                                    "rng:\n  te_rng_tracker: true\n",
                                                    "t.yaml", cfg);
    QVERIFY(r.ok());
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "moe_router"}));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 2);
    QCOMPARE(cfg.floatValue(FieldId::MoeExpertCapacityFactor), 1.5);
    QCOMPARE(cfg.value(FieldId::MoeLayerFreq).toList().size(), 3);
    QVERIFY(cfg.boolValue(FieldId::RngTeRngTracker));
    QCOMPARE(r.frontEnd, FrontEnd::BridgeYaml);
}

void TestYamlImporter::remembersLineAndColumn()
{
    TrainingConfig cfg;
    QVERIFY(YamlImporter::importText("# comment\nmodel:\n  cuda_graph_impl: local\n", "run.yaml", cfg).ok());
    const SourceLocation loc = cfg.origin(FieldId::CudaGraphImpl);
    QCOMPARE(loc.file, QStringLiteral("run.yaml"));
    QCOMPARE(loc.line, 3);
    QCOMPARE(loc.column, 20);
    // and the diagnostic about that field points there
    TargetContext target;
    const ValidationReport report = RulesEngine::validate(cfg, target);
    bool found = false;
    for (const Diagnostic& d : report.diagnostics)
        if (d.id == QLatin1String("MB-02"))
            found = d.location.toString() == QLatin1String("run.yaml:3:20");
    QVERIFY(found);
}

void TestYamlImporter::envVarsKeepTheirText_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");
    QTest::addRow("int zero") << QByteArray("env_vars:\n  X: 0\n") << "0";
    QTest::addRow("quoted zero") << QByteArray("env_vars:\n  X: \"0\"\n") << "0";
    QTest::addRow("colon value") << QByteArray("env_vars:\n  X: expandable_segments:True\n")
                                 << "expandable_segments:True";
    QTest::addRow("python bool") << QByteArray("env_vars:\n  X: true\n") << "True";
    QTest::addRow("quoted on stays on") << QByteArray("env_vars:\n  X: 'on'\n") << "on";
}

void TestYamlImporter::envVarsKeepTheirText()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    TrainingConfig cfg;
    QVERIFY(YamlImporter::importText(yaml, "e.yaml", cfg).ok());
    QCOMPARE(cfg.envValue(QStringLiteral("X")), expected);
}

void TestYamlImporter::badInputGivesAClearError_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<int>("line");
    QTest::addRow("malformed") << QByteArray("model:\n  cuda_graph_impl: [attn\n  x: 1\n") << "malformed YAML" << 3;
    QTest::addRow("tab indentation") << QByteArray("model:\n\tcuda_graph_impl: none\n") << "malformed YAML" << 2;
    QTest::addRow("binary") << QByteArray("model:\0\x01\x02", 9) << "binary" << 0;
    QTest::addRow("not utf-8") << QByteArray("model:\n  x: \xff\xfe\n") << "UTF-8" << 0;
    QTest::addRow("top level list") << QByteArray("- a\n- b\n") << "mapping" << 1;
    QTest::addRow("deep nesting") << QByteArray(QByteArray(200, '[') + QByteArray(200, ']')) << "nested" << 0;
    QByteArray bomb("a: &a [x,x,x,x,x,x,x,x,x,x]\n");
    for (char c = 'b'; c <= 'k'; ++c)
        bomb += QByteArray(1, c) + ": &" + QByteArray(1, c) + " [*" + QByteArray(1, char(c - 1)) + ",*"
            + QByteArray(1, char(c - 1)) + ",*" + QByteArray(1, char(c - 1)) + ",*" + QByteArray(1, char(c - 1))
            + "]\n";
    bomb += "model: *k\n";
    QTest::addRow("alias bomb") << bomb << "expands" << 0;
}

void TestYamlImporter::badInputGivesAClearError()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, messagePart);
    QFETCH(int, line);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(data, QStringLiteral("bad.yaml"), cfg);
    QVERIFY(!r.ok());
    QVERIFY2(r.error.contains(messagePart), qPrintable(r.errorText()));
    QVERIFY(r.errorText().startsWith(QLatin1String("bad.yaml")));
    if (line > 0)
        QCOMPARE(r.errorLocation.line, line);
}

void TestYamlImporter::failedReadLeavesTheConfigUntouched()
{
    TrainingConfig cfg;
    cfg.set(FieldId::CudaGraphImpl, QStringLiteral("transformer_engine"));
    const TrainingConfig before = cfg;
    QVERIFY(!YamlImporter::importText("model:\n  cuda_graph_impl: none\n  x: [\n", "bad.yaml", cfg).ok());
    QCOMPARE(cfg, before);

    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.yaml"));
    QFile f(big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(17 * 1024 * 1024, ' '));
    f.close();
    const ImportResult r = YamlImporter::importFile(big, cfg);
    QVERIFY(!r.ok());
    QVERIFY(r.error.contains(QLatin1String("too large")));
    QVERIFY(!YamlImporter::importFile(dir.filePath(QStringLiteral("missing.yaml")), cfg).ok());
    QCOMPARE(cfg, before);
}

void TestYamlImporter::limitsNameTheFileLineAndField_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("fatal"); // the whole file is refused (else one value is reported, IMP-02)
    QTest::addColumn<QString>("messagePart");
    QTest::addColumn<QString>("field");
    QTest::addColumn<int>("line");

    // An alias bomb: the anchors hold about 47000 nodes, the key that uses them six times expands to 245000 (the
    // limit is 200000). The error names that key and its line.
    QByteArray anchors("a: &a [x,x,x,x,x,x,x,x,x,x]\n");
    for (char c = 'b'; c <= 'e'; ++c) {
        const QByteArray prev = "*" + QByteArray(1, char(c - 1));
        anchors += QByteArray(1, c) + ": &" + QByteArray(1, c) + " [" + prev;
        for (int i = 1; i < 8; ++i)
            anchors += "," + prev;
        anchors += "]\n";
    }
    const QByteArray use("[*e,*e,*e,*e,*e,*e]");
    QTest::addRow("alias bomb on a section")
        << QByteArray("model:\n  num_layers: 2\n" + anchors + "train: " + use + "\n") << true
        << "expands to more than 200000 nodes"
        << "train" << 8;
    QTest::addRow("alias bomb on a field")
        << QByteArray(anchors + "model:\n  num_layers: 2\n  cuda_graph_scope: " + use + "\n") << true
        << "expands to more than 200000 nodes"
        << "model.cuda_graph_scope" << 8;

    // Deep nesting, in flow style on line 3 and in block style (indentation) ending on line 71.
    QTest::addRow("nested brackets") << QByteArray("model:\n  num_layers: 2\n  x: " + QByteArray(100, '[')
                                                   + QByteArray(100, ']') + "\n")
                                     << true << "nested more than 64 levels" << QString() << 3;
    QByteArray block("model:\n");
    for (int i = 1; i <= 70; ++i)
        block += QByteArray(2 * i, ' ') + "k" + QByteArray::number(i) + ":\n";
    QTest::addRow("nested indentation") << block << true << "nested more than 64 levels" << QString() << 71;

    // A key written twice in one mapping (found by fuzzing: the second `offline_packing_specs: null` switched packing
    // off under a pad_cu_seqlens the first had set). The error names the key, its second line and its first.
    QTest::addRow("field written twice") << QByteArray(
        "model:\n  num_layers: 2\n  cuda_graph_impl: none\n  num_layers: 4\n")
                                         << true << "written twice in the same mapping (first on line 2)"
                                         << "model.num_layers" << 4;
    QTest::addRow("section written twice")
        << QByteArray("model:\n  num_layers: 2\ntrain:\n  train_iters: 5\nmodel:\n  hidden_size: 8\n") << true
        << "first on line 1"
        << "model" << 5;
    QTest::addRow("nested mapping written twice")
        << QByteArray("dataset:\n  offline_packing_specs:\n    pad_cu_seqlens: true\n  offline_packing_specs:\n")
        << true << "first on line 2"
        << "dataset.offline_packing_specs" << 4;
    QTest::addRow("quoted and plain spelling of one key")
        << QByteArray("env_vars:\n  NCCL_DEBUG: INFO\n  \"NCCL_DEBUG\": WARN\n") << true << "first on line 2"
        << "env_vars.NCCL_DEBUG" << 3;

    // A huge scalar in a field and in an environment variable: that value is refused, the rest is read.
    const QByteArray huge(YamlImporter::kMaxScalarBytes + 1, 'a');
    QTest::addRow("huge field value") << QByteArray("model:\n  num_layers: 2\n  cuda_graph_impl: " + huge + "\n")
                                      << false << "longer than 1048576 bytes"
                                      << "model.cuda_graph_impl" << 3;
    QTest::addRow("huge env value") << QByteArray("env_vars:\n  A: 1\n  NCCL_DEBUG: \"" + huge + "\"\n") << false
                                    << "longer than 1048576 bytes"
                                    << "env_vars.NCCL_DEBUG" << 3;

    // A Unicode noncharacter, which the YAML writer of project files turns into U+FFFD (found by fuzzing): that
    // value is refused, written raw or as an escape, in a value, a list item or a name.
    QTest::addRow("noncharacter in an env value")
        << QByteArray("env_vars:\n  A: 1\n  PUDA: \"tP8\xef\xb7\xad\xef\xbc\x89\\\"\"\n") << false << "U+FDED"
        << "env_vars.PUDA" << 3;
    QTest::addRow("escaped noncharacter in a field")
        << QByteArray("model:\n  num_layers: 2\n  cuda_graph_impl: \"\\uFDD0\"\n") << false << "U+FDD0"
        << "model.cuda_graph_impl" << 3;
    QTest::addRow("noncharacter in a list item")
        << QByteArray("model:\n  num_layers: 2\n  cuda_graph_modules: [attn, \"\\U0010FFFF\"]\n") << false << "U+10FFFF"
        << "model.cuda_graph_modules" << 3;
    QTest::addRow("noncharacter in an env name") << QByteArray("env_vars:\n  A: 1\n  \"X\\uFFFE\": 2\n") << false
                                                 << "U+FFFE" << QStringLiteral("env_vars.X\uFFFE") << 3;
}

void TestYamlImporter::limitsNameTheFileLineAndField()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, fatal);
    QFETCH(QString, messagePart);
    QFETCH(QString, field);
    QFETCH(int, line);
    TrainingConfig cfg;
    QElapsedTimer timer;
    timer.start();
    const ImportResult r = YamlImporter::importText(data, QStringLiteral("limits.yaml"), cfg);
    QVERIFY2(timer.elapsed() < 10000, "a limit keeps reading the file fast");
    if (fatal) {
        QVERIFY(!r.ok());
        const QString text = r.errorText();
        QVERIFY2(text.startsWith(QStringLiteral("limits.yaml:%1:").arg(line)), qPrintable(text));
        QVERIFY2(text.contains(messagePart), qPrintable(text));
        if (!field.isEmpty())
            QVERIFY2(text.contains(QStringLiteral(": ") + field + QStringLiteral(": ")), qPrintable(text));
        QCOMPARE(cfg, TrainingConfig());
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(r.diagnostics.size(), 1);
    const Diagnostic& d = r.diagnostics.first();
    QCOMPARE(d.id, QStringLiteral("IMP-02"));
    QCOMPARE(d.fields, QStringList{field});
    QCOMPARE(d.location.file, QStringLiteral("limits.yaml"));
    QCOMPARE(d.location.line, line);
    QVERIFY2(d.message.contains(messagePart), qPrintable(d.message));
    QVERIFY(cfg.isSet(FieldId::NumLayers) || cfg.hasEnv(QStringLiteral("A"))); // the rest of the file was read
}

void TestYamlImporter::sameKeyInDifferentMappingsIsRead()
{
    // Not duplicates: one name in two sections, and in two nested mappings of one section.
    TrainingConfig cfg;
    const QByteArray yaml("model:\n  bf16: true\n  num_layers: 2\nmixed_precision:\n  bf16: true\n"
                          "train:\n  a:\n    num_layers: 1\n  b:\n    num_layers: 1\n");
    const ImportResult r = YamlImporter::importText(yaml, QStringLiteral("ok.yaml"), cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.value(FieldId::NumLayers).toInt(), 2);
}

void TestYamlImporter::importedTextReadsBackUnchanged_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("value"); // of env_vars.X after the import, empty when it was refused
    QTest::addRow("Chinese") << QByteArray("env_vars:\n  X: \"\xe8\xae\xad\xe7\xbb\x83\"\n")
                             << QStringLiteral("\u8bad\u7ec3");
    QTest::addRow("replacement character")
        << QByteArray("env_vars:\n  X: \"a\xef\xbf\xbd\"\n") << QStringLiteral("a\uFFFD");
    QTest::addRow("emoji") << QByteArray("env_vars:\n  X: \"\\U0001F600\"\n") << QString::fromUcs4(U"\U0001F600");
    // Found by fuzzing: the project file saved U+FDED as U+FFFD, so it read back as another configuration.
    QTest::addRow("noncharacter") << QByteArray(
        "ENV_VAR impl: 28\nenv_vars:\n  X: \"tP8\xef\xb7\xad\xef\xbc\x89\\\"\"\n"
        "  :GS:\n  --n'!!stPYTORCU2\n")
                                  << QString();
}

void TestYamlImporter::importedTextReadsBackUnchanged()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, value);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(yaml, QStringLiteral("text.yaml"), cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.hasEnv(QStringLiteral("X")), !value.isEmpty());
    QCOMPARE(cfg.envValue(QStringLiteral("X")), value);
    const QString problem = readBackProblem(cfg);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestYamlImporter::moduleItemsKeepTheirYamlType_data()
{
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QVariantList>("items");
    QTest::addRow("names") << QByteArray("[attn, mlp]") << QVariantList{QStringLiteral("attn"), QStringLiteral("mlp")};
    QTest::addRow("a number") << QByteArray("[1, attn]") << QVariantList{qlonglong(1), QStringLiteral("attn")};
    QTest::addRow("a float") << QByteArray("[0.5]") << QVariantList{0.5};
    // Found by fuzzing: "nan" became a float NaN, which never equals itself, so a saved project did not read back.
    // In YAML, nan and inf are words (.nan and .inf are the numbers).
    QTest::addRow("nan") << QByteArray("nan") << QVariantList{QStringLiteral("nan")};
    QTest::addRow("inf in a list") << QByteArray("[inf, -inf]")
                                   << QVariantList{QStringLiteral("inf"), QStringLiteral("-inf")};
    // A string of scopes is split on commas as Megatron splits it (cuda_graph_config.py L35); "" is no scope, and
    // a space is not a separator (Megatron then fails on the name "attn mlp", MC-06b).
    QTest::addRow("comma string") << QByteArray("\"attn,mlp\"")
                                  << QVariantList{QStringLiteral("attn"), QStringLiteral("mlp")};
    QTest::addRow("empty string") << QByteArray("\"\"") << QVariantList{};
    QTest::addRow("space string") << QByteArray("\"attn mlp\"") << QVariantList{QStringLiteral("attn mlp")};
}

void TestYamlImporter::moduleItemsKeepTheirYamlType()
{
    QFETCH(QByteArray, value);
    QFETCH(QVariantList, items);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText("model:\n  cuda_graph_scope: " + value + "\n", "m.yaml", cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.value(FieldId::CudaGraphScope).toList(), items);

    const QString problem = readBackProblem(cfg);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestYamlImporter::wrongTypesAreReportedNotApplied_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("field");
    QTest::addRow("int as word") << QByteArray("model:\n  cuda_graph_warmup_steps: three\n")
                                 << "model.cuda_graph_warmup_steps";
    QTest::addRow("bool as number") << QByteArray("model:\n  use_te_rng_tracker: 2\n") << "model.use_te_rng_tracker";
    QTest::addRow("enum typo") << QByteArray("model:\n  recompute_granularity: fulll\n")
                               << "model.recompute_granularity";
    QTest::addRow("map for scalar") << QByteArray("model:\n  seq_length: {a: 1}\n") << "model.seq_length";
    QTest::addRow("nested list") << QByteArray("model:\n  cuda_graph_modules: [[attn]]\n")
                                 << "model.cuda_graph_modules";
    QTest::addRow("unknown recompute module")
        << QByteArray("model:\n  recompute_modules: [core_attention]\n") << "model.recompute_modules";
}

void TestYamlImporter::wrongTypesAreReportedNotApplied()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, field);
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(yaml, "t.yaml", cfg);
    QVERIFY(r.ok());
    QCOMPARE(r.diagnostics.size(), 1);
    const Diagnostic& d = r.diagnostics.first();
    QCOMPARE(d.id, QStringLiteral("IMP-02"));
    QCOMPARE(d.severity, Severity::Error);
    QCOMPARE(d.fields, QStringList{field});
    QCOMPARE(d.location.line, 2);
    QVERIFY(!cfg.isSet(*FieldRegistry::instance().find(field)));
}

void TestYamlImporter::unknownKeysAreReported()
{
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(
        "model:\n  cuda_graph_scop: [attn]\n  cuda_graph_magic: 1\nmodle:\n  x: 1\n", "u.yaml", cfg);
    QVERIFY(r.ok());
    QStringList fields;
    for (const Diagnostic& d : r.diagnostics) {
        QCOMPARE(d.id, QStringLiteral("IMP-01"));
        fields << d.fields;
    }
    QCOMPARE(fields, (QStringList{"model.cuda_graph_scop", "model.cuda_graph_magic", "modle"}));
    QVERIFY(r.diagnostics.first().message.contains(QLatin1String("model.cuda_graph_scope")));
    QCOMPARE(r.diagnostics.first().location.line, 2);
}

void TestYamlImporter::validUnmodelledKeysAreKeptQuietly()
{
    TrainingConfig cfg;
    const ImportResult r
        = YamlImporter::importText("model:\n  apply_rope_fusion: true\n  fp4_recipe: nvfp4\n", "k.yaml", cfg);
    QVERIFY(r.ok());
    QCOMPARE(r.diagnostics.size(), 1);
    QCOMPARE(r.diagnostics.first().id, QStringLiteral("IMP-03"));
    QCOMPARE(r.unusedKeys, (QStringList{"model.apply_rope_fusion", "model.fp4_recipe"}));
}

void TestYamlImporter::offlinePackingSpecsPresence()
{
    TrainingConfig packed, unpacked;
    QVERIFY(YamlImporter::importText("dataset:\n  offline_packing_specs:\n    pad_cu_seqlens: true\n", "p.yaml", packed)
                .ok());
    QVERIFY(packed.boolValue(FieldId::OfflinePackingSpecs));
    QVERIFY(packed.boolValue(FieldId::PadCuSeqlens));
    QVERIFY(YamlImporter::importText("dataset:\n  offline_packing_specs: null\n", "p.yaml", unpacked).ok());
    QVERIFY(!unpacked.boolValue(FieldId::OfflinePackingSpecs));
}

void TestYamlImporter::finetuningDatasetKwargsPadding()
{
    // GPTSFTDatasetConfig takes pad_to_max_length through dataset_kwargs; the packing rules read it from there.
    TrainingConfig sft;
    const ImportResult r = YamlImporter::importText(
        "dataset:\n  _target_: megatron.bridge.data.builders.gpt_sft.FinetuningDatasetConfig\n"
        "  dataset_kwargs:\n    pad_to_max_length: true\n    prompt_template: x\n",
        "sft.yaml", sft);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QVERIFY(sft.boolValue(FieldId::PadToMaxLength));
    TrainingConfig plain;
    QVERIFY(YamlImporter::importText("dataset:\n  seq_length: 4096\n", "plain.yaml", plain).ok());
    QVERIFY(plain.isNull(FieldId::PadToMaxLength));
}

void TestYamlImporter::laterFilesWin()
{
    TrainingConfig cfg;
    QVERIFY(YamlImporter::importText("model:\n  cuda_graph_impl: local\n  seq_length: 2048\n", "a.yaml", cfg).ok());
    QVERIFY(YamlImporter::importText("model:\n  cuda_graph_impl: transformer_engine\n", "b.yaml", cfg).ok());
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.intValue(FieldId::ModelSeqLength), 2048);
    QCOMPARE(cfg.origin(FieldId::CudaGraphImpl).file, QStringLiteral("b.yaml"));
}

void TestYamlImporter::megatronModelConfigFormat()
{
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText("ENV_VARS:\n  CUDA_DEVICE_MAX_CONNECTIONS: 1\nMODEL_ARGS:\n"
                                                    "  --cuda-graph-impl: transformer_engine\n"
                                                    "  --cuda-graph-modules: \"[attn mlp]\"\n"
                                                    "  --moe-layer-freq: ([0]*2+[1]*3)\n  --disable-bias-linear: true\n"
                                                    "  --num-experts: 8\n",
                                                    "model_config.yaml", cfg);
    QVERIFY(r.ok());
    QCOMPARE(r.frontEnd, FrontEnd::MegatronLm);
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "mlp"}));
    QCOMPARE(cfg.value(FieldId::MoeLayerFreq).toList().size(), 5);
    QVERIFY(!cfg.boolValue(FieldId::AddBiasLinear));
    QCOMPARE(cfg.envValue(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS")), QStringLiteral("1"));
    QCOMPARE(cfg.origin(FieldId::NumMoeExperts).line, 8);
}

void TestYamlImporter::realConfigContainerDump()
{
    const QString path = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/bridge-configcontainer-dump-llama32-1b.yaml");
    if (!QFile::exists(path))
        QSKIP("real fixtures not available");
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importFile(path, cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.stringValue(FieldId::ModelTarget),
             QStringLiteral("megatron.bridge.models.llama.llama_provider.Llama31ModelProvider"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphScope), QStringList{QStringLiteral("full")});
    QVERIFY(!cfg.boolValue(FieldId::EnableCudaGraph));
    QCOMPARE(cfg.intValue(FieldId::NumLayers), 16);
    QCOMPARE(cfg.intValue(FieldId::DatasetSeqLength), 1024); // read through the sequence_length alias
    for (const Diagnostic& d : r.diagnostics)
        QVERIFY2(d.id == QLatin1String("IMP-03"), qPrintable(d.id + QLatin1Char(' ') + d.message));
    // Graphs are off: only the sequence-length mismatch of that dump is an error.
    TargetContext target;
    const ValidationReport report = RulesEngine::validate(cfg, target);
    QStringList errors;
    for (const Diagnostic& d : report.diagnostics)
        if (d.isError())
            errors << d.id;
    QCOMPARE(errors, QStringList{QStringLiteral("MB-24")});
}

void TestYamlImporter::realMegatronModelConfig()
{
    const QString path = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/mlm-moe-scoped-cudagraph-model-config.yaml");
    if (!QFile::exists(path))
        QSKIP("real fixtures not available");
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importFile(path, cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.stringValue(FieldId::CudaGraphImpl), QStringLiteral("transformer_engine"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "mlp", "moe_router", "moe_preprocess"}));
    QCOMPARE(cfg.intValue(FieldId::NumMoeExperts), 8);
    TargetContext target;
    target.frontEnd = FrontEnd::MegatronLm;
    target.gpu = *TargetContext::parseGpu(QStringLiteral("h100"));
    const ValidationReport report = RulesEngine::validate(cfg, target);
    QVERIFY2(report.valid(), qPrintable(report.ids().join(QLatin1Char(' '))));
    QVERIFY(report.has(QStringLiteral("MLM-04"))); // TE RNG switched on by the command line
}

void TestYamlImporter::nestingCountsStructureNotText_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("depth"); // InputFile::nestingDepth
    const QByteArray open(100, '{'), brackets(100, '[');
    // Brackets inside plain scalars are text: found by fuzz_yamlimporter, where a project file the tool saved from
    // such a key was refused on reading back as nested 100 levels deep.
    QTest::addRow("braces inside a key") << QByteArray("env_vars:\n  TORCH_NCCL_AVO" + open + "ID: \"1\"\n") << 1;
    QTest::addRow("brackets inside a value") << QByteArray("model:\n  x: a" + brackets + "\n") << 1;
    QTest::addRow("brackets after a word") << QByteArray("model:\n  x: it's " + brackets + "\n") << 1;
    QTest::addRow("comment") << QByteArray("x: 1 # " + brackets + "\n") << 0;
    // A quote character inside quotes does not end them: found by fuzz_yamlimporter, where a saved module list
    // ["\"12model:", "[[[...]]]"] read the escaped quote as the end, the one after "model:" as a start, and the
    // brackets after that as structure.
    QTest::addRow("escaped quote in a flow list")
        << QByteArray("model:\n  cuda_graph_scope: [\"\\\"a:\", \"" + brackets + "\"]\n") << 2;
    QTest::addRow("escaped quote in a value") << QByteArray("env_vars:\n  X: \"a\\\" b: " + brackets + "\"\n") << 1;
    QTest::addRow("escaped backslash, then the end")
        << QByteArray("env_vars:\n  X: \"a\\\\\"\n  Y: \"" + brackets + "\"\n") << 1;
    QTest::addRow("escaped blank before an escaped quote")
        << QByteArray("env_vars:\n  X: \"a\\ \\\" b: " + brackets + "\"\n") << 1;
    QTest::addRow("doubled single quote") << QByteArray("env_vars:\n  X: 'it''s b: " + brackets + "'\n") << 1;
    // Structure still counts: flow collections after a key, a dash, an anchor or a tag, at a line start, in flow.
    QTest::addRow("after a key") << QByteArray("x: " + brackets + "\n") << 100;
    QTest::addRow("after an anchor") << QByteArray("x: &a " + brackets + "\n") << 100;
    QTest::addRow("after a tag, no blank") << QByteArray("x: !!seq" + brackets + "\n") << 100;
    QTest::addRow("sequence item") << QByteArray("- " + open + "\n") << 101;
    QTest::addRow("in flow, after a comma") << QByteArray("x: [a, " + brackets + "\n") << 101;
    QTest::addRow("JSON") << QByteArray("{\"a\":" + brackets + "\n") << 101;
    QTest::addRow("hash inside a word") << QByteArray("x: [a#" + brackets + "\n") << 101;
    QTest::addRow("after an escaped backslash, the quote ends")
        << QByteArray("x: [\"a\\\\\", " + brackets + "\n") << 101;
    QTest::addRow("after a doubled single quote, the quote ends")
        << QByteArray("x: ['it''s', " + brackets + "\n") << 101;
}

void TestYamlImporter::nestingCountsStructureNotText()
{
    QFETCH(QByteArray, data);
    QFETCH(int, depth);
    QCOMPARE(InputFile::nestingDepth(data), depth);
    if (depth <= InputFile::kMaxNesting) {
        // A file with such text imports, and the project file saved from it reads back the same.
        TrainingConfig cfg;
        const ImportResult r = YamlImporter::importText(data, QStringLiteral("text.yaml"), cfg);
        QVERIFY2(r.ok(), qPrintable(r.errorText()));
        const QString problem = readBackProblem(cfg);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

QTEST_GUILESS_MAIN(TestYamlImporter)
#include "tst_yamlimporter.moc"
