// cga-bench's calibration (runner/plan/calibration.h): host cost per launch and a GPU-time scale fitted to one
// measured eager and one measured replay step of the real runner, the predicted steps, and what the summary says
// the fit was made on. No GPU needed.
#include "plan/calibration.h"
#include "plan/options.h"

#include <QTest>

#include <cmath>

using namespace cga;
using namespace cga::bench;

namespace {

std::vector<std::string> args(std::initializer_list<const char*> list)
{
    std::vector<std::string> out{"cga-bench"};
    for (const char* a : list)
        out.emplace_back(a);
    return out;
}

Json mode(const char* name, bool graphed, double hostMs, double gpuMs)
{
    Json m = Json::object();
    m.set("mode", name);
    m.set("graphed", graphed);
    m.set("median_host_ms", hostMs);
    m.set("median_gpu_ms", gpuMs);
    return m;
}

Json comparison(const char* name)
{
    Json c = Json::object();
    c.set("mode", name);
    c.set("baseline", "eager");
    return c;
}

} // namespace

class TestBenchCalibration : public QObject
{
    Q_OBJECT

private slots:
    void parsesTheMeasuredSteps()
    {
        Options o;
        std::string error;
        QVERIFY2(parseOptions(args({"--preset", "gpt-h1024", "--calibrate",
                                    "eager_ms=28.9,replay_ms=4.86,launches=585,gpu_ms=4.69,bench_gpu_ms=3.9"}),
                              &o, &error),
                 error.c_str());
        QVERIFY(o.overhead.calibrate);
        QCOMPARE(o.overhead.preset, std::string("calibrated"));
        QCOMPARE(o.overhead.cal.launches, 585);
        QCOMPARE(o.overhead.cal.realGpuMs(), 4.69);
        QCOMPARE(o.overhead.cal.benchGpuMs, 3.9);
    }

    // The overhead presets: busy-wait per op on top of our ~3.8 us launch.
    void overheadPresets_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<double>("usPerOp");
        QTest::newRow("raw") << "raw" << 0.0;
        QTest::newRow("pytorch") << "pytorch" << 14.0;
        QTest::newRow("megatron-te") << "megatron-te" << 20.0;
        // Megatron-Core local spec: 28.9 ms eager over 585 launches is 49.4 us per launch, less the raw launch.
        QTest::newRow("megatron-local") << "megatron-local" << 45.6;
    }
    void overheadPresets()
    {
        QFETCH(QString, preset);
        QFETCH(double, usPerOp);
        Options o;
        std::string error;
        const std::string p = preset.toStdString();
        QVERIFY2(parseOptions(args({"--preset", "gpt-h1024", "--overhead", p.c_str()}), &o, &error), error.c_str());
        QCOMPARE(o.overhead.preset, p);
        QCOMPARE(o.overhead.usPerOp, usPerOp);
        QVERIFY(std::abs(28900.0 / 585 - 3.8 - 45.6) < 0.1);
    }

    void badCalibrations_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("no replay") << "eager_ms=10"
                                   << "replay_ms";
        QTest::newRow("replay slower than eager") << "eager_ms=4,replay_ms=5"
                                                  << "eager_ms > replay_ms";
        QTest::newRow("unknown key") << "eager_ms=10,replay_ms=2,gpu=3"
                                     << "unknown key \"gpu\"";
        QTest::newRow("not a number") << "eager_ms=10,replay_ms=fast"
                                      << "not key=number";
        QTest::newRow("negative GPU time") << "eager_ms=10,replay_ms=2,gpu_ms=-1"
                                           << "not key=number";
    }
    void badCalibrations()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        Options o;
        std::string error;
        const std::string t = text.toStdString();
        QVERIFY(!parseOptions(args({"--calibrate", t.c_str()}), &o, &error));
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    // A host-bound eager step takes as long as its launches take to issue; cga-bench busy-waits the rest.
    void hostCostPerLaunch_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("ourLaunches");
        QTest::addColumn<double>("rawUs");
        QTest::addColumn<double>("hostUs");
        QTest::addColumn<double>("busyUs");
        QTest::newRow("Megatron H=1024: 28.9 ms over 585 launches")
            << "eager_ms=28.9,replay_ms=4.86,launches=585,gpu_ms=4.69" << 400 << 3.8 << 28900.0 / 585
            << 28900.0 / 585 - 3.8;
        QTest::newRow("launches default to ours") << "eager_ms=12,replay_ms=3" << 400 << 5.0 << 30.0 << 25.0;
        QTest::newRow("our raw launch costs more: no busy-wait")
            << "eager_ms=12,replay_ms=3" << 400 << 40.0 << 30.0 << 0.0;
        QTest::newRow("GPU-bound eager hides the host cost")
            << "eager_ms=48,replay_ms=47,gpu_ms=48.5" << 600 << 3.8 << 0.0 << 0.0;
    }
    void hostCostPerLaunch()
    {
        QFETCH(QString, text);
        QFETCH(int, ourLaunches);
        QFETCH(double, rawUs);
        QFETCH(double, hostUs);
        QFETCH(double, busyUs);
        Calibration c;
        std::string error;
        QVERIFY2(c.parse(text.toStdString(), &error), error.c_str());
        QCOMPARE(c.hostUsPerLaunch(ourLaunches), hostUs);
        QCOMPARE(c.busyUs(ourLaunches, rawUs), busyUs);
    }

    // Megatron's local per-layer step: its eager rest at the fitted host cost, the rest spread over its graph
    // replays, less what cga-bench already spends around each graph launch.
    void hostCostPerGraph_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("restLaunches");
        QTest::addColumn<int>("ourGraphs");
        QTest::addColumn<double>("graphUs");
        const QString h1024 = QStringLiteral("eager_ms=28.9,replay_ms=4.86,launches=585,gpu_ms=4.69");
        // 28.9 ms / 585 = 49.40 us per launch; (10200 - 73 x 49.40) / 16 = 412.1 us per replay; less 2 x 45.60
        // busy-wait and 2 x 3.8 us raw: 313.3 us.
        QTest::newRow("Megatron H=1024 local: 10.2 ms, 16 graphs")
            << h1024 + ",layer_ms=10.2,layer_graphs=16" << 73 << 16 << 313.3;
        QTest::newRow("graph count defaults to ours") << h1024 + ",layer_ms=10.2" << 73 << 16 << 313.3;
        QTest::newRow("Megatron's graph count wins") << h1024 + ",layer_ms=10.2,layer_graphs=32" << 73 << 16 << 107.3;
        QTest::newRow("faster than its eager rest: nothing to add") << h1024 + ",layer_ms=3" << 73 << 16 << 0.0;
        QTest::newRow("no per-layer step given: not fitted") << h1024 << 73 << 16 << -1.0;
        QTest::newRow("no graphs: not fitted") << h1024 + ",layer_ms=10.2" << 73 << 0 << -1.0;
    }
    void hostCostPerGraph()
    {
        QFETCH(QString, text);
        QFETCH(int, restLaunches);
        QFETCH(int, ourGraphs);
        QFETCH(double, graphUs);
        Calibration c;
        std::string error;
        QVERIFY2(c.parse(text.toStdString(), &error), error.c_str());
        const double got = c.graphBusyUs(restLaunches, ourGraphs, 585, 3.8);
        QVERIFY2(std::abs(got - graphUs) < 0.1, QByteArray::number(got).constData());
    }

    void gpuScale_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("ourReplayMs");
        QTest::addColumn<double>("scale");
        QTest::newRow("real GPU busy over our replay") << "eager_ms=28.9,replay_ms=4.86,gpu_ms=4.69" << 2.345 << 2.0;
        QTest::newRow("replay stands in for GPU busy") << "eager_ms=28.9,replay_ms=4.86" << 2.43 << 2.0;
        QTest::newRow("our GPU time given (another shape)")
            << "eager_ms=28.9,replay_ms=4.86,bench_gpu_ms=4.86" << 9.0 << 1.0;
        QTest::newRow("ours unknown: not fitted") << "eager_ms=28.9,replay_ms=4.86" << 0.0 << 0.0;
    }
    void gpuScale()
    {
        QFETCH(QString, text);
        QFETCH(double, ourReplayMs);
        QFETCH(double, scale);
        Calibration c;
        std::string error;
        QVERIFY(c.parse(text.toStdString(), &error));
        QCOMPARE(c.gpuScale(ourReplayMs), scale);
    }

    // max(host, GPU x scale); a host-bound mode's GPU span holds idle gaps, so the step's busy time stands in.
    void predictedStep_data()
    {
        QTest::addColumn<double>("hostMs");
        QTest::addColumn<double>("gpuMs");
        QTest::addColumn<double>("stepGpuMs");
        QTest::addColumn<double>("scale");
        QTest::addColumn<double>("predictedMs");
        QTest::newRow("host-bound eager stays host-bound") << 28.0 << 28.5 << 2.0 << 2.0 << 28.0;
        QTest::newRow("host-bound, the scaled GPU overtakes") << 10.0 << 10.2 << 6.0 << 2.0 << 12.0;
        QTest::newRow("GPU-bound replay scales") << 0.1 << 2.4 << 2.4 << 2.0 << 4.8;
        QTest::newRow("GPU-bound slower graph keeps its own GPU time") << 0.2 << 2.6 << 2.4 << 2.0 << 5.2;
        QTest::newRow("no scale fitted: as measured") << 0.1 << 2.4 << 2.4 << 0.0 << 2.4;
    }
    void predictedStep()
    {
        QFETCH(double, hostMs);
        QFETCH(double, gpuMs);
        QFETCH(double, stepGpuMs);
        QFETCH(double, scale);
        QFETCH(double, predictedMs);
        QCOMPARE(Calibration::predictMs({hostMs, gpuMs}, stepGpuMs, scale), predictedMs);
    }

    // The summary: predicted_ms per mode, predicted_speedup per comparison, and what the fit was made on.
    void summarySaysWhatItWasFittedOn()
    {
        Calibration c;
        std::string error;
        QVERIFY(c.parse("eager_ms=28.9,replay_ms=4.86,launches=585,gpu_ms=4.69", &error));
        Json modes = Json::array();
        modes.push(mode("eager", false, 28.0, 28.3));
        modes.push(mode("full_iteration", true, 0.1, 2.345));
        Json comparisons = Json::array();
        comparisons.push(comparison("full_iteration"));
        const Json cal = c.annotate(&modes, &comparisons, 585, 3.8);
        QCOMPARE(cal.at("gpu_scale").toNumber(), 2.0);
        QCOMPARE(cal.at("host_us_per_launch").toNumber(), 28900.0 / 585);
        QCOMPARE(cal.at("fitted_on").at("eager_ms").toNumber(), 28.9);
        QCOMPARE(cal.at("fitted_on").at("gpu_from").toString(), std::string("gpu_ms"));
        QCOMPARE(cal.at("fitted_on").at("bench_gpu_from").toString(), std::string("full_iteration"));
        QCOMPARE(cal.at("fitted_on").at("bench_gpu_ms").toNumber(), 2.345);
        QCOMPARE(cal.at("eager_ms").toNumber(), 28.9); // where protocol-1 readers look
        QCOMPARE(modes.items()[0].at("predicted_ms").toNumber(), 28.0);
        QCOMPARE(modes.items()[1].at("predicted_ms").toNumber(), 4.69);
        QCOMPARE(comparisons.items()[0].at("predicted_speedup").toNumber(), 28.0 / 4.69);
    }

    // A mode Megatron makes no graph for (no_graphs: MoE scopes under megatron-local) runs the eager step: its
    // prediction is eager's, whatever noise its own samples carry.
    void noGraphsModePredictsTheEagerStep()
    {
        Calibration c;
        std::string error;
        QVERIFY(c.parse("eager_ms=58.9,replay_ms=4.86,gpu_ms=4.69", &error));
        Json modes = Json::array();
        modes.push(mode("eager", false, 58.0, 58.3));
        Json same = mode("moe_router", true, 56.0, 56.2);
        same.set("no_graphs", true);
        modes.push(same);
        Json comparisons = Json::array();
        comparisons.push(comparison("moe_router"));
        c.annotate(&modes, &comparisons, 1005, 3.8);
        QCOMPARE(modes.items()[1].at("predicted_ms").toNumber(), modes.items()[0].at("predicted_ms").toNumber());
        QCOMPARE(comparisons.items()[0].at("predicted_speedup").toNumber(), 1.0);
    }

    void withoutOurReplayTheScaleIsNotFitted()
    {
        Calibration c;
        std::string error;
        QVERIFY(c.parse("eager_ms=28.9,replay_ms=4.86", &error));
        Json modes = Json::array();
        modes.push(mode("eager", false, 28.0, 28.3));
        Json comparisons = Json::array();
        const Json cal = c.annotate(&modes, &comparisons, 585, 3.8);
        QVERIFY(cal.at("gpu_scale").isNull());
        QCOMPARE(cal.at("fitted_on").at("bench_gpu_from").toString(), std::string("none"));
        QCOMPARE(modes.items()[0].at("predicted_ms").toNumber(), 28.3); // the busier of host and GPU, as measured
    }
};

QTEST_GUILESS_MAIN(TestBenchCalibration)
#include "tst_benchcalibration.moc"
