recipe.model.cuda_graph_impl = 'full_iteration'
recipe.model.cuda_graph_scope = []
recipe.rerun_state_machine.check_for_nan_in_loss = False
recipe.ddp.check_for_nan_in_grad = False
recipe.env_vars["PYTORCH_CUDA_ALLOC_CONF"] = "expandable_segments:True,graph_capture_record_stream_reuse:True"
