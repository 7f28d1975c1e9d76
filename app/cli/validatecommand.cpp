#include "command.h"
#include "io/configloader.h"
#include "model/targetcontext.h"
#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"
#include "rules/reporttext.h"
#include "rules/rulesengine.h"
#include "targetoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

namespace cga::cli {

namespace {

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
        parser.setApplicationDescription(QCoreApplication::translate(
            "cga::cli",
            "Validates Megatron Bridge YAML files, recipe edits in Python, Hydra "
            "overrides, a perf-harness command or Megatron-LM arguments. Exit status: 0 no errors, 1 at least one "
            "error, 2 the input could not be read."));
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
        TargetOptions::add(parser);
        int code = 0;
        if (!parse(parser, args, &code))
            return code;

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

        if (format == QLatin1String("json")) {
            out() << QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
        } else {
            QStringList inputs = request.files;
            if (!request.recipe.isEmpty())
                inputs.prepend(request.recipe);
            if (!request.harnessArgs.isEmpty())
                inputs << QStringLiteral("<harness-args>");
            if (!request.megatronArgs.isEmpty())
                inputs << QStringLiteral("<megatron-args>");
            if (!request.overrides.isEmpty())
                inputs << QStringLiteral("<overrides>");
            out() << QCoreApplication::translate("cga::cli", "Target: %1, %2, %3")
                         .arg(target.gpu.displayName(), TargetContext::frontEndTitle(target.frontEnd),
                              TargetContext::profileTitle(target.profile))
                  << "\n";
            out() << ReportText::render(report.diagnostics, inputs.join(QStringLiteral(", ")));
        }
        out().flush();
        return report.valid() ? 0 : 1;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::ValidateCommand;
CGA_REGISTER_COMMAND(ValidateCommand)
