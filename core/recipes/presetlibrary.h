#pragma once

#include "emit/emitter.h"
#include "io/harnessimporter.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "recipes/workloadkind.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace cga {

// What a preset is, from its `cga_preset:` section. Titles, descriptions and notes come in English and zh_CN
// (data files cannot go through tr()); the accessors pick the current language (Translations::currentLanguage()).
struct PresetInfo
{
    QString id; // e.g. qwen3-30b-a3b-h100-bf16-te
    QString family; // grouping: "Llama 3", "Qwen3 MoE", "DeepSeek V3", "GPT-OSS", "Kimi K2", "Nemotron-H", "Qwen3-VL"
    WorkloadKind kind = WorkloadKind::Dense;
    QString gpu; // h100, b200, b300, gb200, gb300
    int numGpus = 0;
    QString precision; // bf16, fp8cs, fp8mx, nvfp4
    QString sourceRecipe; // the recipe function, e.g. qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config
    QString source; // file:line in Megatron Bridge (spec section f)
    QString sourceKind; // perf (flat perf recipe) or library (canonical recipe)
    QString baselineOf; // for an eager baseline: the id of the graph preset it is the baseline of
    QString teVersion; // version hints for the target
    QString torchVersion;
    HarnessRecipe harness; // how the perf harness names the recipe (empty when it has none)
    QMap<QString, QString> titles; // language -> text ("en", "zh_CN")
    QMap<QString, QString> descriptions;
    QMap<QString, QString> notes;
    QString path; // the file it was read from (":/presets/<id>.yaml" for built-in presets)

    bool isBaseline() const { return !baselineOf.isEmpty(); }
    // Localized texts; `language` empty = the installed language, falling back to English.
    QString title(const QString& language = {}) const;
    QString description(const QString& language = {}) const;
    QString note(const QString& language = {}) const;
    // "perf_recipes/qwen/h100/qwen3_moe.py:35 (qwen3_30b_a3b_pretrain_16gpu_h100_bf16_config)"
    QString sourceText() const;
};

// A loaded preset: its configuration and the target it was written for.
struct Preset
{
    PresetInfo info;
    TrainingConfig config;
    TargetContext target; // gpu, TE/torch version hints, front end bridge-yaml, profile pinned
    ImportResult import; // what YamlImporter reported
};

// The preset library: Megatron Bridge recipes that enable CUDA graphs (spec section f) and their eager baselines, as
// YAML files under resources/presets/ (embedded at ":/presets/"). Each file has a `cga_preset:` metadata section
// and the Bridge config sections YamlImporter reads.
class PresetLibrary
{
    Q_DECLARE_TR_FUNCTIONS(cga::PresetLibrary)

public:
    // The presets embedded in the application, loaded once.
    static const PresetLibrary& builtIn();
    // The presets in a folder (every *.yaml with a cga_preset section).
    explicit PresetLibrary(const QString& directory);

    // Sorted by family, then graph presets before baselines, then id.
    QList<PresetInfo> presets() const;
    std::optional<PresetInfo> info(const QString& id) const;
    std::optional<Preset> load(const QString& id) const;
    QStringList families() const;
    // Files that could not be read, with the reason ("file: reason").
    QStringList errors() const { return m_errors; }

    // The preset the GUI opens on: the skill's worked example (Qwen3-30B-A3B, 16x H100, BF16, TE scopes
    // moe_router + moe_preprocess).
    static QString defaultPresetId();

    // A preset file outside the library (or any Bridge YAML: without cga_preset it gets an id from the file name).
    static std::optional<Preset> loadFile(const QString& path, QString* error = nullptr);
    // The workload kind a configuration describes (experts, capacity and padding, the provider class).
    static WorkloadKind inferKind(const TrainingConfig& cfg);
    static std::optional<Preset> loadText(const QByteArray& text, const QString& name, QString* error = nullptr);

    // For HarnessImporter: a recipe function name resolves to the graph preset of that recipe (never a baseline).
    HarnessImporter::RecipeResolver resolver() const;
    std::optional<PresetInfo> findByRecipeFunction(const QString& function) const;
    // The eager baseline of a graph preset, if the library has one.
    std::optional<PresetInfo> baselineFor(const QString& graphPresetId) const;

    // What the emitters need to know about a preset: title, source recipe, harness identity and this library's
    // resolver.
    EmitOptions emitOptions(const PresetInfo& info) const;

private:
    PresetLibrary() = default;
    void loadDirectory(const QString& directory);

    QList<Preset> m_presets;
    QHash<QString, int> m_byId;
    QStringList m_errors;
};

} // namespace cga
