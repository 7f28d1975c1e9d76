cfg.model.cuda_graph_scope = "attn"
cfg.model.moe_expert_capacity_factor = None
cfg.model.x = b"\x00\n\u00e9"
cfg.model.num_layers = 1_000
cfg.model.seq_length = 0x100
cfg.model.bad = [1, 2
