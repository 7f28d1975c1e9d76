#pragma once

#include "emit/emitter.h"

namespace cga {

// A Megatron-LM command line (pretrain_gpt.py, pretrain_mamba.py for hybrid models): environment assignments in
// front, then `--flag value` per field that arguments.py has (MegatronArgsImporter::flagFor), lists space-separated
// (nargs='+'), moe_layer_freq as a Python expression. Megatron-LM spellings that differ from Bridge are translated:
// `--te-rng-tracker` for both RNG flags, `--no-check-for-nan-in-loss-and-grad` for the NaN checks, comm_overlap
// onto the model flags, `--no-gradient-accumulation-fusion`, `--disable-bias-linear`. Fields the command line does
// not have (dataset, logger, Bridge-only settings) are listed in the notes and EmitResult::notExpressed.
class MegatronArgsEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::MegatronArgsEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Megatron; }
    FrontEnd frontEnd(const TargetContext&) const override { return FrontEnd::MegatronLm; }
    std::optional<ReadBack> readBack(const QString& text, const TargetContext& target,
                                     const EmitOptions& options) const override;

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
