#pragma once

#include "emit/emitter.h"

namespace cga {

// A Slurm batch script that runs the eager-against-graph A/B on a cluster (EmitOptions::sbatch): the eager baseline
// (the rollback variant, see Rollback) and the graph variant (the configuration itself) with the same shapes and the
// same rng.seed, as two steps of one job or as a two-task job array, each writing a named log (eager.log,
// graph.log in the log folder), then `cga report eager.log graph.log` to chart them. The variants are passed as
// --config-file YAML written next to the logs, as Hydra overrides, or as perf-harness arguments
// (SbatchOptions::Variants), each produced by the matching emitter and so proven valid. The configuration's
// environment is exported before the steps, since a cluster profile's exports would otherwise win over env_vars.
// Every value is quoted with ShellWords::quote; #SBATCH values, which sbatch reads without a shell, must be plain
// words (SbatchEmitter::checkOptions).
class SbatchEmitter : public Emitter
{
    Q_DECLARE_TR_FUNCTIONS(cga::SbatchEmitter)

public:
    EmitFormat format() const override { return EmitFormat::Sbatch; }
    FrontEnd frontEnd(const TargetContext& target) const override { return target.frontEnd; }
    std::optional<ReadBack> readBack(const QString&, const TargetContext&, const EmitOptions&) const override
    {
        return std::nullopt; // its parts are proven by their own emitters
    }

    // Empty when the options can be written; otherwise one translated sentence naming the bad option.
    static QString checkOptions(const SbatchOptions& options);
    // GPUs per node of a perf-harness GPU name (spec c.1 NUM_GPUS_PER_NODE_MAP: h100/b200/b300 8, gb200/gb300/vr200
    // 4, r100 1); 8 for anything else.
    static int gpusPerNode(const QString& gpu);
    // Options for a run of numGpus GPUs of that kind: nodes and GPUs per node filled in, the rest default.
    static SbatchOptions defaultsFor(const QString& gpu, int numGpus);

protected:
    EmitResult render(const EmitPlan& plan, const EmitOptions& options) const override;
};

} // namespace cga
