// `cga bench`: runs the native runner (cga-bench) or the PyTorch runner on a workload derived from a configuration,
// after showing what will run, and prints the comparison.
#include "bench/benchrunner.h"
#include "bench/statistics.h"
#include "bench/workload.h"
#include "command.h"
#include "io/configloader.h"
#include "presetinput.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <atomic>
#include <csignal>
#include <cstdio>
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
                                           "Measure eager against CUDA graph replay on this GPU (cga-bench or "
                                           "PyTorch).");
    }

    int run(const QStringList& args) override;

private:
    bool locateRunner(const QString& kind, QString* program, QStringList* prefix, QString* error);
    QByteArray runQuick(const QString& program, const QStringList& args, int* exitCode);
    void printSummary(const BenchmarkResult& r);

    QTemporaryDir m_temp;
};

bool BenchCommand::locateRunner(const QString& kind, QString* program, QStringList* prefix, QString* error)
{
    if (kind == QLatin1String("torch")) {
        const QString python = qEnvironmentVariable("CGA_PYTHON", QStringLiteral("python3"));
        *program = QStandardPaths::findExecutable(python).isEmpty() && !QFileInfo(python).isExecutable()
            ? QString()
            : (QFileInfo(python).isAbsolute() ? python : QStandardPaths::findExecutable(python));
        if (program->isEmpty()) {
            *error = QCoreApplication::translate("cga::cli",
                                                 "error: %1 not found; set CGA_PYTHON to a Python with "
                                                 "PyTorch.")
                         .arg(python);
            return false;
        }
        // The script ships inside cga; write it out for Python.
        const QString script = m_temp.filePath(QStringLiteral("cga_torch_runner.py"));
        QFile::remove(script);
        if (!QFile::copy(QStringLiteral(":/runners/cga_torch_runner.py"), script)) {
            *error
                = QCoreApplication::translate("cga::cli", "error: cannot write the PyTorch runner to %1.").arg(script);
            return false;
        }
        *prefix = {QStringLiteral("-u"), script};
        return true;
    }
    QStringList candidates;
    if (qEnvironmentVariableIsSet("CGA_BENCH"))
        candidates << qEnvironmentVariable("CGA_BENCH");
    candidates << QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("cga-bench"));
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("cga-bench"));
    if (!onPath.isEmpty())
        candidates << onPath;
    for (const QString& c : candidates)
        if (QFileInfo(c).isExecutable()) {
            *program = c;
            return true;
        }
    *error = QCoreApplication::translate("cga::cli",
                                         "error: cga-bench not found (looked at $CGA_BENCH, next to cga and on PATH). "
                                         "It is built where the CUDA Toolkit is installed; or use --runner torch.");
    return false;
}

QByteArray BenchCommand::runQuick(const QString& program, const QStringList& args, int* exitCode)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished(2000);
        *exitCode = -1;
        return {};
    }
    *exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return p.readAllStandardOutput();
}

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

int BenchCommand::run(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "cga::cli",
        "Runs the benchmark runner on a workload derived from a configuration (YAML files, Hydra overrides, a "
        "preset) or given directly, and compares eager steps with TE-scoped and full-iteration graph replay. "
        "Without --yes it only shows what would run. Exit status: 0 done; the runner's exit code when it failed "
        "(3 no CUDA device, 4 out of memory, 5 no graph mode captured, 6 interrupted); 1 crash, hang or unreadable "
        "output; 2 bad options or input."));
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QCoreApplication::translate("cga::cli",
                                                             "YAML files; key=value words are Hydra "
                                                             "overrides."),
                                 QStringLiteral("[FILE.yaml ...] [key=value ...]"));
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
                      QCoreApplication::translate("cga::cli", "native (cga-bench, the default) or torch."),
                      QStringLiteral("native|torch"), QStringLiteral("native")});
    parser.addOption({QStringLiteral("modes"),
                      QCoreApplication::translate("cga::cli", "Modes to compare, e.g. eager,attn,attn+mlp."),
                      QStringLiteral("LIST")});
    parser.addOption({QStringLiteral("microbatches"), QCoreApplication::translate("cga::cli", "Microbatches per step."),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("overhead"),
                      QCoreApplication::translate("cga::cli",
                                                  "Framework overhead per op: raw, pytorch, megatron-te "
                                                  "or microseconds (native runner)."),
                      QStringLiteral("setting")});
    parser.addOption({QStringLiteral("calibrate"),
                      QCoreApplication::translate("cga::cli",
                                                  "Fit the overhead to a measured PyTorch step (native "
                                                  "runner)."),
                      QStringLiteral("eager_ms=X,replay_ms=Y")});
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
    int code = 0;
    if (!parse(parser, args, &code))
        return code;

    const QString runnerKind = parser.value(QStringLiteral("runner"));
    if (runnerKind != QLatin1String("native") && runnerKind != QLatin1String("torch")) {
        err() << QCoreApplication::translate("cga::cli", "error: --runner takes native or torch.") << Qt::endl;
        return 2;
    }
    if (!m_temp.isValid()) {
        err() << QCoreApplication::translate("cga::cli", "error: no temporary folder.") << Qt::endl;
        return 2;
    }

    // The workload: a runner preset, a workload file, or a configuration.
    QStringList runnerArgs;
    Workload workload;
    bool haveWorkload = false;
    if (parser.isSet(QStringLiteral("workload-preset"))) {
        runnerArgs << QStringLiteral("--preset") << parser.value(QStringLiteral("workload-preset"));
    } else if (parser.isSet(QStringLiteral("workload"))) {
        QFile f(parser.value(QStringLiteral("workload")));
        QJsonParseError perr;
        const QJsonDocument doc
            = f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll(), &perr) : QJsonDocument();
        QString error;
        if (!doc.isObject() || !Workload::fromJson(doc.object(), &workload, &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1: %2")
                         .arg(f.fileName(),
                              error.isEmpty() ? (f.isOpen() ? perr.errorString() : f.errorString()) : error)
                  << Qt::endl;
            return 2;
        }
        haveWorkload = true;
    } else {
        LoadRequest request;
        for (const QString& p : parser.positionalArguments()) {
            if (p.contains(QLatin1Char('=')) && !p.endsWith(QLatin1String(".yaml"))
                && !p.endsWith(QLatin1String(".yml")))
                request.overrides << p;
            else
                request.yamlFiles << p;
        }
        request.overrides = parser.values(QStringLiteral("overrides")) + request.overrides;
        TrainingConfig config;
        if (parser.isSet(QStringLiteral("preset"))) {
            QString error;
            const std::optional<Preset> preset = PresetInput::load(parser, &error);
            if (!preset) {
                err() << error << Qt::endl;
                return 2;
            }
            config = preset->config;
        } else if (!request.yamlFiles.isEmpty() || !request.overrides.isEmpty()) {
            const LoadedConfig loaded = ConfigLoader::load(request);
            if (!loaded.import.ok()) {
                err() << QCoreApplication::translate("cga::cli", "error: %1").arg(loaded.import.errorText())
                      << Qt::endl;
                return 2;
            }
            config = loaded.config;
        } else {
            err() << QCoreApplication::translate("cga::cli",
                                                 "Nothing to measure: give a YAML file, overrides, --preset, "
                                                 "--workload or --workload-preset.")
                  << Qt::endl;
            return 2;
        }
        QStringList notes;
        workload = Workload::fromConfig(config, &notes);
        for (const QString& n : notes)
            out() << QCoreApplication::translate("cga::cli", "note: %1").arg(n) << "\n";
        haveWorkload = true;
    }
    if (haveWorkload) {
        if (parser.isSet(QStringLiteral("modes")))
            workload.modes = parser.value(QStringLiteral("modes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (parser.isSet(QStringLiteral("microbatches")) && parser.value(QStringLiteral("microbatches")).toInt() < 1) {
            err() << QCoreApplication::translate("cga::cli", "error: --microbatches takes a positive number.")
                  << Qt::endl;
            return 2;
        }
        if (parser.isSet(QStringLiteral("microbatches")))
            workload.numMicrobatches = parser.value(QStringLiteral("microbatches")).toInt();
        if (runnerKind == QLatin1String("torch"))
            workload.opProfile = QStringLiteral("pytorch");
        const QString problem = workload.validate();
        if (!problem.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli", "error: the workload: %1").arg(problem) << Qt::endl;
            return 2;
        }
        const QString path = m_temp.filePath(QStringLiteral("workload.json"));
        QSaveFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(workload.toJson()).toJson()) < 0 || !f.commit()) {
            err() << QCoreApplication::translate("cga::cli", "error: cannot write %1.").arg(path) << Qt::endl;
            return 2;
        }
        runnerArgs << QStringLiteral("--workload") << path;
    } else if (parser.isSet(QStringLiteral("modes"))) {
        runnerArgs << QStringLiteral("--modes") << parser.value(QStringLiteral("modes"));
    }
    for (const char* opt : {"overhead", "calibrate", "device", "duration-limit", "seed"}) {
        const QString o = QLatin1String(opt);
        if (!parser.isSet(o))
            continue;
        if (runnerKind == QLatin1String("torch")
            && (o == QLatin1String("overhead") || o == QLatin1String("calibrate"))) {
            err() << QCoreApplication::translate("cga::cli", "error: --%1 applies to the native runner only.").arg(o)
                  << Qt::endl;
            return 2;
        }
        runnerArgs << QStringLiteral("--") + o << parser.value(o);
    }

    QString program, error;
    QStringList prefix;
    if (!locateRunner(runnerKind, &program, &prefix, &error)) {
        err() << error << Qt::endl;
        return 2;
    }
    const QStringList fullArgs = prefix + runnerArgs;

    // What will run, before anything runs.
    int dryCode = 0;
    BenchProtocolReader planReader;
    planReader.feed(runQuick(program, fullArgs + QStringList{QStringLiteral("--dry-run")}, &dryCode));
    planReader.finish();
    const BenchmarkResult& plan = planReader.result();
    BenchProtocolReader devicesReader;
    int listCode = 0;
    devicesReader.feed(runQuick(program, prefix + QStringList{QStringLiteral("--list-devices")}, &listCode));
    devicesReader.finish();
    if (dryCode != 0) {
        err() << QCoreApplication::translate("cga::cli", "error: the runner rejected the workload: %1")
                     .arg(plan.error.isEmpty() ? BenchRunner::describeExitCode(dryCode) : plan.error)
              << Qt::endl;
        return dryCode > 0 ? dryCode : 1;
    }
    QStringList shown{QDir::toNativeSeparators(program)};
    for (const QString& a : fullArgs)
        shown << (a.contains(QLatin1Char(' ')) || a.isEmpty() ? QLatin1Char('\'') + a + QLatin1Char('\'') : a);
    out() << QCoreApplication::translate("cga::cli", "Command: %1").arg(shown.join(QLatin1Char(' '))) << "\n";
    const int device = parser.value(QStringLiteral("device")).toInt();
    const QList<QJsonObject> devices = devicesReader.devices();
    if (device < devices.size())
        out() << QCoreApplication::translate("cga::cli", "GPU: %1 (%2 GiB)")
                     .arg(devices.at(device).value(QStringLiteral("gpu_name")).toString())
                     .arg(devices.at(device).value(QStringLiteral("memory_total_bytes")).toDouble() / 1073741824.0, 0,
                          'f', 1)
              << "\n";
    else
        out() << QCoreApplication::translate("cga::cli", "GPU: none found (%1)")
                     .arg(devicesReader.result().error.isEmpty() ? BenchRunner::describeExitCode(listCode)
                                                                 : devicesReader.result().error)
              << "\n";
    const double expected = planReader.startEvent().value(QStringLiteral("expected_memory_bytes")).toDouble(-1);
    out() << QCoreApplication::translate("cga::cli", "Expected device memory: %1")
                 .arg(expected >= 0 ? mib(expected) : QStringLiteral("?"))
          << "\n";
    for (const QString& name : plan.modeNames()) {
        const ModeInfo* m = plan.mode(name);
        out() << QStringLiteral("  %1 ").arg(name, -32);
        if (m && m->kernelsPerStep >= 0)
            out() << QCoreApplication::translate("cga::cli", "%1 kernels per step, %2 graph launches")
                         .arg(m->kernelsPerStep)
                         .arg(qMax(0, m->graphsPerStep));
        out() << "\n";
    }
    if (!parser.isSet(QStringLiteral("yes"))) {
        out() << QCoreApplication::translate("cga::cli", "Nothing was run. Add --yes to start the benchmark.")
              << Qt::endl;
        return 0;
    }

    // The run.
    BenchRunner runner;
    runner.setProgram(program, fullArgs);
    const bool tty = isatty(fileno(stderr));
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
        return 1;
    QCoreApplication::exec();
    poll.stop();
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    if (tty)
        err() << "\n";

    const BenchmarkResult& result = runner.result();
    if (!result.samples.isEmpty())
        printSummary(result);
    if (parser.isSet(QStringLiteral("output"))) {
        QSaveFile f(parser.value(QStringLiteral("output")));
        if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(result.toJson()).toJson()) < 0 || !f.commit()) {
            err() << QCoreApplication::translate("cga::cli", "error: cannot write %1: %2")
                         .arg(f.fileName(), f.errorString())
                  << Qt::endl;
            return exitCode ? exitCode : 2;
        }
        out() << QCoreApplication::translate("cga::cli", "Saved %1").arg(f.fileName()) << "\n";
    }
    if (parser.isSet(QStringLiteral("csv"))) {
        QSaveFile f(parser.value(QStringLiteral("csv")));
        if (!f.open(QIODevice::WriteOnly) || f.write(result.samplesCsv().toUtf8()) < 0 || !f.commit()) {
            err() << QCoreApplication::translate("cga::cli", "error: cannot write %1: %2")
                         .arg(f.fileName(), f.errorString())
                  << Qt::endl;
            return exitCode ? exitCode : 2;
        }
    }
    out().flush();
    return exitCode;
}

} // namespace

} // namespace cga::cli

using cga::cli::BenchCommand;
CGA_REGISTER_COMMAND(BenchCommand)
