// GoldenValuesReader: Megatron-LM functional-test golden values read by `cga report` as the run they came from.
#include "log/goldenvaluesreader.h"
#include "report/reportinput.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

QJsonObject metric(const QVariantMap& values, int interval = 1)
{
    QJsonObject m;
    m.insert(QStringLiteral("start_step"), 1);
    m.insert(QStringLiteral("end_step"), 100);
    m.insert(QStringLiteral("step_interval"), interval);
    m.insert(QStringLiteral("values"), QJsonObject::fromVariantMap(values));
    return m;
}

QJsonObject parse(const QByteArray& json)
{
    return QJsonDocument::fromJson(json).object();
}

} // namespace

class TestGoldenValuesReader : public QObject
{
    Q_OBJECT

private slots:
    void looksLike_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<bool>("golden");
        QTest::newRow("golden values") << QByteArray(R"({"lm loss": {"values": {"1": 10.9}}})") << true;
        QTest::newRow("two metrics") << QByteArray(
            R"({"lm loss": {"values": {"1": 10.9}}, "iteration-time": {"start_step": 1, "values": {"2": 1.5}}})")
                                     << true;
        QTest::newRow("a benchmark result")
            << QByteArray(R"({"format": "cga-benchmark-result", "modes": []})") << false;
        QTest::newRow("a metric without values") << QByteArray(R"({"lm loss": {"start_step": 1}})") << false;
        QTest::newRow("one member is not a metric")
            << QByteArray(R"({"lm loss": {"values": {"1": 1.0}}, "note": "x"})") << false;
        QTest::newRow("empty object") << QByteArray("{}") << false;
    }
    void looksLike()
    {
        QFETCH(QByteArray, json);
        QFETCH(bool, golden);
        QCOMPARE(GoldenValuesReader::looksLike(parse(json)), golden);
    }

    void readsIterationsLossAndMemory()
    {
        QJsonObject root;
        root.insert(QStringLiteral("iteration-time"),
                    metric({{"2", 29.5}, {"3", 1.25}, {"4", 5.5}, {"5", "nan"}, {"6", 0.75}, {"x", 3.0}}));
        root.insert(QStringLiteral("lm loss"), metric({{"2", 10.5}, {"3", 10.25}, {"6", 9.75}}));
        root.insert(QStringLiteral("mem-allocated-bytes"), metric({{"2", 2e9}, {"3", 3e9}}));
        root.insert(QStringLiteral("mem-max-allocated-bytes"), metric({{"2", 4e9}}));
        TrainingLog log;
        QString error;
        QVERIFY2(GoldenValuesReader::read(root, QStringLiteral("golden.json"), 123, &log, &error), qPrintable(error));
        QCOMPARE(log.file, QStringLiteral("golden.json"));
        QCOMPARE(log.runs.size(), 1);
        const TrainingRun& run = log.runs.first();
        // "nan" (a step the run did not log) and a key that is no step are left out, in step order.
        QCOMPARE(run.iterations.size(), size_t(4));
        QCOMPARE(run.iterations[0].iteration, qint64(2));
        QCOMPARE(run.iterations[0].elapsedMs, 29500.0); // seconds per iteration, as training.py writes it
        QCOMPARE(run.iterations[2].iteration, qint64(4));
        QCOMPARE(run.iterations[3].iteration, qint64(6));
        QCOMPARE(run.iterations[3].elapsedMs, 750.0);
        QCOMPARE(run.iterations[0].loss, 10.5);
        QVERIFY(std::isnan(run.iterations[2].loss)); // no loss at step 4
        QCOMPARE(run.iterations[0].trainIters, qint64(100));
        QCOMPARE(run.lossKey, QStringLiteral("lm loss"));
        QCOMPARE(run.memory.size(), 2);
        QCOMPARE(run.memory[0].afterIteration, qint64(2));
        QCOMPARE(run.memory[0].bytes(QStringLiteral("mem-max-allocated-gigabytes")), 4e9);
        QCOMPARE(run.memory[1].bytes(QStringLiteral("mem-allocated-gigabytes")), 3e9);
        QVERIFY(std::isnan(run.memory[1].bytes(QStringLiteral("mem-max-allocated-gigabytes"))));
    }

    void stepIntervalIsTheLogInterval()
    {
        QJsonObject root;
        root.insert(QStringLiteral("iteration-time"), metric({{"5", 1.0}, {"10", 1.0}}, 5));
        TrainingLog log;
        QString error;
        QVERIFY(GoldenValuesReader::read(root, QStringLiteral("g.json"), 1, &log, &error));
        QCOMPARE(log.runs.first().config.logInterval, 5);
    }

    void nothingToTimeIsAnError_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no iteration-time")
            << QByteArray(R"({"lm loss": {"values": {"1": 10.9}}, "num-zeros": {"values": {"1": 5}}})")
            << QStringLiteral("g.json: golden values without \"iteration-time\" (it has lm loss, num-zeros)");
        QTest::newRow("only nan") << QByteArray(R"({"iteration-time": {"values": {"1": "nan", "2": "nan"}}})")
                                  << QStringLiteral("g.json: golden values whose \"iteration-time\" holds no number");
    }
    void nothingToTimeIsAnError()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        TrainingLog log;
        QString error;
        QVERIFY(!GoldenValuesReader::read(parse(json), QStringLiteral("g.json"), json.size(), &log, &error));
        QVERIFY2(error.startsWith(expected), qPrintable(error));
    }

    // The file as `cga report` reads it: a training log with its phases, not a benchmark result.
    void reportInputReadsGoldenValuesAsALog()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("golden_values_dev_dgx_h100.json"));
        QJsonObject root;
        QVariantMap times{{"2", 30.0}, {"3", 2.0}, {"4", 5.5}};
        for (int step = 5; step <= 30; ++step)
            times.insert(QString::number(step), 1.0 + 0.01 * (step % 3));
        root.insert(QStringLiteral("iteration-time"), metric(times));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(root).toJson());
        f.close();
        ReportInput in;
        QString error;
        QVERIFY2(ReportInput::load(path, {}, &in, &error), qPrintable(error));
        QCOMPARE(in.kind, ReportInput::Kind::TrainingLog);
        QCOMPARE(in.runs.size(), 1);
        QCOMPARE(int(in.runs.first().iterations.size()), 29);
        QVERIFY(!in.result.samples.isEmpty());
    }

    void realGoldenValues()
    {
        const QString path = QStringLiteral(CGA_SHARED_DIR "/fixtures/real/mlm-golden-moe-scoped-cudagraph-h100.json");
        if (!QFile::exists(path))
            QSKIP("../shared/fixtures/real is not here");
        ReportInput in;
        QString error;
        QVERIFY2(ReportInput::load(path, {}, &in, &error), qPrintable(error));
        QCOMPARE(in.kind, ReportInput::Kind::TrainingLog);
        QCOMPARE(in.runs.size(), 1);
        const RunSummary& run = in.runs.first();
        // Step 1 is not in the file (training.py skips the first iteration's timer); 99 steps from 2 to 100.
        QCOMPARE(int(run.iterations.size()), 99);
        QCOMPARE(run.iterations.front().iteration, qint64(2));
        QVERIFY(!in.result.samples.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestGoldenValuesReader)
#include "tst_goldenvaluesreader.moc"
