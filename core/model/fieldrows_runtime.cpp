// Spec sections a.3 and a.4: RNG, rerun, DDP, optimizer, overlap, dataset, train, logger and checkpoint
// fields, and the environment variables.
#include "model/fieldrow.h"

namespace cga {

namespace {

using S = FieldSection;
using T = FieldType;

} // namespace

// structure: data table
void appendRuntimeFieldRows(std::vector<FieldRow>& rows)
{
    rows.push_back({
        .id = FieldId::RngTeRngTracker,
        .path = "rng.te_rng_tracker",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Required for CUDA graphs support; kept in sync with model.use_te_rng_tracker."),
        .section = S::Rng,
    });
    rows.push_back({
        .id = FieldId::RngInferenceRngTracker,
        .path = "rng.inference_rng_tracker",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Inference RNG tracker."),
        .section = S::Rng,
    });
    rows.push_back({
        .id = FieldId::CheckForNanInLoss,
        .path = "rerun_state_machine.check_for_nan_in_loss",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Check every loss for NaN (a host sync); must be off with full-iteration graphs."),
        .section = S::Rerun,
    });
    rows.push_back({
        .id = FieldId::RerunMode,
        .path = "rerun_state_machine.rerun_mode",
        .type = T::Enum,
        .def = QStringLiteral("disabled"),
        .nullable = false,
        .allowed = {"disabled", "validate_results", "report_stats"},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Rerun state machine mode."),
        .section = S::Rerun,
    });
    rows.push_back({
        .id = FieldId::CheckForNanInGrad,
        .path = "ddp.check_for_nan_in_grad",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Check gradients for NaN; recommended off with full-iteration graphs."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::CheckForLargeGrads,
        .path = "ddp.check_for_large_grads",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Check for unusually large gradients."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::MegatronFsdpCudaGraphMode,
        .path = "ddp.megatron_fsdp_cuda_graph_mode",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-FSDP graph mode (not supported by MFSDP v2)."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::UseMegatronFsdp,
        .path = "ddp.use_megatron_fsdp",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Use Megatron-FSDP."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::MegatronFsdpVersion,
        .path = "ddp.megatron_fsdp_version",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Megatron-FSDP version (v2 does not support CUDA graphs)."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::NcclUb,
        .path = "ddp.nccl_ub",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "NCCL user buffers; with expandable segments needs torch >= 2.11."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::OverlapGradReduce,
        .path = "ddp.overlap_grad_reduce",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap gradient reduction with backward."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::OverlapParamGather,
        .path = "ddp.overlap_param_gather",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Overlap parameter all-gather with forward."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::UseDistributedOptimizer,
        .path = "ddp.use_distributed_optimizer",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Distributed optimizer."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::Fp8ParamGather,
        .path = "ddp.fp8_param_gather",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Gather parameters in FP8."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::ReuseGradBufForMxfp8ParamAg,
        .path = "ddp.reuse_grad_buf_for_mxfp8_param_ag",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Reuse the gradient buffer for the MXFP8 parameter all-gather."),
        .section = S::Ddp,
    });
    rows.push_back({
        .id = FieldId::OptimizerCudaGraph,
        .path = "optimizer.optimizer_cuda_graph",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Experimental: capture optimizer.step in its own graph."),
        .section = S::Optimizer,
    });
    rows.push_back({
        .id = FieldId::OverlapParamGatherWithOptimizerStep,
        .path = "optimizer.overlap_param_gather_with_optimizer_step",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Launch the parameter gather from the optimizer step (breaks full-iteration capture)."),
        .section = S::Optimizer,
    });
    rows.push_back({
        .id = FieldId::CommOverlapMoeExpertParallelComm,
        .path = "comm_overlap.overlap_moe_expert_parallel_comm",
        .type = T::Bool,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Expert-parallel A2A overlap; copied onto the model at set-up."),
        .section = S::CommOverlap,
    });
    rows.push_back({
        .id = FieldId::CommOverlapDelayWgradCompute,
        .path = "comm_overlap.delay_wgrad_compute",
        .type = T::Bool,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Delayed weight gradients; copied onto the model at set-up."),
        .section = S::CommOverlap,
    });
    rows.push_back({
        .id = FieldId::DatasetTarget,
        .path = "dataset._target_",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "The dataset config class (for example an Energon dataset)."),
        .section = S::Dataset,
    });
    rows.push_back({
        .id = FieldId::DatasetSeqLength,
        .path = "dataset.seq_length",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Dataset sequence length; must equal model.seq_length."),
        .section = S::Dataset,
        .aliases = {"dataset.sequence_length"},
    });
    rows.push_back({
        .id = FieldId::PadToMaxLength,
        .path = "dataset.pad_to_max_length",
        .type = T::Bool,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Pad every sample to the sequence length (static shapes); required for packing with "
                                  "graphs."),
        .section = S::Dataset,
        .aliases = {"dataset.dataset_kwargs.pad_to_max_length"}, // GPTSFTDatasetConfig passes it to the dataset
    });
    rows.push_back({
        .id = FieldId::OfflinePackingSpecs,
        .path = "dataset.offline_packing_specs",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Offline sequence packing is configured (packed sequences)."),
        .section = S::Dataset,
        .aliases = {"dataset.enable_offline_packing"},
    });
    rows.push_back({
        .id = FieldId::PadCuSeqlens,
        .path = "dataset.offline_packing_specs.pad_cu_seqlens",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Pad cu_seqlens to a fixed length; required when packed attention is captured."),
        .section = S::Dataset,
    });
    rows.push_back({
        .id = FieldId::EnableInBatchPacking,
        .path = "dataset.enable_in_batch_packing",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Pack sequences inside each batch (variable lengths)."),
        .section = S::Dataset,
    });
    rows.push_back({
        .id = FieldId::PackingBufferSize,
        .path = "dataset.packing_buffer_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Energon native sequence packing buffer; not supported with graphs."),
        .section = S::Dataset,
    });
    rows.push_back({
        .id = FieldId::MicroBatchSize,
        .path = "train.micro_batch_size",
        .type = T::Int,
        .def = 1,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Micro-batch size; fixed for the run because captured graphs have static shapes."),
        .section = S::Train,
    });
    rows.push_back({
        .id = FieldId::GlobalBatchSize,
        .path = "train.global_batch_size",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Global batch size."),
        .section = S::Train,
    });
    rows.push_back({
        .id = FieldId::TrainIters,
        .path = "train.train_iters",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Training iterations."),
        .section = S::Train,
    });
    rows.push_back({
        .id = FieldId::TrainSamples,
        .path = "train.train_samples",
        .type = T::Int,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Training samples; the iterations are train_samples // global_batch_size."),
        .section = S::Train,
    });
    rows.push_back({
        .id = FieldId::NumEpochs,
        .path = "train.num_epochs",
        .type = T::Float,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Passes over a finite training dataset (may be fractional)."),
        .section = S::Train,
    });
    rows.push_back({
        .id = FieldId::LogInterval,
        .path = "logger.log_interval",
        .type = T::Int,
        .def = 100,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Iterations per log line; 1 lets the log separate eager, capture and replay steps."),
        .section = S::Logger,
    });
    rows.push_back({
        .id = FieldId::LogThroughput,
        .path = "logger.log_throughput",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Print TFLOP/s per GPU on each iteration line."),
        .section = S::Logger,
    });
    rows.push_back({
        .id = FieldId::FilterWarnings,
        .path = "logger.filter_warnings",
        .type = T::Bool,
        .def = true,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Drop WARNING log records (hides 'No graphable layers found')."),
        .section = S::Logger,
    });
    rows.push_back({
        .id = FieldId::LogMemoryToTensorboard,
        .path = "logger.log_memory_to_tensorboard",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Log memory every interval (the only way to see post-capture memory)."),
        .section = S::Logger,
    });
    rows.push_back({
        .id = FieldId::LogNumZerosInGrad,
        .path = "logger.log_num_zeros_in_grad",
        .type = T::Bool,
        .def = false,
        .nullable = false,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Count zero gradients (a host sync inside the optimizer step)."),
        .section = S::Logger,
    });
    rows.push_back({
        .id = FieldId::LossScale,
        .path = "mixed_precision.loss_scale",
        .type = T::Float,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Static loss scale; unset means dynamic loss scaling with fp16."),
        .section = S::Precision,
    });
    rows.push_back({
        .id = FieldId::CheckpointLoad,
        .path = "checkpoint.load",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Checkpoint directory to resume from."),
        .section = S::Checkpoint,
    });
    rows.push_back({
        .id = FieldId::PretrainedCheckpoint,
        .path = "checkpoint.pretrained_checkpoint",
        .type = T::String,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Pretrained checkpoint to start from."),
        .section = S::Checkpoint,
    });
    // a.4
    rows.push_back({
        .id = FieldId::EnvPytorchCudaAllocConf,
        .path = "env_vars.PYTORCH_CUDA_ALLOC_CONF",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "PyTorch allocator settings; expandable_segments:True with TE graphs needs "
                                  "NCCL_GRAPH_REGISTER=0."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvNcclGraphRegister,
        .path = "env_vars.NCCL_GRAPH_REGISTER",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "NCCL buffer registration for captured collectives; must be 0 with expandable segments "
                            "and TE graphs."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvCudaDeviceMaxConnections,
        .path = "env_vars.CUDA_DEVICE_MAX_CONNECTIONS",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Hardware work queues per device."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvCudaGraphsUseNodePriority,
        .path = "env_vars.CUDA_GRAPHS_USE_NODE_PRIORITY",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "Keep stream priorities inside graphs; required for GTP."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvNvteCpuOffloadV1,
        .path = "env_vars.NVTE_CPU_OFFLOAD_V1",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc
        = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                            "Transformer Engine offload v1 path; must be 1 for fine-grained offloading with TE >= "
                            "2.10."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvTorchNcclAvoidRecordStreams,
        .path = "env_vars.TORCH_NCCL_AVOID_RECORD_STREAMS",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry",
                                  "Recipes use 0 with full-iteration graphs and 1 otherwise (a convention)."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvNcclNvlsEnable,
        .path = "env_vars.NCCL_NVLS_ENABLE",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "NVLink SHARP in NCCL."),
        .section = S::Env,
    });
    rows.push_back({
        .id = FieldId::EnvTorchNcclHighPriority,
        .path = "env_vars.TORCH_NCCL_HIGH_PRIORITY",
        .type = T::Env,
        .def = nullValue(),
        .nullable = true,
        .allowed = {},
        .desc = QT_TRANSLATE_NOOP("cga::FieldRegistry", "High-priority NCCL streams."),
        .section = S::Env,
    });
}

} // namespace cga
