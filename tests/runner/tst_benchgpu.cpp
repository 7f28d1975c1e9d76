// The real cga-bench driven by BenchRunner and read by BenchProtocolReader. The plan (--dry-run) and the errors
// need no GPU and run everywhere cga-bench is built; the measurement skips without a CUDA device (CI) and runs on
// a GPU machine.
#include "bench/benchrunner.h"

#include <QSignalSpy>
#include <QTest>

using namespace cga;

class TestBenchGpu : public QObject
{
    Q_OBJECT

private:
    static QString bench()
    {
#ifdef CGA_BENCH_EXE
        return QStringLiteral(CGA_BENCH_EXE);
#else
        return {};
#endif
    }

private slots:
    void init()
    {
        if (bench().isEmpty())
            QSKIP("cga-bench is not built here (no CUDA compiler)");
    }

    void everyPresetHasAPlan_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("modes");
        QTest::newRow("empty-kernels") << "empty-kernels" << 2;
        QTest::newRow("layer-stream") << "layer-stream" << 2;
        QTest::newRow("gpt-h1024") << "gpt-h1024" << 4;
        QTest::newRow("gpt-h4096-long") << "gpt-h4096-long" << 4;
        QTest::newRow("llama3-8b") << "llama3-8b" << 4;
        QTest::newRow("qwen3-30b-a3b") << "qwen3-30b-a3b" << 4;
        QTest::newRow("tiny") << "tiny" << 6;
    }
    void everyPresetHasAPlan()
    {
        QFETCH(QString, preset);
        QFETCH(int, modes);
        BenchRunner runner;
        runner.setProgram(bench(), {QStringLiteral("--preset"), preset, QStringLiteral("--dry-run")});
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        const BenchmarkResult& r = runner.result();
        QCOMPARE(r.modeNames().size(), modes);
        for (const QString& m : r.modeNames())
            QVERIFY(r.mode(m)->kernelsPerStep > 0);
        QVERIFY(runner.reader().startEvent().value(QStringLiteral("expected_memory_bytes")).toDouble() > 0);
        QCOMPARE(runner.reader().startEvent().value(QStringLiteral("protocol")).toInt(), 1);
    }

    // Megatron-Core's local spec makes no graph for MoE scopes alone and graphs each layer whole for attn: the plan
    // (no GPU needed) says so, mode by mode, with its warnings.
    void localMoeScopesPlanWhatMegatronGraphs()
    {
        BenchRunner runner;
        runner.setProgram(bench(),
                          {QStringLiteral("--dry-run"), QStringLiteral("--op-profile"),
                           QStringLiteral("megatron-local"), QStringLiteral("--hidden"), QStringLiteral("1024"),
                           QStringLiteral("--layers"), QStringLiteral("4"), QStringLiteral("--seq"),
                           QStringLiteral("512"), QStringLiteral("--heads"), QStringLiteral("16"),
                           QStringLiteral("--experts"), QStringLiteral("8"), QStringLiteral("--topk"),
                           QStringLiteral("2"), QStringLiteral("--dropless"), QStringLiteral("--modes"),
                           QStringLiteral("eager,moe_router,moe_router+moe_preprocess,attn+moe_router")});
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QVERIFY(runner.start());
        QVERIFY(finished.wait(20000));
        const BenchmarkResult& r = runner.result();
        QCOMPARE(r.mode(QStringLiteral("moe_router"))->graphsPerStep, 0);
        QCOMPARE(r.mode(QStringLiteral("moe_router+moe_preprocess"))->graphsPerStep, 0);
        QCOMPARE(r.mode(QStringLiteral("attn+moe_router"))->graphsPerStep, 8); // 4 layers, forward and backward
        const QString warnings = r.warnings.join(QLatin1Char('\n'));
        QVERIFY2(warnings.contains(QLatin1String("mode moe_router: Megatron-Core makes no CUDA graph")),
                 qPrintable(warnings));
        QVERIFY(warnings.contains(QLatin1String("mode moe_router+moe_preprocess: Megatron-Core makes no CUDA graph")));
        QVERIFY(warnings.contains(QLatin1String("mode attn+moe_router: Megatron-Core graphs each layer whole")));
    }

    void badWorkloadIsRejected_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("full_iteration with a scope")
            << QStringList{"--preset", "tiny", "--modes", "attn+full_iteration"};
        QTest::newRow("moe scope on a dense model") << QStringList{"--preset", "gpt-h1024", "--modes", "moe_router"};
        QTest::newRow("heads do not divide") << QStringList{"--hidden", "1000", "--heads", "16"};
        QTest::newRow("unknown option") << QStringList{"--warp-speed"};
    }
    void badWorkloadIsRejected()
    {
        QFETCH(QStringList, args);
        BenchRunner runner;
        runner.setProgram(bench(), args);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QVERIFY(failed.wait(20000));
        QCOMPARE(runner.exitCode(), int(BenchRunner::ExitBadWorkload));
        QCOMPARE(runner.result().errorCode, QStringLiteral("bad_workload"));
        QVERIFY(!runner.result().error.isEmpty());
    }

    // Rule 7 on a real GPU: dropless moe_preprocess is reported not capturable and every other mode is measured.
    void tinyRunOnTheGpu()
    {
        BenchRunner runner;
        runner.setProgram(bench(),
                          {QStringLiteral("--preset"), QStringLiteral("tiny"), QStringLiteral("--duration-limit"),
                           QStringLiteral("20"), QStringLiteral("--min-samples"), QStringLiteral("3")});
        QSignalSpy finished(&runner, &BenchRunner::finished);
        QSignalSpy failed(&runner, &BenchRunner::failed);
        QVERIFY(runner.start());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size() + failed.size(), 1, 90000);
        if (!failed.isEmpty() && failed.first().at(0).toString() == QLatin1String("no_device"))
            QSKIP("no CUDA device here");
        QCOMPARE(failed.size(), 0);
        const BenchmarkResult& r = runner.result();
        QVERIFY(r.complete);
        QVERIFY(!r.mode(QStringLiteral("moe_preprocess"))->capturable);
        QVERIFY(r.mode(QStringLiteral("moe_preprocess"))->captureError.contains(QLatin1String("StreamCapture")));
        for (const QString& m : {QStringLiteral("eager"), QStringLiteral("attn"), QStringLiteral("attn+mlp")}) {
            QVERIFY(r.steadyWallMs(m).size() >= 3);
            QVERIFY(r.mode(m)->capturable);
        }
        QVERIFY(!r.environment.gpuName.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBenchGpu)
#include "tst_benchgpu.moc"
