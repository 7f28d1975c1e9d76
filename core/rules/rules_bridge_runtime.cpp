// Spec section b.3, part 3: Bridge checks after finalize, at model construction, loop set-up and run time.
#include "rules/rulehelpers.h"

namespace cga {

namespace {

using F = FieldId;

// BCG.validate_cuda_graph_configuration, MB-02 part: local is accepted only as the full-iteration spelling or as
// an inference-only local scope (no training modules and inference scope layer/block).

} // namespace

// structure: data table
void addBridgeRuntimeRules(std::vector<RuleDef>& rules)
{
    rules.push_back({
        .id = "MB-17",
        .severity = Severity::Auto,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "models/transformer_config.py L92-131",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Flex dispatcher with HybridEP and no CUDA graphs: the HybridEP padding fields are forced True. With "
            "graphs they are left as configured (the padding path's host sync is not capture-safe)."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Without CUDA graphs, HybridEP padding (moe_hybridep_pad_uneven_dispatch_inputs, "
                          "moe_hybridep_pad_variable_tokens) was turned on.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                TrainingConfig& c = r.ctx.cfg;
                if (c.stringValue(F::MoeTokenDispatcherType) != QLatin1String("flex")
                    || c.stringValue(F::MoeFlexDispatcherBackend) != QLatin1String("hybridep") || r.ctx.graphsOn()
                    || r.ctx.input.boolValue(F::EnableCudaGraph) || r.ctx.input.boolValue(F::ExternalCudaGraph)
                    || r.ctx.rawFullIterationSpelling)
                    return;
                if (c.boolValue(F::MoeHybridepPadUnevenDispatchInputs) && c.boolValue(F::MoeHybridepPadVariableTokens))
                    return;
                c.set(F::MoeHybridepPadUnevenDispatchInputs, true);
                c.set(F::MoeHybridepPadVariableTokens, true);
                r.fire({F::MoeHybridepPadUnevenDispatchInputs, F::MoeHybridepPadVariableTokens});
            },
    });

    rules.push_back({
        .id = "MB-03",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "BCFG L1508-1513",
        .condition
        = QT_TRANSLATE_NOOP("cga::Rules",
                            "Full-iteration graphs (impl full_iteration, or local + full_iteration spelling) with "
                            "rerun_state_machine.check_for_nan_in_loss on."),
        .messages = {{.upstream = "check_for_nan_in_loss must be disabled when using full_iteration CUDA graph. Set "
                                  "rerun_state_machine.check_for_nan_in_loss=False.",
                      .explanation = QT_TRANSLATE_NOOP(
                          "cga::Rules",
                          "Checking the loss for NaN copies it to the host every step, which cannot happen inside a "
                          "captured iteration. You lose automatic NaN detection: watch the loss yourself.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set rerun_state_machine.check_for_nan_in_loss=False."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.fullIterationGraph() && !r.ctx.rawFullIterationSpelling)
                    return;
                if (!r.ctx.fullIterationGraph())
                    return;
                if (!r.ctx.cfg.boolValue(F::CheckForNanInLoss))
                    return;
                Hit& h = r.fire({F::CheckForNanInLoss, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the NaN check on the loss off"),
                                   {{F::CheckForNanInLoss, false}});
            },
    });

    rules.push_back({
        .id = "MB-13",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "BCFG L1600-1617",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "Offline packing with train.micro_batch_size > 1."),
        .messages
        = {{.upstream
            = "Micro batch size should be 1 when training with packed sequence, but your micro batch size is %1.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules", "Packed sequences put several samples into one row; the micro-batch size must be 1.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set train.micro_batch_size=1."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.offlinePacking() || c.intValue(F::MicroBatchSize, 1) <= 1)
                    return;
                Hit& h = r.fire({F::MicroBatchSize, F::OfflinePackingSpecs});
                h.args << QString::number(c.intValue(F::MicroBatchSize, 1));
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use micro-batch size 1"), {{F::MicroBatchSize, 1}});
            },
    });

    rules.push_back({
        .id = "MB-24",
        .severity = Severity::Error,
        .phase = Phase::Rco,
        .stage = Stage::ValidatePost,
        .source = "BCFG L1638-1649",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "model.seq_length differs from the dataset's sequence length (the foundation of static shapes)."),
        .messages
        = {{.upstream
            = "Please ensure sequence length configuration in model config and dataset config match.\nSequence length "
              "in model config: %1, Sequence length in dataset config: %2",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "The model is built for %1 tokens but the dataset yields %2; graphs are captured for one fixed "
                "length.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Make the two sequence lengths equal."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (c.isNull(F::DatasetSeqLength))
                    return;
                // A model.seq_length written as null stays None in the provider, and None != the dataset's length.
                const bool modelNone = c.isSet(F::ModelSeqLength) && c.isNull(F::ModelSeqLength);
                if (c.isNull(F::ModelSeqLength) && !modelNone)
                    return;
                const qint64 m = c.intValue(F::ModelSeqLength), d = c.intValue(F::DatasetSeqLength);
                if (!modelNone && m == d)
                    return;
                Hit& h = r.fire({F::ModelSeqLength, F::DatasetSeqLength});
                h.args << (modelNone ? QStringLiteral("None") : QString::number(m)) << QString::number(d);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the dataset's length for the model"),
                                   {{F::ModelSeqLength, d}})
                        << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use the model's length for the dataset"),
                                   {{F::DatasetSeqLength, m}});
            },
    });

    // --- model construction ---
    rules.push_back({
        .id = "MB-05",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "GPTP L233-238",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A GPT-family provider builds a model with CUDA graphs but use_te_rng_tracker is False (hybrid/Mamba "
            "and Qwen3-VL MoE providers do not check)."),
        .messages
        = {{.upstream = "Transformer engine's RNG tracker is required for cudagraphs, it can be enabled with "
                        "use_te_rng_tracker=True'.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Replayed graphs need graph-safe random-number state (Philox offsets registered with each graph); "
                "Transformer Engine's tracker provides it.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Set model.use_te_rng_tracker and rng.te_rng_tracker to True."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!ModelProvider::enforcesTeRngTracker(r.ctx.provider) || !r.ctx.graphsOn()
                    || r.ctx.impl() == Impl::Invalid || r.ctx.cfg.boolValue(F::UseTeRngTracker))
                    return;
                Hit& h = r.fire({F::UseTeRngTracker, F::RngTeRngTracker, F::CudaGraphImpl});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn the TE RNG tracker on (both flags)"),
                                   {{F::UseTeRngTracker, true}, {F::RngTeRngTracker, true}});
            },
    });

    rules.push_back({
        .id = "MB-19",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "models/gemma/gemma4_provider.py L50-73",
        .condition = QT_TRANSLATE_NOOP("cga::Rules", "The Gemma 4 MoE provider with any CUDA graph implementation."),
        .messages
        = {{.upstream = "Gemma 4 MoE's separate router/shared/routed inputs do not yet support: cuda_graph_impl='%1'",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Gemma 4 MoE feeds its router, shared and routed experts separately, which graph capture does not "
                "support yet.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn CUDA graphs off for Gemma 4 MoE."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.provider != ProviderKind::Gemma4Moe || !r.ctx.graphsOn())
                    return;
                Hit& h = r.fire({F::CudaGraphImpl, F::ModelTarget});
                h.args << r.ctx.cfg.stringValue(F::CudaGraphImpl);
                h.fixes << graphsOffFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Turn CUDA graphs off"));
            },
    });

    rules.push_back({
        .id = "MB-21",
        .severity = Severity::Error,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "models/gpt_full_te_layer_autocast_spec.py L230-232",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "The full-TE-layer autocast spec with local per-layer graphs and CPU offloading or any recomputation."),
        .messages
        = {{.upstream = "Cudagraphs not supported",
            .explanation = QT_TRANSLATE_NOOP("cga::Rules",
                                             "TETransformerLayerAutocast cannot be captured by local per-layer graphs "
                                             "while offloading or recomputing.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Turn offloading and recomputation off, or use another layer spec."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!c.stringValue(F::TransformerLayerSpec).contains(QLatin1String("full_te_layer_autocast")))
                    return;
                if (r.ctx.impl() != Impl::Local || !r.ctx.perLayer())
                    return;
                if (!c.boolValue(F::CpuOffloading) && c.isNull(F::RecomputeGranularity))
                    return;
                Hit& h = r.fire({F::TransformerLayerSpec, F::CudaGraphImpl, F::CpuOffloading, F::RecomputeGranularity});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Turn offloading and recomputation off"),
                                   {{F::CpuOffloading, false},
                                    {F::RecomputeGranularity, nullValue()},
                                    {F::RecomputeMethod, nullValue()},
                                    {F::RecomputeNumLayers, nullValue()}});
            },
    });

    rules.push_back({
        .id = "MB-20",
        .severity = Severity::Info,
        .phase = Phase::Provide,
        .stage = Stage::Provide,
        .source = "training/model_load_save.py L61-73, L477",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "A hybrid (Mamba) checkpoint is loaded with graphs configured: the loader forces cuda_graph_impl none, "
            "clears the legacy flags and the scopes."),
        .messages
        = {{.upstream = nullptr,
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "When this hybrid checkpoint is loaded through Bridge's model loader (export, inference, "
                "conversion), CUDA graphs are switched off for the loaded model; training itself keeps them.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix; re-enable graphs on the loaded model if you need them."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!ModelProvider::hasMambaLayers(r.ctx.provider) || !r.ctx.graphsOn())
                    return;
                if (c.isNull(F::CheckpointLoad) && c.isNull(F::PretrainedCheckpoint))
                    return;
                r.fire({F::CheckpointLoad, F::PretrainedCheckpoint, F::CudaGraphImpl});
            },
    });

    // --- start of train() ---
    rules.push_back({
        .id = "MB-18",
        .severity = Severity::Auto,
        .phase = Phase::LoopSetup,
        .stage = Stage::LoopSetup,
        .source = "training/initialize.py L209-216, L722-724",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "With graphs on, Bridge initializes graph-safe RNG; with Transformer Engine graphs the process "
            "switches to a non-default CUDA stream."),
        .messages = {{.upstream = nullptr,
                      .explanation = QT_TRANSLATE_NOOP("cga::Rules", "Bridge will use graph-safe RNG states.")},
                     {.upstream = nullptr,
                      .explanation
                      = QT_TRANSLATE_NOOP("cga::Rules",
                                          "Bridge will use graph-safe RNG states and run on a non-default CUDA stream "
                                          "(required for Transformer Engine capture).")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Nothing to fix."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid)
                    return;
                Hit& h = r.fire({F::CudaGraphImpl});
                h.variant = r.ctx.impl() == Impl::TransformerEngine ? 1 : 0;
            },
    });

    rules.push_back({
        .id = "MB-23",
        .severity = Severity::Error,
        .phase = Phase::Step,
        .stage = Stage::LoopSetup,
        .source = "TRAIN L558-564",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Transformer Engine graphs with cuda_graph_warmup_steps == 0: capture happens before iteration 1 and "
            "the hooks installed after the first step find no graphs."),
        .messages
        = {{.upstream = "CUDA Graphs should have been created.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "With zero warmup steps Transformer Engine captures before any eager iteration has run, and the "
                "first training step trips an internal check.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Use at least one warmup step (3 is the default)."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (r.ctx.impl() != Impl::TransformerEngine || r.ctx.cfg.intValue(F::CudaGraphWarmupSteps, 3) != 0)
                    return;
                Hit& h = r.fire({F::CudaGraphWarmupSteps});
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Use 3 warmup steps"),
                                   {{F::CudaGraphWarmupSteps, 3}});
            },
    });

    // --- run time ---
    rules.push_back({
        .id = "MB-15",
        .severity = Severity::Error,
        .phase = Phase::Step,
        .stage = Stage::Runtime,
        .source = "training/gpt_step.py L184-198",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Packed batches with a padding mask on an MoE model while Transformer Engine graphs capture the router "
            "(whole layer or any of moe / moe_router / moe_preprocess)."),
        .messages
        = {{.upstream
            = "Packed MoE padding masks do not support router-scoped Transformer Engine CUDA graphs in the pinned "
              "MCore. Use an attention-only CUDA graph scope or disable scoped CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Packed MoE batches carry a padding mask into the router, which the pinned Megatron-Core cannot "
                "capture.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Capture attention only, or turn graphs off."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                if (!r.ctx.offlinePacking() || !r.ctx.isMoe() || r.ctx.impl() != Impl::TransformerEngine)
                    return;
                const bool router = r.ctx.modules().isEmpty() || r.ctx.hasModule("moe") || r.ctx.hasModule("moe_router")
                    || r.ctx.hasModule("moe_preprocess");
                if (!router)
                    return;
                Hit& h = r.fire({F::CudaGraphModules, F::OfflinePackingSpecs});
                Fix f = scopesFix(r.ctx, QT_TRANSLATE_NOOP("cga::Rules", "Capture attention only"),
                                  {QStringLiteral("attn")});
                f.changes << change(F::PadCuSeqlens, true) << change(F::PadToMaxLength, true);
                h.fixes << f;
            },
    });

    rules.push_back({
        .id = "MB-22",
        .severity = Severity::Warning,
        .phase = Phase::Step,
        .stage = Stage::Runtime,
        .source = "models/qwen_vl/modelling_qwen3_vl/vision_model.py L56-60",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Qwen3-VL vision graphs: a vision sequence longer than max_vision_cuda_graph_seq_length stops the run; "
            "reported when the maximum is unset or shorter than the language sequence."),
        .messages
        = {{.upstream = "Vision input sequence length (%1) exceeds max_vision_cuda_graph_seq_length (%2). Increase "
                        "max_vision_cuda_graph_seq_length in config or disable vision CUDA graphs.",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "Vision graphs are captured for at most %2 tokens; an image that yields more stops the run.")}},
        .fixHint
        = QT_TRANSLATE_NOOP("cga::Rules", "Set max_vision_cuda_graph_seq_length to the longest vision sequence."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!ModelProvider::hasVisionGraphs(r.ctx.provider)
                    || c.stringValue(F::VisionCudaGraphImpl) == QLatin1String("none"))
                    return;
                const qint64 seq = c.intValue(F::ModelSeqLength, -1);
                const bool unset = c.isNull(F::MaxVisionCudaGraphSeqLength);
                if (!unset && (seq <= 0 || c.intValue(F::MaxVisionCudaGraphSeqLength) >= seq))
                    return;
                Hit& h = r.fire({F::MaxVisionCudaGraphSeqLength, F::VisionCudaGraphImpl});
                h.args << QStringLiteral("N")
                       << (unset ? QStringLiteral("None") : c.stringValue(F::MaxVisionCudaGraphSeqLength));
                if (seq > 0)
                    h.fixes << makeFix(
                        QT_TRANSLATE_NOOP("cga::Rules", "Allow vision sequences as long as the language sequence"),
                        {{F::MaxVisionCudaGraphSeqLength, seq}});
            },
    });

    rules.push_back({
        .id = "MB-26",
        .severity = Severity::Info,
        .phase = Phase::Step,
        .stage = Stage::Runtime,
        .source = "TRAIN L1665-1705",
        .condition = QT_TRANSLATE_NOOP(
            "cga::Rules",
            "Graphs are deleted at the end of training (and on early exits); a run no longer than the warmup never "
            "captures, and older Bridge then failed at shutdown."),
        .messages
        = {{.upstream = "Deleting CUDA graphs",
            .explanation = QT_TRANSLATE_NOOP(
                "cga::Rules",
                "train_iters (%1) is not larger than cuda_graph_warmup_steps (%2): the run ends before any graph is "
                "captured, so it measures nothing about graphs.")}},
        .fixHint = QT_TRANSLATE_NOOP("cga::Rules", "Run more iterations than warmup steps."),
        .frontEnds = FeBridge,
        .profiles = PrAll,
        .check =
            [](RuleRun& r) {
                const TrainingConfig& c = r.ctx.cfg;
                if (!r.ctx.graphsOn() || r.ctx.impl() == Impl::Invalid || c.isNull(F::TrainIters))
                    return;
                const qint64 iters = c.intValue(F::TrainIters), w = c.intValue(F::CudaGraphWarmupSteps, 3);
                if (iters > w)
                    return;
                Hit& h = r.fire({F::TrainIters, F::CudaGraphWarmupSteps});
                h.args << QString::number(iters) << QString::number(w);
                h.fixes << makeFix(QT_TRANSLATE_NOOP("cga::Rules", "Run 50 iterations (like the perf recipes)"),
                                   {{F::TrainIters, 50}});
            },
    });
}

} // namespace cga
