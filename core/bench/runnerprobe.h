#pragma once

#include "bench/benchlauncher.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QProcess;
class QTimer;

namespace cga {

// Whether one benchmark runner can measure here, and if not why, in the user's words, with what to do about it.
struct RunnerStatus
{
    enum class State { Checking, Available, Unavailable };

    QString runner; // native, torch, mcore
    State state = State::Checking;
    QString reason; // translated: what is missing ("PyTorch does not import in /usr/bin/python3")
    QString hint; // translated: what to do about it
    QString detail; // the runner's own message (an import error), or what it found (GPU, versions)
    QString program; // the program the check ran (cga-bench or the Python)
    QString megatronVersion; // mcore: the version that imported
    bool megatronImports = false; // mcore: Megatron-Core imports (the check-only mode works even without a GPU)

    bool available() const { return state == State::Available; }
    QString stateTitle() const; // translated: available, not available, checking
};

// Finds out which runners are available: cga-bench built and a GPU/driver present (cga-bench --list-devices), the
// configured Python importing PyTorch with CUDA (the PyTorch runner's --list-devices), and that Python importing
// Megatron-Core from --megatron-path / PYTHONPATH (the Megatron-Core runner's --list-devices). Each check is a child
// process with an argument list and a time limit, so a hanging import never blocks the GUI; probeBlocking() does
// the same synchronously for the command line.
class RunnerProbe : public QObject
{
    Q_OBJECT

public:
    explicit RunnerProbe(QObject* parent = nullptr);
    ~RunnerProbe() override;

    void setTimeout(int ms) { m_timeoutMs = ms; }
    // Checks every runner with these settings (python, megatronPath); statusChanged() for each, then finished().
    void start(const BenchOptions& settings);
    void cancel();
    bool isRunning() const;
    QList<RunnerStatus> statuses() const { return m_statuses; }
    RunnerStatus status(const QString& runner) const;

    static QList<RunnerStatus> probeBlocking(const BenchOptions& settings, int timeoutMs = 60000);

    // What a runner's --list-devices answer means (exitCode -1: it did not answer; timedOut: it was stopped).
    static RunnerStatus interpret(const QString& runner, const QString& commandLine, int exitCode, bool timedOut,
                                  const QByteArray& output, int timeoutMs);
    // The status when the runner cannot even be started (cga-bench or the Python not found): `error` is
    // BenchLauncher's.
    static RunnerStatus notFound(const QString& runner, const QString& error);

signals:
    void statusChanged(const cga::RunnerStatus& status);
    void finished();

private:
    struct Check;
    void onCheckDone(Check* check, int exitCode, bool timedOut);

    std::vector<std::unique_ptr<Check>> m_checks;
    QList<RunnerStatus> m_statuses;
    int m_timeoutMs = 60000;
};

} // namespace cga

Q_DECLARE_METATYPE(cga::RunnerStatus)
