// Reading back what users paste: recipe edits in Python, shell environment blocks, and Bridge's mixed-precision
// recipe names, which every importer and emitter must map the same way.
#include "emit/envemitter.h"
#include "io/envblockimporter.h"
#include "io/pythonoverridesimporter.h"
#include "model/mixedprecision.h"

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
} // namespace

class TestPythonOverridesImporter : public QObject
{
    Q_OBJECT

private slots:
    void literals_data();
    void literals();
    void multiLineStatementsAndComments();
    void envVarsAndMetadataComments();
    void noncharactersAreRefused();
    void listSizeLimit_data();
    void listSizeLimit();
    void badAndForeignStatements();
    void mixedPrecisionNames_data();
    void mixedPrecisionNames();
    void envBlock();
    void envBlockValueSpanningLines();
    void envBlockContinuations_data();
    void envBlockContinuations();
};

void TestPythonOverridesImporter::literals_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("string") << "cfg.model.cuda_graph_impl = \"transformer_engine\""
                            << "model.cuda_graph_impl" << QVariant(QStringLiteral("transformer_engine"));
    QTest::newRow("single quotes") << "cfg.model.cuda_graph_impl = 'full_iteration'"
                                   << "model.cuda_graph_impl" << QVariant(QStringLiteral("full_iteration"));
    QTest::newRow("list") << "cfg.model.cuda_graph_modules = [\"moe_router\", \"moe_preprocess\"]"
                          << "model.cuda_graph_modules" << QVariant(QStringList{"moe_router", "moe_preprocess"});
    QTest::newRow("enum members") << "cfg.model.cuda_graph_scope = [CudaGraphScope.attn, CudaGraphModule.mlp]"
                                  << "model.cuda_graph_scope" << QVariant(QStringList{"attn", "mlp"});
    QTest::newRow("tuple") << "config.model.cuda_graph_modules = (\"attn\",)"
                           << "model.cuda_graph_modules" << QVariant(QStringList{"attn"});
    QTest::newRow("empty list") << "cfg.model.cuda_graph_modules = []"
                                << "model.cuda_graph_modules" << QVariant(QStringList{});
    QTest::newRow("True") << "cfg.rng.te_rng_tracker = True"
                          << "rng.te_rng_tracker" << QVariant(true);
    QTest::newRow("False") << "cfg.rerun_state_machine.check_for_nan_in_loss = False"
                           << "rerun_state_machine.check_for_nan_in_loss" << QVariant(false);
    QTest::newRow("None") << "cfg.model.recompute_granularity = None"
                          << "model.recompute_granularity" << nullValue();
    QTest::newRow("int") << "cfg.model.cuda_graph_warmup_steps = 2"
                         << "model.cuda_graph_warmup_steps" << QVariant(qlonglong(2));
    QTest::newRow("int with underscore") << "cfg.train.global_batch_size = 1_024"
                                         << "train.global_batch_size" << QVariant(qlonglong(1024));
    QTest::newRow("float") << "cfg.model.hidden_dropout = 0.1"
                           << "model.hidden_dropout" << QVariant(0.1);
    QTest::newRow("exponent") << "cfg.model.moe_input_jitter_eps = 1e-05"
                              << "model.moe_input_jitter_eps" << QVariant(1e-5);
    QTest::newRow("repeated list") << "cfg.model.moe_layer_freq = [0] * 3 + [1] * 2"
                                   << "model.moe_layer_freq" << QVariant(QVariantList{0, 0, 0, 1, 1});
    QTest::newRow("escapes") << "cfg.checkpoint.load = \"a\\\"b\\n\\u4e2d\""
                             << "checkpoint.load" << QVariant(QStringLiteral("a\"b\n中"));
    QTest::newRow("precision field") << "cfg.mixed_precision.fp8 = \"hybrid\""
                                     << "model.fp8" << QVariant(QStringLiteral("hybrid"));
}

void TestPythonOverridesImporter::literals()
{
    QFETCH(QString, line);
    QFETCH(QString, path);
    QFETCH(QVariant, expected);
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(line, cfg);
    QVERIFY2(r.diagnostics.isEmpty(), qPrintable(ids(r).join(QLatin1Char(','))));
    bool known = false;
    const QVariant got = cfg.valueAt(path, &known);
    QVERIFY(known);
    QVERIFY2(sameValue(got, expected), qPrintable(displayValue(got)));
    QCOMPARE(r.frontEnd, std::optional<FrontEnd>(FrontEnd::BridgePython));
}

void TestPythonOverridesImporter::multiLineStatementsAndComments()
{
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(QStringLiteral("# CUDA graphs\n"
                                                                              "cfg.model.cuda_graph_modules = [\n"
                                                                              "    \"attn\",  # attention\n"
                                                                              "    \"mlp\",\n"
                                                                              "]\n"
                                                                              "cfg.model.cuda_graph_warmup_steps = \\\n"
                                                                              "    5; cfg.train.micro_batch_size = 2\n"
                                                                              "cfg.model.seq_length = 'x'\n"),
                                                               cfg, QStringLiteral("edits.py"));
    QCOMPARE(cfg.listValue(FieldId::CudaGraphModules), (QStringList{"attn", "mlp"}));
    QCOMPARE(cfg.intValue(FieldId::CudaGraphWarmupSteps), 5);
    QCOMPARE(cfg.intValue(FieldId::MicroBatchSize), 2);
    // A bad value is reported at its line.
    QCOMPARE(ids(r), QStringList{QStringLiteral("IMP-02")});
    QCOMPARE(r.diagnostics.first().location.line, 8);
    QCOMPARE(r.diagnostics.first().location.file, QStringLiteral("edits.py"));
    QCOMPARE(cfg.origin(FieldId::CudaGraphModules).line, 2);
}

void TestPythonOverridesImporter::envVarsAndMetadataComments()
{
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(
        QStringLiteral("#: model._target_ = \"megatron.bridge.models.nemotronh.NemotronHModelProvider\"\n"
                       "cfg.env_vars[\"NCCL_GRAPH_REGISTER\"] = \"0\"\n"
                       "cfg.env_vars['CUDA_DEVICE_MAX_CONNECTIONS'] = 32\n"
                       "cfg.env_vars[\"X\"] = True\n"
                       "cfg.mixed_precision = \"bf16_with_mxfp8_mixed\"\n"
                       "cfg.dataset.offline_packing_specs.pad_cu_seqlens = True\n"),
        cfg);
    QVERIFY(r.diagnostics.isEmpty());
    QCOMPARE(cfg.stringValue(FieldId::ModelTarget),
             QStringLiteral("megatron.bridge.models.nemotronh.NemotronHModelProvider"));
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QCOMPARE(cfg.envValue(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS")), QStringLiteral("32")); // str(v)
    QCOMPARE(cfg.envValue(QStringLiteral("X")), QStringLiteral("True"));
    QCOMPARE(cfg.stringValue(FieldId::Fp8Recipe), QStringLiteral("mxfp8"));
    QVERIFY(cfg.boolValue(FieldId::Bf16));
    QVERIFY(cfg.boolValue(FieldId::OfflinePackingSpecs));
    QVERIFY(cfg.boolValue(FieldId::PadCuSeqlens));
    // A plain comment is not a value.
    TrainingConfig other;
    PythonOverridesImporter::importText(QStringLiteral("# model._target_ = \"x\"\n"), other);
    QVERIFY(!other.isSet(FieldId::ModelTarget));
}

// Values and names the project file could not store unchanged are reported and not applied, in both formats.
void TestPythonOverridesImporter::noncharactersAreRefused()
{
    TrainingConfig cfg;
    const ImportResult r
        = PythonOverridesImporter::importText(QStringLiteral("cfg.env_vars[\"A\"] = \"x\uFDD0\"\n"
                                                             "cfg.env_vars[\"B\uFFFF\"] = \"1\"\n"
                                                             "cfg.model.cuda_graph_impl = \"local\uFDEF\"\n"
                                                             "cfg.env_vars[\"C\"] = \"\u8bad\u7ec3\"\n"),
                                              cfg);
    QCOMPARE(r.diagnostics.size(), 3);
    const QStringList codes{"U+FDD0", "U+FFFF", "U+FDEF"};
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(r.diagnostics.at(i).message.contains(codes.at(i)), qPrintable(r.diagnostics.at(i).message));
        QCOMPARE(r.diagnostics.at(i).location.line, i + 1);
    }
    QCOMPARE(cfg.env().keys(), QStringList{QStringLiteral("C")});
    QVERIFY(!cfg.isSet(FieldId::CudaGraphImpl));

    TrainingConfig shell;
    const ImportResult block = EnvBlockImporter::importText(QStringLiteral("export A='x\uFDD0' B=2\nC=3\n"), shell);
    QVERIFY(block.ok());
    QCOMPARE(block.diagnostics.size(), 1);
    QCOMPARE(block.diagnostics.first().id, QStringLiteral("IMP-02"));
    QCOMPARE(block.diagnostics.first().location.line, 1);
    QVERIFY(!shell.hasEnv(QStringLiteral("A")));
    QCOMPARE(shell.envValue(QStringLiteral("B")), QStringLiteral("2"));
    QCOMPARE(shell.envValue(QStringLiteral("C")), QStringLiteral("3"));
}

void TestPythonOverridesImporter::listSizeLimit_data()
{
    // A literal holds at most 100000 values, counted at every depth; repetition and concatenation are checked
    // before anything is built (found by fuzzing: `[1] * 77777 * 77` took 15 s and 800 MB).
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("items"); // -1: refused
    QTest::newRow("at the limit") << "[0] * 99999" << 99999;
    QTest::newRow("repeated twice, within") << "[0, 1] * 100 * 3" << 600;
    QTest::newRow("empty list, any count") << "[] * 9223372036854775807" << 0;
    QTest::newRow("joined, within") << "[0] * 3 + [1] * 58" << 61;
    QTest::newRow("one over") << "[0] * 100000" << -1;
    QTest::newRow("repeated twice, over") << "[1] * 77777 * 77" << -1;
    QTest::newRow("huge count") << "[1] * 9223372036854775807" << -1;
    QTest::newRow("joined, over") << "[0] * 60000 + [1] * 60000" << -1;
    QTest::newRow("nested, over") << "[[0] * 99999] * 99999" << -1;
    QTest::newRow("items, over") << "[[0] * 60000, [1] * 60000]" << -1;
}

void TestPythonOverridesImporter::listSizeLimit()
{
    QFETCH(QString, value);
    QFETCH(int, items);
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(
        QStringLiteral("cfg.model.moe_layer_freq = %1\ncfg.model.cuda_graph_impl = \"local\"\n").arg(value), cfg);
    QCOMPARE(cfg.value(FieldId::CudaGraphImpl).toString(), QStringLiteral("local")); // the rest is read
    if (items < 0) {
        QCOMPARE(ids(r), QStringList{QStringLiteral("IMP-08")}); // a warning: not read, never an error
        QCOMPARE(r.diagnostics.first().location.line, 1);
        QVERIFY2(r.diagnostics.first().message.contains(QLatin1String("100000")),
                 qPrintable(r.diagnostics.first().message));
        QVERIFY(!cfg.isSet(FieldId::MoeLayerFreq));
        return;
    }
    QVERIFY2(!ids(r).contains(QStringLiteral("IMP-02")), qPrintable(ids(r).join(QLatin1Char(','))));
    QCOMPARE(cfg.value(FieldId::MoeLayerFreq).toList().size(), items);
}

void TestPythonOverridesImporter::badAndForeignStatements()
{
    TrainingConfig cfg;
    const ImportResult r = PythonOverridesImporter::importText(
        QStringLiteral("from megatron.bridge.recipes.qwen import qwen3_30b_a3b_pretrain_config\n"
                       "cfg = qwen3_30b_a3b_pretrain_config()\n"
                       "args.foo = 1\n"
                       "cfg.model.cuda_graph_scop = ['attn']\n"
                       "cfg.model.cuda_graph_impl = make_impl()\n"
                       "cfg.model.cuda_graph_modules = [\"attn\"\n"),
        cfg);
    const QStringList found = ids(r);
    QVERIFY2(found.contains(QStringLiteral("IMP-01")), qPrintable(found.join(QLatin1Char(',')))); // typo
    // cfg = <recipe>() without the catalogue, a call, an unclosed list: one warning each, never an error
    QCOMPARE(found.count(QStringLiteral("IMP-08")), 3);
    QCOMPARE(found.count(QStringLiteral("IMP-02")), 0);
    for (const Diagnostic& d : r.diagnostics)
        QVERIFY2(d.severity != Severity::Error, qPrintable(d.id));
    QVERIFY(found.contains(QStringLiteral("IMP-03"))); // import, cfg = ..., args.foo: skipped and counted
    QVERIFY(!cfg.isSet(FieldId::CudaGraphImpl));
}

void TestPythonOverridesImporter::mixedPrecisionNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("bf16");
    QTest::addColumn<QString>("fp8");
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QString>("fp4");
    QTest::newRow("bf16") << "bf16_mixed" << true << ""
                          << "delayed"
                          << "";
    QTest::newRow("fp8 current") << "bf16_with_fp8_current_scaling_mixed" << true << "hybrid"
                                 << "tensorwise"
                                 << "";
    QTest::newRow("mxfp8") << "bf16_with_mxfp8_mixed" << true << "e4m3"
                           << "mxfp8"
                           << "";
    QTest::newRow("subchannel") << "bf16_with_fp8_subchannel_scaling_mixed" << true << "hybrid"
                                << "blockwise"
                                << "";
    QTest::newRow("nvfp4") << "bf16_with_nvfp4_mixed" << true << ""
                           << "delayed"
                           << "e2m1";
    QTest::newRow("fp16 delayed, hyphenated") << "fp16-with-fp8-delayed-scaling-mixed" << false << "hybrid"
                                              << "delayed"
                                              << "";
}

void TestPythonOverridesImporter::mixedPrecisionNames()
{
    QFETCH(QString, name);
    QFETCH(bool, bf16);
    QFETCH(QString, fp8);
    QFETCH(QString, recipe);
    QFETCH(QString, fp4);
    TrainingConfig cfg;
    // An earlier FP8 setting does not survive a name that has none.
    cfg.set(FieldId::Fp8, QStringLiteral("e4m3"));
    QVERIFY(MixedPrecision::applyRecipeName(name, cfg));
    QCOMPARE(cfg.boolValue(FieldId::Bf16), bf16);
    QCOMPARE(cfg.stringValue(FieldId::Fp8), fp8);
    QCOMPARE(cfg.stringValue(FieldId::Fp8Recipe), recipe);
    QCOMPARE(cfg.stringValue(FieldId::Fp4), fp4);
    QCOMPARE(MixedPrecision::recipeNameFor(cfg), QString(name).replace(QLatin1Char('-'), QLatin1Char('_')));
    QVERIFY(!MixedPrecision::applyRecipeName(QStringLiteral("fast"), cfg));
}

void TestPythonOverridesImporter::envBlock()
{
    TrainingConfig cfg;
    cfg.setEnv(QStringLiteral("OLD"), QStringLiteral("1"));
    const ImportResult r = EnvBlockImporter::importText(QStringLiteral("#!/bin/sh\n"
                                                                       "# environment\n"
                                                                       "export NCCL_GRAPH_REGISTER=0\n"
                                                                       "export 'A=x y' B=\"2\"\n"
                                                                       "C=3\n"
                                                                       "unset OLD\n"
                                                                       "export PATH\n"
                                                                       "echo hi\n"),
                                                        cfg, QStringLiteral("env.sh"));
    QCOMPARE(cfg.envValue(QStringLiteral("NCCL_GRAPH_REGISTER")), QStringLiteral("0"));
    QCOMPARE(cfg.envValue(QStringLiteral("A")), QStringLiteral("x y"));
    QCOMPARE(cfg.envValue(QStringLiteral("B")), QStringLiteral("2"));
    QCOMPARE(cfg.envValue(QStringLiteral("C")), QStringLiteral("3"));
    QVERIFY(!cfg.hasEnv(QStringLiteral("OLD")));
    QVERIFY(!cfg.hasEnv(QStringLiteral("PATH")));
    QCOMPARE(ids(r), QStringList{QStringLiteral("IMP-03")}); // echo
    QCOMPARE(cfg.envOrigin(QStringLiteral("C")).line, 5);
}

void TestPythonOverridesImporter::envBlockValueSpanningLines()
{
    TrainingConfig cfg;
    const ImportResult r = EnvBlockImporter::importText(QStringLiteral("export 'X=a \nb'\nexport Y=1\n"), cfg);
    QVERIFY(r.ok());
    QCOMPARE(cfg.envValue(QStringLiteral("X")), QStringLiteral("a \nb"));
    QCOMPARE(cfg.envValue(QStringLiteral("Y")), QStringLiteral("1"));
    TrainingConfig bad;
    QVERIFY(!EnvBlockImporter::importText(QStringLiteral("export 'X=a\n"), bad).ok());
}

void TestPythonOverridesImporter::envBlockContinuations_data()
{
    QTest::addColumn<QString>("block");
    QTest::addColumn<QString>("x"); // the value of X, as sh would set it
    QTest::addColumn<QString>("y");
    QTest::addRow("continued line") << "export X=1 \\\n  Y=2\n"
                                    << "1"
                                    << "2";
    QTest::addRow("continued line, CRLF") << "export X=1 \\\r\n  Y=2\r\n"
                                          << "1"
                                          << "2"; // ShellWords::split takes \r for a blank
    QTest::addRow("continued inside a word") << "export X=ab\\\ncd Y=2\n"
                                             << "abcd"
                                             << "2";
    QTest::addRow("escaped backslash, then a new line") << "export X=a\\\\\nY=2\n"
                                                        << "a\\"
                                                        << "2";
    // Found by fuzz_envblockimporter: a backslash-newline inside single quotes is part of the value, so the block
    // the env emitter wrote for "a\\\nb" read back as "ab".
    QTest::addRow("backslash-newline in single quotes") << "export 'X=a\\\nb' Y=2\n"
                                                        << "a\\\nb"
                                                        << "2";
    QTest::addRow("backslash-newline in double quotes") << "export X=\"a\\\nb\" Y=2\n"
                                                        << "ab"
                                                        << "2";
}

void TestPythonOverridesImporter::envBlockContinuations()
{
    QFETCH(QString, block);
    QFETCH(QString, x);
    QFETCH(QString, y);
    TrainingConfig cfg;
    const ImportResult r = EnvBlockImporter::importText(block, cfg);
    QVERIFY2(r.ok(), qPrintable(r.errorText()));
    QCOMPARE(cfg.envValue(QStringLiteral("X")), x);
    QCOMPARE(cfg.envValue(QStringLiteral("Y")), y);
    // What the env emitter writes for these values reads back unchanged.
    TrainingConfig back;
    QVERIFY(EnvBlockImporter::importText(EnvEmitter::exportLines(cfg.env()).join(QLatin1Char('\n')), back).ok());
    QCOMPARE(back.env(), cfg.env());
}

QTEST_GUILESS_MAIN(TestPythonOverridesImporter)
#include "tst_pythonoverridesimporter.moc"
