print("hello")
import os
os.system("touch /tmp/pwned")
cfg.env_vars["X"] = "$(touch /tmp/pwned)"
cfg.model.cuda_graph_impl = f"{x}"
