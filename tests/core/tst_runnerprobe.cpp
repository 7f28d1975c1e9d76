// RunnerProbe: which of the three runners can measure here, and, for each one that cannot, the reason and what to
// do, as the GUI's Benchmark page and `cga bench --list-runners` show them. The runners are asked for real (their
// --list-devices, in child processes): cga-bench is the fakebench fixture, the Python runners run with stand-in
// PyTorch and Megatron-Core packages written here (this machine has neither PyTorch nor a GPU).
#include "bench/runnerprobe.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cga;

namespace {

void writeFile(const QString& path, const QByteArray& text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

RunnerStatus find(const QList<RunnerStatus>& all, const QString& runner)
{
    for (const RunnerStatus& s : all)
        if (s.runner == runner)
            return s;
    return {};
}

} // namespace

class TestRunnerProbe : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QByteArray m_pythonPath;

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
            QSKIP("no python3 here");
        QVERIFY(m_dir.isValid());
        m_pythonPath = qgetenv("PYTHONPATH");
        // A PyTorch that sees no GPU, and a Megatron-Core that imports.
        writeFile(m_dir.filePath(QStringLiteral("torch/torch/__init__.py")),
                  "__version__ = '0.0-stand-in'\n"
                  "class cuda:\n"
                  "    is_available = staticmethod(lambda: False)\n"
                  "    device_count = staticmethod(lambda: 0)\n");
        writeFile(m_dir.filePath(QStringLiteral("megatron/megatron/__init__.py")), "");
        writeFile(m_dir.filePath(QStringLiteral("megatron/megatron/core/__init__.py")), "__version__ = '0.0.0'\n");
    }

    void cleanup()
    {
        qputenv("PYTHONPATH", m_pythonPath);
        qunsetenv("CGA_PYTHON");
    }

    // What each runner's answer means for the user.
    void interpret_data()
    {
        QTest::addColumn<QString>("runner");
        QTest::addColumn<QByteArray>("output");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("timedOut");
        QTest::addColumn<bool>("available");
        QTest::addColumn<QString>("reason"); // part of the reason, or of what was found
        QTest::addColumn<QString>("hint"); // part of what to do
        QTest::addColumn<bool>("megatronImports");
        QTest::newRow("native with a GPU")
            << "native"
            << QByteArray(R"({"event":"device","device":0,"gpu_name":"NVIDIA H200","memory_total_bytes":150000000000})")
            << 0 << false << true << "NVIDIA H200 (139.7 GiB)"
            << "" << false;
        QTest::newRow("native without a driver")
            << "native" << QByteArray(R"({"event":"error","code":"no_device","message":"cudaErrorNoDevice"})") << 3
            << false << false << "cga-bench finds no CUDA GPU"
            << "nvidia-smi" << false;
        QTest::newRow("no PyTorch") << "torch"
                                    << QByteArray(R"({"event":"error","code":"no_torch","message":"No module"})") << 7
                                    << false << false << "PyTorch does not import"
                                    << "--python" << false;
        QTest::newRow("CPU-only PyTorch")
            << "torch" << QByteArray(R"({"event":"error","code":"no_device","message":"no CUDA device"})") << 3 << false
            << false << "sees no CUDA GPU"
            << "CUDA build" << false;
        QTest::newRow("no Megatron-Core")
            << "mcore" << QByteArray(R"({"event":"error","code":"no_megatron","message":"No module megatron"})") << 7
            << false << false << "Megatron-Core does not"
            << "--megatron-path" << false;
        QTest::newRow("Megatron-Core without a GPU")
            << "mcore" << QByteArray(R"({"event":"error","code":"no_device","message":"no CUDA device"})") << 3 << false
            << false << "sees no CUDA GPU"
            << "check-only validation still works" << true;
        QTest::newRow("Megatron-Core with a GPU")
            << "mcore"
            << QByteArray(R"({"event":"device","gpu_name":"NVIDIA H200","memory_total_bytes":1e11,)"
                          R"("megatron_version":"0.20.0","megatron_path":"/opt/Megatron-LM","torch_version":"2.11"})")
            << 0 << false << true << "Megatron-Core 0.20.0 at /opt/Megatron-LM"
            << "" << true;
        QTest::newRow("hangs on import") << "mcore" << QByteArray() << -1 << true << false
                                         << "did not answer within 5 s"
                                         << "python3 -u runner.py --list-devices" << false;
        QTest::newRow("crashes") << "torch" << QByteArray("Segmentation fault\n") << -1 << false << false
                                 << "could not run"
                                 << "in a shell" << false;
    }

    void interpret()
    {
        QFETCH(QString, runner);
        QFETCH(QByteArray, output);
        QFETCH(int, exitCode);
        QFETCH(bool, timedOut);
        QFETCH(bool, available);
        QFETCH(QString, reason);
        QFETCH(QString, hint);
        QFETCH(bool, megatronImports);
        const RunnerStatus s = RunnerProbe::interpret(runner, QStringLiteral("python3 -u runner.py --list-devices"),
                                                      exitCode, timedOut, output + '\n', 5000);
        QCOMPARE(s.available(), available);
        QVERIFY2((available ? s.detail : s.reason).contains(reason), qPrintable(s.reason + " | " + s.detail));
        QVERIFY2(s.hint.contains(hint), qPrintable(s.hint));
        QCOMPARE(s.megatronImports, megatronImports);
        QCOMPARE(s.stateTitle().isEmpty(), false);
    }

    // The three runners asked for real, as `cga bench --list-runners` does.
    void probeBlocking_data()
    {
        QTest::addColumn<QString>("pythonPath"); // relative to the stand-in folder; "-": none at all
        QTest::addColumn<QString>("megatronPath");
        QTest::addColumn<QString>("python");
        QTest::addColumn<QString>("torchReason");
        QTest::addColumn<QString>("mcoreReason");
        QTest::addColumn<bool>("megatronImports");
        QTest::newRow("no PyTorch") << "-"
                                    << ""
                                    << ""
                                    << "PyTorch does not import"
                                    << "PyTorch does not import" << false;
        QTest::newRow("PyTorch without GPU, no Megatron-Core") << "torch"
                                                               << ""
                                                               << ""
                                                               << "sees no CUDA GPU"
                                                               << "Megatron-Core does not" << false;
        QTest::newRow("Megatron-Core from --megatron-path") << "torch"
                                                            << "megatron"
                                                            << ""
                                                            << "sees no CUDA GPU"
                                                            << "sees no CUDA GPU" << true;
        QTest::newRow("Megatron-Core folder missing") << "torch"
                                                      << "nowhere"
                                                      << ""
                                                      << "sees no CUDA GPU"
                                                      << "does not exist" << false;
        QTest::newRow("no such Python") << "torch"
                                        << ""
                                        << "/nonexistent/python3"
                                        << "/nonexistent/python3"
                                        << "/nonexistent/python3" << false;
    }

    void probeBlocking()
    {
        QFETCH(QString, pythonPath);
        QFETCH(QString, megatronPath);
        QFETCH(QString, python);
        QFETCH(QString, torchReason);
        QFETCH(QString, mcoreReason);
        QFETCH(bool, megatronImports);
        qputenv("CGA_BENCH", CGA_FAKEBENCH);
        qputenv("PYTHONPATH", pythonPath == QLatin1String("-") ? QByteArray() : m_dir.filePath(pythonPath).toUtf8());
        BenchOptions settings;
        settings.python = python;
        if (!megatronPath.isEmpty())
            settings.megatronPath = m_dir.filePath(megatronPath);
        const QList<RunnerStatus> all = RunnerProbe::probeBlocking(settings, 60000);
        QCOMPARE(all.size(), 3);
        const RunnerStatus native = find(all, QStringLiteral("native"));
        QVERIFY2(native.available(), qPrintable(native.reason));
        QVERIFY(native.detail.contains(QLatin1String("Fake GPU")));
        const RunnerStatus torch = find(all, QStringLiteral("torch"));
        QVERIFY(!torch.available());
        QVERIFY2(torch.reason.contains(torchReason), qPrintable(torch.reason));
        QVERIFY(!torch.hint.isEmpty());
        const RunnerStatus mcore = find(all, QStringLiteral("mcore"));
        QVERIFY(!mcore.available());
        QVERIFY2(mcore.reason.contains(mcoreReason), qPrintable(mcore.reason));
        QVERIFY(!mcore.hint.isEmpty());
        QCOMPARE(mcore.megatronImports, megatronImports);
    }

    // The GUI's way: child processes, statusChanged per runner, finished at the end, nothing blocks.
    void probeAsynchronously()
    {
        qputenv("CGA_BENCH", "/nonexistent/cga-bench");
        qputenv("PYTHONPATH", m_dir.filePath(QStringLiteral("torch")).toUtf8());
        RunnerProbe probe;
        QSignalSpy finished(&probe, &RunnerProbe::finished);
        QSignalSpy changed(&probe, &RunnerProbe::statusChanged);
        BenchOptions settings;
        settings.megatronPath = m_dir.filePath(QStringLiteral("megatron"));
        probe.start(settings);
        QCOMPARE(probe.status(QStringLiteral("torch")).state, RunnerStatus::State::Checking);
        QVERIFY(finished.wait(60000));
        QVERIFY(!probe.isRunning());
        QCOMPARE(probe.status(QStringLiteral("native")).state, RunnerStatus::State::Unavailable);
        QVERIFY(probe.status(QStringLiteral("native")).reason.contains(QLatin1String("cga-bench was not found")));
        QVERIFY(probe.status(QStringLiteral("native")).hint.contains(QLatin1String("CGA_BENCH")));
        QVERIFY(probe.status(QStringLiteral("torch")).reason.contains(QLatin1String("sees no CUDA GPU")));
        QVERIFY(probe.status(QStringLiteral("mcore")).megatronImports);
        QVERIFY(changed.size() >= 5); // three at the start (one known at once), then two answers
    }

    // A check that does not answer is stopped: the GUI never waits for a hanging import.
    void hangingPythonIsStopped()
    {
        writeFile(m_dir.filePath(QStringLiteral("hang/torch/__init__.py")), "import time\ntime.sleep(60)\n");
        qputenv("PYTHONPATH", m_dir.filePath(QStringLiteral("hang")).toUtf8());
        RunnerProbe probe;
        probe.setTimeout(1500);
        QSignalSpy finished(&probe, &RunnerProbe::finished);
        QElapsedTimer t;
        t.start();
        probe.start(BenchOptions());
        QVERIFY(finished.wait(20000));
        QVERIFY(t.elapsed() < 15000);
        QVERIFY2(probe.status(QStringLiteral("torch")).reason.contains(QLatin1String("did not answer within 1 s")),
                 qPrintable(probe.status(QStringLiteral("torch")).reason));
    }
};

QTEST_GUILESS_MAIN(TestRunnerProbe)
#include "tst_runnerprobe.moc"
