// cga cluster submit|status|list|cancel|collect: the eager-against-graph A/B on a Slurm cluster, through the same
// core classes the GUI uses (ClusterScript, ClusterSubmitter, ClusterJobMonitor, ClusterJobStore, ClusterCollector).
#include "cluster/clustercollector.h"
#include "cluster/clusterjobmonitor.h"
#include "cluster/clusterjobstore.h"
#include "cluster/clusterscript.h"
#include "cluster/clustersettings.h"
#include "cluster/clustersubmitter.h"
#include "cluster/slurmclient.h"
#include "cluster/slurmoutput.h"
#include "clustertext.h"
#include "command.h"
#include "presetinput.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

namespace cga::cli {

namespace {

// Exit status: 0 done (a followed job completed), 1 not submitted without --yes / the job failed or was cancelled,
// 2 bad input, 3 a Slurm error (not installed, not reachable, refused).
enum Status { Ok = 0, NotDone = 1, BadInput = 2, SlurmFailed = 3 };

class ClusterCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("cluster"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Run the eager-against-graph A/B on a Slurm cluster.");
    }

    int run(const QStringList& args) override
    {
        // Created here, not in the constructor: the registry constructs every command to find one by name.
        m_settings = std::make_unique<ClusterSettings>();
        m_client = std::make_unique<SlurmClient>();
        const QString sub = args.value(0);
        const QStringList rest = args.mid(1);
        if (sub == QLatin1String("submit"))
            return submit(rest);
        if (sub == QLatin1String("status"))
            return status(rest);
        if (sub == QLatin1String("list"))
            return list(rest);
        if (sub == QLatin1String("cancel"))
            return cancel(rest);
        if (sub == QLatin1String("collect"))
            return collect(rest);
        if (sub != QLatin1String("--help") && sub != QLatin1String("-h") && !sub.isEmpty())
            err() << QCoreApplication::translate("cga::cli", "Unknown cluster command '%1'.").arg(sub) << "\n";
        out() << QCoreApplication::translate("cga::cli",
                                             "Usage: cga cluster <submit|status|list|cancel|collect> [options]\n\n"
                                             "  submit   write the A/B batch script, show it with the resources, "
                                             "submit it with sbatch (needs --yes)\n"
                                             "  status   follow a job (squeue/sacct, with back-off) until it ends\n"
                                             "  list     the jobs submitted from this machine\n"
                                             "  cancel   cancel a job (scancel)\n"
                                             "  collect  read the step logs: eager against replay, and the diagnosis "
                                             "of failed steps\n\n"
                                             "Run 'cga cluster <command> --help' for its options.\n");
        out().flush();
        return sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ? Ok : BadInput;
    }

private:
    std::unique_ptr<ClusterSettings> m_settings;
    std::unique_ptr<SlurmClient> m_client;

    void addCommon(QCommandLineParser& parser, const QString& description)
    {
        parser.setApplicationDescription(description);
        parser.addOption({QStringLiteral("store"),
                          QCoreApplication::translate("cga::cli", "Folder of the job list (default: %1).")
                              .arg(ClusterJobStore::defaultFolder()),
                          QStringLiteral("dir")});
        parser.addOption({QStringLiteral("slurm-bin"),
                          QCoreApplication::translate("cga::cli",
                                                      "Folder with sbatch, squeue, sacct and scancel "
                                                      "(default: PATH)."),
                          QStringLiteral("dir")});
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
    }

    // Applies --store and --slurm-bin (remembered); false after printing when --format is unknown.
    bool setUp(const QCommandLineParser& parser, ClusterJobStore** store)
    {
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return false;
        }
        if (parser.isSet(QStringLiteral("slurm-bin")))
            m_settings->setSlurmProgramDirectory(parser.value(QStringLiteral("slurm-bin")));
        m_client->setProgramDirectory(m_settings->slurmProgramDirectory());
        const QString folder
            = parser.isSet(QStringLiteral("store")) ? parser.value(QStringLiteral("store")) : m_settings->storeFolder();
        *store = new ClusterJobStore(folder, m_client.get());
        QString error;
        if (!(*store)->load(&error))
            err() << QCoreApplication::translate("cga::cli", "warning: %1").arg(error) << Qt::endl;
        return true;
    }

    static bool json(const QCommandLineParser& parser)
    {
        return parser.value(QStringLiteral("format")) == QLatin1String("json");
    }

    bool jobArgument(const QCommandLineParser& parser, ClusterJobStore* store, ClusterJob* job)
    {
        const QStringList pos = parser.positionalArguments();
        if (pos.size() != 1 || !SlurmOutput::isValidJobId(pos.first())) {
            err() << QCoreApplication::translate("cga::cli", "Give one job id (cga cluster list shows them).")
                  << Qt::endl;
            return false;
        }
        const auto found = store->job(pos.first());
        if (!found) {
            err() << QCoreApplication::translate("cga::cli",
                                                 "Job %1 is not in the job list %2: jobs submitted with cga cluster "
                                                 "submit or the GUI are listed by cga cluster list.")
                         .arg(pos.first(), store->filePath())
                  << Qt::endl;
            return false;
        }
        *job = *found;
        return true;
    }

    int submit(const QStringList& args);
    // The steps of submit: its options, the parameters from them (over the remembered ones; false after printing
    // on bad input), the script shown for confirmation, and the submission (Ok, or the exit status of a failure).
    static void addSubmitOptions(QCommandLineParser& parser);
    bool readSubmitParams(const QCommandLineParser& parser, const Preset& preset, ClusterSubmitParams* p);
    void printScript(const ClusterScript& script, const ClusterSubmitParams& p, bool asJson);
    int submitScript(const ClusterScript& script, const ClusterSubmitParams& p, const Preset& preset,
                     ClusterJobStore* store, ClusterJob* submittedJob);
    int status(const QStringList& args);
    int list(const QStringList& args);
    int cancel(const QStringList& args);
    int collect(const QStringList& args);
    // Follows until the job ends; prints a line per change (text) and returns the exit status.
    // quiet: print nothing (a refresh before collect).
    int follow(ClusterJob job, ClusterJobStore* store, int maxIntervalSeconds, bool once, bool asJson,
               bool quiet = false);
};

void ClusterCommand::addSubmitOptions(QCommandLineParser& parser)
{
    PresetInput::addOptions(parser, true);
    const auto opt = [&parser](const char* name, const char* help, const char* value) {
        parser.addOption(
            {QString::fromLatin1(name), QCoreApplication::translate("cga::cli", help), QString::fromLatin1(value)});
    };
    opt("partition", "Slurm partition (empty: the cluster's default).", "name");
    opt("account", "Slurm account.", "name");
    opt("nodes", "Nodes (default: what the recipe's GPU count needs).", "N");
    opt("gpus-per-node", "GPUs per node; 0 requests no GPUs (whole-node clusters without GPU resources).", "N");
    opt("tasks-per-node", "Tasks per node (default: one per GPU).", "N");
    opt("time", "Time limit for both steps, e.g. 01:00:00.", "time");
    opt("job-name", "Job name.", "name");
    opt("container-image", "Container image (srun --container-image, pyxis).", "image");
    opt("container-mounts", "Container mounts (srun --container-mounts).", "mounts");
    opt("setup",
        "A command run before the steps (repeatable; replaces the remembered ones), e.g. 'module load "
        "cuda'. Split into words and quoted: no shell syntax.",
        "command");
    opt("train-cmd",
        "The command that runs training (default: the perf harness, python "
        "scripts/performance/run_script.py).",
        "command");
    opt("variants", "How the variants are passed: harness, config-file or hydra.", "how");
    opt("log-root", "Folder (on a file system the compute nodes share) under which each job gets its log folder.",
        "dir");
    opt("seed", "rng.seed for both variants.", "N");
    opt("cga-command", "How the job calls cga report at its end.", "command");
    parser.addOption({QStringLiteral("no-setup"),
                      QCoreApplication::translate("cga::cli",
                                                  "Forget the remembered setup "
                                                  "commands.")});
    parser.addOption({QStringLiteral("yes"), QCoreApplication::translate("cga::cli", "Submit without asking.")});
    parser.addOption({QStringLiteral("follow"),
                      QCoreApplication::translate("cga::cli",
                                                  "After submitting, follow the "
                                                  "job like status.")});
}

bool ClusterCommand::readSubmitParams(const QCommandLineParser& parser, const Preset& preset, ClusterSubmitParams* p)
{
    const auto text = [&parser](const char* name, QString* field) {
        if (parser.isSet(QString::fromLatin1(name)))
            *field = parser.value(QString::fromLatin1(name));
    };
    text("partition", &p->partition);
    text("account", &p->account);
    text("time", &p->time);
    text("job-name", &p->jobName);
    text("container-image", &p->containerImage);
    text("container-mounts", &p->containerMounts);
    text("train-cmd", &p->trainingCommand);
    text("log-root", &p->logRoot);
    text("cga-command", &p->cgaCommand);
    if (parser.isSet(QStringLiteral("setup")) || parser.isSet(QStringLiteral("no-setup")))
        p->setupLines = parser.values(QStringLiteral("setup"));
    if (parser.isSet(QStringLiteral("variants"))
        && !ClusterSubmitParams::parseVariants(parser.value(QStringLiteral("variants")), &p->variants)) {
        err() << QCoreApplication::translate("cga::cli", "--variants must be harness, config-file or hydra.")
              << Qt::endl;
        return false;
    }
    if (!intOption(parser, QStringLiteral("nodes"), 1, &p->nodes)
        || !intOption(parser, QStringLiteral("gpus-per-node"), 0, &p->gpusPerNode)
        || !intOption(parser, QStringLiteral("tasks-per-node"), 0, &p->tasksPerNode)
        || !intOption(parser, QStringLiteral("seed"), 0, &p->seed))
        return false;
    if (!parser.isSet(QStringLiteral("nodes")) && !parser.isSet(QStringLiteral("gpus-per-node"))) {
        QString note;
        if (p->fitToRecipe(preset.info.gpu, preset.info.numGpus, &note))
            err() << QCoreApplication::translate("cga::cli", "note: %1").arg(note) << Qt::endl;
    }
    if (p->variants == SbatchOptions::Variants::Harness && !preset.info.harness.isValid()
        && !parser.isSet(QStringLiteral("variants")))
        p->variants = SbatchOptions::Variants::ConfigFile;
    return true;
}

void ClusterCommand::printScript(const ClusterScript& script, const ClusterSubmitParams& p, bool asJson)
{
    if (asJson) {
        out() << QJsonDocument(QJsonObject{{QStringLiteral("script"), script.text},
                                           {QStringLiteral("script_path"), script.scriptPath},
                                           {QStringLiteral("log_dir"), script.logDir},
                                           {QStringLiteral("resources"), QJsonArray::fromStringList(script.resources)},
                                           {QStringLiteral("command"), script.sbatchCommandLine()},
                                           {QStringLiteral("params"), p.toJson()}})
                     .toJson(QJsonDocument::Compact)
              << "\n";
    } else {
        out() << QCoreApplication::translate("cga::cli", "Batch script (%1):").arg(script.scriptPath) << "\n"
              << script.text << "\n"
              << QCoreApplication::translate("cga::cli", "Resources requested:") << "\n";
        for (const QString& r : script.resources)
            out() << "  " << r << "\n";
        for (const QString& n : script.notes)
            out() << QCoreApplication::translate("cga::cli", "note: %1").arg(n) << "\n";
        out() << QCoreApplication::translate("cga::cli", "Command: %1").arg(script.sbatchCommandLine()) << "\n";
    }
}

int ClusterCommand::submitScript(const ClusterScript& script, const ClusterSubmitParams& p, const Preset& preset,
                                 ClusterJobStore* store, ClusterJob* submittedJob)
{
    ClusterSubmitter submitter(m_client.get(), store);
    QEventLoop loop;
    ClusterJob job;
    SlurmError failure;
    QString failureText;
    bool submitted = false;
    QObject::connect(&submitter, &ClusterSubmitter::submitted, &loop, [&](const ClusterJob& j) {
        job = j;
        submitted = true;
        loop.quit();
    });
    QObject::connect(&submitter, &ClusterSubmitter::failed, &loop, [&](const SlurmError& e, const QString& message) {
        failure = e;
        failureText = message;
        loop.quit();
    });
    submitter.submit(script, p, preset.info.id.isEmpty() ? preset.info.path : preset.info.id);
    loop.exec();
    if (!submitted) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(failureText) << Qt::endl;
        return failure.kind == SlurmError::Kind::Failed && failure.program == QLatin1String("sbatch")
                && failure.slurmText.isEmpty()
            ? BadInput
            : SlurmFailed;
    }
    *submittedJob = job;
    return Ok;
}

int ClusterCommand::submit(const QStringList& args)
{
    QCommandLineParser parser;
    addCommon(parser,
              QCoreApplication::translate(
                  "cga::cli",
                  "Writes the A/B batch script for a preset (eager baseline = its rollback, graph = the "
                  "preset; same shapes and seed), shows it with the resources requested, and submits it with "
                  "sbatch when --yes is given. Values not given are the ones used last time. Exit status: 0 "
                  "submitted (with --follow: completed), 1 not submitted without --yes (or the followed job "
                  "failed), 2 bad input, 3 Slurm refused or is not reachable."));
    addSubmitOptions(parser);
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    ClusterJobStore* store = nullptr;
    if (!setUp(parser, &store))
        return BadInput;

    QString error;
    const std::optional<Preset> preset = PresetInput::load(parser, &error);
    if (!preset) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
        return BadInput;
    }
    ClusterSubmitParams p = m_settings->lastParams();
    if (!readSubmitParams(parser, *preset, &p))
        return BadInput;

    const ClusterScript script
        = ClusterScript::build(preset->config, preset->target, PresetInput::emitOptions(*preset), p);
    if (!script.ok) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(script.error) << Qt::endl;
        return BadInput;
    }
    const bool asJson = json(parser);
    printScript(script, p, asJson);
    out().flush();
    if (!parser.isSet(QStringLiteral("yes"))) {
        err() << QCoreApplication::translate("cga::cli",
                                             "Not submitted: check the script and the resources above, "
                                             "then run the same command with --yes.")
              << Qt::endl;
        return NotDone;
    }

    ClusterJob job;
    if (const int failed = submitScript(script, p, *preset, store, &job); failed != Ok)
        return failed;
    m_settings->setLastParams(p);
    m_settings->sync();
    if (!job.lastError.isEmpty())
        err() << QCoreApplication::translate("cga::cli", "warning: %1").arg(job.lastError) << Qt::endl;
    if (asJson)
        out() << QJsonDocument(job.toJson()).toJson(QJsonDocument::Compact) << "\n";
    else
        out() << QCoreApplication::translate("cga::cli", "Submitted job %1; logs in %2").arg(job.jobId, job.logDir)
              << "\n";
    out().flush();
    if (parser.isSet(QStringLiteral("follow")))
        return follow(job, store, 60, false, asJson);
    return Ok;
}

int ClusterCommand::follow(ClusterJob job, ClusterJobStore* store, int maxIntervalSeconds, bool once, bool asJson,
                           bool quiet)
{
    ClusterJobMonitor monitor(m_client.get());
    monitor.setBackoff(2000, std::max(2, maxIntervalSeconds) * 1000);
    monitor.setJob(job);
    QEventLoop loop;
    int result = Ok;
    QString lastLine;
    const auto print = [&](const ClusterJob& j) {
        if (quiet)
            return;
        if (asJson) {
            out() << QJsonDocument(j.toJson()).toJson(QJsonDocument::Compact) << "\n";
        } else {
            // One line per state change; elapsed times alone do not repeat the line.
            ClusterJob k = j;
            k.elapsedSeconds = -1;
            for (ClusterStep& s : k.steps)
                s.elapsedSeconds = -1;
            const QString key = ClusterText::statusLine(k);
            if (key != lastLine)
                out() << ClusterText::statusLine(j) << "\n";
            lastLine = key;
        }
        out().flush();
    };
    QObject::connect(&monitor, &ClusterJobMonitor::pollDone, &loop, [&] {
        store->update(monitor.job());
        if (once) {
            print(monitor.job());
            loop.quit();
        }
    });
    QObject::connect(&monitor, &ClusterJobMonitor::jobChanged, &loop, [&](const ClusterJob& j) {
        if (!once)
            print(j);
    });
    QObject::connect(&monitor, &ClusterJobMonitor::pollError, &loop, [&](const SlurmError& e) {
        if (e.kind != SlurmError::Kind::AccountingDisabled)
            err() << QCoreApplication::translate("cga::cli", "warning: %1").arg(e.message()) << Qt::endl;
        if (!e.isTransient() && e.kind != SlurmError::Kind::Garbage && e.kind != SlurmError::Kind::AccountingDisabled) {
            result = SlurmFailed;
            if (!monitor.isRunning())
                loop.quit();
        }
    });
    QObject::connect(&monitor, &ClusterJobMonitor::finished, &loop, [&] {
        if (!once) {
            out() << QCoreApplication::translate("cga::cli", "Job %1 completed; cga cluster collect %1 reads its logs.")
                         .arg(monitor.job().jobId)
                  << "\n";
            loop.quit();
        }
    });
    QObject::connect(&monitor, &ClusterJobMonitor::failed, &loop, [&](const ClusterJob&, const QString& reason) {
        if (!once) {
            out() << reason << "\n"
                  << QCoreApplication::translate("cga::cli", "cga cluster collect %1 diagnoses the failed steps.")
                         .arg(monitor.job().jobId)
                  << "\n";
            result = NotDone;
            loop.quit();
        }
    });
    monitor.start();
    if (monitor.isRunning() || monitor.isPolling())
        loop.exec();
    monitor.stop();
    store->update(monitor.job());
    out().flush();
    if (once)
        return result == SlurmFailed ? SlurmFailed : Ok;
    return result;
}

int ClusterCommand::status(const QStringList& args)
{
    QCommandLineParser parser;
    addCommon(parser,
              QCoreApplication::translate("cga::cli",
                                          "Follows a job with squeue and sacct, polling less often while "
                                          "nothing changes, and prints a line per change until it ends. Exit "
                                          "status: 0 completed (or --once), 1 failed or cancelled, 2 bad "
                                          "input, 3 Slurm not installed."));
    parser.addPositionalArgument(QStringLiteral("job"), QCoreApplication::translate("cga::cli", "The job id."));
    parser.addOption({QStringLiteral("once"), QCoreApplication::translate("cga::cli", "Poll once, print, exit.")});
    parser.addOption({QStringLiteral("max-interval"),
                      QCoreApplication::translate("cga::cli", "Longest wait between polls in seconds (default 60)."),
                      QStringLiteral("s"), QStringLiteral("60")});
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    ClusterJobStore* store = nullptr;
    ClusterJob job;
    int maxInterval = 60;
    if (!setUp(parser, &store) || !jobArgument(parser, store, &job)
        || !intOption(parser, QStringLiteral("max-interval"), 2, &maxInterval))
        return BadInput;
    return follow(job, store, maxInterval, parser.isSet(QStringLiteral("once")), json(parser));
}

int ClusterCommand::list(const QStringList& args)
{
    QCommandLineParser parser;
    addCommon(parser,
              QCoreApplication::translate("cga::cli",
                                          "Lists the submitted jobs, newest first, with the last "
                                          "state seen (cga cluster status refreshes it)."));
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    ClusterJobStore* store = nullptr;
    if (!setUp(parser, &store))
        return BadInput;
    if (json(parser)) {
        QJsonArray a;
        for (const ClusterJob& j : store->jobs())
            a.append(j.toJson());
        out() << QJsonDocument(QJsonObject{{QStringLiteral("jobs"), a}}).toJson(QJsonDocument::Indented);
    } else {
        out() << ClusterText::jobTable(store->jobs());
    }
    out().flush();
    return Ok;
}

int ClusterCommand::cancel(const QStringList& args)
{
    QCommandLineParser parser;
    addCommon(parser,
              QCoreApplication::translate("cga::cli",
                                          "Cancels a job with scancel. Exit status: 0 requested, "
                                          "2 bad input, 3 Slurm refused."));
    parser.addPositionalArgument(QStringLiteral("job"), QCoreApplication::translate("cga::cli", "The job id."));
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    ClusterJobStore* store = nullptr;
    ClusterJob job;
    if (!setUp(parser, &store) || !jobArgument(parser, store, &job))
        return BadInput;
    SlurmCall* call = m_client->cancel(job.jobId);
    call->waitForFinished();
    if (!call->ok()) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(call->error().message()) << Qt::endl;
        return SlurmFailed;
    }
    out() << QCoreApplication::translate("cga::cli", "Cancellation of job %1 requested.").arg(job.jobId) << "\n";
    out().flush();
    return Ok;
}

int ClusterCommand::collect(const QStringList& args)
{
    QCommandLineParser parser;
    addCommon(parser,
              QCoreApplication::translate("cga::cli",
                                          "Reads the job's step logs: median step time per phase of eager and "
                                          "graph, the speedup of replay over eager, and the failure diagnosis "
                                          "of the steps that did not complete. Exit status: 0 read, 1 a step "
                                          "failed with a known error, 2 bad input or no log could be read."));
    parser.addPositionalArgument(QStringLiteral("job"), QCoreApplication::translate("cga::cli", "The job id."));
    parser.addOption(
        {QStringLiteral("no-refresh"),
         QCoreApplication::translate("cga::cli", "Use the last state seen instead of asking Slurm first.")});
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    ClusterJobStore* store = nullptr;
    ClusterJob job;
    if (!setUp(parser, &store) || !jobArgument(parser, store, &job))
        return BadInput;
    if (!parser.isSet(QStringLiteral("no-refresh")) && !job.isTerminal()) {
        // One poll, so that finished steps are known (and the failed ones diagnosed).
        follow(job, store, 60, true, false, true);
        if (const auto updated = store->job(job.jobId))
            job = *updated;
    }
    const ClusterCollection c = ClusterCollector::collect(job);
    if (json(parser))
        out() << QJsonDocument(c.toJson()).toJson(QJsonDocument::Indented);
    else
        out() << ClusterText::collection(c);
    out().flush();
    if (!c.hasNumbers() && !c.errors.isEmpty())
        return BadInput;
    for (const LogFinding& f : c.findings)
        if (f.isError())
            return NotDone;
    return Ok;
}

} // namespace

} // namespace cga::cli

using cga::cli::ClusterCommand;
CGA_REGISTER_COMMAND(ClusterCommand)
