// ResultReport and ReportInput: the numbers `cga report` prints, from result files and training logs.
#include "report/resultreport.h"
#include "support/megatronlogwriter.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;
using cga::test::MegatronLogWriter;

namespace {

BenchmarkResult benchmark(const QString& graphMode, double eagerMs, double graphMs)
{
    BenchmarkResult r;
    r.environment.runner = QStringLiteral("cga-bench");
    r.complete = true;
    ModeInfo& e = r.ensureMode(QStringLiteral("eager"));
    e.graphed = false;
    ModeInfo& g = r.ensureMode(graphMode);
    g.captureMs = 20.0;
    g.instantiateMs = 4.0;
    g.uploadMs = 1.0;
    for (int i = 1; i <= 5; ++i) {
        r.samples << Sample{QStringLiteral("eager"), RunPhase::Steady, i, eagerMs + i, kNaN, kNaN, -1};
        r.samples << Sample{graphMode, RunPhase::Steady, i, graphMs + i, kNaN, kNaN, -1};
    }
    r.samples << Sample{graphMode, RunPhase::Capture, 0, 30.0, kNaN, kNaN, -1};
    return r;
}

ReportInput input(const QString& path, const BenchmarkResult& r)
{
    ReportInput in;
    in.path = path;
    in.kind = ReportInput::Kind::ResultJson;
    in.result = r;
    return in;
}

} // namespace

class TestResultReport : public QObject
{
    Q_OBJECT

private slots:
    void statisticsAndSpeedupOfAResult()
    {
        const ResultReport rep = ResultReport::build({input(QStringLiteral("a.json"), benchmark("attn", 20, 6))});
        QCOMPARE(rep.modes.size(), 2);
        const ModeReport* attn = rep.mode(QStringLiteral("attn"));
        QVERIFY(attn);
        QCOMPARE(attn->steady().count, 5);
        QCOMPARE(attn->steady().median, 9.0);
        QCOMPARE(attn->steady().q1, 8.0);
        QCOMPARE(attn->steady().q3, 10.0);
        QCOMPARE(attn->steady().iqr(), 2.0);
        QCOMPARE(attn->captureMs, 25.0); // capture + instantiate + upload
        QCOMPARE(rep.speedups.size(), 1);
        QCOMPARE(rep.speedups[0].eagerMode, QStringLiteral("eager"));
        QCOMPARE(rep.speedups[0].speedup, 23.0 / 9.0);
        QCOMPARE(rep.speedups[0].breakEvenIterations, 25.0 / 14.0);
        QCOMPARE(rep.speedups[0].verdict, Verdict::Faster);
        QVERIFY(rep.speedups[0].ciLow <= rep.speedups[0].speedup && rep.speedups[0].speedup <= rep.speedups[0].ciHigh);
        QCOMPARE(rep.speedups[0].toJson().value(QStringLiteral("verdict")).toString(), QStringLiteral("faster"));
    }

    void overlappingArmsAreNoWinner()
    {
        const ResultReport rep = ResultReport::build({input(QStringLiteral("a.json"), benchmark("attn", 10, 9.5))});
        QCOMPARE(rep.speedups.size(), 1);
        QCOMPARE(rep.speedups[0].verdict, Verdict::NoSignificantDifference);
    }

    // A 1 GB log has hundreds of thousands of steady iterations: the bootstrap runs on a subset, the medians do not.
    void largeArmsStayQuick()
    {
        BenchmarkResult r;
        r.ensureMode(QStringLiteral("eager")).graphed = false;
        r.ensureMode(QStringLiteral("attn"));
        for (int i = 0; i < 300000; ++i) {
            r.samples << Sample{QStringLiteral("eager"), RunPhase::Steady, i, 10.0 + (i % 11), kNaN, kNaN, -1};
            r.samples << Sample{QStringLiteral("attn"), RunPhase::Steady, i, 6.0 + (i % 7), kNaN, kNaN, -1};
        }
        QElapsedTimer t;
        t.start();
        const ResultReport rep = ResultReport::build({input(QStringLiteral("big.json"), r)});
        QVERIFY2(t.elapsed() < 60000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(rep.speedups[0].speedup, 15.0 / 9.0);
        QCOMPARE(rep.speedups[0].verdict, Verdict::Faster);
    }

    void modeNamesStayUniqueAndBaselinesStayInTheirFile()
    {
        const ResultReport rep = ResultReport::build({input(QStringLiteral("a.json"), benchmark("attn", 10, 6)),
                                                      input(QStringLiteral("b.json"), benchmark("attn", 20, 19))});
        QCOMPARE(rep.combined.modeNames(), (QStringList{"eager", "attn", "eager (2)", "attn (2)"}));
        QCOMPARE(rep.speedups.size(), 2);
        QCOMPARE(rep.speedups[1].graphMode, QStringLiteral("attn (2)"));
        QCOMPARE(rep.speedups[1].eagerMode, QStringLiteral("eager (2)"));
        QCOMPARE(rep.combined.samples.size(), 22);
        QVERIFY(rep.combined.samplesCsv().contains(QLatin1String("attn (2),steady,1,20,,,")));
    }

    void noSpeedupWithoutAnEagerBaseline()
    {
        BenchmarkResult r = benchmark("attn", 10, 6);
        r.samples.erase(std::remove_if(r.samples.begin(), r.samples.end(),
                                       [](const Sample& s) { return s.mode == QLatin1String("eager"); }),
                        r.samples.end());
        const ResultReport rep = ResultReport::build({input(QStringLiteral("a.json"), r)});
        QVERIFY(rep.speedups.isEmpty());
    }

    void logsAndResultFilesTogether()
    {
        QTemporaryDir dir;
        MegatronLogWriter w;
        w.trainIters = 20;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 20, 1450, 8300, 1190);
        const QString logPath = dir.filePath(QStringLiteral("te.log"));
        QFile log(logPath);
        QVERIFY(log.open(QIODevice::WriteOnly));
        log.write(w.text);
        log.close();
        const QString jsonPath = dir.filePath(QStringLiteral("bench.json"));
        QFile json(jsonPath);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(QJsonDocument(benchmark("attn", 10, 6).toJson()).toJson());
        json.close();

        ReportInput a, b;
        QString error;
        QVERIFY2(ReportInput::load(logPath, {}, &a, &error), qPrintable(error));
        QVERIFY2(ReportInput::load(jsonPath, {}, &b, &error), qPrintable(error));
        QCOMPARE(a.kind, ReportInput::Kind::TrainingLog);
        QCOMPARE(b.kind, ReportInput::Kind::ResultJson);
        QCOMPARE(a.runs.size(), 1);
        const ResultReport rep = ResultReport::build({a, b});
        const ModeReport* te = rep.mode(QStringLiteral("te.log"));
        QVERIFY(te);
        QCOMPARE(te->impl, QStringLiteral("transformer_engine"));
        QCOMPARE(te->captureMs, 6900.0);
        QCOMPARE(te->captureIterationMs, 8300.5);
        // The log has no eager run: its baseline is the eager mode of the other file.
        QCOMPARE(rep.speedups.size(), 2);
        QCOMPARE(rep.speedups[0].graphMode, QStringLiteral("te.log"));
        QCOMPARE(rep.speedups[0].eagerMode, QStringLiteral("eager"));
        const QJsonObject o = rep.toJson();
        QCOMPARE(o.value(QStringLiteral("inputs")).toArray().size(), 2);
        QCOMPARE(o.value(QStringLiteral("runs")).toArray().size(), 1);
    }

    void unreadableInputs_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("broken json") << QByteArray("{\n\"schema\": \"cga-benchmark-result\",\n  ]\n}")
                                     << QStringLiteral("input.json:3: not valid JSON");
        QTest::newRow("other json") << QByteArray("{\"schema\": \"x\"}") << QStringLiteral("not a benchmark result");
        QTest::newRow("runner lines without a start")
            << QByteArray("{\"event\":\"progress\",\"t\":1,\"fraction\":0.5}\n{\"event\":\"summary\",\"t\":2}\n")
            << QStringLiteral("without a start event");
        QTest::newRow("future version") << QByteArray("{\"schema\": \"cga-benchmark-result\", \"version\": 99}")
                                        << QStringLiteral("unsupported result version 99");
    }

    void unreadableInputs()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("input.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
        f.close();
        ReportInput in;
        QString error;
        QVERIFY(!ReportInput::load(path, {}, &in, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!ReportInput::load(dir.filePath(QStringLiteral("missing.log")), {}, &in, &error));
        QVERIFY(error.contains(QLatin1String("missing.log")));
    }

    // A runner's output saved as is (cga-bench > run.jsonl) is a result too: the recorded H200 run of the
    // calibrated gpt-h1024 workload.
    void recordedRunnerOutputIsAResult()
    {
        const QString path = QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-gpt-h1024-calibrated-h200.jsonl");
        ReportInput in;
        QString error;
        QVERIFY2(ReportInput::load(path, {}, &in, &error), qPrintable(error));
        QCOMPARE(in.kind, ReportInput::Kind::ResultJson);
        QVERIFY(in.result.environment.gpuName.contains(QLatin1String("H200")));
        QVERIFY(in.result.mode(QStringLiteral("eager")));
        const ResultReport rep = ResultReport::build({in});
        QVERIFY(!rep.speedups.isEmpty());
        for (const SpeedupReport& s : rep.speedups)
            QVERIFY2(s.speedup > 1.0, qPrintable(s.graphMode)); // graphs beat eager on this small shape
    }

    // Megatron-Core's MoE run on the H200: the MoE scopes made no graph under the local implementation. The report
    // compares them with eager as the same step (never faster or slower, never paid back) and says so in its JSON;
    // a mode that did make graphs keeps its own verdict.
    void modesWithoutGraphsAreTheEagerStep()
    {
        ReportInput moe;
        QString error;
        QVERIFY2(ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-moe-h1024-h200.jsonl"), {},
                                   &moe, &error),
                 qPrintable(error));
        BenchmarkResult graphed = benchmark(QStringLiteral("attn"), 20.0, 5.0);
        const ResultReport rep = ResultReport::build({moe, input(QStringLiteral("dense.json"), graphed)});
        int withoutGraphs = 0;
        for (const SpeedupReport& s : rep.speedups) {
            const bool expected = s.graphMode.startsWith(QLatin1String("local:moe_router"));
            QCOMPARE(s.noGraphs, expected);
            QCOMPARE(s.toJson().value(QStringLiteral("no_graphs")).toBool(), expected);
            if (expected) {
                ++withoutGraphs;
                QCOMPARE(s.verdict, Verdict::NoSignificantDifference);
                QVERIFY(std::isnan(s.breakEvenIterations));
                QVERIFY(std::isfinite(s.speedup));
            } else {
                QCOMPARE(s.verdict, Verdict::Faster);
            }
        }
        QCOMPARE(withoutGraphs, 2);
        QVERIFY(rep.mode(QStringLiteral("local:moe_router"))->noGraphs);
        QVERIFY(!rep.mode(QStringLiteral("attn"))->noGraphs);
    }

    // The three runners' results (recorded on an H200, saved as the runners wrote them, and one saved by cga as
    // JSON) load, chart and compare in the same report: each graph mode against the eager step of its own run,
    // the modes named after their runner where names repeat, Megatron-Core's own capture facts kept.
    void threeRunnersSideBySide()
    {
        QTemporaryDir dir;
        QList<ReportInput> inputs;
        for (const char* name :
             {"cga-bench-tiny-h200.jsonl", "torch-runner-tiny-h200.jsonl", "mcore-runner-gpt-h1024-h200.jsonl"}) {
            ReportInput in;
            QString error;
            QVERIFY2(
                ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/") + QLatin1String(name), {}, &in, &error),
                qPrintable(error));
            inputs << in;
        }
        // cga keeps finished runs as JSON (the Benchmark page, cga bench -o): the Megatron-Core run saved and read
        // back.
        const QString saved = dir.filePath(QStringLiteral("mcore.json"));
        QFile f(saved);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(inputs[2].result.toJson()).toJson());
        f.close();
        ReportInput back;
        QString error;
        QVERIFY2(ReportInput::load(saved, {}, &back, &error), qPrintable(error));
        QCOMPARE(back.result.environment.runner, QStringLiteral("mcore"));
        QCOMPARE(back.result.steadyWallMs(QStringLiteral("local")), inputs[2].result.steadyWallMs("local"));
        QCOMPARE(back.result.mode(QStringLiteral("local"))->graphsPerStep, 16);

        const ResultReport rep = ResultReport::build(inputs);
        QVERIFY2(rep.errors.isEmpty(), qPrintable(rep.errors.join('\n')));
        const QStringList names = rep.combined.modeNames();
        for (const char* mode : {"eager", "eager (torch)", "eager (mcore)", "local", "full_iteration (mcore)"})
            QVERIFY2(names.contains(QLatin1String(mode)), qPrintable(names.join(", ")));
        QStringList baselines;
        for (const SpeedupReport& s : rep.speedups) {
            if (s.graphMode == QLatin1String("local") || s.graphMode == QLatin1String("full_iteration (mcore)"))
                QCOMPARE(s.eagerMode, QStringLiteral("eager (mcore)"));
            if (s.graphMode == QLatin1String("attn (torch)"))
                QCOMPARE(s.eagerMode, QStringLiteral("eager (torch)"));
            QVERIFY2(std::isfinite(s.speedup), qPrintable(s.graphMode));
            baselines << s.eagerMode;
        }
        QVERIFY(baselines.contains(QStringLiteral("eager")));
        QVERIFY(baselines.contains(QStringLiteral("eager (torch)")));
        QVERIFY(baselines.contains(QStringLiteral("eager (mcore)")));
        const ModeReport* local = rep.mode(QStringLiteral("local"));
        QVERIFY(local && std::isfinite(local->captureMs) && local->steady().count > 0);
        QVERIFY(inputs[2].result.environment.runtimeVersion.contains(QLatin1String("Megatron-Core 0.20")));
        QVERIFY(inputs[2].result.environment.overheadSetting.contains(QLatin1String("Megatron-Core itself")));
    }
};

QTEST_GUILESS_MAIN(TestResultReport)
#include "tst_resultreport.moc"
