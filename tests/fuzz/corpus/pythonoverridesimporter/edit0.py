cfg = qwen3_30b_a3b_pretrain_config()
cfg.model.cuda_graph_impl = "transformer_engine"
cfg.model.cuda_graph_modules = ["moe_router", "moe_preprocess"]
cfg.env_vars["NCCL_GRAPH_REGISTER"] = "0"
