// Reading the runners' JSON lines: recorded output of both runners on an H200, output fed in any chunking,
// garbage and cut-off lines, unknown events and fields, a newer protocol version.
#include "bench/benchprotocolreader.h"
#include "bench/statistics.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cga;

namespace {

// cga-bench writes 10 significant digits; its summary was computed before that rounding.
bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-8 * std::max(std::abs(a), std::abs(b));
}

QByteArray recorded(const QString& name)
{
    QFile f(QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(name));
    return f.readAll();
}

} // namespace

class TestBenchProtocolReader : public QObject
{
    Q_OBJECT

private slots:
    void recordedRuns_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("runner");
        QTest::addColumn<QStringList>("modes");
        QTest::addColumn<QStringList>("notCapturable");
        QTest::newRow("cga-bench tiny") << "cga-bench-tiny-h200.jsonl"
                                        << "cga-bench"
                                        << QStringList{"eager",           "attn",           "attn+mlp",
                                                       "attn+moe_router", "moe_preprocess", "full_iteration"}
                                        << QStringList{"moe_preprocess", "full_iteration"};
        QTest::newRow("cga-bench gpt-h1024 calibrated")
            << "cga-bench-gpt-h1024-calibrated-h200.jsonl"
            << "cga-bench" << QStringList{"eager", "attn", "attn+mlp", "full_iteration"} << QStringList{};
        QTest::newRow("torch runner") << "torch-runner-tiny-h200.jsonl"
                                      << "torch" << QStringList{"eager", "attn", "full_iteration"} << QStringList{};
    }
    void recordedRuns()
    {
        QFETCH(QString, file);
        QFETCH(QString, runner);
        QFETCH(QStringList, modes);
        QFETCH(QStringList, notCapturable);
        QStringList problems;
        const BenchmarkResult r = BenchProtocolReader::parse(recorded(file), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QVERIFY(r.complete);
        QVERIFY(r.errorCode.isEmpty());
        QCOMPARE(r.environment.runner, runner);
        QCOMPARE(r.environment.gpuName, QStringLiteral("NVIDIA H200"));
        QCOMPARE(r.environment.smCount, 132);
        QVERIFY(!r.environment.command.isEmpty());
        QVERIFY(!r.environment.workload.isEmpty());
        QCOMPARE(r.modeNames(), modes);
        for (const QString& m : modes) {
            const ModeInfo* info = r.mode(m);
            QVERIFY(info);
            QCOMPARE(info->capturable, !notCapturable.contains(m));
            if (info->capturable) {
                QVERIFY2(r.steadyWallMs(m).size() >= 5, qPrintable(m));
                if (info->graphed)
                    QVERIFY(std::isfinite(info->captureMs));
            } else {
                QVERIFY(info->captureError.contains(QLatin1String("cudaErrorStreamCaptureUnsupported")));
                QVERIFY(r.steadyWallMs(m).isEmpty());
            }
        }
        if (runner == QLatin1String("cga-bench"))
            QVERIFY(r.environment.driverVersion.contains(QLatin1String("580.159.04")));
    }

    // The runner's own summary and cga's statistics agree: same algorithm, same generator and seed.
    void summaryMatchesOurStatistics_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("cga-bench") << "cga-bench-gpt-h1024-calibrated-h200.jsonl";
        QTest::newRow("torch runner") << "torch-runner-tiny-h200.jsonl";
    }
    void summaryMatchesOurStatistics()
    {
        QFETCH(QString, file);
        BenchProtocolReader reader;
        reader.feed(recorded(file));
        reader.finish();
        const QJsonArray comparisons = reader.summaryEvent().value(QStringLiteral("comparisons")).toArray();
        const QList<SpeedupEstimate> ours = Statistics::compareAll(reader.result());
        QCOMPARE(ours.size(), comparisons.size());
        for (int i = 0; i < ours.size(); ++i) {
            const QJsonObject c = comparisons.at(i).toObject();
            QCOMPARE(ours[i].mode, c.value(QStringLiteral("mode")).toString());
            QVERIFY(close(ours[i].speedup, c.value(QStringLiteral("speedup")).toDouble()));
            QVERIFY(close(ours[i].ciLow, c.value(QStringLiteral("ci_low")).toDouble()));
            QVERIFY(close(ours[i].ciHigh, c.value(QStringLiteral("ci_high")).toDouble()));
            QCOMPARE(Statistics::verdictName(ours[i].verdict), c.value(QStringLiteral("verdict")).toString());
        }
    }

    void chunkingDoesNotMatter_data()
    {
        QTest::addColumn<int>("chunk");
        QTest::newRow("byte by byte") << 1;
        QTest::newRow("7 bytes") << 7;
        QTest::newRow("4 KiB") << 4096;
    }
    void chunkingDoesNotMatter()
    {
        QFETCH(int, chunk);
        const QByteArray all = recorded(QStringLiteral("cga-bench-gpt-h1024-calibrated-h200.jsonl"));
        const BenchmarkResult whole = BenchProtocolReader::parse(all);
        BenchProtocolReader reader;
        for (qsizetype i = 0; i < all.size(); i += chunk)
            reader.feed(all.mid(i, chunk));
        reader.finish();
        QCOMPARE(reader.result().toJson(), whole.toJson());
    }

    void garbageIsReportedNotFatal()
    {
        const QByteArray all = recorded(QStringLiteral("cga-bench-gpt-h1024-calibrated-h200.jsonl"));
        QByteArray mixed = "nvidia driver banner\n" + all;
        mixed.insert(mixed.indexOf("{\"event\":\"sample\""), "{broken json\n\n[1,2]\n{\"no_event\":1}\n");
        BenchProtocolReader reader;
        reader.feed(mixed);
        reader.finish();
        QCOMPARE(reader.garbageLines(), 4);
        QVERIFY(reader.result().complete);
        QCOMPARE(reader.result().samples.size(), BenchProtocolReader::parse(all).samples.size());
        QVERIFY(reader.result().warnings.join(QLatin1Char('\n')).contains(QLatin1String("nvidia driver banner")));
    }

    void truncatedOutputKeepsWhatWasMeasured()
    {
        const QByteArray all = recorded(QStringLiteral("cga-bench-gpt-h1024-calibrated-h200.jsonl"));
        const qsizetype cut = all.indexOf("{\"event\":\"summary\"") + 40;
        BenchProtocolReader reader;
        reader.feed(all.left(cut));
        reader.finish();
        QVERIFY(reader.truncated());
        QVERIFY(!reader.sawSummary());
        QVERIFY(!reader.result().complete);
        QVERIFY(reader.result().samples.size() > 20);
        QVERIFY(reader.problems().join(QString()).contains(QLatin1String("middle of a line")));
    }

    void lastLineWithoutNewlineIsRead()
    {
        BenchProtocolReader reader;
        reader.feed("{\"event\":\"start\",\"protocol\":1,\"runner\":\"x\"}\n{\"event\":\"summary\",\"exit_code\":0}");
        reader.finish();
        QVERIFY(reader.sawSummary());
        QVERIFY(!reader.truncated());
        QCOMPARE(reader.exitCodeReported(), 0);
    }

    // A calibrated summary says what the fit was made on: the measured steps, the launches, the GPU-time scale.
    void calibrationIsNamedInTheOverheadSetting()
    {
        BenchProtocolReader reader;
        reader.feed("{\"event\":\"start\",\"protocol\":1,\"runner\":\"cga-bench\"}\n"
                    "{\"event\":\"summary\",\"exit_code\":0,\"overhead\":{\"preset\":\"calibrated\",\"us_per_op\":45.6,"
                    "\"calibration\":{\"eager_ms\":28.9,\"replay_ms\":4.86,\"launches\":585,\"fitted_on\":"
                    "{\"launches\":585},\"gpu_scale\":1.25}}}\n");
        reader.finish();
        const QString setting = reader.result().environment.overheadSetting;
        QVERIFY2(setting.contains(QLatin1String("28.9 ms eager, 4.86 ms replay, 585 launches; GPU time x 1.250")),
                 qPrintable(setting));
    }

    // The host cost per graph replay, preset or fitted on a per-layer graph step, is part of the setting too.
    void graphReplayCostIsNamed()
    {
        BenchProtocolReader reader;
        reader.feed("{\"event\":\"start\",\"protocol\":1,\"runner\":\"cga-bench\"}\n"
                    "{\"event\":\"summary\",\"exit_code\":0,\"overhead\":{\"preset\":\"calibrated\",\"us_per_op\":45.6,"
                    "\"us_per_graph\":313.3,\"calibration\":{\"eager_ms\":28.9,\"replay_ms\":4.86,\"fitted_on\":"
                    "{\"launches\":585,\"layer_ms\":10.2}}}}\n");
        reader.finish();
        const QString setting = reader.result().environment.overheadSetting;
        QVERIFY2(setting.contains(QLatin1String("45.60 us per op, 313.3 us per graph replay")), qPrintable(setting));
        QVERIFY2(setting.contains(QLatin1String("585 launches, 10.2 ms per-layer graph step")), qPrintable(setting));
    }

    void unknownEventsAndFieldsAndNewerProtocol()
    {
        BenchProtocolReader reader;
        reader.feed("{\"event\":\"start\",\"protocol\":3,\"runner\":\"future\",\"hologram\":{\"x\":1},"
                    "\"environment\":{\"gpu_name\":\"G\",\"quantum\":true}}\n"
                    "{\"event\":\"telemetry\",\"watts\":700}\n"
                    "{\"event\":\"sample\",\"mode\":\"eager\",\"phase\":\"steady\",\"iteration\":1,\"wall_ms\":2.5,"
                    "\"joules\":9}\n"
                    "{\"event\":\"sample\",\"mode\":\"eager\",\"phase\":\"teleport\",\"iteration\":2,\"wall_ms\":2}\n");
        reader.finish();
        QCOMPARE(reader.protocolVersion(), 3);
        QCOMPARE(reader.garbageLines(), 0);
        QCOMPARE(reader.result().environment.gpuName, QStringLiteral("G"));
        QCOMPARE(reader.result().samples.size(), 1);
        QCOMPARE(reader.result().samples.first().wallMs, 2.5);
        const QString problems = reader.problems().join(QLatin1Char('\n'));
        QVERIFY(problems.contains(QLatin1String("protocol version 3")));
        QVERIFY(problems.contains(QLatin1String("teleport")));
    }

    void firstFatalErrorIsTheCause()
    {
        BenchProtocolReader reader;
        reader.feed("{\"event\":\"error\",\"code\":\"oom\",\"message\":\"out of memory\",\"fatal\":true}\n"
                    "{\"event\":\"error\",\"code\":\"cuda_error\",\"message\":\"later\",\"fatal\":true}\n"
                    "{\"event\":\"summary\",\"complete\":false,\"exit_code\":4}\n");
        reader.finish();
        QCOMPARE(reader.result().errorCode, QStringLiteral("oom"));
        QCOMPARE(reader.result().error, QStringLiteral("out of memory"));
        QVERIFY(!reader.result().complete);
        QCOMPARE(reader.exitCodeReported(), 4);
    }

    void interruptedRunKeepsItsSamples()
    {
        // The PyTorch runner, sent SIGTERM after 12 s: it wrote its summary and exited 6.
        BenchProtocolReader reader;
        reader.feed(recorded(QStringLiteral("torch-runner-cancelled-h200.jsonl")));
        reader.finish();
        const BenchmarkResult& r = reader.result();
        QCOMPARE(reader.exitCodeReported(), 6);
        QVERIFY(!r.complete);
        QCOMPARE(r.errorCode, QStringLiteral("interrupted"));
        QCOMPARE(r.stopReason, QStringLiteral("interrupted"));
        QVERIFY(r.steadyWallMs(QStringLiteral("eager")).size() > 10);
        QVERIFY(r.steadyWallMs(QStringLiteral("attn")).size() > 10);
    }

    // The Megatron-Core runner's MoE run on the H200: Megatron made no graph for the MoE scopes (its no_graphs
    // warning), so those modes are the eager step twice, and stay so through a saved result.
    void modesWithoutGraphsAreKnown()
    {
        const BenchmarkResult r
            = BenchProtocolReader::parse(recorded(QStringLiteral("mcore-runner-moe-h1024-h200.jsonl")));
        QVERIFY(r.mode(QStringLiteral("local:moe_router")) && r.mode(QStringLiteral("local:moe_router"))->noGraphs);
        QVERIFY(r.mode(QStringLiteral("local:moe_router+moe_preprocess"))->noGraphs);
        QVERIFY(!r.mode(QStringLiteral("eager"))->noGraphs);
        QVERIFY(!r.mode(QStringLiteral("local"))->noGraphs); // not capturable, which is another thing
        for (const SpeedupEstimate& e : Statistics::compareAll(r)) {
            QVERIFY(e.noGraphs);
            QCOMPARE(e.verdict, Verdict::NoSignificantDifference);
        }
        BenchmarkResult back;
        QString error;
        QVERIFY(BenchmarkResult::fromJson(r.toJson(), &back, &error));
        QVERIFY(back.mode(QStringLiteral("local:moe_router"))->noGraphs);
        QVERIFY(!back.mode(QStringLiteral("eager"))->noGraphs);

        BenchProtocolReader summaryOnly; // a runner that says it in the summary's mode object only
        summaryOnly.feed("{\"event\":\"summary\",\"exit_code\":0,\"modes\":[{\"mode\":\"moe_router\","
                         "\"no_graphs\":true},{\"mode\":\"attn\",\"no_graphs\":false}]}\n");
        summaryOnly.finish();
        QVERIFY(summaryOnly.result().mode(QStringLiteral("moe_router"))->noGraphs);
        QVERIFY(!summaryOnly.result().mode(QStringLiteral("attn"))->noGraphs);
    }

    void resultSurvivesTheJsonRoundTrip()
    {
        const BenchmarkResult r = BenchProtocolReader::parse(recorded(QStringLiteral("cga-bench-tiny-h200.jsonl")));
        BenchmarkResult back;
        QString error;
        QVERIFY(BenchmarkResult::fromJson(r.toJson(), &back, &error));
        QCOMPARE(back.toJson(), r.toJson());
        QVERIFY(back.samples.first().steps >= 1);
        QVERIFY(std::isfinite(back.firstCallMs));
    }
};

QTEST_GUILESS_MAIN(TestBenchProtocolReader)
#include "tst_benchprotocolreader.moc"
