#include "wizard/presetentries.h"

#include "recipes/presetlibrary.h"
#include "recipes/recipecatalogue.h"

namespace cga {

QList<StartPage::PresetEntry> PresetEntries::curated()
{
    QList<StartPage::PresetEntry> entries;
    for (const PresetInfo& info : PresetLibrary::builtIn().presets()) {
        QString detail = info.sourceRecipe;
        if (info.isBaseline())
            detail += QStringLiteral(" · ") + tr("eager baseline");
        entries << StartPage::PresetEntry{info.id, info.title(), info.family, info.gpu, detail};
    }
    return entries;
}

QList<StartPage::PresetEntry> PresetEntries::catalogue()
{
    QList<StartPage::PresetEntry> entries;
    // Every other recipe function Bridge ships, as the catalogue resolves it; the curated presets come first.
    for (const RecipeEntry& r : RecipeCatalogue::builtIn().entries()) {
        const QString graphs = r.enablesGraphs()
            ? QStringLiteral("%1 [%2]").arg(r.graphImpl(), r.graphScopes().join(QLatin1Char(',')))
            : tr("eager");
        entries << StartPage::PresetEntry{r.name,
                                          r.name,
                                          r.family,
                                          r.gpu.isEmpty() ? tr("any GPU") : r.gpu,
                                          QStringLiteral("%1 · %2 · %3").arg(r.precision, graphs, r.sourceText()),
                                          true};
    }
    return entries;
}

} // namespace cga
