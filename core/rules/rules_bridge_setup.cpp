// Spec section b.3, part 1: Megatron Bridge checks of comm_overlap.setup(), which runs before validate() and so
// still sees the raw scope spellings.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

bool overlapRequested(const EvalContext& ctx)
{
    const TrainingConfig& c = ctx.cfg;
    if (!c.isNull(F::CommOverlapMoeExpertParallelComm))
        return c.boolValue(F::CommOverlapMoeExpertParallelComm);
    return c.boolValue(F::ModelOverlapMoeExpertParallelComm);
}

void checkMb06(RuleRun& r)
{
    const EvalContext& ctx = r.ctx;
    const TrainingConfig& c = ctx.cfg;
    if (!ctx.userDelayWgrad)
        return;
    const QString teText = ctx.target.teVersion.isNull() ? QStringLiteral("unknown") : ctx.target.teVersion.toString();
    const Fix off = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn delayed wgrad off"),
                            {{F::CommOverlapDelayWgradCompute, false}});
    const Tri te27 = ctx.teAtLeast(2, 7);
    if (c.boolValue(F::OverlapGradReduce) && te27 != Tri::Yes) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::OverlapGradReduce});
        h.args << teText;
        markUnknownTe(h, te27);
        h.fixes << off;
    }
    if (c.boolValue(F::GradientAccumulationFusion) && te27 != Tri::Yes) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::GradientAccumulationFusion});
        h.variant = 1;
        h.args << teText;
        markUnknownTe(h, te27);
        h.fixes << off;
    }
    if (!overlapRequested(ctx)) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::CommOverlapMoeExpertParallelComm});
        h.variant = 2;
        h.fixes << off;
    }
    const QStringList& scopes = ctx.rawScopeUnion;
    const bool attn = scopes.contains(QLatin1String("attn"));
    const bool routerWithShared = scopes.contains(QLatin1String("moe_router"))
        && !c.isNull(F::MoeSharedExpertIntermediateSize) && !c.boolValue(F::MoeSharedExpertOverlap);
    if (!attn && !routerWithShared)
        return;
    const Tri te212 = ctx.teAtLeast(2, 12);
    if (te212 != Tri::Yes) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::CudaGraphModules});
        h.variant = 3;
        markUnknownTe(h, te212);
        h.fixes << off;
    }
    if (!c.boolValue(F::GradientAccumulationFusion)) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::GradientAccumulationFusion});
        h.variant = 4;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn gradient accumulation fusion on"),
                           {{F::GradientAccumulationFusion, true}})
                << off;
    }
    if (attn && (c.boolValue(F::AddBiasLinear) || c.boolValue(F::AddQkvBias))) {
        Hit& h = r.fire({F::CommOverlapDelayWgradCompute, F::AddBiasLinear, F::AddQkvBias});
        h.variant = 5;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn attention biases off"),
                           {{F::AddBiasLinear, false}, {F::AddQkvBias, false}})
                << off;
    }
}

void checkMb07(RuleRun& r)
{
    const EvalContext& ctx = r.ctx;
    const TrainingConfig& c = ctx.cfg;
    if (c.isNull(F::CommOverlapMoeExpertParallelComm) || !c.boolValue(F::CommOverlapMoeExpertParallelComm))
        return;
    const Fix off = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn EP overlap off"),
                            {{F::CommOverlapMoeExpertParallelComm, false}, {F::CommOverlapDelayWgradCompute, false}});
    auto fire = [&](int variant, std::initializer_list<FieldId> fields) -> Hit& {
        Hit& h = r.fire(fields);
        h.variant = variant;
        h.fixes << off;
        return h;
    };
    if (c.intValue(F::ExpertModelParallelSize, 1) <= 1)
        fire(0, {F::CommOverlapMoeExpertParallelComm, F::ExpertModelParallelSize});
    if (!ctx.isMoe())
        fire(1, {F::CommOverlapMoeExpertParallelComm, F::NumMoeExperts});
    const QString d = c.stringValue(F::MoeTokenDispatcherType);
    if (d != QLatin1String("alltoall") && d != QLatin1String("flex"))
        fire(2, {F::CommOverlapMoeExpertParallelComm, F::MoeTokenDispatcherType})
            .fixes.prepend(makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                                   {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}}));
    if (!c.boolValue(F::Bf16) && !c.boolValue(F::Fp16))
        fire(3, {F::CommOverlapMoeExpertParallelComm, F::Bf16})
            .fixes.prepend(makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Train in bf16"), {{F::Bf16, true}}));
    const Tri torch = ctx.torchAtLeast(2, 6);
    if (torch == Tri::No)
        fire(4, {F::CommOverlapMoeExpertParallelComm});
    if (c.intValue(F::PipelineModelParallelSize, 1) > 1 && c.isNull(F::VirtualPipelineModelParallelSize))
        fire(5, {F::CommOverlapMoeExpertParallelComm, F::VirtualPipelineModelParallelSize});
    if (c.stringValue(F::RecomputeGranularity) == QLatin1String("full"))
        fire(6, {F::CommOverlapMoeExpertParallelComm, F::RecomputeGranularity});
    if (!c.isNull(F::RecomputeMethod) || !c.isNull(F::RecomputeNumLayers))
        fire(7, {F::CommOverlapMoeExpertParallelComm, F::RecomputeMethod, F::RecomputeNumLayers});
    if (isSelective(c) && recomputeModules(c).contains(QLatin1String("moe")))
        fire(8, {F::CommOverlapMoeExpertParallelComm, F::RecomputeModules})
            .fixes.prepend(
                makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing moe"),
                        {{F::RecomputeModules, withoutItems(recomputeModules(c), {QStringLiteral("moe")})}}));
    if (c.boolValue(F::MoeSharedExpertOverlap))
        fire(9, {F::CommOverlapMoeExpertParallelComm, F::MoeSharedExpertOverlap})
            .fixes.prepend(makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn shared-expert overlap off"),
                                   {{F::MoeSharedExpertOverlap, false}}));
    if (c.intValue(F::MtpNumLayers, 0) > 1)
        fire(10, {F::CommOverlapMoeExpertParallelComm, F::MtpNumLayers});
}

} // namespace

// structure: data table
void addBridgeSetupRules(std::vector<RuleDef>& rules)
{
    // --- comm_overlap.setup(): runs before validate(), so it still sees raw scope spellings (COV L478-557) ---
    rules.push_back({
        .id = "MB-06",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::CommOverlapSetup,
        .source = "COV L520-557",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "comm_overlap.delay_wgrad_compute=True: needs TE >= 2.7 with overlap_grad_reduce or gradient "
            "accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or "
            "moe_router with non-overlapped shared experts) needs TE >= 2.12, gradient_accumulation_fusion and no "
            "attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl "
            "none."),
        .messages
        = {{.upstream
            = "TE version >= 2.7.0 is required for overlap_grad_reduce when usingdelay_wgrad_compute. Current TE "
              "version: %1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.")},
           {.upstream
            = "TE version >= 2.7.0 is required for gradient_accumulation_fusion when usingdelay_wgrad_compute. Current "
              "TE version: %1",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.")},
           {.upstream = "overlap_moe_expert_parallel_comm is required for delay_wgrad_compute",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.")},
           {.upstream = "CUDA graph with delay_wgrad_compute requires TE version >= 2.12.0.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer "
                "Engine 2.12 or newer.")},
           {.upstream
            = "CUDA graph with delay_wgrad_compute requires gradient_accumulation_fusion to be enabled. This is "
              "because default gradient accumulation does not use static memory addresses, which breaks CUDA graph "
              "requirements.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "A delayed weight gradient inside a graph must accumulate into static addresses: turn "
                                "gradient_accumulation_fusion on.")},
           {.upstream = "CUDA graph with delay_wgrad_compute does not support attention bias for now.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "With the attn scope and delayed weight gradients, linear and QKV biases must be off.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or turn delayed wgrad off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check = checkMb06,
    });

    rules.push_back({
        .id = "MB-07",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::CommOverlapSetup,
        .source = "COV L478-518",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP > 1, experts, the alltoall or flex "
            "dispatcher, bf16/fp16, torch >= 2.6, a virtual pipeline when PP > 1, no full recompute, no "
            "recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one "
            "MTP layer."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs expert_model_parallel_size > 1.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs an MoE model (num_moe_experts > 1).")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs the alltoall or flex dispatcher.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs bf16 or fp16 training.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs PyTorch 2.6 or newer.")},
           {.upstream = nullptr,
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap with pipeline parallelism needs a virtual pipeline size.")},
           {.upstream = "disable full recomputation when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot be combined with full recomputation.")},
           {.upstream = nullptr,
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs recompute_method and recompute_num_layers unset.")},
           {.upstream = "disable moe in recompute_modules when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot recompute the MoE block.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap supports at most one MTP layer.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or turn EP overlap off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check = checkMb07,
    });

    // Raised while the inputs are read: the recipe name is resolved in runtime_config_update, before anything else.
    rules.push_back({
        .id = "MB-27",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::CommOverlapSetup,
        .source = "training/mixed_precision.py L441-449; training/config.py L2012-2016",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "mixed_precision names a recipe Bridge has not registered."),
        .messages = {{.upstream = "Unknown mixed-precision recipe '%1'. Available recipes: %2.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Bridge looks the name up in its mixed-precision registry when the job starts and stops "
                          "with a ValueError: %1 is not one of its recipes.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Use one of the registered names, for example bf16_mixed or "
                                     "bf16_with_fp8_current_scaling_mixed, or write a mixed_precision: section."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
    });
}

} // namespace cga
