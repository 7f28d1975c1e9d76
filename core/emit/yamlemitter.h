#pragma once

#include "emit/emitter.h"

namespace cga {

// A Megatron Bridge YAML override file for --config-file (spec d.2), written with yaml-cpp in Bridge's section
// shape (model, mixed_precision, rng, rerun_state_machine, ddp, ..., env_vars), each value with a comment that
// explains it. Strings that a YAML 1.1 reader would take for another type (on, off, yes, no, true, null, "0",
// "1e-5", values with ':' ...) are double-quoted; floats are written in the shortest form that reads back as the
// same double, with a dot and a signed exponent (1.0e-05) so PyYAML and OmegaConf see a float. Precision is written
// as Bridge's recipe name (mixed_precision: bf16_with_fp8_current_scaling_mixed) when one matches.
class YamlEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::YamlEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Yaml; }
    FrontEnd frontEnd(const TargetContext&) const override { return FrontEnd::BridgeYaml; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
