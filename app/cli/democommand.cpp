#include "command.h"

#include "io/yamlimporter.h"
#include "rules/reporttext.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QFile>

namespace cga::cli {

namespace {

// `cga demo`: what the tool does, on the shipped examples, without a GPU or a display.
class DemoCommand : public Command
{
public:
    QString name() const override { return QStringLiteral("demo"); }
    QString summary() const override
    {
        return QCoreApplication::translate("cga::cli", "Show what the tool does on the shipped examples.");
    }
    int run(const QStringList& args) override
    {
        QCommandLineParser parser;
        int code = 0;
        if (!parse(parser, args, &code))
            return code;
        out() << QCoreApplication::translate("cga::cli",
                                             "CUDA Graph Assistant checks a Megatron Bridge / Megatron-Core training "
                                             "configuration against every CUDA-graph rule before you spend cluster "
                                             "time, and explains each problem with a fix.")
              << "\n\n";
        TargetContext target;
        target.gpu = *TargetContext::parseGpu(QStringLiteral("h100"));
        target.teVersion = QVersionNumber(2, 12);
        target.torchVersion = QVersionNumber(2, 11);
        for (const char* example : {"llama3-8b-broken.yaml", "qwen3-30b-a3b-te-scoped.yaml"}) {
            const QString path = QStringLiteral(":/examples/") + QString::fromLatin1(example);
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly)) {
                err() << QCoreApplication::translate("cga::cli", "The example %1 is missing from this build.").arg(path)
                      << Qt::endl;
                return 1;
            }
            TrainingConfig cfg;
            const ImportResult imported = YamlImporter::importText(f.readAll(), QString::fromLatin1(example), cfg);
            out() << "$ cga validate " << example << " --gpu h100 --te-version 2.12 --torch-version 2.11\n";
            ValidationOptions options;
            options.includeAdvice = false;
            ValidationReport report = RulesEngine::validate(cfg, target, options);
            report.diagnostics = imported.diagnostics + report.diagnostics;
            out() << ReportText::render(report.diagnostics, QString::fromLatin1(example), false) << "\n";
        }
        out() << QCoreApplication::translate("cga::cli", "Next steps:") << "\n"
              << "  cga validate conf.yaml --gpu h100 --format json\n"
              << "  cga explain MC-22\n"
              << "  cga fields\n";
        out().flush();
        return 0;
    }
};

} // namespace

} // namespace cga::cli

using cga::cli::DemoCommand;
CGA_REGISTER_COMMAND(DemoCommand)
