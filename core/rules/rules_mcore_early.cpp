// Spec section b.1, read from the code: the checks of ModelParallelConfig.__post_init__ and of
// TransformerConfig.__post_init__ up to the CPU-offloading checks (MPC L502-504, TC L1410-1882), in the order
// Megatron runs them (MC-41..MC-53). They are not CUDA-graph rules, but Megatron stops at the first of them, so a
// configuration that breaks one never reaches the CUDA-graph block.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

QString pyBool(bool b)
{
    return b ? QStringLiteral("True") : QStringLiteral("False");
}

bool isMixedDenseMoe(const TrainingConfig& c)
{
    const QVariant freq = c.value(F::MoeLayerFreq);
    if (freq.metaType().id() == QMetaType::QVariantList || freq.metaType().id() == QMetaType::QStringList) {
        for (const QVariant& v : freq.toList())
            if (v.toInt() == 0)
                return true;
        return false;
    }
    return freq.toLongLong() > 1;
}

void checkInferenceOptimizedMoe(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (c.stringValue(F::TransformerImpl) != QLatin1String("inference_optimized") || c.isNull(F::NumMoeExperts))
        return;
    if (r.ctx.expertTensorParallel() > 1) {
        Hit& h = r.fire({F::TransformerImpl, F::ExpertTensorParallelSize});
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use no expert tensor parallelism"),
                           {{F::ExpertTensorParallelSize, 1}});
    }
    if (!c.isNull(F::MoeExpertCapacityFactor)) { // read before the negative value becomes None (TC L1837)
        Hit& h = r.fire({F::TransformerImpl, F::MoeExpertCapacityFactor});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Leave moe_expert_capacity_factor unset (dropless)"),
                           {{F::MoeExpertCapacityFactor, nullValue()}, {F::MoePadExpertInputToCapacity, false}});
    }
    if (c.boolValue(F::MoeRouterPaddingForQuantization)) {
        Hit& h = r.fire({F::TransformerImpl, F::MoeRouterPaddingForQuantization});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn router padding off"),
                           {{F::MoeRouterPaddingForQuantization, false}});
    }
    if (c.stringValue(F::MoeRouterDtype) != QLatin1String("fp32")) {
        Hit& h = r.fire({F::TransformerImpl, F::MoeRouterDtype});
        h.variant = 3;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Route in fp32"),
                           {{F::MoeRouterDtype, QStringLiteral("fp32")}});
    }
}

void checkFlexBackends(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    const QString dispatcher = c.stringValue(F::MoeTokenDispatcherType);
    const QString backend = c.stringValue(F::MoeFlexDispatcherBackend);
    const bool flex = dispatcher == QLatin1String("flex");
    if (flex && c.boolValue(F::MoePadExpertInputToCapacity) && backend == QLatin1String("deepep")) {
        Hit& h = r.fire({F::MoeTokenDispatcherType, F::MoeFlexDispatcherBackend, F::MoePadExpertInputToCapacity});
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not pad expert inputs to capacity"),
                           {{F::MoePadExpertInputToCapacity, false}})
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                           {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
    }
    if (backend != QLatin1String("ncclep"))
        return;
    if (!flex) {
        Hit& h = r.fire({F::MoeFlexDispatcherBackend, F::MoeTokenDispatcherType});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the flex dispatcher"),
                           {{F::MoeTokenDispatcherType, QStringLiteral("flex")}})
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the default flex backend (deepep)"),
                           {{F::MoeFlexDispatcherBackend, QStringLiteral("deepep")}});
    }
    if (r.ctx.groupedTensor() && !c.boolValue(F::UseTransformerEngineOpFuser)) {
        Hit& h = r.fire({F::MoeFlexDispatcherBackend, F::MoeUseGroupedTensor, F::UseTransformerEngineOpFuser});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine's op fuser"),
                           {{F::UseTransformerEngineOpFuser, true}, {F::MoeGroupedGemm, true}});
    }
}

void checkRankCapacity(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (c.isNull(F::MoeExpertRankCapacityFactor))
        return;
    const QString backend = c.stringValue(F::MoeFlexDispatcherBackend);
    const Fix drop = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Leave moe_expert_rank_capacity_factor unset"),
                             {{F::MoeExpertRankCapacityFactor, nullValue()}});
    if (backend != QLatin1String("hybridep") && backend != QLatin1String("ncclep")) {
        Hit& h = r.fire({F::MoeExpertRankCapacityFactor, F::MoeFlexDispatcherBackend});
        h.fixes << drop
                << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Dispatch with flex and HybridEP"),
                           {{F::MoeTokenDispatcherType, QStringLiteral("flex")},
                            {F::MoeFlexDispatcherBackend, QStringLiteral("hybridep")},
                            {F::UseTransformerEngineOpFuser, true}});
        return;
    }
    if (backend == QLatin1String("hybridep") && !c.boolValue(F::UseTransformerEngineOpFuser)
        && !r.ctx.groupedTensor()) {
        Hit& h = r.fire({F::MoeExpertRankCapacityFactor, F::UseTransformerEngineOpFuser, F::MoeUseGroupedTensor});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine's op fuser"),
                           {{F::UseTransformerEngineOpFuser, true}})
                << drop;
    }
}

} // namespace

// structure: data table
void addMcoreEarlyRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MC-41",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "MPC L502-504; Bridge transformer_config.py L176-177; arguments.py L1433-1439",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Sequence parallelism without tensor parallelism: Bridge's finalize() and Megatron-LM's argument "
            "checks turn it off; TransformerConfig on its own would raise."),
        .messages = {{.upstream = "Cannot use sequence parallelism without tensor parallelism",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "sequence_parallel was turned off: with tensor_model_parallel_size 1 there is no group to "
                          "split activations across. Bridge and Megatron-LM do this before TransformerConfig checks "
                          "it; a TransformerConfig built directly would raise.")},
                     {.upstream = "Cannot use sequence parallelism without tensor parallelism",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "A TransformerConfig built directly raises here: sequence_parallel needs "
                          "tensor_model_parallel_size above 1. Bridge and Megatron-LM would turn it off first; "
                          "your own training loop does not.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn sequence_parallel off, or use tensor parallelism."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::SequenceParallel) || c.intValue(F::TensorModelParallelSize, 1) > 1)
                    return;
                const bool direct = r.ctx.target.frontEnd == FrontEnd::MegatronCore;
                if (!direct)
                    c.set(F::SequenceParallel, false);
                Hit& h = r.fire({F::SequenceParallel, F::TensorModelParallelSize});
                if (direct) {
                    h.variant = 1;
                    h.severity = Severity::Error;
                }
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn sequence parallelism off"),
                                   {{F::SequenceParallel, false}});
            },
    });

    rules.push_back({
        .id = "MC-42",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1410-1414",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "The grouped-tensor path without grouped GEMM."),
        .messages = {{.upstream = "moe_use_grouped_tensor=True requires moe_grouped_gemm=True.",
                      .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                                       "moe_use_grouped_tensor is a variant of grouped GEMM; it needs "
                                                       "moe_grouped_gemm on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn moe_grouped_gemm on, or moe_use_grouped_tensor off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.groupedTensor() || c.boolValue(F::MoeGroupedGemm))
                    return;
                Hit& h = r.fire({F::MoeUseGroupedTensor, F::MoeGroupedGemm});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn grouped GEMM on"), {{F::MoeGroupedGemm, true}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the grouped-tensor path off"),
                                   {{F::MoeUseGroupedTensor, false}});
            },
    });

    rules.push_back({
        .id = "MC-43",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1431-1435",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Both fp16 and bf16 are on."),
        .messages = {{.upstream = "Only one of self.fp16: %1 and self.bf16 %2 should be True.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "A model trains in one 16-bit format: fp16 and bf16 cannot both be on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn fp16 or bf16 off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::Fp16) || !c.boolValue(F::Bf16))
                    return;
                Hit& h = r.fire({F::Fp16, F::Bf16});
                h.args << pyBool(true) << pyBool(true);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Train in bf16"), {{F::Fp16, false}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Train in fp16"), {{F::Bf16, false}});
            },
    });

    rules.push_back({
        .id = "MC-44",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1442-1466",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The attention heads are not a multiple of the tensor-parallel size, or the query groups neither a "
            "multiple nor a divisor of it."),
        .messages
        = {{.upstream = "num_attention_heads (%1) must be a multiple of tensor_model_parallel_size (%2).",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Tensor parallelism splits the %1 attention heads into %2 equal parts; they must divide "
                "evenly.")},
           {.upstream = "num_query_groups (%1) must be a multiple or divisor of tensor_model_parallel_size (%2).",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The %1 query groups must split evenly across %2 tensor-parallel ranks, or be shared by them.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Choose a tensor-parallel size that divides the heads."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const qint64 tp = c.intValue(F::TensorModelParallelSize, 1);
                const qint64 heads = c.intValue(F::NumAttentionHeads, 0);
                if (tp < 1 || heads < 1)
                    return;
                if (heads % tp != 0) {
                    Hit& h = r.fire({F::NumAttentionHeads, F::TensorModelParallelSize});
                    h.args << QString::number(heads) << QString::number(tp);
                    return;
                }
                const qint64 groups = c.isNull(F::NumQueryGroups) ? heads : c.intValue(F::NumQueryGroups);
                if (groups >= 1 && groups % tp != 0 && tp % groups != 0) {
                    Hit& h = r.fire({F::NumQueryGroups, F::TensorModelParallelSize});
                    h.variant = 1;
                    h.args << QString::number(groups) << QString::number(tp);
                }
            },
    });

    rules.push_back({
        .id = "MC-45",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1558-1582",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "The custom FP8 recipe without a quantizer factory, or FP8 and FP4 together."),
        .messages
        = {{.upstream = "fp8_quantizer_factory must be provided when fp8_recipe is 'custom'. Specify a Python import "
                        "path (e.g., package.module.quantizer_factory) via --fp8-quantizer-factory.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "The custom FP8 recipe builds its quantizers from fp8_quantizer_factory, which is not "
                                "set.")},
           {.upstream = "fp4 and fp8 cannot be used simultaneously. Please choose one.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "FP8 and FP4 are alternative low-precision modes; choose one.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Complete the low-precision settings."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const bool fp8 = !c.stringValue(F::Fp8).isEmpty();
                if (fp8 && c.stringValue(F::Fp8Recipe) == QLatin1String("custom")
                    && c.stringValue(F::Fp8QuantizerFactory).isEmpty()) {
                    Hit& h = r.fire({F::Fp8Recipe, F::Fp8QuantizerFactory});
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the tensorwise recipe"),
                                       {{F::Fp8Recipe, QStringLiteral("tensorwise")}});
                }
                if (fp8 && !c.stringValue(F::Fp4).isEmpty()) {
                    Hit& h = r.fire({F::Fp4, F::Fp8});
                    h.variant = 1;
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Keep FP8 only"), {{F::Fp4, nullValue()}})
                            << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Keep FP4 only"), {{F::Fp8, nullValue()}});
                }
            },
    });

    rules.push_back({
        .id = "MC-46",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1595-1596",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Expert parallelism on a model without experts."),
        .messages = {{.upstream = "num_moe_experts must be non None to use expert-parallel.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "expert_model_parallel_size is %1 but the model has no experts (num_moe_experts is "
                          "unset).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set expert_model_parallel_size to 1, or give the model experts."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                const qint64 ep = c.intValue(F::ExpertModelParallelSize, 1);
                if (ep <= 1 || !c.isNull(F::NumMoeExperts))
                    return;
                Hit& h = r.fire({F::ExpertModelParallelSize, F::NumMoeExperts});
                h.args << QString::number(ep);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use no expert parallelism"),
                                   {{F::ExpertModelParallelSize, 1}});
            },
    });

    rules.push_back({
        .id = "MC-47",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1598-1611",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Inference-optimized MoE layers with expert tensor parallelism, a capacity factor, router padding or a "
            "router dtype other than fp32."),
        .messages
        = {{.upstream = "Inference-optimized MoE layers does not support expert tensor parallelism.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The inference-optimized MoE layer does not split experts with tensor parallelism.")},
           {.upstream = "Inference-optimized MoE layers only support dropless MoE ",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The inference-optimized MoE layer is dropless: moe_expert_capacity_factor must be unset (even a "
                "negative value counts as set here).")},
           {.upstream = "Inference-optimized MoE layers do not support padded routing map for quantization.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The inference-optimized MoE layer cannot pad the routing map for quantization.")},
           {.upstream = "--transformer-impl='inference_optimized' requires --moe-router-dtype=fp32 to avoid costly "
                        "dtype conversions during decode.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "The inference-optimized MoE layer needs moe_router_dtype fp32.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Adapt the MoE settings to the inference-optimized layer, or use "
                                     "transformer_impl transformer_engine."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkInferenceOptimizedMoe,
    });

    rules.push_back({
        .id = "MC-48",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1688-1703",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "moe_ffn_hidden_size on a model without experts that is not a mixed dense/MoE model."),
        .messages = {{.upstream = "moe_ffn_hidden_size is set but num_moe_experts is None. Please set num_moe_experts "
                                  "or remove moe_ffn_hidden_size.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "moe_ffn_hidden_size sizes the experts, but the model has none.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove moe_ffn_hidden_size, or set num_moe_experts."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.isNull(F::NumMoeExperts) || c.isNull(F::MoeFfnHiddenSize) || isMixedDenseMoe(c))
                    return;
                Hit& h = r.fire({F::MoeFfnHiddenSize, F::NumMoeExperts});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Remove moe_ffn_hidden_size"),
                                   {{F::MoeFfnHiddenSize, nullValue()}});
            },
    });

    rules.push_back({
        .id = "MC-49",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1753-1774",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A flex-dispatcher backend used where it does not work: DeepEP with padding to capacity, NCCL-EP "
            "without the flex dispatcher or with grouped tensors but no op fuser."),
        .messages
        = {{.upstream = "Flex token dispatcher with deepep backend does not support moe_pad_expert_input_to_capacity",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "The DeepEP backend cannot pad expert inputs to capacity.")},
           {.upstream = "moe_flex_dispatcher_backend='ncclep' requires moe_token_dispatcher_type='flex'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The NCCL-EP backend is a backend of the flex dispatcher; set the dispatcher to flex.")},
           {.upstream = "moe_use_grouped_tensor=True without use_transformer_engine_op_fuser is not yet supported "
                        "with the NCCL-EP dispatcher. Use the TE op-fuser path or select the alltoall, DeepEP, or "
                        "HybridEP dispatcher.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "With NCCL-EP, grouped tensors need Transformer Engine's op fuser.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pick a dispatcher and backend that work together."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkFlexBackends,
    });

    rules.push_back({
        .id = "MC-50",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1809-1826",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A shared-expert size that is not positive, or shared-expert overlap with the allgather dispatcher."),
        .messages
        = {{.upstream = "moe_shared_expert_intermediate_size must be num_shared_experts * "
                        "ffn_size_of_each_shared_expert, but got %1",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "moe_shared_expert_intermediate_size is %1; it must be a positive size.")},
           {.upstream = "moe_shared_expert_overlap only works with alltoall or flex token dispatcher.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Shared experts overlap with the alltoall or flex dispatcher only, not with %1.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Give a positive shared-expert size; overlap only with alltoall or flex."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::MoeSharedExpertIntermediateSize))
                    return;
                const qint64 size = c.intValue(F::MoeSharedExpertIntermediateSize);
                if (size <= 0) {
                    Hit& h = r.fire({F::MoeSharedExpertIntermediateSize});
                    h.args << QString::number(size);
                    return;
                }
                const QString d = c.stringValue(F::MoeTokenDispatcherType);
                if (c.boolValue(F::MoeSharedExpertOverlap) && d != QLatin1String("alltoall")
                    && d != QLatin1String("flex")) {
                    Hit& h = r.fire({F::MoeSharedExpertOverlap, F::MoeTokenDispatcherType});
                    h.variant = 1;
                    h.args << d;
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not overlap shared experts"),
                                       {{F::MoeSharedExpertOverlap, false}})
                            << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                                       {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
                }
            },
    });

    rules.push_back({
        .id = "MC-51",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1836-1860",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "A capacity factor with sinkhorn load balancing."),
        .messages = {{.upstream = "moe_expert_capacity_factor only works with aux_loss, seq_aux_loss, "
                                  "global_aux_loss or none load balancing",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Token dropping by capacity works with the aux_loss, seq_aux_loss, global_aux_loss and none "
                          "load balancing, not with sinkhorn (a negative factor counts as set here).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove the capacity factor, or balance with aux_loss."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::MoeExpertCapacityFactor)
                    || c.stringValue(F::MoeRouterLoadBalancingType) != QLatin1String("sinkhorn"))
                    return;
                Hit& h = r.fire({F::MoeExpertCapacityFactor, F::MoeRouterLoadBalancingType});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Balance with aux_loss"),
                                   {{F::MoeRouterLoadBalancingType, QStringLiteral("aux_loss")}});
            },
    });

    rules.push_back({
        .id = "MC-52",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1862-1866",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Padding expert inputs to capacity without a capacity factor (a negative one is none)."),
        .messages = {{.upstream = "moe_expert_capacity_factor must be set to use moe_pad_expert_input_to_capacity",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Padding to capacity needs a capacity to pad to; moe_expert_capacity_factor is unset or "
                          "negative (Megatron turns a negative factor into None first).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set a capacity factor, or do not pad."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.cfg.boolValue(F::MoePadExpertInputToCapacity) || r.ctx.hasCapacityFactor())
                    return;
                Hit& h = r.fire({F::MoePadExpertInputToCapacity, F::MoeExpertCapacityFactor});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use capacity factor 1.0"),
                                   {{F::MoeExpertCapacityFactor, 1.0}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not pad expert inputs to capacity"),
                                   {{F::MoePadExpertInputToCapacity, false}});
            },
    });

    rules.push_back({
        .id = "MC-53",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Finalize,
        .source = "TC L1868-1882",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A per-rank expert capacity without the HybridEP or NCCL-EP backend, or with HybridEP but neither the op "
            "fuser nor grouped tensors."),
        .messages
        = {{.upstream = "moe_expert_rank_capacity_factor requires moe_flex_dispatcher_backend to be 'hybridep' or "
                        "'ncclep'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "A per-rank expert capacity is enforced by the HybridEP and NCCL-EP backends only.")},
           {.upstream = "moe_expert_rank_capacity_factor with the 'hybridep' backend requires "
                        "use_transformer_engine_op_fuser=True or moe_use_grouped_tensor=True.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With HybridEP, a per-rank expert capacity needs Transformer Engine's op fuser or grouped tensors "
                "(the Bridge recipes turn the op fuser on).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Use HybridEP with use_transformer_engine_op_fuser, or drop the rank capacity."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkRankCapacity,
    });
}

} // namespace cga
