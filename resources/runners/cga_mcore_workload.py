# cga_mcore_workload.py: the Megatron-Core runner's identity and exit codes, its workloads (presets, flags, modes,
# moe_layer_freq) and the memory each mode's process needs, from which it fits the layer count to the GPU.
# Part of cga_mcore_runner.py (docs/bench-protocol.md); no PyTorch needed.
import sys

from cga_runner_common import load_workload

PROTOCOL = 1
VERSION = "0.1.0"
RUNNER = "mcore"
EXIT_OK, EXIT_INTERNAL, EXIT_BAD_WORKLOAD, EXIT_NO_DEVICE, EXIT_OOM, EXIT_CAPTURE_FAILED, EXIT_INTERRUPTED, \
    EXIT_MISSING = range(8)


# --- workload ----------------------------------------------------------------------------------------------
PRESETS = {
    "gpt-h1024": dict(num_layers=8, hidden_size=1024, seq_length=512),
    "gpt-h2048": dict(num_layers=8, hidden_size=2048, seq_length=2048),
    "gpt-h4096": dict(num_layers=4, hidden_size=4096, seq_length=4096),
    "moe-h1024": dict(num_layers=4, hidden_size=1024, seq_length=512, num_moe_experts=8, moe_router_topk=2),
    "tiny": dict(num_layers=2, hidden_size=256, seq_length=128, vocab_size=1024),
}
SCOPES = ("attn", "mlp", "moe", "moe_router", "moe_preprocess")  # Megatron's CudaGraphModule names
FLAGS = (("layers", "num_layers"), ("hidden", "hidden_size"), ("ffn", "ffn_hidden_size"),
         ("heads", "num_attention_heads"), ("query_groups", "num_query_groups"), ("seq", "seq_length"),
         ("mbs", "micro_batch_size"), ("microbatches", "num_microbatches"), ("vocab", "vocab_size"),
         ("experts", "num_moe_experts"), ("topk", "moe_router_topk"), ("moe_ffn", "moe_ffn_hidden_size"),
         ("dispatcher", "moe_token_dispatcher_type"), ("capacity_factor", "moe_capacity_factor"),
         ("activation", "activation"), ("warmup", "warmup_steps"), ("graph_warmup", "cuda_graph_warmup_steps"),
         ("recompute", "recompute_granularity"), ("moe_layer_freq", "moe_layer_freq"))


def default_workload():
    return {"name": "custom", "kind": "transformer", "op_profile": "megatron", "num_layers": 8, "hidden_size": 1024,
            "ffn_hidden_size": 0, "num_attention_heads": 0, "num_query_groups": 0, "seq_length": 512,
            "micro_batch_size": 1, "num_microbatches": 1, "dtype": "bf16", "activation": "gelu", "vocab_size": 0,
            "num_moe_experts": 0, "moe_router_topk": 2, "moe_ffn_hidden_size": 0, "moe_dropless": True,
            "moe_capacity_factor": None, "moe_token_dispatcher_type": "alltoall", "warmup_steps": 10,
            "cuda_graph_warmup_steps": 3, "recompute_granularity": None, "optimizer_in_graph": False,
            "tensor_parallel": 1, "expert_parallel": 1, "moe_layer_freq": 1, "modes": []}


def parse_layer_freq(v):
    """moe_layer_freq as Megatron takes it: N (every N-th layer from the first is MoE) or a 0/1 list per layer;
    from the command line "2", "[0,1,1]" or "0,1,1"."""
    if isinstance(v, str):
        as_list = "[" in v or "," in v
        parts = [x.strip() for x in v.strip().strip("[]").split(",") if x.strip()]
        try:
            v = [int(x) for x in parts] if as_list else int(parts[0])
        except (ValueError, IndexError):
            raise ValueError(f"moe_layer_freq {v!r}: an integer or a list of 0 and 1") from None
    if isinstance(v, bool) or not isinstance(v, (int, list)):
        raise ValueError(f"moe_layer_freq {v!r}: an integer or a list of 0 and 1")
    if isinstance(v, int) and v < 1:
        raise ValueError("moe_layer_freq must be at least 1")
    if isinstance(v, list) and (not v or any(isinstance(x, bool) or x not in (0, 1) for x in v)):
        raise ValueError("moe_layer_freq as a list holds 0 (dense) and 1 (MoE) per layer")
    return v


def moe_pattern(freq, layers):
    """The MoE pattern of `layers` layers (1 MoE, 0 dense). An integer follows Megatron (layer i is MoE when
    i % N == 0). A list of another length (the layer count was reduced to fit the GPU) is sampled evenly, keeping a
    dense and a MoE layer where the model has both, so the measured step holds each kind of layer."""
    if isinstance(freq, int):
        return [1 if i % freq == 0 else 0 for i in range(layers)]
    if len(freq) == layers:
        return list(freq)
    out = [freq[i * len(freq) // layers] for i in range(layers)]
    for kind in (0, 1):
        if kind in freq and kind not in out and layers > 1:
            out[-1 if kind == 1 else 0] = kind
    return out


def normalize_mode(m):
    m = m.strip().replace(",", "+")
    if m in ("eager", "none"):
        return "eager"
    if m in ("full", "full_iteration"):
        return "full_iteration"
    if m in ("local", "layer"):
        return "local"
    if m in ("te", "transformer_engine"):  # Transformer Engine's implementation, whole layers
        return "te"
    impl = "te" if m.startswith(("te:", "transformer_engine:")) else "local"
    body = m.split(":", 1)[1] if ":" in m else m
    parts = [s for s in body.split("+") if s]
    unknown = [s for s in parts if s not in SCOPES]
    if unknown or not parts:
        raise ValueError(f"mode {m!r} is not supported by the Megatron-Core runner (eager, local, "
                         f"local:SCOPE+SCOPE, te, te:SCOPE+SCOPE with scopes {', '.join(SCOPES)}, full_iteration)")
    return impl + ":" + "+".join(s for s in SCOPES if s in parts)


def graph_impl(mode):
    """Megatron's cuda_graph_impl of a runner mode."""
    if mode == "eager":
        return "none"
    if mode == "full_iteration":
        return "full_iteration"
    return "transformer_engine" if mode.startswith("te") else "local"


def graph_modules(mode):
    return mode.split(":", 1)[1].split("+") if ":" in mode else []


def build_workload(args):
    w = load_workload(args, default_workload(), PRESETS)
    for flag, key in FLAGS:
        if getattr(args, flag) is not None:
            w[key] = getattr(args, flag)
    if args.capacity_factor is not None:
        w["moe_dropless"] = False
    w["moe_layer_freq"] = freq = parse_layer_freq(w.get("moe_layer_freq", 1))
    if isinstance(freq, list) and len(freq) != w["num_layers"]:
        raise ValueError(f"moe_layer_freq lists {len(freq)} layers, the model has {w['num_layers']} "
                         "(Megatron-Core refuses this: \"Invalid length of moe_layer_pattern\")")
    if args.modes:
        w["modes"] = [m for m in args.modes.split(",") if m]
    for key in ("num_layers", "hidden_size", "seq_length", "micro_batch_size", "num_microbatches"):
        if not isinstance(w.get(key), int) or w[key] < 1:
            raise ValueError(f"{key} must be a positive integer")
    if w.get("kind", "transformer") != "transformer":
        raise ValueError("the Megatron-Core runner measures transformer workloads only")
    if args.spec:
        w["layer_spec"] = args.spec
    w["layer_spec"] = w.get("layer_spec") or "auto"
    if w["layer_spec"] not in ("auto", "local", "te"):
        raise ValueError(f"layer_spec {w['layer_spec']!r}: auto, local or te")
    if w.get("dtype") == "fp8":  # the step in bf16, said by a precision_reduced warning (FP8 recipes are not built)
        w["dtype"], w["requested_dtype"] = "bf16", "fp8"
        w.setdefault("notes", []).append(dict(
            code="precision_reduced", requested="fp8", used="bf16",
            message="runs in bf16: the Megatron-Core runner does not build FP8 recipes, so the step lacks FP8's "
                    "quantize and amax kernels (graphs capture those too; cga-bench's fp8 emulation counts them)"))
    if w.get("dtype") not in ("bf16", "fp16"):
        raise ValueError(f"dtype {w.get('dtype')!r}: the runner measures bf16 or fp16 (fp8 recipes are not built)")
    w["ffn_hidden_size"] = w.get("ffn_hidden_size") or 4 * w["hidden_size"]
    w["num_attention_heads"] = w.get("num_attention_heads") or max(1, w["hidden_size"] // 64)
    w["num_query_groups"] = w.get("num_query_groups") or w["num_attention_heads"]
    w["vocab_size"] = w.get("vocab_size") or 32768  # a GPTModel always has its embedding and output layer
    if not w.get("num_moe_experts"):
        w["num_moe_experts"] = 0
    if not w["modes"]:
        w["modes"] = ["eager", "local:moe_router", "local:moe_router+moe_preprocess"] if w["num_moe_experts"] \
            else ["eager", "local", "full_iteration"]
    modes, bare = [], []
    for text in w["modes"]:
        m = normalize_mode(text)
        if m.startswith("local") and not text.strip().startswith("local"):
            bare.append(m)  # cga's names (layer, attn+mlp): the configuration's implementation, decided with the spec
        if m in modes:
            raise ValueError(f"mode {m!r} is listed twice")
        if "moe" in m and not w["num_moe_experts"]:
            raise ValueError(f"mode {m!r} needs MoE layers (num_moe_experts)")
        if m.startswith("te") and w["layer_spec"] == "local":
            raise ValueError(f"mode {m!r} graphs Transformer Engine layers: use --spec te (or auto)")
        modes.append(m)
    w["modes"] = modes
    w["bare_modes"] = bare
    if w.get("cuda_graph_impl") not in (None, "", "none", "local", "transformer_engine", "full_iteration"):
        raise ValueError(f"cuda_graph_impl {w['cuda_graph_impl']!r}: transformer_engine, local or full_iteration")
    w["op_profile"] = "megatron"
    return w


def layer_bytes(w, graphed, bytes_per_param=16):
    h, f, t = w["hidden_size"], w["ffn_hidden_size"], w["seq_length"] * w["micro_batch_size"]
    heads, kv = w["num_attention_heads"], w["num_query_groups"]
    gated = 2 if w.get("activation") == "swiglu" else 1
    e = w["num_moe_experts"]
    mlp = e * (gated + 1) * h * (w.get("moe_ffn_hidden_size") or f) + e * h if e else (gated + 1) * h * f
    params = 2 * h * h + 2 * h * h * kv // heads + mlp + 4 * h
    scores = scores_bytes(w) if w.get("layer_spec") != "te" else 0  # the local spec's attention keeps them
    acts = scores + t * (34 * h + 4 * gated * f * max(1, w["moe_router_topk"] if e else 1))
    # graphs keep their own activations in a pool: H=1024 L=8 T=512 reserved 1.83 GiB eager, 2.06 GiB with local graphs
    return params * bytes_per_param + int(acts * (1.5 if graphed else 1) * w["num_microbatches"])


def scores_bytes(w):
    """One layer's [b, heads, s, s] attention scores in fp32, which the local spec's attention materialises."""
    return w["micro_batch_size"] * w["num_attention_heads"] * w["seq_length"] ** 2 * 4


def fixed_bytes(w, bytes_per_param=16):
    v, h, t = w["vocab_size"], w["hidden_size"], w["seq_length"] * w["micro_batch_size"]
    # The local spec's attention backward works on several fp32 copies of one layer's scores at once (the softmax
    # and masked-fill gradients): 4.3 of them, fitted to the peak reserved memory of eager steps on the H200 and
    # H100 (H=4096 L=3 T=4096: 39.6 GiB; Llama 3 70B's layer, 1 layer, T=4096: 35.7 GiB; H=2048 L=8: 13.7 GiB).
    transient = 0 if w.get("layer_spec") == "te" else int(4.3 * scores_bytes(w))
    return 2 * v * h * bytes_per_param + t * v * 12 + transient + (1 << 30)  # embedding, output layer, logits


def bytes_per_param(optimizer):
    """bf16 weight and gradient buffer, plus fp32 main weight and Adam's two fp32 states (Megatron's optimizer) or
    Adam's two bf16 states (torch AdamW on bf16 weights)."""
    return 16 if optimizer == "megatron" else 8


def fit_layers(w, total_bytes, fraction, optimizer):
    """Layers that fit when every mode's process holds its model at once; the workload asked for num_layers."""
    layers = 1
    while layers < w["num_layers"] and all_processes_bytes(w, layers + 1, optimizer) <= total_bytes * fraction:
        layers += 1
    return layers


def all_processes_bytes(w, layers, optimizer):
    """What the mode processes hold at once with `layers` layers each: graph modes keep their activations in a pool."""
    per_param = bytes_per_param(optimizer)
    return sum(layers * layer_bytes(w, m != "eager", per_param) + fixed_bytes(w, per_param) for m in w["modes"])


def one_layer_too_large(w, total_bytes, fraction, optimizer):
    """Why not even one layer fits in every mode's process at once (a message), or None."""
    n = len(w["modes"])
    budget = total_bytes * fraction
    if all_processes_bytes(w, 1, optimizer) <= budget:
        return None
    gib = 1 << 30
    per_param = bytes_per_param(optimizer)
    graphed = layer_bytes(w, True, per_param) + fixed_bytes(w, per_param)
    eager = layer_bytes(w, False, per_param) + fixed_bytes(w, per_param)
    scores = f"; the local spec's attention keeps {scores_bytes(w) / gib:.1f} GiB of fp32 scores per layer" \
        if w.get("layer_spec") != "te" else ""
    fewer = 1 + int(max(0.0, budget - eager) // graphed)
    what = (f"measure at most {fewer} modes at once (--modes eager and {fewer - 1} graph mode(s))" if fewer >= 2 else
            "not even eager and one graph mode fit at once: use a shorter sequence or micro-batch")
    return (f"one layer of this model needs about {graphed / gib:.1f} GiB in each graph mode's process "
            f"({eager / gib:.1f} GiB eager: weights, optimizer state, activations{scores}); {n} mode processes at "
            f"once need more than {fraction:.0%} of the GPU's {total_bytes / gib:.0f} GiB. On this GPU, {what}, or "
            f"use a GPU with more memory (the runner keeps every mode in its own process, since Megatron's graph "
            f"state is global)")


def resolve_layer_spec(w, deps):
    """auto becomes te where Transformer Engine imports, else local; a structured error when te cannot be had."""
    te = bool(deps.get("transformer_engine"))
    if w["layer_spec"] == "auto":
        w["layer_spec"] = "te" if te else "local"
    wants = w["layer_spec"] == "te" or any(m.startswith("te") for m in w["modes"])
    if wants and not te:
        return ("no_transformer_engine", f"Transformer Engine does not import for {sys.executable}: the te layer "
                "spec and the te modes need it (use --spec local and the local or full_iteration modes)")
    w["op_profile"] = "megatron" if w["layer_spec"] == "te" else "megatron-local"
    bare = w.pop("bare_modes", [])
    if w.get("cuda_graph_impl") == "transformer_engine" and bare:
        if w["layer_spec"] == "te":  # the configuration's own implementation: TE's graphs of those scopes
            w["modes"] = [("te" + m[len("local"):]) if m in bare else m for m in w["modes"]]
        else:
            w.setdefault("notes", []).append(dict(
                code="impl_substituted", message="Transformer Engine does not import here: the configuration's "
                "transformer_engine graphs are measured with Megatron's local implementation on the local layer "
                "spec, which graphs each layer whole (attn, or mlp on a dense layer) or makes no graph (MoE scopes "
                "alone)"))
    return None
