// Spec section b.6 and the skill's guidance (skill-notes.md, pain-points.md): advisory items that no upstream code
// enforces but that decide whether graphs pay off or fail later: bring-up, memory, scopes, warmup and the
// environment. Ids ADV-01..ADV-09; the reported upstream issues are in rules_advice_issues.cpp.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

// Static graph buffers of per-layer capture: every captured scope keeps input, output and gradient buffers per
// layer and per microbatch in flight. Returns GiB, or a negative number when shapes are unknown.
// The static buffers of per-layer graphs, in GiB per GPU (the formula is in ADV-03's condition); -1 with the paths
// of the shape fields that are not set in *missing when it cannot be estimated.
double staticBufferGiB(const EvalContext& ctx, QStringList* missing)
{
    const TrainingConfig& c = ctx.cfg;
    const qint64 layers = c.intValue(F::NumLayers, -1), hidden = c.intValue(F::HiddenSize, -1);
    qint64 seq = c.intValue(F::ModelSeqLength, -1);
    if (seq <= 0)
        seq = c.intValue(F::DatasetSeqLength, -1); // Bridge requires the two to match
    if (layers <= 0)
        *missing << fieldPath(F::NumLayers);
    if (hidden <= 0)
        *missing << fieldPath(F::HiddenSize);
    if (seq <= 0)
        *missing << fieldPath(F::ModelSeqLength);
    if (!missing->isEmpty())
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

// structure: data table
void addAdvisoryRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "ADV-01",
        .severity = Severity::Info,
        .phase = Phase::Replay,
        .stage = Stage::Advice,
        .source = "spec b.6; skill bring-up order 2",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Graphs are on: every captured shape (sequence length, micro-batch size) must stay fixed for the run. "
            "A warning when something in the config makes shapes vary."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Keep seq_length and micro_batch_size fixed for the whole run: graphs replay the shapes they "
                          "were captured with, and nothing checks this up front.")},
                     {.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Shapes may change between steps (variable sequence lengths or in-batch packing), but "
                          "graphs replay fixed shapes: expect failed replays or wrong results.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Pad to max length and keep shapes fixed."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "ADV-02",
        .severity = Severity::Warning,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "spec b.6; PP-22",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Full-iteration graphs with ddp.check_for_nan_in_grad on (recommended off; Bridge does not "
                            "enforce it)."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "The gradient NaN check syncs with the host inside the captured iteration; turn it "
                          "off with full-iteration graphs (and watch the loss yourself).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set ddp.check_for_nan_in_grad=False."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                fireWhenOnInFullIteration(r, F::CheckForNanInGrad,
                                          QT_TRANSLATE_NOOP("cga::Rules", "Turn the gradient NaN check off"));
            },
    });

    rules.push_back({
        .id = "ADV-03",
        .severity = Severity::Info,
        .phase = Phase::Capture,
        .stage = Stage::Advice,
        .source = "skill pitfall 4; PP-04, PP-05",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Graphs cost memory: TE scoped graphs a few GB (one set of static buffers per layer per microbatch in "
            "flight, so PP and VPP multiply it), full-iteration graphs up to 1.5-2x the eager peak. The estimate "
            "shown: 3 x tokens x hidden_size x 2 bytes x (num_layers / PP) x microbatches in flight (PP x VPP when "
            "PP > 1, else 1) x captured scopes, with tokens = seq_length x micro_batch_size / CP (/ TP with "
            "sequence parallelism)."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Transformer Engine graphs keep static buffers per captured layer: about %1 GiB per GPU here. "
                "Graphs are a speed optimization for runs with headroom, not a way to fit.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With pipeline parallelism each microbatch in flight gets its own graphs: about %1 GiB of "
                "static buffers per GPU here, and capture-time OOM is common. Check the headroom of the eager "
                "run first.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "A full-iteration graph can raise peak memory to 1.5-2x the eager peak. Measure the eager "
                "peak and keep that headroom.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Transformer Engine graphs keep static buffers per captured layer; their size cannot be estimated "
                "here because %1 is not set. Graphs are a speed optimization for runs with headroom, not a way to "
                "fit.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With pipeline parallelism each microbatch in flight gets its own graphs, and capture-time OOM is "
                "common; their size cannot be estimated here because %1 is not set. Check the headroom of the "
                "eager run first.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Keep memory headroom, narrow the scopes, or reduce microbatches in flight."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
                QStringList missing;
                const double gib = staticBufferGiB(r.ctx, &missing);
                // Never a placeholder: the figure, or which shape fields it needs.
                const QString amount
                    = gib < 0 ? missing.join(QStringLiteral(", ")) : QString::number(gib, 'f', gib < 10 ? 2 : 1);
                if (c.intValue(F::PipelineModelParallelSize, 1) > 1) {
                    Hit& h = r.fire(
                        {F::PipelineModelParallelSize, F::VirtualPipelineModelParallelSize, F::CudaGraphModules});
                    h.variant = gib < 0 ? 4 : 1;
                    h.severity = Severity::Warning;
                    h.args << amount;
                } else {
                    Hit& h = r.fire({F::CudaGraphModules});
                    h.variant = gib < 0 ? 3 : 0;
                    h.args << amount;
                }
            },
    });

    rules.push_back({
        .id = "ADV-04",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Advice,
        .source = "skill quick decision; spec f.2 conventions",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Start with the narrowest useful Transformer Engine scope; every H100 perf recipe with graphs uses TE "
            "scopes, full-iteration recipes target Blackwell-class GPUs."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Whole-layer capture is the widest per-layer choice; start narrow (attn for dense models, "
                          "moe_router and moe_preprocess for dropless MoE) and widen only after an A/B shows a gain.")},
                     {.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Full-iteration graphs on %1: every shipped full-iteration recipe targets Blackwell-class "
                          "GPUs; on Hopper start with Transformer Engine scopes.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Start with TE scopes and widen step by step."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() == Impl::TransformerEngine && r.ctx.modules().isEmpty()) {
                    const QStringList narrow = r.ctx.isMoe()
                        ? QStringList{QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")}
                        : QStringList{QStringLiteral("attn")};
                    Hit& h = r.fire({F::CudaGraphModules});
                    h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Start with the narrow scopes"),
                                         narrow);
                    return;
                }
                const GpuInfo& g = r.ctx.target.gpu;
                if (r.ctx.fullIterationGraph() && g.knownCapability() && !g.isBlackwellOrLater()) {
                    Hit& h = r.fire({F::CudaGraphImpl});
                    h.variant = 1;
                    h.args << g.displayName();
                }
            },
    });

    rules.push_back({
        .id = "ADV-05",
        .severity = Severity::Info,
        .phase = Phase::Rco,
        .stage = Stage::Advice,
        .source = "skill-notes.md section 6 (Bridge copy 2026-08-01)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Dropless MoE with attn + moe_router + moe_preprocess: the newer guidance starts with moe_router and "
            "moe_preprocess and adds attn only if a matched A/B improves."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Newer guidance for dropless MoE: start with moe_router and moe_preprocess, and add attn only "
                "if an eager-against-graph A/B on the final stack shows it helps.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Drop attn until an A/B shows it helps."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine || !r.ctx.isMoe() || r.ctx.dropAndPad())
                    return;
                if (!r.ctx.hasModule("attn") || !r.ctx.hasModule("moe_router") || !r.ctx.hasModule("moe_preprocess"))
                    return;
                Hit& h = r.fire({F::CudaGraphModules});
                h.fixes << scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Start with the router scopes"),
                                     {QStringLiteral("moe_router"), QStringLiteral("moe_preprocess")});
            },
    });

    rules.push_back({
        .id = "ADV-06",
        .severity = Severity::Info,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "PP-09; skill bring-up order 5-7",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A successful capture is not a speedup: compare steady replay iterations (after warmup and capture) "
            "against a matched eager run, on the final stack."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Measure before you keep graphs: compare replay iterations after warmup and capture against "
                          "the same run with graphs off (cga bench locally, or the sbatch A/B on the cluster).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Run an eager-against-graph A/B."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid)
                    return;
                r.fire({F::CudaGraphImpl});
            },
    });

    rules.push_back({
        .id = "ADV-07",
        .severity = Severity::Warning,
        .phase = Phase::Capture,
        .stage = Stage::Advice,
        .source = "PP-24",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "cuda_graph_warmup_steps below 1 (at least 1 is recommended, 3 is the default)."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Capturing before any eager iteration has run has produced incorrect captures; "
                          "keep at least one warmup step (3 is the default).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid
                    || r.ctx.cfg.intValue(F::CudaGraphWarmupSteps, 3) >= 1)
                    return;
                if (r.ctx.hasDiagnostic("MB-23") || r.ctx.hasDiagnostic("MC-32"))
                    return;
                Hit& h = r.fire({F::CudaGraphWarmupSteps});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps"),
                                   {{F::CudaGraphWarmupSteps, 3}});
            },
    });

    rules.push_back({
        .id = "ADV-08",
        .severity = Severity::Info,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "PP-02; spec a.4",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "TORCH_NCCL_AVOID_RECORD_STREAMS differs from the recipe convention (0 with full-iteration graphs, 1 "
            "otherwise); sources disagree, so this is only a note."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Recipes set TORCH_NCCL_AVOID_RECORD_STREAMS=%1 for this implementation, you have %2. Sources "
                "disagree (a maintainer reply recommends 0, some recipes use 1): keep what the recipe you "
                "start from uses.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Follow the recipe's value."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "ADV-09",
        .severity = Severity::Warning,
        .phase = Phase::Step,
        .stage = Stage::Advice,
        .source = "PP-01, PP-02; spec f.2 conventions",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Full-iteration graphs without the recipe allocator bundle (expandable_segments:True,"
            "graph_capture_record_stream_reuse:True with NCCL_GRAPH_REGISTER=0): fragmentation OOM after capture."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Full-iteration recipes set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,"
                          "graph_capture_record_stream_reuse:True and NCCL_GRAPH_REGISTER=0; without them runs have "
                          "run out of memory right after capture from fragmentation.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set the allocator and NCCL variables as the recipes do."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
                f.changes << envChange(
                    QStringLiteral("PYTORCH_CUDA_ALLOC_CONF"),
                    QStringLiteral("expandable_segments:True,graph_capture_record_stream_reuse:True"))
                          << envChange(QStringLiteral("NCCL_GRAPH_REGISTER"), QStringLiteral("0"));
                h.fixes << f;
            },
    });
}

} // namespace cga
