#include "cluster/clustersubmitparams.h"

#include "emit/sbatchemitter.h"
#include "util/shellwords.h"

#include <QDir>
#include <QJsonArray>

namespace cga {

QString ClusterSubmitParams::defaultTrainingCommand()
{
    return QStringLiteral("python scripts/performance/run_script.py");
}

QString ClusterSubmitParams::defaultLogRoot()
{
    return QDir::homePath() + QStringLiteral("/cga-cluster");
}

int ClusterSubmitParams::effectiveTasksPerNode() const
{
    if (tasksPerNode > 0)
        return tasksPerNode;
    return gpusPerNode > 0 ? gpusPerNode : 1;
}

bool ClusterSubmitParams::fitToRecipe(const QString& gpu, int numGpus, QString* note)
{
    if (numGpus <= 0)
        return false;
    const SbatchOptions d = SbatchEmitter::defaultsFor(gpu, numGpus);
    // Kept when they give the recipe's GPUs on nodes of that kind (no more GPUs per node than such a node has).
    const bool fits = gpusPerNode > 0 && nodes * gpusPerNode == numGpus
        && gpusPerNode <= SbatchEmitter::gpusPerNode(gpu);
    int wantNodes = d.nodes;
    int wantGpus = gpusPerNode;
    if (gpusPerNode > 0 && !fits)
        wantGpus = d.gpusPerNode;
    if (fits)
        wantNodes = nodes;
    if (gpusPerNode == 0)
        wantNodes = nodes > 0 ? nodes : d.nodes;
    if (wantNodes == nodes && wantGpus == gpusPerNode)
        return false;
    if (note)
        *note = tr("The recipe runs on %1 GPUs: %2 nodes with %3 GPUs each instead of %4 x %5.")
                    .arg(numGpus)
                    .arg(wantNodes)
                    .arg(wantGpus)
                    .arg(nodes)
                    .arg(gpusPerNode);
    nodes = wantNodes;
    gpusPerNode = wantGpus;
    return true;
}

QString ClusterSubmitParams::check() const
{
    SbatchOptions o;
    QString error;
    toSbatchOptions(QDir::isAbsolutePath(logRoot) ? logRoot : QDir::rootPath(), &o, &error);
    return error;
}

bool ClusterSubmitParams::toSbatchOptions(const QString& logDir, SbatchOptions* out, QString* error) const
{
    if (nodes < 1) {
        *error = tr("Nodes must be at least 1.");
        return false;
    }
    if (gpusPerNode < 0 || tasksPerNode < 0) {
        *error = tr("GPUs and tasks per node cannot be negative.");
        return false;
    }
    if (logRoot.trimmed().isEmpty() || !QDir::isAbsolutePath(logRoot)) {
        *error = tr("The log folder must be an absolute path that the compute nodes can write (a shared file "
                    "system).");
        return false;
    }
    SbatchOptions o;
    o.jobName = jobName;
    o.partition = partition.trimmed();
    o.account = account.trimmed();
    o.nodes = nodes;
    o.gpusPerNode = gpusPerNode > 0 ? gpusPerNode : 1; // the line is removed again by ClusterScript
    o.tasksPerNode = effectiveTasksPerNode();
    o.time = time.trimmed();
    o.containerImage = containerImage.trimmed();
    o.containerMounts = containerMounts.trimmed();
    o.variants = variants;
    o.logDir = logDir;
    o.jobArray = false; // two steps of one job: both variants run on the same nodes
    o.seed = seed;
    o.cgaCommand = cgaCommand.trimmed().isEmpty() ? QStringLiteral("cga") : cgaCommand.trimmed();

    int lineNo = 0;
    for (const QString& line : setupLines) {
        ++lineNo;
        if (line.trimmed().isEmpty())
            continue;
        QString splitError;
        const auto words = ShellWords::split(line, &splitError);
        if (!words) {
            *error = tr("Setup line %1 cannot be read: %2").arg(lineNo).arg(splitError);
            return false;
        }
        if (!words->isEmpty())
            o.setupCommands << *words;
    }
    if (!trainingCommand.trimmed().isEmpty()) {
        QString splitError;
        const auto words = ShellWords::split(trainingCommand, &splitError);
        if (!words) {
            *error = tr("The training command cannot be read: %1").arg(splitError);
            return false;
        }
        o.trainingCommand = *words;
    }
    if (o.trainingCommand.isEmpty() && variants != SbatchOptions::Variants::Harness) {
        *error = tr("Give the command that runs training; only the perf-harness variants have a default.");
        return false;
    }
    const QString problem = SbatchEmitter::checkOptions(o);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    *out = o;
    return true;
}

QStringList ClusterSubmitParams::resourcesSummary() const
{
    QStringList s;
    s << tr("Job name: %1").arg(jobName);
    s << tr("Partition: %1").arg(partition.isEmpty() ? tr("(cluster default)") : partition);
    s << tr("Account: %1").arg(account.isEmpty() ? tr("(your default)") : account);
    if (gpusPerNode > 0)
        s << tr("Nodes: %1; GPUs per node: %2; tasks per node: %3 (GPUs in all: %4)")
                 .arg(nodes)
                 .arg(gpusPerNode)
                 .arg(effectiveTasksPerNode())
                 .arg(nodes * gpusPerNode);
    else
        s << tr("Nodes: %1; tasks per node: %2; no GPUs requested as resources")
                 .arg(nodes)
                 .arg(effectiveTasksPerNode());
    s << tr("Time limit: %1 (both steps share it)").arg(time);
    if (!containerImage.isEmpty())
        s << tr("Container image: %1").arg(containerImage);
    if (!containerMounts.isEmpty())
        s << tr("Container mounts: %1").arg(containerMounts);
    for (const QString& l : setupLines)
        if (!l.trimmed().isEmpty())
            s << tr("Setup: %1").arg(l.trimmed());
    s << tr("Training command: %1").arg(trainingCommand.trimmed().isEmpty() ? tr("(perf harness)") : trainingCommand);
    s << tr("Variants passed as: %1").arg(variantsTitle(variants));
    s << tr("Seed: %1 (both variants)").arg(seed);
    return s;
}

QJsonObject ClusterSubmitParams::toJson() const
{
    QJsonObject o;
    o[QStringLiteral("job_name")] = jobName;
    o[QStringLiteral("partition")] = partition;
    o[QStringLiteral("account")] = account;
    o[QStringLiteral("nodes")] = nodes;
    o[QStringLiteral("gpus_per_node")] = gpusPerNode;
    o[QStringLiteral("tasks_per_node")] = tasksPerNode;
    o[QStringLiteral("time")] = time;
    o[QStringLiteral("container_image")] = containerImage;
    o[QStringLiteral("container_mounts")] = containerMounts;
    o[QStringLiteral("setup_lines")] = QJsonArray::fromStringList(setupLines);
    o[QStringLiteral("training_command")] = trainingCommand;
    o[QStringLiteral("variants")] = variantsName(variants);
    o[QStringLiteral("log_root")] = logRoot;
    o[QStringLiteral("seed")] = seed;
    o[QStringLiteral("cga_command")] = cgaCommand;
    return o;
}

ClusterSubmitParams ClusterSubmitParams::fromJson(const QJsonObject& o)
{
    ClusterSubmitParams p;
    const auto str = [&o](const char* key, QString* v) {
        const QJsonValue j = o.value(QLatin1String(key));
        if (j.isString())
            *v = j.toString();
    };
    const auto num = [&o](const char* key, int* v) {
        const QJsonValue j = o.value(QLatin1String(key));
        if (j.isDouble())
            *v = j.toInt();
    };
    str("job_name", &p.jobName);
    str("partition", &p.partition);
    str("account", &p.account);
    num("nodes", &p.nodes);
    num("gpus_per_node", &p.gpusPerNode);
    num("tasks_per_node", &p.tasksPerNode);
    str("time", &p.time);
    str("container_image", &p.containerImage);
    str("container_mounts", &p.containerMounts);
    if (o.value(QLatin1String("setup_lines")).isArray()) {
        p.setupLines.clear();
        for (const QJsonValue& v : o.value(QLatin1String("setup_lines")).toArray())
            p.setupLines << v.toString();
    }
    str("training_command", &p.trainingCommand);
    parseVariants(o.value(QLatin1String("variants")).toString(), &p.variants);
    str("log_root", &p.logRoot);
    num("seed", &p.seed);
    str("cga_command", &p.cgaCommand);
    return p;
}

QString ClusterSubmitParams::variantsName(SbatchOptions::Variants v)
{
    switch (v) {
    case SbatchOptions::Variants::Harness:
        return QStringLiteral("harness");
    case SbatchOptions::Variants::ConfigFile:
        return QStringLiteral("config-file");
    case SbatchOptions::Variants::Hydra:
        return QStringLiteral("hydra");
    }
    return {};
}

bool ClusterSubmitParams::parseVariants(const QString& name, SbatchOptions::Variants* out)
{
    for (auto v :
         {SbatchOptions::Variants::Harness, SbatchOptions::Variants::ConfigFile, SbatchOptions::Variants::Hydra}) {
        if (name == variantsName(v)) {
            *out = v;
            return true;
        }
    }
    return false;
}

QString ClusterSubmitParams::variantsTitle(SbatchOptions::Variants v)
{
    switch (v) {
    case SbatchOptions::Variants::Harness:
        return tr("perf-harness arguments");
    case SbatchOptions::Variants::ConfigFile:
        return tr("--config-file YAML written next to the logs");
    case SbatchOptions::Variants::Hydra:
        return tr("Hydra overrides");
    }
    return {};
}

} // namespace cga
