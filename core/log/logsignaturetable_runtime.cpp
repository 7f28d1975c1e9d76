// Signatures of failures while a run executes (allocator and NCCL, memory, capture, hangs, numerics, streams,
// teardown) and the findings computed from the whole log: spec/pain-points.md with the verbatim upstream texts.
#include "log/logsignaturetable.h"

#include <QCoreApplication>

namespace cga {

namespace {

// Every spelling PyTorch prints: the caching allocator's message, its exception types, and the CUDA runtime's own
// error (raised by cudaGraphInstantiate / capture_end, or a kernel launch, as "CUDA error: out of memory").
const char* const kOom[]
    = {"CUDA out of memory", "torch.OutOfMemoryError", "OutOfMemoryError:", "CUDA error: out of memory"};
const char* const kCaptureError = "operation not permitted when stream is capturing";

using C = LogSignature::Condition;

} // namespace

// structure: data table
void addRuntimeSignatures(std::vector<LogSignature>& t)
{
    // A. Environment, allocator, NCCL
    t.push_back({
        .id = "LOG-01",
        .painPoint = "PP-01",
        .rule = "MCR-03",
        .severity = Severity::Error,
        .texts = {"Setting NCCL_GRAPH_REGISTER=0 to avoid illegal memory access when using CUDA Graph with "
                  "PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "NCCL graph registration is on while the allocator uses expandable segments"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Export NCCL_GRAPH_REGISTER=0 (keeps graphs and NCCL, costs NCCL's zero-copy "
                                 "registration), or drop expandable_segments:True from PYTORCH_CUDA_ALLOC_CONF."),
    });
    t.push_back({
        .id = "LOG-02",
        .painPoint = "PP-03",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"NCCL watchdog thread terminated with exception: CUDA error: operation not permitted when stream "
                  "is capturing",
                  "watchdog got stuck for"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The NCCL watchdog collided with the graph capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use a container whose PyTorch has the watchdog capture guard (pytorch PR 160398); "
                                 "make sure no collective is still in flight when the capture starts (synchronize "
                                 "first). Raising TORCH_NCCL_HEARTBEAT_TIMEOUT_SEC only delays the abort."),
    });
    t.push_back({
        .id = "LOG-03",
        .painPoint = "PP-03",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"Watchdog caught collective operation timeout"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "A collective timed out while a graph was being captured"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Synchronize before the capture so no collective is outstanding, and use a "
                                 "PyTorch with the watchdog capture guard; disable graphs once to confirm."),
        .condition = C::Capturing,
    });

    // B. Memory: the same OOM texts, told apart by when they happen.
    t.push_back({
        .id = "LOG-04",
        .painPoint = "PP-04",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kOom[0], kOom[1], kOom[2], kOom[3]},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Out of memory during the graph capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Each graph keeps static input, output and gradient buffers per layer and "
                                 "microbatch in flight: narrow the scope (e.g. attn only), reduce virtual pipeline "
                                 "stages or microbatches in flight, or upgrade Transformer Engine (static buffer "
                                 "reuse, release of warmup outputs)."),
        .condition = C::Capturing,
    });
    t.push_back({
        .id = "LOG-05",
        .painPoint = "PP-02",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kOom[0], kOom[1], kOom[2], kOom[3]},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Out of memory from fragmentation: the reserved but unallocated memory would "
                                   "have covered the request"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True,graph_capture_record_"
                                 "stream_reuse:True together with NCCL_GRAPH_REGISTER=0 (launch through the perf "
                                 "harness, which sets them)."),
        .condition = C::Fragmentation,
    });
    t.push_back({
        .id = "LOG-06",
        .painPoint = "PP-05",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kOom[0], kOom[1], kOom[2], kOom[3], "allocated in private pools (e.g., CUDA Graphs)"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Out of memory with CUDA graphs on"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Graph pools stay resident for the graph's lifetime: treat graphs as a speed-up "
                                 "for runs with memory headroom, narrow the scope, add selective recompute outside "
                                 "the captured scope, or compare with cuda_graph_impl=none."),
    });

    // C. MoE
    t.push_back({
        .id = "LOG-07",
        .painPoint = "PP-06",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kCaptureError, "cudaErrorStreamCaptureUnsupported"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "A host synchronisation in the MoE token dispatch broke the "
                                   "capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Dropless MoE dispatch has data-dependent shapes and device-to-host syncs: graph "
                                 "only attn, moe_router and moe_preprocess; use the moe scope only with "
                                 "drop-and-pad (capacity factor and pad to capacity)."),
        .condition = C::Frames,
        .frames = {"token_dispatcher", "moe_utils", "moe_layer", "in dispatch"},
    });
    t.push_back({
        .id = "LOG-08",
        .painPoint = "PP-20",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kCaptureError, "cudaErrorStreamCaptureUnsupported"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "A host synchronisation in the optimizer step broke the "
                                   "optimizer graph capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Upgrade Megatron-Core (threshold short-circuit and tensor arithmetic in the "
                                 "optimizer) and drop --log-num-zeros-in-grad; any .item() or math on a CUDA tensor "
                                 "inside optimizer.step() is a device-to-host sync."),
        .condition = C::Frames,
        .frames = {"optimizer", "clip_grad", "count_zeros"},
    });
    t.push_back({
        .id = "LOG-09",
        .painPoint = "PP-06",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {kCaptureError, "cudaErrorStreamCaptureUnsupported"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "A host synchronisation inside the captured region broke the "
                                   "capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Find the first frame outside PyTorch in the traceback: a .item(), .cpu(), print "
                                 "of a tensor or data-dependent shape runs inside the captured scope. Narrow the "
                                 "scope to the static parts (attn, moe_router, moe_preprocess)."),
    });
    t.push_back({
        .id = "LOG-16",
        .painPoint = "PP-08",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"dispatch_with_permute", "token_dispatcher.py"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "A stack dump shows the run stuck in the MoE token "
                                   "dispatcher"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "No confirmed fix: run once without graphs to confirm, try the alltoall "
                                 "dispatcher, and upgrade Megatron-Core and DeepEP (HybridEP capacity fixes)."),
        .condition = C::PySpyFrame,
    });

    // D. Numerics
    t.push_back({
        .id = "LOG-17",
        .painPoint = "PP-11",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"found NaN in local grad norm"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "NaN gradient norm"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Run the same iterations without graphs and compare loss and grad norm; upgrade "
                                 "Megatron-Core and Transformer Engine. Known with the TE attn scope plus EP "
                                 "all-to-all overlap."),
    });
    t.push_back({
        .id = "LOG-18",
        .painPoint = "PP-14",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"an illegal memory access was encountered"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Illegal memory access"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Check NCCL_GRAPH_REGISTER=0 when expandable segments are on (PP-01). Known after "
                                 "validation with NVFP4 and the mamba scope: switch to MXFP8 or drop mamba from the "
                                 "scope."),
    });
    // E. Feature interactions
    t.push_back({
        .id = "LOG-39",
        .painPoint = "PP-19",
        .rule = "MC-34",
        .severity = Severity::Error,
        .texts = {"CUDA graph scope on moe and mlp is not supported with overlap_moe_expert_parallel_comm"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "EP all-to-all overlap with a captured MLP/MoE"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Capture attn / moe_router / moe_preprocess only, or turn "
                                 "overlap_moe_expert_parallel_comm off."),
    });
    t.push_back({
        .id = "LOG-40",
        .painPoint = "PP-19",
        .rule = "MCR-07",
        .severity = Severity::Error,
        .texts = {"EP overlap must be disabled when CUDA graph captures the whole MLP/MoE part."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "EP all-to-all overlap with a captured MLP/MoE"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Capture attn / moe_router / moe_preprocess only, or turn "
                                 "overlap_moe_expert_parallel_comm off."),
    });
    t.push_back({
        .id = "LOG-44",
        .painPoint = "PP-21",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"cudaErrorStreamCaptureImplicit", "cudaErrorStreamCaptureUnjoined"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "A stream outside the capture joined the captured work"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use plain overlap_param_gather, not overlap_param_gather_with_optimizer_step, "
                                 "and a Megatron-Core that initialises DDP on the capture stream; custom loops "
                                 "must disable forward pre-hooks during capture."),
    });

    // F. Lifecycle
    t.push_back({
        .id = "LOG-54",
        .painPoint = "PP-25",
        .rule = "MB-26",
        .severity = Severity::Error,
        .texts = {"No CUDA Graphs were created to delete."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Teardown found no graphs to delete"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "The run ended before the capture (train_iters <= warmup steps): run longer than "
                                 "cuda_graph_warmup_steps + 1, or use a Bridge that checks graphs_created()."),
    });
    t.push_back({
        .id = "LOG-55",
        .painPoint = "PP-26",
        .rule = "MCR-13",
        .severity = Severity::Warning,
        .texts
        = {"No graphable layers found. Skipping CUDA graph capture.", ": 0 graphable layers.", ". 0 graphable layers."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "No graphable layers: the model runs eager"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "The scope matches no layer of the model (e.g. mamba on a pure transformer, mlp on "
                                 "an all-MoE model): fix cuda_graph_modules; Bridge hides this warning unless "
                                 "logger.filter_warnings=False."),
    });

    t.push_back({
        .id = "LOG-56",
        .painPoint = "PP-26",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {"built 0 cuda graph(s)"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "The local implementation built no graph: the model runs "
                                   "eager"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Check that the layers are built with the local graph "
                                 "manager (cuda_graph_impl and the scope of this "
                                 "Megatron-Core version)."),
    });

    // G. API churn
    // Outside Megatron's own checks
    t.push_back({
        .id = "LOG-72",
        .painPoint = "PP-29",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {"grad requires non-empty inputs."},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "make_graphed_callables on a callable without parameters"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Follow Megatron-Core's helper (TECudaGraphHelper) instead of "
                                 "a hand-rolled capture; give the callable a tensor input that "
                                 "requires grad."),
    });
    t.push_back({
        .id = "LOG-73",
        .painPoint = "PP-21",
        .rule = "MCR-15",
        .severity = Severity::Error,
        .texts = {"CUDA graph stream pool contains aliased streams"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Aliased streams in the local graph stream pool"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Set CUDA_DEVICE_MAX_CONNECTIONS to 16 or 32 before the "
                                 "process starts."),
    });
    t.push_back({
        .id = "LOG-74",
        .painPoint = "PP-21",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {"The AccumulateGrad node's stream does not match the stream of the node that produced the incoming "
                  "gradient"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Autograd stream mismatch that can break full-iteration "
                                   "capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use a Megatron-Core that initialises DDP on the capture "
                                 "stream (MLM PR 6021)."),
    });
    t.push_back({
        .id = "LOG-75",
        .painPoint = "PP-21",
        .rule = "MCR-16",
        .severity = Severity::Warning,
        .texts = {"set_override_stale_capture_stream is not available in this PyTorch version"},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Autograd streams that can break full-iteration capture"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use a PyTorch with set_override_stale_capture_stream and a Megatron-Core that "
                                 "initialises DDP on the capture stream."),
    });
    // Computed findings (no texts): see LogDiagnosis.
    t.push_back({
        .id = LogSignature::kHangAfterCapture,
        .painPoint = "PP-08",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "The log stops after the graph capture: no iteration "
                                   "followed"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Take a py-spy dump of the ranks; run once without graphs to confirm; with MoE, "
                                 "try the alltoall dispatcher and a newer Megatron-Core / DeepEP."),
    });
    t.push_back({
        .id = LogSignature::kHangAtEnd,
        .painPoint = "PP-25",
        .rule = nullptr,
        .severity = Severity::Error,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The run finished training but did not exit"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Use a Bridge that deletes the graphs on every exit path (MB PR 1332 / 3488); with "
                                 "TP > 1 and overlap_param_gather there is no confirmed fix yet."),
    });
    t.push_back({
        .id = LogSignature::kZeroGradFirstReplay,
        .painPoint = "PP-13",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Zero grad norm on the first replayed iteration"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Known with fp8 param gather + reuse_grad_buf_for_mxfp8_param_ag + "
                                 "overlap_param_gather and full-iteration graphs: use a Bridge with MB PR 3076."),
    });
    t.push_back({
        .id = LogSignature::kNonFiniteGradNorm,
        .painPoint = "PP-11",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Non-finite grad norm or NaN iterations in the iteration "
                                   "lines"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Compare with an eager run over the same iterations; upgrade "
                                 "Megatron-Core / Transformer Engine."),
    });
    t.push_back({
        .id = LogSignature::kSlowCapture,
        .painPoint = "PP-27",
        .rule = nullptr,
        .severity = Severity::Info,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "The capture takes long"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Exclude the warmup and capture iterations from throughput; newer Megatron-Core "
                                 "captures faster (one graph per layer when PP=1, fewer warmup iterations)."),
    });
    t.push_back({
        .id = LogSignature::kNoSpeedup,
        .painPoint = "PP-09",
        .rule = nullptr,
        .severity = Severity::Info,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                   "Replayed iterations are not faster than the eager warmup "
                                   "iterations"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "The workload may not be launch-bound: profile for host gaps first and compare "
                                 "replay iterations with a matched eager run (cga report GRAPH.log EAGER.log)."),
    });
    t.push_back({
        .id = LogSignature::kNothingCaptured,
        .painPoint = "PP-26",
        .rule = nullptr,
        .severity = Severity::Warning,
        .texts = {},
        .title = QT_TRANSLATE_NOOP("cga::LogDiagnosis", "Graphs are enabled but nothing was captured"),
        .fix = QT_TRANSLATE_NOOP("cga::LogDiagnosis",
                                 "Check the capture summary lines: with Transformer Engine graphs the scope must "
                                 "match layers of the model (e.g. no mamba scope on a pure transformer)."),
    });
}

} // namespace cga
