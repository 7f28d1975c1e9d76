// TrainingLogParser: the records of spec section e from realistic multi-rank logs, and bad input.
#include "log/traininglogparser.h"
#include "support/megatronlogwriter.h"

#include <QFile>
#include <QTest>

using namespace cga;
using cga::test::MegatronLogWriter;

namespace {

QString realFixture(const char* name)
{
    return QStringLiteral(CGA_SHARED_DIR "/fixtures/real/") + QLatin1String(name);
}

QString testData(const char* name)
{
    return QStringLiteral(CGA_TEST_DATA_DIR "/logs/") + QLatin1String(name);
}

bool same(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b || std::abs(a - b) < 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestTrainingLogParser : public QObject
{
    Q_OBJECT

private slots:
    void iterationLine_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<qint64>("iteration");
        QTest::addColumn<qint64>("trainIters");
        QTest::addColumn<double>("elapsedMs");
        QTest::addColumn<double>("tflops");
        QTest::addColumn<double>("loss");
        QTest::addColumn<double>("gradNorm");
        QTest::addColumn<int>("skipped");
        QTest::addColumn<int>("nans");
        QTest::addColumn<int>("rank");

        const double nan = std::nan("");
        QTest::newRow("bridge, all fields")
            << QByteArray(" [2026-11-02 10:00:05] iteration        5/    5000 | consumed samples:         2560 | "
                          "elapsed time per iteration (ms): 1190.4 | throughput per GPU (TFLOP/s/GPU): 300.2 | "
                          "learning rate: 1.500000E-05 | global batch size:   512 | lm loss: 9.763827E+00 | "
                          "loss scale: 1.0 | grad norm: 1.234 | number of skipped iterations:   0 | number of nan "
                          "iterations:   0 |")
            << qint64(5) << qint64(5000) << 1190.4 << 300.2 << 9.763827 << 1.234 << 0 << 0 << -1;
        QTest::newRow("no throughput, no date")
            << QByteArray("iteration       10/      10 | consumed samples:         5120 | elapsed time per iteration "
                          "(ms): 4647.8 | learning rate: 1.500000E-06 | global batch size:   512 | lm loss: "
                          "9.763827E+00 | loss scale: 1.0 | grad norm: 33.055 | number of skipped iterations:   0 | "
                          "number of nan iterations:   0 |")
            << qint64(10) << qint64(10) << 4647.8 << nan << 9.763827 << 33.055 << 0 << 0 << -1;
        QTest::newRow("grad norm nan, skipped")
            << QByteArray("[rank7]: [2026-11-02 10:00:05] iteration       91/     100 | elapsed time per iteration "
                          "(ms): 1000.0 | lm loss: 1.000000E+00 | grad norm: nan | number of skipped iterations:   1 "
                          "| number of nan iterations:   1 |")
            << qint64(91) << qint64(100) << 1000.0 << nan << 1.0 << nan << 1 << 1 << 7;
        QTest::newRow("grad norm inf, srun")
            << QByteArray("15: iteration 3/ 9 | elapsed time per iteration (ms): 12.5 | grad norm: inf |") << qint64(3)
            << qint64(9) << 12.5 << nan << nan << std::numeric_limits<double>::infinity() << -1 << -1 << 15;
        QTest::newRow("MoE loss keys first lm loss")
            << QByteArray("iteration 2/ 9 | elapsed time per iteration (ms): 7.0 | lm loss: 2.000000E+00 | "
                          "load_balancing_loss: 1.100000E+00 | mtp_1 loss: 3.0 |")
            << qint64(2) << qint64(9) << 7.0 << nan << 2.0 << nan << -1 << -1 << -1;
        QTest::newRow("energy and power fields")
            << QByteArray("iteration 4/ 9 | elapsed time per iteration (ms): 8.0 | throughput per GPU "
                          "(TFLOP/s/GPU): 410.5 | energy per GPU (J/iter/GPU): 900.0 | power per GPU (W/GPU): "
                          "700.0 | lm loss: 1.5E+00 |")
            << qint64(4) << qint64(9) << 8.0 << 410.5 << 1.5 << nan << -1 << -1 << -1;
        // Counts that are no counts (a corrupt or hostile log) stay unknown; converting them to int was undefined
        // behaviour (found by fuzz_traininglogparser under UBSan).
        QTest::newRow("nan and huge counts")
            << QByteArray("iteration 6/ 9 | elapsed time per iteration (ms): 9.0 | number of skipped iterations: "
                          "1E+300 | number of nan iterations: nan |")
            << qint64(6) << qint64(9) << 9.0 << nan << nan << nan << -1 << -1 << -1;
        QTest::newRow("negative and infinite counts")
            << QByteArray("iteration 7/ 9 | elapsed time per iteration (ms): 9.0 | number of skipped iterations: "
                          "-3 | number of nan iterations: inf |")
            << qint64(7) << qint64(9) << 9.0 << nan << nan << nan << -1 << -1 << -1;
    }

    void iterationLine()
    {
        QFETCH(QByteArray, line);
        const TrainingLog log = TrainingLogParser::parseText(line + '\n');
        QCOMPARE(log.runs.size(), 1);
        QCOMPARE(log.runs[0].iterations.size(), size_t(1));
        const IterationRecord& r = log.runs[0].iterations[0];
        QTEST(r.iteration, "iteration");
        QTEST(r.trainIters, "trainIters");
        QFETCH(double, elapsedMs);
        QFETCH(double, tflops);
        QFETCH(double, loss);
        QFETCH(double, gradNorm);
        QVERIFY(same(r.elapsedMs, elapsedMs));
        QVERIFY(same(r.tflops, tflops));
        QVERIFY2(same(r.loss, loss), qPrintable(QString::number(r.loss)));
        QVERIFY(same(r.gradNorm, gradNorm));
        QCOMPARE(r.gradNormNonFinite, !std::isfinite(gradNorm) && line.contains("grad norm"));
        QTEST(r.skippedIterations, "skipped");
        QTEST(r.nanIterations, "nans");
        QTEST(r.rank, "rank");
        QCOMPARE(r.line, qint64(1));
    }

    void notIterationLines_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("validation") << QByteArray(" validation loss at iteration 10 on validation set | lm loss "
                                                  "value: 9.647480E+00 |");
        QTest::newRow("evaluating") << QByteArray("Evaluating iter 1/32");
        QTest::newRow("checkpoint") << QByteArray("saving checkpoint at iteration      10 to /ckpt in torch_dist");
        QTest::newRow("torn line") << QByteArray("[Gloo] Rank [Gloo] Rank 23 is connected to  is connected to 77");
        QTest::newRow("no total") << QByteArray("iteration 5/ | elapsed time per iteration (ms): 1.0 |");
        QTest::newRow("c10 log line") << QByteArray("[rank1]:[W1102 10:00:00.000 ProcessGroupNCCL.cpp:1] iteration "
                                                    "5/ 10 | elapsed time per iteration (ms): 1.0 |");
    }

    void notIterationLines()
    {
        QFETCH(QByteArray, line);
        const TrainingLog log = TrainingLogParser::parseText(line + '\n');
        for (const TrainingRun& r : log.runs)
            QVERIFY(r.iterations.empty());
    }

    void stepTimeAndImplausibleThroughput()
    {
        const TrainingLog log
            = TrainingLogParser::parseText("Step Time : 4.65s GPU utilization: 59892.5TFLOP/s/GPU\n"
                                           "Step Time : 2.22s GPU utilization: 1179.6MODEL_TFLOP/s/GPU   # peak\n");
        QCOMPARE(log.runs.size(), 1);
        const auto& st = log.runs[0].stepTimes;
        QCOMPARE(st.size(), size_t(2));
        QCOMPARE(st[0].seconds, 4.65);
        QCOMPARE(st[0].tflops, 59892.5);
        QVERIFY(st[0].tflopsImplausible);
        QCOMPARE(st[1].seconds, 2.22);
        QVERIFY(!st[1].tflopsImplausible);
    }

    void memoryLines()
    {
        const TrainingLog log = TrainingLogParser::parseText(
            "[Rank 4] (after 2 iterations) memory (GB) | mem-allocated-gigabytes: 41.2 | mem-active-gigabytes: 41.2 "
            "| mem-inactive-gigabytes: 1.1 | mem-reserved-gigabytes: 60.5 | mem-max-allocated-gigabytes: 55.0 | "
            "mem-max-active-gigabytes: 55.0 | mem-max-inactive-gigabytes: 3.2 | mem-max-reserved-gigabytes: 60.5 | "
            "mem-alloc-retires: 0 | mem-allocated-count: 1234\r\n"
            "[Rank 0] (after 10 iterations) memory (MB) | allocated: 9554.87939453125 | max allocated: "
            "12003.60400390625 | reserved: 12232.0 | max reserved: 12232.0\n"
            "Theoretical memory footprints: weight and optimizer=8839.72 MB, activation=1200.50 MB, total=10040.22 "
            "MB\n");
        QCOMPARE(log.runs.size(), 1);
        const TrainingRun& r = log.runs[0];
        QCOMPARE(r.memory.size(), 2);
        QCOMPARE(r.memory[0].rank, 4);
        QCOMPARE(r.memory[0].afterIteration, qint64(2));
        QCOMPARE(r.memory[0].unit, QStringLiteral("GB"));
        QCOMPARE(r.memory[0].values.size(), 10);
        QCOMPARE(r.memory[0].value(QStringLiteral("mem-alloc-retires")), 0.0);
        QCOMPARE(r.memory[0].value(QStringLiteral("mem-allocated-count")), 1234.0);
        QCOMPARE(r.memory[0].bytes(QStringLiteral("mem-max-reserved-gigabytes")), 60.5e9);
        QCOMPARE(r.memory[1].unit, QStringLiteral("MB"));
        QCOMPARE(r.memory[1].value(QStringLiteral("max reserved")), 12232.0);
        QCOMPARE(r.memory[1].bytes(QStringLiteral("max reserved")), 12232.0 * 1024 * 1024);
        QCOMPARE(r.theoreticalWeightOptimizerMb, 8839.72);
        QCOMPARE(r.theoreticalActivationMb, 1200.5);
        QCOMPARE(r.theoreticalTotalMb, 10040.22);
    }

    void captureMessages_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("rank");
        QTest::addColumn<double>("value");

        QTest::newRow("TE graphable") << QByteArray("INFO:megatron.core.transformer.cuda_graphs:Rank 4: 16 graphable "
                                                    "layers.")
                                      << int(CaptureEvent::GraphableLayers) << 4 << 16.0;
        QTest::newRow("TE zero graphable") << QByteArray("[rank2]:INFO:x:Rank 2: 0 graphable layers.")
                                           << int(CaptureEvent::GraphableLayers) << 2 << 0.0;
        QTest::newRow("TE none found") << QByteArray(
            "WARNING:megatron.core.transformer.cuda_graphs:TECudaGraphHelper: No graphable layers "
            "found. Skipping CUDA graph capture.")
                                       << int(CaptureEvent::NoGraphableLayers) << -1 << std::nan("");
        QTest::newRow("TE start") << QByteArray("INFO:megatron.core.transformer.cuda_graphs:Start CUDA Graphs "
                                                "capture...")
                                  << int(CaptureEvent::TeCaptureStart) << -1 << std::nan("");
        QTest::newRow("TE time") << QByteArray("[rank0]:INFO:megatron.core.transformer.cuda_graphs:Time spent in CUDA "
                                               "Graphs capture on rank 0: 57.97806215286255s")
                                 << int(CaptureEvent::TeCaptureTime) << 0 << 57.97806215286255;
        QTest::newRow("full start") << QByteArray("INFO:megatron.core.full_cuda_graph:Capture CUDA graph for "
                                                  "training!!!")
                                    << int(CaptureEvent::FullCaptureStart) << -1 << std::nan("");
        QTest::newRow("full done") << QByteArray("3: INFO:megatron.core.full_cuda_graph:CUDA graph capture done for "
                                                 "training!!!")
                                   << int(CaptureEvent::FullCaptureDone) << 3 << std::nan("");
        QTest::newRow("full validation") << QByteArray("INFO:megatron.core.full_cuda_graph:Capture CUDA graph for "
                                                       "validation!!!")
                                         << int(CaptureEvent::FullValidationCapture) << -1 << std::nan("");
        QTest::newRow("local creating") << QByteArray("INFO:megatron.core.transformer.cuda_graphs:Creating 32 CUDA "
                                                      "graphs")
                                        << int(CaptureEvent::LocalCreating) << -1 << 32.0;
        QTest::newRow("local built") << QByteArray("INFO:megatron.core.transformer.cuda_graphs:> built 32 cuda "
                                                   "graph(s) in 12.34 sec, with total memory usage: allocated 20.1 "
                                                   "GB, reserved 25.3 GB.")
                                     << int(CaptureEvent::LocalBuilt) << -1 << 32.0;
        QTest::newRow("deleting") << QByteArray("Deleting CUDA graphs") << int(CaptureEvent::GraphsDeleted) << -1
                                  << std::nan("");
        QTest::newRow("TE deleted") << QByteArray("INFO:x:Rank 5: 16 graphs deleted with explicit reset, 0 graphs "
                                                  "deleted without explicit reset.")
                                    << int(CaptureEvent::GraphsDeleted) << 5 << std::nan("");
        QTest::newRow("vision") << QByteArray("Vision encoder CUDA graph enabled with seq_length=4096")
                                << int(CaptureEvent::VisionEnabled) << -1 << std::nan("");
        QTest::newRow("vision found") << QByteArray("VisionTECudaGraphHelper: Found 27 graphable vision layers")
                                      << int(CaptureEvent::VisionGraphableLayers) << -1 << 27.0;
    }

    void captureMessages()
    {
        QFETCH(QByteArray, line);
        const TrainingLog log = TrainingLogParser::parseText(line + '\n');
        QCOMPARE(log.runs.size(), 1);
        QCOMPARE(log.runs[0].captureEvents.size(), 1);
        const CaptureEvent& e = log.runs[0].captureEvents[0];
        QTEST(int(e.kind), "kind");
        QTEST(e.rank, "rank");
        QFETCH(double, value);
        QVERIFY(same(e.value, value));
        if (e.kind == CaptureEvent::LocalBuilt) {
            QCOMPARE(e.seconds, 12.34);
            QCOMPARE(e.allocated, QStringLiteral("20.1"));
            QCOMPARE(e.reserved, QStringLiteral("25.3"));
        }
    }

    void debugChunkLineDoesNotCount()
    {
        const TrainingLog log = TrainingLogParser::parseText(
            "DEBUG:x:Rank 0: 8 decoder layers and 1 MTP layers in model chunk 0. 9 graphable layers.\n");
        for (const TrainingRun& r : log.runs)
            QVERIFY(!r.hasEvent(CaptureEvent::GraphableLayers));
    }

    void printedConfig_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("impl");
        QTest::addColumn<int>("warmup");
        QTest::addColumn<int>("logInterval");

        QTest::newRow("bridge dump") << QByteArray("model:\n  cuda_graph_impl: transformer_engine\n  "
                                                   "cuda_graph_warmup_steps: 2\nlogger:\n  log_interval: 5\n")
                                     << QStringLiteral("transformer_engine") << 2 << 5;
        QTest::newRow("megatron-lm arguments")
            << QByteArray("  cuda_graph_impl ................................. full_iteration\n"
                          "  cuda_graph_warmup_steps ......................... 4\n"
                          "  log_interval .................................... 1\n")
            << QStringLiteral("full_iteration") << 4 << 1;
        QTest::newRow("hydra overrides") << QByteArray("python pretrain.py model.cuda_graph_impl=transformer_engine "
                                                       "model.cuda_graph_warmup_steps=1\n")
                                         << QStringLiteral("transformer_engine") << 1 << -1;
        QTest::newRow("mlm command line") << QByteArray("torchrun pretrain_gpt.py --cuda-graph-impl local "
                                                        "--cuda-graph-warmup-steps 3 --log-interval 10\n")
                                          << QStringLiteral("local") << 3 << 10;
        QTest::newRow("legacy flag") << QByteArray("  enable_cuda_graph: true\n  cuda_graph_warmup_steps: 3\n")
                                     << QStringLiteral("local") << 3 << -1;
        QTest::newRow("vision impl is not the model's")
            << QByteArray("  vision_cuda_graph_impl: transformer_engine\n") << QString() << -1 << -1;
        QTest::newRow("message text is not config")
            << QByteArray("ValueError: Use cuda_graph_impl \"transformer_engine\" for scoped capture\n") << QString()
            << -1 << -1;
    }

    void printedConfig()
    {
        QFETCH(QByteArray, text);
        const TrainingLog log = TrainingLogParser::parseText(text);
        const PrintedConfig c = log.runs.isEmpty() ? PrintedConfig() : log.runs[0].config;
        QTEST(c.impl, "impl");
        QTEST(c.warmupSteps, "warmup");
        QTEST(c.logInterval, "logInterval");
    }

    void multiRankTeRun_data()
    {
        QTest::addColumn<int>("prefix");
        QTest::addColumn<bool>("crlf");
        QTest::newRow("no prefix") << int(MegatronLogWriter::Prefix::None) << false;
        QTest::newRow("torchrun") << int(MegatronLogWriter::Prefix::Torchrun) << false;
        QTest::newRow("srun crlf") << int(MegatronLogWriter::Prefix::Srun) << true;
        QTest::newRow("tee default") << int(MegatronLogWriter::Prefix::Default) << false;
        QTest::newRow("mpirun") << int(MegatronLogWriter::Prefix::Mpirun) << true;
    }

    void multiRankTeRun()
    {
        QFETCH(int, prefix);
        QFETCH(bool, crlf);
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix(prefix);
        w.crlf = crlf;
        w.trainIters = 20;
        w.graphRun(QStringLiteral("transformer_engine"), 3, 20, 1450, 8300, 1190);
        const TrainingLog log = TrainingLogParser::parseText(w.text);
        QCOMPARE(log.runs.size(), 1);
        const TrainingRun& r = log.runs[0];
        QCOMPARE(r.iterations.size(), size_t(20));
        QCOMPARE(r.stepTimes.size(), size_t(20));
        QCOMPARE(r.memory.size(), 4);
        QCOMPARE(r.config.impl, QStringLiteral("transformer_engine"));
        QCOMPARE(r.config.warmupSteps, 3);
        QCOMPARE(r.lossKey, QStringLiteral("lm loss"));
        const int expectedRank = prefix == int(MegatronLogWriter::Prefix::None) ? -1 : 7;
        QCOMPARE(r.iterations[4].rank, expectedRank);
        QCOMPARE(r.iterations[3].elapsedMs, 8300.5); // the writer adds (it % 3) * 0.5
        const CaptureEvent* time = r.firstEvent(CaptureEvent::TeCaptureTime);
        QVERIFY(time);
        QCOMPARE(time->value, 6.9);
        QCOMPARE(time->iterationBefore, qint64(3)); // printed before iteration W+1 = 4
        QCOMPARE(r.memory[0].rank, 0);
        QCOMPARE(r.memory[1].rank, 4);
        QVERIFY(!log.endedWithoutNewline);
    }

    // All ranks print the iteration line (a launcher that tees every rank): each iteration is kept once.
    void interleavedRanksDuplicateIterationLines()
    {
        MegatronLogWriter w;
        w.prefix = MegatronLogWriter::Prefix::Torchrun;
        w.trainIters = 6;
        for (int it = 1; it <= 6; ++it)
            for (int rank : {7, 3, 5}) {
                w.lastRank = rank;
                w.iteration(it, 100.0 + it);
            }
        const TrainingLog log = TrainingLogParser::parseText(w.text);
        QCOMPARE(log.runs.size(), 1);
        QCOMPARE(log.runs[0].iterations.size(), size_t(6));
        QCOMPARE(log.runs[0].duplicateIterationLines, 12);
        for (const IterationRecord& r : log.runs[0].iterations)
            QCOMPARE(r.rank, 7);
    }

    void restartStartsANewRun()
    {
        MegatronLogWriter w;
        w.trainIters = 10;
        for (int it = 1; it <= 6; ++it) {
            w.iteration(it, 100);
            w.stepTime(0.1, 100);
        }
        w.line(QStringLiteral("  cuda_graph_warmup_steps: 2")); // printed by the restarted job
        w.line(QStringLiteral("  successfully loaded checkpoint from /ckpt [ t 1/1, p 1/1 ] at iteration 5"));
        w.stepTime(0.1, 100); // Step Time of the new run's first iteration, before its iteration line
        for (int it = 6; it <= 10; ++it) {
            w.iteration(it, 90);
            if (it < 10)
                w.stepTime(0.09, 100);
        }
        const TrainingLog log = TrainingLogParser::parseText(w.text);
        QCOMPARE(log.runs.size(), 2);
        QCOMPARE(log.runs[0].iterations.size(), size_t(6));
        QCOMPARE(log.runs[1].iterations.size(), size_t(5));
        QCOMPARE(log.runs[1].config.resumedAt, qint64(5));
        QCOMPARE(log.runs[1].config.warmupSteps, 2);
        QCOMPARE(log.runs[0].config.warmupSteps, -1);
        QCOMPARE(log.runs[0].stepTimes.size(), size_t(6));
        QCOMPARE(log.runs[1].stepTimes.size(), size_t(5));
        QCOMPARE(log.runs[1].stepTimes[0].seconds, 0.1);
        QCOMPARE(log.runs[1].index, 1);
    }

    void stepTimeExcerptSplitsAtProse()
    {
        const TrainingLog log
            = TrainingLogParser::parseText("**Run A**\n```\n"
                                           "Step Time : 10.00s GPU utilization: 1.0MODEL_TFLOP/s/GPU\n"
                                           "Step Time : 2.00s GPU utilization: 1.0MODEL_TFLOP/s/GPU\n"
                                           "INFO:megatron.core.full_cuda_graph:Capture CUDA graph "
                                           "for training!!!\n"
                                           "Step Time : 3.00s GPU utilization: 1.0MODEL_TFLOP/s/GPU\n"
                                           "```\n\n**Run B**\n```\n"
                                           "Step Time : 9.00s GPU utilization: 1.0MODEL_TFLOP/s/GPU\n"
                                           "```\n");
        QCOMPARE(log.runs.size(), 2);
        QCOMPARE(log.runs[0].stepTimes.size(), size_t(3)); // the capture message is log output: no split
        QCOMPARE(log.runs[1].stepTimes.size(), size_t(1));
        QCOMPARE(log.runs[1].stepTimes[0].seconds, 9.0);
    }

    void truncatedLastLine()
    {
        MegatronLogWriter w;
        w.trainIters = 5;
        for (int it = 1; it <= 4; ++it)
            w.iteration(it, 100);
        QByteArray text = w.text;
        text += " [2026-11-02 10:00:05] iteration        5/       5 | consumed samples: 25"; // cut mid-line
        const TrainingLog log = TrainingLogParser::parseText(text);
        QVERIFY(log.endedWithoutNewline);
        QCOMPARE(log.runs.size(), 1);
        QCOMPARE(log.runs[0].iterations.size(), size_t(5));
        QVERIFY(std::isnan(log.runs[0].iterations[4].elapsedMs)); // the cut line has no time
    }

    void garbageAndBinaryInput_data()
    {
        QTest::addColumn<QByteArray>("data");
        QByteArray binary;
        for (int i = 0; i < 70000; ++i)
            binary += char((i * 7919) & 0xff);
        QTest::newRow("binary") << binary;
        QTest::newRow("invalid utf-8") << QByteArray("\xff\xfe\xfd iteration \xc3\x28 Step Time : x\n\xe2\x82");
        QTest::newRow("only separators") << QByteArray("||||||\n|:|:|\n");
        QTest::newRow("numbers overflow")
            << QByteArray("iteration 99999999999999999999999/1 | elapsed time per iteration (ms): 1e999999 |\n");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("newlines") << QByteArray("\n\r\n\n");
    }

    void garbageAndBinaryInput()
    {
        QFETCH(QByteArray, data);
        const TrainingLog log = TrainingLogParser::parseText(data, QStringLiteral("garbage.bin"));
        QCOMPARE(log.file, QStringLiteral("garbage.bin"));
        QCOMPARE(log.bytes, qint64(data.size()));
        for (const TrainingRun& r : log.runs)
            for (const IterationRecord& it : r.iterations)
                QVERIFY(it.iteration >= 0);
    }

    void binaryIsRecognised()
    {
        const QByteArray data(4096, '\0');
        QVERIFY(TrainingLogParser::parseText(data).looksBinary());
        QVERIFY(!TrainingLogParser::parseText("plain text\n").looksBinary());
    }

    void handWrittenLogs_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("iterations");
        QTest::addColumn<int>("captureEvents");
        QTest::addColumn<QString>("impl");
        QTest::newRow("te torchrun") << testData("te-attn-4ranks-torchrun.log") << 8 << 5
                                     << QStringLiteral("transformer_engine");
        QTest::newRow("full_iteration srun")
            << testData("full-iteration-srun-crlf.log") << 7 << 9 << QStringLiteral("full_iteration");
    }

    void handWrittenLogs()
    {
        QFETCH(QString, file);
        TrainingLog log;
        QString error;
        QVERIFY2(TrainingLogParser::parseFile(file, &log, &error), qPrintable(error));
        QCOMPARE(log.runs.size(), 1);
        QTEST(int(log.runs[0].iterations.size()), "iterations");
        QTEST(int(log.runs[0].captureEvents.size()), "captureEvents");
        QTEST(log.runs[0].config.impl, "impl");
    }

    void realBridgeLog()
    {
        const QString path = realFixture("bridge-train-log-llama32-1b-8xh100.log");
        if (!QFile::exists(path))
            QSKIP("shared fixtures are not available");
        TrainingLog log;
        QString error;
        QVERIFY(TrainingLogParser::parseFile(path, &log, &error));
        QCOMPARE(log.runs.size(), 1);
        const TrainingRun& r = log.runs[0];
        QCOMPARE(r.iterations.size(), size_t(1));
        QCOMPARE(r.iterations[0].iteration, qint64(10));
        QCOMPARE(r.iterations[0].elapsedMs, 4647.8);
        QCOMPARE(r.iterations[0].gradNorm, 33.055);
        QCOMPARE(r.stepTimes.size(), size_t(1));
        QVERIFY(r.stepTimes[0].tflopsImplausible); // 59892.5 TFLOP/s/GPU on an H100
        QCOMPARE(r.config.logInterval, 10);
        QCOMPARE(r.config.warmupSteps, 3);
        QCOMPARE(r.config.trainIters, qint64(10));
        QCOMPARE(r.theoreticalWeightOptimizerMb, 8839.72);
        QCOMPARE(r.memory.size(), 1);
        QCOMPARE(r.memory[0].unit, QStringLiteral("MB"));
        QVERIFY(r.captureEvents.isEmpty());
    }

    void realStepTimeExcerpt()
    {
        const QString path = realFixture("bridge-steptime-dsv3-full-iteration-64xgb200.log");
        if (!QFile::exists(path))
            QSKIP("shared fixtures are not available");
        TrainingLog log;
        QString error;
        QVERIFY(TrainingLogParser::parseFile(path, &log, &error));
        QCOMPARE(log.runs.size(), 2); // Run5 and Run6
        QCOMPARE(log.runs[0].stepTimes.size(), size_t(20));
        QCOMPARE(log.runs[1].stepTimes.size(), size_t(20));
        QCOMPARE(log.runs[0].stepTimes[3].seconds, 10.69);
        QCOMPARE(log.runs[1].stepTimes[0].seconds, 127.31);
    }
};

QTEST_GUILESS_MAIN(TestTrainingLogParser)
#include "tst_traininglogparser.moc"
