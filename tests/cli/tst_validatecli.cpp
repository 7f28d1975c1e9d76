// `cga validate` as a user runs it: exit status, text and JSON output.
#include "support/clirun.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestValidateCli : public QObject
{
    Q_OBJECT

private:
    using Run = cga::test::CliRun;
    static Run cga(const QStringList& args) { return cga::test::runCga(args, 30000); }
    QString example(const char* name)
    {
        return QStringLiteral(CGA_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
    }

private slots:
    void exitStatus_data();
    void exitStatus();
    void jsonSchema();
    void unreadableInputNamesFileLineColumn();
    void successIsNeverClaimedForNothing_data();
    void successIsNeverClaimedForNothing();
    void pythonRecipeEdits_data();
    void pythonRecipeEdits();
    void explainAndFields();
    void chineseOutput();
    void withMegatron_data();
    void withMegatron();
};

void TestValidateCli::exitStatus_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addRow("valid example") << QStringList{"validate", example("qwen3-30b-a3b-te-scoped.yaml"), "--gpu", "h100"}
                                   << 0;
    QTest::addRow("broken example") << QStringList{"validate", example("llama3-8b-broken.yaml")} << 1;
    QTest::addRow("override fixes it") << QStringList{"validate",
                                                      example("llama3-8b-broken.yaml"),
                                                      "model.recompute_granularity=null",
                                                      "model.recompute_method=null",
                                                      "model.recompute_num_layers=null",
                                                      "model.use_te_rng_tracker=true",
                                                      "+env_vars.NCCL_GRAPH_REGISTER=0"}
                                       << 0;
    QTest::addRow("missing file") << QStringList{"validate", "/nonexistent/x.yaml"} << 2;
    QTest::addRow("nothing given") << QStringList{"validate"} << 2;
    QTest::addRow("bad gpu") << QStringList{"validate", example("qwen3-30b-a3b-te-scoped.yaml"), "--gpu", "tpu"} << 2;
    QTest::addRow("harness args") << QStringList{"validate", "--harness-args",
                                                 "run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 "
                                                 "--cuda_graph_impl local --cuda_graph_scope attn"}
                                  << 1;
    QTest::addRow("megatron args")
        << QStringList{"validate", "--megatron-args",
                       "--cuda-graph-impl full_iteration --no-check-for-nan-in-loss-and-grad"}
        << 0;
}

void TestValidateCli::exitStatus()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    const Run r = cga(args);
    QVERIFY2(r.exitCode == status, QByteArray(r.out.left(2000) + r.err.left(2000)).constData());
}

void TestValidateCli::jsonSchema()
{
    const Run r = cga({"validate", example("llama3-8b-broken.yaml"), "--format", "json"});
    QCOMPARE(r.exitCode, 1);
    QJsonParseError e;
    const QJsonObject o = QJsonDocument::fromJson(r.out, &e).object();
    QCOMPARE(e.error, QJsonParseError::NoError);
    QCOMPARE(o.value("valid").toBool(true), false);
    QVERIFY(o.value("normalized").isObject());
    QCOMPARE(o.value("normalized").toObject().value("model.cuda_graph_modules").toArray().size(), 2);
    bool sawMc22 = false;
    for (const QJsonValue& v : o.value("diagnostics").toArray()) {
        const QJsonObject d = v.toObject();
        for (const char* key : {"id", "severity", "phase", "message", "upstream_message", "fields", "source", "fixes"})
            QVERIFY2(d.contains(QLatin1String(key)), key);
        if (d.value("id").toString() == QLatin1String("MC-22")) {
            sawMc22 = true;
            QCOMPARE(d.value("severity").toString(), QStringLiteral("error"));
            QCOMPARE(d.value("phase").toString(), QStringLiteral("rco"));
            const QJsonObject fix = d.value("fixes").toArray().first().toObject();
            QVERIFY(fix.contains("title"));
            QVERIFY(fix.value("set").toObject().contains("model.cuda_graph_impl"));
        }
    }
    QVERIFY(sawMc22);
}

void TestValidateCli::unreadableInputNamesFileLineColumn()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("bad.yaml");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("model:\n  cuda_graph_impl: [attn\n  other: 1\n");
    f.close();
    const Run r = cga({"validate", path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QByteArray(path.toUtf8() + ":3:")), r.err.constData());
}

// An empty file is not valid, it is nothing (exit 2, with the reason); a configuration without CUDA graphs says that
// the graph rules had nothing to check; "valid" JSON says what was covered.
void TestValidateCli::successIsNeverClaimedForNothing_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("says");
    QTest::addRow("empty file") << QByteArray() << QStringList() << 2 << "Nothing to check";
    QTest::addRow("graphs off") << QByteArray("model:\n  num_layers: 4\n  cuda_graph_impl: none\n") << QStringList()
                                << 0 << "CUDA graphs are off in this configuration";
    QTest::addRow("graphs off, json") << QByteArray("model:\n  num_layers: 4\n") << QStringList{"--format", "json"} << 0
                                      << "\"coverage\": \"graphs_off\"";
    QTest::addRow("graphs on, json") << QByteArray("model:\n  cuda_graph_impl: transformer_engine\n")
                                     << QStringList{"--format", "json"} << 1 << "\"coverage\": \"checked\"";
    QTest::addRow("perf YAML in a ConfigContainer wrapper")
        << QByteArray("ConfigContainer:\n  model:\n    cuda_graph_impl: transformer_engine\n") << QStringList() << 1
        << "IMP-07";
}

void TestValidateCli::successIsNeverClaimedForNothing()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QStringList, extra);
    QFETCH(int, status);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString path = dir.filePath("config.yaml");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(yaml);
    f.close();
    const Run r = cga(QStringList{"validate", path} + extra);
    QVERIFY2(r.exitCode == status, QByteArray(r.out.left(2000) + r.err.left(2000)).constData());
    QVERIFY2(QString::fromUtf8(r.out + r.err).contains(says), QByteArray(r.out.left(3000) + r.err).constData());
    QVERIFY(!r.out.contains("passes every check"));
}

void TestValidateCli::pythonRecipeEdits_data()
{
    QTest::addColumn<QByteArray>("source");
    QTest::addColumn<QStringList>("extra"); // more arguments after the file
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("expected"); // in the output
    const QByteArray fullIteration("cfg.model.cuda_graph_impl = \"full_iteration\"\n"
                                   "cfg.model.use_te_rng_tracker = True\n"
                                   "cfg.rng.te_rng_tracker = True\n");
    QTest::addRow("full iteration without NaN check")
        << fullIteration + "cfg.rerun_state_machine.check_for_nan_in_loss = False\n"
        << QStringList() << 0 << QString();
    QTest::addRow("full iteration with NaN check")
        << fullIteration << QStringList() << 1 << QStringLiteral("check_for_nan_in_loss");
    QTest::addRow("an override fixes it")
        << fullIteration << QStringList{"rerun_state_machine.check_for_nan_in_loss=false"} << 0 << QString();
    // a value too large to read is a warning (IMP-08) with its line, not an error
    QTest::addRow("too long a list") << QByteArray("cfg.model.moe_layer_freq = [1] * 77777 * 77\n") << QStringList()
                                     << 0 << QStringLiteral("warning IMP-08");
}

void TestValidateCli::pythonRecipeEdits()
{
    QFETCH(QByteArray, source);
    QFETCH(QStringList, extra);
    QFETCH(int, status);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    // A name with '=' is still a file when it ends in .py.
    const QString path = dir.filePath("a=b.py");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(source);
    f.close();
    const Run r = cga(QStringList{"validate", path} + extra);
    QVERIFY2(r.exitCode == status, QByteArray(r.out.left(2000) + r.err.left(2000)).constData());
    QVERIFY2(r.out.contains("Megatron Bridge recipe (Python)"), r.out.left(300).constData()); // the front end
    if (!expected.isEmpty())
        QVERIFY2(QString::fromUtf8(r.out).contains(expected), r.out.left(3000).constData());
}

void TestValidateCli::explainAndFields()
{
    Run r = cga({"explain", "MC-22"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("full recompute is only supported with full iteration CUDA graph."));
    QVERIFY(r.out.contains("TC L2853-2858"));
    r = cga({"explain", "XX-1"});
    QCOMPARE(r.exitCode, 2);
    r = cga({"fields"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("model.cuda_graph_impl"));
    QVERIFY(r.out.contains("env_vars.NCCL_GRAPH_REGISTER"));
}

void TestValidateCli::chineseOutput()
{
    const Run en = cga({"validate", example("llama3-8b-broken.yaml"), "--lang", "en"});
    const Run zh = cga({"validate", example("llama3-8b-broken.yaml"), "--lang", "zh_CN"});
    QCOMPARE(zh.exitCode, 1);
    // Upstream messages stay verbatim in both languages.
    QVERIFY(zh.out.contains("full recompute is only supported with full iteration CUDA graph."));
    QVERIFY(QString::fromUtf8(en.out).contains(QRegularExpression(QStringLiteral("\\b\\d+ errors?\\b"))));
}

// --with-megatron: the installed Megatron's verdict beside cga's. Megatron here is a stand-in package (no PyTorch on
// this machine) whose TransformerConfig rejects a moe scope on a dense model, as the real one does, and 7 layers,
// which the real one accepts: the second is a disagreement, flagged in text and JSON, exit status 3.
void TestValidateCli::withMegatron_data()
{
    QTest::addColumn<QString>("layers");
    QTest::addColumn<QString>("extra"); // more YAML lines
    QTest::addColumn<QString>("how"); // DIR: --with-megatron DIR; EQ: --with-megatron=DIR; NONE: no value
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("disagreements"); // -1: Megatron did not answer
    QTest::addRow("both accept") << "4"
                                 << ""
                                 << "DIR" << 0 << "agree: both accept" << 0;
    QTest::addRow("both reject") << "4"
                                 << "  cuda_graph_impl: transformer_engine\n  cuda_graph_modules: [moe]\n"
                                 << "EQ" << 1 << "cga quotes Megatron's message" << 0;
    QTest::addRow("Megatron rejects, cga accepts")
        << "7"
        << ""
        << "DIR" << 3 << "DISAGREEMENT: this Megatron rejects, cga accepts" << 1;
    QTest::addRow("no Megatron for the default Python")
        << "4"
        << ""
        << "NONE" << 4 << "did not run: Megatron-Core's TransformerConfig does not import" << -1;
}

void TestValidateCli::withMegatron()
{
    QFETCH(QString, layers);
    QFETCH(QString, extra);
    QFETCH(QString, how);
    QFETCH(int, status);
    QFETCH(QString, text);
    QFETCH(int, disagreements);
    QTemporaryDir dir;
    auto write = [&](const QString& name, const QByteArray& content) {
        QDir().mkpath(QFileInfo(dir.filePath(name)).absolutePath());
        QFile f(dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    };
    for (const char* init :
         {"mlm/megatron/__init__.py", "mlm/megatron/core/__init__.py", "mlm/megatron/core/transformer/__init__.py"})
        write(QString::fromLatin1(init), "");
    write(QStringLiteral("mlm/megatron/core/transformer/transformer_config.py"),
          "class TransformerConfig:\n"
          "    def __init__(self, num_layers=0, cuda_graph_modules=None, num_moe_experts=None, **kw):\n"
          "        if 'moe' in (cuda_graph_modules or []) and not num_moe_experts:\n"
          "            raise AssertionError('moe cuda graph is only supported for MoE.')\n"
          "        if num_layers == 7:\n"
          "            raise ValueError('this Megatron-Core does not take 7 layers')\n");
    write(QStringLiteral("c.yaml"),
          QStringLiteral("model:\n  num_layers: %1\n  hidden_size: 1024\n"
                         "  num_attention_heads: 16\n  bf16: true\n%2")
              .arg(layers, extra)
              .toUtf8());
    const QString mlm = dir.filePath(QStringLiteral("mlm"));
    QStringList args{QStringLiteral("validate")};
    if (how == QLatin1String("EQ"))
        args << QStringLiteral("--with-megatron=") + mlm << dir.filePath(QStringLiteral("c.yaml"));
    else if (how == QLatin1String("DIR"))
        args << QStringLiteral("--with-megatron") << mlm << dir.filePath(QStringLiteral("c.yaml"));
    else // the next word is the configuration, not the check's Python
        args << QStringLiteral("--with-megatron") << dir.filePath(QStringLiteral("c.yaml"));
    args << QStringLiteral("--te-version") << QStringLiteral("2.12") << QStringLiteral("--torch-version")
         << QStringLiteral("2.11");
    const Run r = cga(args);
    QVERIFY2(r.exitCode == status, QByteArray(r.out + r.err).constData());
    QVERIFY2(QString::fromUtf8(r.out).contains(text), r.out.constData());
    QVERIFY(r.out.contains("Megatron's own check"));
    const Run j = cga(args + QStringList{QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(j.exitCode, status);
    const QJsonObject megatron = QJsonDocument::fromJson(j.out).object().value(QStringLiteral("megatron")).toObject();
    QCOMPARE(megatron.value(QStringLiteral("ran")).toBool(), disagreements >= 0);
    if (disagreements >= 0) {
        QCOMPARE(megatron.value(QStringLiteral("disagreements")).toInt(), disagreements);
        const QJsonObject lens = megatron.value(QStringLiteral("comparison")).toArray().first().toObject();
        QCOMPARE(lens.value(QStringLiteral("disagreement")).toBool(), disagreements > 0);
    } else {
        QCOMPARE(megatron.value(QStringLiteral("error_code")).toString(), QStringLiteral("no_megatron"));
    }
}

QTEST_GUILESS_MAIN(TestValidateCli)
#include "tst_validatecli.moc"
