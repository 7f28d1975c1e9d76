// Signatures of the configuration assertions Megatron-Core, Megatron Bridge and Megatron-LM raise at start-up
// (spec section b), grouped by pain point, with the rule of the catalogue each one matches.
#include "log/logsignaturetable.h"

#include <QCoreApplication>

namespace cga {

void addConfigSignatures(std::vector<LogSignature>& t)
{
    const Severity E = Severity::Error, W = Severity::Warning, I = Severity::Info;

    t.push_back({"LOG-10",
                 "PP-07",
                 "MC-16",
                 E,
                 {"cuda_graph_modules must not contain both moe and moe_router."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe and moe_router scopes together"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Keep either moe or moe_router in cuda_graph_modules.")});
    t.push_back({"LOG-11",
                 "PP-07",
                 "MC-17",
                 E,
                 {"moe_preprocess cuda graph is only supported with moe_router cuda graph."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe_preprocess scope without moe_router"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Add moe_router to cuda_graph_modules, or drop "
                                   "moe_preprocess.")});
    t.push_back({"LOG-12",
                 "PP-07",
                 "MC-18",
                 E,
                 {"moe cuda graph is only supported for MoE."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "MoE scope on a dense model"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Remove moe / moe_router from cuda_graph_modules of a dense "
                                   "model.")});
    t.push_back({"LOG-13",
                 "PP-07",
                 "MC-19",
                 E,
                 {"mlp cuda graph is only supported for dense layers, but not found in the model."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "mlp scope on a model without dense layers"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use moe_router / moe_preprocess (or moe with drop-and-pad) "
                                   "instead of mlp on an all-MoE model.")});
    t.push_back({"LOG-14",
                 "PP-07",
                 "MC-20",
                 E,
                 {"moe cuda graph is only supported with drop-padding MoE."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe scope on a dropless MoE"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set moe_expert_capacity_factor and moe_pad_expert_input_to_capacity=True, or "
                                   "capture moe_router and moe_preprocess instead of moe.")});
    t.push_back({"LOG-15",
                 "PP-07",
                 "MC-21",
                 E,
                 {"moe_preprocess cuda graph is not supported when there are DtoH copies and synchronizations in the "
                  "preprocess step."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe_preprocess scope with a syncing all-to-all preprocess"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Drop moe_preprocess from the scope, or remove the capacity factor / "
                                   "moe_router_padding_for_fp8 that makes the preprocess sync.")});
    t.push_back({"LOG-19",
                 "PP-15",
                 "MB-05",
                 E,
                 {"Transformer engine's RNG tracker is required for cudagraphs"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The Transformer Engine RNG tracker is off"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set model.use_te_rng_tracker=True and "
                                   "rng.te_rng_tracker=True.")});
    t.push_back({"LOG-20",
                 "PP-15",
                 "MCR-05",
                 E,
                 {"RNG tracker does not support cudagraphs!"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The RNG tracker cannot be captured"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use the Transformer Engine RNG tracker "
                                   "(use_te_rng_tracker=True).")});
    t.push_back({"LOG-21",
                 "PP-15",
                 "MLM-04",
                 I,
                 {"te_rng_tracker is not enabled, enabling it for CUDA graphs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-LM switched the TE RNG tracker on"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Pass --te-rng-tracker explicitly; nothing else to do.")});

    t.push_back({"LOG-22",
                 "PP-16",
                 "MC-22",
                 E,
                 {"full recompute is only supported with full iteration CUDA graph."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Full recompute with per-layer graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use selective recompute of modules outside the graph scope, or "
                                   "cuda_graph_impl=full_iteration, or disable graphs.")});
    t.push_back({"LOG-23",
                 "PP-16",
                 "MC-23",
                 E,
                 {"moe recompute is not supported with moe_router CUDA graph with:"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "moe recompute with the moe_router scope"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Drop moe from recompute_modules or moe_router from the "
                                   "scope.")});
    t.push_back({"LOG-24",
                 "PP-16",
                 "MC-24",
                 E,
                 {"attention dropout is not supported with graphed attention recomputation."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Attention dropout in a graphed recomputation"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set attention_dropout=0, or do not recompute core_attn "
                                   "while attention is captured.")});
    t.push_back({"LOG-25",
                 "PP-16",
                 "MC-25",
                 E,
                 {"hidden dropout is not supported with graphed MLP/MoE recomputation."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Hidden dropout in a graphed recomputation"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set hidden_dropout=0, or do not recompute a captured MLP / "
                                   "MoE.")});
    t.push_back({"LOG-26",
                 "PP-16",
                 "MC-26",
                 E,
                 {"moe_input_jitter_eps is not supported with graphed moe recomputation."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "MoE input jitter in a graphed recomputation"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Unset moe_input_jitter_eps, or do not recompute a captured "
                                   "MoE.")});
    t.push_back({"LOG-27",
                 "PP-17",
                 "MC-14",
                 E,
                 {"CUDA graphs not supported with CPU offloading."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy CPU offloading with per-layer graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use fine-grained activation offloading with the transformer_engine "
                                   "implementation (NVTE_CPU_OFFLOAD_V1=1, warmup > 0, no moe scope), or "
                                   "full_iteration graphs.")});
    t.push_back({"LOG-28",
                 "PP-17",
                 "MC-30",
                 E,
                 {"fine-grained activation offloading is only supported with transformer_engine CUDA graph "
                  "implementation"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with the wrong implementation"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use cuda_graph_impl=transformer_engine (or "
                                   "full_iteration) with fine-grained activation "
                                   "offloading.")});
    t.push_back({"LOG-29",
                 "PP-17",
                 "MC-28",
                 E,
                 {"fine-grained activation offloading with cuda_graph_impl='local' only supports offload_modules"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with local graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "With the local implementation offload only expert_fc1, moe_act or "
                                   "fused_group_mlp under a partial scope; otherwise use transformer_engine.")});
    t.push_back({"LOG-30",
                 "PP-17",
                 "MC-29",
                 E,
                 {"fine-grained activation offloading with cuda_graph_impl='local' is not supported with whole-layer "
                  "CUDA graph capture."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fine-grained offloading with local graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "With the local implementation offload only expert_fc1, moe_act or "
                                   "fused_group_mlp under a partial scope; otherwise use transformer_engine.")});
    t.push_back({"LOG-31",
                 "PP-18",
                 "MCR-06",
                 E,
                 {"CUDA graph accepts only Tensor inputs. inference_context and packed_seq_params are excluded from "
                  "input list."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Packed sequences reached a captured attention"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Pad to max length (dataset pad_to_max_length=True, "
                                   "offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph "
                                   "scope for packed data.")});
    t.push_back({"LOG-32",
                 "PP-18",
                 "MCR-06b",
                 E,
                 {"CUDA graph accepts only Tensor inputs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "A non-tensor argument reached a captured module"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Pad to max length (dataset pad_to_max_length=True, "
                                   "offline_packing_specs.pad_cu_seqlens=True), or keep attention out of the graph "
                                   "scope for packed data.")});
    t.push_back({"LOG-33",
                 "PP-18",
                 "MB-08",
                 E,
                 {"Offline packing with CUDA graphs requires dataset pad_to_max_length=True."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Offline packing without padding to max length"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set dataset.pad_to_max_length=True.")});
    t.push_back({"LOG-34",
                 "PP-18",
                 "MB-09",
                 E,
                 {"Packed attention CUDA graphs require offline_packing_specs.pad_cu_seqlens=True."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Packed attention graphs without padded cu_seqlens"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set dataset.offline_packing_specs.pad_cu_seqlens=True (with "
                                   "pad_to_max_length=True).")});
    t.push_back({"LOG-35",
                 "PP-18",
                 "MB-11",
                 E,
                 {"Energon native sequence packing does not support CUDA graphs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Energon native packing with graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use offline packing with padding, or disable graphs for "
                                   "this dataset.")});
    t.push_back({"LOG-36",
                 "PP-18",
                 "MCR-14",
                 E,
                 {"is set to True but no matching cudagraph runners were found"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Input shapes changed after the capture"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Keep shapes static: fixed seq_length and micro_batch_size, "
                                   "padding to max length for packed or variable data.")});
    t.push_back({"LOG-37",
                 "PP-19",
                 "MB-06",
                 E,
                 {"CUDA graph with delay_wgrad_compute requires TE version >= 2.12.0.",
                  "CUDA graph with delay_wgrad_compute requires gradient_accumulation_fusion to be enabled.",
                  "CUDA graph with delay_wgrad_compute does not support attention bias for now.",
                  "overlap_moe_expert_parallel_comm is required for delay_wgrad_compute",
                  "is required for overlap_grad_reduce when usingdelay_wgrad_compute",
                  "is required for gradient_accumulation_fusion when usingdelay_wgrad_compute"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad inside a graph scope"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "With delay_wgrad_compute and attn (or shared-expert moe_router) captured: "
                                   "Transformer Engine >= 2.12, gradient_accumulation_fusion=True, no attention or "
                                   "QKV bias, and overlap_moe_expert_parallel_comm on.")});
    t.push_back({"LOG-38",
                 "PP-19",
                 "MLM-07",
                 E,
                 {"CUDA graph with delay_wgrad_compute doesn't support attn bias for now."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad inside a graph scope (Megatron-LM)"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "With --delay-wgrad-compute and attn captured: Transformer Engine >= 2.12, "
                                   "gradient accumulation fusion on, and --disable-bias-linear.")});
    t.push_back({"LOG-41",
                 "PP-19",
                 "MC-36",
                 E,
                 {"TE version >= 2.10.0 is required for delay_wgrad_compute with partial cuda graph"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Delayed wgrad with partial graphs on an old Transformer "
                                   "Engine"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use Transformer Engine >= 2.10 with delay_wgrad_compute and "
                                   "partial graphs.")});
    t.push_back({"LOG-42",
                 "PP-19",
                 "MC-35",
                 E,
                 {"overlap_moe_expert_parallel_comm must be enabled when enabling delay_wgrad_compute"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Delayed wgrad without EP all-to-all overlap"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Enable overlap_moe_expert_parallel_comm with "
                                   "delay_wgrad_compute.")});
    t.push_back({"LOG-43",
                 "PP-20",
                 "MB-14",
                 E,
                 {"MFSDP V2 does not support optimizer CUDA graphs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Optimizer graph with Megatron-FSDP v2"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable optimizer.optimizer_cuda_graph with MFSDP v2.")});
    t.push_back({"LOG-45",
                 "PP-22",
                 "MB-03",
                 E,
                 {"check_for_nan_in_loss must be disabled when using full_iteration CUDA graph."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "NaN check on the loss with full-iteration graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set rerun_state_machine.check_for_nan_in_loss=False and "
                                   "ddp.check_for_nan_in_grad=False.")});
    t.push_back({"LOG-46",
                 "PP-22",
                 "MLM-03",
                 E,
                 {"--no-check-for-nan-in-loss-and-grad should be set with --cuda-graph-impl=full_iteration for "
                  "training."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "NaN checks with full-iteration graphs (Megatron-LM)"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Add --no-check-for-nan-in-loss-and-grad.")});
    t.push_back({"LOG-47",
                 "PP-23",
                 "MCR-11",
                 E,
                 {"MFSDP v2 does not currently support CUDA graphs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-FSDP v2 with CUDA graphs (Megatron-Core)"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Disable CUDA graphs, or use Megatron-FSDP v1 with "
                                   "megatron_fsdp_cuda_graph_mode=True for full-iteration "
                                   "graphs.")});
    t.push_back({"LOG-48",
                 "PP-23",
                 "MB-14",
                 E,
                 {"MFSDP V2 does not support CUDA graphs."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Megatron-FSDP v2 with CUDA graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Disable CUDA graphs, or use Megatron-FSDP v1 with "
                                   "megatron_fsdp_cuda_graph_mode=True for full-iteration "
                                   "graphs.")});
    t.push_back({"LOG-49",
                 "PP-23",
                 "MLM-09",
                 E,
                 {"Pipeline-parallel microbatched inference is incompatible with CUDA graphs"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Pipeline-parallel microbatched inference with graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable graphs or the microbatched inference threshold.")});
    t.push_back({"LOG-50",
                 "PP-23",
                 nullptr,
                 E,
                 {"Hybrid context parallelism not supported with CUDA Graph"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Hybrid context parallelism with graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Disable CUDA graphs or hybrid context parallelism.")});
    t.push_back({"LOG-51",
                 "PP-23",
                 "MCR-10",
                 E,
                 {"1F1B overlap with FSDP does not support per-layer CUDA graphs"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "EP overlap with Megatron-FSDP and per-layer graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use cuda_graph_impl=full_iteration, or disable graphs.")});
    t.push_back({"LOG-52",
                 "PP-24",
                 "MB-23",
                 E,
                 {"CUDA Graphs should have been created."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Capture with cuda_graph_warmup_steps = 0 did not happen"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use cuda_graph_warmup_steps >= 1 (default 3).")});
    t.push_back({"LOG-53",
                 "PP-24",
                 "MC-32",
                 E,
                 {"cuda_graph_warmup_steps must be greater than 0 when enabling fine-grained activation "
                  "offloading.",
                  "Fine-grained activation offloading needs cuda_graph_warmup_steps > 0."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "No warmup steps with fine-grained offloading"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set cuda_graph_warmup_steps to 1 or more (default 3).")});
    t.push_back({"LOG-57",
                 "PP-28",
                 "MLM-01",
                 E,
                 {"Do not use --enable-cuda-graph or --external-cuda-graph with --cuda-graph-impl.",
                  "--enable-cuda-graph and --external-cuda-graph cannot be enabled at the same time."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy graph flags mixed with --cuda-graph-impl"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use only --cuda-graph-impl (local or "
                                   "transformer_engine).")});
    t.push_back({"LOG-58",
                 "PP-28",
                 "MLM-02",
                 E,
                 {"--cuda-graph-scope and --cuda-graph-modules cannot be used together."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Old and new scope flags together (Megatron-LM)"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use --cuda-graph-modules only.")});
    t.push_back({"LOG-59",
                 "PP-28",
                 "MC-04",
                 E,
                 {"cuda_graph_scope and cuda_graph_modules cannot be set together."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "cuda_graph_scope and cuda_graph_modules together"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Set cuda_graph_modules only (cuda_graph_scope is "
                                   "deprecated).")});
    t.push_back({"LOG-60",
                 "PP-28",
                 "MC-13",
                 E,
                 {"cuda_graph_modules must be empty when cuda_graph_impl=\"full_iteration\".",
                  "--cuda-graph-modules must be empty when --cuda-graph-impl=full_iteration."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Module scopes with full-iteration graphs"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Leave cuda_graph_modules empty with "
                                   "cuda_graph_impl=full_iteration.")});
    t.push_back({"LOG-61",
                 "PP-28",
                 "MB-02",
                 E,
                 {"Megatron Bridge supports model.cuda_graph_impl=\"local\" only for full-iteration CUDA graphs"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "local implementation with module scopes in Bridge"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use cuda_graph_impl=transformer_engine for module scopes, "
                                   "or full_iteration for whole-iteration graphs.")});
    t.push_back({"LOG-62",
                 "PP-28",
                 "LEG-02",
                 E,
                 {"For local cuda graph implementation, the only valid value for cuda_graph_scope is full_iteration"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Scope spelling of an older Megatron-Core"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Write the flags in the dialect of the installed Megatron-Core (cga validate "
                                   "--profile legacy checks the old spelling).")});
    t.push_back({"LOG-63",
                 "PP-28",
                 nullptr,
                 E,
                 {"To use full iteration cuda graph, please use cuda_graph_impl=local instead of "
                  "cuda_graph_impl=transformer_engine."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Full-iteration spelling of an older Megatron-Core"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "In that Megatron-Core, full-iteration graphs are cuda_graph_impl=local with "
                                   "cuda_graph_scope=[full_iteration]; newer ones use "
                                   "cuda_graph_impl=full_iteration.")});
    t.push_back({"LOG-64",
                 "PP-28",
                 "MC-02",
                 E,
                 {"enable_cuda_graph and external_cuda_graph cannot be enabled at the same time."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Both legacy graph fields set"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Remove enable_cuda_graph / external_cuda_graph and set "
                                   "cuda_graph_impl only.")});
    t.push_back({"LOG-65",
                 "PP-28",
                 "MC-01",
                 E,
                 {"Do not use enable_cuda_graph or external_cuda_graph with cuda_graph_impl."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Legacy graph fields mixed with cuda_graph_impl"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Remove enable_cuda_graph / external_cuda_graph and set "
                                   "cuda_graph_impl only.")});
    t.push_back({"LOG-66",
                 "PP-28",
                 "MC-11",
                 E,
                 {"Invalid cuda graph implementation:"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Unknown cuda_graph_impl"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Use none, transformer_engine, full_iteration or local.")});
    t.push_back({"LOG-67",
                 "PP-28",
                 "MCR-09",
                 E,
                 {"CUDA graph compatible cross entropy requires TransformerEngine >= 2.7.0"},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Fused cross entropy needs a newer Transformer Engine"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Upgrade Transformer Engine to 2.7 or later, or use another "
                                   "implementation than full_iteration.")});
    t.push_back({"LOG-68",
                 "PP-28",
                 "MC-04b",
                 W,
                 {"cuda_graph_scope is deprecated, use cuda_graph_modules instead."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated cuda_graph_scope"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Write the scopes into cuda_graph_modules.")});
    t.push_back({"LOG-69",
                 "PP-28",
                 "MC-03",
                 W,
                 {"enable_cuda_graph is deprecated, use cuda_graph_impl=local instead.",
                  "external_cuda_graph is deprecated, use cuda_graph_impl=transformer_engine instead."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated enable_cuda_graph / external_cuda_graph"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Set cuda_graph_impl instead of the legacy fields.")});
    t.push_back({"LOG-70",
                 "PP-28",
                 "MC-05b",
                 W,
                 {"full scope is deprecated."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated \"full\" scope"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use an empty cuda_graph_modules list to capture the whole "
                                   "layer.")});
    t.push_back({"LOG-71",
                 "PP-28",
                 "MC-10",
                 W,
                 {"cuda_graph_modules 'full_iteration' is deprecated."},
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Deprecated full_iteration scope value"),
                 QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Use cuda_graph_impl=full_iteration with empty "
                                   "cuda_graph_modules.")});
}

} // namespace cga
