// BenchLauncher and BenchPlanner: the exact program and arguments of a benchmark run, and its plan, for the GUI
// and `cga bench`.
#include "bench/benchlauncher.h"
#include "bench/benchplanner.h"
#include "util/shellwords.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

class TestBenchLauncher : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        qputenv("CGA_BENCH", CGA_FAKEBENCH);
        qputenv("FAKEBENCH_SCENARIO", "replay");
    }

    void workloadIsWrittenAndPassedAsAFile()
    {
        BenchLauncher launcher;
        Workload w;
        w.numLayers = 3;
        w.modes = {"eager", "attn"};
        BenchOptions o;
        o.overhead = QStringLiteral("megatron-te");
        o.device = 1;
        o.durationLimitS = 30;
        QString error;
        QVERIFY2(launcher.prepare(w, o, &error), qPrintable(error));
        QCOMPARE(launcher.program(), QStringLiteral(CGA_FAKEBENCH));
        const QStringList args = launcher.arguments();
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--overhead")) + 1), QStringLiteral("megatron-te"));
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--device")) + 1), QStringLiteral("1"));
        QCOMPARE(args.value(args.indexOf(QStringLiteral("--duration-limit")) + 1), QStringLiteral("30"));
        QFile f(args.value(args.indexOf(QStringLiteral("--workload")) + 1));
        QVERIFY(f.open(QIODevice::ReadOnly));
        Workload back;
        QVERIFY(WorkloadJson::fromJson(QJsonDocument::fromJson(f.readAll()).object(), &back, &error));
        QCOMPARE(back.numLayers, 3);
        QCOMPARE(WorkloadJson::modes(back), WorkloadJson::modes(w));
        QVERIFY(launcher.dryRunArguments().endsWith(QStringLiteral("--dry-run")));
        // The displayed command is the run, word for word.
        QCOMPARE(*ShellWords::split(launcher.commandLine()), QStringList{launcher.program()} + args);
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bench");
        QTest::addColumn<QString>("runner");
        QTest::addColumn<QString>("overhead");
        QTest::addColumn<int>("layers");
        QTest::addColumn<QString>("message");
        QTest::newRow("no cga-bench") << QByteArray("/nonexistent/cga-bench") << "native"
                                      << "" << 2 << "cga-bench was not found";
        QTest::newRow("overhead on torch") << QByteArray(CGA_FAKEBENCH) << "torch"
                                           << "raw" << 2 << "native runner only";
        QTest::newRow("unknown runner") << QByteArray(CGA_FAKEBENCH) << "jax"
                                        << "" << 2 << "Unknown runner";
        QTest::newRow("no layers") << QByteArray(CGA_FAKEBENCH) << "native"
                                   << "" << 0 << "cannot be measured";
        QTest::newRow("overhead on mcore") << QByteArray(CGA_FAKEBENCH) << "mcore"
                                           << "raw" << 2 << "native runner only";
    }

    void refusals()
    {
        QFETCH(QByteArray, bench);
        QFETCH(QString, runner);
        QFETCH(QString, overhead);
        QFETCH(int, layers);
        QFETCH(QString, message);
        qputenv("CGA_BENCH", bench);
        qputenv("CGA_PYTHON", "/bin/sh"); // exists; the torch refusal must come from the option
        BenchLauncher launcher;
        Workload w;
        w.numLayers = layers;
        BenchOptions o;
        o.runner = runner;
        o.overhead = overhead;
        QString error;
        if (runner == QLatin1String("native") && layers > 0 && !BenchLauncher::nativeRunnerProgram().isEmpty())
            QSKIP("a cga-bench is installed on this machine");
        QVERIFY(!launcher.prepare(w, o, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        qunsetenv("CGA_PYTHON");
    }

    // The Megatron-Core runner: the configured Python, the runner and the shared module written side by side, and
    // --megatron-path before the runner's own arguments (the device list and the check-only mode get it too).
    void megatronCoreRunner()
    {
        QTemporaryDir mlm;
        QVERIFY(mlm.isValid());
        BenchLauncher launcher;
        Workload w;
        w.numLayers = 2;
        w.modes = {"eager", "attn"};
        BenchOptions o;
        o.runner = QStringLiteral("mcore");
        o.python = QStringLiteral("/bin/sh"); // any executable: nothing runs here
        o.megatronPath = mlm.path();
        QString error;
        QVERIFY2(launcher.prepare(w, o, &error), qPrintable(error));
        QCOMPARE(launcher.program(), QStringLiteral("/bin/sh"));
        const QStringList args = launcher.arguments();
        QCOMPARE(args.value(0), QStringLiteral("-u"));
        QVERIFY(args.value(1).endsWith(QLatin1String("/cga_mcore_runner.py")));
        // The runner imports its parts from its own folder: all of them lie beside it.
        for (const char* part : {"cga_runner_common.py", "cga_mcore_workload.py", "cga_mcore_session.py",
                                 "cga_mcore_check.py"})
            QVERIFY2(QFile::exists(QFileInfo(args.value(1)).dir().filePath(QLatin1String(part))), part);
        QCOMPARE(args.value(2), QStringLiteral("--megatron-path"));
        QCOMPARE(args.value(3), QFileInfo(mlm.path()).absoluteFilePath());
        QFile f(args.value(args.indexOf(QStringLiteral("--workload")) + 1));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("op_profile")).toString(),
                 QStringLiteral("megatron"));
        QVERIFY(launcher.listDevicesArguments().mid(0, 4) == args.mid(0, 4));
        QCOMPARE(launcher.checkArguments(QStringLiteral("c.json")).mid(4),
                 (QStringList{QStringLiteral("--check-config"), QStringLiteral("c.json")}));

        BenchOptions torch = o;
        torch.runner = QStringLiteral("torch");
        QVERIFY(!launcher.prepare(w, torch, &error));
        QVERIFY2(error.contains(QLatin1String("Megatron-Core runner only")), qPrintable(error));
        o.megatronPath = QStringLiteral("/nonexistent/Megatron-LM");
        QVERIFY(!launcher.prepare(w, o, &error));
        QVERIFY2(error.contains(QLatin1String("/nonexistent/Megatron-LM")), qPrintable(error));
        BenchOptions native;
        native.python = QStringLiteral("/bin/sh");
        QVERIFY(!launcher.prepare(w, native, &error));
        QVERIFY2(error.contains(QLatin1String("Python runners only")), qPrintable(error));
    }

    void planFromTheRunner()
    {
        BenchLauncher launcher;
        QString error;
        QVERIFY(launcher.prepare(Workload(), BenchOptions(), &error));
        BenchPlanner planner;
        QSignalSpy planned(&planner, &BenchPlanner::planned);
        planner.start(launcher);
        QVERIFY(planner.isRunning());
        QVERIFY(planned.wait(10000));
        const BenchPlan async = planned.first().first().value<BenchPlan>();
        const BenchPlan sync = BenchPlanner::planBlocking(launcher);
        for (const BenchPlan& plan : {async, sync}) {
            QVERIFY2(plan.ok(), qPrintable(plan.error));
            QCOMPARE(plan.gpuName(), QStringLiteral("Fake GPU"));
            QCOMPARE(plan.gpuMemoryBytes(), 1073741824.0);
            QCOMPARE(plan.expectedMemoryBytes, 1048576.0);
            QVERIFY(!plan.exceedsDeviceMemory());
            QCOMPARE(plan.plan.modeNames(), QStringList{QStringLiteral("eager")});
        }
    }

    void runnerThatDoesNotAnswer()
    {
        qputenv("CGA_BENCH", "/bin/false");
        BenchLauncher launcher;
        QString error;
        QVERIFY(launcher.prepare(Workload(), BenchOptions(), &error));
        const BenchPlan plan = BenchPlanner::planBlocking(launcher);
        QVERIFY(!plan.ok());
        QVERIFY(plan.gpuName().isEmpty());
        QVERIFY(!plan.deviceError.isEmpty());
    }

    void cancelledPlanSaysNothing()
    {
        qputenv("FAKEBENCH_SCENARIO", "hang");
        BenchLauncher launcher;
        QString error;
        QVERIFY(launcher.prepare(Workload(), BenchOptions(), &error));
        BenchPlanner planner;
        QSignalSpy planned(&planner, &BenchPlanner::planned);
        planner.start(launcher);
        planner.cancel();
        QVERIFY(!planner.isRunning());
        QTest::qWait(100);
        QVERIFY(planned.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBenchLauncher)
#include "tst_benchlauncher.moc"
