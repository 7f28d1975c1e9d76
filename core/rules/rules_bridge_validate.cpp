// Spec section b.3, part 2: Megatron Bridge checks of ConfigContainer.validate() before model.finalize(), and the
// local-implementation check that validate() repeats after it.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

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

// TrainingConfig.finalize() (training/config.py L469-490): exactly one way to say how long to train. An input that
// leaves all three out is an override of a recipe that states one; only an explicit null says "none".
void checkMb28(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    const bool iters = !c.isNull(F::TrainIters), samples = !c.isNull(F::TrainSamples), epochs = !c.isNull(F::NumEpochs);
    const int modes = int(iters) + int(samples) + int(epochs);
    if (modes == 0 && c.isSet(F::TrainIters)) {
        Hit& h = r.fire({F::TrainIters, F::TrainSamples, F::NumEpochs});
        h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Train for 50 iterations"), {{F::TrainIters, 50}});
    } else if (modes > 1) {
        Hit& h = r.fire({F::TrainIters, F::TrainSamples, F::NumEpochs});
        h.variant = 1;
        if (iters)
            h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Keep train_iters only"),
                               {{F::TrainSamples, nullValue()}, {F::NumEpochs, nullValue()}});
    } else if (epochs && c.floatValue(F::NumEpochs) <= 0.0) {
        r.fire({F::NumEpochs}).variant = 2;
    } else if (samples && c.intValue(F::TrainSamples) <= 0) {
        r.fire({F::TrainSamples}).variant = 3;
    }
}

void checkMb16(RuleRun& r)
{
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
}

void checkMb25(RuleRun& r)
{
    const TrainingConfig& c = r.ctx.cfg;
    // validate_flex_dispatcher_backend reads only the dispatcher type: a dense model with flex is checked too.
    if (c.stringValue(F::MoeTokenDispatcherType) != QLatin1String("flex"))
        return;
    const GpuInfo& g = r.ctx.target.gpu;
    if (g.name.isEmpty() && !g.knownCapability())
        return;
    const QString backend = c.stringValue(F::MoeFlexDispatcherBackend);
    bool ok = true;
    int variant = 0;
    if (backend == QLatin1String("deepep")) {
        ok = g.ccMajor == 8 || g.ccMajor == 9 || g.name == QLatin1String("b200") || g.name == QLatin1String("b300");
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
        h.note = rulesTr(QT_TRANSLATE_NOOP("cga::Rules",
                                           "The compute capability of this GPU is not known here; check the backend's "
                                           "support before launching."));
    }
    h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the alltoall dispatcher"),
                       {{F::MoeTokenDispatcherType, QStringLiteral("alltoall")}});
}

// MB-02 is checked twice, before and after finalize, with the same messages.
std::vector<RuleMessage> mb02Messages()
{
    return {
        {.upstream
         = "Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs with scopes "
           "%1. Use model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or "
           "\"mlp\".",
         .explanation = QT_TRANSLATE_NOOP(
             "cga::Rules",
             "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
             "Transformer Engine.")},
        {.upstream
         = "Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs. Use "
           "model.cuda_graph_impl=\"transformer_engine\" for scoped CUDA graph capture such as \"attn\" or \"mlp\".",
         .explanation = QT_TRANSLATE_NOOP(
             "cga::Rules",
             "In Megatron Bridge, local means full-iteration graphs; per-layer or per-module graphs are built by "
             "Transformer Engine.")}};
}

} // namespace

// structure: data table
void addBridgeValidateRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MB-29",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "training/config.py L1110-1112",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP with CUDA_DEVICE_MAX_CONNECTIONS=1."),
        .messages = {{.upstream = "FSDP requires CUDA_DEVICE_MAX_CONNECTIONS > 1 or unset.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Megatron-FSDP overlaps its parameter gathers with compute on several streams; one "
                          "hardware queue (CUDA_DEVICE_MAX_CONNECTIONS=1) serialises them, so Bridge refuses it.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Unset CUDA_DEVICE_MAX_CONNECTIONS or raise it, for example to 8."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.cfg.boolValue(F::UseMegatronFsdp)
                    || r.ctx.env(QStringLiteral("CUDA_DEVICE_MAX_CONNECTIONS")) != QLatin1String("1"))
                    return;
                Hit& h = r.fire({F::UseMegatronFsdp, F::EnvCudaDeviceMaxConnections});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Unset CUDA_DEVICE_MAX_CONNECTIONS"),
                                   {{F::EnvCudaDeviceMaxConnections, nullValue()}});
            },
    });
    rules.push_back({
        .id = "MB-28",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "training/config.py L469-490",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "The training length is not given exactly once (train_iters, train_samples or "
                                       "num_epochs), or is not positive."),
        .messages
        = {{.upstream = "One of train_iters, train_samples, or num_epochs must be provided",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "train_iters is set to null and neither train_samples nor num_epochs is given: Bridge's "
                "TrainingConfig.finalize() needs one of them.")},
           {.upstream = "Cannot specify more than one of train_iters, train_samples, or num_epochs",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "Give the training length one way only: train_iters, train_samples or "
                                             "num_epochs.")},
           {.upstream = "num_epochs must be a positive number",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "num_epochs must be above 0.")},
           {.upstream = "train_samples must be positive",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "train_samples must be above 0.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set train.train_iters (or train_samples, or num_epochs) alone."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check = checkMb28,
    });
    // --- validate() before model.finalize() ---
    rules.push_back({
        .id = "MB-14",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1181-1188",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "Megatron-FSDP v2 with the optimizer CUDA graph, or with any CUDA graph / "
                                       "megatron_fsdp_cuda_graph_mode."),
        .messages
        = {{.upstream = "MFSDP V2 does not support optimizer CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 cannot capture the optimizer step.")},
           {.upstream = "MFSDP V2 does not support CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "Megatron-FSDP v2 cannot run with CUDA graphs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1, or turn graphs off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::UseMegatronFsdp) || c.intValue(F::MegatronFsdpVersion, 1) != 2)
                    return;
                const Fix v1
                    = makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use Megatron-FSDP v1"), {{F::MegatronFsdpVersion, 1}});
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
            },
    });

    rules.push_back({
        .id = "MB-10",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1284-1291",
        .condition = QT_TRANSLATE_NOOP("cga::Rules",
                                       "offline_packing_specs.pad_cu_seqlens=True without dataset pad_to_max_length."),
        .messages = {{.upstream = "offline_packing_specs.pad_cu_seqlens=True requires dataset pad_to_max_length=True.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Fixed-length cu_seqlens only make sense when every sample is padded to the sequence "
                          "length.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.boolValue(F::PadCuSeqlens) || c.boolValue(F::PadToMaxLength))
                    return;
                Hit& h = r.fire({F::PadCuSeqlens, F::PadToMaxLength});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad samples to max length"),
                                   {{F::PadToMaxLength, true}});
            },
    });

    rules.push_back({
        .id = "MB-08",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1293-1300",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Offline packing with training graphs (full-iteration or transformer_engine) and the dataset "
            "not padded to max length."),
        .messages = {{.upstream = "Offline packing with CUDA graphs requires dataset pad_to_max_length=True.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Packed batches must have a fixed size for graphs: pad every pack to the sequence "
                          "length.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.offlinePacking() || c.boolValue(F::PadToMaxLength))
                    return;
                if (!r.ctx.fullIterationGraph() && r.ctx.impl() != Impl::TransformerEngine)
                    return;
                Hit& h = r.fire({F::OfflinePackingSpecs, F::PadToMaxLength, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Pad packs to max length"),
                                   {{F::PadToMaxLength, true}});
            },
    });

    rules.push_back({
        .id = "MB-09",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1302-1309",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Offline packing with packed attention captured (full-iteration, TE whole layer, or TE attn) and "
            "pad_cu_seqlens off. TE mlp-only or router-only scopes are exempt."),
        .messages
        = {{.upstream = "Packed attention CUDA graphs require offline_packing_specs.pad_cu_seqlens=True. Enable it for "
                        "full-iteration, whole-layer, or attention-scoped capture.",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "Captured attention needs cu_seqlens of a fixed length.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Set offline_packing_specs.pad_cu_seqlens=True (with pad_to_max_length)."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MB-11",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1336-1339",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "Energon native sequence packing (packing_buffer_size set) with language or vision graphs."),
        .messages = {{.upstream = "Energon native sequence packing does not support CUDA graphs.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Energon packs a different number of sequences every step, which graphs cannot "
                          "capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Unset packing_buffer_size, or turn graphs off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MB-12",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1344-1352",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules", "With PP > 1 or EP > 1, a dataset that has pad_to_max_length gets it forced to True."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "dataset.pad_to_max_length was set to True because pipeline or expert "
                                             "parallelism needs equal shapes on every rank.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set dataset.pad_to_max_length=True yourself."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::PadToMaxLength) || c.boolValue(F::PadToMaxLength))
                    return;
                // GPTSFTDatasetConfig has no pad_to_max_length attribute (its dataset_kwargs carry it), so
                // hasattr(self.dataset, "pad_to_max_length") is False and nothing is forced.
                if (ModelProvider::classifyDataset(c.stringValue(F::DatasetTarget)) == DatasetKind::Finetuning)
                    return;
                if (c.intValue(F::PipelineModelParallelSize, 1) <= 1 && c.intValue(F::ExpertModelParallelSize, 1) <= 1)
                    return;
                c.set(F::PadToMaxLength, true);
                r.fire({F::PadToMaxLength, F::PipelineModelParallelSize, F::ExpertModelParallelSize});
            },
    });

    rules.push_back({
        .id = "MB-01",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCG L134-139 (BCFG L1399, L1514)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cuda_graph_impl is none: scopes are cleared (so none + [full_iteration] stays off, unlike raw "
            "Megatron-Core)."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "CUDA graphs are off, so the scopes %1 were cleared.")},
           {.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "%2=True turns graphs on only in Megatron-Core's post-init, after Bridge has cleared the scopes %1 "
                "(cuda_graph_impl was still none): whole layers will be captured, not %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Remove the scopes when graphs are off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (c.stringValue(F::CudaGraphImpl) != QLatin1String("none"))
                    return;
                const bool enable = c.boolValue(F::EnableCudaGraph), external = c.boolValue(F::ExternalCudaGraph);
                // Bridge before 2026-07-10 (PR 4607) finalized the model first, so a deprecated flag had already
                // chosen the implementation and the scopes were kept (external_cuda_graph + attn: attention only).
                if ((enable || external) && r.ctx.target.profile == McoreProfile::Legacy)
                    return;
                // Since then the deprecated flags switch graphs on later (MC-03); Bridge sees impl none and clears.
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
                if (enable != external) { // the scopes the user asked for are lost while graphs still run
                    h.variant = 1;
                    h.severity = Severity::Warning;
                    h.args << QString::fromLatin1(external ? "external_cuda_graph" : "enable_cuda_graph");
                    h.fixes << makeFix(
                        QT_TRANSLATE_NOOP("cga::Rules", "Keep the scopes with cuda_graph_impl"),
                        {{external ? F::ExternalCudaGraph : F::EnableCudaGraph, false},
                         {F::CudaGraphImpl, external ? QStringLiteral("transformer_engine") : QStringLiteral("local")},
                         {F::CudaGraphModules, leftover},
                         {F::CudaGraphScope, nullValue()}});
                }
            },
    });

    rules.push_back({
        .id = "MB-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCG L141-153",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "cuda_graph_impl=local that is neither the full-iteration spelling nor an inference-only local scope "
            "(covers local + [attn], local + [] and local + \"full\")."),
        .messages = mb02Messages(),
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for scopes, or full_iteration."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (localRejected(r.ctx))
                    fireMb02(r);
            },
    });

    rules.push_back({
        .id = "MB-04",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L1414-1416",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "If either rng.te_rng_tracker or model.use_te_rng_tracker is True, both become True (never "
                            "turned on when both are False)."),
        .messages
        = {{.upstream = nullptr, .explanation = QT_TRANSLATE_NOOP("cga::Rules", "%1 was set to True to match %2.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set both TE RNG flags."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
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
            },
    });

    rules.push_back({
        .id = "MB-16",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "BCFG L2182-2215",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Fine-grained activation offloading without the transformer_engine layer implementation, or "
            "with TE >= 2.10 and NVTE_CPU_OFFLOAD_V1 not 1."),
        .messages
        = {{.upstream = "Fine-grained activation offloading is only supported with transformer_engine "
                        "implementation. Current transformer_impl: %1",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules", "Fine-grained offloading hooks into Transformer Engine layers.")},
           {.upstream = "For fine-grained activation offloading with TE >= 2.10.0, NVTE_CPU_OFFLOAD_V1 environment "
                        "variable should be set to 1 to avoid offloading weights.",
            .explanation
            = QT_TRANSLATE_NOOP("cga::Rules",
                                "With Transformer Engine 2.10 or newer, set NVTE_CPU_OFFLOAD_V1=1 or weights get "
                                "offloaded too.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_impl=transformer_engine and NVTE_CPU_OFFLOAD_V1=1."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check = checkMb16,
    });

    rules.push_back({
        .id = "MB-25",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePre,
        .source = "training/flex_dispatcher_backend.py L88-110",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The flex dispatcher with DeepEP on a GPU other than Ampere, Hopper, B200 or B300, or HybridEP on a "
            "compute capability major outside 8, 9, 10."),
        .messages
        = {{.upstream = "DeepEP is supported for Ampere, Hopper, and Blackwell (B200/B300) GPUs. Current GPU: %1",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "DeepEP does not run on %1.")},
           {.upstream = "HybridEP is supported for GB200, GB300 with NVL72 and for Ampere, Hopper, B200 and B300 GPUs",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules", "HybridEP does not run on %1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Choose a backend that supports the GPU."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check = checkMb25,
    });

    // --- validate() after model.finalize() ---
    rules.push_back({
        .id = "MB-02",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "BCG L141-153 (after finalize)",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The same local check after finalize (the deprecated enable_cuda_graph passes it: it becomes local with "
            "inference scope layer)."),
        .messages = mb02Messages(),
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use transformer_engine for scopes, or full_iteration."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.hasDiagnostic("MB-02") || r.ctx.impl() != Impl::Local)
                    return;
                if (localRejected(r.ctx))
                    fireMb02(r);
                else
                    r.ctx.legacyLocalManager = !r.ctx.fullIterationGraph();
            },
    });
}

} // namespace cga
