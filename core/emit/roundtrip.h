#pragma once

#include "emit/emitter.h"

#include <QStringList>

namespace cga {

// Proves that an artefact reads back as the configuration it was written from.
//
// "Identical" means: the configuration validated under its target and the artefact read back by the matching
// importer (validated under the artefact's target: its front end, and for the harness the -g GPU) have the same
// normalised value (sameValue) for every path in the emitter's scope:
// - python, yaml, hydra: every field and every environment variable;
// - env: every environment variable;
// - megatron: the paths the command line writes (EmitResult::writtenPaths; fields Megatron-LM has no argument for
//   are listed in notExpressed);
// - harness: every field and environment variable except EmitResult::notExpressed (settings an argparse flag
//   undoes after the Hydra overrides);
// - rollback: as its inner format, against Rollback::make(config).config;
// - sbatch: not read back as a whole; its variants come from the yaml, hydra and harness emitters.
struct RoundTripResult
{
    bool identical = false;
    EmitResult emitted;
    QStringList differences; // "path: expected -> got"
    QStringList compared; // how many paths were compared (for reports); empty with Everything
};

class RoundTrip
{
public:
    static RoundTripResult check(EmitFormat format, const TrainingConfig& cfg, const TargetContext& target,
                                 const EmitOptions& options = {});
};

} // namespace cga
