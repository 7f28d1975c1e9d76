#pragma once

#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/rulesengine.h"

#include <QList>
#include <QMap>
#include <QVariant>

namespace cga {

// One field an artefact writes, with the value to write.
struct EmitEntry
{
    FieldId id = FieldId::Count;
    QVariant value;
    bool graph = false; // a CUDA-graph field or a companion that is always written (RNG, NaN checks, warmup)
};

// What every emitter writes for a configuration, decided once:
// - every field the configuration sets (a preset sets what its recipe sets; an explicit value equal to
//   Megatron-Core's default is kept, because an override lands on a recipe whose value may differ);
// - the CUDA-graph fields in the spelling of the target's Megatron-Core profile: pinned/head write
//   cuda_graph_impl (full_iteration for full-iteration graphs) and cuda_graph_modules, and clear cuda_graph_scope so
//   that a recipe's own cuda_graph_scope cannot clash with it (MC-04); legacy writes cuda_graph_scope and
//   local + [full_iteration]. Deprecated enable_cuda_graph / external_cuda_graph are written as false (the
//   implementation carries their meaning);
// - the companions graphs need, with their normalised values: cuda_graph_warmup_steps and both TE RNG flags when
//   graphs are on, both NaN checks for full-iteration graphs;
// - cfg.env_vars as they are.
class EmitPlan
{
public:
    // base: when given, settings (outside the CUDA-graph fields and their companions) whose value equals the
    // base's are left out, as are environment variables it sets to the same value (EmitOptions::base).
    static EmitPlan build(const TrainingConfig& input, const TargetContext& target,
                          const TrainingConfig* base = nullptr);
    // The input in the spelling a profile understands, before it is validated: for the legacy profile
    // (Megatron-Core before 2026-05-18) cuda_graph_impl=full_iteration becomes local + cuda_graph_scope
    // [full_iteration] and cuda_graph_modules moves to cuda_graph_scope; pinned and head accept both spellings, so
    // the input is returned as it is.
    static TrainingConfig spelledFor(const TrainingConfig& input, McoreProfile profile);
    // The configuration after every automatic adjustment of the rules (RulesEngine's normalized), without advice
    // and unproven fixes: what the round trips compare.
    static TrainingConfig normalize(const TrainingConfig& cfg, const TargetContext& target);

    QList<EmitEntry> entries; // registry order
    QMap<QString, QString> env; // cfg.env_vars
    TrainingConfig config; // exactly what the entries and env say: what an importer of the artefact reads
    ValidationReport report; // the input under the target (no advice, fixes not proven)
    TargetContext target;

    QString impl; // as written: full_iteration, or local for the legacy full-iteration spelling
    QStringList modules; // as written (legacy: the cuda_graph_scope list, [full_iteration] for full iteration)
    bool graphsOn = false;
    bool fullIteration = false;
    bool legacy = false; // the target profile spells the pre-2026 API
    bool changesOnly = false; // built against a base: only what differs from it is written
    QString mixedPrecisionName; // Bridge's recipe name for the precision fields, when one matches exactly

    bool has(FieldId id) const;
    QVariant value(FieldId id) const; // the entry's value, else the default
    // Entries whose path starts with "<section>." (nested paths included).
    QList<EmitEntry> section(const QString& name) const;
    // Paths the entries and env set, for round-trip checks: model.x, env_vars.NAME.
    QStringList paths() const;
};

} // namespace cga
