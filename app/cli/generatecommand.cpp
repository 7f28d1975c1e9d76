#include "command.h"
#include "emit/emitter.h"
#include "emit/sbatchemitter.h"
#include "presetinput.h"
#include "rules/reporttext.h"
#include "targetoptions.h"
#include "util/atomicwrite.h"
#include "util/shellwords.h"

#include <QCoreApplication>
#include <QFile>

namespace cga::cli {

namespace {

// `cga generate`: a preset (or file) with --set changes, written as one artefact.
class GenerateCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("generate"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli",
                                           "Write a configuration as Python, YAML, Hydra, harness, Megatron-LM, env, "
                                           "sbatch or rollback.");
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Writes a preset or configuration file in one format, spelled for the Megatron-Core profile. Nothing is "
            "written when the configuration has an error: the diagnostics are printed and the exit status is 1. "
            "Exit status 2: bad options or unreadable input."));
        addOptions(parser);
        int code = 0;
        if (!parse(parser, args, &code))
            return code;

        if ((!parser.isSet(QStringLiteral("preset")) && !parser.isSet(QStringLiteral("recipe")))
            || !parser.isSet(QStringLiteral("format"))) {
            err() << QCoreApplication::translate("cga::cli",
                                                 "Give --preset NAME|FILE.yaml (or --recipe NAME) and --format FORMAT.")
                  << Qt::endl;
            return 2;
        }
        const auto format = EmitterFactory::parse(parser.value(QStringLiteral("format")));
        if (!format) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use one of %2.")
                         .arg(parser.value(QStringLiteral("format")), formatNames())
                  << Qt::endl;
            return 2;
        }
        QString error;
        TrainingConfig base;
        const auto preset = PresetInput::load(parser, &error, &base);
        if (!preset) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return 2;
        }
        TargetContext target = preset->target;
        LoadedConfig loaded;
        loaded.frontEnd = target.frontEnd;
        if (target.gpu.knownCapability() || !target.gpu.name.isEmpty())
            loaded.import.gpu = target.gpu;
        if (!TargetOptions::apply(parser, loaded, &target, &error)) {
            err() << error << Qt::endl;
            return 2;
        }

        EmitOptions options = PresetInput::emitOptions(*preset);
        options.comments = !parser.isSet(QStringLiteral("no-comments"));
        if (parser.isSet(QStringLiteral("changes-only")))
            options.base = base;
        if (parser.isSet(QStringLiteral("rollback-as"))) {
            const auto inner = EmitterFactory::parse(parser.value(QStringLiteral("rollback-as")));
            if (!inner || *inner == EmitFormat::Sbatch || *inner == EmitFormat::Rollback) {
                err() << QCoreApplication::translate("cga::cli",
                                                     "--rollback-as must be python, yaml, hydra, harness, megatron "
                                                     "or env.")
                      << Qt::endl;
                return 2;
            }
            options.rollbackFormat = *inner;
        }
        if (*format == EmitFormat::Sbatch && !sbatchOptions(parser, *preset, options, &error)) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
            return 2;
        }

        const EmitResult result = EmitterFactory::create(*format)->generate(preset->config, target, options);
        for (const QString& note : result.notes)
            err() << QCoreApplication::translate("cga::cli", "note: %1").arg(note) << Qt::endl;
        if (!result.ok) {
            if (!result.diagnostics.isEmpty()) {
                err() << ReportText::render(result.diagnostics, preset->info.id, false);
                return 1;
            }
            return 2; // the format cannot be written from what was given (e.g. no harness recipe)
        }
        return writeResult(parser, *format, result);
    }

private:
    static void addOptions(QCommandLineParser& parser)
    {
        PresetInput::addOptions(parser, true);
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli",
                                                      "python, yaml, hydra, harness, megatron, env, sbatch "
                                                      "or rollback."),
                          QStringLiteral("format")});
        parser.addOption({{QStringLiteral("o"), QStringLiteral("output")},
                          QCoreApplication::translate("cga::cli", "Write to this file (atomically) instead of stdout."),
                          QStringLiteral("FILE")});
        parser.addOption({QStringLiteral("rollback-as"),
                          QCoreApplication::translate("cga::cli", "The format of the rollback variant (default yaml)."),
                          QStringLiteral("format")});
        parser.addOption({QStringLiteral("changes-only"),
                          QCoreApplication::translate("cga::cli",
                                                      "python, yaml, hydra: write only what --set changes against the "
                                                      "preset or recipe (and the CUDA-graph settings), so that the "
                                                      "artefact, applied after the recipe, keeps its other "
                                                      "settings.")});
        parser.addOption({QStringLiteral("no-comments"),
                          QCoreApplication::translate("cga::cli", "Leave out explanatory comments.")});
        TargetOptions::add(parser);
        // sbatch
        parser.addOption({QStringLiteral("partition"), QCoreApplication::translate("cga::cli", "sbatch: partition."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("account"), QCoreApplication::translate("cga::cli", "sbatch: account."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("nodes"),
                          QCoreApplication::translate("cga::cli", "sbatch: nodes (default: the preset's GPUs)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("gpus-per-node"),
                          QCoreApplication::translate("cga::cli", "sbatch: GPUs per node (default: by GPU)."),
                          QStringLiteral("N")});
        parser.addOption({QStringLiteral("time"), QCoreApplication::translate("cga::cli", "sbatch: time limit."),
                          QStringLiteral("HH:MM:SS")});
        parser.addOption({QStringLiteral("job-name"), QCoreApplication::translate("cga::cli", "sbatch: job name."),
                          QStringLiteral("name")});
        parser.addOption({QStringLiteral("container-image"),
                          QCoreApplication::translate("cga::cli", "sbatch: container image (srun --container-image)."),
                          QStringLiteral("image")});
        parser.addOption({QStringLiteral("container-mounts"),
                          QCoreApplication::translate("cga::cli", "sbatch: container mounts."),
                          QStringLiteral("mounts")});
        parser.addOption({QStringLiteral("setup"),
                          QCoreApplication::translate("cga::cli",
                                                      "sbatch: a command run before the steps (repeatable), split "
                                                      "into words like a shell does."),
                          QStringLiteral("command")});
        parser.addOption({QStringLiteral("train-cmd"),
                          QCoreApplication::translate("cga::cli",
                                                      "sbatch: the training command each step runs (default for the "
                                                      "harness variants: python scripts/performance/run_script.py)."),
                          QStringLiteral("command")});
        parser.addOption({QStringLiteral("variants"),
                          QCoreApplication::translate("cga::cli",
                                                      "sbatch: how the variants are passed: config-file, hydra or "
                                                      "harness (default: harness for presets that name a perf "
                                                      "recipe, else config-file)."),
                          QStringLiteral("mode")});
        parser.addOption({QStringLiteral("log-dir"), QCoreApplication::translate("cga::cli", "sbatch: log folder."),
                          QStringLiteral("dir")});
        parser.addOption(
            {QStringLiteral("array"),
             QCoreApplication::translate("cga::cli", "sbatch: a two-task job array instead of two steps.")});
        parser.addOption({QStringLiteral("seed"), QCoreApplication::translate("cga::cli", "sbatch: rng.seed for both."),
                          QStringLiteral("N")});
    }

    // Writes the artefact to --output (atomically) or to stdout; returns the exit status.
    int writeResult(const QCommandLineParser& parser, EmitFormat format, const EmitResult& result)
    {
        if (parser.isSet(QStringLiteral("output"))) {
            const QString path = parser.value(QStringLiteral("output"));
            QString error; // atomically: a full disk or an unwritable folder leaves the previous file
            if (!AtomicWrite::write(path, result.text.toUtf8(), &error)) {
                err() << QCoreApplication::translate("cga::cli", "error: %1").arg(error) << Qt::endl;
                return 2;
            }
            if (format == EmitFormat::Sbatch || format == EmitFormat::Env)
                QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner);
            err()
                << QCoreApplication::translate("cga::cli", "Wrote %1 (suggested name: %2).").arg(path, result.fileName)
                << Qt::endl;
        } else {
            out() << result.text;
            out().flush();
        }
        return 0;
    }

    static QString formatNames()
    {
        QStringList names;
        for (EmitFormat f : EmitterFactory::all())
            names << EmitterFactory::name(f);
        return names.join(QStringLiteral(", "));
    }

    static bool intOption(const QCommandLineParser& parser, const char* name, int* value, QString* error)
    {
        const QString key = QString::fromLatin1(name);
        if (!parser.isSet(key))
            return true;
        bool ok = false;
        const int v = parser.value(key).toInt(&ok);
        if (!ok) {
            *error = QCoreApplication::translate("cga::cli", "--%1 expects a whole number, got '%2'.")
                         .arg(key, parser.value(key));
            return false;
        }
        *value = v;
        return true;
    }

    static bool sbatchOptions(const QCommandLineParser& parser, const Preset&, EmitOptions& options, QString* error)
    {
        SbatchOptions s = options.sbatch; // the preset's GPUs (ConfigSession::emitOptionsFor)
        const auto text = [&](const char* name, QString* field) {
            if (parser.isSet(QString::fromLatin1(name)))
                *field = parser.value(QString::fromLatin1(name));
        };
        text("partition", &s.partition);
        text("account", &s.account);
        text("time", &s.time);
        text("job-name", &s.jobName);
        text("container-image", &s.containerImage);
        text("container-mounts", &s.containerMounts);
        text("log-dir", &s.logDir);
        if (!intOption(parser, "nodes", &s.nodes, error) || !intOption(parser, "gpus-per-node", &s.gpusPerNode, error)
            || !intOption(parser, "seed", &s.seed, error))
            return false;
        s.jobArray = parser.isSet(QStringLiteral("array"));
        for (const QString& c : parser.values(QStringLiteral("setup"))) {
            const auto words = ShellWords::split(c, error);
            if (!words)
                return false;
            s.setupCommands << *words;
        }
        if (parser.isSet(QStringLiteral("train-cmd"))) {
            const auto words = ShellWords::split(parser.value(QStringLiteral("train-cmd")), error);
            if (!words)
                return false;
            s.trainingCommand = *words;
        }
        const QString mode = parser.value(QStringLiteral("variants"));
        if (mode.isEmpty())
            s.variants = options.harness.isValid() && s.trainingCommand.isEmpty() ? SbatchOptions::Variants::Harness
                                                                                  : SbatchOptions::Variants::ConfigFile;
        else if (mode == QLatin1String("config-file") || mode == QLatin1String("yaml"))
            s.variants = SbatchOptions::Variants::ConfigFile;
        else if (mode == QLatin1String("hydra"))
            s.variants = SbatchOptions::Variants::Hydra;
        else if (mode == QLatin1String("harness"))
            s.variants = SbatchOptions::Variants::Harness;
        else {
            *error = QCoreApplication::translate("cga::cli", "--variants must be config-file, hydra or harness.");
            return false;
        }
        const QString problem = SbatchEmitter::checkOptions(s);
        if (!problem.isEmpty()) {
            *error = problem;
            return false;
        }
        options.sbatch = s;
        return true;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::GenerateCommand;
CGA_REGISTER_COMMAND(GenerateCommand)
