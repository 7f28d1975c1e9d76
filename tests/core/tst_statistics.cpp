// The statistics of the benchmark summary: medians and IQR, the bootstrap interval of the speedup, the verdict
// (with "no significant difference" when the intervals overlap) and break-even iterations.
#include "bench/benchmarkresult.h"
#include "bench/statistics.h"

#include <QTest>

using namespace cga;

class TestStatistics : public QObject
{
    Q_OBJECT

private slots:
    void quantiles_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<double>("median");
        QTest::addColumn<double>("iqr");
        QTest::newRow("odd") << QList<double>{5, 1, 3, 2, 4} << 3.0 << 2.0;
        QTest::newRow("even") << QList<double>{4, 1, 3, 2} << 2.5 << 1.5;
        QTest::newRow("one") << QList<double>{7} << 7.0 << 0.0;
    }
    void quantiles()
    {
        QFETCH(QList<double>, values);
        QFETCH(double, median);
        QFETCH(double, iqr);
        const ArmStatistics s = Statistics::summarize(values);
        QCOMPARE(s.median, median);
        QCOMPARE(s.iqr, iqr);
        QCOMPARE(s.n, int(values.size()));
    }

    void emptyArm()
    {
        QVERIFY(std::isnan(Statistics::summarize({}).median));
        const SpeedupEstimate e = Statistics::compare({}, {1, 2});
        QCOMPARE(e.verdict, Verdict::InsufficientData);
    }

    void verdicts_data()
    {
        QTest::addColumn<QList<double>>("eager");
        QTest::addColumn<QList<double>>("graph");
        QTest::addColumn<int>("verdict");
        const QList<double> slow{10.0, 10.2, 9.9, 10.1, 10.0, 10.3, 9.8, 10.1};
        const QList<double> fast{5.0, 5.1, 4.9, 5.0, 5.2, 4.8, 5.0, 5.1};
        QTest::newRow("graphs faster") << slow << fast << int(Verdict::Faster);
        QTest::newRow("graphs slower") << fast << slow << int(Verdict::Slower);
        QTest::newRow("overlapping") << QList<double>{10.0, 11.0, 9.0, 10.5, 9.5, 12.0, 8.0}
                                     << QList<double>{9.8, 10.9, 9.1, 10.4, 9.6, 11.5, 8.5}
                                     << int(Verdict::NoSignificantDifference);
        QTest::newRow("one sample each") << QList<double>{10} << QList<double>{5} << int(Verdict::InsufficientData);
    }
    void verdicts()
    {
        QFETCH(QList<double>, eager);
        QFETCH(QList<double>, graph);
        QFETCH(int, verdict);
        const SpeedupEstimate e = Statistics::compare(eager, graph, 40.0);
        QCOMPARE(int(e.verdict), verdict);
        if (e.verdict == Verdict::Faster) {
            QVERIFY(e.ciLow > 1.0 && e.ciLow <= e.speedup && e.speedup <= e.ciHigh);
            QCOMPARE(e.breakEvenIterations, 40.0 / (Statistics::median(eager) - Statistics::median(graph)));
        }
        if (e.verdict == Verdict::Slower)
            QVERIFY(std::isnan(e.breakEvenIterations)); // graphs never pay off
    }

    void fixedSeedGivesTheSameInterval()
    {
        const QList<double> a{10, 10.4, 9.8, 10.1, 9.9, 10.2}, b{6.1, 6.0, 5.9, 6.2, 6.0, 6.3};
        const SpeedupEstimate x = Statistics::compare(a, b), y = Statistics::compare(a, b);
        QCOMPARE(x.ciLow, y.ciLow);
        QCOMPARE(x.ciHigh, y.ciHigh);
    }

    void breakEven_data()
    {
        QTest::addColumn<double>("oneTime");
        QTest::addColumn<double>("eager");
        QTest::addColumn<double>("graph");
        QTest::addColumn<double>("iterations");
        QTest::newRow("pays off after 10 steps") << 50.0 << 10.0 << 5.0 << 10.0;
        QTest::newRow("never: graphs slower") << 50.0 << 10.0 << 11.0 << qQNaN();
        QTest::newRow("unknown cost") << qQNaN() << 10.0 << 5.0 << qQNaN();
    }
    void breakEven()
    {
        QFETCH(double, oneTime);
        QFETCH(double, eager);
        QFETCH(double, graph);
        QFETCH(double, iterations);
        const double b = Statistics::breakEven(oneTime, eager, graph);
        if (std::isnan(iterations))
            QVERIFY(std::isnan(b));
        else
            QCOMPARE(b, iterations);
    }

    void compareAllUsesSteadySamplesAndOneTimeCosts()
    {
        BenchmarkResult r;
        r.ensureMode(QStringLiteral("eager"));
        ModeInfo& attn = r.ensureMode(QStringLiteral("attn"));
        attn.captureMs = 20;
        attn.instantiateMs = 10;
        attn.uploadMs = 2;
        for (int i = 0; i < 8; ++i) {
            r.samples << Sample{QStringLiteral("eager"), RunPhase::Steady, i + 1, 10.0 + 0.01 * i};
            r.samples << Sample{QStringLiteral("attn"), RunPhase::Steady, i + 1, 6.0 + 0.01 * i};
        }
        r.samples << Sample{QStringLiteral("attn"), RunPhase::FirstReplay, 0, 500.0}; // not steady: ignored
        const QList<SpeedupEstimate> all = Statistics::compareAll(r);
        QCOMPARE(all.size(), 1);
        QCOMPARE(all.first().mode, QStringLiteral("attn"));
        QCOMPARE(all.first().verdict, Verdict::Faster);
        QVERIFY(qFuzzyCompare(all.first().breakEvenIterations, 32.0 / 4.0));
    }

    // A mode in which Megatron made no graph (MoE scopes under the local implementation) ran the eager step: a
    // difference between the two processes is noise, never a graph's gain or loss, and nothing pays off.
    void modeWithoutGraphsIsTheSameStep_data()
    {
        QTest::addColumn<bool>("noGraphs");
        QTest::addColumn<double>("graphMs");
        QTest::addColumn<int>("expected");
        QTest::newRow("graphs, faster") << false << 6.0 << int(Verdict::Faster);
        QTest::newRow("no graphs, measured faster") << true << 6.0 << int(Verdict::NoSignificantDifference);
        QTest::newRow("no graphs, measured slower") << true << 14.0 << int(Verdict::NoSignificantDifference);
        QTest::newRow("graphs, slower") << false << 14.0 << int(Verdict::Slower);
    }

    void modeWithoutGraphsIsTheSameStep()
    {
        QFETCH(bool, noGraphs);
        QFETCH(double, graphMs);
        QFETCH(int, expected);
        BenchmarkResult r;
        r.ensureMode(QStringLiteral("eager"));
        ModeInfo& moe = r.ensureMode(QStringLiteral("local:moe_router"));
        moe.noGraphs = noGraphs;
        moe.captureMs = 5;
        for (int i = 0; i < 8; ++i) {
            r.samples << Sample{QStringLiteral("eager"), RunPhase::Steady, i + 1, 10.0 + 0.01 * i};
            r.samples << Sample{QStringLiteral("local:moe_router"), RunPhase::Steady, i + 1, graphMs + 0.01 * i};
        }
        const QList<SpeedupEstimate> all = Statistics::compareAll(r);
        QCOMPARE(all.size(), 1);
        QCOMPARE(int(all.first().verdict), expected);
        QCOMPARE(all.first().noGraphs, noGraphs);
        QVERIFY(qFuzzyCompare(all.first().speedup, 10.035 / (graphMs + 0.035))); // the speedup stays as measured
        QCOMPARE(std::isnan(all.first().breakEvenIterations), noGraphs || graphMs > 10);
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
