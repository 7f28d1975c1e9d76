// Spec section b.5: Megatron-LM command line only (megatron/training/arguments.py), in source-line order.
// MLM-01 and MLM-02 concern which flags were given together and are fired by the argument importer.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

bool wgradInGraphScope(const EvalContext& ctx)
{
    const TrainingConfig& c = ctx.cfg;
    return ctx.hasModule("attn")
        || (ctx.hasModule("moe_router") && !c.isNull(F::MoeSharedExpertIntermediateSize)
            && !c.boolValue(F::MoeSharedExpertOverlap));
}

void checkMlm07(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    if (!c.boolValue(F::ModelDelayWgradCompute) || !c.boolValue(F::OverlapGradReduce) || !r.ctx.graphsOn()
        || !wgradInGraphScope(r.ctx))
        return;
    const Tri te = r.ctx.teAtLeast(2, 12);
    if (te != Tri::Yes) {
        Hit& h = r.fire({F::ModelDelayWgradCompute, F::CudaGraphModules});
        if (te == Tri::Unknown) {
            h.severity = Severity::Warning;
            h.note = rulesTr(QT_TRANSLATE_NOOP(
                "cga::Rules", "The Transformer Engine version is unknown; this is an error before 2.12."));
        }
    }
    if (!c.boolValue(F::GradientAccumulationFusion)) {
        Hit& h = r.fire({F::ModelDelayWgradCompute, F::GradientAccumulationFusion});
        h.variant = 1;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn gradient accumulation fusion on"),
                           {{F::GradientAccumulationFusion, true}});
    }
    if (r.ctx.hasModule("attn") && (c.boolValue(F::AddBiasLinear) || c.boolValue(F::AddQkvBias))) {
        Hit& h = r.fire({F::ModelDelayWgradCompute, F::AddBiasLinear, F::AddQkvBias});
        h.variant = 2;
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn attention biases off"),
                           {{F::AddBiasLinear, false}, {F::AddQkvBias, false}});
    }
}

} // namespace

// structure: data table
void addMegatronRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MLM-01",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "ARGS L611-631",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--enable-cuda-graph or --external-cuda-graph together with --cuda-graph-impl, or both legacy "
            "flags together."),
        .messages
        = {{.upstream = "Do not use --enable-cuda-graph or --external-cuda-graph with --cuda-graph-impl.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "The legacy flags and --cuda-graph-impl both choose the implementation; keep only "
                                "--cuda-graph-impl.")},
           {.upstream = "--enable-cuda-graph and --external-cuda-graph cannot be enabled at the same time.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "The two legacy flags choose different implementations.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda-graph-impl only."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
    });
    rules.push_back({
        .id = "MLM-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::Harness,
        .source = "ARGS L633-641",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "The hidden --cuda-graph-scope together with --cuda-graph-modules."),
        .messages = {{.upstream = "--cuda-graph-scope and --cuda-graph-modules cannot be used together.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "--cuda-graph-scope is the deprecated name of --cuda-graph-modules.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use --cuda-graph-modules only."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
    });

    rules.push_back({
        .id = "MLM-13",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1195-1203",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "fp16 with dynamic loss scaling turns the NaN checks off."),
        .messages
        = {{.upstream = "Setting args.check_for_nan_in_loss_and_grad to False since dynamic loss scaling is being used",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "With fp16 and dynamic loss scaling, Megatron-LM turned the NaN checks off.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::Fp16) || !c.isNull(F::LossScale))
                    return;
                if (!c.boolValue(F::CheckForNanInLoss) && !c.boolValue(F::CheckForNanInGrad))
                    return;
                c.set(F::CheckForNanInLoss, false);
                c.set(F::CheckForNanInGrad, false);
                r.fire({F::Fp16, F::LossScale, F::CheckForNanInLoss});
            },
    });

    rules.push_back({
        .id = "MLM-03",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1235-1237",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Full-iteration graphs while the NaN check on loss and gradients is on (one flag covers both)."),
        .messages
        = {{.upstream = "--no-check-for-nan-in-loss-and-grad should be set with --cuda-graph-impl=full_iteration for "
                        "training.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "The NaN check copies values to the host every step, which a captured iteration cannot "
                                "do.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pass --no-check-for-nan-in-loss-and-grad."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.fullIterationGraph() && !r.ctx.rawFullIterationSpelling)
                    return;
                if (!c.boolValue(F::CheckForNanInLoss) && !c.boolValue(F::CheckForNanInGrad))
                    return;
                Hit& h = r.fire({F::CheckForNanInLoss, F::CheckForNanInGrad, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the NaN checks off"),
                                   {{F::CheckForNanInLoss, false}, {F::CheckForNanInGrad, false}});
            },
    });

    rules.push_back({
        .id = "MLM-10",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1239-1245",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Inference block graphs with fp8 need --transformer-impl=inference_optimized and --fp8-recipe=mxfp8."),
        .messages
        = {{.upstream = "fp8 with --inference-cuda-graph-scope=block is only supported with "
                        "--transformer-impl=inference_optimized",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "FP8 block inference graphs need the inference-optimized layers.")},
           {.upstream = "Only --fp8-recipe=mxfp8 is supported with --inference-cuda-graph-scope=block",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "FP8 block inference graphs need the MXFP8 recipe.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use inference_optimized layers and the mxfp8 recipe."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.stringValue(F::InferenceCudaGraphScope) != QLatin1String("block") || c.isNull(F::Fp8))
                    return;
                if (c.stringValue(F::TransformerImpl) != QLatin1String("inference_optimized")) {
                    Hit& h = r.fire({F::InferenceCudaGraphScope, F::Fp8, F::TransformerImpl});
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use inference-optimized layers"),
                                       {{F::TransformerImpl, QStringLiteral("inference_optimized")}});
                }
                if (c.stringValue(F::Fp8Recipe) != QLatin1String("mxfp8")) {
                    Hit& h = r.fire({F::InferenceCudaGraphScope, F::Fp8Recipe});
                    h.variant = 1;
                    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the mxfp8 recipe"),
                                       {{F::Fp8Recipe, QStringLiteral("mxfp8")}});
                }
            },
    });

    rules.push_back({
        .id = "MLM-11",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1247-1250",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "The local implementation needs inference_dynamic_batching_num_cuda_graphs > 0 or -1."),
        .messages = {{.upstream = "inference_dynamic_batching_num_cuda_graphs should be a positive integer or -1",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "With local graphs the number of dynamic-batching inference graphs must be positive (or -1 "
                          "for automatic).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules",
                                     "Set --inference-dynamic-batching-num-cuda-graphs to a positive number or -1."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (r.ctx.impl() != Impl::Local)
                    return;
                const qint64 n = c.intValue(F::InferenceDynamicBatchingNumCudaGraphs, 16);
                if (n > 0 || n == -1)
                    return;
                Hit& h = r.fire({F::InferenceDynamicBatchingNumCudaGraphs, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 16 inference graphs"),
                                   {{F::InferenceDynamicBatchingNumCudaGraphs, 16}});
            },
    });

    rules.push_back({
        .id = "MLM-08",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1540-1544",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "GTP (gtp_weight_remat_size > 1) with any CUDA graph needs CUDA_GRAPHS_USE_NODE_PRIORITY=1."),
        .messages
        = {{.upstream
            = "GTP requires CUDA_GRAPHS_USE_NODE_PRIORITY=1 to make sure fine-grained GTP comms can be well overlapped "
              "with GEMMs when CudaGraph is enabled for Blackwell and later architecture.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Without node priorities in graphs, GTP communication cannot overlap the GEMMs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Export CUDA_GRAPHS_USE_NODE_PRIORITY=1."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.cfg.intValue(F::GtpWeightRematSize, 1) <= 1 || !r.ctx.graphsOn()
                    || r.ctx.env(QStringLiteral("CUDA_GRAPHS_USE_NODE_PRIORITY")) == QLatin1String("1"))
                    return;
                Hit& h = r.fire({F::GtpWeightRematSize, F::EnvCudaGraphsUseNodePriority});
                Fix f;
                f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set CUDA_GRAPHS_USE_NODE_PRIORITY=1"));
                f.changes << envChange(QStringLiteral("CUDA_GRAPHS_USE_NODE_PRIORITY"), QStringLiteral("1"));
                h.fixes << f;
            },
    });

    rules.push_back({
        .id = "MLM-09",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1855-1860",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Pipeline-parallel microbatched inference (--inference-batch-times-seqlen-threshold > -1) "
                            "with CUDA graphs."),
        .messages = {{.upstream = "Pipeline-parallel microbatched inference is incompatible with CUDA graphs",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "Microbatched pipeline inference changes shapes between calls.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Leave the threshold at -1, or turn graphs off."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.cfg.intValue(F::InferenceBatchTimesSeqlenThreshold, -1) <= -1 || !r.ctx.graphsOn())
                    return;
                Hit& h = r.fire({F::InferenceBatchTimesSeqlenThreshold, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn microbatched inference off"),
                                   {{F::InferenceBatchTimesSeqlenThreshold, -1}});
            },
    });

    rules.push_back({
        .id = "MLM-07",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1904-1928",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "--delay-wgrad-compute with --overlap-grad-reduce and a weight gradient inside a graph scope: needs TE "
            ">= 2.12, gradient accumulation fusion and no attention bias."),
        .messages
        = {{.upstream = "CUDA graph with delay_wgrad_compute requires TE version >= 2.12.0.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "A delayed weight gradient inside a graph needs Transformer Engine 2.12 or newer.")},
           {.upstream = "CUDA graph with delay_wgrad_compute requires gradient_accumulation_fusion to be enabled.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "A delayed weight gradient inside a graph must accumulate into static addresses.")},
           {.upstream = "CUDA graph with delay_wgrad_compute doesn't support attn bias for now.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "With the attn scope and delayed weight gradients, attention biases must be off.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Meet each requirement, or drop --delay-wgrad-compute."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check = checkMlm07,
    });

    rules.push_back({
        .id = "MLM-12",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1952-1953",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "--cpu-offloading-num-layers > 0 turns CPU offloading on (Bridge has no equivalent)."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules", "--cpu-offloading-num-layers %1 turned legacy CPU offloading on.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; offloading conflicts with per-layer graphs (MC-14)."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (c.intValue(F::CpuOffloadingNumLayers) <= 0 || c.boolValue(F::CpuOffloading))
                    return;
                c.set(F::CpuOffloading, true);
                Hit& h = r.fire({F::CpuOffloadingNumLayers, F::CpuOffloading});
                h.args << QString::number(c.intValue(F::CpuOffloadingNumLayers));
            },
    });

    rules.push_back({
        .id = "MLM-04",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1954-1960",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Graphs on and transformer_engine used (as layers or graphs): the TE RNG tracker is turned on."),
        .messages = {{.upstream = "te_rng_tracker is not enabled, enabling it for CUDA graphs.",
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-LM turned the TE RNG tracker on for CUDA graphs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pass --te-rng-tracker yourself."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid || c.boolValue(F::RngTeRngTracker))
                    return;
                if (c.stringValue(F::TransformerImpl) != QLatin1String("transformer_engine")
                    && r.ctx.impl() != Impl::TransformerEngine)
                    return;
                c.set(F::RngTeRngTracker, true);
                c.set(F::UseTeRngTracker, true);
                r.fire({F::RngTeRngTracker});
            },
    });

    rules.push_back({
        .id = "MLM-05",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1961-1968",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Transformer Engine graphs with expandable_segments:True and NCCL_GRAPH_REGISTER not \"0\" (checked "
            "while parsing arguments)."),
        .messages
        = {{.upstream = "Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
                        "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "Expandable segments can remap memory NCCL registered for a captured collective; set "
                                "NCCL_GRAPH_REGISTER=0.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Export NCCL_GRAPH_REGISTER=0."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.expandableSegments()
                    || r.ctx.env(QStringLiteral("NCCL_GRAPH_REGISTER")) == QLatin1String("0"))
                    return;
                Hit& h = r.fire({F::EnvNcclGraphRegister, F::EnvPytorchCudaAllocConf});
                Fix f;
                f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Set NCCL_GRAPH_REGISTER=0"));
                f.changes << envChange(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
                h.fixes << f;
            },
    });

    rules.push_back({
        .id = "MLM-06",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ArgParse,
        .source = "ARGS L1969-1971",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "--cuda-graph-modules is not empty with --cuda-graph-impl=full_iteration."),
        .messages
        = {{.upstream = "--cuda-graph-modules must be empty when --cuda-graph-impl=full_iteration.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "A full-iteration graph already contains every module.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Drop --cuda-graph-modules."),
        .frontEnds = FeMegatron,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::FullIteration || r.ctx.modules().isEmpty())
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Drop the modules"),
                                   {{F::CudaGraphModules, QStringList{}}});
            },
    });
}

} // namespace cga
