// Spec section b.1, read from the code: TransformerConfig.__post_init__'s MoE checks between the init methods and
// the CUDA-graph block (TC L2613-2669): bias with expert tensor parallelism, router padding for quantization and
// top-1 routing (MC-58..MC-60), in Megatron's order.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

void checkRouterPadding(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    // moe_router_padding_for_fp8 is the deprecated alias: Megatron turns the new switch on from it (TC L2641-2647).
    if (!c.boolValue(F::MoeRouterPaddingForQuantization) && !c.boolValue(F::MoeRouterPaddingForFp8))
        return;
    const FieldId flag = c.boolValue(F::MoeRouterPaddingForQuantization) ? F::MoeRouterPaddingForQuantization
                                                                         : F::MoeRouterPaddingForFp8;
    const Fix off = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn router padding off"),
                            {{F::MoeRouterPaddingForQuantization, false}, {F::MoeRouterPaddingForFp8, false}});
    if (c.stringValue(F::Fp8).isEmpty() && c.stringValue(F::Fp4).isEmpty()) {
        Hit& h = r.fire({flag, F::Fp8, F::Fp4});
        h.fixes << off;
        return;
    }
    if (c.stringValue(F::MoeTokenDispatcherType) == QLatin1String("allgather")) {
        Hit& h = r.fire({flag, F::MoeTokenDispatcherType});
        h.variant = 1;
        h.fixes << off
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                           {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
    }
}

} // namespace

// structure: data table
void addMcoreRouterRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-58",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2612-2615, MPC L506-507; Bridge transformer_config.py L80-88",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A MoE model with bias in its linear layers and expert tensor parallelism above 1 (unset, it is the "
            "tensor-parallel size; under Bridge it is 1 when experts are split)."),
        .messages = {{.upstream = "Bias in Moe is only supported when ETP==1",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Experts with bias (add_bias_linear, on by default) cannot be split by expert tensor "
                          "parallelism; expert_tensor_parallel_size is %1 (unset, it follows "
                          "tensor_model_parallel_size, or is 1 under Bridge when expert_model_parallel_size > 1).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set expert_tensor_parallel_size to 1, or add_bias_linear off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const qint64 etp = r.ctx.expertTensorParallel();
                if (c.isNull(F::NumMoeExperts) || !c.boolValue(F::AddBiasLinear) || etp == 1)
                    return;
                Hit& h = r.fire({F::AddBiasLinear, F::ExpertTensorParallelSize, F::TensorModelParallelSize});
                h.args << QString::number(etp);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use no expert tensor parallelism"),
                                   {{F::ExpertTensorParallelSize, 1}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Remove the bias of the linear layers"),
                                   {{F::AddBiasLinear, false}});
            },
    });

    rules.push_back({
        .id = "MC-59",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2641-2658",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Router padding for quantization (or its alias moe_router_padding_for_fp8) without FP8/FP4, or with the "
            "allgather dispatcher."),
        .messages
        = {{.upstream = "fp8/fp4 must be specified when moe_router_padding_for_quantization is True.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Router padding aligns tokens for FP8/FP4 kernels, but neither fp8 nor fp4 is set.")},
           {.upstream = "allgather and alltoall_seq dispatcher does not support moe_router_padding_for_quantization.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "The allgather dispatcher (the default) cannot pad the routing map.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Turn router padding off, or train in FP8/FP4 with alltoall or flex."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkRouterPadding,
    });

    rules.push_back({
        .id = "MC-60",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L2660-2669",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Top-1 routing with softmax scores applied after the top-k choice (not sinkhorn balancing)."),
        .messages = {{.upstream = "Please use --moe-router-pre-softmax when topk is 1.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "With one expert per token, a softmax over the single chosen score is always 1 and its "
                          "gradient zero: apply the softmax before the choice (moe_router_pre_softmax).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set moe_router_pre_softmax, or route to more experts."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.intValue(F::MoeRouterTopk, 2) != 1
                    || c.stringValue(F::MoeRouterScoreFunction) != QLatin1String("softmax")
                    || c.boolValue(F::MoeRouterPreSoftmax)
                    || c.stringValue(F::MoeRouterLoadBalancingType) == QLatin1String("sinkhorn"))
                    return;
                Hit& h = r.fire({F::MoeRouterTopk, F::MoeRouterPreSoftmax});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Apply the softmax before the top-k choice"),
                                   {{F::MoeRouterPreSoftmax, true}});
            },
    });
}

} // namespace cga
