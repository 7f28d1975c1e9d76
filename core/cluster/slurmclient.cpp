#include "cluster/slurmclient.h"

#include "cluster/slurmoutput.h"

#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTimer>

namespace cga {

SlurmCall::SlurmCall(const QString& program, const QString& path, const QStringList& arguments,
                     const QProcessEnvironment& env, const QString& workDir, int timeoutMs, QObject* parent)
    : QObject(parent)
    , m_program(program)
    , m_path(path)
    , m_arguments(arguments)
    , m_timeoutMs(timeoutMs)
{
    if (path.isEmpty())
        return;
    m_process = new QProcess(this);
    m_process->setProgram(path);
    m_process->setArguments(arguments);
    m_process->setProcessEnvironment(env);
    m_process->setStandardInputFile(QProcess::nullDevice());
    if (!workDir.isEmpty())
        m_process->setWorkingDirectory(workDir);
}

SlurmCall::~SlurmCall()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        // Only when a call is dropped in flight (the application quits): a killed Slurm client exits at once.
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(1000);
    }
}

void SlurmCall::start()
{
    if (!m_process) {
        // Reported from the event loop, so that callers connect to finished() first.
        QTimer::singleShot(0, this, [this] { finish(SlurmError::notInstalled(m_program)); });
        return;
    }
    connect(m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        m_exitCode = code;
        m_stdout = m_process->readAllStandardOutput();
        m_stderr = QString::fromLocal8Bit(m_process->readAllStandardError());
        if (m_timedOut) {
            SlurmError e = SlurmError::timeout(m_program, m_timeoutMs);
            e.slurmText = m_stderr.trimmed();
            finish(e);
        } else if (m_aborted) {
            SlurmError e = SlurmError::classify(m_program, code, m_stderr);
            e.kind = SlurmError::Kind::Failed;
            e.detail = QStringLiteral("aborted");
            finish(e);
        } else if (status == QProcess::CrashExit) {
            SlurmError e = SlurmError::classify(m_program, code, m_stderr);
            if (!e.isError())
                e.kind = SlurmError::Kind::Failed;
            finish(e);
        } else {
            finish(SlurmError::classify(m_program, code, m_stderr));
        }
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(SlurmError::notInstalled(m_program));
    });
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_finished || !m_process)
            return;
        m_timedOut = true; // reported when the killed process has exited
        m_process->kill();
    });
    if (m_timeoutMs > 0)
        m_timer->start(m_timeoutMs);
    m_process->start();
}

void SlurmCall::finish(const SlurmError& error)
{
    if (m_finished)
        return;
    m_finished = true;
    m_error = error;
    if (m_timer)
        m_timer->stop();
    emit finished();
}

void SlurmCall::abort()
{
    if (m_finished || !m_process)
        return;
    m_aborted = true;
    m_process->terminate();
    QTimer::singleShot(2000, m_process, [p = m_process] {
        if (p && p->state() != QProcess::NotRunning)
            p->kill();
    });
}

bool SlurmCall::waitForFinished(int msecs)
{
    if (m_finished)
        return true;
    QEventLoop loop;
    connect(this, &SlurmCall::finished, &loop, &QEventLoop::quit);
    QTimer guard;
    if (msecs >= 0) {
        guard.setSingleShot(true);
        connect(&guard, &QTimer::timeout, &loop, &QEventLoop::quit);
        guard.start(msecs);
    }
    loop.exec(QEventLoop::ExcludeUserInputEvents);
    return m_finished;
}

SlurmClient::SlurmClient(QObject* parent)
    : QObject(parent)
    , m_env(QProcessEnvironment::systemEnvironment())
{
}

QString SlurmClient::programPath(const QString& name) const
{
    if (!m_programDir.isEmpty()) {
        const QFileInfo fi(QDir(m_programDir).filePath(name));
        return fi.isFile() && fi.isExecutable() ? fi.absoluteFilePath() : QString();
    }
    const QString pathVar = m_env.value(QStringLiteral("PATH"));
    const QStringList dirs = pathVar.isEmpty() ? QStringList() : pathVar.split(QDir::listSeparator());
    return QStandardPaths::findExecutable(name, dirs);
}

bool SlurmClient::isInstalled(SlurmError* error) const
{
    for (const char* p : {"sbatch", "squeue", "scancel", "sacct"}) {
        const QString name = QString::fromLatin1(p);
        if (programPath(name).isEmpty()) {
            if (error)
                *error = SlurmError::notInstalled(name);
            return false;
        }
    }
    return true;
}

SlurmCall* SlurmClient::run(const QString& program, const QStringList& arguments, const QString& workDir)
{
    auto* call = new SlurmCall(program, programPath(program), arguments, m_env, workDir, m_timeoutMs, this);
    call->start();
    return call;
}

SlurmCall* SlurmClient::submit(const QString& scriptPath, const QString& workDir)
{
    return run(QStringLiteral("sbatch"), SlurmOutput::sbatchArguments(scriptPath, workDir), workDir);
}

SlurmCall* SlurmClient::queryJob(const QString& jobId)
{
    return run(QStringLiteral("squeue"), SlurmOutput::squeueJobArguments(jobId));
}

SlurmCall* SlurmClient::querySteps(const QString& jobId)
{
    return run(QStringLiteral("squeue"), SlurmOutput::squeueStepArguments(jobId));
}

SlurmCall* SlurmClient::accounting(const QString& jobId, bool completionLog)
{
    return run(QStringLiteral("sacct"), SlurmOutput::sacctArguments(jobId, completionLog));
}

SlurmCall* SlurmClient::cancel(const QString& jobId)
{
    return run(QStringLiteral("scancel"), SlurmOutput::scancelArguments(jobId));
}

SlurmCall* SlurmClient::partitions()
{
    return run(QStringLiteral("sinfo"), SlurmOutput::sinfoArguments());
}

} // namespace cga
