// The Megatron-Core runner (resources/runners/cga_mcore_runner.py, embedded in cga as :/runners/) without PyTorch or
// a GPU: its arguments, its answers when PyTorch, Megatron-Core or a GPU is missing (stand-in packages written here),
// and a whole measurement through its --stand-in session, each read back by BenchProtocolReader. Recorded runs on an
// H200 (real Megatron-Core) are read as well.
#include "bench/benchprotocolreader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

const QString kScript = QStringLiteral(CGA_SOURCE_DIR "/resources/runners/cga_mcore_runner.py");

void writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

struct Output
{
    int exitCode = -1;
    BenchmarkResult result;
    QStringList problems;
    QByteArray stderrText;
};

Output runRunner(const QStringList& pythonArgs, const QStringList& args, const QString& pythonPath)
{
    Output out;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONPATH"), pythonPath);
    p.setProcessEnvironment(env);
    p.start(QStandardPaths::findExecutable(QStringLiteral("python3")), pythonArgs + QStringList{kScript} + args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
    }
    out.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    out.stderrText = p.readAllStandardError();
    out.result = BenchProtocolReader::parse(p.readAllStandardOutput(), &out.problems);
    return out;
}

QByteArray recorded(const QString& name)
{
    QFile f(QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(name));
    return f.readAll();
}

} // namespace

class TestMcoreRunner : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("no python3 here");
        QVERIFY(m_dir.isValid());
        // A PyTorch that sees no GPU, and a Megatron-Core that only imports.
        writeFile(m_dir.filePath(QStringLiteral("torch/torch/__init__.py")),
                  "__version__ = '0.0-stand-in'\n"
                  "class cuda:\n"
                  "    is_available = staticmethod(lambda: False)\n"
                  "    device_count = staticmethod(lambda: 0)\n");
        writeFile(m_dir.filePath(QStringLiteral("megatron/megatron/__init__.py")), "");
        writeFile(m_dir.filePath(QStringLiteral("te/transformer_engine/__init__.py")), "");
        writeFile(m_dir.filePath(QStringLiteral("start.json")),
                  recorded(QStringLiteral("mcore-runner-gpt-h1024-h200.jsonl")).split('\n').first());
        writeFile(m_dir.filePath(QStringLiteral("fp8.json")), R"({"workload": {"dtype": "fp8"}})");
        writeFile(m_dir.filePath(QStringLiteral("fp4.json")), R"({"workload": {"dtype": "fp4"}})");
        // One layer whose local attention alone keeps 64 GiB of fp32 scores (64 heads, 16384 tokens).
        writeFile(m_dir.filePath(QStringLiteral("huge.json")),
                  R"({"workload": {"num_layers": 2, "hidden_size": 8192, "num_attention_heads": 64,
                      "seq_length": 16384, "modes": ["eager", "local"]}})");
        writeFile(m_dir.filePath(QStringLiteral("te-config.json")),
                  R"({"workload": {"num_layers": 2, "hidden_size": 256, "seq_length": 128, "vocab_size": 1024,
                      "warmup_steps": 2, "cuda_graph_impl": "transformer_engine",
                      "modes": ["eager", "attn", "layer", "full_iteration"]}})");
        // DeepSeek-V3's layout: three dense layers, then MoE layers (moe_layer_freq as cga writes it).
        QByteArray pattern = "[0, 0, 0";
        for (int i = 3; i < 4000; ++i)
            pattern += ", 1";
        writeFile(m_dir.filePath(QStringLiteral("mixed.json")),
                  R"({"workload": {"num_layers": 4000, "hidden_size": 2048, "seq_length": 1024, "num_moe_experts": 8,
                      "moe_router_topk": 2, "moe_layer_freq": )"
                      + pattern + "]}}");
        writeFile(m_dir.filePath(QStringLiteral("megatron/megatron/core/__init__.py")), "__version__ = '0.0.0'\n");
        QVERIFY(QFile::exists(kScript));
    }

    // cga carries the runner as it carries the PyTorch runner.
    void embedded()
    {
        QFile resource(QStringLiteral(":/runners/cga_mcore_runner.py"));
        QFile source(kScript);
        QVERIFY(resource.open(QIODevice::ReadOnly));
        QVERIFY(source.open(QIODevice::ReadOnly));
        QCOMPARE(resource.readAll(), source.readAll());
    }

    // What the runner answers before it measures anything.
    void answers_data()
    {
        QTest::addColumn<QStringList>("pythonArgs");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("pythonPath"); // relative to the stand-in folder; empty: none
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("errorCode");
        QTest::addColumn<QStringList>("modes");

        const QStringList u{QStringLiteral("-u")};
        const QStringList isolated{QStringLiteral("-u"), QStringLiteral("-S")}; // no site-packages: no PyTorch
        QTest::newRow("dry run, MoE modes by default")
            << u << QStringList{"--preset", "moe-h1024", "--dry-run"} << QString() << 0 << QString()
            << QStringList{"eager", "local:moe_router", "local:moe_router+moe_preprocess"};
        QTest::newRow("dry run, scopes named as cga names them")
            << u << QStringList{"--preset", "gpt-h1024", "--modes", "eager,mlp+attn,full,local", "--dry-run"}
            << QString() << 0 << QString() << QStringList{"eager", "local:attn+mlp", "full_iteration", "local"};
        QTest::newRow("MoE scope without experts") << u << QStringList{"--modes", "eager,moe_router"} << QString() << 2
                                                   << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("unknown scope") << u << QStringList{"--modes", "eager,local:router"} << QString() << 2
                                       << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("a saved start event as the workload")
            << u << QStringList{"--workload", "DIR/start.json", "--dry-run"} << QString() << 0 << QString()
            << QStringList{"eager", "local", "full_iteration"};
        QTest::newRow("fp8 recipe, measured in bf16")
            << u << QStringList{"--workload", "DIR/fp8.json", "--dry-run"} << QString() << 0 << QString()
            << QStringList{"eager", "local", "full_iteration"};
        QTest::newRow("fp4 is no precision it builds") << u << QStringList{"--workload", "DIR/fp4.json"} << QString()
                                                       << 2 << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("bad option") << u << QStringList{"--rounds", "0"} << QString() << 2 << QString()
                                    << QStringList();
        // moe_layer_freq as Megatron takes it: N, or one 0/1 per layer (Megatron asserts the length).
        QTest::newRow("dry run, dense and MoE layers")
            << u << QStringList{"--preset", "moe-h1024", "--moe-layer-freq", "[0,1,1,1]", "--dry-run"} << QString() << 0
            << QString() << QStringList{"eager", "local:moe_router", "local:moe_router+moe_preprocess"};
        QTest::newRow("MoE layer list of the wrong length")
            << u << QStringList{"--preset", "moe-h1024", "--moe-layer-freq", "[0,1,1]", "--dry-run"} << QString() << 2
            << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("MoE layer list of other values")
            << u << QStringList{"--preset", "moe-h1024", "--moe-layer-freq", "0,2,1,1", "--dry-run"} << QString() << 2
            << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("MoE layer frequency zero")
            << u << QStringList{"--preset", "moe-h1024", "--moe-layer-freq", "0", "--dry-run"} << QString() << 2
            << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("no PyTorch") << isolated << QStringList{"--preset", "tiny"} << QString() << 7
                                    << QStringLiteral("no_torch") << QStringList();
        QTest::newRow("no Megatron-Core") << u << QStringList{"--preset", "tiny"} << QStringLiteral("torch") << 7
                                          << QStringLiteral("no_megatron") << QStringList();
        QTest::newRow("no GPU") << u << QStringList{"--preset", "tiny", "--megatron-path", "MEGATRON"}
                                << QStringLiteral("torch") << 3 << QStringLiteral("no_device") << QStringList();
        // Transformer Engine's implementation: its modes by name, refused on the local spec or where TE is missing,
        // run where a (stand-in) transformer_engine package imports.
        QTest::newRow("dry run, Transformer Engine modes")
            << u << QStringList{"--modes", "eager,te,transformer_engine:mlp+attn,local", "--dry-run"} << QString() << 0
            << QString() << QStringList{"eager", "te", "te:attn+mlp", "local"};
        // Said before any mode's process starts, with what would fit, not minutes later as an out-of-memory error.
        QTest::newRow("one layer does not fit the GPU")
            << u << QStringList{"--stand-in", "--workload", "DIR/huge.json", "--spec", "local"} << QString() << 4
            << QStringLiteral("oom") << QStringList{"eager", "local"};
        QTest::newRow("te mode on the local spec") << u << QStringList{"--spec", "local", "--modes", "eager,te:attn"}
                                                   << QString() << 2 << QStringLiteral("bad_workload") << QStringList();
        QTest::newRow("te mode without Transformer Engine")
            << u << QStringList{"--stand-in", "--preset", "tiny", "--modes", "eager,te:attn"} << QString() << 7
            << QStringLiteral("no_transformer_engine") << QStringList();
        QTest::newRow("te spec without Transformer Engine")
            << u << QStringList{"--stand-in", "--preset", "tiny", "--spec", "te", "--modes", "eager,local"} << QString()
            << 7 << QStringLiteral("no_transformer_engine") << QStringList();
        // A configuration that captures with Transformer Engine: cga's scope names become TE's graphs where
        // Transformer Engine imports, and Megatron's local implementation (said by a warning) where it does not.
        QTest::newRow("TE configuration where Transformer Engine imports")
            << u
            << QStringList{"--stand-in", "--workload", "DIR/te-config.json", "--max-rounds", "1", "--block-ms", "5"}
            << QStringLiteral("te") << 0 << QString() << QStringList{"eager", "te:attn", "te", "full_iteration"};
        QTest::newRow("TE configuration without Transformer Engine")
            << u
            << QStringList{"--stand-in", "--workload", "DIR/te-config.json", "--max-rounds", "1", "--block-ms", "5"}
            << QString() << 0 << QString() << QStringList{"eager", "local:attn", "local", "full_iteration"};
        QTest::newRow("te scopes where Transformer Engine imports")
            << u
            << QStringList{"--stand-in", "--preset", "tiny",       "--modes", "eager,te:attn+mlp", "--max-rounds", "1",
                           "--warmup",   "2",        "--block-ms", "5"}
            << QStringLiteral("te") << 0 << QString() << QStringList{"eager", "te:attn+mlp"};
    }

    void answers()
    {
        QFETCH(QStringList, pythonArgs);
        QFETCH(QStringList, args);
        QFETCH(QString, pythonPath);
        QFETCH(int, exitCode);
        QFETCH(QString, errorCode);
        QFETCH(QStringList, modes);
        args.replaceInStrings(QStringLiteral("MEGATRON"), m_dir.filePath(QStringLiteral("megatron")));
        args.replaceInStrings(QStringLiteral("DIR/"), m_dir.path() + QLatin1Char('/'));
        const Output out = runRunner(pythonArgs, args, pythonPath.isEmpty() ? QString() : m_dir.filePath(pythonPath));
        QVERIFY2(out.exitCode == exitCode, out.stderrText.constData());
        QCOMPARE(out.result.errorCode, errorCode);
        QCOMPARE(out.result.modeNames(), modes);
        QVERIFY2(out.problems.isEmpty(), qPrintable(out.problems.join(QLatin1Char('\n'))));
        if (!errorCode.isEmpty())
            QVERIFY(!out.result.error.isEmpty());
        if (!modes.isEmpty())
            QCOMPARE(out.result.environment.runner, QStringLiteral("mcore"));
    }

    // A whole run through the stand-in session: one process per mode, ABAB rounds, capture failures as Megatron's.
    void standInRuns_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QStringList>("measured"); // modes with steady samples
        QTest::addColumn<QStringList>("notCapturable");
        QTest::addColumn<QString>("warning"); // part of one warning's text

        const QStringList common{"--stand-in", "--max-rounds", "2", "--warmup", "2", "--block-ms", "5"};
        QTest::newRow("dense") << (QStringList{"--preset", "tiny"} + common) << 0
                               << QStringList{"eager", "local", "full_iteration"} << QStringList() << QString();
        QTest::newRow("dropless MoE")
            << (QStringList{"--preset", "moe-h1024", "--modes", "eager,local,local:moe_router,full_iteration"} + common)
            << 0 << QStringList{"eager", "local:moe_router"} << QStringList{"local", "full_iteration"}
            << QStringLiteral("created no CUDA graph for mode local:moe_router");
        QTest::newRow("every graph mode fails")
            << (QStringList{"--preset", "moe-h1024", "--modes", "eager,local"} + common) << 5 << QStringList{"eager"}
            << QStringList{"local"} << QStringLiteral("cudaErrorStreamCaptureInvalidated");
        QTest::newRow("layers reduced to fit")
            << (QStringList{"--preset", "gpt-h4096", "--layers", "4000", "--modes", "eager"} + common) << 0
            << QStringList{"eager"} << QStringList() << QStringLiteral("of 4000 layers");
        // An FP8 recipe is measured in bf16 and says so (the runner builds no FP8 recipe).
        QTest::newRow("fp8 recipe in bf16")
            << (QStringList{"--workload", "DIR/fp8.json", "--preset", "tiny", "--modes", "eager"} + common) << 0
            << QStringList{"eager"} << QStringList() << QStringLiteral("runs in bf16");
        // A model of dense and MoE layers reduced to fit keeps both kinds, in the model's proportions.
        QTest::newRow("layers reduced to fit, dense and MoE layers kept")
            << (QStringList{"--workload", "DIR/mixed.json", "--modes", "eager"} + common) << 0 << QStringList{"eager"}
            << QStringList() << QStringLiteral("MoE layers [0, 1, 1");
    }

    void standInRuns()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QStringList, measured);
        QFETCH(QStringList, notCapturable);
        QFETCH(QString, warning);
        args.replaceInStrings(QStringLiteral("DIR/"), m_dir.path() + QLatin1Char('/'));
        const Output out = runRunner({QStringLiteral("-u")}, args, QString());
        QVERIFY2(out.exitCode == exitCode, out.stderrText.constData());
        QVERIFY2(out.problems.isEmpty(), qPrintable(out.problems.join(QLatin1Char('\n'))));
        const BenchmarkResult& r = out.result;
        QVERIFY(r.complete);
        QCOMPARE(r.environment.runner, QStringLiteral("mcore"));
        QVERIFY(r.environment.command.contains(QStringLiteral("--stand-in")));
        for (const ModeInfo& m : r.modes) {
            QCOMPARE(m.capturable, !notCapturable.contains(m.mode));
            QCOMPARE(r.steadyWallMs(m.mode).size(), measured.contains(m.mode) ? 8 : 0); // 2 rounds of 4 blocks
            if (!m.capturable)
                QVERIFY2(m.captureError.contains(QStringLiteral("cudaErrorStreamCaptureInvalidated")),
                         qPrintable(m.captureError));
        }
        for (const QString& mode : measured)
            QVERIFY(!std::isnan(r.mode(mode)->firstReplayMs) || mode == QLatin1String("eager")
                    || r.mode(mode)->graphsPerStep == 0);
        if (measured.contains(QStringLiteral("local")))
            QCOMPARE(r.mode(QStringLiteral("local"))->graphsPerStep, 4); // forward and backward graph per layer
        // A mode in which Megatron made no graph is known as such: the eager step, never called faster or slower.
        for (const ModeInfo& m : r.modes)
            QCOMPARE(m.noGraphs, m.mode == QLatin1String("local:moe_router"));
        if (!warning.isEmpty())
            QVERIFY2(r.warnings.join(QLatin1Char('\n')).contains(warning), qPrintable(r.warnings.join('\n')));
        QVERIFY(!std::isnan(r.firstCallMs));
    }

    // --trace-dir: after the measurement every mode's process writes a gzipped profiler trace and names it in an
    // artifact event, which readers that do not know it pass over.
    void traceDir()
    {
        const QString dir = m_dir.filePath(QStringLiteral("traces/new"));
        const Output out = runRunner({QStringLiteral("-u")},
                                     {QStringLiteral("--stand-in"), QStringLiteral("--preset"), QStringLiteral("tiny"),
                                      QStringLiteral("--modes"), QStringLiteral("eager,local"),
                                      QStringLiteral("--max-rounds"), QStringLiteral("1"), QStringLiteral("--block-ms"),
                                      QStringLiteral("5"), QStringLiteral("--trace-dir"), dir},
                                     QString());
        QVERIFY2(out.exitCode == 0, out.stderrText.constData());
        QVERIFY2(out.problems.isEmpty(), qPrintable(out.problems.join(QLatin1Char('\n'))));
        for (const QString& mode : {QStringLiteral("eager"), QStringLiteral("local")}) {
            QFile trace(dir + QLatin1Char('/') + mode + QStringLiteral(".pt.trace.json.gz"));
            QVERIFY2(trace.open(QIODevice::ReadOnly), qPrintable(trace.fileName()));
            QCOMPARE(trace.read(2), QByteArray("\x1f\x8b")); // gzip
        }
        QVERIFY(out.result.complete);
    }

    // SIGTERM (what cga sends to stop a run): the children stop, the summary holds what was measured, exit 6.
    void interrupted()
    {
        QProcess p;
        p.start(QStandardPaths::findExecutable(QStringLiteral("python3")),
                {QStringLiteral("-u"), kScript, QStringLiteral("--preset"), QStringLiteral("tiny"),
                 QStringLiteral("--stand-in"), QStringLiteral("--max-rounds"), QStringLiteral("100000"),
                 QStringLiteral("--rounds"), QStringLiteral("100000")});
        QVERIFY(p.waitForStarted());
        QByteArray out;
        QTRY_VERIFY_WITH_TIMEOUT((out += p.readAllStandardOutput()).contains("\"phase\": \"steady\""), 60000);
        p.terminate();
        QVERIFY(p.waitForFinished(60000));
        out += p.readAllStandardOutput();
        QCOMPARE(p.exitCode(), 6);
        const BenchmarkResult r = BenchProtocolReader::parse(out);
        QCOMPARE(r.stopReason, QStringLiteral("interrupted"));
        QCOMPARE(r.errorCode, QStringLiteral("interrupted"));
        QVERIFY(!r.steadyWallMs(QStringLiteral("eager")).isEmpty());
    }

    // Real Megatron-Core on an H200 (docs/benchmarks.md, "Megatron-Core runner").
    void recordedRuns_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("modes");
        QTest::addColumn<QStringList>("notCapturable");
        QTest::addColumn<int>("localGraphs");
        QTest::newRow("dense") << QStringLiteral("mcore-runner-gpt-h1024-h200.jsonl")
                               << QStringList{"eager", "local", "full_iteration"} << QStringList() << 16;
        QTest::newRow("MoE") << QStringLiteral("mcore-runner-moe-h1024-h200.jsonl")
                             << QStringList{"eager", "local", "local:moe_router", "local:moe_router+moe_preprocess",
                                            "full_iteration"}
                             << QStringList{"local", "full_iteration"} << -1;
    }

    void recordedRuns()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, modes);
        QFETCH(QStringList, notCapturable);
        QFETCH(int, localGraphs);
        QStringList problems;
        const BenchmarkResult r = BenchProtocolReader::parse(recorded(file), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(r.complete);
        QCOMPARE(r.modeNames(), modes);
        QCOMPARE(r.environment.gpuName, QStringLiteral("NVIDIA H200"));
        QVERIFY(r.environment.runtimeVersion.contains(QStringLiteral("PyTorch 2.11")));
        for (const QString& mode : modes) {
            QCOMPARE(r.mode(mode)->capturable, !notCapturable.contains(mode));
            QCOMPARE(r.steadyWallMs(mode).isEmpty(), notCapturable.contains(mode));
            if (notCapturable.contains(mode))
                QVERIFY(r.mode(mode)->captureError.contains(QStringLiteral("previous error during capture")));
        }
        if (localGraphs > 0) {
            QCOMPARE(r.mode(QStringLiteral("local"))->graphsPerStep, localGraphs);
            QVERIFY(r.mode(QStringLiteral("local"))->graphMemoryBytes > 0); // Megatron's own capture statistics
        }
    }
};

QTEST_GUILESS_MAIN(TestMcoreRunner)
#include "tst_mcorerunner.moc"
