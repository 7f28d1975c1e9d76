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
    p.info = *info(catalogue, name);
    p.info.kind = PresetLibrary::inferKind(p.config);
    p.target.frontEnd = FrontEnd::BridgePython;
    p.target.profile = McoreProfile::Pinned;
    if (const auto gpu = TargetContext::parseGpu(entry->gpu))
        p.target.gpu = *gpu;
    return p;
}

std::optional<PresetInfo> RecipePreset::info(const RecipeCatalogue& catalogue, const QString& name)
{
    const RecipeEntry* entry = catalogue.find(name);
    if (!entry)
        return std::nullopt;
    PresetInfo i;
    i.id = entry->name;
    i.family = entry->family;
    i.gpu = entry->gpu;
    i.numGpus = entry->numGpus;
    i.precision = entry->precision;
    i.sourceRecipe = entry->name;
    i.source = entry->sourceText();
    i.sourceKind = entry->kind == QLatin1String("perf") ? QStringLiteral("perf") : QStringLiteral("library");
    i.titles.insert(QStringLiteral("en"), entry->name);
    i.descriptions.insert(
        QStringLiteral("en"),
        tr("Megatron Bridge recipe %1, as the catalogue resolves it from %2.").arg(entry->name, entry->sourceText()));
    i.path = entry->sourceText();
    return i;
}

} // namespace cga
