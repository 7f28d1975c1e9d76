// Spec section b.1, read from the code: TransformerConfig.__post_init__'s checks after the CUDA-graph block: the
// requirements of expert-parallel A2A overlap set on the model (TC L3002-3062, MC-61; the Bridge comm_overlap
// spelling is MB-07) and the layer limits of the inference-optimized implementation (TC L3153-3158, MC-62).
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

void checkEpOverlap(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!c.boolValue(F::ModelOverlapMoeExpertParallelComm) || r.ctx.hasDiagnostic("MB-07"))
        return;
    // Switched on through Bridge's comm_overlap section: MB-07 checks the same requirements there.
    if (r.ctx.target.isBridge() && !r.ctx.input.boolValue(F::ModelOverlapMoeExpertParallelComm)
        && r.ctx.input.boolValue(F::CommOverlapMoeExpertParallelComm))
        return;
    const FieldId on = F::ModelOverlapMoeExpertParallelComm;
    const Fix off = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn EP overlap off"),
                            {{on, false}, {F::ModelDelayWgradCompute, false}});
    const auto fire = [&](int variant, std::initializer_list<FieldId> fields) -> Hit& {
        Hit& h = r.fire(fields);
        h.variant = variant;
        h.fixes << off;
        return h;
    };
    if (const Tri t = r.ctx.torchAtLeast(2, 6); t != Tri::Yes)
        markUnknownTorch(fire(0, {on}), t);
    if (c.intValue(F::PipelineModelParallelSize, 1) > 1 && c.isNull(F::VirtualPipelineModelParallelSize))
        fire(1, {on, F::PipelineModelParallelSize, F::VirtualPipelineModelParallelSize});
    if (c.intValue(F::ExpertModelParallelSize, 1) <= 1)
        fire(2, {on, F::ExpertModelParallelSize});
    const QString d = c.stringValue(F::MoeTokenDispatcherType);
    if (d != QLatin1String("alltoall") && d != QLatin1String("flex"))
        fire(3, {on, F::MoeTokenDispatcherType})
            .fixes.prepend(makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                                   {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}}));
    if (c.stringValue(F::RecomputeGranularity) == QLatin1String("full"))
        fire(4, {on, F::RecomputeGranularity});
    if (!c.isNull(F::RecomputeMethod))
        fire(5, {on, F::RecomputeMethod});
    if (!c.isNull(F::RecomputeNumLayers))
        fire(6, {on, F::RecomputeNumLayers});
    if (recomputeModules(c).contains(QLatin1String("moe")))
        fire(7, {on, F::RecomputeModules});
    if (!c.boolValue(F::Bf16) && !c.boolValue(F::Fp16))
        fire(8, {on, F::Bf16, F::Fp16});
    if (c.boolValue(F::MoeSharedExpertOverlap))
        fire(9, {on, F::MoeSharedExpertOverlap});
    if (!c.isNull(F::MtpNumLayers) && c.intValue(F::MtpNumLayers) > 1)
        fire(10, {on, F::MtpNumLayers});
    if (d == QLatin1String("flex") && c.stringValue(F::MoeFlexDispatcherBackend) == QLatin1String("ncclep")
        && c.boolValue(F::FineGrainedActivationOffloading)
        && c.listValue(F::OffloadModules).contains(QLatin1String("expert_fc1")))
        fire(11, {on, F::OffloadModules});
}

} // namespace

// structure: data table
void addMcoreEpOverlapRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-61",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L3002-3062",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "model.overlap_moe_expert_parallel_comm without what it needs: PyTorch 2.6, a virtual pipeline with PP > "
            "1, EP > 1, the alltoall or flex dispatcher, no full recomputation, recompute_method or "
            "recompute_num_layers, no moe recompute, bf16/fp16, no shared-expert overlap, at most one MTP layer, no "
            "expert_fc1 offload with NCCL-EP."),
        .messages
        = {{.upstream = "A2A Overlap encounters hang issue with torch version < 2.6.0",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap hangs with PyTorch before 2.6.")},
           {.upstream = "If enabling EP A2A overlap, virtual_pipeline_model_parallel_size must be specified when "
                        "pipeline_model_parallel_size > 1",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap with pipeline parallelism needs a virtual pipeline size.")},
           {.upstream = "overlap_moe_expert_parallel_comm is only supported with expert model parallelism",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs expert_model_parallel_size > 1.")},
           {.upstream = "overlap_moe_expert_parallel_comm is supported with alltoall/flex token dispatcher",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "EP overlap needs the alltoall or flex dispatcher (the default is allgather).")},
           {.upstream = "disable full recomputation when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot be combined with full recomputation.")},
           {.upstream = "disable recomputation method when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs recompute_method unset.")},
           {.upstream = "recompute_num_layers must be None when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs recompute_num_layers unset.")},
           {.upstream = "disable moe in recompute_modules when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot recompute the MoE block.")},
           {.upstream = "overlap_moe_expert_parallel_comm is only supported with bf16 or fp16 model",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs bf16 or fp16 training.")},
           {.upstream = "disable moe_shared_expert_overlap when enabling overlap_moe_expert_parallel_comm",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.")},
           {.upstream = "MTP supports at most one layer when enabling overlap_moe_expert_parallel_comm.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap supports at most one MTP layer.")},
           {.upstream = "overlap_moe_expert_parallel_comm with ncclep does not support offloading 'expert_fc1': it "
                        "forces expert FC1 to save the raw bf16 input, which the overlap path eagerly frees.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "EP overlap with NCCL-EP cannot offload expert_fc1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or turn EP overlap off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkEpOverlap,
    });
}

// structure: data table
void addMcoreLateRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-62",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L3153-3158",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The inference-optimized implementation with LayerNorm, zero-centred LayerNorm weights or linear / QKV "
            "bias."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "transformer_impl inference_optimized needs normalization RMSNorm (the default is LayerNorm).")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "transformer_impl inference_optimized does not support layernorm_zero_centered_gamma.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "transformer_impl inference_optimized needs add_bias_linear off (it is on by default).")},
           {.upstream = nullptr,
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "transformer_impl inference_optimized needs add_qkv_bias off.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use RMSNorm without bias, or transformer_impl transformer_engine."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.stringValue(F::TransformerImpl) != QLatin1String("inference_optimized"))
                    return;
                const Fix te = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the Transformer Engine implementation"),
                                       {{F::TransformerImpl, QStringLiteral("transformer_engine")}});
                if (c.stringValue(F::Normalization) != QLatin1String("RMSNorm")) {
                    Hit& h = r.fire({F::TransformerImpl, F::Normalization});
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Normalize with RMSNorm"),
                                       {{F::Normalization, QStringLiteral("RMSNorm")}})
                            << te;
                }
                const std::pair<FieldId, int> flags[]
                    = {{F::LayernormZeroCenteredGamma, 1}, {F::AddBiasLinear, 2}, {F::AddQkvBias, 3}};
                for (const auto& [flag, variant] : flags) {
                    if (!c.boolValue(flag))
                        continue;
                    Hit& h = r.fire({F::TransformerImpl, flag});
                    h.variant = variant;
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the switch off"), {{flag, false}}) << te;
                }
            },
    });
}

} // namespace cga
