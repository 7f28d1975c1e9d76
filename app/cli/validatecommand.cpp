#include "command.h"
#include "io/configloader.h"
#include "model/targetcontext.h"
#include "recipes/presetlibrary.h"
#include "rules/reporttext.h"
#include "rules/rulesengine.h"
#include "session/checkcoverage.h"
#include "targetoptions.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
            "error, 2 the input could not be read or held no configuration."));
        parser.addPositionalArgument(QStringLiteral("files"),
                                     QCoreApplication::translate("cga::cli",
                                                                 "YAML files or Python recipe edits (.py), "
                                                                 "later ones win; key=value words are Hydra "
                                                                 "overrides."),
                                     QStringLiteral("[FILE.yaml|FILE.py ...] [key=value ...]"));
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
        request.harnessArgs = parser.value(QStringLiteral("harness-args"));
        request.megatronArgs = parser.value(QStringLiteral("megatron-args"));
        if (request.files.isEmpty() && request.overrides.isEmpty() && request.harnessArgs.isEmpty()
            && request.megatronArgs.isEmpty()) {
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

        // A perf-harness command that names a recipe of the preset library starts from that preset.
        const LoadedConfig loaded = ConfigLoader::load(request, PresetLibrary::builtIn().resolver());
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

        if (format == QLatin1String("json")) {
            QJsonObject json = report.toJson();
            json.insert(QStringLiteral("coverage"), CheckCoverage::name(coverage));
            out() << QJsonDocument(json).toJson(QJsonDocument::Indented);
        } else {
            out() << QCoreApplication::translate("cga::cli", "Target: %1, %2, %3")
                         .arg(target.gpu.displayName(), TargetContext::frontEndTitle(target.frontEnd),
                              TargetContext::profileTitle(target.profile))
                  << "\n";
            out() << ReportText::render(report.diagnostics, inputs.join(QStringLiteral(", ")));
            if (coverage == CheckCoverage::Kind::GraphsOff)
                out() << "\n" << CheckCoverage::sentence(coverage) << "\n";
        }
        out().flush();
        return report.valid() ? 0 : 1;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::ValidateCommand;
CGA_REGISTER_COMMAND(ValidateCommand)
