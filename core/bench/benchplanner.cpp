#include "bench/benchplanner.h"

#include "bench/benchlauncher.h"
#include "bench/benchprotocolreader.h"
#include "bench/benchrunner.h"

#include <QProcess>
#include <QTimer>

namespace cga {

QJsonObject BenchPlan::selectedDevice() const
{
    for (const QJsonObject& d : devices)
        if (d.value(QStringLiteral("device")).toInt(-1) == device)
            return d;
    return device >= 0 && device < devices.size() ? devices.at(device) : QJsonObject();
}

QString BenchPlan::gpuName() const
{
    return selectedDevice().value(QStringLiteral("gpu_name")).toString();
}

double BenchPlan::gpuMemoryBytes() const
{
    return selectedDevice().value(QStringLiteral("memory_total_bytes")).toDouble(-1);
}

bool BenchPlan::exceedsDeviceMemory() const
{
    const double total = gpuMemoryBytes();
    return expectedMemoryBytes > 0 && total > 0 && expectedMemoryBytes > total;
}

BenchPlanner::BenchPlanner(QObject* parent)
    : QObject(parent)
{
}

BenchPlanner::~BenchPlanner()
{
    cancel();
}

BenchPlan BenchPlanner::makePlan(const BenchLauncher& launcher)
{
    BenchPlan plan;
    plan.program = launcher.program();
    plan.arguments = launcher.arguments();
    plan.commandLine = launcher.commandLine();
    plan.device = qMax(0, launcher.options().device);
    return plan;
}

void BenchPlanner::applyDryRun(BenchPlan* plan, int exitCode, const QByteArray& output)
{
    BenchProtocolReader reader;
    reader.feed(output);
    reader.finish();
    plan->plan = reader.result();
    plan->dryRunExitCode = exitCode;
    plan->expectedMemoryBytes = reader.startEvent().value(QStringLiteral("expected_memory_bytes")).toDouble(-1);
    if (exitCode != 0)
        plan->error = !reader.result().error.isEmpty()
            ? reader.result().error
            : (exitCode < 0 ? tr("The runner did not answer.") : BenchRunner::describeExitCode(exitCode));
}

void BenchPlanner::applyDevices(BenchPlan* plan, int exitCode, const QByteArray& output)
{
    BenchProtocolReader reader;
    reader.feed(output);
    reader.finish();
    plan->devices = reader.devices();
    if (plan->devices.isEmpty())
        plan->deviceError = !reader.result().error.isEmpty() ? reader.result().error
            : exitCode < 0                                   ? tr("The runner did not answer.")
                                                             : BenchRunner::describeExitCode(exitCode);
}

BenchPlan BenchPlanner::planBlocking(const BenchLauncher& launcher, int timeoutMs)
{
    BenchPlan plan = makePlan(launcher);
    auto run = [timeoutMs](const QString& program, const QStringList& args, int* code) {
        QProcess p;
        p.start(program, args);
        if (!p.waitForFinished(timeoutMs)) {
            p.kill();
            p.waitForFinished(2000);
            *code = -1;
            return p.readAllStandardOutput();
        }
        *code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        return p.readAllStandardOutput();
    };
    int code = -1;
    QByteArray output = run(plan.program, launcher.dryRunArguments(), &code);
    applyDryRun(&plan, code, output);
    output = run(plan.program, launcher.listDevicesArguments(), &code);
    applyDevices(&plan, code, output);
    return plan;
}

void BenchPlanner::start(const BenchLauncher& launcher)
{
    cancel();
    m_plan = makePlan(launcher);
    m_listArgs = launcher.listDevicesArguments();
    m_step = 0;
    runStep();
}

void BenchPlanner::runStep()
{
    m_process = new QProcess(this);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    QProcess* p = m_process;
    connect(m_timer, &QTimer::timeout, this, [this, p] {
        if (p != m_process)
            return;
        p->kill();
    });
    connect(p, &QProcess::finished, this, [this, p](int exitCode, QProcess::ExitStatus status) {
        if (p != m_process)
            return;
        const bool timedOut = !m_timer->isActive();
        onStepFinished(status == QProcess::NormalExit && !timedOut ? exitCode : -1, status != QProcess::NormalExit,
                       p->readAllStandardOutput());
    });
    connect(p, &QProcess::errorOccurred, this, [this, p](QProcess::ProcessError e) {
        if (p != m_process || e != QProcess::FailedToStart)
            return;
        onStepFinished(-1, true, {});
    });
    m_timer->start(m_timeoutMs);
    p->start(m_plan.program, m_step == 0 ? m_plan.arguments + QStringList{QStringLiteral("--dry-run")} : m_listArgs);
}

void BenchPlanner::onStepFinished(int exitCode, bool, const QByteArray& output)
{
    QProcess* p = m_process;
    m_process = nullptr;
    p->disconnect(this);
    p->deleteLater();
    m_timer->deleteLater();
    m_timer = nullptr;
    if (m_step == 0) {
        applyDryRun(&m_plan, exitCode, output);
        m_step = 1;
        runStep();
        return;
    }
    applyDevices(&m_plan, exitCode, output);
    emit planned(m_plan);
}

void BenchPlanner::cancel()
{
    if (!m_process)
        return;
    m_process->disconnect(this);
    m_process->kill();
    m_process->waitForFinished(2000);
    m_process->deleteLater();
    m_process = nullptr;
    if (m_timer) {
        m_timer->deleteLater();
        m_timer = nullptr;
    }
}

} // namespace cga
