#pragma once

#include <QString>
#include <QStringList>

namespace cga {

// How `cga generate --format sbatch` launches the eager-against-graph A/B on a Slurm cluster.
// Values that reach the shell (commands, paths, image names) are quoted word by word, so any text passes through
// unchanged. #SBATCH lines are read by sbatch, not by a shell: their values (partition, account, job name, time)
// must be plain words of letters, digits and . _ , : @ % + = / - ; anything else is refused with a message.
struct SbatchOptions
{
    enum class Variants {
        ConfigFile, // write graph.yaml / eager.yaml next to the logs and pass --config-file FILE
        Hydra, // append the variant's Hydra overrides to the training command
        Harness // run the perf harness (scripts/performance/run_script.py) with each variant's arguments
    };

    QString jobName = QStringLiteral("cga-cuda-graph-ab");
    QString partition; // empty: the cluster default
    QString account;
    int nodes = 1;
    int gpusPerNode = 8;
    int tasksPerNode = 0; // 0: one task per GPU
    QString time = QStringLiteral("01:00:00");
    QString containerImage; // pyxis/enroot: srun --container-image=...
    QString containerMounts; // srun --container-mounts=...
    QList<QStringList> setupCommands; // commands run before the steps, one argv each (module load, source ...)
    QStringList trainingCommand; // argv of the launcher, e.g. python scripts/training/run_recipe.py --recipe NAME
    Variants variants = Variants::ConfigFile;
    QString logDir; // empty: cga-ab-<job id>
    bool jobArray = false; // one array task per variant instead of two steps in one job
    int seed = 1234; // rng.seed for both variants
    QString cgaCommand = QStringLiteral("cga"); // how to call cga report on the cluster
};

} // namespace cga
