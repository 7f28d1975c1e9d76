// `cga presets`, `cga recommend` and `cga generate` as a user runs them: exit status, output, files.
#include "support/clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestRecipesCli : public QObject
{
    Q_OBJECT

private:
    using Run = cga::test::CliRun;
    static Run cga(const QStringList& args)
    {
        return cga::test::runCga(args + QStringList{QStringLiteral("--lang"), QStringLiteral("en")});
    }
    static bool bashSyntaxOk(const QByteArray& script)
    {
        QProcess p;
        p.start(QStringLiteral("bash"), {QStringLiteral("-n")});
        p.write(script);
        p.closeWriteChannel();
        p.waitForFinished(10000);
        return p.exitCode() == 0;
    }

private slots:
    void presetsList();
    void presetsJson();
    void recommend_data();
    void recommend();
    void recommendJson();
    void generateEveryFormat_data();
    void generateEveryFormat();
    void generatedYamlValidates();
    void generateWritesAtomicallyAndRefusesErrors();
    void generateBadInput_data();
    void generateBadInput();
    void generateSbatch();
    void generateForEachProfile();
    void validateHarnessStartsFromThePreset();
};

void TestRecipesCli::presetsList()
{
    const Run r = cga({"presets"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("qwen3-30b-a3b-h100-bf16-te *")); // the default
    QVERIFY(r.out.contains("perf_recipes/llama/b200/llama3.py:32"));
    QVERIFY(r.out.contains("Kimi K2"));
    const Run h100 = cga({"presets", "--gpu", "h100"});
    QCOMPARE(h100.exitCode, 0);
    QVERIFY(!h100.out.contains("gb200"));
    QVERIFY(h100.out.contains("nemotronh-56b-h100-fp8cs-te"));
    QCOMPARE(cga({"presets", "--kind", "bogus"}).exitCode, 2);
}

void TestRecipesCli::presetsJson()
{
    const Run r = cga({"presets", "--format", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list = QJsonDocument::fromJson(r.out).array();
    QVERIFY(list.size() >= 20);
    int defaults = 0;
    for (const QJsonValue& v : list) {
        const QJsonObject o = v.toObject();
        for (const char* key : {"id", "title", "family", "kind", "gpu", "num_gpus", "precision", "source_recipe",
                                "source", "cuda_graph_impl"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        defaults += o.value(QStringLiteral("default")).toBool() ? 1 : 0;
    }
    QCOMPARE(defaults, 1);
}

void TestRecipesCli::recommend_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("dropless MoE") << QStringList{"recommend", "--kind", "moe-dropless", "--gpu", "h100"} << 0
                                  << QByteArray("modules=[moe_router,moe_preprocess]");
    QTest::newRow("full recompute") << QStringList{"recommend", "--kind", "dense", "--recompute",
                                                   "full",      "--gpu",  "b200"}
                                    << 0 << QByteArray("cuda_graph_impl=full_iteration");
    QTest::newRow("from a preset") << QStringList{"recommend", "--preset", "llama3-70b-h100-fp8cs-sft-te"} << 0
                                   << QByteArray("cga generate --preset llama3-70b-h100-fp8cs-sft-te");
    QTest::newRow("invalid workload") << QStringList{"recommend",    "--preset",  "qwen3-30b-a3b-h100-bf16-te",
                                                     "--recompute",  "selective", "--recompute-modules",
                                                     "moe,layernorm"}
                                      << 1 << QByteArray("MB-07");
    QTest::newRow("nothing given") << QStringList{"recommend"} << 2 << QByteArray();
    QTest::newRow("bad kind") << QStringList{"recommend", "--kind", "sparse"} << 2 << QByteArray();
    QTest::newRow("bad precision") << QStringList{"recommend", "--kind", "dense", "--precision", "int4"} << 2
                                   << QByteArray();
}

void TestRecipesCli::recommend()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(QByteArray, expected);
    const Run r = cga(args);
    QCOMPARE(r.exitCode, status);
    QVERIFY2(r.out.contains(expected), r.out.constData());
}

void TestRecipesCli::recommendJson()
{
    const Run r = cga({"recommend", "--kind", "moe-dropless", "--packed", "--gpu", "h100", "--format", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("impl")).toString(), QStringLiteral("transformer_engine"));
    QCOMPARE(o.value(QStringLiteral("modules")).toArray(), QJsonArray{QStringLiteral("attn")});
    QVERIFY(o.value(QStringLiteral("valid")).toBool());
    QVERIFY(!o.value(QStringLiteral("reasons")).toArray().isEmpty());
    bool pad = false;
    for (const QJsonValue& c : o.value(QStringLiteral("field_changes")).toArray())
        pad = pad
            || c.toObject().value(QStringLiteral("path")).toString()
                == QLatin1String("dataset.offline_packing_specs.pad_cu_seqlens");
    QVERIFY(pad);
    QVERIFY(!o.value(QStringLiteral("alternatives")).toArray().isEmpty());
}

void TestRecipesCli::generateEveryFormat_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("python") << "python" << QByteArray("cfg.model.cuda_graph_impl = \"transformer_engine\"");
    QTest::newRow("yaml") << "yaml" << QByteArray("cuda_graph_modules: [moe_router, moe_preprocess]");
    QTest::newRow("hydra") << "hydra" << QByteArray("'model.cuda_graph_modules=[moe_router,moe_preprocess]'");
    QTest::newRow("harness") << "harness" << QByteArray("--cuda_graph_scope moe_router,moe_preprocess");
    QTest::newRow("megatron") << "megatron" << QByteArray("--cuda-graph-modules moe_router moe_preprocess");
    QTest::newRow("env") << "env" << QByteArray("export NCCL_GRAPH_REGISTER=0");
    QTest::newRow("sbatch") << "sbatch" << QByteArray("#SBATCH --nodes=2");
    QTest::newRow("rollback") << "rollback" << QByteArray("cuda_graph_impl: none");
}

void TestRecipesCli::generateEveryFormat()
{
    QFETCH(QString, format);
    QFETCH(QByteArray, expected);
    const Run r = cga({"generate", "--preset", "qwen3-30b-a3b-h100-bf16-te", "--format", format});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.out.contains(expected), r.out.constData());
}

void TestRecipesCli::generatedYamlValidates()
{
    QTemporaryDir dir;
    for (const char* preset :
         {"llama3-8b-b200-bf16-full", "qwen3-vl-30b-a3b-h100-fp8cs-te", "nemotron-3-nano-h100-bf16-te"}) {
        const QString file = dir.filePath(QLatin1String(preset) + QStringLiteral(".yaml"));
        const Run g = cga({"generate", "--preset", preset, "--format", "yaml", "-o", file});
        QVERIFY2(g.exitCode == 0, g.err.constData());
        const Run v = cga({"validate", file, "--te-version", "2.12", "--torch-version", "2.11"});
        QVERIFY2(v.exitCode == 0, v.out.constData());
        // A preset YAML given as a file works like the preset.
        const Run again = cga({"generate", "--preset", file, "--format", "hydra"});
        QVERIFY2(again.exitCode == 0, again.err.constData());
    }
}

void TestRecipesCli::generateWritesAtomicallyAndRefusesErrors()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("out.py"));
    const Run ok = cga({"generate", "--preset", "deepseek-v3-b300-bf16-te", "--format", "python", "-o", file, "--set",
                        "model.cuda_graph_warmup_steps=2", "--set", "env_vars.NCCL_DEBUG=WARN"});
    QVERIFY2(ok.exitCode == 0, ok.err.constData());
    QVERIFY(ok.out.isEmpty());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("cfg.model.cuda_graph_warmup_steps = 2"));
    QVERIFY(text.contains("cfg.env_vars[\"NCCL_DEBUG\"] = \"WARN\""));
    f.close();

    // Full recomputation with TE graphs: exit 1, the diagnostic, and the old file untouched.
    const Run bad = cga({"generate", "--preset", "deepseek-v3-b300-bf16-te", "--format", "python", "-o", file, "--set",
                         "model.recompute_granularity=full", "--set", "model.recompute_method=uniform", "--set",
                         "model.recompute_num_layers=1"});
    QCOMPARE(bad.exitCode, 1);
    QVERIFY(bad.err.contains("MC-22"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), text);
}

void TestRecipesCli::generateBadInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("no format") << QStringList{"generate", "--preset", "kimi-k2-gb200-bf16-te"};
    QTest::newRow("bad format") << QStringList{"generate", "--preset", "kimi-k2-gb200-bf16-te", "--format", "toml"};
    QTest::newRow("unknown preset") << QStringList{"generate", "--preset", "gpt-5", "--format", "yaml"};
    QTest::newRow("unknown key") << QStringList{"generate", "--preset", "kimi-k2-gb200-bf16-te",       "--format",
                                                "yaml",     "--set",    "model.cuda_graph_scop=[attn]"};
    QTest::newRow("bad value") << QStringList{"generate",
                                              "--preset",
                                              "kimi-k2-gb200-bf16-te",
                                              "--format",
                                              "yaml",
                                              "--set",
                                              "model.cuda_graph_warmup_steps=many"};
    QTest::newRow("library recipe has no harness")
        << QStringList{"generate", "--preset", "qwen3-30b-a3b-h100-bf16-library", "--format", "harness"};
    QTest::newRow("sbatch partition sbatch cannot read")
        << QStringList{"generate", "--preset", "kimi-k2-gb200-bf16-te", "--format", "sbatch", "--partition", "a b"};
    QTest::newRow("bad rollback format") << QStringList{
        "generate", "--preset", "kimi-k2-gb200-bf16-te", "--format", "rollback", "--rollback-as", "sbatch"};
    QTest::newRow("bad gpu") << QStringList{"generate", "--preset", "kimi-k2-gb200-bf16-te", "--format", "yaml",
                                            "--gpu",    "tpu"};
}

void TestRecipesCli::generateBadInput()
{
    QFETCH(QStringList, args);
    const Run r = cga(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY(!r.err.isEmpty());
}

void TestRecipesCli::generateSbatch()
{
    const Run r = cga({"generate", "--preset", "deepseek-v3-gb200-fp8mx-full", "--format", "sbatch", "--partition",
                       "batch", "--account", "llm", "--time", "02:00:00", "--container-image",
                       "nvcr.io/nvidia/nemo:26.04 x", "--setup", "module load 'cuda 12'", "--array", "--seed", "7"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(bashSyntaxOk(r.out));
    QVERIFY(r.out.contains("#SBATCH --nodes=64")); // 256 GB200 GPUs, 4 per node
    QVERIFY(r.out.contains("#SBATCH --gpus-per-node=4"));
    QVERIFY(r.out.contains("#SBATCH --array=0-1"));
    QVERIFY(r.out.contains("'--container-image=nvcr.io/nvidia/nemo:26.04 x'"));
    QVERIFY(r.out.contains("module load 'cuda 12'"));
    QVERIFY(r.out.contains("SEED=7"));
    QVERIFY(r.out.contains("--cuda_graph_impl none")); // the eager baseline through the harness
    const Run yaml = cga({"generate", "--preset", "deepseek-v3-gb200-fp8mx-full", "--format", "sbatch", "--train-cmd",
                          "python train.py --recipe deepseek_v3"});
    QVERIFY2(yaml.exitCode == 0, yaml.err.constData());
    QVERIFY(yaml.out.contains("--config-file \"$LOG_DIR/graph.yaml\""));
    QVERIFY(bashSyntaxOk(yaml.out));
}

void TestRecipesCli::generateForEachProfile()
{
    // A preset written in today's API comes out in the spelling of the chosen Megatron-Core.
    const Run legacy
        = cga({"generate", "--preset", "gpt-oss-120b-gb300-fp8mx-full", "--format", "yaml", "--profile", "legacy"});
    QVERIFY2(legacy.exitCode == 0, legacy.err.constData());
    QVERIFY(legacy.out.contains("cuda_graph_impl: local"));
    QVERIFY(legacy.out.contains("cuda_graph_scope: [full_iteration]"));
    QVERIFY(!legacy.out.contains("cuda_graph_modules"));
    const Run head
        = cga({"generate", "--preset", "llama3-8b-b200-bf16-full", "--format", "megatron", "--profile", "head"});
    QVERIFY2(head.exitCode == 0, head.err.constData());
    QVERIFY(head.out.contains("--cuda-graph-impl full_iteration"));
    QCOMPARE(cga({"generate", "--preset", "llama3-8b-b200-bf16-full", "--format", "yaml", "--profile", "old"}).exitCode,
             2);
}

void TestRecipesCli::validateHarnessStartsFromThePreset()
{
    const Run r = cga({"validate", "--harness-args",
                       "python scripts/performance/run_script.py -m qwen -mr qwen3_30b_a3b -g h100 -c bf16 -ng 16 "
                       "--cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router,moe_preprocess",
                       "--format", "json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QStringList ids;
    for (const QJsonValue& d : o.value(QStringLiteral("diagnostics")).toArray())
        ids << d.toObject().value(QStringLiteral("id")).toString();
    QVERIFY2(!ids.contains(QStringLiteral("IMP-05")), qPrintable(ids.join(QLatin1Char(','))));
    QCOMPARE(o.value(QStringLiteral("normalized")).toObject().value(QStringLiteral("model.num_moe_experts")).toInt(),
             128);
}

QTEST_GUILESS_MAIN(TestRecipesCli)
#include "tst_recipescli.moc"
