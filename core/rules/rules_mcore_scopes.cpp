// Spec section b.1, part 2: scopes against the model (MC-14..MC-21) and recomputation inside graphs (MC-22..MC-27).
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

const QStringList kModuleNames{"attn", "mlp", "moe", "moe_router", "moe_preprocess", "mamba"};

} // namespace

// structure: data table
void addMcoreScopeRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-14",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2800-2801",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Legacy CPU offloading with per-layer graphs (local or transformer_engine). Full-iteration graphs are "
            "exempt on current Megatron-Core."),
        .messages
        = {{.upstream = "CUDA graphs not supported with CPU offloading.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Offloading moves tensors to the host and back, so their addresses change; a per-layer graph would "
                "replay with stale addresses.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn CPU offloading off, or use full-iteration graphs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || i == Impl::FullIteration
                    || !r.ctx.cfg.boolValue(F::CpuOffloading))
                    return;
                Hit& h = r.fire({F::CpuOffloading, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn legacy CPU offloading off"),
                                   {{F::CpuOffloading, false}});
                if (r.ctx.target.profile != McoreProfile::Legacy)
                    h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
            },
    });

    rules.push_back({
        .id = "MC-15",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2805-2815",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "With the local implementation, moe_router and moe_preprocess are always captured together."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "The local implementation added %1 to the captured scopes (moe_router and "
                                             "moe_preprocess go together).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "List both moe_router and moe_preprocess."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::Local)
                    return;
                const QStringList m = r.ctx.modules();
                const bool router = m.contains(QLatin1String("moe_router"));
                const bool pre = m.contains(QLatin1String("moe_preprocess"));
                if (router == pre)
                    return;
                const QString added = router ? QStringLiteral("moe_preprocess") : QStringLiteral("moe_router");
                r.ctx.cfg.set(F::CudaGraphModules, withItems(m, {added}));
                Hit& h = r.fire({F::CudaGraphModules});
                h.args << added;
            },
    });

    rules.push_back({
        .id = "MC-16",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2817-2820",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Per-layer graphs with both moe and moe_router scopes."),
        .messages
        = {{.upstream = "cuda_graph_modules must not contain both moe and moe_router.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "moe captures the whole MoE block, which already contains the router; choose one.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Keep moe (drop-and-pad) or moe_router (dropless)."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.perLayer() || !r.ctx.hasModule("moe") || !r.ctx.hasModule("moe_router"))
                    return;
                const QStringList m = r.ctx.modules();
                Hit& h = r.fire({F::CudaGraphModules});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Keep moe_router, drop moe"),
                                     withoutItems(m, {QStringLiteral("moe")}))
                        << scopesFix(r.ctx,
                                     QT_TRANSLATE_NOOP("cga::Rules", "Keep moe, drop moe_router and moe_preprocess"),
                                     withoutItems(m, {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}));
            },
    });

    rules.push_back({
        .id = "MC-17",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2821-2824",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "moe_preprocess without moe_router (Transformer Engine graphs)."),
        .messages = {{.upstream = "moe_preprocess cuda graph is only supported with moe_router cuda graph.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The preprocess graph consumes the router graph's outputs, so it needs moe_router too.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Add moe_router or drop moe_preprocess."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.perLayer() || !r.ctx.hasModule("moe_preprocess") || r.ctx.hasModule("moe_router"))
                    return;
                const QStringList m = r.ctx.modules();
                Hit& h = r.fire({F::CudaGraphModules});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Add moe_router"),
                                     withItems(m, {QStringLiteral("moe_router")}))
                        << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop moe_preprocess"),
                                     withoutItems(m, {QStringLiteral("moe_preprocess")}));
            },
    });

    rules.push_back({
        .id = "MC-18",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2825-2829",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "A dense model (num_moe_experts unset or 1) with the moe or moe_router scope."),
        .messages = {{.upstream = "moe cuda graph is only supported for MoE.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "The model has no experts, so there is no MoE block to capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove the MoE scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.perLayer() || r.ctx.isMoe() || !(r.ctx.hasModule("moe") || r.ctx.hasModule("moe_router")))
                    return;
                QStringList m = withoutItems(
                    r.ctx.modules(),
                    {QStringLiteral("moe"), QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
                if (m.isEmpty())
                    m = QStringList{QStringLiteral("attn")};
                Hit& h = r.fire({F::CudaGraphModules, F::NumMoeExperts});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove the MoE scopes"), m);
            },
    });

    rules.push_back({
        .id = "MC-19",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2831-2837",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "An MoE model without dense layers (moe_layer_freq 1, or a list without 0) with the mlp scope."),
        .messages = {{.upstream = "mlp cuda graph is only supported for dense layers, but not found in the model.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Every layer is an MoE layer, so there is no dense MLP to capture; use moe_router (dropless) "
                          "or moe (drop-and-pad).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove mlp from the scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.perLayer() || !r.ctx.isMoe() || r.ctx.hasDenseLayers() || !r.ctx.hasModule("mlp"))
                    return;
                QStringList m = withoutItems(r.ctx.modules(), {QStringLiteral("mlp")});
                Hit& h = r.fire({F::CudaGraphModules, F::MoeLayerFreq});
                if (m.isEmpty() || (!m.contains(QLatin1String("moe")) && !m.contains(QLatin1String("moe_router"))))
                    h.fixes << scopesFix(
                        r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the router instead of mlp"),
                        withItems(m, {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}));
                if (!m.isEmpty())
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Remove mlp"), m);
            },
    });

    rules.push_back({
        .id = "MC-20",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2838-2844",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "The moe scope on a dropless MoE (no capacity factor, or no padding to capacity)."),
        .messages
        = {{.upstream = "moe cuda graph is only supported with drop-padding MoE.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Dropless routing gives each expert a different number of tokens every step (data-dependent shapes "
                "and a device-to-host sync), which a graph cannot capture.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Capture moe_router and moe_preprocess instead, or switch to drop-and-pad."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.perLayer() || !r.ctx.isMoe() || r.ctx.dropAndPad() || !r.ctx.hasModule("moe"))
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::MoeExpertCapacityFactor, F::MoePadExpertInputToCapacity});
                h.fixes << scopesFix(
                    r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the router and preprocess instead of moe"),
                    withItems(withoutItems(r.ctx.modules(), {QStringLiteral("moe")}),
                              {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}))
                        << makeFix(
                               QT_TRANSLATE_NOOP("cga::Rules", "Switch to drop-and-pad routing (capacity 1.0, padded)"),
                               {{F::MoeExpertCapacityFactor, 1.0}, {F::MoePadExpertInputToCapacity, true}});
            },
    });

    rules.push_back({
        .id = "MC-21",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2845-2852",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "moe_preprocess with the alltoall dispatcher and token dropping without padding (capacity factor set, or "
            "moe_router_padding_for_fp8)."),
        .messages
        = {{.upstream
            = "moe_preprocess cuda graph is not supported when there are DtoH copies and synchronizations in the "
              "preprocess step.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With token dropping but no padding, alltoall preprocessing copies token counts to the host and "
                "synchronizes, which cannot be captured.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Drop moe_preprocess, or pad expert inputs to capacity."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.perLayer() || !r.ctx.isMoe() || r.ctx.dropAndPad() || !r.ctx.hasModule("moe_preprocess"))
                    return;
                if (c.stringValue(F::MoeTokenDispatcherType) != QLatin1String("alltoall"))
                    return;
                if (!r.ctx.hasCapacityFactor() && !c.boolValue(F::MoeRouterPaddingForFp8))
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::MoeTokenDispatcherType, F::MoeExpertCapacityFactor,
                                 F::MoeRouterPaddingForFp8});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop moe_preprocess"),
                                     withoutItems(r.ctx.modules(), {QStringLiteral("moe_preprocess")}));
                if (r.ctx.hasCapacityFactor())
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad expert inputs to capacity"),
                                       {{F::MoePadExpertInputToCapacity, true}});
            },
    });

    rules.push_back({
        .id = "MC-22",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2853-2858",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Full activation recomputation with per-layer graphs (local or transformer_engine, any scope)."),
        .messages = {{.upstream = "full recompute is only supported with full iteration CUDA graph.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Full recomputation re-runs whole layers in the backward pass outside any per-layer "
                          "graph; only a full-iteration graph can contain it.")}},
        .fixHint = QT_TRANSLATE_NOOP(
            "cga::Rules", "Use full-iteration graphs, or selective recomputation outside the graphed modules."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || r.ctx.fullIterationGraph())
                    return;
                if (r.ctx.cfg.stringValue(F::RecomputeGranularity) != QLatin1String("full"))
                    return;
                Hit& h = r.fire({F::RecomputeGranularity, F::CudaGraphImpl});
                h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"))
                        << makeFix(
                               QT_TRANSLATE_NOOP("cga::Rules", "Recompute selectively, outside the graphed modules"),
                               {{F::RecomputeGranularity, QStringLiteral("selective")},
                                {F::RecomputeMethod, nullValue()},
                                {F::RecomputeNumLayers, nullValue()},
                                {F::RecomputeModules, recomputeOutsideGraphs(r.ctx)}});
            },
    });

    rules.push_back({
        .id = "MC-23",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2863-2869",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Transformer Engine graphs capture moe_router while selective recomputation recomputes moe."),
        .messages
        = {{.upstream = "moe recompute is not supported with moe_router CUDA graph with: ",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Recomputing the MoE block would re-run the captured router outside its graph.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing moe, or stop capturing moe_router."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::TransformerEngine || !isSelective(c) || !r.ctx.hasModule("moe_router"))
                    return;
                const QStringList rm = recomputeModules(c);
                if (!rm.contains(QLatin1String("moe")))
                    return;
                Hit& h = r.fire({F::RecomputeModules, F::CudaGraphModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing moe"),
                                   {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("moe")})}});
                const QStringList rest
                    = withoutItems(r.ctx.modules(), {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
                if (!rest.isEmpty())
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Stop capturing the router"), rest);
            },
    });

    rules.push_back({
        .id = "MC-24",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2874-2885",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Selective recomputation of core_attn with attention dropout while attention is graphed."),
        .messages
        = {{.upstream = "attention dropout is not supported with graphed attention recomputation.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "A recomputed region that is graphed cannot contain random numbers: dropout would differ between the "
                "forward pass and its recomputation.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set attention_dropout to 0, or stop recomputing core_attn."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid || !isSelective(c)
                    || c.floatValue(F::AttentionDropout) == 0.0)
                    return;
                const QStringList rm = recomputeModules(c);
                if (!rm.contains(QLatin1String("core_attn")) || !r.ctx.attentionGraphed())
                    return;
                Hit& h = r.fire({F::AttentionDropout, F::RecomputeModules, F::CudaGraphModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Set attention_dropout to 0"),
                                   {{F::AttentionDropout, 0.0}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing core_attn"),
                                   {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("core_attn")})}});
            },
    });

    rules.push_back({
        .id = "MC-25",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2886-2899",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Selective recomputation of mlp or moe with hidden dropout while that block is graphed."),
        .messages
        = {{.upstream = "hidden dropout is not supported with graphed MLP/MoE recomputation.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "A recomputed region that is graphed cannot contain random numbers: hidden dropout would differ "
                "between the forward pass and its recomputation.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set hidden_dropout to 0, or stop recomputing the graphed block."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || !isSelective(c) || c.floatValue(F::HiddenDropout) == 0.0)
                    return;
                const QStringList rm = recomputeModules(c);
                const bool whole = r.ctx.fullIterationGraph() || r.ctx.modules().isEmpty();
                const bool mlpHit = rm.contains(QLatin1String("mlp")) && (whole || r.ctx.hasModule("mlp"));
                const bool moeHit = rm.contains(QLatin1String("moe")) && (whole || r.ctx.hasModule("moe"));
                if (!mlpHit && !moeHit)
                    return;
                Hit& h = r.fire({F::HiddenDropout, F::RecomputeModules, F::CudaGraphModules});
                QStringList drop;
                if (mlpHit)
                    drop << QStringLiteral("mlp");
                if (moeHit)
                    drop << QStringLiteral("moe");
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Set hidden_dropout to 0"),
                                   {{F::HiddenDropout, 0.0}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing the graphed block"),
                                   {{F::RecomputeModules, withoutItems(rm, drop)}});
            },
    });

    rules.push_back({
        .id = "MC-26",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2900-2906",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Selective recomputation of moe with moe_input_jitter_eps while the MoE block is graphed."),
        .messages
        = {{.upstream = "moe_input_jitter_eps is not supported with graphed moe recomputation.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Input jitter draws random numbers, which a graphed recomputation cannot reproduce.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Unset moe_input_jitter_eps, or stop recomputing moe."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const Impl i = r.ctx.impl();
                if (i == Impl::None || i == Impl::Invalid || !isSelective(c) || c.isNull(F::MoeInputJitterEps))
                    return;
                const QStringList rm = recomputeModules(c);
                const bool graphed = r.ctx.fullIterationGraph() || r.ctx.modules().isEmpty() || r.ctx.hasModule("moe");
                if (!rm.contains(QLatin1String("moe")) || !graphed)
                    return;
                Hit& h = r.fire({F::MoeInputJitterEps, F::RecomputeModules});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Unset moe_input_jitter_eps"),
                                   {{F::MoeInputJitterEps, nullValue()}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing moe"),
                                   {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("moe")})}});
            },
    });

    rules.push_back({
        .id = "MC-27",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2908-2926",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "GTP with local graphs under FP8/FP4 capturing non-overlapped shared experts while recomputing "
            "shared_experts."),
        .messages
        = {{.upstream
            = "GTP + local CUDA graphs that capture shared_experts (moe_router/moe scope) cannot recompute it under "
              "fp8/fp4: te_checkpoint requires .backward(), but the local fwd-graph warmup uses .grad(). Drop "
              "'shared_experts' from --recompute-modules (GTP-shard + offload instead), or use --cuda-graph-impl "
              "full_iteration.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The local graph warmup cannot run Transformer Engine's checkpointed shared experts under FP8/FP4.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Drop shared_experts from recompute_modules, or use full-iteration graphs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::Local || r.ctx.fullIterationGraph() || !isSelective(c)
                    || c.intValue(F::GtpWeightRematSize, 1) <= 1)
                    return;
                if (c.isNull(F::Fp8) && c.isNull(F::Fp4))
                    return;
                if (c.isNull(F::MoeSharedExpertIntermediateSize) || c.boolValue(F::MoeSharedExpertOverlap))
                    return;
                if (!(r.ctx.modules().isEmpty() || r.ctx.hasModule("moe") || r.ctx.hasModule("moe_router")))
                    return;
                const QStringList rm = recomputeModules(c);
                if (!rm.contains(QLatin1String("shared_experts")))
                    return;
                Hit& h = r.fire({F::RecomputeModules, F::GtpWeightRematSize, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop recomputing shared_experts"),
                                   {{F::RecomputeModules, withoutItems(rm, {QStringLiteral("shared_experts")})}})
                        << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
            },
    });
}

} // namespace cga
