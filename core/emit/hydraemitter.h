#pragma once

#include "emit/emitter.h"

namespace cga {

// Hydra-style override arguments for Bridge's YAML/recipe scripts (spec d.1): one `key=value` word per line,
// shell-quoted, joined with backslash continuations so the block pastes after a command. Lists use Hydra's syntax
// ([attn,moe_router]); environment variables use `++env_vars.NAME=value`, which adds or replaces whether or not the
// recipe already has the variable. Precision is written as `mixed_precision=<Bridge recipe name>` when one matches.
class HydraEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::HydraEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Hydra; }
    FrontEnd frontEnd(const TargetContext&) const override { return FrontEnd::BridgeYaml; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

    // The override words of a plan, unquoted (for the harness and sbatch emitters). `base`, when given, is the
    // config the overrides land on: env vars it lacks get '+', others none (the harness parser is strict).
    static QStringList overrides(const EmitPlan& plan, const TrainingConfig* base = nullptr);
    // One override word for a path and value: model.cuda_graph_modules=[attn,mlp], +env_vars.A='0'.
    static QString overrideFor(const QString& path, const QVariant& value);
    // An environment value as a Hydra string, so it stays a string: "0", "expandable_segments:True".
    static QString envValue(const QString& value);

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
