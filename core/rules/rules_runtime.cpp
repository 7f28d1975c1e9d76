// Spec section b.2: Megatron-Core checks that run after configuration (model construction, loop set-up,
// capture, replay). Rules that only fire at run time are reported when the configuration makes them likely.
#include "rules/rulehelpers.h"

#include <cmath>

namespace cga {

namespace {

using F = FieldId;

const char* const kTorchUnknown
    = QT_TRANSLATE_NOOP("cga::Rules",
                        "The PyTorch version is unknown (give it with --torch-version); this is an "
                        "error if it is older than required.");

// Does any layer of the model match the captured scopes? (TECudaGraphHelper's graphable-layer search.)
bool anyGraphableModule(const EvalContext& ctx)
{
    const QStringList m = ctx.modules();
    if (m.isEmpty())
        return true;
    for (const QString& s : m) {
        if (s == QLatin1String("attn"))
            return true;
        if (s == QLatin1String("mlp") && ctx.hasDenseLayers())
            return true;
        if ((s == QLatin1String("moe") || s == QLatin1String("moe_router") || s == QLatin1String("moe_preprocess"))
            && ctx.isMoe())
            return true;
        if (s == QLatin1String("mamba") && ModelProvider::hasMambaLayers(ctx.provider))
            return true;
    }
    return false;
}

} // namespace

void addMcoreRuntimeRules(std::vector<RuleDef>& rules)
{
    rules.push_back(
        {"MCR-01",
         Severity::Error,
         Phase::LoopSetup,
         Stage::LoopSetup,
         "CG L2189",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Transformer Engine graphs are requested but Transformer Engine (with graph support) is not "
                           "installed."),
         {{"CUDA Graphs are not supported without TE.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "The transformer_engine implementation needs Transformer Engine in the training image.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Install Transformer Engine, or use another implementation."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.target.teInstalled)
                 return;
             const bool vision = r.ctx.cfg.stringValue(F::VisionCudaGraphImpl) == QLatin1String("transformer_engine");
             if (r.ctx.impl() != Impl::TransformerEngine && !vision)
                 return;
             Hit& h = r.fire({F::CudaGraphImpl});
             h.fixes << fullIterationFix(
                 r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs (no Transformer Engine needed)"));
         }});

    rules.push_back(
        {"MCR-02",
         Severity::Warning,
         Phase::LoopSetup,
         Stage::LoopSetup,
         "CG L2190-2192",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not "
             "transformer_engine."),
         {{"Option cuda_graph_impl=transformer_engine not enabled.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model "
               "uses cuda_graph_impl=transformer_engine.")}},
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Use transformer_engine for the language model too, or turn vision graphs off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (!ModelProvider::hasVisionGraphs(r.ctx.provider)
                 || r.ctx.cfg.stringValue(F::VisionCudaGraphImpl) != QLatin1String("transformer_engine")
                 || r.ctx.impl() == Impl::TransformerEngine)
                 return;
             Hit& h = r.fire({F::VisionCudaGraphImpl, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn vision graphs off"),
                                {{F::VisionCudaGraphImpl, QStringLiteral("none")}});
         }});

    rules.push_back(
        {"MCR-03",
         Severity::Error,
         Phase::LoopSetup,
         Stage::LoopSetup,
         "CG L2193-2199 (TECudaGraphHelper.__init__)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and "
                           "NCCL_GRAPH_REGISTER not \"0\" (on any GPU)."),
         {{"Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
           "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "With expandable segments the allocator can remap memory that NCCL registered for a captured "
               "collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable "
               "segments, which prevent fragmentation).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.expandableSegments()
                 || r.ctx.env(QStringLiteral("NCCL_GRAPH_REGISTER")) == QLatin1String("0"))
                 return;
             if (r.ctx.hasDiagnostic("MLM-05"))
                 return; // Megatron-LM stops at the same check earlier, while parsing arguments
             Hit& h = r.fire({F::EnvNcclGraphRegister, F::EnvPytorchCudaAllocConf, F::CudaGraphImpl});
             Fix f;
             f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0"));
             f.changes << envChange(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
             h.fixes << f;
             if (r.ctx.target.shellEnv.contains(QStringLiteral("NCCL_GRAPH_REGISTER")))
                 h.note = rulesTr(
                     QT_TRANSLATE_NOOP("cga::Rules",
                                       "Your shell exports NCCL_GRAPH_REGISTER, which wins over env_vars: change it "
                                       "where the job is launched."));
         }});

    rules.push_back(
        {"MCR-04",
         Severity::Error,
         Phase::Provide,
         Stage::LoopSetup,
         "CudaGraphManager.__init__ (removed 2026-07-02)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and "
             "NCCL_GRAPH_REGISTER not \"0\"."),
         {{"Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
           "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0."),
         FeAll,
         PrLegacy,
         [](RuleRun& r) {
             if (!r.ctx.perLayer() || r.ctx.impl() != Impl::Local || !r.ctx.expandableSegments()
                 || r.ctx.env(QStringLiteral("NCCL_GRAPH_REGISTER")) == QLatin1String("0"))
                 return;
             const GpuInfo& g = r.ctx.target.gpu;
             if (g.isBlackwellOrLater())
                 return;
             Hit& h = r.fire({F::EnvNcclGraphRegister, F::EnvPytorchCudaAllocConf, F::CudaGraphImpl});
             if (!g.knownCapability()) {
                 h.severity = Severity::Warning;
                 h.note = rulesTr(QT_TRANSLATE_NOOP(
                     "cga::Rules", "The GPU is unknown (give it with --gpu); this is an error before Blackwell."));
             }
             Fix f;
             f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0"));
             f.changes << envChange(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
             h.fixes << f;
         }});

    rules.push_back(
        {"MCR-05",
         Severity::Error,
         Phase::Provide,
         Stage::Provide,
         "CG L1913-1919",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor "
             "the inference RNG tracker (the plain tracker is then used)."),
         {{"RNG tracker does not support cudagraphs!",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does "
               "not turn the TE tracker on by itself.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Pass --te-rng-tracker."),
         FeMegatron,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.perLayer() || r.ctx.impl() != Impl::Local
                 || c.stringValue(F::TransformerImpl) != QLatin1String("local"))
                 return;
             if (c.boolValue(F::UseTeRngTracker) || c.boolValue(F::RngTeRngTracker)
                 || c.boolValue(F::ModelInferenceRngTracker) || c.boolValue(F::RngInferenceRngTracker))
                 return;
             Hit& h = r.fire({F::RngTeRngTracker, F::CudaGraphImpl, F::TransformerImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the TE RNG tracker"),
                                {{F::RngTeRngTracker, true}, {F::UseTeRngTracker, true}});
         }});

    rules.push_back(
        {"MCR-06",
         Severity::Error,
         Phase::Replay,
         Stage::Runtime,
         "transformer_layer.py L1335-1342",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without "
             "fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core)."),
         {{"CUDA graph accepts only Tensor inputs. inference_context and packed_seq_params are excluded from input "
           "list. For inference cuda graph, please use cuda_graph_impl=local instead.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that "
               "captures attention cannot take it.")}},
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.attentionGraphed())
                 return;
             const bool inBatch = r.ctx.cfg.boolValue(F::EnableInBatchPacking);
             const bool legacyOffline = r.ctx.offlinePacking() && r.ctx.target.profile == McoreProfile::Legacy;
             if (!inBatch && !legacyOffline)
                 return;
             Hit& h = r.fire({F::CudaGraphModules, inBatch ? F::EnableInBatchPacking : F::OfflinePackingSpecs});
             QStringList m = withoutItems(r.ctx.modules(), {QStringLiteral("attn")});
             if (m.isEmpty())
                 m = r.ctx.isMoe() ? QStringList{QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}
                                   : QStringList{QStringLiteral("mlp")};
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Stop capturing attention"), m);
             if (inBatch)
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn in-batch packing off"),
                                    {{F::EnableInBatchPacking, false}});
         }});

    rules.push_back(
        {"MCR-06b",
         Severity::Error,
         Phase::Replay,
         Stage::Runtime,
         "transformer/module.py L314-320",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes "
             "non-tensor arguments to the layer."),
         {{"CUDA graph accepts only Tensor inputs.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and "
               "moe_preprocess (\"attn scope is not compatible with Qwen3VLModel CUDA graph capture\").")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Capture moe_router and moe_preprocess only."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.provider != ProviderKind::Qwen3VlMoe || r.ctx.impl() != Impl::TransformerEngine
                 || !r.ctx.attentionGraphed())
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::ModelTarget});
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the router and preprocess only"),
                                  {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
         }});

    rules.push_back(
        {"MCR-06c",
         Severity::Warning,
         Phase::Replay,
         Stage::Runtime,
         "ssm/mamba_layer.py L212-216",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG "
             "tracker is on): inference passes inference_context, which a TE graph cannot take."),
         {{"CUDA graph accepts only Tensor inputs. inference_context is excluded from input list. For inference "
           "cuda graph, please use cuda_graph_impl=local instead.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; "
               "inference graphs need cuda_graph_impl=local.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use cuda_graph_impl=local for inference graphs."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!ModelProvider::hasMambaLayers(r.ctx.provider) || r.ctx.impl() != Impl::TransformerEngine)
                 return;
             if (!(r.ctx.modules().isEmpty() || r.ctx.hasModule("mamba")))
                 return;
             if (!c.boolValue(F::ModelInferenceRngTracker) && !c.boolValue(F::RngInferenceRngTracker))
                 return;
             r.fire({F::CudaGraphModules, F::ModelInferenceRngTracker});
         }});

    rules.push_back(
        {"MCR-07",
         Severity::Error,
         Phase::Replay,
         Stage::Runtime,
         "transformer_layer.py L1368-1375",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE "
             "model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time."),
         {{"EP overlap must be disabled when CUDA graph captures the whole MLP/MoE part.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole "
               "MLP/MoE part cannot be replayed with it.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Capture attn, moe_router and moe_preprocess only, or turn EP overlap off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.perLayer() || !r.ctx.cfg.boolValue(F::ModelOverlapMoeExpertParallelComm)
                 || r.ctx.hasDiagnostic("MC-34"))
                 return;
             const bool whole = r.ctx.modules().isEmpty() || (r.ctx.hasModule("mlp") && !r.ctx.isMoe())
                 || (r.ctx.hasModule("moe") && r.ctx.isMoe());
             if (!whole)
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::ModelOverlapMoeExpertParallelComm});
             const QStringList narrow = r.ctx.isMoe()
                 ? QStringList{QStringLiteral("attn"), QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}
                 : QStringList{QStringLiteral("attn")};
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture attention and the router only"),
                                  narrow);
         }});

    rules.push_back(
        {"MCR-08",
         Severity::Error,
         Phase::Provide,
         Stage::Provide,
         "transformer_layer.py L1600-1617",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj "
             "/ qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch >= 2.9, TE >= 2.14 and warmup > 0."),
         {{"Offloading modules captured in cuda graph requires torch>=2.9.0.",
           QT_TRANSLATE_NOOP("cga::Rules", "Offloading inside a captured module needs PyTorch 2.9 or newer.")},
          {"Offloading modules captured in cuda graph requires TE>=2.14.0.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Offloading inside a captured module needs Transformer Engine 2.14 or newer.")},
          {"Fine-grained activation offloading needs cuda_graph_warmup_steps > 0.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Offloading inside a captured module needs at least one eager warmup step.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade, or offload modules that are not captured."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (r.ctx.impl() != Impl::TransformerEngine || !c.boolValue(F::FineGrainedActivationOffloading))
                 return;
             const QStringList om = c.listValue(F::OffloadModules);
             const bool whole = r.ctx.modules().isEmpty();
             const bool attnOffloaded = om.contains(QLatin1String("core_attn"))
                 || om.contains(QLatin1String("attn_proj")) || om.contains(QLatin1String("qkv_linear"));
             const bool inside = (attnOffloaded && (whole || r.ctx.hasModule("attn")))
                 || (om.contains(QLatin1String("mlp_norm")) && (whole || r.ctx.hasModule("mlp")));
             if (!inside)
                 return;
             const Tri torch = r.ctx.torchAtLeast(2, 9);
             if (torch != Tri::Yes) {
                 Hit& h = r.fire({F::OffloadModules, F::CudaGraphModules});
                 markUnknownTorch(h, torch);
             }
             const Tri te = r.ctx.teAtLeast(2, 14);
             if (te != Tri::Yes) {
                 Hit& h = r.fire({F::OffloadModules, F::CudaGraphModules});
                 h.variant = 1;
                 markUnknownTe(h, te);
             }
             if (c.intValue(F::CudaGraphWarmupSteps, 3) <= 0 && !r.ctx.hasDiagnostic("MC-32")) {
                 Hit& h = r.fire({F::CudaGraphWarmupSteps});
                 h.variant = 2;
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps"),
                                    {{F::CudaGraphWarmupSteps, 3}});
             }
         }});

    rules.push_back(
        {"MCR-09",
         Severity::Error,
         Phase::Step,
         Stage::Runtime,
         "language_module.py L176-190",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Full-iteration graphs with Transformer Engine's fused cross entropy on TE older than 2.7."),
         {{"CUDA graph compatible cross entropy requires TransformerEngine >= 2.7.0, but found version %1. Please "
           "upgrade TransformerEngine or set cuda_graph_impl to a value other than 'full_iteration'.",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine, or use the native cross-entropy fusion."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.fullIterationGraph() || !c.boolValue(F::CrossEntropyLossFusion)
                 || c.stringValue(F::CrossEntropyFusionImpl) != QLatin1String("te"))
                 return;
             const Tri t = r.ctx.teAtLeast(2, 7);
             if (t == Tri::Yes)
                 return;
             Hit& h = r.fire({F::CrossEntropyFusionImpl, F::CudaGraphImpl});
             h.args << (r.ctx.target.teVersion.isNull() ? QStringLiteral("?") : r.ctx.target.teVersion.toString());
             markUnknownTe(h, t);
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the native cross-entropy fusion"),
                                {{F::CrossEntropyFusionImpl, QStringLiteral("native")}});
         }});

    rules.push_back(
        {"MCR-10",
         Severity::Error,
         Phase::Provide,
         Stage::Provide,
         "mcore_fsdp_adapter.py L182-187",
         QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP with EP A2A overlap and per-layer graphs."),
         {{"1F1B overlap with FSDP does not support per-layer CUDA graphs (cuda_graph_impl='transformer_engine'). "
           "Use cuda_graph_impl='full_iteration' or disable CUDA graphs (cuda_graph_impl='none').",
           QT_TRANSLATE_NOOP("cga::Rules", "With FSDP, EP overlap only works with full-iteration graphs or none.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs, or turn graphs off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!c.boolValue(F::UseMegatronFsdp) || !c.boolValue(F::ModelOverlapMoeExpertParallelComm)
                 || !r.ctx.perLayer())
                 return;
             Hit& h = r.fire({F::UseMegatronFsdp, F::ModelOverlapMoeExpertParallelComm, F::CudaGraphImpl});
             h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
         }});

    rules.push_back(
        {"MCR-11",
         Severity::Error,
         Phase::Provide,
         Stage::Provide,
         "mcore_fsdp_adapter.py L678-679",
         QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode."),
         {{"MFSDP v2 does not currently support CUDA graphs.",
           QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP version 2 cannot run with CUDA graphs.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1, or turn graphs off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!c.boolValue(F::UseMegatronFsdp) || c.intValue(F::MegatronFsdpVersion, 1) != 2)
                 return;
             if (!r.ctx.graphsOn() && !c.boolValue(F::MegatronFsdpCudaGraphMode))
                 return;
             if (r.ctx.hasDiagnostic("MB-14"))
                 return; // Bridge rejects it earlier with MB-14
             Hit& h = r.fire({F::MegatronFsdpVersion, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1"), {{F::MegatronFsdpVersion, 1}});
         }});

    rules.push_back(
        {"MCR-12",
         Severity::Error,
         Phase::Rco,
         Stage::ValidatePost,
         "distributed_data_parallel_config.py L261-267",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11."),
         {{"PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True is currently not supported with nccl_ub due to "
           "compatibility issue with torch.cuda.MemPool API.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade PyTorch to 2.11, or turn nccl_ub off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.cfg.boolValue(F::NcclUb))
                 return;
             const QStringList items = r.ctx.env(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF")).split(QLatin1Char(','));
             bool exact = false;
             for (const QString& i : items)
                 exact = exact || i.trimmed() == QLatin1String("expandable_segments:True");
             if (!exact)
                 return;
             const Tri t = r.ctx.torchAtLeast(2, 11);
             if (t == Tri::Yes)
                 return;
             Hit& h = r.fire({F::NcclUb, F::EnvPytorchCudaAllocConf});
             markUnknownTorch(h, t);
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn NCCL user buffers off"), {{F::NcclUb, false}});
         }});

    rules.push_back(
        {"MCR-13",
         Severity::Warning,
         Phase::Capture,
         Stage::Runtime,
         "CG L2810-2815",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model "
             "whose layers are all MoE): everything runs eager."),
         {{"TECudaGraphHelper: No graphable layers found. Skipping CUDA graph capture.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "None of the captured scopes exists in this model, so no graph is built and the run stays eager.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Capture scopes that exist in the model."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || anyGraphableModule(r.ctx))
                 return;
             if (r.ctx.hasDiagnostic("MC-18") || r.ctx.hasDiagnostic("MC-19"))
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::ModelTarget});
             if (r.ctx.cfg.boolValue(F::FilterWarnings))
                 h.note = rulesTr(
                     QT_TRANSLATE_NOOP("cga::Rules",
                                       "Bridge drops WARNING records by default (logger.filter_warnings), so this "
                                       "message will not even appear in the log."));
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture attention"),
                                  {QStringLiteral("attn")});
         }});

    rules.push_back(
        {"MCR-14",
         Severity::Error,
         Phase::Replay,
         Stage::Runtime,
         "CG L1985-1991",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing)."),
         {{"`cudagraph_created` is set to True but no matching cudagraph runners were found. This module has %1 "
           "existing runners. Use `get_mismatch_errors` to debug mismatches.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Local graphs are recorded for one input shape; a later microbatch with another shape finds no "
               "matching graph.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Keep shapes static (pad to max length)."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (r.ctx.impl() != Impl::Local || !r.ctx.perLayer())
                 return;
             if (!c.boolValue(F::VariableSeqLengths) && !c.boolValue(F::EnableInBatchPacking))
                 return;
             Hit& h = r.fire({F::VariableSeqLengths, F::EnableInBatchPacking});
             h.args << QStringLiteral("N");
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use fixed sequence lengths"),
                                {{F::VariableSeqLengths, false}, {F::EnableInBatchPacking, false}});
         }});

    rules.push_back(
        {"MCR-15",
         Severity::Warning,
         Phase::Provide,
         Stage::Provide,
         "CG L107-146",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number."),
         {{"CUDA_DEVICE_MAX_CONNECTIONS %1. For GTP workloads, consider setting it to 16 or 32 before process "
           "startup to avoid implicit stream aliasing.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::Local || !r.ctx.perLayer())
                 return;
             const QString v = r.ctx.env(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS"));
             bool ok = false;
             const int n = v.toInt(&ok);
             if (ok && n >= 16)
                 return;
             Hit& h = r.fire({F::EnvCudaDeviceMaxConnections});
             h.args << (v.isEmpty() ? QStringLiteral("is not set") : QStringLiteral("=%1").arg(v));
             Fix f;
             f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set CUDA_DEVICE_MAX_CONNECTIONS=32"));
             f.changes << envChange(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS"), QStringLiteral("32"));
             h.fixes << f;
         }});

    rules.push_back(
        {"MCR-16",
         Severity::Warning,
         Phase::Capture,
         Stage::Runtime,
         "FCG L210-217",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12)."),
         {{"torch.autograd.graph.set_override_stale_capture_stream is not available in this PyTorch version; CUDA "
           "graph capture may fail if autograd nodes hold stale references to non-capturing streams. Upgrade to a "
           "PyTorch build that includes pytorch/pytorch#180090.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the "
               "capture.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade PyTorch."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.fullIterationGraph() || r.ctx.torchAtLeast(2, 12) != Tri::No)
                 return;
             r.fire({F::CudaGraphImpl});
         }});

    rules.push_back(
        {"MCR-17",
         Severity::Auto,
         Phase::Capture,
         Stage::Runtime,
         "CG L2664-2677",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - "
             "warmup_steps x microbatches) / captured microbatches))."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps "
               "%2, %3 microbatch(es) per step, %4 captured).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; more warmup steps make capture shorter."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (r.ctx.impl() != Impl::TransformerEngine)
                 return;
             const qint64 w = c.intValue(F::CudaGraphWarmupSteps, 3);
             const qint64 mbs = qMax<qint64>(1, c.intValue(F::MicroBatchSize, 1));
             const qint64 gbs = c.intValue(F::GlobalBatchSize, -1);
             // Data-parallel size is unknown here: assume the global batch is spread over one replica per
             // microbatch, i.e. microbatches = gbs / mbs when PP > 1 (where they are captured one by one).
             const qint64 pp = c.intValue(F::PipelineModelParallelSize, 1);
             const qint64 micro = (pp > 1 && gbs > 0) ? qMax<qint64>(1, gbs / mbs) : 1;
             const qint64 captured = pp > 1 ? micro : 1;
             const qint64 iters
                 = qMax<qint64>(1, static_cast<qint64>(std::ceil(double(10 - w * micro) / double(captured))));
             Hit& h = r.fire({F::CudaGraphWarmupSteps});
             h.args << QString::number(iters) << QString::number(w) << QString::number(micro)
                    << QString::number(captured);
         }});

    rules.push_back(
        {"MCR-18",
         Severity::Info,
         Phase::Step,
         Stage::Runtime,
         "CG L2860-2885",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset."),
         {{"Rank %1: %2 graphs deleted with explicit reset, %3 graphs deleted without explicit reset.",
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is "
               "freed only when the process exits.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine to 2.10 or newer."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || r.ctx.teAtLeast(2, 10) != Tri::No)
                 return;
             Hit& h = r.fire({F::CudaGraphImpl});
             h.args << QStringLiteral("r") << QStringLiteral("0") << QStringLiteral("N");
         }});
}

} // namespace cga
