#pragma once

#include "cluster/clustersubmitparams.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace cga {

// One variant of the A/B as a step of the job: eager (step 0) or graph (step 1).
struct ClusterStep
{
    QString variant; // "eager" or "graph"
    QString stepId; // "123.0", empty until Slurm reports it
    QString state = QStringLiteral("PENDING"); // Slurm's state (SlurmOutput), or ENDED / NOT_RUN
    QString stateSource; // "sacct", "squeue", "job" (from the job's end state) or "log" (from the step's log)
    qint64 elapsedSeconds = -1;
    QString exitCode; // "code:signal" when known
    QString logPath; // absolute

    bool isTerminal() const;
    bool succeeded() const { return state == QLatin1String("COMPLETED"); }
    QJsonObject toJson() const;
    static ClusterStep fromJson(const QJsonObject& o);
    bool operator==(const ClusterStep& o) const { return toJson() == o.toJson(); }
    bool operator!=(const ClusterStep& o) const { return !(*this == o); }
};

// A submitted A/B job as the job list keeps it: what was asked for, where its files are, and the last state seen.
struct ClusterJob
{
    Q_DECLARE_TR_FUNCTIONS(cga::ClusterJob)

public:
    static QStringList variants() { return {QStringLiteral("eager"), QStringLiteral("graph")}; }

    QString jobId; // Slurm's job id
    QString cluster; // sbatch --parsable's cluster part, usually empty
    QString title; // what was submitted: a preset id or the configuration's file
    QDateTime submittedAt; // UTC
    ClusterSubmitParams params;
    QString logDir; // this job's folder: the script, the job's output, one log per step
    QString scriptPath;
    QString outputPath; // the job's stdout/stderr (#SBATCH --output=%x-%j.out under logDir)
    QString graphImpl; // cuda_graph_impl of the graph variant, for reading its log
    int warmupSteps = -1; // cuda_graph_warmup_steps of the graph variant

    QString state = QStringLiteral("PENDING");
    QString reason; // squeue's reason while pending / after a failure
    qint64 elapsedSeconds = -1;
    QString exitCode;
    QString lastError; // the last error while following it (translated), empty when none
    QDateTime lastUpdate; // UTC
    QList<ClusterStep> steps; // eager, graph

    // A job with its two steps and their log paths (logDir/eager.log, logDir/graph.log).
    static ClusterJob create(const QString& jobId, const QString& logDir, const ClusterSubmitParams& params);

    bool isTerminal() const;
    bool succeeded() const; // the job and both steps completed
    ClusterStep* step(const QString& variant);
    const ClusterStep* step(const QString& variant) const;
    QString stepLog(const QString& variant) const;
    QString displayName() const; // "123 (cga-cuda-graph-ab)"

    QJsonObject toJson() const;
    // False with *error (translated) when required keys are missing or have the wrong type.
    static bool fromJson(const QJsonObject& o, ClusterJob* out, QString* error);
};

} // namespace cga
