// Logs that are not Megatron's own console format, read as `cga report` reads them (TrainingLogResult): NeMo 2.0
// lines and Lightning progress bars, iteration lines wrapped across physical lines, Step Time lines paired with the
// iteration they belong to, and logs that hold iterations but no times (an error, never an empty table).
#include "log/traininglogparser.h"
#include "log/traininglogresult.h"

#include <QTest>

#include <cmath>

using namespace cga;

namespace {

TrainingLogResult read(const QByteArray& text, const ClassifierOptions& options = {})
{
    return TrainingLogResult::analyze(TrainingLogParser::parseText(text, QStringLiteral("train.log")), options);
}

QList<double> times(const TrainingLogResult& r)
{
    QList<double> out;
    for (const Sample& s : r.result.samples)
        out << std::round(s.wallMs * 1000.0) / 1000.0; // seconds * 1000 is not exact in binary

    return out;
}

// A Megatron iteration line as Megatron prints it (it ends with '|').
QByteArray iterationLine(int it, double ms)
{
    return QStringLiteral(
               " [2026-03-01 10:00:%1] iteration %2/      20 | consumed samples:        %3 | elapsed time per "
               "iteration (ms): %4 | learning rate: 1.000000E-05 | global batch size:   128 | lm loss: "
               "1.050000E+01 | loss scale: 1.0 | grad norm: 1.250 | number of skipped iterations:   0 | "
               "number of nan iterations:   0 |\n")
        .arg(it % 60, 2, 10, QLatin1Char('0'))
        .arg(it, 8)
        .arg(it * 128)
        .arg(ms, 0, 'f', 1)
        .toUtf8();
}

// The same text cut every `width` bytes, as a terminal or a log collector wraps it.
QByteArray wrapped(const QByteArray& line, int width)
{
    QByteArray out;
    const QByteArray body = line.trimmed();
    for (int i = 0; i < body.size(); i += width)
        out += body.mid(i, width) + '\n';
    return out;
}

} // namespace

class TestLogFormats : public QObject
{
    Q_OBJECT

private slots:
    void nemoTrainStepTiming();
    void lightningProgressBar();
    void wrappedIterationLines_data();
    void wrappedIterationLines();
    void stepTimeBelongsToItsIteration();
    void iterationsWithoutTimesAreAnError();
};

// NeMo 2.0 prints "Training epoch E, iteration I/N | ... | train_step_timing in s: T | ..." (no closing '|').
void TestLogFormats::nemoTrainStepTiming()
{
    QByteArray log = "[NeMo I 2026-03-01 10:00:00 nemo_logging:393] Experiments will be logged at /results\n";
    const double secs[] = {7.123, 1.52, 1.48, 1.5, 1.49, 1.51};
    for (int i = 0; i < 6; ++i)
        log += QStringLiteral("Training epoch 0, iteration %1/5 | lr: 1.499e-06 | global_batch_size: 256 | "
                              "global_step: %1 | reduced_train_loss: 11.03 | train_step_timing in s: %2 | "
                              "consumed_samples: %3\n")
                   .arg(i)
                   .arg(secs[i])
                   .arg((i + 1) * 256)
                   .toUtf8();
    const TrainingLogResult r = read(log);
    QVERIFY2(r.result.error.isEmpty(), qPrintable(r.result.error));
    QCOMPARE(r.runs.size(), 1);
    QCOMPARE(times(r), (QList<double>{7123, 1520, 1480, 1500, 1490, 1510}));
    QCOMPARE(r.runs.first().iterations.front().iteration, qint64(0));
}

// Lightning's bar, redrawn with carriage returns on one physical line: one step per step shown, redraws ignored.
void TestLogFormats::lightningProgressBar()
{
    QByteArray bar = "Epoch 0: ";
    const double secs[] = {6.9, 1.41, 1.4, 1.42};
    for (int i = 0; i < 4; ++i)
        for (int redraw = 0; redraw < 2; ++redraw)
            bar += QStringLiteral("\r  %1%|#  | %2/4 [00:%3<00:10, 1.40s/it, v_num=0, reduced_train_loss=10.9%4, "
                                  "global_step=%5.000, consumed_samples=%6.0, train_step_timing in s=%7]")
                       .arg((i + 1) * 25)
                       .arg(i + 1)
                       .arg(10 + i)
                       .arg(i)
                       .arg(i)
                       .arg((i + 1) * 256)
                       .arg(secs[i])
                       .toUtf8();
    const TrainingLogResult r = read(bar + "\n");
    QVERIFY2(r.result.error.isEmpty(), qPrintable(r.result.error));
    QCOMPARE(times(r), (QList<double>{6900, 1410, 1400, 1420}));
}

void TestLogFormats::wrappedIterationLines_data()
{
    QTest::addColumn<int>("width");
    QTest::addRow("80 columns") << 80;
    QTest::addRow("120 columns") << 120;
    QTest::addRow("33 columns, header split") << 33;
}

// A wrapped iteration line keeps its time; the Step Time that Bridge prints before it is not filed elsewhere.
void TestLogFormats::wrappedIterationLines()
{
    QFETCH(int, width);
    QByteArray log;
    const double ms[] = {9000, 1500, 1490, 1510, 1200, 1190, 1195, 1188};
    for (int it = 1; it <= 8; ++it) {
        log += QStringLiteral("Step Time : %1s GPU utilization: 400.0MODEL_TFLOP/s/GPU\n")
                   .arg(ms[it - 1] / 1000.0, 0, 'f', 2)
                   .toUtf8();
        log += wrapped(iterationLine(it, ms[it - 1]), width);
    }
    const TrainingLogResult r = read(log);
    QVERIFY2(r.result.error.isEmpty(), qPrintable(r.result.error));
    QCOMPARE(r.runs.size(), 1);
    const RunSummary& s = r.runs.first();
    QCOMPARE(s.iterations.size(), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(s.iterations[i].iteration, qint64(i + 1));
        QCOMPARE(std::round(s.iterations[i].ms * 1000.0) / 1000.0, ms[i]);
    }
}

// An iteration line without its time takes the Step Time printed for it, not the first one of the log.
void TestLogFormats::stepTimeBelongsToItsIteration()
{
    QByteArray noTime = iterationLine(2, 0);
    noTime.replace(" elapsed time per iteration (ms): 0.0 |", "");
    const QByteArray log = iterationLine(1, 9000) + "Step Time : 1.51s GPU utilization: 400.0MODEL_TFLOP/s/GPU\n"
        + noTime + iterationLine(3, 1500);
    const TrainingLogResult r = read(log);
    QCOMPARE(times(r), (QList<double>{9000, 1510, 1500}));
}

// Iterations and losses but no time per step: `cga report` must not print an empty table as a result.
void TestLogFormats::iterationsWithoutTimesAreAnError()
{
    QByteArray log;
    for (int i = 0; i < 5; ++i)
        log += QStringLiteral("Training epoch 0, iteration %1/4 | lr: 1.4e-06 | global_step: %1 | reduced_train_loss: "
                              "11.0 | consumed_samples: %2\n")
                   .arg(i)
                   .arg((i + 1) * 256)
                   .toUtf8();
    const TrainingLogResult r = read(log);
    QCOMPARE(r.result.errorCode, QStringLiteral("no_times"));
    QVERIFY2(r.result.error.contains(QLatin1String("5 iteration line(s) read")), qPrintable(r.result.error));
    QVERIFY(r.result.error.contains(QLatin1String("train_step_timing in s")));
}

QTEST_GUILESS_MAIN(TestLogFormats)
#include "tst_logformats.moc"
