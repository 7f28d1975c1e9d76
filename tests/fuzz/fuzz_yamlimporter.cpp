// YamlImporter on arbitrary bytes: a Bridge YAML dump, an override file or a Megatron-LM model_config.yaml as a
// colleague might send it. Properties: no crash, leak or hang (alias bombs, deep nesting and huge scalars stay
// inside the importer's limits); a fatal error names the file; a file that was read validates, and a project file
// saved from it reads back as the same configuration (what the GUI's save and restore rely on).
#include "fuzzsupport.h"
#include "io/yamlimporter.h"
#include "rules/rulesengine.h"
#include "session/projectfile.h"

using namespace cga;

CGA_FUZZ_INIT

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArray input = cgafuzz::bytes(data, size);
    const QString name = QStringLiteral("fuzz.yaml");
    TrainingConfig cfg;
    const ImportResult r = YamlImporter::importText(input, name, cfg);
    if (!r.ok()) {
        cgafuzz::check(r.errorText().startsWith(name), "a fatal import error names the file", r.errorText());
        cgafuzz::check(cfg == TrainingConfig(), "a failed import leaves the configuration unchanged");
        return 0;
    }
    ValidationOptions options;
    options.proveFixes = false;
    const ValidationReport report = RulesEngine::validate(cfg, TargetContext(), options);
    Q_UNUSED(report.toJson());

    ProjectFile project;
    project.config = cfg;
    ProjectFile back;
    QString error;
    const QByteArray saved = project.toYaml();
    cgafuzz::check(ProjectFile::fromYaml(saved, QStringLiteral("saved.yaml"), &back, &error),
                   "a saved project file reads back", error + QLatin1Char('\n') + QString::fromUtf8(saved));
    cgafuzz::check(back.config == cfg, "a saved project file reads back as the same configuration",
                   TrainingConfig::differences(back.config, cfg).join(QLatin1Char('\n')));
    return 0;
}
