#: model._target_ = "megatron.bridge.models.llama.llama_provider.Llama3ModelProvider8B"
cfg.model.num_layers = (
    32
)
cfg.model.hidden_dropout = 0.0; cfg.model.cuda_graph_warmup_steps = 3
cfg.model.recompute_modules = ("core_attn",
  "mlp")
cfg.train.micro_batch_size = \
    1
