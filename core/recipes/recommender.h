#pragma once

#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "recipes/workloadfacts.h"
#include "rules/rulesengine.h"

#include <QCoreApplication>
#include <QStringList>

namespace cga {

// A proposed CUDA-graph setup, already applied to a configuration and proven by RulesEngine to have no error.
struct Recommendation
{
    struct Alternative
    {
        QString title; // translated, e.g. "Add attn to the scopes"
        QString impl; // as written for the target's profile
        QStringList modules;
        QList<FieldChange> changes; // field and env changes against the base configuration
        QString why; // translated: when to prefer it
        bool valid = false; // validated without an error
        QStringList rejectedBy; // error rule ids when not valid
    };

    QString impl; // none, transformer_engine, full_iteration (legacy: local for full iteration)
    QStringList modules; // TE scopes; [full_iteration] for the legacy full-iteration spelling
    int warmup = 3;
    QList<FieldChange> fieldChanges; // against the base configuration, in application order
    QList<FieldChange> envChanges; // env_vars.NAME changes
    QStringList reasons; // translated; each cites the guidance (skill notes) or a rule id
    QList<Alternative> alternatives; // other candidates, valid or not, in order of preference
    TrainingConfig config; // the base configuration with the changes applied
    ValidationReport report; // of config: never has an error unless baseHasErrors
    bool baseHasErrors = false; // the base configuration is invalid whatever the graph settings (nothing proposed)

    bool graphsOn() const { return impl != QLatin1String("none"); }
    QList<FieldChange> allChanges() const { return fieldChanges + envChanges; }
};

// Proposes implementation, scopes and warmup for a workload, following the skill's quick decision and the newer
// evidence-gated guidance of the Megatron Bridge copy (skill-notes.md sections 5 and 6) and the shipped recipes
// (spec section f): dense -> attn; dropless MoE -> moe_router + moe_preprocess (attn only after an A/B); drop-and-pad
// MoE -> the whole moe block; hybrid -> attn + mamba (+ router scopes for MoE on Blackwell); VLM -> router scopes;
// full recompute or CPU offloading -> full_iteration; packed MoE -> attn only; EP overlap -> no attn. Each candidate
// is applied to the configuration and validated; the first without an error is proposed, the rejected ones are
// explained with the rules that reject them, and graphs off is the last resort.
class Recommender
{
    Q_DECLARE_TR_FUNCTIONS(cga::Recommender)

public:
    // Recommends for `base` (a preset or the user's configuration). Facts decide the reasoning; the base decides the
    // validation (WorkloadFacts::applyTo can bring the two in line first).
    static Recommendation recommend(const WorkloadFacts& facts, const TrainingConfig& base,
                                    const TargetContext& target);
    // Recommends for a typical configuration of the facts (WorkloadFacts::baseConfig()).
    static Recommendation recommend(const WorkloadFacts& facts, const TargetContext& target);
};

} // namespace cga
