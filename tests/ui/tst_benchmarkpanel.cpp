// BenchmarkPanel: the local benchmark page, driven through the fakebench runner. Every way a GPU run can end
// (done, crash, kill, hang, out of memory, garbage, a cut-off line, cancel) leaves the window responsive, says
// what happened and keeps (and saves) what was measured.
#include "bench/benchconfirmdialog.h"
#include "bench/benchlauncher.h"
#include "bench/benchmarkpanel.h"
#include "bench/benchmarksetupform.h"
#include "bench/benchrunner.h"
#include "recipes/presetlibrary.h"
#include "report/reportinput.h"
#include "results/charts.h"
#include "session/configsession.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtGlobal>
#include <qcustomplot.h>

#include <csignal>

using namespace cga;

namespace {

const QString kRecorded = QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-gpt-h1024-calibrated-h200.jsonl");

struct Scenario
{
    QByteArray name;
    QByteArray file;
    QByteArray code;
};

void useScenario(const Scenario& s)
{
    qputenv("CGA_BENCH", CGA_FAKEBENCH);
    qputenv("FAKEBENCH_SCENARIO", s.name);
    qputenv("FAKEBENCH_FILE", s.file);
    qputenv("FAKEBENCH_CODE", s.code.isEmpty() ? QByteArray("0") : s.code);
}

} // namespace

class TestBenchmarkPanel : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ConfigSession> m_session;
    std::unique_ptr<BenchmarkPanel> m_panel;

    BenchmarkPanel* panel() { return m_panel.get(); }

    // Runs to the end; false when runFinished did not come within `ms`.
    bool runToEnd(bool* ok, int ms = 20000)
    {
        QSignalSpy finished(panel(), &BenchmarkPanel::runFinished);
        panel()->requestRun(false);
        if (finished.isEmpty() && !finished.wait(ms))
            return false;
        *ok = finished.first().at(1).toBool();
        return true;
    }

private slots:
    void initTestCase()
    {
        qputenv("CGA_PYTHON", "/nonexistent/python3");
        m_session = std::make_unique<ConfigSession>();
        const std::optional<Preset> p = PresetLibrary::builtIn().load(QStringLiteral("llama3-8b-b200-bf16-full"));
        QVERIFY(p);
        m_session->reset(p->config, p->target, QStringLiteral("test"), p->info.id);
    }

    void init()
    {
        m_panel = std::make_unique<BenchmarkPanel>(m_session.get());
        m_panel->setResultsDirectory(m_dir.filePath(QStringLiteral("results")));
        m_panel->setHangTimeout(1500);
        m_panel->resize(1200, 800);
    }

    void cleanup() { m_panel.reset(); }

    // The workload comes from the configuration: Llama 3 8B's shapes, eager plus what it captures.
    void workloadFollowsTheConfiguration()
    {
        const Workload w = panel()->form()->workload();
        QCOMPARE(w.numLayers, 32);
        QCOMPARE(w.hiddenSize, 4096);
        QVERIFY(WorkloadJson::modes(w).contains(QLatin1String("eager")));
        QVERIFY(WorkloadJson::modes(w).contains(QLatin1String("full_iteration")));
        m_session->setValue(QStringLiteral("model.num_layers"), 4);
        QCOMPARE(panel()->form()->workload().numLayers, 4);
        m_session->setValue(QStringLiteral("model.num_layers"), 32);
        // Eager cannot be unticked: it is the baseline of every speedup.
        QListWidgetItem* eager = panel()->form()->modeList()->item(0);
        QCOMPARE(eager->data(Qt::UserRole).toString(), QStringLiteral("eager"));
        QVERIFY(!(eager->flags() & Qt::ItemIsUserCheckable));
        panel()->form()->setSelectedModes({QStringLiteral("attn")});
        QCOMPARE(panel()->form()->selectedModes(), (QStringList{QStringLiteral("eager"), QStringLiteral("attn")}));
    }

    void missingRunnersAreDisabledWithTheReason()
    {
        qputenv("CGA_BENCH", "/nonexistent/cga-bench");
        QSignalSpy probed(panel(), &BenchmarkPanel::runnersProbed);
        panel()->probeRunners();
        QVERIFY(!probed.isEmpty() || probed.wait(5000));
        QVERIFY(!panel()->form()->isRunnerAvailable(QStringLiteral("native"))
                || !BenchLauncher::nativeRunnerProgram().isEmpty());
        QVERIFY(!panel()->form()->isRunnerAvailable(QStringLiteral("torch")));
        const int torchRow = panel()->form()->runnerBox()->findData(QStringLiteral("torch"));
        QVERIFY(panel()->form()->runnerBox()->itemData(torchRow, Qt::ToolTipRole).toString().contains("CGA_PYTHON"));

        useScenario({"replay", kRecorded.toUtf8(), {}});
        probed.clear();
        panel()->probeRunners();
        QVERIFY(probed.wait(20000));
        QVERIFY(panel()->form()->isRunnerAvailable(QStringLiteral("native")));
    }

    // The three runners side by side: which can run here, and for the others the reason and what to do, without
    // blocking (each check is a child process); the Python settings go to the Python runners only.
    void threeRunnersWithTheirReasons()
    {
        useScenario({"replay", kRecorded.toUtf8(), {}});
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral("torch/torch")));
        QFile torch(dir.filePath(QStringLiteral("torch/torch/__init__.py")));
        QVERIFY(torch.open(QIODevice::WriteOnly));
        torch.write("class cuda:\n    is_available = staticmethod(lambda: False)\n"
                    "    device_count = staticmethod(lambda: 0)\n");
        torch.close();
        const QByteArray savedPath = qgetenv("PYTHONPATH");
        qputenv("PYTHONPATH", dir.filePath(QStringLiteral("torch")).toUtf8());
        QSignalSpy probed(panel(), &BenchmarkPanel::runnersProbed);
        QSignalSpy megatron(panel(), &BenchmarkPanel::megatronCheckAvailable);
        BenchmarkSetupForm* form = panel()->form();
        QCOMPARE(form->runnerBox()->count(), 3);
        QCOMPARE(form->runnerBox()->itemData(2).toString(), QStringLiteral("mcore"));
        form->setPythonSettings(QStringLiteral("python3"), dir.path()); // a folder without megatron/
        panel()->probeRunners();
        QVERIFY(probed.wait(30000));
        qputenv("PYTHONPATH", savedPath);
        QVERIFY(form->isRunnerAvailable(QStringLiteral("native")));
        QVERIFY(!form->isRunnerAvailable(QStringLiteral("torch")));
        QVERIFY(!form->isRunnerAvailable(QStringLiteral("mcore")));
        const QString text = form->runnerStatusText();
        QVERIFY2(text.contains(QLatin1String("Native (cga-bench, CUDA and cuBLAS): available")), qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("PyTorch (cga_torch_runner.py): not available - PyTorch imports but "
                                             "sees no CUDA GPU")),
                 qPrintable(text));
        QVERIFY2(text.contains(QLatin1String("Megatron-Core (cga_mcore_runner.py): not available - PyTorch imports, "
                                             "but Megatron-Core does not")),
                 qPrintable(text));
        const int row = form->runnerBox()->findData(QStringLiteral("mcore"));
        QVERIFY(
            form->runnerBox()->itemData(row, Qt::ToolTipRole).toString().contains(QLatin1String("--megatron-path")));
        QCOMPARE(megatron.size(), 1);
        QCOMPARE(megatron.first().at(1).toBool(), false);
        // The native runner takes neither the Python nor the folder; the Megatron-Core runner takes both.
        form->setRunner(QStringLiteral("native"));
        QVERIFY(form->options().python.isEmpty());
        QVERIFY(!form->pythonEdit()->isEnabled());
        QVERIFY(!form->megatronPathEdit()->isEnabled());
    }

    // The confirmation names the exact command, the GPU, its memory and what the workload is expected to need.
    void confirmationShowsCommandGpuAndMemory()
    {
        BenchPlan plan;
        plan.commandLine = QStringLiteral("/opt/cga-bench --workload '/tmp/a b/workload.json' --device 0");
        plan.devices = {QJsonObject{{QStringLiteral("device"), 0},
                                    {QStringLiteral("gpu_name"), QStringLiteral("NVIDIA H200")},
                                    {QStringLiteral("memory_total_bytes"), 150.0 * (1 << 30)}}};
        plan.expectedMemoryBytes = 12.0 * (1 << 30);
        plan.plan.ensureMode(QStringLiteral("eager")).kernelsPerStep = 393;
        BenchConfirmDialog ok(plan, 120);
        QVERIFY(ok.text().contains(plan.commandLine));
        QVERIFY(ok.text().contains(QLatin1String("NVIDIA H200, 150.00 GiB")));
        QVERIFY(ok.text().contains(QLatin1String("Expected device memory: 12.00 GiB")));
        QVERIFY(ok.text().contains(QLatin1String("eager: 393 kernels per step")));
        QVERIFY(!ok.text().contains(QLatin1String("more memory than the GPU has")));
        plan.expectedMemoryBytes = 200.0 * (1 << 30);
        BenchConfirmDialog tooBig(plan, 120);
        QVERIFY(tooBig.text().contains(QLatin1String("more memory than the GPU has")));
    }

    // The native runner calibrates on a measured run of the real stack chosen on the page: the Megatron-Core
    // run's medians become --calibrate, the page says what the fit is made on, and a file that cannot calibrate
    // says why and leaves the prediction uncalibrated.
    void calibrationFromAMeasuredRun_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("calibrates");
        QTest::addColumn<QString>("says");
        QTest::newRow("a Megatron-Core run")
            << QStringLiteral(CGA_TEST_DATA_DIR "/bench/mcore-runner-gpt-h1024-h200.jsonl") << true
            << QStringLiteral("35.263");
        QTest::newRow("a cga-bench run") << kRecorded << false << QStringLiteral("not calibrated");
        QTest::newRow("a training log") << QStringLiteral(CGA_TEST_DATA_DIR "/logs/full-recompute-te-srun.log") << false
                                        << QStringLiteral("training log");
        QTest::newRow("no such file") << m_dir.filePath(QStringLiteral("missing.jsonl")) << false
                                      << QStringLiteral("missing.jsonl");
    }
    void calibrationFromAMeasuredRun()
    {
        QFETCH(QString, file);
        QFETCH(bool, calibrates);
        QFETCH(QString, says);
        useScenario({"replay", kRecorded.toUtf8(), {}});
        BenchmarkSetupForm* form = panel()->form();
        form->setRunnerAvailable(QStringLiteral("native"), true);
        form->setRunner(QStringLiteral("native"));
        QSignalSpy changed(form, &BenchmarkSetupForm::changed);
        QString error;
        QCOMPARE(form->setCalibrationFile(file, &error), calibrates);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(error.isEmpty(), calibrates);
        QVERIFY2(form->calibrationStatusText().contains(says), qPrintable(form->calibrationStatusText()));
        QCOMPARE(form->calibrationEdit()->text(), file);
        if (!calibrates) {
            QVERIFY(form->options().calibrate.isEmpty());
            return;
        }
        QVERIFY(form->options().calibrate.startsWith(QLatin1String("eager_ms=35.263,replay_ms=4.862")));
        QVERIFY(form->calibrationStatusText().contains(QLatin1String("Megatron-Core")));
        // The run passes it to the runner.
        QSignalSpy planned(panel(), &BenchmarkPanel::planReady);
        bool ok = false;
        QVERIFY(runToEnd(&ok));
        QCOMPARE(planned.size(), 1);
        const QStringList args = planned.first().first().value<BenchPlan>().arguments;
        const qsizetype at = args.indexOf(QLatin1String("--calibrate"));
        QVERIFY2(at >= 0 && at + 1 < args.size(), qPrintable(args.join(QLatin1Char(' '))));
        QCOMPARE(args.at(at + 1), form->calibration());
        // Another runner measures instead: the field is disabled and the reason said; clearing it drops it.
        form->setRunnerAvailable(QStringLiteral("torch"), true);
        form->setRunner(QStringLiteral("torch"));
        QVERIFY(!form->calibrationEdit()->isEnabled());
        QVERIFY(form->options().calibrate.isEmpty());
        QVERIFY(form->calibrationStatusText().contains(QLatin1String("native runner only")));
        form->setRunner(QStringLiteral("native"));
        QVERIFY(form->setCalibrationFile(QString()));
        QVERIFY(form->options().calibrate.isEmpty());
        QVERIFY(form->calibrationStatusText().isEmpty());
    }

    // The plan comes from the runner itself before the run (its dry run and device list).
    void planComesFromTheRunner()
    {
        useScenario({"replay", kRecorded.toUtf8(), {}});
        QSignalSpy planned(panel(), &BenchmarkPanel::planReady);
        bool ok = false;
        QVERIFY(runToEnd(&ok));
        QCOMPARE(planned.size(), 1);
        const BenchPlan plan = planned.first().first().value<BenchPlan>();
        QCOMPARE(plan.gpuName(), QStringLiteral("Fake GPU"));
        QCOMPARE(plan.expectedMemoryBytes, 1048576.0);
        QVERIFY(plan.commandLine.contains(QLatin1String("--workload")));
        QVERIFY(plan.arguments.contains(QLatin1String("--duration-limit")));
    }

    // A complete run: the live chart has every mode, the status gives the speedups, the result is saved and
    // reads back.
    void completeRunIsChartedAndSaved()
    {
        useScenario({"replay", kRecorded.toUtf8(), {}});
        bool ok = false;
        QVERIFY(runToEnd(&ok));
        QVERIFY2(ok, qPrintable(panel()->statusText()));
        QVERIFY2(panel()->statusText().contains(QLatin1String("full_iteration: 4.51x against eager")),
                 qPrintable(panel()->statusText()));
        QCOMPARE(panel()->progressBar()->value(), 1000);
        QCOMPARE(panel()->liveChart()->plot()->graphCount(), 4);
        QVERIFY(panel()->runButton()->isEnabled());
        QVERIFY(!panel()->cancelButton()->isEnabled());
        ReportInput in;
        QString error;
        QVERIFY2(ReportInput::load(panel()->lastSavedPath(), {}, &in, &error), qPrintable(error));
        QCOMPARE(in.result.samples.size(), panel()->lastResult().samples.size());
        QVERIFY(panel()->eventLog().contains(QLatin1String("capture")));
    }

    // Every way a run can fail: the page says what happened and keeps what was measured.
    void faults_data()
    {
        QTest::addColumn<QByteArray>("scenario");
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("keptSamples");
        QTest::newRow("crash") << QByteArray("crash") << QByteArray() << QStringLiteral("crash") << 1;
        QTest::newRow("hang") << QByteArray("hang") << QByteArray() << QStringLiteral("hang") << 0;
        QTest::newRow("out of memory") << QByteArray("exit") << QByteArray("4") << QStringLiteral("out of memory") << 0;
        QTest::newRow("no device") << QByteArray("exit") << QByteArray("3") << QStringLiteral("No CUDA device") << 0;
        QTest::newRow("garbage") << QByteArray("garbage") << QByteArray() << QStringLiteral("garbage") << 0;
        QTest::newRow("cut-off line") << QByteArray("partial") << QByteArray() << QStringLiteral("(") << 1;
        QTest::newRow("no summary") << QByteArray("nosummary") << QByteArray() << QStringLiteral("(") << 1;
    }

    void faults()
    {
        QFETCH(QByteArray, scenario);
        QFETCH(QByteArray, code);
        QFETCH(QString, message);
        QFETCH(int, keptSamples);
        useScenario({scenario, {}, code});
        // The window keeps handling events while the runner misbehaves.
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&ticks] { ++ticks; });
        tick.start(0); // fires whenever the event loop runs
        bool ok = true;
        QVERIFY(runToEnd(&ok));
        QVERIFY(!ok);
        QVERIFY(ticks > 0);
        QVERIFY2(panel()->statusText().contains(QLatin1String("The benchmark failed"))
                     || panel()->statusText().contains(QLatin1String("The benchmark did not run")),
                 qPrintable(panel()->statusText()));
        QVERIFY2(panel()->statusText().contains(message, Qt::CaseInsensitive), qPrintable(panel()->statusText()));
        QCOMPARE(panel()->lastResult().samples.size(), keptSamples);
        if (keptSamples > 0) {
            QVERIFY(panel()->statusText().contains(QLatin1String("kept")));
            QVERIFY(QFile::exists(panel()->lastSavedPath()));
        }
        QVERIFY(panel()->runButton()->isEnabled()); // ready for the next run
    }

    // Killed from outside (kill -9 on the runner): a crash, with the samples so far.
    void killedRunnerKeepsSamples()
    {
        useScenario({"slow", {}, {}});
        QSignalSpy finished(panel(), &BenchmarkPanel::runFinished);
        QSignalSpy started(panel(), &BenchmarkPanel::runStarted);
        panel()->requestRun(false);
        QVERIFY(started.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(panel()->runner()->result().samples.size() >= 3, 10000);
        QVERIFY(panel()->runner()->processId() > 0);
        ::kill(pid_t(panel()->runner()->processId()), SIGKILL);
        QVERIFY(finished.wait(10000));
        QVERIFY(!finished.first().at(1).toBool());
        QVERIFY(panel()->lastResult().samples.size() >= 3);
        QVERIFY(panel()->statusText().contains(QLatin1String("crash")));
    }

    // Cancel: the runner is asked to stop, writes its summary, and what it measured stays.
    void cancelKeepsWhatWasMeasured()
    {
        useScenario({"slow", {}, {}});
        QSignalSpy finished(panel(), &BenchmarkPanel::runFinished);
        QSignalSpy started(panel(), &BenchmarkPanel::runStarted);
        panel()->requestRun(false);
        QVERIFY(started.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(panel()->runner()->result().samples.size() >= 4, 10000);
        QVERIFY(panel()->cancelButton()->isEnabled());
        QTest::mouseClick(panel()->cancelButton(), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QVERIFY(panel()->statusText().startsWith(QLatin1String("Cancelled.")));
        QVERIFY(panel()->lastResult().samples.size() >= 4);
        QVERIFY(QFile::exists(panel()->lastSavedPath()));
        QVERIFY(panel()->liveChart()->plot()->graphCount() >= 1);
    }

    // A runner that does not answer its dry run: nothing runs, and the page says why.
    void rejectedPlanRunsNothing()
    {
        qputenv("CGA_BENCH", "/bin/false");
        QSignalSpy started(panel(), &BenchmarkPanel::runStarted);
        bool ok = true;
        QVERIFY(runToEnd(&ok));
        QVERIFY(!ok);
        QVERIFY(started.isEmpty());
        QVERIFY(panel()->statusText().contains(QLatin1String("rejected the workload")));
    }

    // An unusable workload (no modes besides eager are needed, but no layers is not a model) is refused up front.
    void unusableWorkloadIsRefused()
    {
        useScenario({"replay", kRecorded.toUtf8(), {}});
        m_session->setValue(QStringLiteral("model.hidden_size"), 100);
        bool ok = true;
        QVERIFY(runToEnd(&ok));
        m_session->setValue(QStringLiteral("model.hidden_size"), 4096);
        QVERIFY(!ok);
        QVERIFY2(panel()->statusText().contains(QLatin1String("cannot be measured")),
                 qPrintable(panel()->statusText()));
    }
};

QTEST_MAIN(TestBenchmarkPanel)
#include "tst_benchmarkpanel.moc"
