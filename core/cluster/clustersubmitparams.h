#pragma once

#include "emit/sbatchoptions.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cga {

// What the user picks to run the eager-against-graph A/B on a Slurm cluster. Text fields hold what the user typed:
// the training command and each setup line are split into words (ShellWords) and every word is quoted again when
// the script is written, so no value can run as shell code.
struct ClusterSubmitParams
{
    Q_DECLARE_TR_FUNCTIONS(cga::ClusterSubmitParams)

public:
    static QString defaultTrainingCommand(); // python scripts/performance/run_script.py
    static QString defaultLogRoot(); // ~/cga-cluster

    QString jobName = QStringLiteral("cga-cuda-graph-ab");
    QString partition; // empty: the cluster's default partition
    QString account; // empty: the user's default account
    int nodes = 1;
    int gpusPerNode = 8; // 0: request no GPUs (clusters that give whole nodes without GPU resources)
    int tasksPerNode = 0; // 0: one task per GPU (one when no GPUs are requested)
    QString time = QStringLiteral("01:00:00");
    QString containerImage; // pyxis/enroot image: srun --container-image
    QString containerMounts; // srun --container-mounts
    QStringList setupLines; // run before the steps, one command a line: module load ..., source ..., export K=V
    QString trainingCommand = defaultTrainingCommand();
    SbatchOptions::Variants variants = SbatchOptions::Variants::Harness;
    QString logRoot = defaultLogRoot(); // each submission gets its own folder under it
    int seed = 1234;
    QString cgaCommand = QStringLiteral("cga"); // how the job calls `cga report` at its end

    int effectiveTasksPerNode() const;
    // Nodes and GPUs per node for a recipe of numGpus GPUs of kind gpu (SbatchEmitter::defaultsFor), kept when they
    // already give numGpus GPUs on nodes of that kind (or when no GPUs are requested: only the nodes follow). Returns true, with a
    // translated *note, when something changed.
    bool fitToRecipe(const QString& gpu, int numGpus, QString* note = nullptr);
    // Empty when the parameters can be submitted; otherwise one translated sentence naming the problem.
    QString check() const;
    // The emitter's options for a submission whose logs go to logDir (absolute). False with *error like check().
    bool toSbatchOptions(const QString& logDir, SbatchOptions* out, QString* error) const;
    // The resources requested, one translated "label: value" line each, for the confirmation.
    QStringList resourcesSummary() const;

    QJsonObject toJson() const;
    static ClusterSubmitParams fromJson(const QJsonObject& o); // missing keys keep their defaults

    static QString variantsName(SbatchOptions::Variants v); // harness, config-file, hydra
    static bool parseVariants(const QString& name, SbatchOptions::Variants* out);
    static QString variantsTitle(SbatchOptions::Variants v); // translated

    bool operator==(const ClusterSubmitParams& o) const { return toJson() == o.toJson(); }
    bool operator!=(const ClusterSubmitParams& o) const { return !(*this == o); }
};

} // namespace cga
