// Spec section b.3, part 1: Megatron Bridge checks of comm_overlap.setup() and validate() before model.finalize().
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

// BCG.validate_cuda_graph_configuration, MB-02 part: local is accepted only as the full-iteration spelling or as
// an inference-only local scope (no training modules and inference scope layer/block).
bool localRejected(const EvalContext& ctx)
{
    if (ctx.impl() != Impl::Local)
        return false;
    if (ctx.fullIterationGraph())
        return false;
    const QString inf = ctx.cfg.stringValue(FieldId::InferenceCudaGraphScope);
    const bool inferenceOnly = ctx.modules().isEmpty() && ctx.cfg.listValue(FieldId::CudaGraphScope).isEmpty()
        && (inf == QLatin1String("layer") || inf == QLatin1String("block"));
    return !inferenceOnly;
}

void fireMb02(RuleRun& r)
{
    Hit& h = r.fire({F::CudaGraphImpl, F::CudaGraphModules});
    QStringList names = r.ctx.modules();
    for (const QString& s : r.ctx.cfg.listValue(F::CudaGraphScope))
        if (!names.contains(s))
            names << s;
    h.variant = names.isEmpty() ? 1 : 0;
    h.args << joinQuoted(names);
    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine graphs for these scopes"),
                       {{F::CudaGraphImpl, QStringLiteral("transformer_engine")}})
            << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
}

} // namespace

void addBridgeSetupRules(std::vector<RuleDef>& rules)
{
    // --- comm_overlap.setup(): runs before validate(), so it still sees raw scope spellings (COV L478-557) ---
    rules.push_back(
        {"MB-06",
         Severity::Error,
         Phase::Rco,
         Stage::CommOverlapSetup,
         "COV L520-557",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "comm_overlap.delay_wgrad_compute=True: needs TE >= 2.7 with overlap_grad_reduce or gradient "
             "accumulation fusion, needs EP overlap, and when a weight gradient is inside a graph scope (attn, or "
             "moe_router with non-overlapped shared experts) needs TE >= 2.12, gradient_accumulation_fusion and no "
             "attention bias. The scope test ignores cuda_graph_impl, so a leftover attn scope counts even with impl "
             "none."),
         {{"TE version >= 2.7.0 is required for overlap_grad_reduce when usingdelay_wgrad_compute. Current TE "
           "version: %1",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Delayed weight gradients with overlapped gradient reduction need Transformer Engine 2.7 or newer.")},
          {"TE version >= 2.7.0 is required for gradient_accumulation_fusion when usingdelay_wgrad_compute. Current "
           "TE version: %1",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Delayed weight gradients with fused gradient accumulation need Transformer Engine 2.7 or newer.")},
          {"overlap_moe_expert_parallel_comm is required for delay_wgrad_compute",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Delayed weight gradients are scheduled by the EP A2A overlap; turn it on too.")},
          {"CUDA graph with delay_wgrad_compute requires TE version >= 2.12.0.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "A weight gradient inside a graph scope (attn, or the router with shared experts) needs Transformer "
               "Engine 2.12 or newer.")},
          {"CUDA graph with delay_wgrad_compute requires gradient_accumulation_fusion to be enabled. This is "
           "because default gradient accumulation does not use static memory addresses, which breaks CUDA graph "
           "requirements.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "A delayed weight gradient inside a graph must accumulate into static addresses: turn "
                             "gradient_accumulation_fusion on.")},
          {"CUDA graph with delay_wgrad_compute does not support attention bias for now.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "With the attn scope and delayed weight gradients, linear and QKV biases must be off.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or turn delayed wgrad off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const EvalContext& ctx = r.ctx;
             const TrainingConfig& c = ctx.cfg;
             if (!ctx.userDelayWgrad)
                 return;
             const QString teText
                 = ctx.target.teVersion.isNull() ? QStringLiteral("unknown") : ctx.target.teVersion.toString();
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
         }});

    rules.push_back(
        {"MB-07",
         Severity::Error,
         Phase::Rco,
         Stage::CommOverlapSetup,
         "COV L478-518",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "EP A2A overlap (overlap_moe_expert_parallel_comm) needs EP > 1, experts, the alltoall or flex "
             "dispatcher, bf16/fp16, torch >= 2.6, a virtual pipeline when PP > 1, no full recompute, no "
             "recompute_method / recompute_num_layers, no moe recompute, no shared-expert overlap and at most one "
             "MTP layer."),
         {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs expert_model_parallel_size > 1.")},
          {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs an MoE model (num_moe_experts > 1).")},
          {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs the alltoall or flex dispatcher.")},
          {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs bf16 or fp16 training.")},
          {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs PyTorch 2.6 or newer.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules", "EP overlap with pipeline parallelism needs a virtual pipeline size.")},
          {"disable full recomputation when enabling overlap_moe_expert_parallel_comm",
           QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot be combined with full recomputation.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules", "EP overlap needs recompute_method and recompute_num_layers unset.")},
          {"disable moe in recompute_modules when enabling overlap_moe_expert_parallel_comm",
           QT_TRANSLATE_NOOP("cga::Rules", "EP overlap cannot recompute the MoE block.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "EP overlap replaces shared-expert overlap: set moe_shared_expert_overlap to false.")},
          {nullptr, QT_TRANSLATE_NOOP("cga::Rules", "EP overlap supports at most one MTP layer.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or turn EP overlap off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const EvalContext& ctx = r.ctx;
             const TrainingConfig& c = ctx.cfg;
             if (c.isNull(F::CommOverlapMoeExpertParallelComm) || !c.boolValue(F::CommOverlapMoeExpertParallelComm))
                 return;
             const Fix off
                 = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn EP overlap off"),
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
         }});

    // --- validate() before model.finalize() ---
    rules.push_back({"MB-14",
                     Severity::Error,
                     Phase::Rco,
                     Stage::ValidatePre,
                     "BCFG L1181-1188",
                     QT_TRANSLATE_NOOP("cga::Rules",
                                       "Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / "
                                       "megatron_fsdp_cuda_graph_mode."),
                     {{"MFSDP V2 does not support optimizer CUDA graphs.",
                       QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 cannot capture the optimizer step.")},
                      {"MFSDP V2 does not support CUDA graphs.",
                       QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 cannot run with CUDA graphs.")}},
                     QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1, or turn graphs off."),
                     FeBridge,
                     PrAll,
                     [](RuleRun& r) {
                         const TrainingConfig& c = r.ctx.cfg;
                         if (!c.boolValue(F::UseMegatronFsdp) || c.intValue(F::MegatronFsdpVersion, 1) != 2)
                             return;
                         const Fix v1 = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1"),
                                                {{F::MegatronFsdpVersion, 1}});
                         if (c.boolValue(F::OptimizerCudaGraph)) {
                             Hit& h = r.fire({F::MegatronFsdpVersion, F::OptimizerCudaGraph});
                             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the optimizer graph off"),
                                                {{F::OptimizerCudaGraph, false}})
                                     << v1;
                         }
                         if (c.stringValue(F::CudaGraphImpl) != QLatin1String("none")
                             || c.boolValue(F::MegatronFsdpCudaGraphMode)) {
                             Hit& h = r.fire({F::MegatronFsdpVersion, F::CudaGraphImpl, F::MegatronFsdpCudaGraphMode});
                             h.variant = 1;
                             h.fixes << v1;
                         }
                     }});

    rules.push_back(
        {"MB-10",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1284-1291",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length."),
         {{"offline_packing_specs.pad_cu_seqlens=True requires dataset pad_to_max_length=True.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Fixed-length cu_seqlens only make sense when every sample is padded to the sequence "
                             "length.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!c.boolValue(F::PadCuSeqlens) || c.boolValue(F::PadToMaxLength))
                 return;
             Hit& h = r.fire({F::PadCuSeqlens, F::PadToMaxLength});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad samples to max length"),
                                {{F::PadToMaxLength, true}});
         }});

    rules.push_back(
        {"MB-08",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1293-1300",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Offline packing with training graphs (full-iteration or transformer_engine) and the dataset "
             "not padded to max length."),
         {{"Offline packing with CUDA graphs requires dataset pad_to_max_length=True.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Packed batches must have a fixed size for graphs: pad every pack to the sequence "
                             "length.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.offlinePacking() || c.boolValue(F::PadToMaxLength))
                 return;
             if (!r.ctx.fullIterationGraph() && r.ctx.impl() != Impl::TransformerEngine)
                 return;
             Hit& h = r.fire({F::OfflinePackingSpecs, F::PadToMaxLength, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad packs to max length"),
                                {{F::PadToMaxLength, true}});
         }});

    rules.push_back(
        {"MB-09",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1302-1309",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and "
             "pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt."),
         {{"Packed attention CUDA graphs require offline_packing_specs.pad_cu_seqlens=True. Enable it for "
           "full-iteration, whole-layer, or attention-scoped capture.",
           QT_TRANSLATE_NOOP("cga::Rules", "Captured attention needs cu_seqlens of a fixed length.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length)."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.offlinePacking() || c.boolValue(F::PadCuSeqlens))
                 return;
             // validate() runs before model.finalize() migrates cuda_graph_scope: Bridge reads both spellings
             // (cuda_graph_module_names), as a recipe writing cuda_graph_scope=["mlp"] shows (spec f.2).
             const QStringList& names = r.ctx.rawScopeUnion;
             const bool captured = r.ctx.fullIterationGraph()
                 || (r.ctx.impl() == Impl::TransformerEngine
                     && (names.isEmpty() || names.contains(QLatin1String("attn"))));
             if (!captured)
                 return;
             Hit& h = r.fire({F::PadCuSeqlens, F::CudaGraphModules});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad cu_seqlens (and samples) to a fixed length"),
                                {{F::PadCuSeqlens, true}, {F::PadToMaxLength, true}});
         }});

    rules.push_back(
        {"MB-11",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1336-1339",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Energon native sequence packing (packing_buffer_size set) with language or vision graphs."),
         {{"Energon native sequence packing does not support CUDA graphs.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Energon packs a different number of sequences every step, which graphs cannot "
                             "capture.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Unset packing_buffer_size, or turn graphs off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (c.isNull(F::PackingBufferSize))
                 return;
             if (c.stringValue(F::CudaGraphImpl) == QLatin1String("none")
                 && c.stringValue(F::VisionCudaGraphImpl) == QLatin1String("none"))
                 return;
             Hit& h = r.fire({F::PackingBufferSize, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn Energon packing off"),
                                {{F::PackingBufferSize, nullValue()}});
         }});

    rules.push_back(
        {"MB-12",
         Severity::Auto,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1344-1352",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "With PP > 1 or EP > 1, a dataset that has pad_to_max_length gets it forced to True."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "dataset.pad_to_max_length was set to True because pipeline or expert "
                             "parallelism needs equal shapes on every rank.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True yourself."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             if (c.isNull(F::PadToMaxLength) || c.boolValue(F::PadToMaxLength))
                 return;
             if (c.intValue(F::PipelineModelParallelSize, 1) <= 1 && c.intValue(F::ExpertModelParallelSize, 1) <= 1)
                 return;
             c.set(F::PadToMaxLength, true);
             r.fire({F::PadToMaxLength, F::PipelineModelParallelSize, F::ExpertModelParallelSize});
         }});

    rules.push_back(
        {"MB-01",
         Severity::Auto,
         Phase::Rco,
         Stage::ValidatePre,
         "BCG L134-139 (BCFG L1399, L1514)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw "
             "Megatron-Core)."),
         {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "CUDA graphs are off, so the scopes %1 were cleared.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Remove the scopes when graphs are off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             if (c.stringValue(F::CudaGraphImpl) != QLatin1String("none"))
                 return;
             // The deprecated flags switch graphs on later (MC-03); Bridge's check sees impl none and clears.
             QStringList leftover = c.listValue(F::CudaGraphModules);
             for (const QString& s : c.listValue(F::CudaGraphScope))
                 if (!leftover.contains(s))
                     leftover << s;
             c.set(F::CudaGraphModules, QStringList{});
             c.set(F::CudaGraphScope, nullValue());
             if (leftover.isEmpty() || leftover == QStringList{QStringLiteral("full")})
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphScope, F::CudaGraphImpl});
             h.args << joinQuoted(leftover);
         }});

    rules.push_back(
        {"MB-02",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCG L141-153",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope "
             "(covers local + [attn], local + [] and local + \"full\")."),
         {{"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs with scopes "
           "%1. Use model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or "
           "\"mlp\".",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
               "Transformer Engine.")},
          {"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs. Use "
           "model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or \"mlp\".",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
               "Transformer Engine.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for scopes, or full_iteration."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (localRejected(r.ctx))
                 fireMb02(r);
         }});

    rules.push_back(
        {"MB-04",
         Severity::Auto,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L1414-1416",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never "
                           "turned on when both are False)."),
         {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "%1 was set to True to match %2.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set both TE RNG flags."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             TrainingConfig& c = r.ctx.cfg;
             const bool a = c.boolValue(F::RngTeRngTracker);
             const bool b = c.boolValue(F::UseTeRngTracker);
             if (a == b)
                 return;
             c.set(F::RngTeRngTracker, true);
             c.set(F::UseTeRngTracker, true);
             Hit& h = r.fire({F::RngTeRngTracker, F::UseTeRngTracker});
             h.args << (a ? fieldPath(F::UseTeRngTracker) : fieldPath(F::RngTeRngTracker))
                    << (a ? fieldPath(F::RngTeRngTracker) : fieldPath(F::UseTeRngTracker));
         }});

    rules.push_back(
        {"MB-16",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "BCFG L2182-2215",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Fine-grained activation offloading without the transformer_engine layer implementation, or "
                           "with TE >= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1."),
         {{"Fine-grained activation offloading is only supported with transformer_engine "
           "implementation. Current transformer_impl: %1",
           QT_TRANSLATE_NOOP("cga::Rules", "Fine-grained offloading hooks into Transformer Engine layers.")},
          {"For fine-grained activation offloading with TE >= 2.10.0, NVTE_CPU_OFFLOAD_V1 environment "
           "variable should be set to 1 to avoid offloading weights.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get "
                             "offloaded too.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!c.boolValue(F::FineGrainedActivationOffloading))
                 return;
             const QString ti = c.stringValue(F::TransformerImpl);
             if (ti != QLatin1String("transformer_engine")) {
                 Hit& h = r.fire({F::FineGrainedActivationOffloading, F::TransformerImpl});
                 h.args << ti;
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Transformer Engine layers"),
                                    {{F::TransformerImpl, QStringLiteral("transformer_engine")}});
             }
             const Tri te = r.ctx.teAtLeast(2, 10);
             if (te != Tri::No && r.ctx.env(QStringLiteral("NVTE_CPU_OFFLOAD_V1")) != QLatin1String("1")) {
                 Hit& h = r.fire({F::FineGrainedActivationOffloading, F::EnvNvteCpuOffloadV1});
                 h.variant = 1;
                 if (te == Tri::Unknown) {
                     h.severity = Severity::Warning;
                     h.note = rulesTr(QT_TRANSLATE_NOOP("cga::Rules",
                                                        "The Transformer Engine version is unknown; this is an error "
                                                        "with TE 2.10 or newer."));
                 }
                 Fix f;
                 f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set NVTE_CPU_OFFLOAD_V1=1"));
                 f.changes << envChange(QStringLiteral("NVTE_CPU_OFFLOAD_V1"), QStringLiteral("1"));
                 h.fixes << f;
             }
         }});

    rules.push_back(
        {"MB-25",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePre,
         "training/flex_dispatcher_backend.py L88-110",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a "
             "compute capability major outside 8, 9, 10."),
         {{"DeepEP is supported for Ampere, Hopper, and Blackwell (B200/B300) GPUs. Current GPU: %1",
           QT_TRANSLATE_NOOP("cga::Rules", "DeepEP does not run on %1.")},
          {"HybridEP is supported for GB200, GB300 with NVL72 and for Ampere, Hopper, B200 and B300 GPUs",
           QT_TRANSLATE_NOOP("cga::Rules", "HybridEP does not run on %1.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Choose a backend that supports the GPU."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (c.stringValue(F::MoeTokenDispatcherType) != QLatin1String("flex") || !r.ctx.isMoe())
                 return;
             const GpuInfo& g = r.ctx.target.gpu;
             if (g.name.isEmpty() && !g.knownCapability())
                 return;
             const QString backend = c.stringValue(F::MoeFlexDispatcherBackend);
             bool ok = true;
             int variant = 0;
             if (backend == QLatin1String("deepep")) {
                 ok = g.ccMajor == 8 || g.ccMajor == 9 || g.name == QLatin1String("b200")
                     || g.name == QLatin1String("b300");
             } else if (backend == QLatin1String("hybridep")) {
                 variant = 1;
                 ok = g.ccMajor == 8 || g.ccMajor == 9 || g.ccMajor == 10;
             } else {
                 return;
             }
             if (ok)
                 return;
             Hit& h = r.fire({F::MoeFlexDispatcherBackend, F::MoeTokenDispatcherType});
             h.variant = variant;
             h.args << g.displayName();
             if (!g.knownCapability()) {
                 h.severity = Severity::Warning;
                 h.note = rulesTr(
                     QT_TRANSLATE_NOOP("cga::Rules",
                                       "The compute capability of this GPU is not known here; check the backend's "
                                       "support before launching."));
             }
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                                {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
         }});

    // --- validate() after model.finalize() ---
    rules.push_back(
        {"MB-02",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePost,
         "BCG L141-153 (after finalize)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with "
             "inference scope layer)."),
         {{"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs with scopes "
           "%1. Use model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or "
           "\"mlp\".",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
               "Transformer Engine.")},
          {"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs. Use "
           "model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or \"mlp\".",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
               "Transformer Engine.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for scopes, or full_iteration."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.hasDiagnostic("MB-02") || r.ctx.impl() != Impl::Local)
                 return;
             if (localRejected(r.ctx))
                 fireMb02(r);
             else
                 r.ctx.legacyLocalManager = !r.ctx.fullIterationGraph();
         }});
}

} // namespace cga
