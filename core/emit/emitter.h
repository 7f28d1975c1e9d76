#pragma once

#include "emit/emitplan.h"
#include "emit/sbatchoptions.h"
#include "io/harnessimporter.h"
#include "io/harnessrecipe.h"
#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/diagnostic.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace cga {

// The artefacts `cga generate` writes (issue: emitters 1-8).
enum class EmitFormat { Python, Yaml, Hydra, Harness, Megatron, Env, Sbatch, Rollback };

struct EmitOptions
{
    QString title; // named in header comments, e.g. a preset's title
    QString sourceRecipe; // e.g. "qwen/h100/qwen3_moe.py:35 qwen3_30b_a3b pretrain"
    HarnessRecipe harness; // harness and sbatch (harness variants) only
    HarnessImporter::RecipeResolver resolver; // the preset library's, so the harness base is known
    SbatchOptions sbatch;
    EmitFormat rollbackFormat = EmitFormat::Yaml; // the format the rollback variant is written in
    bool comments = true; // explanatory comments where the format has them
    // Changes only: the recipe or preset as loaded. The artefact then writes the settings that differ from it (and
    // the CUDA-graph fields and their companions, always), so that pasting it after the recipe keeps the recipe's
    // other settings and the user's own edits to them; it is validated laid over this base, as a run sees it.
    std::optional<TrainingConfig> base;
};

// Which part of the configuration must read back identical (see RoundTrip).
enum class RoundTripScope {
    Everything, // every field and environment variable
    Environment, // cfg.env_vars only
    WrittenPaths, // EmitResult::writtenPaths only
    None // no importer reads the format back (sbatch: its parts are checked one by one)
};

struct EmitResult
{
    bool ok = false;
    QString text;
    QString fileName; // suggested, e.g. qwen3-30b-a3b-h100-bf16.yaml
    QStringList notes; // translated: why Hydra overrides were added, what a format cannot carry ...
    Diagnostics diagnostics; // the error diagnostics when refused
    QStringList writtenPaths; // configuration paths the artefact sets (model.x, env_vars.NAME)
    QStringList notExpressed; // paths of the configuration the format cannot carry (each explained in notes)
    RoundTripScope scope = RoundTripScope::Everything;
};

// An artefact read back by the importer of its format, with the target it runs under.
struct ReadBack
{
    TrainingConfig config;
    TargetContext target;
    ImportResult import;
};

// One output format. generate() refuses, returning the error diagnostics, when the configuration has an error under
// the target, and when the artefact read back by the matching importer would have one: what it returns is valid by
// construction.
class Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::Emitter)

public:
    virtual ~Emitter() = default;
    virtual EmitFormat format() const = 0;
    // The front end an artefact of this format goes through (for its validation).
    virtual FrontEnd frontEnd(const TargetContext& target) const = 0;

    EmitResult generate(const TrainingConfig& cfg, const TargetContext& target, const EmitOptions& options = {}) const;
    // Whether EmitOptions::base makes the format write only the changes against it (Python, YAML, Hydra).
    static bool writesChangesOnly(EmitFormat format);
    // Reads an artefact of this format back with the matching importer of the core; nullopt when none exists.
    virtual std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                             const EmitOptions& options) const = 0;

protected:
    virtual EmitResult render(const EmitPlan& plan, const EmitOptions& options) const = 0;
    // A target with this format's front end.
    TargetContext targetFor(const TargetContext& target) const;
};

class EmitterFactory
{
    Q_DECLARE_TR_FUNCTIONS(cga::EmitterFactory)

public:
    static std::unique_ptr<Emitter> create(EmitFormat format);
    static std::optional<EmitFormat> parse(const QString& name); // python, yaml, hydra, harness, megatron, env ...
    static QString name(EmitFormat format);
    static QString title(EmitFormat format); // translated
    static QString fileExtension(EmitFormat format); // py, yaml, txt, sh ...
    static QList<EmitFormat> all();
};

} // namespace cga
