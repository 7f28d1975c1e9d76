// Spec section b.2, part 2: Megatron-Core checks of Megatron-FSDP, NCCL user buffers, capture, replay and teardown
// (MCR-09..MCR-18). Rules that only fire at run time are reported when the configuration makes them likely.
#include "rules/rulehelpers.h"

#include <cmath>

namespace cga {

namespace {

using F = FieldId;

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

// structure: data table
void addMcoreCaptureRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MCR-09",
        .severity = Severity::Error,
        .phase = Phase::Step,
        .stage = Stage::Runtime,
        .source = "language_module.py L176-190",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Full-iteration graphs with Transformer Engine's fused cross entropy on TE older than 2.7."),
        .messages
        = {{.upstream
            = "CUDA graph compatible cross entropy requires TransformerEngine >= 2.7.0, but found version %1. Please "
              "upgrade TransformerEngine or set cuda_graph_impl to a value other than 'full_iteration'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "The graph-safe fused cross entropy needs Transformer Engine 2.7 or newer.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine, or use the native cross-entropy fusion."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-10",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "mcore_fsdp_adapter.py L182-187",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP with EP A2A overlap and per-layer graphs."),
        .messages
        = {{.upstream
            = "1F1B overlap with FSDP does not support per-layer CUDA graphs (cuda_graph_impl='transformer_engine'). "
              "Use cuda_graph_impl='full_iteration' or disable CUDA graphs (cuda_graph_impl='none').",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "With FSDP, EP overlap only works with full-iteration graphs or none.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs, or turn graphs off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::UseMegatronFsdp) || !c.boolValue(F::ModelOverlapMoeExpertParallelComm)
                    || !r.ctx.perLayer())
                    return;
                Hit& h = r.fire({F::UseMegatronFsdp, F::ModelOverlapMoeExpertParallelComm, F::CudaGraphImpl});
                h.fixes << fullIterationFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Use full-iteration graphs"));
            },
    });

    rules.push_back({
        .id = "MCR-11",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "mcore_fsdp_adapter.py L678-679",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 with any CUDA graph or megatron_fsdp_cuda_graph_mode."),
        .messages
        = {{.upstream = "MFSDP v2 does not currently support CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP version 2 cannot run with CUDA graphs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1, or turn graphs off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::UseMegatronFsdp) || c.intValue(F::MegatronFsdpVersion, 1) != 2)
                    return;
                if (!r.ctx.graphsOn() && !c.boolValue(F::MegatronFsdpCudaGraphMode))
                    return;
                if (r.ctx.hasDiagnostic("MB-14"))
                    return; // Bridge rejects it earlier with MB-14
                Hit& h = r.fire({F::MegatronFsdpVersion, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1"),
                                   {{F::MegatronFsdpVersion, 1}});
            },
    });

    rules.push_back({
        .id = "MCR-12",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "distributed_data_parallel_config.py L261-267",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "NCCL user buffers (ddp.nccl_ub) with expandable_segments:True on PyTorch older than 2.11."),
        .messages
        = {{.upstream
            = "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True is currently not supported with nccl_ub due to "
              "compatibility issue with torch.cuda.MemPool API.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "NCCL user buffers use a memory pool API that breaks with expandable segments before PyTorch 2.11.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade PyTorch to 2.11, or turn nccl_ub off."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-13",
        .severity = Severity::Warning,
        .phase = Phase::Capture,
        .stage = Stage::Runtime,
        .source = "CG L2810-2815",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "No layer matches the captured scopes (for example mamba on a pure transformer, or mlp on a model "
            "whose layers are all MoE): everything runs eager."),
        .messages
        = {{.upstream = "TECudaGraphHelper: No graphable layers found. Skipping CUDA graph capture.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "None of the captured scopes exists in this model, so no graph is built and the run stays eager.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Capture scopes that exist in the model."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-14",
        .severity = Severity::Error,
        .phase = Phase::Replay,
        .stage = Stage::Runtime,
        .source = "CG L1985-1991",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Local per-layer graphs with changing shapes (variable_seq_lengths or in-batch packing)."),
        .messages
        = {{.upstream
            = "`cudagraph_created` is set to True but no matching cudagraph runners were found. This module has %1 "
              "existing runners. Use `get_mismatch_errors` to debug mismatches.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Local graphs are recorded for one input shape; a later microbatch with another shape finds no "
                "matching graph.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Keep shapes static (pad to max length)."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-15",
        .severity = Severity::Warning,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "CG L107-146",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Local per-layer graphs with CUDA_DEVICE_MAX_CONNECTIONS unset, below 16 or not a number."),
        .messages
        = {{.upstream
            = "CUDA_DEVICE_MAX_CONNECTIONS %1. For GTP workloads, consider setting it to 16 or 32 before process "
              "startup to avoid implicit stream aliasing.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The local graph stream pool needs enough hardware queues; with fewer than 16, streams can alias.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-16",
        .severity = Severity::Warning,
        .phase = Phase::Capture,
        .stage = Stage::Runtime,
        .source = "FCG L210-217",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Full-iteration capture on a PyTorch without set_override_stale_capture_stream (older than 2.12)."),
        .messages
        = {{.upstream
            = "torch.autograd.graph.set_override_stale_capture_stream is not available in this PyTorch version; CUDA "
              "graph capture may fail if autograd nodes hold stale references to non-capturing streams. Upgrade to a "
              "PyTorch build that includes pytorch/pytorch#180090.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Without this PyTorch API, capture can fail when autograd nodes remember a stream from before the "
                "capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade PyTorch."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.fullIterationGraph() || r.ctx.torchAtLeast(2, 12) != Tri::No)
                    return;
                r.fire({F::CudaGraphImpl});
            },
    });

    rules.push_back({
        .id = "MCR-17",
        .severity = Severity::Auto,
        .phase = Phase::Capture,
        .stage = Stage::Runtime,
        .source = "CG L2664-2677",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Transformer Engine runs its own warmup iterations inside make_graphed_callables: max(1, ceil((10 - "
            "warmup_steps x microbatches) / captured microbatches))."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Transformer Engine will run %1 warmup iteration(s) per graph inside capture (warmup steps "
                          "%2, %3 microbatch(es) per step, %4 captured).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; more warmup steps make capture shorter."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MCR-18",
        .severity = Severity::Info,
        .phase = Phase::Step,
        .stage = Stage::Runtime,
        .source = "CG L2860-2885",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "At teardown, Transformer Engine older than 2.10 drops graphs without an explicit reset."),
        .messages
        = {{.upstream = "Rank %1: %2 graphs deleted with explicit reset, %3 graphs deleted without explicit reset.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Transformer Engine before 2.10 cannot reset graphs when they are deleted; their memory is "
                "freed only when the process exits.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Upgrade Transformer Engine to 2.10 or newer."),
        .frontEnds = FeAll,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine || r.ctx.teAtLeast(2, 10) != Tri::No)
                    return;
                Hit& h = r.fire({F::CudaGraphImpl});
                h.args << QStringLiteral("r") << QStringLiteral("0") << QStringLiteral("N");
            },
    });
}

} // namespace cga
