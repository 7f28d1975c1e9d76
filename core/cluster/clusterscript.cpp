#include "cluster/clusterscript.h"

#include "cluster/slurmoutput.h"
#include "emit/emitplan.h"
#include "emit/sbatchemitter.h"
#include "util/shellwords.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace cga {

QString ClusterScript::newLogDir(const ClusterSubmitParams& params)
{
    const QString stem = params.jobName + QLatin1Char('-')
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QDir root(params.logRoot);
    QString dir = root.filePath(stem);
    for (int n = 2; QFileInfo::exists(dir); ++n)
        dir = root.filePath(QStringLiteral("%1-%2").arg(stem).arg(n));
    return QDir::cleanPath(dir);
}

ClusterScript ClusterScript::build(const TrainingConfig& config, const TargetContext& target, EmitOptions options,
                                   const ClusterSubmitParams& params, const QString& logDir)
{
    ClusterScript s;
    s.logDir = logDir.isEmpty() ? newLogDir(params) : QDir::cleanPath(logDir);
    SbatchOptions sbatch;
    if (!params.toSbatchOptions(s.logDir, &sbatch, &s.error))
        return s;
    if (params.variants == SbatchOptions::Variants::Harness && !options.harness.isValid()) {
        s.error = tr("The perf harness needs the recipe's identity (model family, recipe, GPU, number of GPUs), "
                     "which this configuration does not carry: start from a preset or a perf-harness command, or "
                     "pass the variants as --config-file YAML or Hydra overrides.");
        return s;
    }
    options.sbatch = sbatch;
    const SbatchEmitter emitter;
    const EmitResult r = emitter.generate(config, target, options);
    s.notes = r.notes;
    if (!r.ok) {
        QStringList why;
        for (const Diagnostic& d : r.diagnostics)
            why << QStringLiteral("%1: %2").arg(d.id, d.message);
        why << r.notes;
        s.error = why.isEmpty() ? tr("The batch script could not be written.") : why.join(QLatin1Char('\n'));
        return s;
    }
    QString text = r.text;
    if (params.gpusPerNode == 0) {
        // No GPU request: clusters that hand out whole nodes without GPU resources (and test clusters).
        QStringList lines = text.split(QLatin1Char('\n'));
        lines.removeAll(QStringLiteral("#SBATCH --gpus-per-node=%1").arg(sbatch.gpusPerNode));
        text = lines.join(QLatin1Char('\n'));
    }
    s.text = text;
    s.scriptPath = QDir(s.logDir).filePath(r.fileName.isEmpty() ? QStringLiteral("cga-ab.sbatch") : r.fileName);

    const EmitPlan plan = EmitPlan::build(config, target);
    s.graphImpl = plan.graphsOn ? plan.impl : QStringLiteral("none");
    if (plan.fullIteration)
        s.graphImpl = QStringLiteral("full_iteration");
    bool ok = false;
    const int warmup = plan.value(FieldId::CudaGraphWarmupSteps).toInt(&ok);
    s.warmupSteps = ok ? warmup : -1;

    s.resources = params.resourcesSummary();
    s.resources << tr("Logs: %1 (eager.log, graph.log, %2-<job id>.out)").arg(s.logDir, params.jobName);
    s.ok = true;
    return s;
}

QString ClusterScript::sbatchCommandLine() const
{
    return ShellWords::join(QStringList{QStringLiteral("sbatch")} + SlurmOutput::sbatchArguments(scriptPath, logDir));
}

} // namespace cga
