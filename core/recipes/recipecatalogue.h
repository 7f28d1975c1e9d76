#pragma once

#include "io/harnessimporter.h"
#include "io/importresult.h"
#include "io/recipehooks.h"
#include "model/trainingconfig.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace cga {

// One recipe function of Megatron Bridge as the catalogue resolved it from the source.
struct RecipeEntry
{
    QString name; // qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config
    QString file; // perf_recipes/qwen/h100/qwen3_moe.py (under src/megatron/bridge)
    int line = 0;
    QString kind; // perf (perf_recipes/) or recipe (recipes/)
    QString family; // the folder: qwen, llama, deepseek ...
    QString model; // the name up to the task: qwen3_30b_a3b
    QString gpu; // h100, b200 ... (from the name or the folder)
    int numGpus = 0;
    QString precision; // bf16, fp8cs, fp8ds, fp8mx, nvfp4 ...
    QString task; // pretrain, sft, peft ...
    std::optional<bool> moe; // unknown when the expert count could not be resolved
    QString hfModel; // the Hugging Face model its provider comes from, if any
    QString architectureFrom; // the preset that states that model's architecture, if any
    QJsonObject values; // field path -> value
    QJsonObject env; // env_vars
    QJsonArray unresolved; // {paths, at, why}
    QStringList providerDefaults; // model values that are only the plain provider's defaults (Hugging Face provider)

    QString graphImpl() const; // model.cuda_graph_impl, "none" when not set
    QStringList graphScopes() const; // cuda_graph_scope or cuda_graph_modules
    bool enablesGraphs() const;
    // "perf_recipes/qwen/h100/qwen3_moe.py:35"
    QString sourceText() const;
    // The field paths that could not be resolved.
    QStringList unresolvedPaths() const;
};

// The catalogue of every Bridge recipe function (resources/recipes/catalogue.json, generated from the Bridge
// snapshot by scripts/gen-recipe-catalogue.py; embedded at ":/recipes/catalogue.json"). It starts configurations
// from a recipe (`cga validate --recipe`, `cfg = recipe()` in a Python file, a perf-harness command) and applies
// the perf helpers recipe files call.
class RecipeCatalogue
{
    Q_DECLARE_TR_FUNCTIONS(cga::RecipeCatalogue)

public:
    // The embedded catalogue, read on first use.
    static const RecipeCatalogue& builtIn();
    // A catalogue from JSON text; nullopt and `error` ("line: reason") when it cannot be read.
    static std::optional<RecipeCatalogue> fromJson(const QByteArray& json, QString* error = nullptr);

    const QList<RecipeEntry>& entries() const { return m_entries; }
    // By function name, by a name Bridge's recipe modules import it under (`as _qwen3_30b_a3b_default_...`) when
    // that name means one recipe everywhere, or as "module:name" (the name in that module).
    const RecipeEntry* find(const QString& name) const;
    // Entries whose name, family, GPU, precision, kind or graph setting contain every word of `query`
    // (case-insensitive; "graphs" matches the recipes that enable CUDA graphs, "eager" the others).
    QList<const RecipeEntry*> search(const QString& query) const;
    QString commit() const { return m_commit; }
    QString date() const { return m_date; }
    QString repository() const { return m_repository; }
    QStringList helperNames() const { return m_helpers.keys(); }

    // Applies the recipe's values (IMP-09 in `result` lists what could not be resolved). False for an unknown name.
    bool apply(const QString& name, TrainingConfig& cfg, ImportResult& result, const SourceLocation& where) const;
    // Applies a perf helper (`_benchmark_common(cfg, cross_entropy_impl="native")`). False for an unknown name.
    bool applyHelper(const QString& name, const QMap<QString, QString>& keywords, TrainingConfig& cfg,
                     ImportResult& result, const SourceLocation& where) const;
    std::optional<QMap<QString, QString>> envConstant(const QString& name) const;

    // Hooks for the Python importer and ConfigLoader; a resolver for the perf-harness importer. Both refer to this
    // catalogue, which must outlive them (builtIn() does).
    RecipeHooks hooks() const;
    HarnessImporter::RecipeResolver resolver() const;
    // The same for the built-in catalogue, read only when a hook is first called (start-up does not pay for it).
    static RecipeHooks builtInHooks();
    static HarnessImporter::RecipeResolver builtInResolver();

    // Sets one catalogue value (a JSON value at a field path; mixed_precision names and fields included) on the
    // config. False when the path is not a field the core models or the value does not fit it.
    static bool applyValue(const QString& path, const QJsonValue& value, TrainingConfig& cfg,
                           const SourceLocation& where);

private:
    RecipeCatalogue() = default;
    void applyBenchmarkCommon(const QMap<QString, QString>& keywords, TrainingConfig& cfg,
                              const SourceLocation& where) const;

    QList<RecipeEntry> m_entries;
    QHash<QString, int> m_byName;
    QHash<QString, QHash<QString, int>> m_aliases; // module ("*": every module) -> name -> entry
    QHash<QString, QJsonObject> m_helpers;
    QHash<QString, QMap<QString, QString>> m_constants;
    QString m_commit;
    QString m_date;
    QString m_repository;
};

} // namespace cga
