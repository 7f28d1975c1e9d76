#pragma once

#include "cluster/slurmerror.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

class QTimer;

namespace cga {

// One Slurm command in flight (like a QNetworkReply): started by SlurmClient with an argument list, never through a
// shell; finished() fires exactly once, after a normal exit, a failure to start or a timeout.
class SlurmCall : public QObject
{
    Q_OBJECT

public:
    ~SlurmCall() override;

    QString program() const { return m_program; } // the name: "sbatch"
    QStringList arguments() const { return m_arguments; }
    bool isFinished() const { return m_finished; }
    int exitCode() const { return m_exitCode; }
    QByteArray standardOutput() const { return m_stdout; }
    QString standardError() const { return m_stderr; }
    // None when the command exited with status 0; otherwise what went wrong (classified, Slurm's text verbatim).
    SlurmError error() const { return m_error; }
    bool ok() const { return m_finished && !m_error.isError(); }

    // Stops the command (terminate, then kill); finished() follows with a Failed error unless it already ended.
    void abort();
    // Blocks in a local event loop until finished (command-line front end and tests only: never on the GUI
    // thread). False when msecs passed first.
    bool waitForFinished(int msecs = -1);

signals:
    void finished();

private:
    friend class SlurmClient;
    SlurmCall(const QString& program, const QString& path, const QStringList& arguments, const QProcessEnvironment& env,
              const QString& workDir, int timeoutMs, QObject* parent);
    void start();
    void finish(const SlurmError& error);

    QString m_program;
    QString m_path;
    QStringList m_arguments;
    QPointer<QProcess> m_process;
    QTimer* m_timer = nullptr;
    int m_timeoutMs;
    bool m_finished = false;
    bool m_aborted = false;
    bool m_timedOut = false;
    int m_exitCode = -1;
    QByteArray m_stdout;
    QString m_stderr;
    SlurmError m_error;
};

// Runs sbatch, squeue, sacct, scancel and sinfo asynchronously with argument lists (SlurmOutput builds them). The
// programs are looked up on PATH, or in a folder the user set; the environment can carry SLURM_CONF. Each call gets
// a timeout (default 60 s: an unreachable controller makes the tools retry for a while).
class SlurmClient : public QObject
{
    Q_OBJECT

public:
    explicit SlurmClient(QObject* parent = nullptr);

    void setProgramDirectory(const QString& dir) { m_programDir = dir; } // empty: PATH
    QString programDirectory() const { return m_programDir; }
    void setEnvironment(const QProcessEnvironment& env) { m_env = env; }
    QProcessEnvironment environment() const { return m_env; }
    void setTimeout(int msecs) { m_timeoutMs = msecs; }
    int timeout() const { return m_timeoutMs; }

    // The absolute path of a Slurm program, empty when it is not installed.
    QString programPath(const QString& name) const;
    // True when sbatch, squeue, scancel and sacct are all found; otherwise *error says which is missing.
    bool isInstalled(SlurmError* error = nullptr) const;

    SlurmCall* submit(const QString& scriptPath, const QString& workDir);
    SlurmCall* queryJob(const QString& jobId); // squeue, the job
    SlurmCall* querySteps(const QString& jobId); // squeue --steps, the running steps
    SlurmCall* accounting(const QString& jobId, bool completionLog); // sacct (job and steps)
    SlurmCall* cancel(const QString& jobId); // scancel
    SlurmCall* partitions(); // sinfo: reachability check and the partitions for the submit form
    // Any Slurm program with an argument list. The call is parented to the client; delete it (deleteLater) when done.
    SlurmCall* run(const QString& program, const QStringList& arguments, const QString& workDir = QString());

private:
    QString m_programDir;
    QProcessEnvironment m_env;
    int m_timeoutMs = 60000;
};

} // namespace cga
