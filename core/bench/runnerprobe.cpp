#include "bench/runnerprobe.h"

#include "bench/benchprotocolreader.h"
#include "bench/benchrunner.h"

#include <QProcess>
#include <QTimer>

namespace cga {

namespace {

QString pythonHint()
{
    return RunnerProbe::tr("Choose a Python that has PyTorch with CUDA: --python, the Python setting on the "
                           "Benchmark page, or CGA_PYTHON.");
}

QString foundText(const QJsonObject& d)
{
    QStringList parts;
    const double total = d.value(QStringLiteral("memory_total_bytes")).toDouble(0);
    parts << RunnerProbe::tr("%1 (%2 GiB)")
                 .arg(d.value(QStringLiteral("gpu_name")).toString(RunnerProbe::tr("a GPU")))
                 .arg(total / 1073741824.0, 0, 'f', 1);
    const QString torch = d.value(QStringLiteral("torch_version")).toString();
    if (!torch.isEmpty())
        parts << RunnerProbe::tr("PyTorch %1").arg(torch);
    const QString mcore = d.value(QStringLiteral("megatron_version")).toString();
    if (d.contains(QStringLiteral("megatron_path")))
        parts << RunnerProbe::tr("Megatron-Core %1 at %2")
                     .arg(mcore.isEmpty() ? QStringLiteral("?") : mcore,
                          d.value(QStringLiteral("megatron_path")).toString());
    if (d.value(QStringLiteral("transformer_engine")).toBool())
        parts << RunnerProbe::tr("Transformer Engine present");
    return parts.join(QStringLiteral("; "));
}

} // namespace

QString RunnerStatus::stateTitle() const
{
    switch (state) {
    case State::Checking:
        return RunnerProbe::tr("checking...");
    case State::Available:
        return RunnerProbe::tr("available");
    case State::Unavailable:
        break;
    }
    return RunnerProbe::tr("not available");
}

struct RunnerProbe::Check
{
    QString runner;
    BenchLauncher launcher;
    QProcess* process = nullptr;
    QTimer* timer = nullptr;
    bool timedOut = false;
};

RunnerProbe::RunnerProbe(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<cga::RunnerStatus>();
}

RunnerProbe::~RunnerProbe()
{
    cancel();
}

RunnerStatus RunnerProbe::notFound(const QString& runner, const QString& error)
{
    RunnerStatus s;
    s.runner = runner;
    s.state = RunnerStatus::State::Unavailable;
    s.reason = error;
    if (runner == QLatin1String("native"))
        s.hint = tr("Build cga-bench with the project where the CUDA Toolkit is installed, or set CGA_BENCH to its "
                    "path.");
    else if (error.contains(QLatin1String("megatron/")))
        s.hint = tr("Give the folder that holds megatron/ with --megatron-path or the Megatron-Core folder setting "
                    "on the Benchmark page, or add it to PYTHONPATH.");
    else
        s.hint = pythonHint();
    return s;
}

RunnerStatus RunnerProbe::interpret(const QString& runner, const QString& commandLine, int exitCode, bool timedOut,
                                    const QByteArray& output, int timeoutMs)
{
    RunnerStatus s;
    s.runner = runner;
    s.state = RunnerStatus::State::Unavailable;
    BenchProtocolReader reader;
    reader.feed(output);
    reader.finish();
    const QList<QJsonObject> devices = reader.devices();
    const QString code = reader.result().errorCode;
    s.detail = reader.result().error;
    const bool python = runner != QLatin1String("native");
    if (!devices.isEmpty() && !timedOut) {
        s.state = RunnerStatus::State::Available;
        s.detail = foundText(devices.first());
        s.megatronVersion = devices.first().value(QStringLiteral("megatron_version")).toString();
        s.megatronImports = runner == QLatin1String("mcore");
        return s;
    }
    if (timedOut) {
        s.reason = tr("The check did not answer within %1 s.").arg(timeoutMs / 1000);
        s.hint = tr("An import may hang (a slow network file system, a broken installation); run this in a shell "
                    "to see where it stops: %1")
                     .arg(commandLine);
    } else if (code == QLatin1String("no_torch")) {
        s.reason = tr("PyTorch does not import in this Python.");
        s.hint = pythonHint();
    } else if (code == QLatin1String("no_megatron")) {
        s.reason = tr("PyTorch imports, but Megatron-Core does not.");
        s.hint = tr("Give the folder that holds megatron/ (a Megatron-LM checkout) with --megatron-path or the "
                    "Megatron-Core folder setting on the Benchmark page, or add it to PYTHONPATH.");
    } else if (code == QLatin1String("no_device")) {
        s.megatronImports = runner == QLatin1String("mcore");
        s.reason = python ? tr("PyTorch imports but sees no CUDA GPU (a CPU-only PyTorch, no driver, or "
                               "CUDA_VISIBLE_DEVICES hides the GPUs).")
                          : tr("cga-bench finds no CUDA GPU (no GPU, no driver, or CUDA_VISIBLE_DEVICES hides the "
                               "GPUs).");
        s.hint = python ? tr("Check that nvidia-smi lists the GPU and that this PyTorch is a CUDA build "
                             "(torch.version.cuda is set).")
                        : tr("Check that nvidia-smi lists the GPU.");
        if (s.megatronImports)
            s.hint += QLatin1Char(' ') + tr("Megatron-Core imports, so its check-only validation still works.");
    } else {
        s.reason = exitCode < 0 ? tr("The check could not run.")
                                : tr("The check failed: %1").arg(BenchRunner::describeExitCode(exitCode));
        s.hint = tr("Run this in a shell to see the error: %1").arg(commandLine);
    }
    return s;
}

RunnerStatus RunnerProbe::status(const QString& runner) const
{
    for (const RunnerStatus& s : m_statuses)
        if (s.runner == runner)
            return s;
    RunnerStatus s;
    s.runner = runner;
    return s;
}

bool RunnerProbe::isRunning() const
{
    for (const auto& c : m_checks)
        if (c->process)
            return true;
    return false;
}

void RunnerProbe::start(const BenchOptions& settings)
{
    cancel();
    m_statuses.clear();
    for (const QString& runner : BenchLauncher::runnerNames()) {
        BenchOptions o;
        o.runner = runner;
        if (runner != QLatin1String("native"))
            o.python = settings.python;
        if (runner == QLatin1String("mcore"))
            o.megatronPath = settings.megatronPath;
        auto check = std::make_unique<Check>();
        check->runner = runner;
        QString error;
        if (!check->launcher.locateRunner(o, &error)) {
            m_statuses << notFound(runner, error);
            continue;
        }
        RunnerStatus checking;
        checking.runner = runner;
        checking.program = check->launcher.program();
        m_statuses << checking;
        Check* c = check.get();
        c->process = new QProcess(this);
        c->timer = new QTimer(this);
        c->timer->setSingleShot(true);
        connect(c->timer, &QTimer::timeout, this, [c] {
            c->timedOut = true;
            c->process->kill();
        });
        connect(c->process, &QProcess::finished, this, [this, c](int code, QProcess::ExitStatus status) {
            onCheckDone(c, status == QProcess::NormalExit && !c->timedOut ? code : -1, c->timedOut);
        });
        connect(c->process, &QProcess::errorOccurred, this, [this, c](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                onCheckDone(c, -1, false);
        });
        c->process->setProcessChannelMode(QProcess::SeparateChannels);
        c->timer->start(m_timeoutMs);
        c->process->start(c->launcher.program(), c->launcher.listDevicesArguments());
        m_checks.push_back(std::move(check));
    }
    for (const RunnerStatus& s : m_statuses)
        emit statusChanged(s);
    if (!isRunning())
        emit finished();
}

void RunnerProbe::onCheckDone(Check* c, int exitCode, bool timedOut)
{
    if (!c->process)
        return;
    const QByteArray output = c->process->readAllStandardOutput();
    c->process->disconnect(this);
    c->process->deleteLater();
    c->process = nullptr;
    c->timer->stop();
    c->timer->disconnect(this);
    c->timer->deleteLater();
    c->timer = nullptr;
    RunnerStatus s = interpret(c->runner, c->launcher.commandLine() + QStringLiteral(" --list-devices"), exitCode,
                               timedOut, output, m_timeoutMs);
    s.program = c->launcher.program();
    for (RunnerStatus& old : m_statuses)
        if (old.runner == s.runner)
            old = s;
    emit statusChanged(s);
    if (!isRunning())
        emit finished();
}

void RunnerProbe::cancel()
{
    for (const auto& c : m_checks) {
        if (c->process) {
            c->process->disconnect(this);
            c->process->kill();
            c->process->waitForFinished(2000);
            c->process->deleteLater();
            c->process = nullptr;
        }
        if (c->timer) {
            c->timer->stop();
            c->timer->disconnect(this);
            c->timer->deleteLater();
            c->timer = nullptr;
        }
    }
    m_checks.clear();
}

QList<RunnerStatus> RunnerProbe::probeBlocking(const BenchOptions& settings, int timeoutMs)
{
    QList<RunnerStatus> out;
    for (const QString& runner : BenchLauncher::runnerNames()) {
        BenchOptions o;
        o.runner = runner;
        if (runner != QLatin1String("native"))
            o.python = settings.python;
        if (runner == QLatin1String("mcore"))
            o.megatronPath = settings.megatronPath;
        BenchLauncher launcher;
        QString error;
        if (!launcher.locateRunner(o, &error)) {
            out << notFound(runner, error);
            continue;
        }
        QProcess p;
        p.start(launcher.program(), launcher.listDevicesArguments());
        bool timedOut = false;
        int code = -1;
        if (!p.waitForFinished(timeoutMs)) {
            timedOut = p.state() != QProcess::NotRunning;
            p.kill();
            p.waitForFinished(2000);
        } else if (p.exitStatus() == QProcess::NormalExit) {
            code = p.exitCode();
        }
        RunnerStatus s = interpret(runner, launcher.commandLine() + QStringLiteral(" --list-devices"), code, timedOut,
                                   p.readAllStandardOutput(), timeoutMs);
        s.program = launcher.program();
        out << s;
    }
    return out;
}

} // namespace cga
