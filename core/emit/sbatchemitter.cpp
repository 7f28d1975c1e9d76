#include "emit/sbatchemitter.h"

#include "emit/emitnotes.h"
#include "emit/envemitter.h"
#include "emit/harnessemitter.h"
#include "emit/hydraemitter.h"
#include "emit/rollback.h"
#include "emit/yamlemitter.h"
#include "util/shellwords.h"

#include <QRegularExpression>

namespace cga {

namespace {

QString words(const QStringList& argv)
{
    return ShellWords::join(argv);
}

// A heredoc delimiter that occurs in none of the texts.
QString delimiterFor(const QStringList& texts)
{
    for (int n = 0;; ++n) {
        const QString d = n == 0 ? QStringLiteral("CGA_EOF") : QStringLiteral("CGA_EOF_%1").arg(n);
        bool clash = false;
        for (const QString& t : texts)
            clash = clash || t.contains(d);
        if (!clash)
            return d;
    }
}

} // namespace

int SbatchEmitter::gpusPerNode(const QString& gpu)
{
    const QString g = gpu.toLower();
    if (g == QLatin1String("gb200") || g == QLatin1String("gb300") || g == QLatin1String("vr200"))
        return 4;
    if (g == QLatin1String("r100"))
        return 1;
    return 8;
}

SbatchOptions SbatchEmitter::defaultsFor(const QString& gpu, int numGpus)
{
    SbatchOptions o;
    o.gpusPerNode = gpusPerNode(gpu);
    if (numGpus > 0) {
        o.gpusPerNode = qMin(o.gpusPerNode, numGpus);
        o.nodes = qMax(1, (numGpus + o.gpusPerNode - 1) / o.gpusPerNode);
    }
    return o;
}

QString SbatchEmitter::checkOptions(const SbatchOptions& o)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9._,:@%+=/-]+\\z"));
    static const QRegularExpression time(QStringLiteral("^[0-9][0-9:-]*\\z"));
    const struct
    {
        const char* option;
        const QString& value;
        bool required;
    } directives[] = {{"job-name", o.jobName, true}, {"partition", o.partition, false}, {"account", o.account, false}};
    for (const auto& d : directives) {
        if (d.value.isEmpty() && !d.required)
            continue;
        if (!plain.match(d.value).hasMatch())
            return SbatchEmitter::tr("--%1 '%2' cannot go into an #SBATCH line (sbatch reads those without a "
                                     "shell): use letters, digits and . _ , : @ % + = / - only.")
                .arg(QString::fromLatin1(d.option), d.value);
    }
    if (!time.match(o.time).hasMatch())
        return SbatchEmitter::tr("--time '%1' is not a Slurm time such as 01:00:00 or 1-00:00:00.").arg(o.time);
    if (o.nodes < 1 || o.gpusPerNode < 1 || o.tasksPerNode < 0)
        return SbatchEmitter::tr("Nodes and GPUs per node must be at least 1.");
    if (o.seed < 0)
        return SbatchEmitter::tr("The seed must not be negative.");
    return {};
}

namespace {

// The two variants as the chosen SbatchOptions::Variants form needs them, and the command each step runs.
struct Variants
{
    QString graphText, eagerText; // ConfigFile: the YAML override files
    QStringList graphArgs, eagerArgs; // Hydra, Harness: the arguments after the training command
    QStringList trainCmd;
};

// Writes both variants with their own emitters (and so proves them valid). Returns false, with the reasons in
// `result`, when one of them cannot be written.
bool makeVariants(const EmitPlan& plan, const EmitOptions& options, const Rollback::Result& rollback, Variants& v,
                  EmitResult& result)
{
    const SbatchOptions& o = options.sbatch;
    EmitOptions inner = options;
    inner.comments = false;
    v.trainCmd = o.trainingCommand;
    const TargetContext& target = plan.target;
    switch (o.variants) {
    case SbatchOptions::Variants::ConfigFile: {
        YamlEmitter yaml;
        EmitOptions yo = options;
        const EmitResult g = yaml.generate(plan.config, target, yo);
        const EmitResult e = yaml.generate(rollback.config, target, yo);
        if (!g.ok || !e.ok) {
            result.notes << g.notes << e.notes;
            result.diagnostics << g.diagnostics << e.diagnostics;
            return false;
        }
        v.graphText = g.text;
        v.eagerText = e.text;
        break;
    }
    case SbatchOptions::Variants::Hydra: {
        const EmitPlan eagerPlan = EmitPlan::build(rollback.config, target);
        v.graphArgs = HydraEmitter::overrides(plan);
        v.eagerArgs = HydraEmitter::overrides(eagerPlan);
        break;
    }
    case SbatchOptions::Variants::Harness: {
        HarnessEmitter harness;
        const EmitResult g = harness.generate(plan.config, target, inner);
        const EmitResult e = harness.generate(rollback.config, target, inner);
        if (!g.ok || !e.ok) {
            result.notes << g.notes << e.notes;
            result.diagnostics << g.diagnostics << e.diagnostics;
            return false;
        }
        // The proven commands, as words: drop `python scripts/performance/run_script.py` (comments are skipped).
        const auto graphWords = ShellWords::split(g.text);
        const auto eagerWords = ShellWords::split(e.text);
        if (!graphWords || !eagerWords || graphWords->size() < 2 || eagerWords->size() < 2)
            return false;
        v.graphArgs = graphWords->mid(2);
        v.eagerArgs = eagerWords->mid(2);
        result.notes << g.notes;
        if (v.trainCmd.isEmpty())
            v.trainCmd = QStringList{QStringLiteral("python"), HarnessEmitter::script()};
        break;
    }
    }
    if (v.trainCmd.isEmpty()) {
        result.notes << SbatchEmitter::tr("Give the training command that each step runs (for example python "
                                          "scripts/training/run_recipe.py --recipe NAME); only the perf-harness "
                                          "variant has a default.");
        return false;
    }
    return true;
}

// The shebang, the header comments and the #SBATCH directives.
QStringList directiveLines(const EmitPlan& plan, const EmitOptions& options, int tasks)
{
    const SbatchOptions& o = options.sbatch;
    QStringList s;
    s << QStringLiteral("#!/bin/bash");
    for (const QString& h : EmitNotes::header(SbatchEmitter::tr("Eager-against-graph A/B on Slurm"), plan, options))
        s << EmitNotes::commentLine(h);
    s << QStringLiteral("#SBATCH --job-name=%1").arg(o.jobName);
    if (!o.partition.isEmpty())
        s << QStringLiteral("#SBATCH --partition=%1").arg(o.partition);
    if (!o.account.isEmpty())
        s << QStringLiteral("#SBATCH --account=%1").arg(o.account);
    s << QStringLiteral("#SBATCH --nodes=%1").arg(o.nodes)
      << QStringLiteral("#SBATCH --gpus-per-node=%1").arg(o.gpusPerNode)
      << QStringLiteral("#SBATCH --ntasks-per-node=%1").arg(tasks) << QStringLiteral("#SBATCH --time=%1").arg(o.time)
      << QStringLiteral("#SBATCH --output=%x-%j.out");
    if (o.jobArray)
        s << QStringLiteral("#SBATCH --array=0-1");
    return s;
}

// Why the eager variant differs, the log folder, the seed, the configuration's environment, the setup commands
// and the command arrays (TRAIN_CMD, SRUN, CGA).
QStringList setupLines(const EmitPlan& plan, const SbatchOptions& o, const Rollback::Result& rollback,
                       const QStringList& trainCmd, int tasks)
{
    QStringList s;
    s << QStringLiteral("# ")
            + SbatchEmitter::tr("Both variants have the same shapes and seed; the eager one is the rollback:");
    for (const QString& reason : rollback.reasons)
        s << EmitNotes::commentLine(reason, QStringLiteral("#   - "));
    const QString jobId = o.jobArray ? QStringLiteral("${SLURM_ARRAY_JOB_ID:-${SLURM_JOB_ID:-local}}")
                                     : QStringLiteral("${SLURM_JOB_ID:-local}");
    if (o.logDir.isEmpty())
        s << QStringLiteral("LOG_DIR=\"cga-ab-%1\"").arg(jobId);
    else
        s << QStringLiteral("LOG_DIR=") + ShellWords::quote(o.logDir);
    s << QStringLiteral("mkdir -p -- \"$LOG_DIR\"");
    s << QStringLiteral("SEED=%1").arg(o.seed);

    if (!plan.env.isEmpty()) {
        s << QString()
          << QStringLiteral("# ")
                + SbatchEmitter::tr("The configuration's environment: exported so the cluster profile cannot "
                                    "override it (exports win over env_vars).");
        s << EnvEmitter::exportLines(plan.env);
    }
    if (!o.setupCommands.isEmpty()) {
        s << QString() << QStringLiteral("# ") + SbatchEmitter::tr("Setup");
        for (const QStringList& c : o.setupCommands)
            if (!c.isEmpty())
                s << words(c);
    }

    s << QString() << QStringLiteral("TRAIN_CMD=(%1)").arg(words(trainCmd));
    QStringList srun{QStringLiteral("srun"), QStringLiteral("--ntasks-per-node=%1").arg(tasks)};
    if (!o.containerImage.isEmpty())
        srun << QStringLiteral("--container-image=") + o.containerImage;
    if (!o.containerMounts.isEmpty())
        srun << QStringLiteral("--container-mounts=") + o.containerMounts;
    s << QStringLiteral("SRUN=(%1)").arg(words(srun));
    QStringList cga{o.cgaCommand.isEmpty() ? QStringLiteral("cga") : o.cgaCommand};
    s << QStringLiteral("CGA=(%1)").arg(words(cga));
    return s;
}

// The variants in the script (heredoc files or argument arrays); sets the command line of each step.
QStringList variantLines(const SbatchOptions& o, const Variants& v, QString* graphStep, QString* eagerStep)
{
    QStringList s;
    if (o.variants == SbatchOptions::Variants::ConfigFile) {
        const QString d = delimiterFor({v.graphText, v.eagerText});
        s << QString() << QStringLiteral("# ") + SbatchEmitter::tr("The variants as --config-file overrides.");
        s << QStringLiteral("cat > \"$LOG_DIR/graph.yaml\" <<'%1'").arg(d);
        s << v.graphText.trimmed() << d;
        s << QStringLiteral("cat > \"$LOG_DIR/eager.yaml\" <<'%1'").arg(d);
        s << v.eagerText.trimmed() << d;
        *graphStep = QStringLiteral("\"${TRAIN_CMD[@]}\" --config-file \"$LOG_DIR/graph.yaml\" \"rng.seed=$SEED\"");
        *eagerStep = QStringLiteral("\"${TRAIN_CMD[@]}\" --config-file \"$LOG_DIR/eager.yaml\" \"rng.seed=$SEED\"");
    } else {
        s << QString() << QStringLiteral("GRAPH_ARGS=(%1)").arg(words(v.graphArgs));
        s << QStringLiteral("EAGER_ARGS=(%1)").arg(words(v.eagerArgs));
        *graphStep = QStringLiteral("\"${TRAIN_CMD[@]}\" \"${GRAPH_ARGS[@]}\" \"rng.seed=$SEED\"");
        *eagerStep = QStringLiteral("\"${TRAIN_CMD[@]}\" \"${EAGER_ARGS[@]}\" \"rng.seed=$SEED\"");
    }
    return s;
}

// The shell functions run_variant and report.
QStringList functionLines()
{
    // Messages are translated, so they go into the script as single quoted words, never into shell code.
    const QString started = ShellWords::quote(SbatchEmitter::tr("started"));
    const QString logWord = ShellWords::quote(SbatchEmitter::tr("log"));
    const QString failed = ShellWords::quote(SbatchEmitter::tr("cga report failed; the logs are in"));
    const QString chart = ShellWords::quote(SbatchEmitter::tr("Chart the A/B with:"));
    QStringList s;
    s << QString() << QStringLiteral("run_variant() {") << QStringLiteral("    local name=\"$1\"")
      << QStringLiteral("    shift")
      << QStringLiteral(
             "    echo 'cga A/B:' \"$name\" %1 \"$(date -u +%Y-%m-%dT%H:%M:%SZ),\" %2 \"$LOG_DIR/$name.log\"")
             .arg(started, logWord)
      << QStringLiteral("    \"${SRUN[@]}\" \"$@\" >\"$LOG_DIR/$name.log\" 2>&1") << QStringLiteral("}");
    s << QString() << QStringLiteral("report() {")
      << QStringLiteral("    if command -v \"${CGA[0]}\" >/dev/null 2>&1; then")
      << QStringLiteral("        \"${CGA[@]}\" report \"$LOG_DIR/eager.log\" \"$LOG_DIR/graph.log\" || echo %1 "
                        "\"$LOG_DIR\" >&2")
             .arg(failed)
      << QStringLiteral("    else")
      << QStringLiteral("        echo %1 cga report \"$LOG_DIR/eager.log\" \"$LOG_DIR/graph.log\"").arg(chart)
      << QStringLiteral("    fi") << QStringLiteral("}");
    return s;
}

// The two steps (one after the other, or one per array task), the report and the exit status.
QStringList runLines(const SbatchOptions& o, const QString& graphStep, const QString& eagerStep)
{
    QStringList s;
    s << QString() << QStringLiteral("status=0");
    if (o.jobArray) {
        s << QStringLiteral("case \"${SLURM_ARRAY_TASK_ID:-}\" in")
          << QStringLiteral("    0) variant=eager; run_variant eager %1 || status=$? ;;").arg(eagerStep)
          << QStringLiteral("    1) variant=graph; run_variant graph %1 || status=$? ;;").arg(graphStep)
          << QStringLiteral("    *) echo %1 >&2; exit 2 ;;")
                 .arg(
                     ShellWords::quote(SbatchEmitter::tr("Submit with sbatch: array task 0 runs eager, 1 runs graph.")))
          << QStringLiteral("esac");
        s << QStringLiteral("touch \"$LOG_DIR/$variant.done\"");
        s << QStringLiteral("# ") + SbatchEmitter::tr("The task that finishes second charts both logs.");
        s << QStringLiteral("if [ -e \"$LOG_DIR/eager.done\" ] && [ -e \"$LOG_DIR/graph.done\" ] && mkdir "
                            "\"$LOG_DIR/.report\" 2>/dev/null; then")
          << QStringLiteral("    report") << QStringLiteral("fi");
    } else {
        s << QStringLiteral("run_variant eager %1 || status=$?").arg(eagerStep);
        s << QStringLiteral("run_variant graph %1 || status=$?").arg(graphStep);
        s << QStringLiteral("report");
    }
    s << QStringLiteral("exit \"$status\"");
    return s;
}

} // namespace

EmitResult SbatchEmitter::render(const EmitPlan& plan, const EmitOptions& options) const
{
    EmitResult result;
    result.scope = RoundTripScope::None;
    const SbatchOptions& o = options.sbatch;
    const QString problem = checkOptions(o);
    if (!problem.isEmpty()) {
        result.notes << problem;
        return result;
    }
    if (!plan.graphsOn)
        result.notes << SbatchEmitter::tr("CUDA graphs are off in this configuration: both variants run eagerly.");

    const Rollback::Result rollback = Rollback::make(plan.config, plan.target);
    Variants variants;
    if (!makeVariants(plan, options, rollback, variants, result))
        return result;

    const int tasks = o.tasksPerNode > 0 ? o.tasksPerNode : o.gpusPerNode;
    QStringList s = directiveLines(plan, options, tasks);
    s << QString() << QStringLiteral("set -euo pipefail") << QString();
    s << setupLines(plan, o, rollback, variants.trainCmd, tasks);
    QString graphStep, eagerStep;
    s << variantLines(o, variants, &graphStep, &eagerStep);
    s << functionLines();
    s << runLines(o, graphStep, eagerStep);

    result.ok = true;
    result.text = s.join(QLatin1Char('\n')) + QLatin1Char('\n');
    result.fileName
        = EmitNotes::fileStem(options.title.isEmpty() ? o.jobName : options.title) + QStringLiteral("-ab.sbatch");
    result.writtenPaths = plan.paths();
    result.notes << SbatchEmitter::tr("Logs: <log dir>/eager.log and <log dir>/graph.log; compare replay "
                                      "iterations after warmup and capture (ADV-06).");
    return result;
}

} // namespace cga
