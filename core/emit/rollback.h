#pragma once

#include "model/targetcontext.h"
#include "model/trainingconfig.h"
#include "rules/diagnostic.h"

#include <QCoreApplication>
#include <QStringList>

namespace cga {

// The same run with CUDA graphs off, for going back with one paste and for the eager side of an A/B:
// - cuda_graph_impl none, scopes cleared (Bridge clears them too, MB-01), deprecated graph flags off;
// - settings that only graphs needed are restored: both TE RNG flags off (as the perf harness does for eager runs,
//   PH-04), vision graphs off, the optimizer graph off, Megatron-FSDP graph mode off, delay_offload_until_cuda_graph
//   off; the NaN checks back on when only full-iteration graphs had turned them off (a config without the perf
//   recipes' benchmark settings of PH-15: 50 iterations, log every iteration, large-grad check off);
// - everything else is kept, environment included (harmless without graphs, and the A/B then differs in the graphs
//   only); cuda_graph_warmup_steps is kept (ignored without graphs).
class Rollback
{
    Q_DECLARE_TR_FUNCTIONS(cga::Rollback)

public:
    struct Result
    {
        TrainingConfig config;
        QList<FieldChange> changes; // what differs from the input, in application order
        QStringList reasons; // translated, one per change group
    };

    static Result make(const TrainingConfig& input, const TargetContext& target);
    // True when the config carries the perf recipes' benchmark settings (PH-15).
    static bool looksLikeBenchmark(const TrainingConfig& cfg);
};

} // namespace cga
