// `cga bench`: runs the native runner (cga-bench), the PyTorch runner or the Megatron-Core runner on a workload
// derived from a configuration, after showing what will run, and prints the comparison; `--list-runners` says which
// runners are available here and why one is not.
#include "bench/benchlauncher.h"
#include "bench/benchplanner.h"
#include "bench/benchrunner.h"
#include "bench/calibrationinput.h"
#include "bench/runnerprobe.h"
#include "bench/statistics.h"
#include "bench/workloadfromconfig.h"
#include "bench/workloadjson.h"
#include "command.h"
#include "io/configloader.h"
#include "presetinput.h"
#include "report/reportinput.h"
#include "util/atomicwrite.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <tuple>
#include <unistd.h>

namespace cga::cli {

namespace {

std::atomic<int> g_interrupts{0};

extern "C" void onInterrupt(int)
{
    g_interrupts.fetch_add(1);
}

QString mib(double bytes)
{
    return std::isfinite(bytes) ? QStringLiteral("%1 MiB").arg(bytes / 1048576.0, 0, 'f', 1) : QStringLiteral("-");
}

QString ms(double v)
{
    return std::isfinite(v) ? QString::number(v, 'f', v < 10 ? 3 : 2) : QStringLiteral("-");
}

class BenchCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("bench"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli",
                                           "Measure eager against CUDA graph replay on this GPU (cga-bench, "
                                           "PyTorch or Megatron-Core).");
    }

    int run(const QStringList& args) override;

private:
    static void addOptions(QCommandLineParser& parser);
    static bool readOptions(const QCommandLineParser& parser, BenchOptions* options);
    static bool calibrationFrom(const QCommandLineParser& parser, BenchOptions* options);
    // The workload to measure, handed to the launcher: false after printing why not (exit status 2).
    static bool prepare(const QCommandLineParser& parser, const BenchOptions& options, BenchLauncher& launcher);
    static bool readWorkloadFile(const QString& path, Workload* workload);
    static bool readConfigWorkload(const QCommandLineParser& parser, Workload* workload);
    static void printPlan(const BenchPlan& plan);
    static int listRunners(const BenchOptions& settings);
    static void connectOutput(BenchRunner& runner, bool tty);
    // Runs the runner until it ends (Ctrl-C asks it to stop); the exit status, or -1 when it did not start.
    int measure(const QString& program, const QStringList& arguments);
    static int save(const QCommandLineParser& parser, const BenchmarkResult& result, int exitCode);
    void printSummary(const BenchmarkResult& r);

    BenchmarkResult m_result;
};

void BenchCommand::printSummary(const BenchmarkResult& r)
{
    const RunEnvironment& env = r.environment;
    out() << "\n"
          << QCoreApplication::translate("cga::cli", "GPU: %1 (%2 SMs), driver %3, runtime %4")
                 .arg(env.gpuName.isEmpty() ? QStringLiteral("?") : env.gpuName)
                 .arg(env.smCount)
                 .arg(env.driverVersion, env.runtimeVersion)
          << "\n";
    if (!env.overheadSetting.isEmpty())
        out() << QCoreApplication::translate("cga::cli", "Framework overhead: %1").arg(env.overheadSetting) << "\n";
    out() << QCoreApplication::translate("cga::cli", "Clocks: start %1; end %2")
                 .arg(env.clocksStart.isEmpty() ? QStringLiteral("-") : env.clocksStart,
                      env.clocksEnd.isEmpty() ? QStringLiteral("-") : env.clocksEnd)
          << "\n\n";
    out() << QStringLiteral("%1 %2 %3 %4 %5 %6")
                 .arg(QCoreApplication::translate("cga::cli", "mode"), -32)
                 .arg(QCoreApplication::translate("cga::cli", "median ms"), 11)
                 .arg(QCoreApplication::translate("cga::cli", "IQR ms"), 9)
                 .arg(QCoreApplication::translate("cga::cli", "samples"), 8)
                 .arg(QCoreApplication::translate("cga::cli", "capture+inst. ms"), 17)
                 .arg(QCoreApplication::translate("cga::cli", "graph memory"), 13)
          << "\n";
    for (const QString& name : r.modeNames()) {
        const ModeInfo* m = r.mode(name);
        const ArmStatistics s = Statistics::summarize(r.steadyWallMs(name));
        double oneTime = std::numeric_limits<double>::quiet_NaN();
        if (m && std::isfinite(m->captureMs))
            oneTime = m->captureMs + (std::isfinite(m->instantiateMs) ? m->instantiateMs : 0.0);
        QString line = QStringLiteral("%1 %2 %3 %4 %5 %6")
                           .arg(name, -32)
                           .arg(ms(s.median), 11)
                           .arg(ms(s.iqr), 9)
                           .arg(s.n, 8)
                           .arg(ms(oneTime), 17)
                           .arg(m ? mib(m->graphMemoryBytes) : QStringLiteral("-"), 13);
        out() << line << "\n";
        if (m && !m->capturable)
            out() << "    " << QCoreApplication::translate("cga::cli", "not capturable: %1").arg(m->captureError)
                  << "\n";
    }
    const QList<SpeedupEstimate> comparisons = Statistics::compareAll(r);
    if (!comparisons.isEmpty())
        out() << "\n" << QCoreApplication::translate("cga::cli", "Against eager:") << "\n";
    for (const SpeedupEstimate& e : comparisons) {
        QString breakEven = std::isfinite(e.breakEvenIterations)
            ? QCoreApplication::translate("cga::cli", "pays off after %1 steps").arg(std::ceil(e.breakEvenIterations))
            : QCoreApplication::translate("cga::cli", "never pays off");
        if (e.noGraphs)
            breakEven = QCoreApplication::translate("cga::cli", "no graph was made: the eager step ran");
        out() << QStringLiteral("  %1 ").arg(e.mode, -30)
              << QCoreApplication::translate("cga::cli", "speedup %1x (95% CI %2-%3), %4, %5")
                     .arg(e.speedup, 0, 'f', 2)
                     .arg(e.ciLow, 0, 'f', 2)
                     .arg(e.ciHigh, 0, 'f', 2)
                     .arg(Statistics::verdictTitle(e.verdict), breakEven)
              << "\n";
    }
    for (const QString& w : r.warnings)
        out() << QCoreApplication::translate("cga::cli", "warning: %1").arg(w) << "\n";
    out().flush();
}

void BenchCommand::addOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(QCoreApplication::translate(
        "cga::cli",
        "Runs the benchmark runner on a workload derived from a configuration (YAML files, Hydra overrides, a "
        "preset) or given directly, and compares eager steps with TE-scoped and full-iteration graph replay. "
        "Without --yes it only shows what would run. Exit status: 0 done; the runner's exit code when it failed "
        "(3 no CUDA device, 4 out of memory, 5 no graph mode captured, 6 interrupted, 7 PyTorch or Megatron-Core "
        "missing); 1 crash, hang or unreadable output; 2 bad options or input. --list-runners: 0 when at least one "
        "runner is available, 1 when none is."));
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QCoreApplication::translate("cga::cli",
                                                             "YAML files or Python recipe edits (.py); "
                                                             "key=value words are Hydra overrides."),
                                 QStringLiteral("[FILE.yaml|FILE.py ...] [key=value ...]"));
    parser.addOption({QStringLiteral("overrides"), QCoreApplication::translate("cga::cli", "A Hydra override."),
                      QStringLiteral("k=v")});
    PresetInput::addOptions(parser, false);
    parser.addOption({QStringLiteral("workload"),
                      QCoreApplication::translate("cga::cli", "A workload JSON file instead of a configuration."),
                      QStringLiteral("FILE.json")});
    parser.addOption({QStringLiteral("workload-preset"),
                      QCoreApplication::translate("cga::cli",
                                                  "A runner workload preset (gpt-h1024, layer-stream, "
                                                  "tiny, ...)."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("runner"),
                      QCoreApplication::translate("cga::cli",
                                                  "native (cga-bench, the default), torch (PyTorch) or mcore "
                                                  "(Megatron-Core)."),
                      QStringLiteral("native|torch|mcore"), QStringLiteral("native")});
    parser.addOption({QStringLiteral("python"),
                      QCoreApplication::translate("cga::cli",
                                                  "The Python of the torch and mcore runners (default: CGA_PYTHON, "
                                                  "else python3)."),
                      QStringLiteral("PATH")});
    parser.addOption({QStringLiteral("megatron-path"),
                      QCoreApplication::translate("cga::cli",
                                                  "mcore runner: the folder that holds megatron/ (a Megatron-LM "
                                                  "checkout); default: PYTHONPATH."),
                      QStringLiteral("DIR")});
    parser.addOption({QStringLiteral("list-runners"),
                      QCoreApplication::translate("cga::cli",
                                                  "Say which runners are available here, and why one is not; runs "
                                                  "nothing on the GPU.")});
    parser.addOption({QStringLiteral("modes"),
                      QCoreApplication::translate("cga::cli", "Modes to compare, e.g. eager,attn,attn+mlp."),
                      QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("microbatches"), QCoreApplication::translate("cga::cli", "Microbatches per step."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("op-profile"),
                      QCoreApplication::translate("cga::cli",
                                                  "Whose kernels the native runner emulates: megatron (Transformer "
                                                  "Engine), megatron-local (the local spec, the default with "
                                                  "transformer_impl=local) or pytorch."),
                      QStringLiteral("NAME")});
    parser.addOption({QStringLiteral("overhead"),
                      QCoreApplication::translate("cga::cli",
                                                  "Framework overhead per op: raw, pytorch, megatron-te, "
                                                  "megatron-local or microseconds (native runner)."),
                      QStringLiteral("setting")});
    parser.addOption({QStringLiteral("calibrate"),
                      QCoreApplication::translate("cga::cli",
                                                  "Fit host cost and GPU time to a measured eager and replay "
                                                  "step of the real runner (native runner)."),
                      QStringLiteral("eager_ms=X,replay_ms=Y[,launches=N,gpu_ms=G,bench_gpu_ms=B,layer_ms=L,"
                                     "layer_graphs=M]")});
    parser.addOption({QStringLiteral("calibrate-from"),
                      QCoreApplication::translate("cga::cli",
                                                  "Calibrate on a recorded result of the Megatron-Core or PyTorch "
                                                  "runner: its eager, whole-layer and full-iteration steps "
                                                  "(native runner)."),
                      QStringLiteral("RESULT")});
    parser.addOption(
        {QStringLiteral("device"), QCoreApplication::translate("cga::cli", "CUDA device index."), QStringLiteral("N")});
    parser.addOption({QStringLiteral("duration-limit"),
                      QCoreApplication::translate("cga::cli", "Hard time limit in seconds."), QStringLiteral("S")});
    parser.addOption({QStringLiteral("seed"), QCoreApplication::translate("cga::cli", "Seed of the input data."),
                      QStringLiteral("N")});
    parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                      QCoreApplication::translate("cga::cli",
                                                  "Save the result (JSON, raw samples included) "
                                                  "atomically."),
                      QStringLiteral("FILE.json")});
    parser.addOption({QStringLiteral("csv"), QCoreApplication::translate("cga::cli", "Save the raw samples as CSV."),
                      QStringLiteral("FILE")});
    parser.addOption({QStringLiteral("yes"), QCoreApplication::translate("cga::cli", "Start the benchmark.")});
}

bool BenchCommand::calibrationFrom(const QCommandLineParser& parser, BenchOptions* options)
{
    const QString path = parser.value(QStringLiteral("calibrate-from"));
    if (!options->calibrate.isEmpty()) {
        err() << QCoreApplication::translate("cga::cli", "error: give --calibrate or --calibrate-from, not both.")
              << Qt::endl;
        return false;
    }
    ReportInput input;
    QString error;
    if (!ReportInput::load(path, ClassifierOptions{}, &input, &error)) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
        return false;
    }
    if (input.kind != ReportInput::Kind::ResultJson
        || !CalibrationInput::fromResult(input.result, &options->calibrate, &error)) {
        if (input.kind != ReportInput::Kind::ResultJson)
            error = QCoreApplication::translate("cga::cli", "it is a training log, not a benchmark result");
        err() << QCoreApplication::translate("cga::cli", "error: %1: cannot calibrate on it: %2").arg(path, error)
              << Qt::endl;
        return false;
    }
    err() << QCoreApplication::translate("cga::cli", "Calibrated on %1: --calibrate %2").arg(path, options->calibrate)
          << Qt::endl;
    if (!options->calibrate.contains(QLatin1String("launches=")))
        err() << QCoreApplication::translate("cga::cli",
                                             "note: that run did not count its launches (--count-launches); "
                                             "cga-bench's own launches per step stand in for them.")
              << Qt::endl;
    return true;
}

bool BenchCommand::readOptions(const QCommandLineParser& parser, BenchOptions* options)
{
    options->runner = parser.value(QStringLiteral("runner"));
    if (!BenchLauncher::runnerNames().contains(options->runner)) {
        err() << QCoreApplication::translate("cga::cli", "error: --runner takes native, torch or mcore.") << Qt::endl;
        return false;
    }
    options->python = parser.value(QStringLiteral("python"));
    options->megatronPath = parser.value(QStringLiteral("megatron-path"));
    options->overhead = parser.value(QStringLiteral("overhead"));
    options->calibrate = parser.value(QStringLiteral("calibrate"));
    if (parser.isSet(QStringLiteral("calibrate-from")) && !calibrationFrom(parser, options))
        return false;
    return intOption(parser, QStringLiteral("device"), 0, &options->device)
        && intOption(parser, QStringLiteral("duration-limit"), 1, &options->durationLimitS)
        && intOption(parser, QStringLiteral("seed"), 0, &options->seed);
}

bool BenchCommand::readWorkloadFile(const QString& path, Workload* workload)
{
    QString error;
    QFile f(path);
    QJsonParseError perr;
    const QJsonDocument doc
        = f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll(), &perr) : QJsonDocument();
    if (!doc.isObject() || !WorkloadJson::fromJson(doc.object(), workload, &error)) {
        err() << QCoreApplication::translate("cga::cli", "error: %1: %2")
                     .arg(f.fileName(), error.isEmpty() ? (f.isOpen() ? perr.errorString() : f.errorString()) : error)
              << Qt::endl;
        return false;
    }
    return true;
}

bool BenchCommand::readConfigWorkload(const QCommandLineParser& parser, Workload* workload)
{
    LoadRequest request
        = ConfigLoader::requestFor(parser.positionalArguments(), parser.values(QStringLiteral("overrides")));
    TrainingConfig config;
    if (parser.isSet(QStringLiteral("preset"))) {
        QString error;
        const std::optional<Preset> preset = PresetInput::load(parser, &error);
        if (!preset) {
            err() << error << Qt::endl;
            return false;
        }
        config = preset->config;
    } else if (!request.files.isEmpty() || !request.overrides.isEmpty()) {
        const LoadedConfig loaded = ConfigLoader::load(request);
        if (!loaded.import.ok()) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(loaded.import.errorText()) << Qt::endl;
            return false;
        }
        config = loaded.config;
    } else {
        err() << QCoreApplication::translate("cga::cli",
                                             "Nothing to measure: give a YAML file, overrides, --preset, "
                                             "--workload or --workload-preset.")
              << Qt::endl;
        return false;
    }
    QStringList notes;
    *workload = WorkloadFromConfig::build(config, &notes);
    for (const QString& n : notes)
        out() << QCoreApplication::translate("cga::cli", "note: %1").arg(n) << "\n";
    return true;
}

bool BenchCommand::prepare(const QCommandLineParser& parser, const BenchOptions& options, BenchLauncher& launcher)
{
    QString error;
    if (parser.isSet(QStringLiteral("workload-preset"))) {
        const QStringList modes = parser.isSet(QStringLiteral("modes"))
            ? parser.value(QStringLiteral("modes")).split(QLatin1Char(','), Qt::SkipEmptyParts)
            : QStringList();
        if (!launcher.preparePreset(parser.value(QStringLiteral("workload-preset")), modes, options, &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return false;
        }
        return true;
    }
    Workload workload;
    if (parser.isSet(QStringLiteral("workload"))
            ? !readWorkloadFile(parser.value(QStringLiteral("workload")), &workload)
            : !readConfigWorkload(parser, &workload))
        return false;
    if (parser.isSet(QStringLiteral("modes")))
        WorkloadJson::setModes(&workload,
                               parser.value(QStringLiteral("modes")).split(QLatin1Char(','), Qt::SkipEmptyParts));
    if (parser.isSet(QStringLiteral("microbatches"))) {
        if (parser.value(QStringLiteral("microbatches")).toInt() < 1) {
            err() << QCoreApplication::translate("cga::cli", "error: --microbatches takes a positive number.")
                  << Qt::endl;
            return false;
        }
        workload.numMicrobatches = parser.value(QStringLiteral("microbatches")).toInt();
    }
    if (parser.isSet(QStringLiteral("op-profile")))
        workload.opProfile = parser.value(QStringLiteral("op-profile")).toStdString();
    if (!launcher.prepare(workload, options, &error)) {
        err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
        return false;
    }
    return true;
}

void BenchCommand::printPlan(const BenchPlan& plan)
{
    out() << QCoreApplication::translate("cga::cli", "Command: %1").arg(plan.commandLine) << "\n";
    if (!plan.gpuName().isEmpty())
        out() << QCoreApplication::translate("cga::cli", "GPU: %1 (%2 GiB)")
                     .arg(plan.gpuName())
                     .arg(plan.gpuMemoryBytes() / 1073741824.0, 0, 'f', 1)
              << "\n";
    else
        out() << QCoreApplication::translate("cga::cli", "GPU: none found (%1)").arg(plan.deviceError) << "\n";
    out() << QCoreApplication::translate("cga::cli", "Expected device memory: %1")
                 .arg(plan.expectedMemoryBytes >= 0 ? mib(plan.expectedMemoryBytes) : QStringLiteral("?"))
          << "\n";
    if (plan.exceedsDeviceMemory())
        out() << QCoreApplication::translate("cga::cli",
                                             "warning: the workload is expected to need more memory than the GPU "
                                             "has.")
              << "\n";
    for (const QString& name : plan.plan.modeNames()) {
        const ModeInfo* m = plan.plan.mode(name);
        out() << QStringLiteral("  %1 ").arg(name, -32);
        if (m && m->kernelsPerStep >= 0)
            out() << QCoreApplication::translate("cga::cli", "%1 kernels per step, %2 graph launches")
                         .arg(m->kernelsPerStep)
                         .arg(qMax(0, m->graphsPerStep));
        out() << "\n";
    }
    for (const QString& w : plan.plan.warnings) // what the runner will do otherwise than asked, and why
        out() << QCoreApplication::translate("cga::cli", "warning: %1").arg(w) << "\n";
}

int BenchCommand::listRunners(const BenchOptions& settings)
{
    const QList<RunnerStatus> statuses = RunnerProbe::probeBlocking(settings);
    int available = 0;
    for (const RunnerStatus& s : statuses) {
        available += s.available() ? 1 : 0;
        out() << QStringLiteral("%1 %2: %3").arg(s.runner, -7).arg(BenchLauncher::runnerTitle(s.runner), s.stateTitle())
              << "\n";
        if (!s.program.isEmpty())
            out() << "        " << QCoreApplication::translate("cga::cli", "program: %1").arg(s.program) << "\n";
        if (s.available()) {
            out() << "        " << s.detail << "\n";
            continue;
        }
        out() << "        " << QCoreApplication::translate("cga::cli", "why: %1").arg(s.reason) << "\n";
        if (!s.detail.isEmpty() && s.detail != s.reason)
            out() << "        " << QCoreApplication::translate("cga::cli", "runner said: %1").arg(s.detail) << "\n";
        out() << "        " << QCoreApplication::translate("cga::cli", "what to do: %1").arg(s.hint) << "\n";
    }
    out().flush();
    return available > 0 ? 0 : 1;
}

void BenchCommand::connectOutput(BenchRunner& runner, bool tty)
{
    QObject::connect(&runner, &BenchRunner::phase, [](const QString& mode, const QString& phase, double t) {
        err() << QCoreApplication::translate("cga::cli", "  %1 %2: %3 ms").arg(mode, phase, ms(t)) << Qt::endl;
    });
    QObject::connect(&runner, &BenchRunner::progress, [tty](double fraction, double eta, const QString& stage) {
        const QString line = QCoreApplication::translate("cga::cli", "  %1% (%2), about %3 s left")
                                 .arg(int(fraction * 100))
                                 .arg(stage)
                                 .arg(qMax(0, int(eta)));
        if (tty)
            err() << "\r" << line << "   " << Qt::flush;
        else
            err() << line << Qt::endl;
    });
    QObject::connect(&runner, &BenchRunner::warning, [](const QString& message) {
        err() << "\n" << QCoreApplication::translate("cga::cli", "warning: %1").arg(message) << Qt::endl;
    });
}

int BenchCommand::measure(const QString& program, const QStringList& arguments)
{
    BenchRunner runner;
    runner.setProgram(program, arguments);
    const bool tty = isatty(fileno(stderr));
    connectOutput(runner, tty);
    int exitCode = 0;
    QObject::connect(&runner, &BenchRunner::finished, [&](const BenchmarkResult&) {
        exitCode = runner.exitCode() > 0 ? runner.exitCode() : 0;
        QCoreApplication::exit(0);
    });
    QObject::connect(&runner, &BenchRunner::failed, [&](const QString& code, const QString& message) {
        err() << "\n" << QCoreApplication::translate("cga::cli", "error (%1): %2").arg(code, message) << Qt::endl;
        exitCode = runner.exitCode() > 0 ? runner.exitCode() : 1;
        QCoreApplication::exit(0);
    });
    // Ctrl-C: ask the runner to stop and write what it measured; a second Ctrl-C kills it.
    g_interrupts = 0;
    struct sigaction sa
    {
    };
    sa.sa_handler = onInterrupt;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    QTimer poll;
    int handled = 0;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        const int n = g_interrupts.load();
        if (n == handled)
            return;
        handled = n;
        err() << "\n"
              << QCoreApplication::translate("cga::cli", "Cancelling: the runner writes what it has measured...")
              << Qt::endl;
        runner.setKillTimeout(n > 1 ? 0 : 10000);
        runner.cancel();
    });
    poll.start(100);
    if (!runner.start())
        return -1;
    QCoreApplication::exec();
    poll.stop();
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    if (tty)
        err() << "\n";

    m_result = runner.result();
    return exitCode;
}

int BenchCommand::save(const QCommandLineParser& parser, const BenchmarkResult& result, int exitCode)
{
    if (parser.isSet(QStringLiteral("output"))) {
        // Atomically: a full disk or an unwritable folder leaves the previous file.
        const QString path = parser.value(QStringLiteral("output"));
        QString error;
        if (!AtomicWrite::write(path, QJsonDocument(result.toJson()).toJson(), &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return exitCode ? exitCode : 2;
        }
        out() << QCoreApplication::translate("cga::cli", "Saved %1").arg(path) << "\n";
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        QString error;
        if (!AtomicWrite::write(parser.value(QStringLiteral("csv")), result.samplesCsv().toUtf8(), &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return exitCode ? exitCode : 2;
        }
    }
    out().flush();
    return exitCode;
}

int BenchCommand::run(const QStringList& args)
{
    QCommandLineParser parser;
    addOptions(parser);
    int code = 0;
    if (!parse(parser, args, &code))
        return code;
    BenchOptions options;
    if (!readOptions(parser, &options))
        return 2;
    if (parser.isSet(QStringLiteral("list-runners")))
        return listRunners(options);

    // The workload: a runner preset, a workload file, or a configuration.
    BenchLauncher launcher;
    if (!prepare(parser, options, launcher))
        return 2;

    // What will run, before anything runs.
    const BenchPlan plan = BenchPlanner::planBlocking(launcher);
    if (!plan.ok()) {
        err() << QCoreApplication::translate("cga::cli", "error: the runner rejected the workload: %1").arg(plan.error)
              << Qt::endl;
        return plan.dryRunExitCode > 0 ? plan.dryRunExitCode : 1;
    }
    printPlan(plan);
    if (!parser.isSet(QStringLiteral("yes"))) {
        out() << QCoreApplication::translate("cga::cli", "Nothing was run. Add --yes to start the benchmark.")
              << Qt::endl;
        return 0;
    }

    // The run.
    const int exitCode = measure(launcher.program(), launcher.arguments());
    if (exitCode < 0)
        return 1;
    if (!m_result.samples.isEmpty())
        printSummary(m_result);
    return save(parser, m_result, exitCode);
}

} // namespace

} // namespace cga::cli

using cga::cli::BenchCommand;
CGA_REGISTER_COMMAND(BenchCommand)
