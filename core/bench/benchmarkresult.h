#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cmath>
#include <limits>

namespace cga {

// The phases of a measurement (benchmark-method.md rule 1), reported separately, never mixed. A training log maps
// onto the same phases: eager iterations are Warmup (or Steady for an eager baseline), the capture iteration is
// Capture, later iterations are Steady replay.
enum class RunPhase { FirstCall, Warmup, Capture, Instantiate, Upload, FirstReplay, Steady };

// One timed step (or block of steps) of one mode.
struct Sample
{
    QString mode; // "eager", "attn", "attn+mlp", "full_iteration", or a log's run name
    RunPhase phase = RunPhase::Steady;
    int iteration = 0; // 1-based step index within the mode
    double wallMs = std::numeric_limits<double>::quiet_NaN(); // host wall time of the step
    double gpuMs = std::numeric_limits<double>::quiet_NaN(); // GPU span (events), NaN when unknown
    double hostMs = std::numeric_limits<double>::quiet_NaN(); // host enqueue time, NaN when unknown
    int rank = -1; // training logs: the rank that printed it, -1 when not applicable
    int steps = 1; // runners: the block of steps this sample averages (times are per step)
};

// What is known about one mode apart from its samples.
struct ModeInfo
{
    QString mode;
    bool graphed = false; // false for eager
    bool capturable = true; // false when capture failed (e.g. dropless moe_preprocess)
    QString captureError; // the CUDA error text when it failed
    double captureMs = std::numeric_limits<double>::quiet_NaN();
    double instantiateMs = std::numeric_limits<double>::quiet_NaN();
    double uploadMs = std::numeric_limits<double>::quiet_NaN();
    double graphMemoryBytes = std::numeric_limits<double>::quiet_NaN(); // device memory after - before instantiate
    double peakMemoryBytes = std::numeric_limits<double>::quiet_NaN();
    int kernelsPerStep = -1;
    int graphsPerStep = -1; // graph launches per step (0 for eager)
    double hostOverheadUsPerOp = std::numeric_limits<double>::quiet_NaN(); // the emulated framework cost
    int graphableLayers = -1; // training logs: "N graphable layers"
    double firstReplayMs = std::numeric_limits<double>::quiet_NaN();
    int eagerLaunchesPerStep = -1; // kernels still launched one by one in this mode
    // Megatron made no graph for this mode (MoE scopes under the local implementation): it ran the eager step, so
    // any difference to eager is noise between two runs of the same step, never a graph's gain or loss.
    bool noGraphs = false;
};

// Where a result came from and on what.
struct RunEnvironment
{
    QString runner; // "cga-bench", "torch", "training-log"
    QString gpuName;
    int smCount = 0;
    QString driverVersion;
    QString runtimeVersion;
    QString clocksStart;
    QString clocksEnd;
    QString cpuModel;
    QString hostName;
    QStringList command; // the exact command (argument list)
    QJsonObject workload; // the workload as the runner understood it
    QString overheadSetting; // which framework-overhead preset or calibration produced the result
    QString startedAt; // ISO 8601
};

// A whole benchmark (or a training log read as one): raw samples by mode and phase, per-mode facts, the
// environment, and what went wrong. Partial results (a cancelled or crashed run) keep what was measured.
class BenchmarkResult
{
    Q_DECLARE_TR_FUNCTIONS(cga::BenchmarkResult)

public:
    static constexpr int kSchemaVersion = 1;

    RunEnvironment environment;
    QList<ModeInfo> modes;
    QList<Sample> samples;
    QStringList warnings;
    QString error; // a fatal error, translated
    QString
        errorCode; // "no_device", "oom", "capture_failed", "bad_workload", "interrupted", "crash", "hang", "garbage"
    bool complete = false; // the run reached its summary
    double firstCallMs = std::numeric_limits<double>::quiet_NaN(); // context, module load, handles, first step
    double rawHostUsPerOp = std::numeric_limits<double>::quiet_NaN(); // the runner's own host cost per launch
    QString stopReason; // converged, max_samples, duration_limit, interrupted, ...

    QStringList modeNames() const;
    const ModeInfo* mode(const QString& name) const;
    ModeInfo& ensureMode(const QString& name);
    QList<Sample> samplesOf(const QString& mode, RunPhase phase) const;
    QList<double> steadyWallMs(const QString& mode) const; // steady-state step times

    QJsonObject toJson() const;
    static bool fromJson(const QJsonObject& o, BenchmarkResult* out, QString* error);
    // CSV of the raw samples: mode,phase,iteration,wall_ms,gpu_ms,host_ms,rank
    QString samplesCsv() const;

    static QString phaseName(RunPhase p); // first_call, warmup, capture, instantiate, upload, first_replay, steady
    static bool parsePhase(const QString& name, RunPhase* out);
    static QString phaseTitle(RunPhase p); // translated
};

} // namespace cga
