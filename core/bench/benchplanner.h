#pragma once

#include "bench/benchmarkresult.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QStringList>

class QProcess;
class QTimer;

namespace cga {

class BenchLauncher;

// What a benchmark run will do, known before it starts: the runner's plan (--dry-run: modes, kernels per step,
// expected device memory) and the GPUs it sees (--list-devices). Shown in the confirmation of a run.
struct BenchPlan
{
    QString program;
    QStringList arguments;
    QString commandLine; // quoted, for display and copy
    BenchmarkResult plan; // modes from the dry run
    int dryRunExitCode = -1;
    QString error; // translated; set when the runner rejected the workload or did not answer
    double expectedMemoryBytes = -1; // -1: unknown
    QList<QJsonObject> devices; // {device, gpu_name, memory_total_bytes, ...}
    QString deviceError; // translated; why no GPU was listed
    int device = 0; // the device the run uses

    bool ok() const { return error.isEmpty(); }
    // The device the run will use, or an empty object when the runner listed none.
    QJsonObject selectedDevice() const;
    QString gpuName() const;
    double gpuMemoryBytes() const; // -1 when unknown
    // True when the expected memory is known to exceed the selected GPU's memory.
    bool exceedsDeviceMemory() const;
};

// Asks a runner for its plan without blocking: the dry run, then the device list, each with a time limit, then
// planned(). planBlocking() does the same synchronously for the command line.
class BenchPlanner : public QObject
{
    Q_OBJECT

public:
    explicit BenchPlanner(QObject* parent = nullptr);
    ~BenchPlanner() override;

    void setTimeout(int ms) { m_timeoutMs = ms; }
    void start(const BenchLauncher& launcher);
    void cancel();
    bool isRunning() const { return m_process != nullptr; }

    static BenchPlan planBlocking(const BenchLauncher& launcher, int timeoutMs = 60000);

signals:
    void planned(const cga::BenchPlan& plan);

private:
    void runStep();
    void onStepFinished(int exitCode, bool crashed, const QByteArray& output);

    static BenchPlan makePlan(const BenchLauncher& launcher);
    static void applyDryRun(BenchPlan* plan, int exitCode, const QByteArray& output);
    static void applyDevices(BenchPlan* plan, int exitCode, const QByteArray& output);

    BenchPlan m_plan;
    QStringList m_listArgs;
    int m_step = 0;
    int m_timeoutMs = 60000;
    QProcess* m_process = nullptr;
    QTimer* m_timer = nullptr;
};

} // namespace cga
