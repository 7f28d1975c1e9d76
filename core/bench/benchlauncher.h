#pragma once

#include "bench/workloadjson.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace cga {

// How a benchmark run is started, apart from the workload.
struct BenchOptions
{
    QString runner = QStringLiteral("native"); // native (cga-bench), torch or mcore (the Python runners)
    QString overhead; // native runner: raw, pytorch, megatron-te or microseconds per op; empty = runner default
    QString calibrate; // native runner: "eager_ms=X,replay_ms=Y"
    int device = -1; // CUDA device index; -1 = the runner's default (0)
    int durationLimitS = 0; // hard time limit; 0 = the runner's default
    int seed = -1; // input data seed; -1 = the runner's default
    QString python; // the Python runners' interpreter; empty = $CGA_PYTHON, else python3 on PATH
    QString megatronPath; // mcore: the folder holding megatron/ (passed as --megatron-path); empty = PYTHONPATH
};

// Turns a workload and options into the exact program and argument list of a benchmark runner: finds the runner
// (cga-bench through $CGA_BENCH, next to the application or on PATH; the PyTorch and Megatron-Core runners through
// the configured Python, $CGA_PYTHON or python3, with the scripts written out of the resources), writes the
// workload file, and builds the argument list (never a shell string). The GUI and `cga bench` both start runs
// through it; the files it writes live as long as the launcher.
class BenchLauncher
{
    Q_DECLARE_TR_FUNCTIONS(cga::BenchLauncher)

public:
    BenchLauncher();
    ~BenchLauncher();

    // Prepares a run of `workload` (the workload's own modes). False with a translated error when the runner is
    // missing, an option does not apply to it, or the workload is not usable.
    bool prepare(Workload workload, const BenchOptions& options, QString* error);
    // Prepares a run of one of the runner's built-in workload presets (gpt-h1024, tiny, ...).
    bool preparePreset(const QString& workloadPreset, const QStringList& modes, const BenchOptions& options,
                       QString* error);

    QString program() const { return m_program; }
    QStringList arguments() const { return m_prefix + m_runnerArgs; } // the run
    QStringList dryRunArguments() const { return arguments() + QStringList{QStringLiteral("--dry-run")}; }
    QStringList listDevicesArguments() const { return m_prefix + QStringList{QStringLiteral("--list-devices")}; }
    // The run as one line a user can paste into a shell (every word quoted as needed).
    QString commandLine() const;
    // Finds the runner only (no workload): program() and listDevicesArguments() are then usable, as the runner
    // probe and the Megatron check use them.
    bool locateRunner(const BenchOptions& options, QString* error);
    // The Megatron-Core runner's check-only mode on a {"model": {...}} file (after locateRunner with mcore).
    QStringList checkArguments(const QString& configPath) const
    {
        return m_prefix + QStringList{QStringLiteral("--check-config"), configPath};
    }
    QString temporaryPath(const QString& name) const { return m_temp->filePath(name); }
    const Workload& workload() const { return m_workload; }
    QString workloadPath() const { return m_workloadPath; }
    const BenchOptions& options() const { return m_options; }

    // The Python the Python runners use: `configured` (a path or a name on PATH), else $CGA_PYTHON, else python3
    // on PATH; empty when there is none.
    static QString pythonProgram(const QString& configured = QString());
    // The Python that was asked for (for messages when pythonProgram() finds none).
    static QString pythonRequested(const QString& configured = QString());
    // The runners, in the order they are offered: native, torch, mcore.
    static QStringList runnerNames();
    static QString runnerTitle(const QString& runner); // translated
    // Arguments that make `pythonProgram()` exit 0 exactly when PyTorch imports.
    static QStringList torchProbeArguments();
    // The native runner: $CGA_BENCH, next to the application, or on PATH; empty when not found.
    static QString nativeRunnerProgram();

private:
    bool locate(const BenchOptions& options, QString* error);
    bool extractScript(const QString& name, QString* path, QString* error);
    bool addOptions(const BenchOptions& options, QString* error);

    std::unique_ptr<QTemporaryDir> m_temp;
    QString m_program;
    QStringList m_prefix; // interpreter arguments before the runner's own (torch: -u script; mcore also
                          // --megatron-path DIR)
    QStringList m_runnerArgs;
    Workload m_workload;
    QString m_workloadPath;
    BenchOptions m_options;
};

} // namespace cga
