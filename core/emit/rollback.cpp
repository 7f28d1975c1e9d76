#include "emit/rollback.h"

#include "emit/emitplan.h"
#include "rules/rule.h"
#include "rules/rulesengine.h"

namespace cga {

using F = FieldId;

bool Rollback::looksLikeBenchmark(const TrainingConfig& cfg)
{
    return cfg.intValue(F::TrainIters, -1) == 50 && cfg.intValue(F::LogInterval, -1) == 1
        && !cfg.boolValue(F::CheckForLargeGrads);
}

Rollback::Result Rollback::make(const TrainingConfig& input, const TargetContext& target)
{
    Result r;
    r.config = input;
    const TrainingConfig normalized = EmitPlan::normalize(input, target);
    const QString impl = normalized.stringValue(F::CudaGraphImpl);
    const bool fullIteration = impl == QLatin1String("full_iteration")
        || (impl == QLatin1String("local")
            && normalized.listValue(F::CudaGraphModules).contains(QLatin1String("full_iteration")));

    auto set = [&r](FieldId id, const QVariant& v) {
        r.config.set(id, v);
        r.changes << change(id, v);
    };

    set(F::CudaGraphImpl, QStringLiteral("none"));
    if (target.profile == McoreProfile::Legacy) {
        if (input.isSet(F::CudaGraphScope) || input.isSet(F::CudaGraphModules))
            set(F::CudaGraphScope, QStringList{});
        if (input.isSet(F::CudaGraphModules)) {
            r.config.unset(F::CudaGraphModules);
            r.changes << change(F::CudaGraphModules, nullValue());
        }
    } else {
        if (input.isSet(F::CudaGraphScope) || input.isSet(F::CudaGraphModules)) {
            set(F::CudaGraphModules, QStringList{});
            set(F::CudaGraphScope, nullValue());
        }
    }
    for (FieldId flag : {F::EnableCudaGraph, F::ExternalCudaGraph})
        if (input.boolValue(flag))
            set(flag, false);
    r.reasons << Rollback::tr("cuda_graph_impl=none: every iteration runs eagerly; the scopes are cleared.");

    if (normalized.boolValue(F::UseTeRngTracker) || normalized.boolValue(F::RngTeRngTracker)) {
        set(F::UseTeRngTracker, false);
        set(F::RngTeRngTracker, false);
        r.reasons << Rollback::tr("Both TE RNG flags off: only graphs need the graph-safe tracker (MB-05); the perf "
                                  "harness turns them off for eager runs too (PH-04).");
    }
    if (input.stringValue(F::VisionCudaGraphImpl) != QLatin1String("none")) {
        set(F::VisionCudaGraphImpl, QStringLiteral("none"));
        r.reasons << Rollback::tr("Vision-encoder graphs off.");
    }
    if (input.boolValue(F::OptimizerCudaGraph)) {
        set(F::OptimizerCudaGraph, false);
        r.reasons << Rollback::tr("The optimizer CUDA graph off.");
    }
    if (input.boolValue(F::MegatronFsdpCudaGraphMode)) {
        set(F::MegatronFsdpCudaGraphMode, false);
        r.reasons << Rollback::tr("Megatron-FSDP graph mode off.");
    }
    if (input.boolValue(F::DelayOffloadUntilCudaGraph)) {
        set(F::DelayOffloadUntilCudaGraph, false);
        r.reasons << Rollback::tr("Offloading no longer waits for a graph replay that never comes.");
    }
    if (fullIteration && !looksLikeBenchmark(input)) {
        bool restored = false;
        if (!input.boolValue(F::CheckForNanInLoss)) {
            set(F::CheckForNanInLoss, true);
            restored = true;
        }
        if (input.isSet(F::CheckForNanInGrad) && !input.boolValue(F::CheckForNanInGrad)) {
            set(F::CheckForNanInGrad, true);
            restored = true;
        }
        if (restored)
            r.reasons << Rollback::tr("NaN checks back on: full-iteration graphs had required them off (MB-03, "
                                      "ADV-02).");
    }
    if (!input.env().isEmpty())
        r.reasons << Rollback::tr("Environment kept as it is: harmless without graphs, and the A/B then differs in "
                                  "the graphs only.");
    return r;
}

} // namespace cga
