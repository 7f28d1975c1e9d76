#include "bench/megatroncheck.h"
#include "command.h"
#include "io/configloader.h"
#include "model/targetcontext.h"
#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"
#include "report/megatroncomparison.h"
#include "rules/reporttext.h"
#include "rules/rulesengine.h"
#include "session/checkcoverage.h"
#include "targetoptions.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace cga::cli {

namespace {

// The word after --with-megatron is its value when it names a Python (an executable that is not a configuration
// file) or a folder; otherwise it is the next input and the configured Python is used.
bool isMegatronTarget(const QString& word)
{
    if (word.isEmpty() || word.startsWith(QLatin1Char('-')) || word.contains(QLatin1Char('=')))
        return false;
    const QFileInfo info(word);
    if (info.isDir())
        return true;
    static const QStringList inputs{QStringLiteral("yaml"), QStringLiteral("yml"), QStringLiteral("py"),
                                    QStringLiteral("json")};
    if (inputs.contains(info.suffix().toLower()))
        return false;
    return info.isFile() ? info.isExecutable() : !QStandardPaths::findExecutable(word).isEmpty();
}

// --with-megatron [PYTHON|DIR] (the value is optional, which QCommandLineParser cannot say): taken out of the
// arguments before they are parsed.
QStringList takeWithMegatron(const QStringList& args, bool* set, BenchOptions* settings, QString* error)
{
    QStringList rest;
    for (int i = 0; i < args.size(); ++i) {
        QString value;
        if (args[i] == QLatin1String("--with-megatron")) {
            *set = true;
            if (i + 1 < args.size() && isMegatronTarget(args[i + 1]))
                value = args[++i];
        } else if (args[i].startsWith(QLatin1String("--with-megatron="))) {
            *set = true;
            value = args[i].mid(16);
        } else {
            rest << args[i];
            continue;
        }
        if (value.isEmpty())
            continue;
        if (QFileInfo(value).isDir()) {
            if (!QFileInfo(value + QStringLiteral("/megatron")).isDir())
                *error = QCoreApplication::translate("cga::cli",
                                                     "--with-megatron %1: the folder holds no megatron/ folder; give "
                                                     "a Megatron-LM checkout or a Python.")
                             .arg(value);
            settings->megatronPath = value;
        } else {
            settings->python = value;
        }
    }
    return rest;
}

class ValidateCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Check a configuration against every CUDA-graph rule.");
    }

    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        addOptions(parser);
        TargetOptions::add(parser);
        bool withMegatron = false;
        BenchOptions megatron;
        QString megatronError;
        const QStringList rest = takeWithMegatron(args, &withMegatron, &megatron, &megatronError);
        int code = 0;
        if (!parse(parser, rest, &code))
            return code;
        if (!megatronError.isEmpty()) {
            err() << megatronError << Qt::endl;
            return 2;
        }

        LoadRequest request
            = ConfigLoader::requestFor(parser.positionalArguments(), parser.values(QStringLiteral("overrides")));
        request.recipe = parser.value(QStringLiteral("recipe"));
        request.harnessArgs = parser.value(QStringLiteral("harness-args"));
        request.megatronArgs = parser.value(QStringLiteral("megatron-args"));
        if (request.recipe.isEmpty() && request.files.isEmpty() && request.overrides.isEmpty()
            && request.harnessArgs.isEmpty() && request.megatronArgs.isEmpty()) {
            err() << QCoreApplication::translate("cga::cli",
                                                 "Nothing to validate: give a YAML or Python file, overrides, "
                                                 "--harness-args or --megatron-args.")
                  << Qt::endl;
            return 2;
        }
        const QString format = parser.value(QStringLiteral("format"));
        if (format != QLatin1String("text") && format != QLatin1String("json")) {
            err() << QCoreApplication::translate("cga::cli", "Unknown format '%1'; use text or json.").arg(format)
                  << Qt::endl;
            return 2;
        }

        // A perf-harness command, --recipe and `cfg = recipe()` in a Python file start from the recipe of the
        // catalogue (read from the Bridge source); a recipe only the preset library knows starts from its preset.
        const auto recipes = RecipeCatalogue::builtInResolver();
        const auto presets = PresetLibrary::builtIn().resolver();
        const auto resolver = [recipes, presets](const QString& fn, const QString& shortName, TrainingConfig& cfg) {
            return recipes(fn, shortName, cfg) || presets(fn, shortName, cfg);
        };
        LoadedConfig loaded = ConfigLoader::load(request, resolver, RecipeCatalogue::builtInHooks());
        if (!request.recipe.isEmpty() && !loaded.import.gpu)
            if (const RecipeEntry* base = RecipeCatalogue::builtIn().find(request.recipe))
                loaded.import.gpu = TargetContext::parseGpu(base->gpu); // --recipe names its GPU
        if (!loaded.import.ok()) {
            err() << QCoreApplication::translate("cga::cli", "error: %1").arg(loaded.import.errorText()) << Qt::endl;
            return 2;
        }
        TargetContext target;
        QString error;
        if (!TargetOptions::apply(parser, loaded, &target, &error)) {
            err() << error << Qt::endl;
            return 2;
        }
        ValidationOptions options;
        options.includeAdvice = !parser.isSet(QStringLiteral("no-advice"));
        ValidationReport report = RulesEngine::validate(loaded.config, target, options);
        report.diagnostics = loaded.import.diagnostics + report.diagnostics;
        QStringList inputs = request.files;
        if (!request.recipe.isEmpty())
            inputs.prepend(request.recipe);
        if (!request.harnessArgs.isEmpty())
            inputs << QStringLiteral("<harness-args>");
        if (!request.megatronArgs.isEmpty())
            inputs << QStringLiteral("<megatron-args>");
        if (!request.overrides.isEmpty())
            inputs << QStringLiteral("<overrides>");
        // Read but empty: there is nothing to validate, which is not a success (exit 2, as for unreadable input).
        const CheckCoverage::Kind coverage = CheckCoverage::of(loaded, report);
        if (coverage == CheckCoverage::Kind::NothingRead) {
            err() << QCoreApplication::translate("cga::cli", "error: %1")
                         .arg(CheckCoverage::sentence(coverage, inputs.join(QStringLiteral(", "))))
                  << Qt::endl;
            return 2;
        }

        MegatronVerdict verdict;
        if (withMegatron)
            verdict = MegatronCheck::runBlocking(loaded.config, megatron);
        if (format == QLatin1String("json")) {
            QJsonObject json = report.toJson();
            json.insert(QStringLiteral("coverage"), CheckCoverage::name(coverage));
            if (withMegatron)
                json.insert(QStringLiteral("megatron"), MegatronComparison::toJson(report.diagnostics, verdict));
            out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
        } else {
            out() << QCoreApplication::translate("cga::cli", "Target: %1, %2, %3")
                         .arg(target.gpu.displayName(), TargetContext::frontEndTitle(target.frontEnd),
                              TargetContext::profileTitle(target.profile))
                  << "\n";
            out() << ReportText::render(report.diagnostics, inputs.join(QStringLiteral(", ")));
            if (coverage == CheckCoverage::Kind::GraphsOff)
                out() << "\n" << CheckCoverage::sentence(coverage) << "\n";
            if (withMegatron)
                printMegatron(report.diagnostics, verdict, target);
        }
        out().flush();
        if (withMegatron && !verdict.ran)
            return 4;
        if (withMegatron && MegatronComparison::disagreements(MegatronComparison::compare(report.diagnostics, verdict)))
            return 3;
        return report.valid() ? 0 : 1;
    }

private:
    static void addOptions(QCommandLineParser& parser)
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Validates Megatron Bridge YAML files, recipe edits in Python, Hydra "
            "overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one "
            "error, 2 the input could not be read or held no configuration; with --with-megatron also 3 when "
            "Megatron and cga disagree, 4 when Megatron's check could not run."));
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QCoreApplication::translate("cga::cli",
                                                                 "YAML files or Python recipe edits (.py), "
                                                                 "later ones win; key=value words are Hydra "
                                                                 "overrides."),
                                     QStringLiteral("[FILE.yaml|FILE.py ...] [key=value ...]"));
        parser.addOption({QStringLiteral("recipe"),
                          QCoreApplication::translate("cga::cli",
                                                      "Start from a Megatron Bridge recipe function of the catalogue "
                                                      "(cga presets --all); the files and overrides change it."),
                          QStringLiteral("NAME")});
        parser.addOption({QStringLiteral("overrides"),
                          QCoreApplication::translate("cga::cli", "A Hydra override (repeatable)."),
                          QStringLiteral("k=v")});
        parser.addOption({QStringLiteral("harness-args"),
                          QCoreApplication::translate("cga::cli", "A perf-harness command line (run_script.py ...)."),
                          QStringLiteral("args")});
        parser.addOption({QStringLiteral("megatron-args"),
                          QCoreApplication::translate("cga::cli", "Megatron-LM arguments (--cuda-graph-impl ...)."),
                          QStringLiteral("args")});
        parser.addOption({QStringLiteral("format"),
                          QCoreApplication::translate("cga::cli", "Output format: text or json."),
                          QStringLiteral("text|json"), QStringLiteral("text")});
        parser.addOption({QStringLiteral("no-advice"),
                          QCoreApplication::translate("cga::cli", "Leave out advisory (ADV-*) diagnostics.")});
        parser.addOption({QStringLiteral("with-megatron"),
                          QCoreApplication::translate("cga::cli",
                                                      "Also ask the installed Megatron-Core (and Bridge) for its "
                                                      "verdict and flag every disagreement; the value (optional) is "
                                                      "a Python or a Megatron-LM folder (default: CGA_PYTHON or "
                                                      "python3). No GPU needed."),
                          QStringLiteral("PYTHON|DIR")});
    }

    static void printMegatron(const Diagnostics& diagnostics, const MegatronVerdict& verdict,
                              const TargetContext& target)
    {
        out() << "\n" << MegatronComparison::render(diagnostics, verdict);
        // cga validated for the versions it was told; Megatron ran with the installed ones.
        auto differs = [](const QVersionNumber& told, const QString& installed) {
            const QVersionNumber v = QVersionNumber::fromString(installed);
            return !v.isNull()
                && (told.isNull() || told.majorVersion() != v.majorVersion()
                    || told.minorVersion() != v.minorVersion());
        };
        if (verdict.ran
            && (differs(target.teVersion, verdict.teVersion) || differs(target.torchVersion, verdict.torchVersion)))
            out() << "  "
                  << QCoreApplication::translate("cga::cli",
                                                 "note: cga validated for Transformer Engine %1 and PyTorch %2; this "
                                                 "Megatron runs with %3 and %4 (--te-version, --torch-version).")
                         .arg(target.teVersion.isNull() ? QStringLiteral("?") : target.teVersion.toString(),
                              target.torchVersion.isNull() ? QStringLiteral("?") : target.torchVersion.toString(),
                              verdict.teVersion.isEmpty() ? QStringLiteral("-") : verdict.teVersion,
                              verdict.torchVersion.isEmpty() ? QStringLiteral("-") : verdict.torchVersion)
                  << "\n";
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::ValidateCommand;
CGA_REGISTER_COMMAND(ValidateCommand)
