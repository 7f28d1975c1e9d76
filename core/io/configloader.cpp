#include "io/configloader.h"

#include "io/hydraoverrides.h"
#include "io/megatronargsimporter.h"
#include "io/pythonoverridesimporter.h"
#include "io/yamlimporter.h"
#include "model/mixedprecision.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>

namespace cga {

LoadedConfig ConfigLoader::load(const LoadRequest& request, const HarnessImporter::RecipeResolver& resolver,
                                const RecipeHooks& hooks)
{
    LoadedConfig out;
    if (!request.recipe.isEmpty()) {
        const SourceLocation where{QStringLiteral("--recipe"), 0, 0};
        if (!hooks.recipe || !hooks.recipe(request.recipe, out.config, out.import, where)) {
            out.import.fail(QCoreApplication::translate("cga::ConfigLoader",
                                                        "%1 is not a recipe of the catalogue (cga presets --all).")
                                .arg(request.recipe),
                            where);
            return out;
        }
        out.import.recipeName = request.recipe;
    }
    if (!request.harnessArgs.trimmed().isEmpty()) {
        out.import.merge(HarnessImporter::importText(request.harnessArgs, out.config, resolver));
        out.frontEnd = FrontEnd::PerfHarness;
    }
    for (const QString& file : request.files) {
        const ImportResult r = isPythonFile(file) ? PythonOverridesImporter::importFile(file, out.config, hooks)
                                                  : YamlImporter::importFile(file, out.config);
        out.import.merge(r);
        if (!r.ok())
            return out;
        if (r.frontEnd && out.frontEnd != FrontEnd::PerfHarness)
            out.frontEnd = *r.frontEnd;
    }
    if (!request.overrides.isEmpty())
        out.import.merge(HydraOverrides::apply(request.overrides, out.config));
    if (!request.megatronArgs.trimmed().isEmpty()) {
        out.import.merge(MegatronArgsImporter::importText(request.megatronArgs, out.config));
        out.frontEnd = FrontEnd::MegatronLm;
    }
    // Bridge's runtime_config_update applies the mixed-precision config onto the model after every input: a
    // model.fp8 from a later file or override does not survive it (IMP-10 says so).
    if (out.frontEnd != FrontEnd::MegatronLm) {
        MixedPrecision::applyRecorded(out.config); // noted replacements survive to be reported below
        const auto& replaced = out.config.mixedPrecisionReplaced();
        for (auto it = replaced.cbegin(); it != replaced.cend(); ++it) {
            Hit hit;
            const QString path = FieldRegistry::instance().spec(it.key()).path;
            hit.fields << path;
            hit.args << path << displayValue(out.config.value(it.key()));
            Diagnostic d = RulesEngine::diagnosticFor(QStringLiteral("IMP-10"), hit);
            d.location = it.value();
            out.import.diagnostics << d;
        }
    }
    MixedPrecision::settle(out.config); // loading is over: edits made next (the GUI, --set) stand
    out.import.frontEnd = out.frontEnd;
    return out;
}

bool ConfigLoader::isPythonFile(const QString& path)
{
    return path.endsWith(QLatin1String(".py"), Qt::CaseInsensitive);
}

bool ConfigLoader::isFileArgument(const QString& word)
{
    return !word.contains(QLatin1Char('=')) || isPythonFile(word)
        || word.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        || word.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

LoadRequest ConfigLoader::requestFor(const QStringList& words, const QStringList& overrides)
{
    LoadRequest request;
    request.overrides = overrides;
    for (const QString& w : words) {
        if (isFileArgument(w))
            request.files << w;
        else
            request.overrides << w;
    }
    return request;
}

} // namespace cga
