#pragma once

#include "cluster/clustersubmitparams.h"
#include "emit/emitter.h"

#include <QCoreApplication>

namespace cga {

// The A/B batch script for one submission, written by SbatchEmitter (eager = the rollback variant, graph = the
// configuration; same shapes and seed; every value quoted) with the user's cluster parameters, plus what the
// confirmation shows: the resources requested and the exact sbatch command.
struct ClusterScript
{
    Q_DECLARE_TR_FUNCTIONS(cga::ClusterScript)

public:
    bool ok = false;
    QString error; // translated, when !ok: the parameter problem or the configuration's errors
    QString text; // the script
    QStringList notes; // translated notes of the emitter
    QString logDir; // absolute: the script, the job's output and the step logs go here
    QString scriptPath; // logDir/<file name>
    QStringList resources; // ClusterSubmitParams::resourcesSummary() plus the log folder
    QString graphImpl; // the graph variant's cuda_graph_impl, for reading its log
    int warmupSteps = -1;

    // options carries the title, the harness identity and the resolver (PresetLibrary::emitOptions); its sbatch
    // part is replaced by params. logDir empty: a new folder under params.logRoot (newLogDir).
    static ClusterScript build(const TrainingConfig& config, const TargetContext& target, EmitOptions options,
                               const ClusterSubmitParams& params, const QString& logDir = QString());
    // <logRoot>/<job name>-<UTC yyyyMMdd-HHmmss>[-N]: a folder that does not exist yet.
    static QString newLogDir(const ClusterSubmitParams& params);
    // The sbatch command the submission runs, for display (words quoted as a shell would need them).
    QString sbatchCommandLine() const;
};

} // namespace cga
