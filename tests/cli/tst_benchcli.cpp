// `cga bench` as a user runs it, with the fakebench fixture standing in for cga-bench: the preview without --yes,
// a full run with its summary and saved files, the runner's exit codes, bad input, and Ctrl-C.
#include "bench/benchmarkresult.h"

#include <QDir>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

class TestBenchCli : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode;
        QString out;
        QString err;
    };
    static QProcessEnvironment env(const QString& scenario, const QString& file = {}, int code = 0)
    {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("CGA_BENCH"), QStringLiteral(CGA_FAKEBENCH));
        e.insert(QStringLiteral("FAKEBENCH_SCENARIO"), scenario);
        e.insert(QStringLiteral("FAKEBENCH_FILE"), file);
        e.insert(QStringLiteral("FAKEBENCH_CODE"), QString::number(code));
        e.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        return e;
    }
    static Run cga(const QStringList& args, const QProcessEnvironment& e)
    {
        QProcess p;
        p.setProcessEnvironment(e);
        p.start(QStringLiteral(CGA_CLI), QStringList{QStringLiteral("bench")} + args);
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString recorded(const char* name)
    {
        return QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + QLatin1String(name);
    }
    QTemporaryDir m_dir;

private slots:
    void previewWithoutYesRunsNothing()
    {
        const Run r = cga({QStringLiteral("model.num_layers=4"), QStringLiteral("model.hidden_size=1024"),
                           QStringLiteral("model.num_attention_heads=8"), QStringLiteral("model.seq_length=2048")},
                          env(QStringLiteral("exit"), {}, 1));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("Command: ")));
        QVERIFY(r.out.contains(QLatin1String("--workload")));
        QVERIFY(r.out.contains(QLatin1String("GPU: Fake GPU")));
        QVERIFY(r.out.contains(QLatin1String("Expected device memory: 1.0 MiB")));
        QVERIFY(r.out.contains(QLatin1String("--yes")));
        QVERIFY(!r.err.contains(QLatin1String("error")));
    }

    // The op profile follows the configuration's layer implementation, or --op-profile.
    void previewWithAnOpProfile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("local spec") << QStringList{"model.transformer_impl=local"};
        QTest::newRow("chosen") << QStringList{"--op-profile", "megatron-local"};
    }
    void previewWithAnOpProfile()
    {
        QFETCH(QStringList, args);
        const Run r = cga(QStringList{QStringLiteral("model.num_layers=2"), QStringLiteral("model.hidden_size=1024"),
                                      QStringLiteral("model.num_attention_heads=16")}
                              + args,
                          env(QStringLiteral("exit"), {}, 1));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("--workload")));
        QVERIFY(!r.err.contains(QLatin1String("error")));
    }

    void previewFromPythonRecipeEdits()
    {
        // The workload may come from recipe edits in Python as well as from YAML and overrides.
        const QString path = m_dir.filePath(QStringLiteral("edits.py"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("cfg.model.num_layers = 4\ncfg.model.hidden_size = 1024\n"
                "cfg.model.num_attention_heads = 8\ncfg.model.seq_length = 2048\n");
        f.close();
        const Run r = cga({path}, env(QStringLiteral("exit"), {}, 1));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QLatin1String("Command: ")));
        QVERIFY(!r.err.contains(QLatin1String("error")));
    }

    void fullRunPrintsAndSavesTheResult()
    {
        const QString json = m_dir.filePath(QStringLiteral("result.json"));
        const QString csv = m_dir.filePath(QStringLiteral("samples.csv"));
        const Run r = cga({QStringLiteral("--workload-preset"), QStringLiteral("gpt-h1024"), QStringLiteral("--yes"),
                           QStringLiteral("--output"), json, QStringLiteral("--csv"), csv},
                          env(QStringLiteral("replay"), recorded("cga-bench-gpt-h1024-calibrated-h200.jsonl")));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QLatin1String("NVIDIA H200")));
        QVERIFY(r.out.contains(QLatin1String("Against eager:")));
        QVERIFY(r.out.contains(QLatin1String("full_iteration")));
        QVERIFY(r.out.contains(QLatin1String("speedup")));
        QVERIFY(r.out.contains(QLatin1String("faster than eager")));
        QVERIFY(r.out.contains(QLatin1String("pays off after")));
        QVERIFY(r.err.contains(QLatin1String("capture")));
        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        cga::BenchmarkResult result;
        QString error;
        QVERIFY(cga::BenchmarkResult::fromJson(QJsonDocument::fromJson(f.readAll()).object(), &result, &error));
        QVERIFY(result.complete);
        QVERIFY(result.steadyWallMs(QStringLiteral("attn")).size() >= 10);
        QFile c(csv);
        QVERIFY(c.open(QIODevice::ReadOnly));
        QVERIFY(c.readLine().startsWith("mode,phase,iteration,wall_ms"));
    }

    // --calibrate-from: the Megatron-Core run's medians become the native runner's --calibrate, said on stderr.
    void calibratesOnARecordedMegatronRun()
    {
        const Run r
            = cga({QStringLiteral("--workload-preset"), QStringLiteral("gpt-h1024"), QStringLiteral("--calibrate-from"),
                   QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-gpt-h1024-h200.jsonl")},
                  env(QStringLiteral("exit"), {}, 0));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QLatin1String("--calibrate eager_ms=35.263,replay_ms=4.862")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("layer_ms=9.794,layer_graphs=16")));
        QVERIFY(r.err.contains(QLatin1String("Calibrated on")));
    }

    void runnerExitCodesPassThrough_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("errorCode");
        QTest::newRow("no device") << 3 << "no_device";
        QTest::newRow("out of memory") << 4 << "oom";
        QTest::newRow("bad workload") << 2 << "bad_workload";
    }
    void runnerExitCodesPassThrough()
    {
        QFETCH(int, code);
        QFETCH(QString, errorCode);
        const Run r = cga({QStringLiteral("--workload-preset"), QStringLiteral("tiny"), QStringLiteral("--yes")},
                          env(QStringLiteral("exit"), {}, code));
        QCOMPARE(r.exitCode, code);
        QVERIFY2(r.err.contains(errorCode), qPrintable(r.err));
    }

    // --list-runners: the three runners side by side, each available or not with the reason and what to do.
    void listRunners()
    {
        QProcessEnvironment e = env(QStringLiteral("replay"));
        e.insert(QStringLiteral("PYTHONPATH"), QString()); // this machine has no PyTorch
        const Run r = cga({QStringLiteral("--list-runners")}, e);
        QCOMPARE(r.exitCode, 0); // the fake cga-bench sees its fake GPU
        QVERIFY2(r.out.contains(QLatin1String("native")) && r.out.contains(QLatin1String("Fake GPU")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("torch ")));
        QVERIFY(r.out.contains(QLatin1String("mcore ")));
        QCOMPARE(r.out.count(QLatin1String("not available")), 2);
        QCOMPARE(r.out.count(QLatin1String("why: PyTorch does not import")), 2);
        QCOMPARE(r.out.count(QLatin1String("what to do: ")), 2);
        e.insert(QStringLiteral("CGA_BENCH"), QStringLiteral("/nonexistent/cga-bench"));
        const Run none = cga(
            {QStringLiteral("--list-runners"), QStringLiteral("--python"), QStringLiteral("/nonexistent/python3")}, e);
        QCOMPARE(none.exitCode, 1);
        QCOMPARE(none.out.count(QLatin1String("not available")), 3);
        QVERIFY(none.out.contains(QLatin1String("/nonexistent/python3")));
        QCOMPARE(none.out.count(QLatin1String("what to do: ")), 3); // cga-bench: not found, or no GPU here
    }

    // The Megatron-Core runner as a user starts it: the plan names the runner script, --megatron-path and the modes
    // it will run; without PyTorch the device list says why there is no GPU.
    void megatronCoreRunnerPreview()
    {
        QDir().mkpath(m_dir.filePath(QStringLiteral("mlm/megatron")));
        QProcessEnvironment e = env(QStringLiteral("replay"));
        e.insert(QStringLiteral("PYTHONPATH"), QString());
        const Run r = cga({QStringLiteral("--workload-preset"), QStringLiteral("moe-h1024"), QStringLiteral("--runner"),
                           QStringLiteral("mcore"), QStringLiteral("--megatron-path"), m_dir.filePath("mlm")},
                          e);
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        QVERIFY(r.out.contains(QLatin1String("cga_mcore_runner.py --megatron-path")));
        QVERIFY(r.out.contains(QLatin1String("local:moe_router+moe_preprocess")));
        QVERIFY2(r.out.contains(QLatin1String("GPU: none found (PyTorch is not installed")), qPrintable(r.out));
        // A configuration the runner cannot run as configured here (FP8, Transformer Engine's graphs without
        // Transformer Engine): the preview says what it will do instead.
        const Run te = cga({QStringLiteral("model.num_layers=2"), QStringLiteral("model.hidden_size=256"),
                            QStringLiteral("model.num_attention_heads=4"), QStringLiteral("model.fp8=hybrid"),
                            QStringLiteral("model.cuda_graph_impl=transformer_engine"),
                            QStringLiteral("model.cuda_graph_modules=[attn]"), QStringLiteral("--runner"),
                            QStringLiteral("mcore"), QStringLiteral("--megatron-path"), m_dir.filePath("mlm")},
                           e);
        QVERIFY2(te.exitCode == 0, qPrintable(te.out + te.err));
        QVERIFY2(te.out.contains(QLatin1String("warning: runs in bf16")), qPrintable(te.out));
        QVERIFY2(te.out.contains(QLatin1String("warning: Transformer Engine does not import here")),
                 qPrintable(te.out));
        QVERIFY(te.out.contains(QLatin1String("local:attn")));
        const Run bad
            = cga({QStringLiteral("--workload-preset"), QStringLiteral("tiny"), QStringLiteral("--runner"),
                   QStringLiteral("mcore"), QStringLiteral("--megatron-path"), QStringLiteral("/nonexistent")},
                  e);
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.contains(QLatin1String("does not exist")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("nothing to measure") << QStringList{};
        QTest::newRow("unknown runner") << QStringList{"--workload-preset", "tiny", "--runner", "jax"};
        QTest::newRow("missing workload file") << QStringList{"--workload", "/nonexistent/w.json"};
        QTest::newRow("overhead with torch")
            << QStringList{"--workload-preset", "tiny", "--runner", "torch", "--overhead", "raw"};
        QTest::newRow("bad modes") << QStringList{"model.num_layers=2", "--modes", ""};
        QTest::newRow("unknown op profile") << QStringList{"model.num_layers=2", "--op-profile", "jax"};
        QTest::newRow("Python for the native runner")
            << QStringList{"--workload-preset", "tiny", "--python", "python3"};
        QTest::newRow("calibration with mcore")
            << QStringList{"--workload-preset", "tiny", "--runner", "mcore", "--calibrate", "eager_ms=1,replay_ms=1"};
        QTest::newRow("calibrate on cga-bench's own result")
            << QStringList{"--workload-preset", "tiny", "--calibrate-from",
                           QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-tiny-h200.jsonl")};
        QTest::newRow("calibrate twice") << QStringList{
            "--workload-preset", "tiny",
            "--calibrate",       "eager_ms=2,replay_ms=1",
            "--calibrate-from",  QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-gpt-h1024-h200.jsonl")};
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        const Run r = cga(args, env(QStringLiteral("exit"), {}, 0));
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!r.err.isEmpty());
    }

    void ctrlCCancelsGracefully()
    {
        QProcess p;
        p.setProcessEnvironment(env(QStringLiteral("slow")));
        p.start(QStringLiteral(CGA_CLI),
                {QStringLiteral("bench"), QStringLiteral("--workload-preset"), QStringLiteral("tiny"),
                 QStringLiteral("--yes")});
        QVERIFY(p.waitForStarted());
        QTest::qWait(1500); // the run is under way
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 6);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QVERIFY(err.contains(QLatin1String("Cancelling")));
        QVERIFY(err.contains(QLatin1String("interrupted")));
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "tst_benchcli.moc"
