// Spec section b.6 and the skill's guidance (skill-notes.md, pain-points.md): advisory items that no upstream code
// enforces but that decide whether graphs pay off or fail later. Ids ADV-*.
#include "rules/rulehelpers.h"

#include <cmath>

namespace cga {

namespace {

using F = FieldId;

// Static graph buffers of per-layer capture: every captured scope keeps input, output and gradient buffers per
// layer and per microbatch in flight. Returns GiB, or a negative number when shapes are unknown.
double staticBufferGiB(const EvalContext& ctx)
{
    const TrainingConfig& c = ctx.cfg;
    const qint64 layers = c.intValue(F::NumLayers, -1), hidden = c.intValue(F::HiddenSize, -1);
    const qint64 seq = c.intValue(F::ModelSeqLength, -1);
    if (layers <= 0 || hidden <= 0 || seq <= 0)
        return -1.0;
    const qint64 mbs = qMax<qint64>(1, c.intValue(F::MicroBatchSize, 1));
    const qint64 pp = qMax<qint64>(1, c.intValue(F::PipelineModelParallelSize, 1));
    const qint64 tp = qMax<qint64>(1, c.intValue(F::TensorModelParallelSize, 1));
    const qint64 cp = qMax<qint64>(1, c.intValue(F::ContextParallelSize, 1));
    const qint64 vp = c.isNull(F::VirtualPipelineModelParallelSize)
        ? 1
        : qMax<qint64>(1, c.intValue(F::VirtualPipelineModelParallelSize));
    const double layersPerRank = double(layers) / double(pp);
    const double inFlight = pp > 1 ? double(pp * vp) : 1.0;
    const int scopes = ctx.modules().isEmpty() ? 1 : int(ctx.modules().size());
    const double tokens
        = double(seq) * double(mbs) / double(cp) / (c.boolValue(F::SequenceParallel) ? double(tp) : 1.0);
    const double bytes = 3.0 * tokens * double(hidden) * 2.0 * layersPerRank * inFlight * scopes;
    return bytes / (1024.0 * 1024.0 * 1024.0);
}

} // namespace

void addAdvisoryRules(std::vector<RuleDef>& rules)
{
    rules.push_back(
        {"ADV-01",
         Severity::Info,
         Phase::Replay,
         Stage::Advice,
         "spec b.6; skill bring-up order 2",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. "
             "A warning when something in the config makes shapes vary."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they "
               "were captured with, and nothing checks this up front.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Shapes may change between steps (variable sequence lengths or in-batch packing), but "
                             "graphs replay fixed shapes: expect failed replays or wrong results.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Pad to max length and keep shapes fixed."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid)
                 return;
             if (c.boolValue(F::VariableSeqLengths) || c.boolValue(F::EnableInBatchPacking)) {
                 Hit& h = r.fire({F::VariableSeqLengths, F::EnableInBatchPacking});
                 h.variant = 1;
                 h.severity = Severity::Warning;
                 h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use fixed sequence lengths"),
                                    {{F::VariableSeqLengths, false}, {F::EnableInBatchPacking, false}});
             } else {
                 r.fire({F::ModelSeqLength, F::MicroBatchSize});
             }
         }});

    rules.push_back(
        {"ADV-02",
         Severity::Warning,
         Phase::Step,
         Stage::Advice,
         "spec b.6; PP-22",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not "
                           "enforce it)."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "The gradient NaN check syncs with the host inside the captured iteration; turn it "
                             "off with full-iteration graphs (and watch the loss yourself).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set ddp.check_for_nan_in_grad=False."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.fullIterationGraph() || !r.ctx.cfg.boolValue(F::CheckForNanInGrad))
                 return;
             Hit& h = r.fire({F::CheckForNanInGrad, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the gradient NaN check off"),
                                {{F::CheckForNanInGrad, false}});
         }});

    rules.push_back(
        {"ADV-03",
         Severity::Info,
         Phase::Capture,
         Stage::Advice,
         "skill pitfall 4; PP-04, PP-05",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in "
             "flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. "
               "Graphs are a speed optimization for runs with headroom, not a way to fit.")},
          {nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of "
               "static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager "
               "run first.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager "
                             "peak and keep that headroom.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Keep memory headroom, narrow the scopes, or reduce microbatches in flight."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid)
                 return;
             if (r.ctx.fullIterationGraph()) {
                 Hit& h = r.fire({F::CudaGraphImpl});
                 h.variant = 2;
                 h.severity = Severity::Warning;
                 return;
             }
             const double gib = staticBufferGiB(r.ctx);
             const QString amount = gib < 0 ? QStringLiteral("?") : QString::number(gib, 'f', gib < 10 ? 2 : 1);
             if (c.intValue(F::PipelineModelParallelSize, 1) > 1) {
                 Hit& h
                     = r.fire({F::PipelineModelParallelSize, F::VirtualPipelineModelParallelSize, F::CudaGraphModules});
                 h.variant = 1;
                 h.severity = Severity::Warning;
                 h.args << amount;
             } else {
                 Hit& h = r.fire({F::CudaGraphModules});
                 h.args << amount;
             }
         }});

    rules.push_back(
        {"ADV-04",
         Severity::Info,
         Phase::Rco,
         Stage::Advice,
         "skill quick decision; spec f.2 conventions",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE "
             "scopes, full-iteration recipes target Blackwell-class GPUs."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, "
               "moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.")},
          {nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class "
                             "GPUs; on Hopper start with Transformer Engine scopes.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Start with TE scopes and widen step by step."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() == Impl::TransformerEngine && r.ctx.modules().isEmpty()) {
                 const QStringList narrow = r.ctx.isMoe()
                     ? QStringList{QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}
                     : QStringList{QStringLiteral("attn")};
                 Hit& h = r.fire({F::CudaGraphModules});
                 h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Start with the narrow scopes"), narrow);
                 return;
             }
             const GpuInfo& g = r.ctx.target.gpu;
             if (r.ctx.fullIterationGraph() && g.knownCapability() && !g.isBlackwellOrLater()) {
                 Hit& h = r.fire({F::CudaGraphImpl});
                 h.variant = 1;
                 h.args << g.displayName();
             }
         }});

    rules.push_back(
        {"ADV-05",
         Severity::Info,
         Phase::Rco,
         Stage::Advice,
         "skill-notes.md section 6 (Bridge copy 2026-08-01)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and "
             "moe_preprocess and adds attn only if a matched A/B improves."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only "
               "if an eager-against-graph A/B on the final stack shows it helps.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Drop attn until an A/B shows it helps."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.isMoe() || r.ctx.dropAndPad())
                 return;
             if (!r.ctx.hasModule("attn") || !r.ctx.hasModule("moe_router") || !r.ctx.hasModule("moe_preprocess"))
                 return;
             Hit& h = r.fire({F::CudaGraphModules});
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Start with the router scopes"),
                                  {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
         }});

    rules.push_back(
        {"ADV-06",
         Severity::Info,
         Phase::Step,
         Stage::Advice,
         "PP-09; skill bring-up order 5-7",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) "
             "against a matched eager run, on the final stack."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Measure before you keep graphs: compare replay iterations after warmup and capture against "
               "the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Run an eager-against-graph A/B."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid)
                 return;
             r.fire({F::CudaGraphImpl});
         }});

    rules.push_back(
        {"ADV-07",
         Severity::Warning,
         Phase::Capture,
         Stage::Advice,
         "PP-24",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default)."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Capturing before any eager iteration has run has produced incorrect captures; "
                             "keep at least one warmup step (3 is the default).")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid
                 || r.ctx.cfg.intValue(F::CudaGraphWarmupSteps, 3) >= 1)
                 return;
             if (r.ctx.hasDiagnostic("MB-23") || r.ctx.hasDiagnostic("MC-32"))
                 return;
             Hit& h = r.fire({F::CudaGraphWarmupSteps});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps"), {{F::CudaGraphWarmupSteps, 3}});
         }});

    rules.push_back(
        {"ADV-08",
         Severity::Info,
         Phase::Step,
         Stage::Advice,
         "PP-02; spec a.4",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 "
             "otherwise); sources disagree, so this is only a note."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources "
               "disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you "
               "start from uses.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Follow the recipe's value."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid
                 || !r.ctx.envIsSet(QStringLiteral("TORCH_NCCL_AVOID_RECORD_STREAMS")))
                 return;
             const QString v = r.ctx.env(QStringLiteral("TORCH_NCCL_AVOID_RECORD_STREAMS"));
             const QString expected = r.ctx.fullIterationGraph() ? QStringLiteral("0") : QStringLiteral("1");
             if (v == expected)
                 return;
             Hit& h = r.fire({F::EnvTorchNcclAvoidRecordStreams});
             h.args << expected << v;
         }});

    rules.push_back(
        {"ADV-09",
         Severity::Warning,
         Phase::Step,
         Stage::Advice,
         "PP-01, PP-02; spec f.2 conventions",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,"
             "graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,"
                             "graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have "
                             "run out of memory right after capture from fragmentation.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set the allocator and NCCL variables as the recipes do."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.fullIterationGraph())
                 return;
             const QString alloc = r.ctx.env(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"));
             const bool ok = alloc.contains(QLatin1String("expandable_segments:True"))
                 && alloc.contains(QLatin1String("graph_capture_record_stream_reuse:True"))
                 && r.ctx.env(QStringLiteral("NCCL_GRAPH_REGISTER")) == QLatin1String("0");
             if (ok)
                 return;
             Hit& h = r.fire({F::EnvPytorchCudaAllocConf, F::EnvNcclGraphRegister});
             Fix f;
             f.title = rulesTr(QT_TRANSLATE_NOOP("cga::Rules", "Use the recipes' allocator settings"));
             f.changes << envChange(QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"),
                                    QStringLiteral("expandable_segments:True,graph_capture_record_stream_reuse:True"))
                       << envChange(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
             h.fixes << f;
         }});

    rules.push_back(
        {"ADV-10",
         Severity::Warning,
         Phase::Step,
         Stage::Advice,
         "PP-12 (TE#3051, TE PR#3065)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "MoE with FP8 and Transformer Engine graphs on TE older than 2.16: GroupedLinear silently suppresses "
             "expert and router gradients during replay."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Transformer Engine before the GroupedLinear fix (2.16) scales MoE gradients wrongly in "
               "FP8 graph replay, silently. Use a newer TE or compare gradient norms with an eager run.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine."),
         FeAll,
         PrAll,
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
         }});

    rules.push_back(
        {"ADV-11",
         Severity::Error,
         Phase::Capture,
         Stage::Advice,
         "PP-21 (MB PR#5788)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Full-iteration graphs with optimizer.overlap_param_gather_with_optimizer_step."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "The parameter gather is launched from the optimizer step, outside the captured "
                             "iteration, so full-iteration capture fails. Keep plain overlap_param_gather.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Turn overlap_param_gather_with_optimizer_step off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.fullIterationGraph() || !r.ctx.cfg.boolValue(F::OverlapParamGatherWithOptimizerStep))
                 return;
             Hit& h = r.fire({F::OverlapParamGatherWithOptimizerStep, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Gather parameters with plain overlap"),
                                {{F::OverlapParamGatherWithOptimizerStep, false}});
         }});

    rules.push_back(
        {"ADV-12",
         Severity::Error,
         Phase::Capture,
         Stage::Advice,
         "PP-20 (MLM#5889, PR#7407)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "The optimizer CUDA graph with log_num_zeros_in_grad (a .item() host sync in the step)."),
         {{"CUDA error: operation not permitted when stream is capturing",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Counting zero gradients reads a value on the host inside optimizer.step, which cannot be "
                             "captured.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Turn log_num_zeros_in_grad off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!c.boolValue(F::OptimizerCudaGraph) || !c.boolValue(F::LogNumZerosInGrad))
                 return;
             Hit& h = r.fire({F::OptimizerCudaGraph, F::LogNumZerosInGrad});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Stop counting zero gradients"),
                                {{F::LogNumZerosInGrad, false}});
         }});

    rules.push_back(
        {"ADV-13",
         Severity::Warning,
         Phase::Step,
         Stage::Advice,
         "PP-11 (MLM#5966)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Transformer Engine attn scope with EP A2A overlap: grad-norm explosion and NaN after ~80 "
                           "iterations were reported (root cause unconfirmed)."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "This combination (attn graphs + EP overlap) was reported to blow up the gradient "
                             "norm after about 80 iterations. Compare loss and grad norm against an eager run "
                             "for the first hundred iterations.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Compare against eager early, or drop attn from the scopes."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.hasModule("attn")
                 || !r.ctx.cfg.boolValue(F::ModelOverlapMoeExpertParallelComm))
                 return;
             Hit& h = r.fire({F::CudaGraphModules, F::ModelOverlapMoeExpertParallelComm});
             h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop attn"),
                                  withoutItems(r.ctx.modules(), {QStringLiteral("attn")}));
         }});

    rules.push_back(
        {"ADV-14",
         Severity::Warning,
         Phase::Replay,
         Stage::Advice,
         "PP-14 (TE#3316)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "NVFP4 with the mamba scope: an illegal memory access in the first backward after validation "
             "was reported; MXFP8 or dropping mamba worked."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "NVFP4 with Mamba layers in Transformer Engine graphs hit an illegal memory access "
                             "after validation; switch to MXFP8 or drop mamba from the scopes.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use MXFP8, or drop mamba."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (r.ctx.impl() != Impl::TransformerEngine || c.stringValue(F::Fp4) != QLatin1String("nvfp4"))
                 return;
             if (!(r.ctx.hasModule("mamba")
                   || (r.ctx.modules().isEmpty() && ModelProvider::hasMambaLayers(r.ctx.provider))))
                 return;
             Hit& h = r.fire({F::Fp4, F::CudaGraphModules});
             const QStringList rest = withoutItems(r.ctx.modules(), {QStringLiteral("mamba")});
             if (!rest.isEmpty())
                 h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Drop mamba"), rest);
         }});

    rules.push_back(
        {"ADV-15",
         Severity::Info,
         Phase::Rco,
         Stage::Advice,
         "spec f.2 (gpt_oss/common.py); MLM-12",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "cpu_offloading_num_layers > 0 while cpu_offloading is False: no effect in Bridge; under Megatron-LM it "
             "would switch offloading on and conflict with per-layer graphs."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "cpu_offloading_num_layers=%1 does nothing in Bridge while cpu_offloading is False; the same "
               "value on the Megatron-LM command line would turn offloading on.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set cpu_offloading_num_layers to 0."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (c.intValue(F::CpuOffloadingNumLayers) <= 0 || c.boolValue(F::CpuOffloading))
                 return;
             Hit& h = r.fire({F::CpuOffloadingNumLayers, F::CpuOffloading});
             h.args << QString::number(c.intValue(F::CpuOffloadingNumLayers));
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Set it to 0"), {{F::CpuOffloadingNumLayers, 0}});
         }});

    rules.push_back(
        {"ADV-16",
         Severity::Info,
         Phase::Provide,
         Stage::Advice,
         "spec f.2 anomaly; MB-05; MB-18",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "Graphs on a provider that does not require the TE RNG tracker (hybrid, Qwen3-VL MoE) with both TE RNG "
             "flags off: the run uses Megatron-Core's graph-safe RNG instead."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "This provider does not check the TE RNG tracker; the run will use Megatron-Core's graph-safe "
               "RNG. Shipped Qwen3-VL recipes run like this, but turning both flags on matches the other "
               "recipes.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Turn both TE RNG flags on."),
         FeBridge,
         PrAll,
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
         }});

    rules.push_back(
        {"ADV-17",
         Severity::Error,
         Phase::Rco,
         Stage::Advice,
         "PP-23 (arguments.py)",
         QT_TRANSLATE_NOOP("cga::Rules", "Hierarchical (hybrid) context parallelism with CUDA graphs."),
         {{"Hybrid context parallelism not supported with CUDA Graph",
           QT_TRANSLATE_NOOP("cga::Rules",
                             "Hybrid context parallelism changes communication patterns that graphs cannot capture.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use plain context parallelism, or turn graphs off."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (c.isNull(F::HierarchicalContextParallelSizes)
                 || c.listValue(F::HierarchicalContextParallelSizes).isEmpty() || !r.ctx.graphsOn())
                 return;
             Hit& h = r.fire({F::HierarchicalContextParallelSizes, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use plain context parallelism"),
                                {{F::HierarchicalContextParallelSizes, nullValue()}});
         }});

    rules.push_back(
        {"ADV-18",
         Severity::Warning,
         Phase::Capture,
         Stage::Advice,
         "PP-06 (MLM PR#6022)",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Full-iteration graphs on a dropless MoE without a per-rank expert capacity "
                           "(moe_expert_rank_capacity_factor): "
                           "the dispatcher's device-to-host sync breaks capture."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "Full-iteration capture of dropless MoE needs static expert buffers: the shipped recipes use "
               "HybridEP with moe_expert_rank_capacity_factor (paged stash); without it the dispatcher syncs "
               "with the host during capture.")}},
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Set moe_expert_rank_capacity_factor (recipes use 1.5) with HybridEP, or use TE scopes."),
         FeAll,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.fullIterationGraph() || !r.ctx.isMoe() || r.ctx.dropAndPad()
                 || !c.isNull(F::MoeExpertRankCapacityFactor))
                 return;
             Hit& h = r.fire({F::MoeExpertRankCapacityFactor, F::CudaGraphImpl});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use a per-rank expert capacity of 1.5"),
                                {{F::MoeExpertRankCapacityFactor, 1.5}});
         }});

    rules.push_back(
        {"ADV-19",
         Severity::Info,
         Phase::Step,
         Stage::Advice,
         "spec e.5",
         QT_TRANSLATE_NOOP("cga::Rules",
                           "Graphs on and logger.log_interval > 1: each log line averages several iterations, so the "
                           "capture step contaminates one interval and eager/replay cannot be separated."),
         {{nullptr,
           QT_TRANSLATE_NOOP("cga::Rules",
                             "With log_interval=%1 each log line averages %1 iterations; set it to 1 so the log "
                             "shows eager, capture and replay iterations apart.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Set logger.log_interval=1."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid || r.ctx.cfg.intValue(F::LogInterval, 100) <= 1)
                 return;
             Hit& h = r.fire({F::LogInterval});
             h.args << QString::number(r.ctx.cfg.intValue(F::LogInterval, 100));
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Log every iteration"), {{F::LogInterval, 1}});
         }});

    rules.push_back(
        {"ADV-20",
         Severity::Warning,
         Phase::Replay,
         Stage::Advice,
         "PP-13 (MB PR#3076)",
         QT_TRANSLATE_NOOP(
             "cga::Rules",
             "FP8 parameter gather reusing the gradient buffer with overlapped parameter gather and full-iteration "
             "graphs: the first replay gathered zeros on older Bridge."),
         {{nullptr,
           QT_TRANSLATE_NOOP(
               "cga::Rules",
               "This combination gave a zero gradient norm and a wrong loss on the first replayed iteration "
               "before the Bridge fix; check the first iterations after capture.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use a Bridge with the fix, or turn reuse_grad_buf_for_mxfp8_param_ag off."),
         FeBridge,
         PrAll,
         [](RuleRun& r) {
             const TrainingConfig& c = r.ctx.cfg;
             if (!r.ctx.fullIterationGraph() || !c.boolValue(F::Fp8ParamGather)
                 || !c.boolValue(F::ReuseGradBufForMxfp8ParamAg) || !c.boolValue(F::OverlapParamGather))
                 return;
             Hit& h = r.fire({F::Fp8ParamGather, F::ReuseGradBufForMxfp8ParamAg, F::OverlapParamGather});
             h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Do not reuse the gradient buffer"),
                                {{F::ReuseGradBufForMxfp8ParamAg, false}});
         }});

    rules.push_back(
        {"ADV-21",
         Severity::Error,
         Phase::Provide,
         Stage::Advice,
         "spec a.6 (TC docstring)",
         QT_TRANSLATE_NOOP("cga::Rules", "fp8_recipe=mxfp8 on a GPU older than Blackwell."),
         {{nullptr, QT_TRANSLATE_NOOP("cga::Rules", "MXFP8 needs Blackwell-class GPUs; %1 does not support it.")}},
         QT_TRANSLATE_NOOP("cga::Rules", "Use the tensorwise or delayed FP8 recipe on Hopper."),
         FeAll,
         PrAll,
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
         }});
}

} // namespace cga
