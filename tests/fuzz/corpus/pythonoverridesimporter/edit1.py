from megatron.core.transformer.enums import CudaGraphModule
config.model.cuda_graph_modules = [CudaGraphModule.attn, CudaGraphModule.mlp]
config.model.moe_layer_freq = [0] * 3 + [1] * 58
config.mixed_precision = "bf16_with_fp8_current_scaling_mixed"
