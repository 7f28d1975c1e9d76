#pragma once

#include "bench/benchmarkresult.h"
#include "bench/benchprotocolreader.h"

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QTimer>

namespace cga {

// Runs a benchmark runner (cga-bench, cga_torch_runner.py, or any program that speaks docs/bench-protocol.md) as
// a child process, started from a program and an argument list (never a shell string), and turns its JSON lines
// into signals. It keeps whatever was measured when the run fails, and tells the failures apart: the runner's
// documented exit codes, a crash, a hang (no output for hangTimeout), output that is not the protocol, a program
// that does not start. Cancelling asks the runner to stop (SIGTERM, so it writes its summary) and kills it after
// killTimeout. Used by the GUI and by `cga bench`.
class BenchRunner : public QObject
{
    Q_OBJECT

public:
    // The runners' exit codes (docs/bench-protocol.md).
    enum ExitCode {
        ExitOk = 0,
        ExitInternal = 1,
        ExitBadWorkload = 2,
        ExitNoDevice = 3,
        ExitOutOfMemory = 4,
        ExitCaptureFailed = 5,
        ExitInterrupted = 6,
        ExitMissingDependency = 7
    };

    explicit BenchRunner(QObject* parent = nullptr);
    ~BenchRunner() override;

    void setProgram(const QString& program, const QStringList& arguments);
    QString program() const { return m_program; }
    QStringList arguments() const { return m_arguments; }
    void setWorkingDirectory(const QString& dir) { m_workingDirectory = dir; }
    void setHangTimeout(int ms) { m_hangTimeoutMs = ms; }
    void setKillTimeout(int ms) { m_killTimeoutMs = ms; }

    bool start(); // false (and failed() emitted) when the program cannot be started
    void cancel();
    bool isRunning() const;
    qint64 processId() const; // 0 when no runner process is alive
    bool wasCancelled() const { return m_cancelled; }

    const BenchmarkResult& result() const { return m_reader.result(); }
    const BenchProtocolReader& reader() const { return m_reader; }
    QString stderrTail() const { return QString::fromUtf8(m_stderr); }
    int exitCode() const { return m_exitCode; }

    // "no_device", "oom", ... for an exit code; and a translated sentence for it.
    static QString errorCodeFor(int exitCode);
    static QString describeExitCode(int exitCode);

signals:
    void started();
    void phase(const QString& mode, const QString& phase, double ms);
    void sample(const cga::Sample& sample);
    void progress(double fraction, double etaSeconds, const QString& stage);
    void warning(const QString& message);
    // Exactly one of these ends a run. finished: the runner reached its summary and exited 0 (or 5, every graph
    // mode failed to capture, which is a result too). failed: anything else; result() keeps what was measured.
    void finished(const cga::BenchmarkResult& result);
    void failed(const QString& errorCode, const QString& message);

private:
    void onStdout();
    void onStderr();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onErrorOccurred(QProcess::ProcessError error);
    void onHang();
    void dispatch();
    void fail(const QString& code, const QString& message);
    void stopProcess();

    QString m_program;
    QStringList m_arguments;
    QString m_workingDirectory;
    int m_hangTimeoutMs = 180000;
    int m_killTimeoutMs = 5000;
    QProcess* m_process = nullptr;
    QTimer m_hangTimer;
    QTimer m_killTimer;
    BenchProtocolReader m_reader;
    QByteArray m_stderr;
    int m_exitCode = -1;
    qsizetype m_samplesEmitted = 0;
    bool m_cancelled = false;
    bool m_hung = false;
    bool m_done = false;
};

} // namespace cga
