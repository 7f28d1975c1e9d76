// Spec section b.2, part 1: Megatron-Core checks that run after configuration: loop set-up, model construction and
// the inputs of captured layers (MCR-01..MCR-08). Rules that only fire at run time are reported when the
// configuration makes them likely.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

void checkMcr08(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (r.ctx.impl() != Impl::TransformerEngine || !c.boolValue(F::FineGrainedActivationOffloading))
        return;
    const QStringList om = c.listValue(F::OffloadModules);
    const bool whole = r.ctx.modules().isEmpty();
    const bool attnOffloaded = om.contains(QLatin1String("core_attn")) || om.contains(QLatin1String("attn_proj"))
        || om.contains(QLatin1String("qkv_linear"));
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
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps"), {{F::CudaGraphWarmupSteps, 3}});
    }
}

} // namespace

// structure: data table
void addMcoreRuntimeRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MCR-01",
        .severity = Severity::Error,
        .phase = Phase::LoopSetup,
        .stage = Stage::LoopSetup,
        .source = "CG L2189",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Transformer Engine graphs are requested but Transformer Engine (with graph support) is not "
            "installed."),
        .messages = {{.upstream = "CUDA Graphs are not supported without TE.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The transformer_engine implementation needs Transformer Engine in the training image.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Install Transformer Engine, or use another implementation."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.target.teInstalled)
                    return;
                const bool vision
                    = r.ctx.cfg.stringValue(F::VisionCudaGraphImpl) == QLatin1String("transformer_engine");
                if (r.ctx.impl() != Impl::TransformerEngine && !vision)
                    return;
                Hit& h = r.fire({F::CudaGraphImpl});
                h.fixes << fullIterationFix(
                    r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs (no Transformer Engine needed)"));
            },
    });

    rules.push_back({
        .id = "MCR-02",
        .severity = Severity::Warning,
        .phase = Phase::LoopSetup,
        .stage = Stage::LoopSetup,
        .source = "CG L2190-2192",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The Transformer Engine graph helper is built (vision encoder graphs) while cuda_graph_impl is not "
            "transformer_engine."),
        .messages
        = {{.upstream = "Option cuda_graph_impl=transformer_engine not enabled.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Vision-encoder graphs are built by the Transformer Engine graph helper, which asserts that the model "
                "uses cuda_graph_impl=transformer_engine.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Use transformer_engine for the language model too, or turn vision graphs off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!ModelProvider::hasVisionGraphs(r.ctx.provider)
                    || r.ctx.cfg.stringValue(F::VisionCudaGraphImpl) != QLatin1String("transformer_engine")
                    || r.ctx.impl() == Impl::TransformerEngine)
                    return;
                Hit& h = r.fire({F::VisionCudaGraphImpl, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn vision graphs off"),
                                   {{F::VisionCudaGraphImpl, QStringLiteral("none")}});
            },
    });

    rules.push_back({
        .id = "MCR-03",
        .severity = Severity::Error,
        .phase = Phase::LoopSetup,
        .stage = Stage::LoopSetup,
        .source = "CG L2193-2199 (TECudaGraphHelper.__init__)",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Transformer Engine graphs with expandable_segments:True in PYTORCH_CUDA_ALLOC_CONF and "
                            "NCCL_GRAPH_REGISTER not \"0\" (on any GPU)."),
        .messages
        = {{.upstream = "Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With expandable segments the allocator can remap memory that NCCL registered for a captured "
                "collective, which ends in an illegal memory access; set NCCL_GRAPH_REGISTER=0 (it keeps expandable "
                "segments, which prevent fragmentation).")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0 (preferred) or drop expandable_segments:True."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-04",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::LoopSetup,
        .source = "CudaGraphManager.__init__ (removed 2026-07-02)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Before July 2026: local per-layer graphs on a GPU older than Blackwell with expandable segments and "
            "NCCL_GRAPH_REGISTER not \"0\"."),
        .messages
        = {{.upstream = "Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Older Megatron-Core also guarded local per-layer graphs on pre-Blackwell GPUs with this check.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0."),
        .frontEnds = FeAll,
        .profiles = PrLegacy,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-05",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "CG L1913-1919",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Megatron-LM: local per-layer graphs with the local transformer implementation and neither the TE nor "
            "the inference RNG tracker (the plain tracker is then used)."),
        .messages
        = {{.upstream = "RNG tracker does not support cudagraphs!",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Per-layer local graphs need a graph-safe RNG tracker; with transformer_impl=local Megatron-LM does "
                "not turn the TE tracker on by itself.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pass --te-rng-tracker."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-06",
        .severity = Severity::Error,
        .phase = Phase::Replay,
        .stage = Stage::Runtime,
        .source = "transformer_layer.py L1335-1342",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Transformer Engine graphs capture attention (whole layer or attn) while sequences are packed without "
            "fixed-length cu_seqlens (in-batch packing, or offline packing on older Megatron-Core)."),
        .messages
        = {{.upstream
            = "CUDA graph accepts only Tensor inputs. inference_context and packed_seq_params are excluded from input "
              "list. For inference cuda graph, please use cuda_graph_impl=local instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Packed sequences pass packed_seq_params, a non-tensor argument, to attention; a graph that "
                "captures attention cannot take it.")}},
        .fixHint = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Pad to max length with offline packing and pad_cu_seqlens, or capture only mlp/router scopes."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-06b",
        .severity = Severity::Error,
        .phase = Phase::Replay,
        .stage = Stage::Runtime,
        .source = "transformer/module.py L314-320",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Qwen3-VL / Qwen3.5-VL with Transformer Engine graphs capturing attention: the VL model passes "
            "non-tensor arguments to the layer."),
        .messages
        = {{.upstream = "CUDA graph accepts only Tensor inputs.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Qwen3-VL attention receives non-tensor arguments, so its perf recipes capture only moe_router and "
                "moe_preprocess (\"attn scope is not compatible with Qwen3VLModel CUDA graph capture\").")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Capture moe_router and moe_preprocess only."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.provider != ProviderKind::Qwen3VlMoe || r.ctx.impl() != Impl::TransformerEngine
                    || !r.ctx.attentionGraphed())
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::ModelTarget});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture the router and preprocess only"),
                                     {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
            },
    });

    rules.push_back({
        .id = "MCR-06c",
        .severity = Severity::Warning,
        .phase = Phase::Replay,
        .stage = Stage::Runtime,
        .source = "ssm/mamba_layer.py L212-216",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Hybrid model with Transformer Engine graphs on Mamba layers, prepared for inference (an inference RNG "
            "tracker is on): inference passes inference_context, which a TE graph cannot take."),
        .messages
        = {{.upstream
            = "CUDA graph accepts only Tensor inputs. inference_context is excluded from input list. For inference "
              "cuda graph, please use cuda_graph_impl=local instead.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Running inference with Mamba layers captured by Transformer Engine graphs fails at the first replay; "
                "inference graphs need cuda_graph_impl=local.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use cuda_graph_impl=local for inference graphs."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!ModelProvider::hasMambaLayers(r.ctx.provider) || r.ctx.impl() != Impl::TransformerEngine)
                    return;
                if (!(r.ctx.modules().isEmpty() || r.ctx.hasModule("mamba")))
                    return;
                if (!c.boolValue(F::ModelInferenceRngTracker) && !c.boolValue(F::RngInferenceRngTracker))
                    return;
                r.fire({F::CudaGraphModules, F::ModelInferenceRngTracker});
            },
    });

    rules.push_back({
        .id = "MCR-07",
        .severity = Severity::Error,
        .phase = Phase::Replay,
        .stage = Stage::Runtime,
        .source = "transformer_layer.py L1368-1375",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Per-layer graphs capture the whole MLP/MoE part (whole layer, mlp on a dense model, moe on an MoE "
            "model) while EP A2A overlap is on; whole-layer TE capture is not caught at config time."),
        .messages
        = {{.upstream = "EP overlap must be disabled when CUDA graph captures the whole MLP/MoE part.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "EP overlap interleaves the MoE all-to-all with compute outside the graph; a graph of the whole "
                "MLP/MoE part cannot be replayed with it.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Capture attn, moe_router and moe_preprocess only, or turn EP overlap off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
                    ? QStringList{QStringLiteral("attn"), QStringLiteral("moe_router"),
                                  QStringLiteral("moe_preprocess")}
                    : QStringList{QStringLiteral("attn")};
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture attention and the router only"),
                                     narrow);
            },
    });

    rules.push_back({
        .id = "MCR-08",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "transformer_layer.py L1600-1617",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A fine-grained-offloaded module sits inside a Transformer Engine graph (attn with core_attn / attn_proj "
            "/ qkv_linear offloaded, or mlp with mlp_norm offloaded): needs torch >= 2.9, TE >= 2.14 and warmup > 0."),
        .messages = {{.upstream = "Offloading modules captured in cuda graph requires torch>=2.9.0.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "Offloading inside a captured module needs PyTorch 2.9 or newer.")},
                     {.upstream = "Offloading modules captured in cuda graph requires TE>=2.14.0.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "Offloading inside a captured module needs Transformer Engine 2.14 or newer.")},
                     {.upstream = "Fine-grained activation offloading needs cuda_graph_warmup_steps > 0.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "Offloading inside a captured module needs at least one eager warmup step.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade, or offload modules that are not captured."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check = checkMcr08,
    });
}

} // namespace cga
