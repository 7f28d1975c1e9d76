#pragma once

#include "emit/emitter.h"

namespace cga {

// Python lines that edit a recipe's ConfigContainer: `cfg.model.cuda_graph_impl = "transformer_engine"`, with the
// rng, rerun-state, ddp and env_vars lines that belong with them, grouped by section. Precision is set as Bridge's
// recipe name (cfg.mixed_precision = "bf16_mixed") when one matches. The model provider, which a recipe builds and a
// paste cannot change, is carried in a `#: model._target_ = "..."` comment that PythonOverridesImporter reads back.
class PythonEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::PythonEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Python; }
    FrontEnd frontEnd(const TargetContext&) const override { return FrontEnd::BridgePython; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
