#pragma once

#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"

#include <QCoreApplication>

#include <optional>

namespace cga {

// A recipe of the catalogue as a Preset, so everything that starts from a preset (cga recommend, cga generate, the
// GUI's Open) can start from any recipe Bridge ships: its resolved values (IMP-09 in import lists what stayed
// unresolved), the GPU its name gives, the workload kind inferred from the configuration.
class RecipePreset
{
    Q_DECLARE_TR_FUNCTIONS(cga::RecipePreset)

public:
    static std::optional<Preset> load(const RecipeCatalogue& catalogue, const QString& name);
    // What load() says about the recipe (id, GPUs, precision, source, titles), without building its configuration.
    static std::optional<PresetInfo> info(const RecipeCatalogue& catalogue, const QString& name);
};

} // namespace cga
