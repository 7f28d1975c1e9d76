// Spec section b.1, part 3: fine-grained offloading (MC-28..MC-33), dispatcher (MC-39), EP overlap and delayed
// wgrad (MC-34..MC-36), in source order.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

const QStringList kModuleNames{"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};

} // namespace

// structure: data table
void addMcoreFeatureRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-28",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2929-2939",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Fine-grained offloading with local graphs offloads modules other than expert_fc1, moe_act, "
            "fused_group_mlp."),
        .messages
        = {{.upstream = "fine-grained activation offloading with cuda_graph_impl='local' only supports offload_modules "
                        "'expert_fc1', 'moe_act', and 'fused_group_mlp'. Unsupported offload_modules: %1.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "With local graphs only expert activations can be offloaded; %1 cannot.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Offload only expert_fc1, moe_act or fused_group_mlp."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::Local || !c.boolValue(F::FineGrainedActivationOffloading))
                    return;
                const QStringList allowed{"expert_fc1", "moe_act", "fused_group_mlp"};
                const QStringList om = c.listValue(F::OffloadModules);
                QStringList bad;
                for (const QString& m : om)
                    if (!allowed.contains(m))
                        bad << m;
                if (bad.isEmpty())
                    return;
                Hit& h = r.fire({F::OffloadModules, F::CudaGraphImpl});
                h.args << joinQuoted(bad);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Offload only expert activations"),
                                   {{F::OffloadModules, withoutItems(om, bad)}});
            },
    });

    rules.push_back({
        .id = "MC-29",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2940-2943",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "Fine-grained offloading with local whole-layer graphs (empty scopes)."),
        .messages
        = {{.upstream = "fine-grained activation offloading with cuda_graph_impl='local' is not supported with "
                        "whole-layer CUDA graph capture.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "A whole-layer local graph would capture the offloaded tensors.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "List the scopes to capture, or use Transformer Engine graphs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::Local || r.ctx.fullIterationGraph()
                    || !r.ctx.cfg.boolValue(F::FineGrainedActivationOffloading) || !r.ctx.modules().isEmpty())
                    return;
                Hit& h = r.fire({F::FineGrainedActivationOffloading, F::CudaGraphModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs"),
                                   {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
            },
    });

    rules.push_back({
        .id = "MC-30",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2944-2959",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Fine-grained offloading with an implementation other than transformer_engine or full_iteration (local "
            "only for partial MoE offload with a partial scope)."),
        .messages
        = {{.upstream
            = "fine-grained activation offloading is only supported with transformer_engine CUDA graph implementation "
              "or local CUDA graph implementation with partial MoE offload. Local partial CUDA graphs are supported "
              "only for expert_fc1, moe_act, or fused_group_mlp offload when the full MoE module is not captured.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Fine-grained offloading works with Transformer Engine or full-iteration graphs; local graphs only "
                "for expert activations with a partial scope.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine or full-iteration graphs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || i == Impl::TransformerEngine || i == Impl::FullIteration
                    || !c.boolValue(F::FineGrainedActivationOffloading))
                    return;
                if (r.ctx.fullIterationGraph() && r.ctx.target.profile == McoreProfile::Legacy)
                    return;
                const QStringList allowed{"expert_fc1", "moe_act", "fused_group_mlp"};
                bool partialMoe = !r.ctx.modules().isEmpty() && !r.ctx.hasModule("moe");
                for (const QString& m : c.listValue(F::OffloadModules))
                    partialMoe = partialMoe && allowed.contains(m);
                if (i == Impl::Local && partialMoe)
                    return;
                Hit& h = r.fire({F::FineGrainedActivationOffloading, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs"),
                                   {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}});
            },
    });

    rules.push_back({
        .id = "MC-31",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2960-2962",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Fine-grained offloading with the moe scope (token-drop MoE)."),
        .messages = {{.upstream = "Token-drop MoE is temporarily not supported with activation offloading.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Capturing the whole drop-and-pad MoE block is not supported while activations are "
                          "offloaded.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Capture moe_router instead of moe, or turn offloading off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || !r.ctx.cfg.boolValue(F::FineGrainedActivationOffloading)
                    || !r.ctx.hasModule("moe"))
                    return;
                Hit& h = r.fire({F::FineGrainedActivationOffloading, F::CudaGraphModules});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop the moe scope"),
                                     withoutItems(r.ctx.modules(), {QStringLiteral("moe")}))
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn fine-grained offloading off"),
                                   {{F::FineGrainedActivationOffloading, false}});
            },
    });

    rules.push_back({
        .id = "MC-32",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2963-2966",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Fine-grained offloading with cuda_graph_warmup_steps <= 0."),
        .messages
        = {{.upstream = "cuda_graph_warmup_steps must be greater than 0 when enabling fine-grained activation "
                        "offloading.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Offloading sets up its buffers during eager warmup iterations, so at least one must run "
                "before capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set cuda_graph_warmup_steps to 1 or more."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || !r.ctx.cfg.boolValue(F::FineGrainedActivationOffloading)
                    || r.ctx.cfg.intValue(F::CudaGraphWarmupSteps, 3) > 0)
                    return;
                Hit& h = r.fire({F::CudaGraphWarmupSteps, F::FineGrainedActivationOffloading});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps (the default)"),
                                   {{F::CudaGraphWarmupSteps, 3}});
            },
    });

    rules.push_back({
        .id = "MC-33",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2967-2976",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Fine-grained offloading with full-iteration graphs and fine_grained_offloading_max_inflight_offloads "
            "unset or negative."),
        .messages
        = {{.upstream
            = "fine_grained_offloading_max_inflight_offloads must be a non-negative integer when using fine-grained "
              "activation offloading with full-iteration CUDA graphs",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "A full-iteration graph needs a fixed number of offloads in flight.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set fine_grained_offloading_max_inflight_offloads to 0 or more."),
        .frontEnds = FeAll,
        .profiles = PrCurrent,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::FullIteration || !c.boolValue(F::FineGrainedActivationOffloading))
                    return;
                if (!c.isNull(F::FineGrainedOffloadingMaxInflightOffloads)
                    && c.intValue(F::FineGrainedOffloadingMaxInflightOffloads) >= 0)
                    return;
                Hit& h = r.fire({F::FineGrainedOffloadingMaxInflightOffloads, F::FineGrainedActivationOffloading});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Allow one offload in flight"),
                                   {{F::FineGrainedOffloadingMaxInflightOffloads, 1}});
            },
    });

    rules.push_back({
        .id = "MC-39",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2978-2984",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The allgather dispatcher (the default, dense models too) with variable_seq_lengths (in-batch packing with "
            "PP > 1)."),
        .messages
        = {{.upstream
            = "Token dispatcher type: allgather does not support variable sequence length, please use alltoall "
              "dispatcher instead.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "The allgather dispatcher needs equal sequence lengths on every rank.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                // Checked for dense models too: allgather is the default dispatcher.
                if (!c.boolValue(F::VariableSeqLengths)
                    || c.stringValue(F::MoeTokenDispatcherType) != QLatin1String("allgather"))
                    return;
                Hit& h = r.fire({F::MoeTokenDispatcherType, F::VariableSeqLengths});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                                   {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
            },
    });

    addMcoreEpOverlapRules(rules); // TC L3002-3062 run between MC-39 and MC-34

    rules.push_back({
        .id = "MC-34",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L3063-3071",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Expert-parallel A2A overlap with Transformer Engine graphs capturing moe or mlp."),
        .messages
        = {{.upstream = "CUDA graph scope on moe and mlp is not supported with overlap_moe_expert_parallel_comm",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "EP overlap splits the MLP/MoE part into fine-grained pieces that a graph of the whole "
                                "block cannot contain.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Capture attn/moe_router/moe_preprocess only, or turn EP overlap off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine
                    || !r.ctx.cfg.boolValue(F::ModelOverlapMoeExpertParallelComm)
                    || !(r.ctx.hasModule("moe") || r.ctx.hasModule("mlp")))
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::ModelOverlapMoeExpertParallelComm});
                QStringList m = withoutItems(r.ctx.modules(), {QStringLiteral("moe"), QStringLiteral("mlp")});
                if (r.ctx.isMoe())
                    m = withItems(m, {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
                if (!m.isEmpty())
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture only what EP overlap allows"),
                                         m);
            },
    });

    rules.push_back({
        .id = "MC-35",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L3074-3077",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "delay_wgrad_compute without overlap_moe_expert_parallel_comm."),
        .messages
        = {{.upstream = "overlap_moe_expert_parallel_comm must be enabled when enabling delay_wgrad_compute",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Delayed weight gradients are scheduled by the EP overlap; without it they never run.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn EP overlap on, or delayed wgrad off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::ModelDelayWgradCompute) || c.boolValue(F::ModelOverlapMoeExpertParallelComm))
                    return;
                if (r.ctx.userDelayWgrad && r.ctx.target.isBridge())
                    return; // Bridge reports the same requirement first (MB-06c)
                Hit& h = r.fire({F::ModelDelayWgradCompute, F::ModelOverlapMoeExpertParallelComm});
                const bool viaCommOverlap = !r.ctx.input.isNull(F::CommOverlapDelayWgradCompute);
                h.fixes << makeFix(
                    QT_TRANSLATE_NOOP("cga::Rules", "Turn delayed wgrad off"),
                    {{viaCommOverlap ? F::CommOverlapDelayWgradCompute : F::ModelDelayWgradCompute, false}});
            },
    });

    rules.push_back({
        .id = "MC-36",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L3078-3082",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "delay_wgrad_compute with Transformer Engine graphs and TE older than 2.10."),
        .messages
        = {{.upstream = "TE version >= 2.10.0 is required for delay_wgrad_compute with partial cuda graph",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Delayed weight gradients inside Transformer Engine graphs need TE 2.10 or newer.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine to 2.10 or newer, or turn delayed wgrad off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.cfg.boolValue(F::ModelDelayWgradCompute) || r.ctx.impl() != Impl::TransformerEngine)
                    return;
                const Tri t = r.ctx.teAtLeast(2, 10);
                if (t == Tri::Yes)
                    return;
                Hit& h = r.fire({F::ModelDelayWgradCompute, F::CudaGraphImpl});
                markUnknownTe(h, t);
                const bool viaCommOverlap = !r.ctx.input.isNull(F::CommOverlapDelayWgradCompute);
                h.fixes << makeFix(
                    QT_TRANSLATE_NOOP("cga::Rules", "Turn delayed wgrad off"),
                    {{viaCommOverlap ? F::CommOverlapDelayWgradCompute : F::ModelDelayWgradCompute, false}});
            },
    });

    // Before May 2026 cuda_graph_modules did not exist, and local allowed only full_iteration or whole layers.
}

} // namespace cga
