// IterationClassifier and TrainingLogResult: eager / capture / replay per spec e.5, the run summary and the
// BenchmarkResult a training log becomes.
#include "log/iterationclassifier.h"
#include "log/traininglogparser.h"
#include "log/traininglogresult.h"
#include "support/megatronlogwriter.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <limits>

using namespace cga;
using cga::test::MegatronLogWriter;

namespace {

struct RunSpec
{
    QString impl; // printed cuda_graph_impl; "" prints nothing
    int printedWarmup = -1;
    int printedLogInterval = -1;
    QString messages; // "te", "full", "te-none" (no graphable layers), "" none
    int captureBefore = -1; // the capture message comes before this iteration
    int first = 1;
    int last = 10;
    int step = 1; // log interval of the lines
    int spikeAt = -1; // iteration with capture-like time
    qint64 resumedAt = -1;
};

QByteArray makeLog(const RunSpec& spec)
{
    MegatronLogWriter w;
    w.prefix = MegatronLogWriter::Prefix::Torchrun;
    w.trainIters = spec.last;
    if (!spec.impl.isEmpty())
        w.line(QStringLiteral("  cuda_graph_impl: %1").arg(spec.impl), 0);
    if (spec.printedWarmup >= 0)
        w.line(QStringLiteral("  cuda_graph_warmup_steps: %1").arg(spec.printedWarmup), 0);
    if (spec.printedLogInterval >= 0)
        w.line(QStringLiteral("  log_interval: %1").arg(spec.printedLogInterval), 0);
    if (spec.resumedAt >= 0)
        w.line(QStringLiteral("  successfully loaded checkpoint from /ckpt [ t 1/1, p 1/1 ] at iteration %1")
                   .arg(spec.resumedAt),
               0);
    if (spec.messages == QLatin1String("te"))
        w.teGraphable(0, 12);
    if (spec.messages == QLatin1String("te-none"))
        w.info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
               QStringLiteral("TECudaGraphHelper: No graphable layers found. Skipping CUDA graph capture."), 0);
    for (int it = spec.first; it <= spec.last; it += spec.step) {
        if (spec.captureBefore >= 0 && it >= spec.captureBefore && it - spec.step < spec.captureBefore) {
            if (spec.messages == QLatin1String("te"))
                w.teCapture(6.5);
            else if (spec.messages == QLatin1String("full")) {
                w.fullCaptureStart(0);
                w.fullCaptureDone(0);
            }
        }
        const double ms = it == spec.spikeAt ? 9000.0 : (it == spec.first ? 5000.0 : 1000.0 + (it % 2));
        w.iteration(it, ms);
    }
    return w.text;
}

// One letter per logged line: F first call, W warmup, C capture, S steady; lower case when the interval is mixed.
QString phases(const RunSummary& s)
{
    QString out;
    for (const ClassifiedIteration& c : s.iterations) {
        QChar ch = QLatin1Char('?');
        switch (c.phase) {
        case RunPhase::FirstCall:
            ch = QLatin1Char('F');
            break;
        case RunPhase::Warmup:
            ch = QLatin1Char('W');
            break;
        case RunPhase::Capture:
            ch = QLatin1Char('C');
            break;
        case RunPhase::Steady:
            ch = QLatin1Char('S');
            break;
        default:
            break;
        }
        out += c.mixed ? ch.toLower() : ch;
    }
    return out;
}

RunSummary classifyText(const QByteArray& text, const ClassifierOptions& options = {})
{
    const TrainingLog log = TrainingLogParser::parseText(text, QStringLiteral("run.log"));
    if (log.runs.isEmpty())
        return RunSummary();
    return IterationClassifier::classify(log.runs[0], options, QStringLiteral("run.log"), QStringLiteral("run.log"));
}

bool anyWarningContains(const RunSummary& s, const QString& part)
{
    for (const QString& w : s.warnings)
        if (w.contains(part))
            return true;
    return false;
}

} // namespace

Q_DECLARE_METATYPE(RunSpec)

class TestIterationClassifier : public QObject
{
    Q_OBJECT

private slots:
    void classify_data()
    {
        QTest::addColumn<RunSpec>("spec");
        QTest::addColumn<int>("optionWarmup");
        QTest::addColumn<QString>("optionImpl");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("impl");
        QTest::addColumn<int>("warmup");
        QTest::addColumn<qint64>("captureIteration");

        RunSpec te{QStringLiteral("transformer_engine"), 3, 1, QStringLiteral("te"), 4};
        QTest::newRow("TE, W=3") << te << -1 << QString() << "FWWCSSSSSS"
                                 << "transformer_engine" << 3 << qint64(4);

        RunSpec full{QStringLiteral("full_iteration"), 3, 1, QStringLiteral("full"), 4};
        QTest::newRow("full_iteration, W=3") << full << -1 << QString() << "FWWCSSSSSS"
                                             << "full_iteration" << 3 << qint64(4);

        RunSpec w0 = te;
        w0.printedWarmup = 0;
        w0.captureBefore = 1;
        QTest::newRow("TE, W=0: capture before iteration 1") << w0 << -1 << QString() << "CSSSSSSSSS"
                                                             << "transformer_engine" << 0 << qint64(1);

        RunSpec w1 = te;
        w1.printedWarmup = 1;
        w1.captureBefore = 2;
        QTest::newRow("TE, W=1") << w1 << -1 << QString() << "FCSSSSSSSS"
                                 << "transformer_engine" << 1 << qint64(2);

        RunSpec observed = te;
        observed.printedWarmup = -1;
        observed.captureBefore = 3;
        QTest::newRow("W from the capture position") << observed << -1 << QString() << "FWCSSSSSSS"
                                                     << "transformer_engine" << 2 << qint64(3);

        RunSpec none{QStringLiteral("none"), 3, 1, QString()};
        QTest::newRow("eager, printed none") << none << -1 << QString() << "FSSSSSSSSS"
                                             << "none" << 3 << qint64(-1);

        RunSpec bare;
        QTest::newRow("eager, nothing printed") << bare << -1 << QString() << "FSSSSSSSSS"
                                                << "none" << 3 << qint64(-1);

        RunSpec li5 = te;
        li5.printedLogInterval = 5;
        li5.first = 5;
        li5.last = 20;
        li5.step = 5;
        QTest::newRow("log_interval 5: the first interval holds the capture") << li5 << -1 << QString() << "cSSS"
                                                                              << "transformer_engine" << 3 << qint64(5);

        RunSpec li2 = te;
        li2.printedLogInterval = 2;
        li2.first = 2;
        li2.last = 10;
        li2.step = 2;
        QTest::newRow("log_interval 2, W=3") << li2 << -1 << QString() << "fcSSS"
                                             << "transformer_engine" << 3 << qint64(4);

        RunSpec li2w4 = li2;
        li2w4.printedWarmup = 4;
        li2w4.captureBefore = 5;
        QTest::newRow("log_interval 2, W=4") << li2w4 << -1 << QString() << "fWcSS"
                                             << "transformer_engine" << 4 << qint64(6);

        RunSpec inferredInterval = li2;
        inferredInterval.printedLogInterval = -1;
        QTest::newRow("log_interval from the spacing") << inferredInterval << -1 << QString() << "fcSSS"
                                                       << "transformer_engine" << 3 << qint64(4);

        RunSpec resumed = te;
        resumed.resumedAt = 100;
        resumed.first = 101;
        resumed.last = 110;
        resumed.captureBefore = 104;
        QTest::newRow("resumed at 100") << resumed << -1 << QString() << "FWWCSSSSSS"
                                        << "transformer_engine" << 3 << qint64(104);

        QTest::newRow("option: eager overrides the messages") << te << -1 << QStringLiteral("eager") << "FSSSSSSSSS"
                                                              << "none" << 3 << qint64(-1);
        QTest::newRow("option: W=2 overrides the printed W") << te << 2 << QString() << "FWCSSSSSSS"
                                                             << "transformer_engine" << 2 << qint64(3);

        RunSpec noLayers{QStringLiteral("transformer_engine"), 3, 1, QStringLiteral("te-none")};
        QTest::newRow("TE found no graphable layer: eager") << noLayers << -1 << QString() << "FSSSSSSSSS"
                                                            << "transformer_engine" << 3 << qint64(-1);

        RunSpec printedOnly{QStringLiteral("transformer_engine"), 3, 1, QString()};
        QTest::newRow("printed TE without messages") << printedOnly << -1 << QString() << "FWWCSSSSSS"
                                                     << "transformer_engine" << 3 << qint64(4);

        RunSpec spike;
        spike.spikeAt = 4;
        QTest::newRow("capture-shaped spike at W+1") << spike << -1 << QString() << "FWWCSSSSSS"
                                                     << "" << 3 << qint64(4);

        RunSpec lateSpike;
        lateSpike.spikeAt = 7;
        QTest::newRow("spike elsewhere stays eager") << lateSpike << -1 << QString() << "FSSSSSSSSS"
                                                     << "none" << 3 << qint64(-1);
    }

    void classify()
    {
        QFETCH(RunSpec, spec);
        QFETCH(int, optionWarmup);
        QFETCH(QString, optionImpl);
        ClassifierOptions options;
        options.warmupSteps = optionWarmup;
        options.impl = optionImpl;
        const RunSummary s = classifyText(makeLog(spec), options);
        QTEST(phases(s), "expected");
        QTEST(s.impl, "impl");
        QTEST(s.warmupSteps, "warmup");
        QTEST(s.captureIteration, "captureIteration");
    }

    void summaryOfAGraphRun()
    {
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix::Torchrun;
        w.trainIters = 30;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 30, 1450, 8300, 1190);
        const RunSummary s = classifyText(w.text);
        QVERIFY(s.graphed);
        QCOMPARE(s.implSource, FactSource::Messages);
        QCOMPARE(s.warmupSource, FactSource::Printed);
        QCOMPARE(s.captureSeconds, 6.9);
        QCOMPARE(s.captureIteration, qint64(4));
        QCOMPARE(s.stats(RunPhase::FirstCall).count, 1);
        QCOMPARE(s.stats(RunPhase::Warmup).count, 2);
        QCOMPARE(s.stats(RunPhase::Capture).count, 1);
        QCOMPARE(s.stats(RunPhase::Steady).count, 26);
        QCOMPARE(s.stats(RunPhase::Steady).median, 1190.5);
        QCOMPARE(s.captureIterationMs, 8300.5);
        QCOMPARE(s.captureOverheadMs, 8300.5 - 1190.5);
        QCOMPARE(s.graphableLayers.size(), 2);
        QCOMPARE(s.graphableLayers.value(4), 16);
        QCOMPARE(s.maxReservedBytesBeforeCapture, 62.5e9); // iteration 2, before the capture at 4
        QCOMPARE(s.maxAllocatedBytesBeforeCapture, 43.2e9);
        QCOMPARE(s.memoryAfterIteration, qint64(2));
        QVERIFY(s.complete());
        QVERIFY(anyWarningContains(s, QStringLiteral("Iteration 4 includes the graph capture (6.90 s printed)")));
    }

    void warnings()
    {
        RunSpec li5{QStringLiteral("transformer_engine"), 3, 5, QStringLiteral("te"), 4, 5, 20, 5};
        RunSummary s = classifyText(makeLog(li5));
        QVERIFY(anyWarningContains(s, QStringLiteral("log_interval is 5")));
        QCOMPARE(s.logIntervalSource, FactSource::Printed);

        MegatronLogWriter w;
        w.teGraphable(0, 16);
        w.teGraphable(4, 0);
        for (int it = 1; it <= 3; ++it)
            w.iteration(it, 100, QStringLiteral("nan"), 99999.0, 0, 1);
        s = classifyText(w.text);
        QVERIFY(anyWarningContains(s, QStringLiteral("Rank 4 reports 0 graphable layers")));
        QVERIFY(anyWarningContains(s, QStringLiteral("implausibly high (99999.0 TFLOP/s/GPU")));
        QVERIFY(anyWarningContains(s, QStringLiteral("3 NaN iteration(s) and 3 non-finite grad norm(s)")));
        QVERIFY(anyWarningContains(s, QStringLiteral("The log ends at iteration 3 of 100")));
        QVERIFY(anyWarningContains(s, QStringLiteral("Only 0 steady-state line(s)")));

        RunSpec mismatch{QStringLiteral("transformer_engine"), 2, 1, QStringLiteral("te"), 4};
        s = classifyText(makeLog(mismatch));
        QCOMPARE(s.warmupSteps, 2);
        QVERIFY(anyWarningContains(s, QStringLiteral("first capture message comes after iteration 3")));

        RunSpec spike;
        spike.spikeAt = 4;
        s = classifyText(makeLog(spike));
        QCOMPARE(s.implSource, FactSource::Timing);
        QVERIFY(anyWarningContains(s, QStringLiteral("the shape of a graph capture")));
    }

    void benchmarkResultOfALog()
    {
        MegatronLogWriter w;
        w.trainIters = 12;
        w.graphRun(QStringLiteral("full_iteration"), 3, 12, 1450, 8300, 1190);
        w.trainIters = 5; // a second run in the same file
        for (int it = 1; it <= 5; ++it)
            w.iteration(it, 1500);
        const TrainingLog log = TrainingLogParser::parseText(w.text, QStringLiteral("/runs/job-7.log"));
        const TrainingLogResult r = TrainingLogResult::analyze(log);
        QCOMPARE(r.result.environment.runner, QStringLiteral("training-log"));
        QCOMPARE(r.result.modeNames(), (QStringList{"job-7.log", "job-7.log #2"}));
        QVERIFY(r.result.mode(QStringLiteral("job-7.log"))->graphed);
        QVERIFY(!r.result.mode(QStringLiteral("job-7.log #2"))->graphed);
        QCOMPARE(r.result.samplesOf(QStringLiteral("job-7.log"), RunPhase::FirstCall).size(), 1);
        QCOMPARE(r.result.samplesOf(QStringLiteral("job-7.log"), RunPhase::Warmup).size(), 2);
        QCOMPARE(r.result.samplesOf(QStringLiteral("job-7.log"), RunPhase::Capture).size(), 1);
        QCOMPARE(r.result.samplesOf(QStringLiteral("job-7.log"), RunPhase::Capture)[0].iteration, 4);
        QCOMPARE(r.result.steadyWallMs(QStringLiteral("job-7.log")).size(), 8);
        QCOMPARE(r.result.steadyWallMs(QStringLiteral("job-7.log #2")).size(), 4);
        QVERIFY(r.result.complete);
        QVERIFY(r.result.error.isEmpty());
        // The result survives its JSON form.
        BenchmarkResult back;
        QString error;
        QVERIFY(BenchmarkResult::fromJson(r.result.toJson(), &back, &error));
        QCOMPARE(back.samples.size(), r.result.samples.size());
    }

    // Counts a corrupt log cannot hold: a per-rank count beyond int is clamped, and the sum over ranks stays an int
    // (both were undefined behaviour, found by fuzz_traininglogparser under UBSan).
    void hugeGraphableLayerCountsAreClamped()
    {
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix::Torchrun;
        w.trainIters = 4;
        w.info(QStringLiteral("megatron.core.transformer.cuda_graphs"),
               QStringLiteral("Rank 0: 999999999999999990 graphable layers."), 0);
        w.teGraphable(4, 20);
        for (int it = 1; it <= 4; ++it)
            w.iteration(it, 300);
        const TrainingLogResult r = TrainingLogResult::analyze(TrainingLogParser::parseText(w.text));
        QCOMPARE(r.result.modes.size(), 1);
        QCOMPARE(r.result.modes[0].graphableLayers, std::numeric_limits<int>::max());
    }

    void garbageBecomesAnError()
    {
        const TrainingLog log = TrainingLogParser::parseText(QByteArray(5000, '\0'), QStringLiteral("core.bin"));
        const TrainingLogResult r = TrainingLogResult::analyze(log);
        QCOMPARE(r.result.errorCode, QStringLiteral("garbage"));
        QVERIFY(r.result.error.contains(QLatin1String("core.bin")));
        QVERIFY(r.result.warnings.join(QLatin1Char('\n')).contains(QLatin1String("binary")));
        QVERIFY(!r.result.complete);
    }

    // Megatron-LM's golden iteration times of a TE-scoped MoE run (W = 3): step 4 is the capture step.
    void goldenValuesOfATeScopedRun()
    {
        QFile f(QStringLiteral(CGA_SHARED_DIR "/fixtures/real/mlm-golden-moe-scoped-cudagraph-h100.json"));
        if (!f.open(QIODevice::ReadOnly))
            QSKIP("shared fixtures are not available");
        const QJsonObject times
            = QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("iteration-time")).toObject();
        const QJsonObject values = times.value(QStringLiteral("values")).toObject();
        QVERIFY(values.size() > 50);
        MegatronLogWriter w;
        w.trainIters = times.value(QStringLiteral("end_step")).toInt();
        for (int it = times.value(QStringLiteral("start_step")).toInt(); it <= w.trainIters; ++it)
            w.iteration(it, values.value(QString::number(it)).toDouble() * 1000.0);
        ClassifierOptions options;
        options.impl = QStringLiteral("transformer_engine"); // the model config: --cuda-graph-impl transformer_engine
        const RunSummary s = classifyText(w.text, options);
        QCOMPARE(s.captureIteration, qint64(4));
        QCOMPARE(s.stats(RunPhase::Capture).count, 1);
        QCOMPARE(s.captureIterationMs, std::round(values.value(QStringLiteral("4")).toDouble() * 10000.0) / 10.0);
        QVERIFY(s.stats(RunPhase::Steady).median < 1300.0);
        QVERIFY(s.captureOverheadMs > 3000.0);
        // Without the configuration, the capture-shaped spike is still found.
        const RunSummary inferred = classifyText(w.text);
        QCOMPARE(inferred.implSource, FactSource::Timing);
        QCOMPARE(inferred.captureIteration, qint64(4));
    }

    void realStepTimeExcerpt()
    {
        const QString path
            = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/bridge-steptime-dsv3-full-iteration-64xgb200.log");
        if (!QFile::exists(path))
            QSKIP("shared fixtures are not available");
        TrainingLogResult r;
        QString error;
        ClassifierOptions options;
        options.impl = QStringLiteral("full_iteration");
        QVERIFY(TrainingLogResult::load(path, options, &r, &error));
        QCOMPARE(r.runs.size(), 2);
        for (const RunSummary& s : r.runs) {
            QCOMPARE(s.captureIteration, qint64(4)); // "# iter 4, graph capture"
            QCOMPARE(s.stats(RunPhase::FirstCall).count, 1); // "# iter 1, JIT warmup"
            QCOMPARE(s.stats(RunPhase::Steady).count, 16);
        }
        QCOMPARE(r.runs[0].stats(RunPhase::Steady).median, 2230.0);
        QCOMPARE(r.runs[1].stats(RunPhase::Steady).median, 2380.0);
    }

    void realEagerLogWithLogInterval10()
    {
        const QString path = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/bridge-train-log-llama32-1b-8xh100.log");
        if (!QFile::exists(path))
            QSKIP("shared fixtures are not available");
        TrainingLogResult r;
        QString error;
        QVERIFY(TrainingLogResult::load(path, {}, &r, &error));
        QCOMPARE(r.runs.size(), 1);
        const RunSummary& s = r.runs[0];
        QVERIFY(!s.graphed);
        QCOMPARE(s.logInterval, 10);
        QCOMPARE(s.stats(RunPhase::FirstCall).count, 1); // the one line averages iterations 1..10
        QCOMPARE(s.iterations[0].mixed, true);
        QCOMPARE(s.implausibleTflops, 1);
        QVERIFY(anyWarningContains(s, QStringLiteral("59892.5")));
    }
};

QTEST_GUILESS_MAIN(TestIterationClassifier)
#include "tst_iterationclassifier.moc"
