// No GPU on this machine: the confirmation says so first and offers the ways forward (open a recorded result,
// copy the command for a GPU machine, choose another runner) with Cancel, not Run, as the default; each way does
// what it says; a run started anyway ends with one sentence in the user's words and the next steps.
#include "bench/benchconfirmdialog.h"
#include "bench/benchmarkpanel.h"
#include "bench/benchmarksetupform.h"
#include "recipes/presetlibrary.h"
#include "session/configsession.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QJsonObject>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace cga;

namespace {

const QString kRecorded = QStringLiteral(CGA_TEST_DATA_DIR "/bench/cga-bench-gpt-h1024-calibrated-h200.jsonl");

BenchPlan planWithoutGpu()
{
    BenchPlan plan;
    plan.commandLine = QStringLiteral("cga-bench --workload w.json --modes eager,full_iteration");
    plan.deviceError = QStringLiteral("no CUDA device: cudaErrorInsufficientDriver");
    plan.plan.ensureMode(QStringLiteral("eager")).kernelsPerStep = 393;
    return plan;
}

// Clicks a button of the confirmation once it is shown (it runs modally inside the plan's answer); an empty name
// cancels it. The timer keeps looking until the dialog is there.
void clickInConfirmation(QTimer& timer, const QString& button)
{
    timer.setInterval(50);
    QObject::connect(&timer, &QTimer::timeout, &timer, [&timer, button] {
        auto* d = qobject_cast<BenchConfirmDialog*>(QApplication::activeModalWidget());
        if (!d)
            return;
        timer.stop();
        if (auto* b = d->findChild<QPushButton*>(button); b && !button.isEmpty())
            b->click();
        else
            d->reject();
    });
    timer.start();
}

} // namespace

class TestBenchNoGpu : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<ConfigSession> m_session;
    std::unique_ptr<BenchmarkPanel> m_panel;

private slots:
    void initTestCase()
    {
        qputenv("CGA_PYTHON", "/nonexistent/python3");
        qputenv("CGA_BENCH", CGA_FAKEBENCH);
        qputenv("FAKEBENCH_SCENARIO", "replay");
        qputenv("FAKEBENCH_FILE", kRecorded.toUtf8());
        qputenv("FAKEBENCH_NO_DEVICE", "1");
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
        QSignalSpy probed(m_panel.get(), &BenchmarkPanel::runnersProbed);
        m_panel->show(); // probes the runners: none can use a GPU here
        QVERIFY(!probed.isEmpty() || probed.wait(20000));
        QVERIFY(!m_panel->form()->isRunnerAvailable(QStringLiteral("native")));
        m_panel->form()->setRunner(QStringLiteral("native")); // as a user may still pick it
    }

    void cleanup() { m_panel.reset(); }

    void confirmationLeadsWithTheWayForward()
    {
        const BenchPlan plan = planWithoutGpu();
        BenchConfirmDialog dialog(plan, 120);
        QVERIFY(dialog.noGpu());
        QVERIFY2(dialog.text().startsWith(QLatin1String("The runner finds no GPU")), qPrintable(dialog.text()));
        QVERIFY(dialog.text().contains(QLatin1String("cudaErrorInsufficientDriver"))); // once, as the runner said
        QCOMPARE(dialog.text().count(QLatin1String("cudaErrorInsufficientDriver")), 1);
        QVERIFY(!dialog.text().contains(QLatin1String("kernels per step"))); // not buried among kernel counts
        for (const char* name : {"openRecorded", "chooseRunner", "copyCommand", "runButton"})
            QVERIFY2(dialog.findChild<QPushButton*>(QLatin1String(name)), name);
        auto* run = dialog.findChild<QPushButton*>(QStringLiteral("runButton"));
        QCOMPARE(run->text(), QStringLiteral("Run anyway"));
        QVERIFY(!run->isDefault());
        dialog.findChild<QPushButton*>(QStringLiteral("copyCommand"))->click();
        QCOMPARE(QApplication::clipboard()->text(), plan.commandLine);
        // With a GPU: the usual confirmation.
        BenchPlan withGpu = plan;
        withGpu.devices = {QJsonObject{{QStringLiteral("gpu_name"), QStringLiteral("NVIDIA H200")},
                                       {QStringLiteral("memory_total_bytes"), 150.0 * (1 << 30)}}};
        BenchConfirmDialog usual(withGpu, 120);
        QVERIFY(!usual.noGpu());
        QVERIFY(!usual.findChild<QPushButton*>(QStringLiteral("openRecorded")));
        QCOMPARE(usual.findChild<QPushButton*>(QStringLiteral("runButton"))->text(), QStringLiteral("Run on the GPU"));
        QVERIFY(!usual.text().contains(QLatin1String("Note: ")));
        // What the runner will do otherwise than asked (its dry run's warnings) is said before it starts.
        BenchPlan reduced = withGpu;
        reduced.plan.warnings << QStringLiteral("runs in bf16: the Megatron-Core runner does not build FP8 recipes");
        BenchConfirmDialog noted(reduced, 120);
        QVERIFY2(noted.text().contains(QLatin1String("Note: runs in bf16")), qPrintable(noted.text()));
        if (const QString dir = qEnvironmentVariable("CGA_SCREENSHOT_DIR"); !dir.isEmpty()) { // looked at under Xvfb
            noted.show();
            QVERIFY(QTest::qWaitForWindowExposed(&noted));
            noted.grab().save(dir + QStringLiteral("/bench-confirm-note.png"));
        }
    }

    void eachWayForwardDoesWhatItSays_data()
    {
        QTest::addColumn<QString>("button");
        QTest::addColumn<bool>("opensRecorded");
        QTest::addColumn<QString>("status");
        QTest::newRow("open a recorded result")
            << QStringLiteral("openRecorded") << true << QStringLiteral("Open a result recorded on a GPU machine");
        QTest::newRow("choose another runner")
            << QStringLiteral("chooseRunner") << false << QStringLiteral("Choose another one");
        QTest::newRow("cancel") << QString() << false << QStringLiteral("Not run.");
    }

    void eachWayForwardDoesWhatItSays()
    {
        QFETCH(QString, button);
        QFETCH(bool, opensRecorded);
        QFETCH(QString, status);
        QSignalSpy planned(m_panel.get(), &BenchmarkPanel::planReady);
        QSignalSpy started(m_panel.get(), &BenchmarkPanel::runStarted);
        QSignalSpy recorded(m_panel.get(), &BenchmarkPanel::openRecordedRequested);
        QTimer clicker;
        clickInConfirmation(clicker, button);
        m_panel->requestRun(true);
        QTRY_VERIFY_WITH_TIMEOUT(!m_panel->isBusy(), 20000);
        QVERIFY2(planned.size() == 1, qPrintable(m_panel->statusText()));
        QVERIFY(planned.first().first().value<BenchPlan>().gpuName().isEmpty());
        QVERIFY(started.isEmpty()); // nothing ran
        QCOMPARE(recorded.size(), opensRecorded ? 1 : 0);
        QVERIFY2(m_panel->statusText().contains(status), qPrintable(m_panel->statusText()));
        if (button == QLatin1String("chooseRunner"))
            QCOMPARE(m_panel->focusWidget(), static_cast<QWidget*>(m_panel->form()->runnerBox()));
    }

    // Run anyway (here: without the confirmation): the failure is said once in the user's words, with what to do.
    void aRunWithoutAGpuSaysWhatToDo()
    {
        qputenv("FAKEBENCH_SCENARIO", "exit");
        qputenv("FAKEBENCH_CODE", "3");
        QSignalSpy finished(m_panel.get(), &BenchmarkPanel::runFinished);
        m_panel->requestRun(false);
        QVERIFY(!finished.isEmpty() || finished.wait(20000));
        qputenv("FAKEBENCH_SCENARIO", "replay");
        const QString status = m_panel->statusText();
        QVERIFY2(status.startsWith(QLatin1String("The benchmark did not run: No CUDA device")), qPrintable(status));
        QVERIFY2(status.contains(QLatin1String("recorded on a GPU machine")), qPrintable(status));
        QVERIFY2(!status.contains(QLatin1String("(no_device)")), qPrintable(status));
    }
};

QTEST_MAIN(TestBenchNoGpu)
#include "tst_benchnogpu.moc"
