// Every rule of the catalogue: one configuration that triggers it and a close one that does not.
#include "support/rulesfixture.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace cga;
using namespace cga::test;

namespace {

QSet<QString> g_triggered, g_cleared;

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void rule_data();
    void rule();
    void everyRuleHasBothRows();
    void everySpecRuleIsInTheCatalogue();
};

void TestRules::rule_data()
{
    QTest::addColumn<QStringList>("inputs");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("fires");

    auto both = [](const char* id, const QStringList& trig, const QString& trigTarget, const QStringList& near,
                   const QString& nearTarget) {
        QTest::addRow("%s fires", id) << trig << trigTarget << QString::fromLatin1(id) << true;
        QTest::addRow("%s does not fire", id) << near << nearTarget << QString::fromLatin1(id) << false;
    };
    auto pair = [&](const char* id, const QStringList& trig, const QStringList& near, const QString& target = {}) {
        both(id, trig, target, near, target);
    };

    // b.1 MC-*
    pair("MC-01", kDenseTe + QStringList{"model.enable_cuda_graph=true"},
         kShape + QStringList{"model.enable_cuda_graph=true", "model.cuda_graph_impl=none"});
    pair("MC-02", {"model.enable_cuda_graph=true", "model.external_cuda_graph=true"},
         {"model.external_cuda_graph=true"});
    pair("MC-03", kRng + QStringList{"model.external_cuda_graph=true"},
         kRng + QStringList{"model.external_cuda_graph=false"});
    pair("MC-04", kDenseTe + QStringList{"model.cuda_graph_scope=[attn]", "model.cuda_graph_modules=[mlp]"},
         kDenseTe + QStringList{"model.cuda_graph_scope=[attn]", "model.cuda_graph_modules=[]"});
    pair("MC-04b", kDenseTe + QStringList{"~model.cuda_graph_modules", "model.cuda_graph_scope=[attn]"}, kDenseTe);
    pair("MC-05", kDenseTe + QStringList{"model.cuda_graph_modules=[full,attn]"},
         kDenseTe + QStringList{"model.cuda_graph_modules=[full]"});
    pair("MC-05b", kDenseTe + QStringList{"model.cuda_graph_modules=[full]"}, kDenseTe);
    pair("MC-06", kDenseTe + QStringList{"model.cuda_graph_modules=[1]"},
         kDenseTe + QStringList{"model.cuda_graph_modules=['attn']"});
    pair("MC-06b", kDenseTe + QStringList{"model.cuda_graph_modules=[attention]"}, kDenseTe);
    pair("MC-07", kLocalFull + QStringList{"model.cuda_graph_scope=[full_iteration,full_iteration_inference]"},
         kLocalFull);
    pair("MC-08", kDenseTe + QStringList{"model.cuda_graph_modules=[full_iteration]"}, kLocalFull);
    pair("MC-08b", kLocalFull + QStringList{"model.inference_cuda_graph_scope=block"},
         kLocalFull + QStringList{"model.inference_cuda_graph_scope=none"});
    pair("MC-09", kDenseTe + QStringList{"model.cuda_graph_modules=[full_iteration_inference]"},
         kShape + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[full_iteration_inference]"});
    pair("MC-10", kLocalFull, kFull);
    pair("MC-11", kDenseTe + QStringList{"model.cuda_graph_impl=te"}, kDenseTe);
    both("MC-11", kFull, QStringLiteral("profile=legacy"), kLocalFull, QStringLiteral("profile=legacy"));
    pair("MC-12", kDenseTe + QStringList{"model.inference_cuda_graph_scope=layer"},
         kDenseTe + QStringList{"model.inference_cuda_graph_scope=none"});
    pair("MC-13", kFull + QStringList{"model.cuda_graph_modules=[attn]"}, kFull);
    pair("MC-14", kDenseTe + QStringList{"model.cpu_offloading=true"},
         kFull + QStringList{"model.cpu_offloading=true"});
    pair("MC-15", kMoeTe + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[moe_router]"},
         kMoeTe + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("MC-16", kMoeTe + QStringList{"model.cuda_graph_modules=[moe,moe_router]"},
         kMoeTe + QStringList{"model.cuda_graph_modules=[moe_router]"});
    pair("MC-17", kMoeTe + QStringList{"model.cuda_graph_modules=[moe_preprocess]"},
         kMoeTe + QStringList{"model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("MC-18", kDenseTe + QStringList{"model.cuda_graph_modules=[moe_router]"},
         kMoeTe + QStringList{"model.cuda_graph_modules=[moe_router]"});
    pair("MC-19", kMoeTe + QStringList{"model.cuda_graph_modules=[mlp]"},
         kMoeTe + QStringList{"model.moe_layer_freq=[0,1,1,1]", "model.cuda_graph_modules=[mlp]"});
    pair("MC-20", kMoeTe + QStringList{"model.cuda_graph_modules=[moe]"},
         kMoeTe
             + QStringList{"model.cuda_graph_modules=[moe]", "model.moe_expert_capacity_factor=1.0",
                           "model.moe_pad_expert_input_to_capacity=true"});
    pair("MC-21", kMoeTe + QStringList{"model.moe_expert_capacity_factor=1.0"}, kMoeTe);
    pair("MC-22",
         kDenseTe
             + QStringList{"model.recompute_granularity=full", "model.recompute_method=block",
                           "model.recompute_num_layers=1"},
         kFull
             + QStringList{"model.recompute_granularity=full", "model.recompute_method=block",
                           "model.recompute_num_layers=1"});
    pair("MC-23", kMoeTe + QStringList{"model.recompute_granularity=selective", "model.recompute_modules=[moe]"},
         kMoeTe + QStringList{"model.recompute_granularity=selective", "model.recompute_modules=[moe_act]"});
    pair("MC-24", kDenseTe + QStringList{"model.recompute_granularity=selective", "model.attention_dropout=0.1"},
         kDenseTe + QStringList{"model.recompute_granularity=selective", "model.attention_dropout=0.0"});
    pair("MC-25",
         kDenseTe
             + QStringList{"model.cuda_graph_modules=[mlp]", "model.recompute_granularity=selective",
                           "model.recompute_modules=[mlp]", "model.hidden_dropout=0.1"},
         kDenseTe
             + QStringList{"model.cuda_graph_modules=[mlp]", "model.recompute_granularity=selective",
                           "model.recompute_modules=[mlp]", "model.hidden_dropout=0.0"});
    pair("MC-26",
         kFull + kMoe
             + QStringList{"model.recompute_granularity=selective", "model.recompute_modules=[moe]",
                           "model.moe_input_jitter_eps=0.01"},
         kFull + kMoe + QStringList{"model.recompute_granularity=selective", "model.recompute_modules=[moe]"});
    const QStringList gtp = kMoeTe
        + QStringList{"model.cuda_graph_impl=local",
                      "model.cuda_graph_modules=[moe_router,moe_preprocess]",
                      "model.recompute_granularity=selective",
                      "model.gtp_weight_remat_size=2",
                      "model.fp8=e4m3",
                      "model.moe_shared_expert_intermediate_size=1024"};
    pair("MC-27", gtp + QStringList{"model.recompute_modules=[shared_experts]"},
         gtp + QStringList{"model.recompute_modules=[moe_act]"});
    const QStringList localOffload = kMoeTe
        + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[moe_router,moe_preprocess]",
                      "model.fine_grained_activation_offloading=true"};
    pair("MC-28", localOffload + QStringList{"model.offload_modules=[core_attn]"},
         localOffload + QStringList{"model.offload_modules=[expert_fc1]"});
    pair("MC-29", localOffload + QStringList{"model.cuda_graph_modules=[]", "model.offload_modules=[expert_fc1]"},
         localOffload + QStringList{"model.offload_modules=[expert_fc1]"});
    pair("MC-30", localOffload + QStringList{"model.offload_modules=[core_attn]"},
         kDenseTe + QStringList{"model.fine_grained_activation_offloading=true"});
    const QStringList dropPad = kMoeTe
        + QStringList{"model.moe_expert_capacity_factor=1.0", "model.moe_pad_expert_input_to_capacity=true",
                      "model.fine_grained_activation_offloading=true"};
    pair("MC-31", dropPad + QStringList{"model.cuda_graph_modules=[moe]"},
         dropPad + QStringList{"model.cuda_graph_modules=[moe_router]"});
    pair("MC-32",
         kDenseTe + QStringList{"model.fine_grained_activation_offloading=true", "model.cuda_graph_warmup_steps=0"},
         kDenseTe + QStringList{"model.fine_grained_activation_offloading=true", "model.cuda_graph_warmup_steps=1"});
    pair("MC-33", kFull + QStringList{"model.fine_grained_activation_offloading=true"},
         kFull
             + QStringList{"model.fine_grained_activation_offloading=true",
                           "model.fine_grained_offloading_max_inflight_offloads=1"});
    pair("MC-34",
         kMoeTe
             + QStringList{"model.moe_layer_freq=[0,1]", "model.cuda_graph_modules=[mlp]",
                           "model.overlap_moe_expert_parallel_comm=true"},
         kMoeTe
             + QStringList{"model.moe_layer_freq=[0,1]", "model.cuda_graph_modules=[attn]",
                           "model.overlap_moe_expert_parallel_comm=true"});
    pair("MC-35", kDenseTe + QStringList{"model.delay_wgrad_compute=true"},
         kMoeTe + QStringList{"model.delay_wgrad_compute=true", "model.overlap_moe_expert_parallel_comm=true"});
    both("MC-36", kMoeTe + QStringList{"model.delay_wgrad_compute=true", "model.overlap_moe_expert_parallel_comm=true"},
         "te=2.9",
         kMoeTe + QStringList{"model.delay_wgrad_compute=true", "model.overlap_moe_expert_parallel_comm=true"},
         "te=2.12");
    pair("MC-37", {"model.cpu_offloading=true", "model.pipeline_model_parallel_size=2"}, {"model.cpu_offloading=true"});
    pair("MC-38", {"model.recompute_granularity=full"},
         {"model.recompute_granularity=full", "model.recompute_method=block", "model.recompute_num_layers=1"});
    pair("MC-39", kMoe + QStringList{"model.moe_token_dispatcher_type=allgather", "model.variable_seq_lengths=true"},
         kMoe + QStringList{"model.variable_seq_lengths=true"});
    const QStringList mhc = kDenseTe
        + QStringList{"model.recompute_granularity=selective", "model.recompute_modules=[mhc]",
                      "model.fine_grained_activation_offloading=true"};
    both("MC-40", mhc, "profile=head", mhc, "profile=pinned");
    // b.1 read from the code: the checks of __post_init__ around the CUDA-graph block, in Megatron's order
    pair("MC-41", {"model.sequence_parallel=true"},
         {"model.sequence_parallel=true", "model.tensor_model_parallel_size=2"});
    pair("MC-42", kMoe + QStringList{"model.moe_use_grouped_tensor=true"},
         kMoe + QStringList{"model.moe_use_grouped_tensor=true", "model.moe_grouped_gemm=true"});
    pair("MC-43", {"model.bf16=true", "model.fp16=true"}, {"model.bf16=true"});
    pair("MC-44", {"model.num_attention_heads=12", "model.tensor_model_parallel_size=8"},
         {"model.num_attention_heads=16", "model.tensor_model_parallel_size=8"});
    pair("MC-44", {"model.num_attention_heads=16", "model.num_query_groups=6", "model.tensor_model_parallel_size=4"},
         {"model.num_attention_heads=16", "model.num_query_groups=2", "model.tensor_model_parallel_size=4"});
    pair("MC-45", {"model.fp8=e4m3", "model.fp8_recipe=custom"},
         {"model.fp8=e4m3", "model.fp8_recipe=custom", "model.fp8_quantizer_factory=pkg.quant.factory"});
    pair("MC-45", {"model.fp8=e4m3", "model.fp4=nvfp4"}, {"model.fp4=nvfp4"});
    pair("MC-46", {"model.expert_model_parallel_size=2"},
         {"model.expert_model_parallel_size=2", "model.num_moe_experts=8"});
    pair("MC-47", kMoe + QStringList{"model.transformer_impl=inference_optimized"},
         kMoe + QStringList{"model.transformer_impl=inference_optimized", "model.moe_router_dtype=fp32"});
    pair("MC-48", {"model.moe_ffn_hidden_size=1024"}, {"model.moe_ffn_hidden_size=1024", "model.moe_layer_freq=2"});
    pair("MC-49", kMoe + QStringList{"model.moe_flex_dispatcher_backend=ncclep"},
         kMoe + QStringList{"model.moe_flex_dispatcher_backend=ncclep", "model.moe_token_dispatcher_type=flex"});
    const QStringList sharedOverlap
        = kMoe + QStringList{"model.moe_shared_expert_intermediate_size=1024", "model.moe_shared_expert_overlap=true"};
    pair("MC-50", sharedOverlap + QStringList{"model.moe_token_dispatcher_type=allgather"}, sharedOverlap);
    pair("MC-51",
         kMoe + QStringList{"model.moe_expert_capacity_factor=1.0", "model.moe_router_load_balancing_type=sinkhorn"},
         kMoe + QStringList{"model.moe_expert_capacity_factor=1.0", "model.moe_router_load_balancing_type=aux_loss"});
    pair("MC-52",
         kMoe + QStringList{"model.moe_pad_expert_input_to_capacity=true", "model.moe_expert_capacity_factor=-1.0"},
         kMoe + QStringList{"model.moe_pad_expert_input_to_capacity=true", "model.moe_expert_capacity_factor=1.0"});
    const QStringList hybridEpRank = kMoe
        + QStringList{"model.moe_token_dispatcher_type=flex", "model.moe_flex_dispatcher_backend=hybridep",
                      "model.moe_expert_rank_capacity_factor=1.5"};
    pair("MC-53", hybridEpRank, hybridEpRank + QStringList{"model.use_transformer_engine_op_fuser=true"});
    pair("MC-53", kMoe + QStringList{"model.moe_expert_rank_capacity_factor=1.5"}, kMoe);
    const QStringList selective = {"model.recompute_granularity=selective"};
    pair("MC-54", kMoe + selective + QStringList{"model.recompute_modules=[moe_act]"},
         kMoe + selective + QStringList{"model.recompute_modules=[moe_act]", "model.moe_grouped_gemm=true"});
    pair("MC-54", selective + QStringList{"model.recompute_modules=[mla_up_proj]"},
         selective
             + QStringList{"model._target_=megatron.bridge.models.deepseek.DeepSeekV3ModelProvider",
                           "model.recompute_modules=[mla_up_proj]"});
    pair("MC-55", selective + QStringList{"model.recompute_modules=[mhc]"},
         selective + QStringList{"model.recompute_modules=[mhc]", "model.enable_mhc_connections=true"});
    pair("MC-56", {"model.enable_mhc_connections=true", "model.mtp_num_layers=1"},
         {"model.enable_mhc_connections=true"});
    pair("MC-57", {"model.fine_grained_activation_offloading=true"},
         {"model.fine_grained_activation_offloading=true", "model.offload_modules=[core_attn]"});
    pair("MC-57", {"model.fine_grained_activation_offloading=true", "model.offload_modules=[attn_proj]"},
         {"model.fine_grained_activation_offloading=true", "model.offload_modules=[core_attn,attn_proj]"});
    // Unset, expert tensor parallelism follows TP; Bridge makes it 1 when experts are split (EP > 1).
    const QStringList moeTp2 = kMoe + QStringList{"model.tensor_model_parallel_size=2"};
    pair("MC-58", moeTp2 + QStringList{"model.expert_model_parallel_size=1"}, moeTp2);
    both("MC-58", moeTp2, "fe=megatron", moeTp2 + QStringList{"model.add_bias_linear=false"}, "fe=megatron");
    pair("MC-59", kMoe + QStringList{"model.moe_router_padding_for_fp8=true"},
         kMoe + QStringList{"model.moe_router_padding_for_fp8=true", "model.fp8=e4m3"});
    pair("MC-60", kMoe + QStringList{"model.moe_router_topk=1"},
         kMoe + QStringList{"model.moe_router_topk=1", "model.moe_router_pre_softmax=true"});
    both("MC-61", kMoe + QStringList{"model.overlap_moe_expert_parallel_comm=true", "model.mtp_num_layers=2"},
         "torch=2.11", kMoe + QStringList{"model.overlap_moe_expert_parallel_comm=true"}, "torch=2.11");
    both("MC-61", kMoe + QStringList{"model.overlap_moe_expert_parallel_comm=true"}, "torch=2.4",
         kMoe + QStringList{"model.overlap_moe_expert_parallel_comm=false"}, "torch=2.4");
    pair("MC-62", {"model.transformer_impl=inference_optimized"},
         {"model.transformer_impl=inference_optimized", "model.normalization=RMSNorm", "model.add_bias_linear=false"});
    pair("MC-39", {"model.variable_seq_lengths=true"},
         {"model.variable_seq_lengths=true", "model.moe_token_dispatcher_type=alltoall"});
    both("LEG-01", kDenseTe, "profile=legacy",
         kDenseTe + QStringList{"~model.cuda_graph_modules", "model.cuda_graph_scope=[attn]"}, "profile=legacy");
    both("LEG-02", kShape + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_scope=[attn]"},
         "profile=legacy", kLocalFull, "profile=legacy");

    // b.2 MCR-*
    both("MCR-01", kDenseTe, "teinstalled=0", kDenseTe, "teinstalled=1");
    pair("MCR-02", {kQwenVl, "model.vision_cuda_graph_impl=transformer_engine"},
         QStringList{kQwenVl, "model.vision_cuda_graph_impl=transformer_engine"} + kMoeTe
             + QStringList{"model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("MCR-03", kDenseTe + QStringList{"+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"},
         kDenseTe
             + QStringList{"+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True",
                           "+env_vars.NCCL_GRAPH_REGISTER=0"});
    const QStringList legacyLocal = kShape
        + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_scope=[]",
                      "+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"};
    both("MCR-04", legacyLocal, "profile=legacy gpu=h100", legacyLocal, "profile=legacy gpu=b200");
    pair("MCR-05", {kMlm + "--cuda-graph-impl local --transformer-impl local"},
         {kMlm + "--cuda-graph-impl local --transformer-impl local --te-rng-tracker"});
    pair("MCR-06", kDenseTe + QStringList{"dataset.enable_in_batch_packing=true"},
         kDenseTe + QStringList{"dataset.enable_in_batch_packing=true", "model.cuda_graph_modules=[mlp]"});
    pair("MCR-06b", QStringList{kQwenVl} + kMoeTe,
         QStringList{kQwenVl} + kMoeTe + QStringList{"model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("MCR-06c",
         QStringList{kHybrid} + kDenseTe
             + QStringList{"model.cuda_graph_modules=[mamba]", "model.inference_rng_tracker=true"},
         QStringList{kHybrid} + kDenseTe + QStringList{"model.cuda_graph_modules=[mamba]"});
    pair("MCR-07", kMoeTe + QStringList{"model.cuda_graph_modules=[]", "model.overlap_moe_expert_parallel_comm=true"},
         kMoeTe + QStringList{"model.overlap_moe_expert_parallel_comm=true"});
    const QStringList offAttn = kDenseTe
        + QStringList{"model.fine_grained_activation_offloading=true", "model.offload_modules=[core_attn]",
                      "+env_vars.NVTE_CPU_OFFLOAD_V1=1"};
    both("MCR-08", offAttn, "torch=2.8 te=2.14", offAttn, "torch=2.9 te=2.14");
    const QStringList ce
        = kFull + QStringList{"model.cross_entropy_loss_fusion=true", "model.cross_entropy_fusion_impl=te"};
    both("MCR-09", ce, "te=2.6", ce, "te=2.7");
    pair("MCR-10", kMoeTe + QStringList{"ddp.use_megatron_fsdp=true", "model.overlap_moe_expert_parallel_comm=true"},
         kFull + kMoe
             + QStringList{"ddp.use_megatron_fsdp=true", "model.overlap_moe_expert_parallel_comm=true",
                           "model.moe_expert_rank_capacity_factor=1.5"});
    both("MCR-11", kDenseTe + QStringList{"ddp.use_megatron_fsdp=true", "ddp.megatron_fsdp_version=2"}, "fe=megatron",
         kDenseTe + QStringList{"ddp.use_megatron_fsdp=true", "ddp.megatron_fsdp_version=1"}, "fe=megatron");
    const QStringList ub = {"ddp.nccl_ub=true", "+env_vars.PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True"};
    both("MCR-12", ub, "torch=2.10", ub, "torch=2.11");
    pair("MCR-13", kDenseTe + QStringList{"model.cuda_graph_modules=[mamba]"},
         QStringList{kHybrid} + kDenseTe + QStringList{"model.cuda_graph_modules=[mamba]"});
    pair("MCR-14",
         kShape
             + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[]",
                           "dataset.enable_in_batch_packing=true"},
         kShape + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[]"});
    pair("MCR-15", kShape + QStringList{"model.enable_cuda_graph=true"},
         kShape + QStringList{"model.enable_cuda_graph=true", "+env_vars.CUDA_DEVICE_MAX_CONNECTIONS=32"});
    both("MCR-16", kFull, "torch=2.11", kFull, "torch=2.12");
    pair("MCR-17", kDenseTe, kShape);
    both("MCR-18", kDenseTe, "te=2.9", kDenseTe, "te=2.10");

    // b.3 MB-*
    pair("MB-01", kShape + QStringList{"model.cuda_graph_impl=none", "model.cuda_graph_modules=[attn]"},
         kShape + QStringList{"model.cuda_graph_impl=none", "model.cuda_graph_modules=[]"});
    pair("MB-02", kShape + QStringList{"model.cuda_graph_impl=local", "model.cuda_graph_modules=[attn]"}, kLocalFull);
    pair("MB-03", kFull + QStringList{"rerun_state_machine.check_for_nan_in_loss=true"}, kFull);
    pair("MB-04", {"rng.te_rng_tracker=true"}, {"rng.te_rng_tracker=false"});
    pair("MB-05", kShape + QStringList{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"},
         QStringList{kHybrid} + kShape
             + QStringList{"model.cuda_graph_impl=transformer_engine", "model.cuda_graph_modules=[attn]"});
    pair("MB-06", kMoeTe + QStringList{"comm_overlap.delay_wgrad_compute=true"},
         kMoeTe + QStringList{"comm_overlap.delay_wgrad_compute=false"});
    pair("MB-07", kDenseTe + QStringList{"comm_overlap.overlap_moe_expert_parallel_comm=true"},
         kDenseTe + QStringList{"comm_overlap.overlap_moe_expert_parallel_comm=false"});
    const QStringList packed
        = {"dataset.offline_packing_specs=true", "dataset.offline_packing_specs.pad_cu_seqlens=true"};
    pair("MB-08",
         kDenseTe + packed
             + QStringList{"dataset.pad_to_max_length=false", "dataset.offline_packing_specs.pad_cu_seqlens=false"},
         kDenseTe + packed + QStringList{"dataset.pad_to_max_length=true"});
    pair("MB-09", kDenseTe + QStringList{"dataset.offline_packing_specs=true", "dataset.pad_to_max_length=true"},
         kDenseTe
             + QStringList{"dataset.offline_packing_specs=true", "dataset.pad_to_max_length=true",
                           "model.cuda_graph_modules=[mlp]"});
    pair("MB-10", {"dataset.offline_packing_specs.pad_cu_seqlens=true", "dataset.pad_to_max_length=false"},
         {"dataset.offline_packing_specs.pad_cu_seqlens=true", "dataset.pad_to_max_length=true"});
    pair("MB-11", kDenseTe + QStringList{"dataset.packing_buffer_size=100"},
         kShape + QStringList{"dataset.packing_buffer_size=100"});
    pair("MB-12", {"dataset.pad_to_max_length=false", "model.pipeline_model_parallel_size=2"},
         {"dataset.pad_to_max_length=false"});
    pair("MB-13", packed + QStringList{"dataset.pad_to_max_length=true", "train.micro_batch_size=2"},
         packed + QStringList{"dataset.pad_to_max_length=true", "train.micro_batch_size=1"});
    pair("MB-14", kDenseTe + QStringList{"ddp.use_megatron_fsdp=true", "ddp.megatron_fsdp_version=2"},
         kDenseTe + QStringList{"ddp.use_megatron_fsdp=true", "ddp.megatron_fsdp_version=1"});
    pair("MB-15",
         kMoeTe + packed
             + QStringList{"dataset.pad_to_max_length=true", "model.cuda_graph_modules=[moe_router,moe_preprocess]"},
         kMoeTe + packed + QStringList{"dataset.pad_to_max_length=true", "model.cuda_graph_modules=[attn]"});
    both("MB-16",
         kDenseTe + QStringList{"model.fine_grained_activation_offloading=true", "model.transformer_impl=local"},
         "te=2.9", kDenseTe + QStringList{"model.fine_grained_activation_offloading=true"}, "te=2.9");
    const QStringList hybridEp
        = kMoe + QStringList{"model.moe_token_dispatcher_type=flex", "model.moe_flex_dispatcher_backend=hybridep"};
    pair("MB-17", hybridEp,
         hybridEp + kRng
             + QStringList{"model.cuda_graph_impl=transformer_engine",
                           "model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("MB-18", kDenseTe, kShape);
    pair("MB-19", QStringList{kGemma} + kDenseTe, QStringList{kGemma} + kShape);
    pair("MB-20", QStringList{kHybrid} + kDenseTe + QStringList{"checkpoint.load=/ckpt"},
         QStringList{kHybrid} + kDenseTe);
    const QStringList autocast = kShape
        + QStringList{"model.transformer_layer_spec=megatron.bridge.models.gpt_full_te_layer_autocast_spec",
                      "model.cuda_graph_impl=local", "model.cuda_graph_modules=[]"};
    pair("MB-21", autocast + QStringList{"model.recompute_granularity=selective"}, autocast);
    pair("MB-22", QStringList{kQwenVl, "model.vision_cuda_graph_impl=transformer_engine"} + kMoeTe,
         QStringList{kQwenVl, "model.vision_cuda_graph_impl=transformer_engine",
                     "model.max_vision_cuda_graph_seq_length=4096"}
             + kMoeTe);
    pair("MB-23", kDenseTe + QStringList{"model.cuda_graph_warmup_steps=0"},
         kDenseTe + QStringList{"model.cuda_graph_warmup_steps=1"});
    pair("MB-27", {"mixed_precision=bf16_fast_mixed"}, {"mixed_precision=bf16-with-mxfp8-mixed"});
    pair("MB-27", {"y:mixed_precision: bogus\n"}, {"y:mixed_precision: nanov2_bf16_with_fp8_current_scaling_mixed\n"});
    pair("MB-27", {"p:cfg.mixed_precision = \"fp8_mixed\""}, {"p:cfg.mixed_precision = \"fp16_mixed\""});
    pair("MB-29", {"ddp.use_megatron_fsdp=true", "+env_vars.CUDA_DEVICE_MAX_CONNECTIONS=1"},
         {"ddp.use_megatron_fsdp=true", "+env_vars.CUDA_DEVICE_MAX_CONNECTIONS=8"});
    pair("MB-29", {"ddp.use_megatron_fsdp=true", "+env_vars.CUDA_DEVICE_MAX_CONNECTIONS=1"},
         {"ddp.use_megatron_fsdp=false", "+env_vars.CUDA_DEVICE_MAX_CONNECTIONS=1"});
    pair("MB-28", {"train.train_iters=null"}, {"train.train_iters=null", "train.train_samples=1024"});
    pair("MB-28", {"train.train_iters=50", "train.num_epochs=1"}, {"train.num_epochs=1"});
    pair("MB-28", {"train.train_iters=null", "train.num_epochs=0"}, {"train.train_iters=null", "train.num_epochs=0.5"});
    pair("MB-28", {"train.train_iters=null", "train.train_samples=0"}, {"train.train_iters=20"});
    pair("MB-24", {"model.seq_length=4096", "dataset.seq_length=2048"},
         {"model.seq_length=4096", "dataset.seq_length=4096"});
    const QStringList deepep
        = kMoe + QStringList{"model.moe_token_dispatcher_type=flex", "model.moe_flex_dispatcher_backend=deepep"};
    both("MB-25", deepep, "gpu=gb200", deepep, "gpu=h100");
    // Bridge's own code (tests/oracle/bridge_differential.py): the dispatcher check does not ask for experts; a
    // model.seq_length written as null is None against the dataset's length; GPTSFTDatasetConfig has no
    // pad_to_max_length attribute, so PP > 1 forces nothing there.
    const QStringList denseFlex = {"model.moe_token_dispatcher_type=flex", "model.moe_flex_dispatcher_backend=deepep"};
    QTest::addRow("MB-25 fires on a dense model")
        << denseFlex << QStringLiteral("gpu=gb200") << QStringLiteral("MB-25") << true;
    QTest::addRow("MB-25 does not fire on a dense model")
        << denseFlex << QStringLiteral("gpu=h100") << QStringLiteral("MB-25") << false;
    QTest::addRow("MB-24 fires on a null model length")
        << QStringList{"model.seq_length=null", "dataset.seq_length=2048"} << QString() << QStringLiteral("MB-24")
        << true;
    QTest::addRow("MB-24 does not fire without a model length")
        << QStringList{"dataset.seq_length=2048"} << QString() << QStringLiteral("MB-24") << false;
    const QString sft
        = QStringLiteral("dataset._target_=megatron.bridge.data.builders.gpt_sft.FinetuningDatasetConfig");
    QTest::addRow("MB-12 does not fire on a finetuning dataset")
        << QStringList{sft, "dataset.pad_to_max_length=false", "model.pipeline_model_parallel_size=2"} << QString()
        << QStringLiteral("MB-12") << false;
    QTest::addRow("MB-12 fires on a GPT dataset")
        << QStringList{"dataset._target_=megatron.bridge.training.config.GPTDatasetConfig",
                       "dataset.pad_to_max_length=false", "model.pipeline_model_parallel_size=2"}
        << QString() << QStringLiteral("MB-12") << true;
    pair("MB-26", kDenseTe + QStringList{"train.train_iters=3"}, kDenseTe + QStringList{"train.train_iters=10"});

    // b.4 PH-* (perf harness)
    pair("PH-01", {kHarness + "--cuda_graph_impl full_iteration"},
         {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration"});
    pair("PH-02", {kHarness + "--cuda_graph_impl transformer_engine --cuda_graph_scope attn,router"},
         {kHarness + "--cuda_graph_impl transformer_engine --cuda_graph_scope attn,moe_router,moe_preprocess"});
    pair("PH-03", {kHarness + "--cuda_graph_impl transformer_engine"}, {kHarness});
    pair("PH-04", {kHarness + "--cuda_graph_impl none"}, {kHarness + "--cuda_graph_impl transformer_engine"});
    pair("PH-05", {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration,attn"},
         {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration"});
    pair("PH-06", {kHarness + "--cuda_graph_impl transformer_engine --cuda_graph_scope full_iteration"},
         {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration"});
    pair("PH-07", {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration"},
         {kHarness + "--cuda_graph_impl local"});
    pair("PH-08", {kHarness + "--cuda_graph_impl transformer_engine model.cuda_graph_scope=[full]"},
         {kHarness + "--cuda_graph_impl transformer_engine model.cuda_graph_scope=[attn]"});
    pair("PH-09", {kHarness + "--cuda_graph_impl local --cuda_graph_scope attn"},
         {kHarness + "--cuda_graph_impl transformer_engine --cuda_graph_scope attn"});
    pair("PH-10", {kHarness + "--cuda_graph_impl local --cuda_graph_scope full_iteration"},
         {kHarness + "--cuda_graph_impl transformer_engine --cuda_graph_scope attn"});
    pair("PH-11", {kHarness + "-rl 2"}, {kHarness});
    pair("PH-12", {kHarness + "-ol 2"}, {kHarness + "-ol 0"});
    pair("PH-13", {kHarness + "--moe_a2a_overlap true"}, {kHarness + "--moe_a2a_overlap false"});
    pair("PH-14", {kHarness + "--cuda_graph_impl transformer_engine --data squad_packed"},
         {kHarness + "--cuda_graph_impl none --data squad_packed"});
    pair("PH-15", {kHarness}, kDenseTe);
    pair("PH-16", {"h:run_script.py -m qwen -mr qwen3_30b_a3b -c bf16 -ng 16"}, {kHarness});

    // b.5 MLM-*
    pair("MLM-01", {kMlm + "--enable-cuda-graph --cuda-graph-impl local"}, {kMlm + "--enable-cuda-graph"});
    pair("MLM-02", {kMlm + "--cuda-graph-impl transformer_engine --cuda-graph-scope attn --cuda-graph-modules attn"},
         {kMlm + "--cuda-graph-impl transformer_engine --cuda-graph-modules attn"});
    pair("MLM-03", {kMlm + "--cuda-graph-impl full_iteration"},
         {kMlm + "--cuda-graph-impl full_iteration --no-check-for-nan-in-loss-and-grad"});
    pair("MLM-04", {kMlm + "--cuda-graph-impl transformer_engine"},
         {kMlm + "--cuda-graph-impl transformer_engine --te-rng-tracker"});
    pair("MLM-05",
         {"m:PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True pretrain_gpt.py --cuda-graph-impl transformer_engine"},
         {"m:PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True NCCL_GRAPH_REGISTER=0 pretrain_gpt.py --cuda-graph-impl "
          "transformer_engine"});
    pair("MLM-06",
         {kMlm + "--cuda-graph-impl full_iteration --cuda-graph-modules attn --no-check-for-nan-in-loss-and-grad"},
         {kMlm + "--cuda-graph-impl full_iteration --no-check-for-nan-in-loss-and-grad"});
    const QString wgrad = kMlm
        + "--num-experts 8 --delay-wgrad-compute --overlap-grad-reduce --overlap-moe-expert-parallel-comm "
          "--cuda-graph-impl transformer_engine --cuda-graph-modules attn --te-rng-tracker";
    both("MLM-07", {wgrad}, "te=2.11", {wgrad + " --disable-bias-linear"}, "te=2.12");
    pair("MLM-08", {kMlm + "--gtp-weight-remat-size 2 --cuda-graph-impl transformer_engine"},
         {"m:CUDA_GRAPHS_USE_NODE_PRIORITY=1 pretrain_gpt.py --gtp-weight-remat-size 2 --cuda-graph-impl "
          "transformer_engine"});
    pair("MLM-09", {kMlm + "--inference-batch-times-seqlen-threshold 512 --cuda-graph-impl transformer_engine"},
         {kMlm + "--inference-batch-times-seqlen-threshold -1 --cuda-graph-impl transformer_engine"});
    pair("MLM-10", {kMlm + "--cuda-graph-impl local --inference-cuda-graph-scope block --fp8-format e4m3"},
         {kMlm
          + "--cuda-graph-impl local --inference-cuda-graph-scope block --fp8-format e4m3 --transformer-impl "
            "inference_optimized --fp8-recipe mxfp8"});
    pair("MLM-11", {kMlm + "--cuda-graph-impl local --inference-dynamic-batching-num-cuda-graphs 0"},
         {kMlm + "--cuda-graph-impl local --inference-dynamic-batching-num-cuda-graphs 16"});
    pair("MLM-12", {kMlm + "--cpu-offloading-num-layers 2"}, {kMlm + "--cpu-offloading-num-layers 0"});
    pair("MLM-13", {kMlm + "--fp16"}, {kMlm + "--fp16 --loss-scale 1024"});

    // Advisory ADV-*
    pair("ADV-01", kDenseTe, kShape);
    pair("ADV-02", kFull + QStringList{"ddp.check_for_nan_in_grad=true"},
         kFull + QStringList{"ddp.check_for_nan_in_grad=false"});
    pair("ADV-03", kDenseTe, kShape);
    pair("ADV-04", kDenseTe + QStringList{"model.cuda_graph_modules=[]"}, kDenseTe);
    pair("ADV-05", kMoeTe, kMoeTe + QStringList{"model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("ADV-06", kDenseTe, kShape);
    pair("ADV-07", kFull + QStringList{"model.cuda_graph_warmup_steps=0"},
         kFull + QStringList{"model.cuda_graph_warmup_steps=1"});
    pair("ADV-08", kFull + QStringList{"+env_vars.TORCH_NCCL_AVOID_RECORD_STREAMS=1"},
         kFull + QStringList{"+env_vars.TORCH_NCCL_AVOID_RECORD_STREAMS=0"});
    pair("ADV-09",
         kShape + kRng
             + QStringList{"model.cuda_graph_impl=full_iteration", "rerun_state_machine.check_for_nan_in_loss=false"},
         kFull);
    both("ADV-10", kMoeTe + QStringList{"model.fp8=e4m3"}, "te=2.15", kMoeTe + QStringList{"model.fp8=e4m3"},
         "te=2.16");
    pair("ADV-11", kFull + QStringList{"optimizer.overlap_param_gather_with_optimizer_step=true"}, kFull);
    pair("ADV-12", {"optimizer.optimizer_cuda_graph=true", "logger.log_num_zeros_in_grad=true"},
         {"optimizer.optimizer_cuda_graph=true"});
    pair("ADV-13", kMoeTe + QStringList{"model.overlap_moe_expert_parallel_comm=true"},
         kMoeTe
             + QStringList{"model.overlap_moe_expert_parallel_comm=true",
                           "model.cuda_graph_modules=[moe_router,moe_preprocess]"});
    pair("ADV-14",
         QStringList{kHybrid} + kDenseTe + QStringList{"model.cuda_graph_modules=[attn,mamba]", "model.fp4=nvfp4"},
         QStringList{kHybrid} + kDenseTe + QStringList{"model.cuda_graph_modules=[attn,mamba]"});
    pair("ADV-15", {"model.cpu_offloading_num_layers=2"}, {"model.cpu_offloading_num_layers=0"});
    pair("ADV-22", {"model.cpu_offloading=true", "model.cpu_offloading_num_layers=0"},
         {"model.cpu_offloading=true", "model.cpu_offloading_num_layers=1"});
    pair("ADV-16",
         QStringList{kHybrid} + kDenseTe + QStringList{"model.use_te_rng_tracker=false", "rng.te_rng_tracker=false"},
         QStringList{kHybrid} + kDenseTe);
    pair("ADV-17", kDenseTe + QStringList{"model.hierarchical_context_parallel_sizes=[2,2]"}, kDenseTe);
    pair("ADV-18", kFull + kMoe, kFull + kMoe + QStringList{"model.moe_expert_rank_capacity_factor=1.5"});
    pair("ADV-19", kDenseTe + QStringList{"logger.log_interval=100"}, kDenseTe);
    const QStringList mxGather = kFull + QStringList{"ddp.fp8_param_gather=true", "ddp.overlap_param_gather=true"};
    pair("ADV-20", mxGather + QStringList{"ddp.reuse_grad_buf_for_mxfp8_param_ag=true"}, mxGather);
    both("ADV-21", {"model.fp8=e4m3", "model.fp8_recipe=mxfp8"}, "gpu=h100",
         {"model.fp8=e4m3", "model.fp8_recipe=mxfp8"}, "gpu=b200");

    // Reading the input: IMP-*
    pair("IMP-01", kDenseTe + QStringList{"model.cuda_graph_modulez=[attn]"}, kDenseTe);
    pair("IMP-02", kDenseTe + QStringList{"model.cuda_graph_warmup_steps=three"},
         kDenseTe + QStringList{"model.cuda_graph_warmup_steps=3"});
    pair("IMP-03", kDenseTe + QStringList{"model.apply_rope_fusion=true"}, kDenseTe);
    pair("IMP-04", kDenseTe + QStringList{"env_vars.NCCL_GRAPH_REGISTER=0"},
         kDenseTe + QStringList{"+env_vars.NCCL_GRAPH_REGISTER=0"});
    pair("IMP-05", {kHarness + "--cuda_graph_impl transformer_engine"}, kDenseTe);
    pair("IMP-06", {"y:MODEL_ARGS:\n  --num-layers: 2\n  --num-layers: 4\n"}, {"y:MODEL_ARGS:\n  --num-layers: 4\n"});
    pair("IMP-07", {"y:ConfigContainer:\n  model:\n    num_layers: 4\n"}, {"y:model:\n  num_layers: 4\n"});
    pair("IMP-08", kDenseTe + QStringList{"p:cfg.model.cuda_graph_warmup_steps = pick_steps()"},
         kDenseTe + QStringList{"p:cfg.model.cuda_graph_warmup_steps = 2"});
    // The mixed-precision recipe wins over a model precision field whatever the order (runtime_config_update).
    pair("IMP-10", {"y:mixed_precision: bf16_mixed\nmodel:\n  fp16: true\n"},
         {"y:mixed_precision: bf16_mixed\nmodel:\n  bf16: true\n"});
    pair("IMP-10", {"y:model:\n  fp8: hybrid\nmixed_precision: bf16_mixed\n"}, {"y:model:\n  fp8: hybrid\n"});
    pair("IMP-10", {"mixed_precision=bf16_mixed", "model.fp8=hybrid"}, {"mixed_precision=null", "model.fp8=hybrid"});
    pair("IMP-09", {"r:llama31_405b_pretrain_256gpu_h100_bf16_config"},
         {"r:nemotron_3_nano_pretrain_8gpu_h100_bf16_config"});
}

void TestRules::rule()
{
    QFETCH(QStringList, inputs);
    QFETCH(QString, target);
    QFETCH(QString, id);
    QFETCH(bool, fires);
    const QStringList ids = firedIds(inputs, target);
    if (fires) {
        QVERIFY2(ids.contains(id),
                 qPrintable(QStringLiteral("%1 expected; fired: %2").arg(id, ids.join(QLatin1Char(' ')))));
        g_triggered.insert(id);
    } else {
        QVERIFY2(!ids.contains(id),
                 qPrintable(QStringLiteral("%1 not expected; fired: %2").arg(id, ids.join(QLatin1Char(' ')))));
        g_cleared.insert(id);
    }
}

void TestRules::everyRuleHasBothRows()
{
    QStringList missing;
    for (const RuleDef& r : RuleCatalog::instance().rules()) {
        const QString id = QString::fromLatin1(r.id);
        if (!g_triggered.contains(id) || !g_cleared.contains(id))
            missing << id;
    }
    missing.removeDuplicates();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("rules without a firing and a clean row: ") + missing.join(QLatin1Char(' '))));
}

void TestRules::everySpecRuleIsInTheCatalogue()
{
    QFile spec(QStringLiteral(CGA_SHARED_DIR "/spec/megatron-cuda-graph-rules.md"));
    if (!spec.open(QIODevice::ReadOnly))
        QSKIP("the shared specification is not available");
    const QString text = QString::fromUtf8(spec.readAll());
    static const QRegularExpression row(QStringLiteral("^\\| (MC|MCR|MB|PH|MLM)-(\\d+[a-z]?) \\|"),
                                        QRegularExpression::MultilineOption);
    QStringList missing;
    int rows = 0;
    for (auto it = row.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        ++rows;
        const QString id = m.captured(1) + QLatin1Char('-') + m.captured(2);
        if (!RuleCatalog::instance().find(id))
            missing << id;
    }
    QVERIFY(rows > 100);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char(' '))));
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
