// CalibrationInput: cga-bench's --calibrate from a recorded run of the Megatron-Core or PyTorch runner.
#include "bench/calibrationinput.h"
#include "report/reportinput.h"

#include <QTest>

using namespace cga;

namespace {

void steady(BenchmarkResult& r, const QString& mode, const QList<double>& ms, int graphs, int kernels = -1)
{
    ModeInfo& m = r.ensureMode(mode);
    m.graphed = mode != QLatin1String("eager");
    m.graphsPerStep = graphs;
    m.kernelsPerStep = kernels;
    int it = 0;
    for (double v : ms) {
        Sample s;
        s.mode = mode;
        s.phase = RunPhase::Steady;
        s.iteration = ++it;
        s.wallMs = v;
        r.samples << s;
    }
}

} // namespace

class TestCalibrationInput : public QObject
{
    Q_OBJECT

private slots:
    void fromResult_data()
    {
        QTest::addColumn<QString>("runner");
        QTest::addColumn<QStringList>("modes"); // of eager, local, layer, full_iteration, attn
        QTest::addColumn<int>("eagerKernels");
        QTest::addColumn<QString>("calibrate"); // empty: refused
        QTest::addColumn<QString>("error"); // part of the refusal
        QTest::newRow("Megatron-Core: eager, local, full iteration, launches counted")
            << "mcore" << QStringList{"eager", "local", "full_iteration"} << 585
            << "eager_ms=30.000,replay_ms=5.000,launches=585,layer_ms=10.000,layer_graphs=16" << QString();
        QTest::newRow("launches not counted: cga-bench's own stand in")
            << "mcore" << QStringList{"eager", "full_iteration"} << -1 << "eager_ms=30.000,replay_ms=5.000"
            << QString();
        QTest::newRow("PyTorch runner's whole-layer mode")
            << "torch" << QStringList{"eager", "layer", "full_iteration"} << 484
            << "eager_ms=30.000,replay_ms=5.000,launches=484,layer_ms=10.000,layer_graphs=16" << QString();
        QTest::newRow("scoped graphs only fit no replay cost")
            << "torch" << QStringList{"eager", "attn", "full_iteration"} << -1 << "eager_ms=30.000,replay_ms=5.000"
            << QString();
        QTest::newRow("no full iteration")
            << "mcore" << QStringList{"eager", "local"} << 585 << QString() << "full_iteration";
        QTest::newRow("no eager") << "mcore" << QStringList{"local", "full_iteration"} << 585 << QString() << "eager";
        QTest::newRow("cga-bench cannot calibrate itself")
            << "cga-bench" << QStringList{"eager", "full_iteration"} << 585 << QString() << "cga-bench itself";
    }
    void fromResult()
    {
        QFETCH(QString, runner);
        QFETCH(QStringList, modes);
        QFETCH(int, eagerKernels);
        QFETCH(QString, calibrate);
        QFETCH(QString, error);
        BenchmarkResult r;
        r.environment.runner = runner;
        const QHash<QString, QList<double>> ms{{QStringLiteral("eager"), {29.0, 30.0, 31.0}},
                                               {QStringLiteral("local"), {10.0, 10.0}},
                                               {QStringLiteral("layer"), {9.0, 10.0, 11.0}},
                                               {QStringLiteral("attn"), {20.0}},
                                               {QStringLiteral("full_iteration"), {5.0, 5.0, 5.0}}};
        for (const QString& m : modes)
            steady(r, m, ms.value(m), m == QLatin1String("eager") ? 0 : (m == QLatin1String("full_iteration") ? 1 : 16),
                   m == QLatin1String("eager") ? eagerKernels : -1);
        QString got, why;
        const bool ok = CalibrationInput::fromResult(r, &got, &why);
        QCOMPARE(ok, !calibrate.isEmpty());
        if (ok)
            QCOMPARE(got, calibrate);
        else
            QVERIFY2(why.contains(error), qPrintable(why));
    }

    void eagerNotSlowerIsNoHostCost()
    {
        BenchmarkResult r;
        r.environment.runner = QStringLiteral("mcore");
        steady(r, QStringLiteral("eager"), {48.0, 48.1}, 0);
        steady(r, QStringLiteral("full_iteration"), {48.5, 48.6}, 1);
        QString got, why;
        QVERIFY(!CalibrationInput::fromResult(r, &got, &why));
        QVERIFY2(why.contains(QLatin1String("not slower")), qPrintable(why));
    }

    // The recorded H200 run of the Megatron-Core runner (docs/benchmarks.md): its medians, its 16 per-layer graphs.
    void recordedMegatronRun()
    {
        ReportInput in;
        QString error;
        QVERIFY2(ReportInput::load(QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-gpt-h1024-h200.jsonl"),
                                   ClassifierOptions{}, &in, &error),
                 qPrintable(error));
        QString got;
        QVERIFY2(CalibrationInput::fromResult(in.result, &got, &error), qPrintable(error));
        QVERIFY2(got.startsWith(QLatin1String("eager_ms=35.263,replay_ms=4.862,")), qPrintable(got));
        QVERIFY2(got.endsWith(QLatin1String(",layer_ms=9.794,layer_graphs=16")), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(TestCalibrationInput)
#include "tst_calibrationinput.moc"
