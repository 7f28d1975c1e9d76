// Spec section b.6, part 2: advisory items for reported upstream issues and recipe conventions (pain-points.md,
// spec a.6, e.5, f.2) that no upstream code enforces: version-bound bugs, host syncs in captured steps, layouts the
// recipes use. Ids ADV-10..ADV-22.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

} // namespace

// structure: data table
void addAdvisoryIssueRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "ADV-10",
        .severity = Severity::Warning,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "PP-12 (TE#3051, TE PR#3065)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses "
            "expert and router gradients during replay."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in "
                          "FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.isMoe() || c.isNull(F::Fp8))
                    return;
                const Tri t = r.ctx.teAtLeast(2, 16);
                if (t == Tri::Yes)
                    return;
                Hit& h = r.fire({F::Fp8, F::CudaGraphImpl});
                if (t == Tri::Unknown)
                    h.severity = Severity::Info;
            },
    });

    rules.push_back({
        .id = "ADV-11",
        .severity = Severity::Error,
        .phase = Phase::Capture,
        .stage = Stage::Advice,
        .source = "PP-21 (MB PR#5788)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The parameter gather is launched from the optimizer step, outside the captured "
                          "iteration, so full-iteration capture fails. Keep plain overlap_param_gather.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn overlap_param_gather_with_optimizer_step off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                fireWhenOnInFullIteration(r, F::OverlapParamGatherWithOptimizerStep,
                                          QT_TRANSLATE_NOOP("cga::Rules", "Gather parameters with plain overlap"));
            },
    });

    rules.push_back({
        .id = "ADV-12",
        .severity = Severity::Error,
        .phase = Phase::Capture,
        .stage = Stage::Advice,
        .source = "PP-20 (MLM#5889, PR#7407)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step)."),
        .messages = {{.upstream = "CUDA error: operation not permitted when stream is capturing",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Counting zero gradients reads a value on the host inside optimizer.step, which cannot be "
                          "captured.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn log_num_zeros_in_grad off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::OptimizerCudaGraph) || !c.boolValue(F::LogNumZerosInGrad))
                    return;
                Hit& h = r.fire({F::OptimizerCudaGraph, F::LogNumZerosInGrad});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop counting zero gradients"),
                                   {{F::LogNumZerosInGrad, false}});
            },
    });

    rules.push_back({
        .id = "ADV-13",
        .severity = Severity::Warning,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "PP-11 (MLM#5966)",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 "
                            "iterations were reported (root cause unconfirmed)."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "This combination (attn graphs + EP overlap) was reported to blow up the gradient "
                          "norm after about 80 iterations. Compare loss and grad norm against an eager run "
                          "for the first hundred iterations.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Compare against eager early, or drop attn from the scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.hasModule("attn")
                    || !r.ctx.cfg.boolValue(F::ModelOverlapMoeExpertParallelComm))
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::ModelOverlapMoeExpertParallelComm});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop attn"),
                                     withoutItems(r.ctx.modules(), {QStringLiteral("attn")}));
            },
    });

    rules.push_back({
        .id = "ADV-14",
        .severity = Severity::Warning,
        .phase = Phase::Replay,
        .stage = Stage::Advice,
        .source = "PP-14 (TE#3316)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "NVFP4 with the mamba scope: an illegal memory access in the first backward after validation "
            "was reported; MXFP8 or dropping mamba worked."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access "
                          "after validation; switch to MXFP8 or drop mamba from the scopes.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use MXFP8, or drop mamba."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::TransformerEngine || c.isNull(F::Fp4))
                    return;
                if (!(r.ctx.hasModule("mamba")
                      || (r.ctx.modules().isEmpty() && ModelProvider::hasMambaLayers(r.ctx.provider))))
                    return;
                Hit& h = r.fire({F::Fp4, F::CudaGraphModules});
                const QStringList rest = withoutItems(r.ctx.modules(), {QStringLiteral("mamba")});
                if (!rest.isEmpty())
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop mamba"), rest);
            },
    });

    rules.push_back({
        .id = "ADV-15",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Advice,
        .source = "spec f.2 (gpt_oss/common.py); MLM-12",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cpu_offloading_num_layers > 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it "
            "would switch offloading on and conflict with per-layer graphs."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same "
                          "value on the Megatron-LM command line would turn offloading on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set cpu_offloading_num_layers to 0."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.intValue(F::CpuOffloadingNumLayers) <= 0 || c.boolValue(F::CpuOffloading))
                    return;
                Hit& h = r.fire({F::CpuOffloadingNumLayers, F::CpuOffloading});
                h.args << QString::number(c.intValue(F::CpuOffloadingNumLayers));
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Set it to 0"), {{F::CpuOffloadingNumLayers, 0}});
            },
    });

    rules.push_back({
        .id = "ADV-22",
        .severity = Severity::Warning,
        .phase = Phase::Rco,
        .stage = Stage::Advice,
        .source = "megatron/core/transformer/transformer_config.py:1884; MC-37",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cpu_offloading is True with cpu_offloading_num_layers = 0: no layer is offloaded, yet offloading's "
            "constraints still apply."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "cpu_offloading=True offloads no layer while cpu_offloading_num_layers is 0, but Megatron-Core "
                "still applies what offloading forbids: pipeline parallelism, activation recomputation, "
                "fine-grained offloading and per-layer CUDA graphs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn cpu_offloading off, or set the number of layers to offload."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::CpuOffloading) || c.intValue(F::CpuOffloadingNumLayers) != 0)
                    return;
                Hit& h = r.fire({F::CpuOffloading, F::CpuOffloadingNumLayers});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn legacy CPU offloading off"),
                                   {{F::CpuOffloading, false}});
            },
    });

    rules.push_back({
        .id = "ADV-16",
        .severity = Severity::Info,
        .phase = Phase::Provide,
        .stage = Stage::Advice,
        .source = "spec f.2 anomaly; MB-05; MB-18",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG "
            "flags off: the run uses Megatron-Core's graph-safe RNG instead."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "This provider does not check the TE RNG tracker; the run will use Megatron-Core's graph-safe "
                "RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other "
                "recipes.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn both TE RNG flags on."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (ModelProvider::enforcesTeRngTracker(r.ctx.provider) || !r.ctx.graphsOn()
                    || r.ctx.impl() == Impl::Invalid)
                    return;
                if (c.boolValue(F::UseTeRngTracker) || c.boolValue(F::RngTeRngTracker))
                    return;
                Hit& h = r.fire({F::UseTeRngTracker, F::RngTeRngTracker});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the TE RNG tracker on (both flags)"),
                                   {{F::UseTeRngTracker, true}, {F::RngTeRngTracker, true}});
            },
    });

    rules.push_back({
        .id = "ADV-17",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Advice,
        .source = "PP-23 (arguments.py)",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Hierarchical (hybrid) context parallelism with CUDA graphs."),
        .messages = {{.upstream = "Hybrid context parallelism not supported with CUDA Graph",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Hybrid context parallelism changes communication patterns that graphs cannot capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use plain context parallelism, or turn graphs off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::HierarchicalContextParallelSizes)
                    || c.listValue(F::HierarchicalContextParallelSizes).isEmpty() || !r.ctx.graphsOn())
                    return;
                Hit& h = r.fire({F::HierarchicalContextParallelSizes, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use plain context parallelism"),
                                   {{F::HierarchicalContextParallelSizes, nullValue()}});
            },
    });

    rules.push_back({
        .id = "ADV-18",
        .severity = Severity::Warning,
        .phase = Phase::Capture,
        .stage = Stage::Advice,
        .source = "PP-06 (MLM PR#6022)",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "Full-iteration graphs on a dropless MoE without a per-rank expert capacity "
                                       "(moe_expert_rank_capacity_factor): "
                                       "the dispatcher's device-to-host sync breaks capture."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use "
                "HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs "
                "with the host during capture.")}},
        .fixHint = QT_TRANSLATE_NOOP(
            "cga::Rules", "Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.fullIterationGraph() || !r.ctx.isMoe() || r.ctx.dropAndPad()
                    || !c.isNull(F::MoeExpertRankCapacityFactor))
                    return;
                Hit& h = r.fire({F::MoeExpertRankCapacityFactor, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use a per-rank expert capacity of 1.5"),
                                   {{F::MoeExpertRankCapacityFactor, 1.5},
                                    {F::MoeTokenDispatcherType, QStringLiteral("flex")},
                                    {F::MoeFlexDispatcherBackend, QStringLiteral("hybridep")},
                                    {F::UseTransformerEngineOpFuser, true}});
            },
    });

    rules.push_back({
        .id = "ADV-19",
        .severity = Severity::Info,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "spec e.5",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Graphs on and logger.log_interval > 1: each log line averages several iterations, so the "
                            "capture step contaminates one interval and eager/replay cannot be separated."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log "
                          "shows eager, capture and replay iterations apart.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set logger.log_interval=1."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid || r.ctx.cfg.intValue(F::LogInterval, 100) <= 1)
                    return;
                Hit& h = r.fire({F::LogInterval});
                h.args << QString::number(r.ctx.cfg.intValue(F::LogInterval, 100));
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Log every iteration"), {{F::LogInterval, 1}});
            },
    });

    rules.push_back({
        .id = "ADV-20",
        .severity = Severity::Warning,
        .phase = Phase::Replay,
        .stage = Stage::Advice,
        .source = "PP-13 (MB PR#3076)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration "
            "graphs: the first replay gathered zeros on older Bridge."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "This combination gave a zero gradient norm and a wrong loss on the first replayed iteration "
                          "before the Bridge fix; check the first iterations after capture.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.fullIterationGraph() || !c.boolValue(F::Fp8ParamGather)
                    || !c.boolValue(F::ReuseGradBufForMxfp8ParamAg) || !c.boolValue(F::OverlapParamGather))
                    return;
                Hit& h = r.fire({F::Fp8ParamGather, F::ReuseGradBufForMxfp8ParamAg, F::OverlapParamGather});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not reuse the gradient buffer"),
                                   {{F::ReuseGradBufForMxfp8ParamAg, false}});
            },
    });

    rules.push_back({
        .id = "ADV-21",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Advice,
        .source = "spec a.6 (TC docstring)",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "fp8_recipe=mxfp8 on a GPU older than Blackwell."),
        .messages = {{.upstream = nullptr,
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules", "MXFP8 needs Blackwell-class GPUs; %1 does not support it.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use the tensorwise or delayed FP8 recipe on Hopper."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const GpuInfo& g = r.ctx.target.gpu;
                if (c.isNull(F::Fp8) || c.stringValue(F::Fp8Recipe) != QLatin1String("mxfp8") || !g.knownCapability()
                    || g.isBlackwellOrLater())
                    return;
                Hit& h = r.fire({F::Fp8Recipe});
                h.args << g.displayName();
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the tensorwise FP8 recipe"),
                                   {{F::Fp8Recipe, QStringLiteral("tensorwise")}});
            },
    });
}

} // namespace cga
