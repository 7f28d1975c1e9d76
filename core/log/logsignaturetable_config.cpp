// Signatures of the configuration assertions Megatron-Core, Megatron Bridge and Megatron-LM raise at start-up
// (spec section b), grouped by pain point (PP-07..PP-24), with the rule of the catalogue each one matches. The
// assertions about renamed options (PP-28) are in logsignaturetable_apichurn.cpp.
#include "log/logsignaturetable.h"

#include <QCoreApplication>

namespace cga {

// structure: data table
void addConfigSignatures(std::vector<LogSignature>& t)
{

    t.push_back({
        .id = "LOG-10",
        .painPoint = "PP-07",
        .rule = "MC-16",
        .severity = Severity::Error,
        .texts = {"cuda_graph_modules must not contain both moe and moe_router."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe and moe_router scopes together"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Keep either moe or moe_router in cuda_graph_modules."),
    });
    t.push_back({
        .id = "LOG-11",
        .painPoint = "PP-07",
        .rule = "MC-17",
        .severity = Severity::Error,
        .texts = {"moe_preprocess cuda graph is only supported with moe_router cuda graph."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe_preprocess scope without moe_router"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Add moe_router to cuda_graph_modules, or drop "
                                 "moe_preprocess."),
    });
    t.push_back({
        .id = "LOG-12",
        .painPoint = "PP-07",
        .rule = "MC-18",
        .severity = Severity::Error,
        .texts = {"moe cuda graph is only supported for MoE."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "MoE scope on a dense model"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Remove moe / moe_router from cuda_graph_modules of a dense "
                                 "model."),
    });
    t.push_back({
        .id = "LOG-13",
        .painPoint = "PP-07",
        .rule = "MC-19",
        .severity = Severity::Error,
        .texts = {"mlp cuda graph is only supported for dense layers, but not found in the model."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "mlp scope on a model without dense layers"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use moe_router / moe_preprocess (or moe with drop-and-pad) "
                                 "instead of mlp on an all-MoE model."),
    });
    t.push_back({
        .id = "LOG-14",
        .painPoint = "PP-06", // the cause: dropless dispatch cannot be captured (the assertion is how it shows)
        .rule = "MC-20",
        .severity = Severity::Error,
        .texts = {"moe cuda graph is only supported with drop-padding MoE."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe scope on a dropless MoE"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set moe_expert_capacity_factor and moe_pad_expert_input_to_capacity=True, or "
                                 "capture moe_router and moe_preprocess instead of moe."),
    });
    t.push_back({
        .id = "LOG-15",
        .painPoint = "PP-07",
        .rule = "MC-21",
        .severity = Severity::Error,
        .texts = {"moe_preprocess cuda graph is not supported when there are DtoH copies and synchronizations in the "
                  "preprocess step."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe_preprocess scope with a syncing all-to-all preprocess"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Drop moe_preprocess from the scope, or remove the capacity factor / "
                                 "moe_router_padding_for_fp8 that makes the preprocess sync."),
    });
    t.push_back({
        .id = "LOG-19",
        .painPoint = "PP-15",
        .rule = "MB-05",
        .severity = Severity::Error,
        .texts = {"Transformer engine's RNG tracker is required for cudagraphs"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The Transformer Engine RNG tracker is off"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set model.use_te_rng_tracker=True and "
                                 "rng.te_rng_tracker=True."),
    });
    t.push_back({
        .id = "LOG-20",
        .painPoint = "PP-15",
        .rule = "MCR-05",
        .severity = Severity::Error,
        .texts = {"RNG tracker does not support cudagraphs!"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The RNG tracker cannot be captured"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use the Transformer Engine RNG tracker "
                                 "(use_te_rng_tracker=True)."),
    });
    t.push_back({
        .id = "LOG-21",
        .painPoint = "PP-15",
        .rule = "MLM-04",
        .severity = Severity::Info,
        .texts = {"te_rng_tracker is not enabled, enabling it for CUDA graphs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-LM switched the TE RNG tracker on"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Pass --te-rng-tracker explicitly; nothing else to do."),
    });

    t.push_back({
        .id = "LOG-22",
        .painPoint = "PP-16",
        .rule = "MC-22",
        .severity = Severity::Error,
        .texts = {"full recompute is only supported with full iteration CUDA graph."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Full recompute with per-layer graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use selective recompute of modules outside the graph scope, or "
                                 "cuda_graph_impl=full_iteration, or disable graphs."),
    });
    t.push_back({
        .id = "LOG-23",
        .painPoint = "PP-16",
        .rule = "MC-23",
        .severity = Severity::Error,
        .texts = {"moe recompute is not supported with moe_router CUDA graph with:"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe recompute with the moe_router scope"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Drop moe from recompute_modules or moe_router from the "
                                 "scope."),
    });
    t.push_back({
        .id = "LOG-24",
        .painPoint = "PP-16",
        .rule = "MC-24",
        .severity = Severity::Error,
        .texts = {"attention dropout is not supported with graphed attention recomputation."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Attention dropout in a graphed recomputation"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set attention_dropout=0, or do not recompute core_attn "
                                 "while attention is captured."),
    });
    t.push_back({
        .id = "LOG-25",
        .painPoint = "PP-16",
        .rule = "MC-25",
        .severity = Severity::Error,
        .texts = {"hidden dropout is not supported with graphed MLP/MoE recomputation."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Hidden dropout in a graphed recomputation"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set hidden_dropout=0, or do not recompute a captured MLP / "
                                 "MoE."),
    });
    t.push_back({
        .id = "LOG-26",
        .painPoint = "PP-16",
        .rule = "MC-26",
        .severity = Severity::Error,
        .texts = {"moe_input_jitter_eps is not supported with graphed moe recomputation."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "MoE input jitter in a graphed recomputation"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Unset moe_input_jitter_eps, or do not recompute a captured "
                                 "MoE."),
    });
    t.push_back({
        .id = "LOG-27",
        .painPoint = "PP-17",
        .rule = "MC-14",
        .severity = Severity::Error,
        .texts = {"CUDA graphs not supported with CPU offloading."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy CPU offloading with per-layer graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use fine-grained activation offloading with the transformer_engine "
                                 "implementation (NVTE_CPU_OFFLOAD_V1=1, warmup > 0, no moe scope), or "
                                 "full_iteration graphs."),
    });
    t.push_back({
        .id = "LOG-28",
        .painPoint = "PP-17",
        .rule = "MC-30",
        .severity = Severity::Error,
        .texts = {"fine-grained activation offloading is only supported with transformer_engine CUDA graph "
                  "implementation"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with the wrong implementation"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use cuda_graph_impl=transformer_engine (or "
                                 "full_iteration) with fine-grained activation "
                                 "offloading."),
    });
    t.push_back({
        .id = "LOG-29",
        .painPoint = "PP-17",
        .rule = "MC-28",
        .severity = Severity::Error,
        .texts = {"fine-grained activation offloading with cuda_graph_impl='local' only supports offload_modules"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with local graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "With the local implementation offload only expert_fc1, moe_act or "
                                 "fused_group_mlp under a partial scope; otherwise use transformer_engine."),
    });
    t.push_back({
        .id = "LOG-30",
        .painPoint = "PP-17",
        .rule = "MC-29",
        .severity = Severity::Error,
        .texts = {"fine-grained activation offloading with cuda_graph_impl='local' is not supported with whole-layer "
                  "CUDA graph capture."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with local graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "With the local implementation offload only expert_fc1, moe_act or "
                                 "fused_group_mlp under a partial scope; otherwise use transformer_engine."),
    });
    t.push_back({
        .id = "LOG-31",
        .painPoint = "PP-18",
        .rule = "MCR-06",
        .severity = Severity::Error,
        .texts = {"CUDA graph accepts only Tensor inputs. inference_context and packed_seq_params are excluded from "
                  "input list."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Packed sequences reached a captured attention"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Pad to max length (dataset pad_to_max_length=True, "
                                 "offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph "
                                 "scope for packed data."),
    });
    t.push_back({
        .id = "LOG-32",
        .painPoint = "PP-18",
        .rule = "MCR-06b",
        .severity = Severity::Error,
        .texts = {"CUDA graph accepts only Tensor inputs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "A non-tensor argument reached a captured module"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Pad to max length (dataset pad_to_max_length=True, "
                                 "offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph "
                                 "scope for packed data."),
    });
    t.push_back({
        .id = "LOG-33",
        .painPoint = "PP-18",
        .rule = "MB-08",
        .severity = Severity::Error,
        .texts = {"Offline packing with CUDA graphs requires dataset pad_to_max_length=True."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Offline packing without padding to max length"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set dataset.pad_to_max_length=True."),
    });
    t.push_back({
        .id = "LOG-34",
        .painPoint = "PP-18",
        .rule = "MB-09",
        .severity = Severity::Error,
        .texts = {"Packed attention CUDA graphs require offline_packing_specs.pad_cu_seqlens=True."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Packed attention graphs without padded cu_seqlens"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set dataset.offline_packing_specs.pad_cu_seqlens=True (with "
                                 "pad_to_max_length=True)."),
    });
    t.push_back({
        .id = "LOG-35",
        .painPoint = "PP-18",
        .rule = "MB-11",
        .severity = Severity::Error,
        .texts = {"Energon native sequence packing does not support CUDA graphs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Energon native packing with graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use offline packing with padding, or disable graphs for "
                                 "this dataset."),
    });
    t.push_back({
        .id = "LOG-36",
        .painPoint = "PP-18",
        .rule = "MCR-14",
        .severity = Severity::Error,
        .texts = {"is set to True but no matching cudagraph runners were found"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Input shapes changed after the capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Keep shapes static: fixed seq_length and micro_batch_size, "
                                 "padding to max length for packed or variable data."),
    });
    t.push_back({
        .id = "LOG-37",
        .painPoint = "PP-19",
        .rule = "MB-06",
        .severity = Severity::Error,
        .texts = {"CUDA graph with delay_wgrad_compute requires TE version >= 2.12.0.",
                  "CUDA graph with delay_wgrad_compute requires gradient_accumulation_fusion to be enabled.",
                  "CUDA graph with delay_wgrad_compute does not support attention bias for now.",
                  "overlap_moe_expert_parallel_comm is required for delay_wgrad_compute",
                  "is required for overlap_grad_reduce when usingdelay_wgrad_compute",
                  "is required for gradient_accumulation_fusion when usingdelay_wgrad_compute"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad inside a graph scope"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "With delay_wgrad_compute and attn (or shared-expert moe_router) captured: "
                                 "Transformer Engine >= 2.12, gradient_accumulation_fusion=True, no attention or "
                                 "QKV bias, and overlap_moe_expert_parallel_comm on."),
    });
    t.push_back({
        .id = "LOG-38",
        .painPoint = "PP-19",
        .rule = "MLM-07",
        .severity = Severity::Error,
        .texts = {"CUDA graph with delay_wgrad_compute doesn't support attn bias for now."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad inside a graph scope (Megatron-LM)"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "With --delay-wgrad-compute and attn captured: Transformer Engine >= 2.12, "
                                 "gradient accumulation fusion on, and --disable-bias-linear."),
    });
    t.push_back({
        .id = "LOG-41",
        .painPoint = "PP-19",
        .rule = "MC-36",
        .severity = Severity::Error,
        .texts = {"TE version >= 2.10.0 is required for delay_wgrad_compute with partial cuda graph"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Delayed wgrad with partial graphs on an old Transformer "
                                   "Engine"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use Transformer Engine >= 2.10 with delay_wgrad_compute and "
                                 "partial graphs."),
    });
    t.push_back({
        .id = "LOG-42",
        .painPoint = "PP-19",
        .rule = "MC-35",
        .severity = Severity::Error,
        .texts = {"overlap_moe_expert_parallel_comm must be enabled when enabling delay_wgrad_compute"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad without EP all-to-all overlap"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Enable overlap_moe_expert_parallel_comm with "
                                 "delay_wgrad_compute."),
    });
    t.push_back({
        .id = "LOG-43",
        .painPoint = "PP-20",
        .rule = "MB-14",
        .severity = Severity::Error,
        .texts = {"MFSDP V2 does not support optimizer CUDA graphs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Optimizer graph with Megatron-FSDP v2"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable optimizer.optimizer_cuda_graph with MFSDP v2."),
    });
    t.push_back({
        .id = "LOG-45",
        .painPoint = "PP-22",
        .rule = "MB-03",
        .severity = Severity::Error,
        .texts = {"check_for_nan_in_loss must be disabled when using full_iteration CUDA graph."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "NaN check on the loss with full-iteration graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set rerun_state_machine.check_for_nan_in_loss=False and "
                                 "ddp.check_for_nan_in_grad=False."),
    });
    t.push_back({
        .id = "LOG-46",
        .painPoint = "PP-22",
        .rule = "MLM-03",
        .severity = Severity::Error,
        .texts = {"--no-check-for-nan-in-loss-and-grad should be set with --cuda-graph-impl=full_iteration for "
                  "training."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "NaN checks with full-iteration graphs (Megatron-LM)"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Add --no-check-for-nan-in-loss-and-grad."),
    });
    t.push_back({
        .id = "LOG-47",
        .painPoint = "PP-23",
        .rule = "MCR-11",
        .severity = Severity::Error,
        .texts = {"MFSDP v2 does not currently support CUDA graphs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-FSDP v2 with CUDA graphs (Megatron-Core)"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Disable CUDA graphs, or use Megatron-FSDP v1 with "
                                 "megatron_fsdp_cuda_graph_mode=True for full-iteration "
                                 "graphs."),
    });
    t.push_back({
        .id = "LOG-48",
        .painPoint = "PP-23",
        .rule = "MB-14",
        .severity = Severity::Error,
        .texts = {"MFSDP V2 does not support CUDA graphs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-FSDP v2 with CUDA graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Disable CUDA graphs, or use Megatron-FSDP v1 with "
                                 "megatron_fsdp_cuda_graph_mode=True for full-iteration "
                                 "graphs."),
    });
    t.push_back({
        .id = "LOG-49",
        .painPoint = "PP-23",
        .rule = "MLM-09",
        .severity = Severity::Error,
        .texts = {"Pipeline-parallel microbatched inference is incompatible with CUDA graphs"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Pipeline-parallel microbatched inference with graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable graphs or the microbatched inference threshold."),
    });
    t.push_back({
        .id = "LOG-50",
        .painPoint = "PP-23",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"Hybrid context parallelism not supported with CUDA Graph"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Hybrid context parallelism with graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable CUDA graphs or hybrid context parallelism."),
    });
    t.push_back({
        .id = "LOG-51",
        .painPoint = "PP-23",
        .rule = "MCR-10",
        .severity = Severity::Error,
        .texts = {"1F1B overlap with FSDP does not support per-layer CUDA graphs"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "EP overlap with Megatron-FSDP and per-layer graphs"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use cuda_graph_impl=full_iteration, or disable graphs."),
    });
    t.push_back({
        .id = "LOG-52",
        .painPoint = "PP-24",
        .rule = "MB-23",
        .severity = Severity::Error,
        .texts = {"CUDA Graphs should have been created."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Capture with cuda_graph_warmup_steps = 0 did not happen"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use cuda_graph_warmup_steps >= 1 (default 3)."),
    });
    t.push_back({
        .id = "LOG-53",
        .painPoint = "PP-24",
        .rule = "MC-32",
        .severity = Severity::Error,
        .texts = {"cuda_graph_warmup_steps must be greater than 0 when enabling fine-grained activation "
                  "offloading.",
                  "Fine-grained activation offloading needs cuda_graph_warmup_steps > 0."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "No warmup steps with fine-grained offloading"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set cuda_graph_warmup_steps to 1 or more (default 3)."),
    });
    // Failures of the launchers themselves, decided by the frame that raised them.
    t.push_back({
        .id = "LOG-83",
        .painPoint = "PP-28",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"'NoneType' object is not iterable", "argument of type 'NoneType' is not iterable"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "The perf harness cannot handle --cuda_graph_impl without --cuda_graph_scope"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Pass --cuda_graph_scope explicitly (for example --cuda_graph_scope attn), or use a "
                                 "Megatron Bridge whose harness falls back to the recipe's scope (PR 3249)."),
        .condition = LogSignature::Condition::Frames,
        .frames = {"set_cuda_graph_overrides", "cuda_graph_overrides"},
    });
    t.push_back({
        .id = "LOG-84",
        .painPoint = "PP-07",
        .rule = "MB-02",
        .severity = Severity::Error,
        .texts = {"object has no attribute 'is_moe_layer'"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Local CUDA graphs with the mlp scope fail while the layers are built"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "The local implementation builds its graph manager before the layer knows whether "
                                 "it is an MoE layer: use cuda_graph_impl=transformer_engine for the mlp scope, or "
                                 "capture whole layers (empty cuda_graph_modules) with local."),
    });
}

} // namespace cga
