#include "recipes/recipepreset.h"

#include "model/mixedprecision.h"

namespace cga {

std::optional<Preset> RecipePreset::load(const RecipeCatalogue& catalogue, const QString& name)
{
    const RecipeEntry* entry = catalogue.find(name);
    if (!entry)
        return std::nullopt;
    Preset p;
    if (!catalogue.apply(entry->name, p.config, p.import, SourceLocation{QStringLiteral("--recipe"), 0, 0}))
        return std::nullopt;
    MixedPrecision::settle(p.config); // loaded: what changes it next is an edit
    p.info.id = entry->name;
    p.info.family = entry->family;
    p.info.gpu = entry->gpu;
    p.info.numGpus = entry->numGpus;
    p.info.precision = entry->precision;
    p.info.sourceRecipe = entry->name;
    p.info.source = entry->sourceText();
    p.info.sourceKind = entry->kind == QLatin1String("perf") ? QStringLiteral("perf") : QStringLiteral("library");
    p.info.kind = PresetLibrary::inferKind(p.config);
    p.info.titles.insert(QStringLiteral("en"), entry->name);
    p.info.descriptions.insert(
        QStringLiteral("en"),
        tr("Megatron Bridge recipe %1, as the catalogue resolves it from %2.").arg(entry->name, entry->sourceText()));
    p.info.path = entry->sourceText();
    p.target.frontEnd = FrontEnd::BridgePython;
    p.target.profile = McoreProfile::Pinned;
    if (const auto gpu = TargetContext::parseGpu(entry->gpu))
        p.target.gpu = *gpu;
    return p;
}

} // namespace cga
