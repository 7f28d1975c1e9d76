#include "bench/benchrunner.h"

#include <QJsonObject>

namespace cga {

namespace {

constexpr int kStderrTail = 4096;

} // namespace

BenchRunner::BenchRunner(QObject* parent)
    : QObject(parent)
{
    m_hangTimer.setSingleShot(true);
    m_killTimer.setSingleShot(true);
    connect(&m_hangTimer, &QTimer::timeout, this, &BenchRunner::onHang);
    connect(&m_killTimer, &QTimer::timeout, this, [this] {
        if (m_process && m_process->state() != QProcess::NotRunning)
            m_process->kill();
    });
}

BenchRunner::~BenchRunner()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

void BenchRunner::setProgram(const QString& program, const QStringList& arguments)
{
    m_program = program;
    m_arguments = arguments;
}

qint64 BenchRunner::processId() const
{
    return m_process ? m_process->processId() : 0;
}

bool BenchRunner::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

QString BenchRunner::errorCodeFor(int exitCode)
{
    switch (exitCode) {
    case ExitOk:
        return {};
    case ExitInternal:
        return QStringLiteral("cuda_error");
    case ExitBadWorkload:
        return QStringLiteral("bad_workload");
    case ExitNoDevice:
        return QStringLiteral("no_device");
    case ExitOutOfMemory:
        return QStringLiteral("oom");
    case ExitCaptureFailed:
        return QStringLiteral("capture_failed");
    case ExitInterrupted:
        return QStringLiteral("interrupted");
    case ExitMissingDependency:
        return QStringLiteral("missing_dependency");
    }
    return QStringLiteral("exit_%1").arg(exitCode);
}

QString BenchRunner::describeExitCode(int exitCode)
{
    switch (exitCode) {
    case ExitOk:
        return tr("The benchmark finished.");
    case ExitInternal:
        return tr("The runner stopped on an unexpected CUDA error.");
    case ExitBadWorkload:
        return tr("The runner rejected the workload or its arguments.");
    case ExitNoDevice:
        return tr("No CUDA device was found (or the driver is missing).");
    case ExitOutOfMemory:
        return tr("The GPU ran out of memory.");
    case ExitCaptureFailed:
        return tr("No graph mode could be captured; only eager was measured.");
    case ExitInterrupted:
        return tr("The benchmark was interrupted; the result holds what was measured.");
    case ExitMissingDependency:
        return tr("The runner is missing a dependency (PyTorch; for the Megatron-Core runner also Megatron-Core).");
    }
    return tr("The runner exited with code %1.").arg(exitCode);
}

bool BenchRunner::start()
{
    if (isRunning())
        return false;
    delete m_process;
    m_reader = BenchProtocolReader();
    m_stderr.clear();
    m_exitCode = -1;
    m_cancelled = m_hung = m_done = false;
    m_samplesEmitted = 0;
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    m_process->setArguments(m_arguments);
    if (!m_workingDirectory.isEmpty())
        m_process->setWorkingDirectory(m_workingDirectory);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &BenchRunner::onStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, &BenchRunner::onStderr);
    connect(m_process, &QProcess::finished, this, &BenchRunner::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, &BenchRunner::onErrorOccurred);
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        if (!m_done)
            fail(QStringLiteral("not_started"), tr("Could not start %1: %2").arg(m_program, m_process->errorString()));
        return false;
    }
    m_hangTimer.start(m_hangTimeoutMs);
    emit started();
    return true;
}

void BenchRunner::cancel()
{
    if (!isRunning())
        return;
    m_cancelled = true;
    m_process->terminate(); // SIGTERM: the runner writes a summary of what it measured
    m_killTimer.start(m_killTimeoutMs);
}

void BenchRunner::stopProcess()
{
    if (!isRunning())
        return;
    m_process->terminate();
    m_killTimer.start(m_killTimeoutMs);
}

void BenchRunner::onStdout()
{
    m_hangTimer.start(m_hangTimeoutMs);
    m_reader.feed(m_process->readAllStandardOutput());
    dispatch();
}

void BenchRunner::onStderr()
{
    m_hangTimer.start(m_hangTimeoutMs);
    m_stderr += m_process->readAllStandardError();
    if (m_stderr.size() > kStderrTail)
        m_stderr = m_stderr.right(kStderrTail);
}

void BenchRunner::dispatch()
{
    const QList<QJsonObject> events = m_reader.takeEvents();
    const BenchmarkResult& r = m_reader.result();
    for (const QJsonObject& e : events) {
        const QString type = e.value(QStringLiteral("event")).toString();
        if (type == QLatin1String("phase")) {
            emit phase(e.value(QStringLiteral("mode")).toString(), e.value(QStringLiteral("phase")).toString(),
                       e.value(QStringLiteral("ms")).toDouble());
        } else if (type == QLatin1String("sample")) {
            // The reader appended it, in order, if it was valid.
            if (m_samplesEmitted < r.samples.size()
                && r.samples.at(m_samplesEmitted).mode == e.value(QStringLiteral("mode")).toString()
                && r.samples.at(m_samplesEmitted).iteration == e.value(QStringLiteral("iteration")).toInt())
                emit sample(r.samples.at(m_samplesEmitted++));
        } else if (type == QLatin1String("progress")) {
            emit progress(e.value(QStringLiteral("fraction")).toDouble(), e.value(QStringLiteral("eta_s")).toDouble(-1),
                          e.value(QStringLiteral("stage")).toString());
        } else if (type == QLatin1String("warning")) {
            emit warning(e.value(QStringLiteral("message")).toString());
        }
    }
}

void BenchRunner::onHang()
{
    if (!isRunning())
        return;
    m_hung = true;
    stopProcess();
}

void BenchRunner::onErrorOccurred(QProcess::ProcessError error)
{
    if (error == QProcess::FailedToStart && !m_done)
        fail(QStringLiteral("not_started"), tr("Could not start %1: %2").arg(m_program, m_process->errorString()));
}

void BenchRunner::fail(const QString& code, const QString& message)
{
    if (m_done)
        return;
    m_done = true;
    m_hangTimer.stop();
    m_killTimer.stop();
    BenchmarkResult& r = m_reader.result();
    r.complete = false;
    if (r.errorCode.isEmpty() || code == QLatin1String("hang") || code == QLatin1String("crash")
        || code == QLatin1String("garbage"))
        r.errorCode = code;
    if (r.error.isEmpty() || code == QLatin1String("hang") || code == QLatin1String("crash"))
        r.error = message;
    emit failed(code, message);
}

void BenchRunner::onFinished(int exitCode, QProcess::ExitStatus status)
{
    m_hangTimer.stop();
    m_killTimer.stop();
    m_reader.feed(m_process->readAllStandardOutput());
    m_stderr += m_process->readAllStandardError();
    m_reader.finish();
    dispatch();
    m_exitCode = status == QProcess::NormalExit ? exitCode : -1;
    const QString tail = QString::fromUtf8(m_stderr.right(600)).trimmed();
    const QString stderrNote = tail.isEmpty() ? QString() : tr("\nLast output on stderr:\n%1").arg(tail);
    if (m_hung) {
        fail(QStringLiteral("hang"),
             tr("The runner wrote nothing for %1 s and was stopped.").arg(m_hangTimeoutMs / 1000.0) + stderrNote);
        return;
    }
    if (status == QProcess::CrashExit) {
        if (m_cancelled)
            fail(QStringLiteral("interrupted"), tr("The benchmark was cancelled; the runner had to be killed."));
        else
            fail(QStringLiteral("crash"), tr("The runner crashed.") + stderrNote);
        return;
    }
    if (m_reader.eventCount() == 0 && m_reader.garbageLines() > 0) {
        fail(QStringLiteral("garbage"),
             tr("The program's output is not the benchmark protocol (%n line(s) not understood).", nullptr,
                m_reader.garbageLines())
                 + stderrNote);
        return;
    }
    if (exitCode == ExitOk || exitCode == ExitCaptureFailed) {
        if (!m_reader.sawSummary()) {
            fail(QStringLiteral("truncated"), tr("The runner exited without its summary; the output is incomplete."));
            return;
        }
        m_done = true;
        BenchmarkResult& r = m_reader.result();
        r.complete = true;
        if (exitCode == ExitCaptureFailed && r.errorCode.isEmpty())
            r.errorCode = errorCodeFor(exitCode);
        emit finished(r);
        return;
    }
    const QString message = m_reader.result().error.isEmpty() ? describeExitCode(exitCode) : m_reader.result().error;
    fail(errorCodeFor(exitCode), message + (exitCode == ExitInterrupted ? QString() : stderrNote));
}

} // namespace cga
