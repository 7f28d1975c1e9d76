#!/usr/bin/env python3
# cga_mcore_runner.py: the Megatron-Core runner of CUDA Graph Assistant.
#
# Builds a GPTModel with Megatron-Core's local layer spec from the workload (dense or MoE, bf16, parallel sizes 1
# on one GPU) and times training steps with Megatron's own DistributedDataParallel, schedule
# (get_forward_backward_func), optimizer and CUDA-graph implementations: eager (cuda_graph_impl "none"), "local"
# whole-layer or scoped (cuda_graph_modules) graphs, and "full_iteration". Graph state is global in Megatron-Core,
# so every mode runs in its own child process; the parent interleaves steady-state blocks of the live processes
# (ABAB rounds) and writes the JSON-lines protocol of cga-bench (docs/bench-protocol.md, protocol 1) on stdout.
# Runs wherever Megatron-Core imports (--megatron-path DIR or PYTHONPATH). Start it with `python3 -u`.
# Exit codes as cga-bench, plus 7 when PyTorch or Megatron-Core is missing.
import argparse
import collections
import importlib.util
import json
import math
import os
import platform
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import traceback

PROTOCOL = 1
VERSION = "0.1.0"
RUNNER = "mcore"
EXIT_OK, EXIT_INTERNAL, EXIT_BAD_WORKLOAD, EXIT_NO_DEVICE, EXIT_OOM, EXIT_CAPTURE_FAILED, EXIT_INTERRUPTED, \
    EXIT_MISSING = range(8)
# NVLink multicast stays off in every process (it can take a shared host's GPUs out of service).
SAFE_ENV = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1"}
os.environ.update(SAFE_ENV)
os.environ.setdefault("CUDA_DEVICE_MAX_CONNECTIONS", "1")
INTERRUPTED = False
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # cga_runner_common.py lies next to the runner
from cga_runner_common import T0, MT19937_64, clean, compare, cpu_model, emit, finite, quantile, summarize, \
    write_profiler_trace  # noqa: E402,F401


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
         ("recompute", "recompute_granularity"))


def default_workload():
    return {"name": "custom", "kind": "transformer", "op_profile": "megatron", "num_layers": 8, "hidden_size": 1024,
            "ffn_hidden_size": 0, "num_attention_heads": 0, "num_query_groups": 0, "seq_length": 512,
            "micro_batch_size": 1, "num_microbatches": 1, "dtype": "bf16", "activation": "gelu", "vocab_size": 0,
            "num_moe_experts": 0, "moe_router_topk": 2, "moe_ffn_hidden_size": 0, "moe_dropless": True,
            "moe_capacity_factor": None, "moe_token_dispatcher_type": "alltoall", "warmup_steps": 10,
            "cuda_graph_warmup_steps": 3, "recompute_granularity": None, "optimizer_in_graph": False,
            "tensor_parallel": 1, "expert_parallel": 1, "modes": []}


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
    w = default_workload()
    if args.workload:
        with open(args.workload, encoding="utf-8") as f:
            data = json.load(f)
        data = data.get("workload", data) if isinstance(data, dict) else None
        if not isinstance(data, dict):
            raise ValueError("a workload must be a JSON object")
        w.update({k: v for k, v in data.items() if v is not None})
    if args.preset:
        if args.preset not in PRESETS:
            raise ValueError(f"unknown preset {args.preset!r} ({', '.join(PRESETS)})")
        w.update(PRESETS[args.preset])
        w["name"] = args.preset
    for flag, key in FLAGS:
        if getattr(args, flag) is not None:
            w[key] = getattr(args, flag)
    if args.capacity_factor is not None:
        w["moe_dropless"] = False
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
    modes = []
    for m in w["modes"]:
        m = normalize_mode(m)
        if m in modes:
            raise ValueError(f"mode {m!r} is listed twice")
        if "moe" in m and not w["num_moe_experts"]:
            raise ValueError(f"mode {m!r} needs MoE layers (num_moe_experts)")
        if m.startswith("te") and w["layer_spec"] == "local":
            raise ValueError(f"mode {m!r} graphs Transformer Engine layers: use --spec te (or auto)")
        modes.append(m)
    w["modes"] = modes
    w["op_profile"] = "megatron"
    return w


def layer_bytes(w, graphed, bytes_per_param=16):
    h, f, t = w["hidden_size"], w["ffn_hidden_size"], w["seq_length"] * w["micro_batch_size"]
    heads, kv = w["num_attention_heads"], w["num_query_groups"]
    gated = 2 if w.get("activation") == "swiglu" else 1
    e = w["num_moe_experts"]
    mlp = e * (gated + 1) * h * (w.get("moe_ffn_hidden_size") or f) + e * h if e else (gated + 1) * h * f
    params = 2 * h * h + 2 * h * h * kv // heads + mlp + 4 * h
    scores = w["micro_batch_size"] * heads * w["seq_length"] ** 2 * 4  # local attention: bf16 scores and probabilities
    acts = scores + t * (34 * h + 4 * gated * f * max(1, w["moe_router_topk"] if e else 1))
    # graphs keep their own activations in a pool: H=1024 L=8 T=512 reserved 1.83 GiB eager, 2.06 GiB with local graphs
    return params * bytes_per_param + int(acts * (1.5 if graphed else 1) * w["num_microbatches"])


def fixed_bytes(w, bytes_per_param=16):
    v, h, t = w["vocab_size"], w["hidden_size"], w["seq_length"] * w["micro_batch_size"]
    return 2 * v * h * bytes_per_param + t * v * 12 + (1 << 30)  # embedding, output layer, fp32 logits, context


def fit_layers(w, total_bytes, fraction, processes, optimizer):
    """Layers that fit when all mode processes hold their model at once; the workload asked for num_layers.
    Bytes per parameter: bf16 weight and gradient buffer, plus fp32 main weight and Adam's two fp32 states
    (Megatron's optimizer) or Adam's two bf16 states (torch AdamW on bf16 weights)."""
    per_param = 16 if optimizer == "megatron" else 8
    budget = total_bytes * fraction / max(1, processes)
    per_layer = max(layer_bytes(w, any(m != "eager" for m in w["modes"]), per_param), 1)
    return max(1, min(w["num_layers"], int((budget - fixed_bytes(w, per_param)) // per_layer)))


# --- the child process: one mode, Megatron-Core itself --------------------------------------------------------
CAPTURE_ERRORS = (("operation not permitted when stream is capturing", "cudaErrorStreamCaptureUnsupported"),
                  ("operation failed due to a previous error during capture", "cudaErrorStreamCaptureInvalidated"),
                  ("capture sequence contains a fork that was not joined", "cudaErrorStreamCaptureUnjoined"),
                  ("would make the legacy stream depend on a capturing", "cudaErrorStreamCaptureImplicit"),
                  ("operation not permitted on an event last recorded in a capturing", "cudaErrorCapturedEvent"),
                  ("operation is not permitted when stream is capturing", "cudaErrorStreamCaptureUnsupported"))


def known_bytes(v):
    """A memory figure, or None where it cannot be one (negative: blocks were released while it was measured)."""
    return int(v) if v is not None and v >= 0 else None


def exception_text(e):
    """The exception and its causes, first lines, and the innermost Megatron frame that raised it."""
    chain, seen = [], e
    while seen is not None and len(chain) < 4:
        chain.append(f"{type(seen).__name__}: {str(seen).strip().splitlines()[0] if str(seen).strip() else ''}")
        seen = seen.__cause__ or seen.__context__
    site = None
    for frame in traceback.extract_tb(e.__traceback__):
        if "megatron" in frame.filename:
            site = f"{frame.filename[frame.filename.rfind('megatron'):]}:{frame.lineno}"
    return "; caused by ".join(chain), site


def cuda_error_name(text):
    named = re.search(r"cudaError\w+", text)
    if named:
        return named.group(0)
    return next((name for phrase, name in CAPTURE_ERRORS if phrase in text), None)


class CaptureProbe:
    """Counts and times every torch.cuda.CUDAGraph capture (capture_end instantiates, so that is inside)."""

    def __init__(self, graph_class):
        self.graphs, self.ms, self.active, self.broken, self.t = 0, 0.0, False, False, 0.0
        begin, end = graph_class.capture_begin, graph_class.capture_end
        probe = self

        def capture_begin(graph, *a, **k):
            probe.active, probe.t = True, time.perf_counter()
            return begin(graph, *a, **k)

        def capture_end(graph, *a, **k):
            try:
                return end(graph, *a, **k)
            except Exception:
                probe.broken = True
                raise
            finally:
                probe.active = False
                probe.graphs += 1
                probe.ms += (time.perf_counter() - probe.t) * 1e3

        graph_class.capture_begin, graph_class.capture_end = capture_begin, capture_end


class MegatronSession:
    """One mode of one workload on Megatron-Core: GPTModel (local spec), Float16Module, DDP, schedule, optimizer."""

    def __init__(self, spec):
        import torch
        self.torch, self.spec, w = torch, spec, spec["workload"]
        from megatron.core import parallel_state
        from megatron.core.distributed import DistributedDataParallel, DistributedDataParallelConfig
        from megatron.core.models.gpt.gpt_layer_specs import get_gpt_layer_local_spec
        from megatron.core.models.gpt.gpt_model import GPTModel
        from megatron.core.pipeline_parallel import get_forward_backward_func
        from megatron.core.tensor_parallel.random import model_parallel_cuda_manual_seed
        from megatron.core.transformer.module import Float16Module
        from megatron.core.transformer.transformer_config import TransformerConfig
        import megatron.core.full_cuda_graph as full_graph
        import megatron.core.pipeline_parallel.schedules as schedules
        self.probe = CaptureProbe(torch.cuda.CUDAGraph)
        self.megatron_stats = {}
        original_create = schedules.create_cudagraphs

        def create_cudagraphs():  # Megatron's hook at the end of each schedule call; returns its capture stats
            stats = original_create()
            if stats:
                self.megatron_stats = {k: float(v) for k, v in stats.items() if isinstance(v, (int, float))}
            return stats

        schedules.create_cudagraphs = create_cudagraphs
        torch.cuda.set_device(spec["device"])
        os.environ.update(RANK="0", WORLD_SIZE="1", LOCAL_RANK="0")
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        torch.distributed.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}", world_size=1, rank=0)
        parallel_state.initialize_model_parallel(tensor_model_parallel_size=1, pipeline_model_parallel_size=1)
        model_parallel_cuda_manual_seed(spec["seed"], use_cudagraphable_rng=True)
        torch.manual_seed(spec["seed"])
        mode = spec["mode"]
        impl = graph_impl(mode)
        dtype = torch.bfloat16 if w["dtype"] == "bf16" else torch.float16
        extra = {}
        if w["num_moe_experts"]:
            extra.update(num_moe_experts=w["num_moe_experts"], moe_router_topk=w["moe_router_topk"],
                         moe_token_dispatcher_type=w["moe_token_dispatcher_type"], moe_grouped_gemm=False,
                         moe_aux_loss_coeff=0.0, add_bias_linear=False)  # the local experts need no bias
            if w.get("moe_ffn_hidden_size"):
                extra["moe_ffn_hidden_size"] = w["moe_ffn_hidden_size"]
            if not w.get("moe_dropless", True) and w.get("moe_capacity_factor"):
                extra.update(moe_expert_capacity_factor=float(w["moe_capacity_factor"]),
                             moe_pad_expert_input_to_capacity=True)
        if graph_modules(mode):
            extra["cuda_graph_modules"] = graph_modules(mode)
        if w.get("activation") == "swiglu":
            extra.update(gated_linear_unit=True, activation_func=torch.nn.functional.silu)
        if w.get("recompute_granularity"):
            extra["recompute_granularity"] = w["recompute_granularity"]
            if w["recompute_granularity"] == "full":
                extra.update(recompute_method="uniform", recompute_num_layers=1)
        self.config = TransformerConfig(
            num_layers=w["num_layers"], hidden_size=w["hidden_size"], ffn_hidden_size=w["ffn_hidden_size"],
            num_attention_heads=w["num_attention_heads"], num_query_groups=w["num_query_groups"],
            hidden_dropout=0.0, attention_dropout=0.0, bf16=dtype == torch.bfloat16, fp16=dtype == torch.float16,
            params_dtype=dtype, pipeline_dtype=dtype, gradient_accumulation_fusion=False,
            masked_softmax_fusion=False, bias_dropout_fusion=False, bias_activation_fusion=False,
            apply_rope_fusion=False, persist_layer_norm=False, cross_entropy_loss_fusion=False,
            cuda_graph_impl=impl, cuda_graph_warmup_steps=w["cuda_graph_warmup_steps"], **extra)
        if w.get("layer_spec") == "te":  # Transformer Engine's fused layers (unverified: not installed where measured)
            from megatron.core.models.gpt.gpt_layer_specs import get_gpt_layer_with_transformer_engine_spec
            layer_spec = get_gpt_layer_with_transformer_engine_spec(num_experts=w["num_moe_experts"] or None,
                                                                    moe_grouped_gemm=False)
        else:
            layer_spec = get_gpt_layer_local_spec(num_experts=w["num_moe_experts"] or None, moe_grouped_gemm=False)
        model = GPTModel(config=self.config, transformer_layer_spec=layer_spec, vocab_size=w["vocab_size"],
                         max_sequence_length=w["seq_length"], parallel_output=True,
                         share_embeddings_and_output_weights=False, position_embedding_type="learned_absolute")
        model.cuda(torch.cuda.current_device())
        model = Float16Module(self.config, model)
        # megatron/training builds DDP on the full-iteration capture stream for that implementation.
        stream = full_graph.get_shared_capture_stream() if impl == "full_iteration" else torch.cuda.Stream()
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            self.model = DistributedDataParallel(config=self.config, module=model, ddp_config=(
                DistributedDataParallelConfig(grad_reduce_in_fp32=False, overlap_grad_reduce=False,
                                              use_distributed_optimizer=False)))
        torch.cuda.current_stream().wait_stream(stream)
        self.params = [p for p in self.model.parameters() if p.requires_grad]
        self.make_optimizer(spec["optimizer"], dtype)
        self.fwd_bwd = get_forward_backward_func()
        self.te_graphs, self.steps_done = None, 0
        if impl == "transformer_engine":  # megatron/training's TECudaGraphHelper, at the warmup-step boundary
            from megatron.core.transformer.cuda_graphs import TECudaGraphHelper
            self.te_graphs = TECudaGraphHelper(
                model=[self.model], config=self.config, seq_length=w["seq_length"],
                micro_batch_size=w["micro_batch_size"],
                optimizers=[] if isinstance(self.optimizer, torch.optim.Optimizer) else [self.optimizer])
        if impl == "full_iteration":
            self.fwd_bwd = full_graph.FullCudaGraphWrapper(
                self.fwd_bwd, cuda_graph_warmup_steps=w["cuda_graph_warmup_steps"],
                use_single_mempool=self.config.cuda_graph_use_single_mempool)
        self.make_data(w)

    def make_optimizer(self, kind, dtype):
        torch = self.torch
        if kind == "adamw":  # fused torch AdamW stepping on Megatron's grad buffer
            self.optimizer = torch.optim.AdamW(self.params, lr=1e-5, weight_decay=0.01, fused=True)
            return
        from megatron.core.optimizer import OptimizerConfig, get_megatron_optimizer
        cfg = OptimizerConfig(optimizer="adam", lr=1e-5, weight_decay=0.01, bf16=dtype == torch.bfloat16,
                              fp16=dtype == torch.float16, params_dtype=dtype, use_distributed_optimizer=False,
                              clip_grad=1.0)
        self.optimizer = get_megatron_optimizer(cfg, [self.model])

    def make_data(self, w):
        torch = self.torch
        b, t, v = w["micro_batch_size"], w["seq_length"], w["vocab_size"]
        gen = torch.Generator(device="cuda")
        gen.manual_seed(self.spec["seed"] + 7)
        mask = torch.tril(torch.ones((1, 1, t, t), device="cuda")) < 0.5  # Megatron's causal mask: True = masked
        pos = torch.arange(t, device="cuda").unsqueeze(0).expand(b, t).contiguous()
        self.pool = [dict(tokens=torch.randint(0, v, (b, t), device="cuda", generator=gen),
                          labels=torch.randint(0, v, (b, t), device="cuda", generator=gen),
                          loss_mask=torch.ones((b, t), device="cuda"), attention_mask=mask, position_ids=pos)
                     for _ in range(4)]  # fresh random tokens every step; graphs copy them into static buffers
        self.next_batch = 0

    def batches(self):
        while True:
            self.next_batch += 1
            yield self.pool[self.next_batch % len(self.pool)]

    def forward_step(self, data_iterator, model):
        torch = self.torch
        batch = next(data_iterator)
        out = model(batch["tokens"], batch["position_ids"], batch["attention_mask"], labels=batch["labels"])

        def loss_func(output):
            mask = batch["loss_mask"].view(-1).float()
            loss = torch.sum(output.view(-1).float() * mask)
            tokens = mask.sum().to(torch.int)
            return loss, tokens, {"lm loss": torch.stack([loss.detach(), tokens.float()])}

        return out, loss_func

    def step(self):
        w = self.spec["workload"]
        if self.te_graphs is not None and self.steps_done == w["cuda_graph_warmup_steps"] \
                and not self.te_graphs.capture_finished():
            self.te_graphs.create_cudagraphs()
        self.steps_done += 1
        self.model.zero_grad_buffer()
        if not isinstance(self.optimizer, self.torch.optim.Optimizer):
            self.optimizer.zero_grad()
        self.fwd_bwd(forward_step_func=self.forward_step, data_iterator=self.batches(), model=[self.model],
                     num_microbatches=w["num_microbatches"], seq_length=w["seq_length"],
                     micro_batch_size=w["micro_batch_size"], forward_only=False)
        if isinstance(self.optimizer, self.torch.optim.Optimizer):
            for p in self.params:  # DDP accumulated the gradients into main_grad
                p.grad = p.main_grad
            self.optimizer.step()
            for p in self.params:
                p.grad = None
        else:
            self.optimizer.step()

    def sync(self):
        self.torch.cuda.synchronize()

    def events(self):
        return self.torch.cuda.Event(enable_timing=True), self.torch.cuda.Event(enable_timing=True)

    def memory(self):
        cuda = self.torch.cuda
        free, total = cuda.mem_get_info()
        return {"allocated_bytes": cuda.memory_allocated(), "reserved_bytes": cuda.memory_reserved(),
                "peak_allocated_bytes": cuda.max_memory_allocated(), "peak_reserved_bytes": cuda.max_memory_reserved(),
                "device_used_bytes": total - free}

    def count_launches(self):
        from torch.profiler import ProfilerActivity, profile
        names = ("cudaLaunchKernel", "cuLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernelEx", "cudaMemsetAsync",
                 "cudaMemcpyAsync", "cudaGraphLaunch")
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            self.step()
            self.sync()
        return sum(1 for e in prof.events() if e.name in names)

    def write_trace(self, path, steps=2):
        """PyTorch profiler trace (Chrome trace JSON, gzipped) of `steps` steady steps, one ProfilerStep# each."""
        return write_profiler_trace(self.step, self.sync, path, steps)


class StandInSession:
    """--stand-in: the same protocol without PyTorch or a GPU (tests). Steps sleep; graph modes 'capture' after
    cuda_graph_warmup_steps steps; a dropless MoE preprocess or whole-layer capture fails as Megatron's does."""

    class Timer:
        def record(self):
            self.t = time.perf_counter()

        def elapsed_time(self, other):
            return (other.t - self.t) * 1e3

        def synchronize(self):
            pass

    def __init__(self, spec):
        w, mode = spec["workload"], spec["mode"]
        self.spec, self.steps, self.probe = spec, 0, type("Probe", (), {"graphs": 0, "ms": 0.0, "active": False,
                                                                          "broken": False})()
        self.megatron_stats = {}
        self.step_s = {"eager": 0.004, "full_iteration": 0.001}.get(mode, 0.002)
        # As measured: local graphs are captured at the end of the first step, the full iteration after the graph
        # warmup; a dropless MoE layer breaks both captures; the local spec graphs no moe_* scope.
        self.capture_step = 1 if mode.startswith("local") else w["cuda_graph_warmup_steps"] + 1
        self.fails = bool(w["num_moe_experts"] and w.get("moe_dropless", True) and mode in ("local", "te", "full_iteration"))
        self.graphs_nothing = mode == "eager" or (mode.startswith("local") and "moe" in mode)

    def step(self):
        self.steps += 1
        if self.steps == self.capture_step and not self.graphs_nothing:
            self.probe.active = True
            if self.fails:
                raise RuntimeError("CUDA error: operation failed due to a previous error during capture")
            self.probe.graphs, self.probe.ms, self.probe.active = 2 * self.spec["workload"]["num_layers"], 1.5, False
        time.sleep(self.step_s if self.probe.graphs or self.graphs_nothing else 0.004)

    def sync(self):
        pass

    def events(self):
        return self.Timer(), self.Timer()

    def memory(self):
        used = (1 << 30) + self.probe.graphs * (1 << 20)
        return {"allocated_bytes": used, "reserved_bytes": used, "peak_allocated_bytes": used,
                "peak_reserved_bytes": used, "device_used_bytes": used}

    def count_launches(self):
        return 1 if self.probe.graphs else 585

    def write_trace(self, path, steps=2):
        import gzip
        events = [{"ph": "X", "name": f"ProfilerStep#{n}", "cat": "user_annotation", "ts": n * 1000.0, "dur": 900.0,
                   "pid": 1, "tid": 1} for n in range(steps)]
        with gzip.open(path, "wt") as f:
            json.dump({"schemaVersion": 1, "traceEvents": events}, f)
        return path


def timed_step(session):
    session.sync()
    t0 = time.perf_counter()
    session.step()
    session.sync()
    return (time.perf_counter() - t0) * 1e3


def prelude(session, spec):
    """First call, capture (Megatron's local graphs are captured at the end of the first schedule call, the full
    iteration after cuda_graph_warmup_steps), first replay and warmup, each its own phase; returns a step's time."""
    mode, w = spec["mode"], spec["workload"]
    before = session.memory()
    ms = timed_step(session)
    emit("phase", phase="first_call", mode=mode, ms=spec["setup_ms"] + ms, first_step_ms=ms,
         context_ms=spec["setup_ms"], memory_used_bytes=session.memory()["device_used_bytes"])
    warm, total, step, graphs = [], 0.0, 1, 0
    limit = w["cuda_graph_warmup_steps"] + 4
    while mode != "eager" and session.probe.graphs == graphs and step <= limit:
        graphs, before = session.probe.graphs, session.memory()
        ms = timed_step(session)
        step += 1
        if session.probe.graphs == graphs:
            warm.append(ms)
            emit("sample", mode=mode, phase="warmup", iteration=step, steps=1, wall_ms=ms, gpu_ms=None, host_ms=None)
    if mode != "eager" and session.probe.graphs == graphs:
        emit("warning", code="no_graphs", mode=mode, message=f"Megatron-Core created no CUDA graph for mode {mode} "
             f"in {step} steps (with the local spec, cuda_graph_modules {mode[6:] or '[]'} graphs nothing here); "
             "it is measured as it runs")
    elif mode != "eager":
        after, stats = session.memory(), session.megatron_stats
        # Without Megatron's own statistics the change in reserved memory across the capturing step stands in; it
        # can be negative (the caching allocator released blocks meanwhile), and then says nothing: unknown.
        delta = after["reserved_bytes"] - before["reserved_bytes"]
        grown = after["allocated_bytes"] - before["allocated_bytes"]
        emit("phase", phase="capture", mode=mode, ms=session.probe.ms, graphs=session.probe.graphs - graphs,
             step=step, step_ms=ms, memory_before_bytes=before["reserved_bytes"],
             memory_after_bytes=after["reserved_bytes"], graph_memory_bytes=known_bytes(stats.get("reserved_bytes", delta)),
             graph_allocated_bytes=known_bytes(stats.get("allocated_bytes", grown)),
             megatron_capture_stats=stats or None)
        ms = timed_step(session)
        step += 1
        emit("sample", mode=mode, phase="first_replay", iteration=step, steps=1, wall_ms=ms, gpu_ms=None, host_ms=None)
        emit("phase", phase="first_replay", mode=mode, ms=ms)
    for _ in range(w["warmup_steps"]):  # every mode warms up as long before its steady state
        ms = timed_step(session)
        step += 1
        warm.append(ms)
        emit("sample", mode=mode, phase="warmup", iteration=step, steps=1, wall_ms=ms, gpu_ms=None, host_ms=None)
    emit("phase", phase="warmup", mode=mode, ms=sum(warm), steps=len(warm))
    return ms


def steady_block(session, spec, steps, first):
    start, stop = session.events()
    session.sync()
    t0 = time.perf_counter()
    start.record()
    for _ in range(steps):
        session.step()
    stop.record()
    t1 = time.perf_counter()
    stop.synchronize()
    t2 = time.perf_counter()
    emit("sample", mode=spec["mode"], phase="steady", iteration=first, steps=steps, wall_ms=(t2 - t0) * 1e3 / steps,
         gpu_ms=start.elapsed_time(stop) / steps, host_ms=(t1 - t0) * 1e3 / steps)


def worker(spec):
    """A mode's process: builds, runs its prelude, then steady blocks on the parent's word ('block N', 'quit')."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    mode, session, stage = spec["mode"], None, "setup"
    try:
        session = (StandInSession if spec.get("stand_in") else MegatronSession)(spec)
        spec["setup_ms"] = (time.monotonic() - T0) * 1e3
        emit("_setup", mode=mode)
        if sys.stdin.readline().strip() != "go":  # the modes build at once but measure one at a time
            return EXIT_OK
        stage = "prelude"
        ms = prelude(session, spec)
        emit("_ready", mode=mode, step_ms=ms, memory=session.memory())
        stage, done = "steady", 0
        for line in sys.stdin:
            words = line.split()
            if not words or words[0] == "quit":
                break
            steps = int(words[1])
            steady_block(session, spec, steps, done + 1)
            done += steps
            emit("_block", mode=mode)
        launches = session.count_launches() if spec.get("count_launches") else None
        trace = None
        if spec.get("trace_dir"):
            name = re.sub(r"[^A-Za-z0-9_.-]", "_", mode) + ".pt.trace.json.gz"
            os.makedirs(spec["trace_dir"], exist_ok=True)
            trace = session.write_trace(os.path.join(spec["trace_dir"], name))
        emit("_done", mode=mode, memory=session.memory(), launches=launches, trace=trace)
        return EXIT_OK
    except Exception as e:  # every failure becomes a structured event with Megatron's own message
        text, site = exception_text(e)
        probe = getattr(session, "probe", None)
        capturing = getattr(probe, "active", False) or getattr(probe, "broken", False)
        cuda_error = cuda_error_name(text)
        if "OutOfMemoryError" in text or "out of memory" in text:
            emit("error", code="oom", message=f"{mode}: out of device memory ({stage}): {text}", fatal=True,
                 mode=mode, raise_site=site)
            return EXIT_OOM
        if stage == "prelude" and mode != "eager" and (capturing or cuda_error or isinstance(e, LookupError)):
            emit("warning", code="not_capturable", mode=mode, cuda_error=cuda_error, raise_site=site,
                 message=f"mode {mode} is not capturable" + (f" ({cuda_error})" if cuda_error else "") + f": {text}")
            emit("_failed", mode=mode)
            return EXIT_CAPTURE_FAILED
        bad = stage == "setup" and isinstance(e, (ValueError, AssertionError, TypeError))
        emit("error", code="bad_workload" if bad else "internal", fatal=True, mode=mode, raise_site=site,
             message=f"{mode}: {stage} failed in Megatron-Core: {text}" + (f" (at {site})" if site else ""))
        return EXIT_BAD_WORKLOAD if bad else EXIT_INTERNAL


# --- the parent: one child process per mode, interleaved ------------------------------------------------------
class Child:
    """A mode's process; its stdout lines arrive on a queue, its stderr goes to ours (last lines kept)."""

    def __init__(self, mode, spec, env):
        self.mode, self.tail = mode, collections.deque(maxlen=30)
        self.lines = queue.Queue()
        cmd = [sys.executable, "-u", os.path.abspath(__file__), "--worker", json.dumps(spec)]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     text=True, bufsize=1, env=env)
        threading.Thread(target=self.pump_out, daemon=True).start()
        threading.Thread(target=self.pump_err, daemon=True).start()

    def pump_out(self):
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def pump_err(self):
        for line in self.proc.stderr:
            self.tail.append(line.rstrip())
            sys.stderr.write(line)

    def send(self, text):
        try:
            self.proc.stdin.write(text + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def close(self):
        self.send("quit")
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Arm:
    def __init__(self, mode):
        self.mode, self.graphed, self.capturable, self.capture_error = mode, mode != "eager", True, ""
        self.capture_ms = self.first_replay_ms = self.graph_memory = self.peak_memory = None
        self.graphs, self.block, self.launches, self.memory = 0, 1, None, {}
        self.wall, self.gpu, self.host = [], [], []
        self.child, self.ready = None, False


class Run:
    def __init__(self, args, w, env):
        self.args, self.w, self.env = args, w, env
        self.arms = [Arm(m) for m in w["modes"]]
        self.fatal = None  # (exit code, reason)

    def relay(self, arm, until, timeout):
        """Forwards a child's protocol events until an internal event in `until`; returns it (None: it ended)."""
        while True:
            try:
                line = arm.child.lines.get(timeout=timeout)
            except queue.Empty:
                self.fail(arm, EXIT_INTERNAL, "internal", f"{arm.mode}: no output for {timeout:.0f} s; stopped")
                return None
            if line is None:
                code = arm.child.proc.wait()
                if self.fatal is None and arm.capturable:
                    tail = " | ".join(list(arm.child.tail)[-6:])
                    self.fail(arm, EXIT_INTERNAL, "internal", f"{arm.mode}: the process ended (exit {code}): {tail}")
                return None
            try:
                event = json.loads(line)
                name = event.pop("event")
                event.pop("t", None)
            except (ValueError, KeyError, AttributeError):
                sys.stderr.write(line)
                continue
            if name.startswith("_"):
                if name in until:
                    return dict(event, event=name)
                continue
            self.take(arm, name, event)
            emit(name, **event)

    def take(self, arm, name, e):
        if name == "sample" and e.get("phase") == "steady":
            arm.wall.append(e["wall_ms"])
            arm.gpu.append(e["gpu_ms"])
            arm.host.append(e["host_ms"])
        elif name == "phase" and e.get("phase") == "capture":
            arm.capture_ms, arm.graphs, arm.graph_memory = e.get("ms"), e.get("graphs", 0), e.get("graph_memory_bytes")
        elif name == "phase" and e.get("phase") == "first_replay":
            arm.first_replay_ms = e.get("ms")
        elif name == "warning" and e.get("code") == "not_capturable":
            arm.capturable, arm.capture_error = False, e.get("message", "")
        elif name == "error" and e.get("fatal", True) and self.fatal is None:
            code = {"oom": EXIT_OOM, "bad_workload": EXIT_BAD_WORKLOAD}.get(e.get("code"), EXIT_INTERNAL)
            self.fatal = (code, e.get("code", "internal"))

    def fail(self, arm, code, reason, message):
        if self.fatal is None:
            emit("error", code=reason, message=message, fatal=True, mode=arm.mode)
            self.fatal = (code, reason)

    def start_arms(self):
        for arm in self.arms:  # the processes import and build at once ...
            spec = {"mode": arm.mode, "workload": self.w, "device": self.args.device, "seed": self.args.seed,
                    "optimizer": self.args.optimizer, "stand_in": self.args.stand_in,
                    "count_launches": self.args.count_launches, "trace_dir": self.args.trace_dir}
            arm.child = Child(arm.mode, spec, self.env)
        for n, arm in enumerate(self.arms):  # ... and run their first steps and captures one at a time
            if INTERRUPTED or self.fatal:
                return
            ready = self.relay(arm, ("_setup",), self.args.child_timeout)
            if ready is not None:
                arm.child.send("go")
                ready = self.relay(arm, ("_ready", "_failed"), self.args.child_timeout)
            if ready is None or ready["event"] == "_failed":
                arm.capturable = arm.capturable and ready is not None
                arm.child.close()
                arm.child = None
                continue
            arm.memory, arm.ready = ready.get("memory", {}), True
            arm.block = max(1, min(1000, math.ceil(self.args.block_ms / max(ready["step_ms"], 1e-3))))
            emit("progress", fraction=0.3 * (n + 1) / len(self.arms), eta_s=None, stage="capture")

    def rounds(self, deadline):
        live = [a for a in self.arms if a.child is not None]
        done = 0
        while live and not self.fatal:
            if INTERRUPTED:
                return "interrupted"
            if time.monotonic() > deadline:
                return "duration_limit"
            for _ in range(self.args.blocks_per_round):
                for arm in live:  # ABAB: one block of each live process in turn
                    arm.child.send(f"block {arm.block}")
                    if self.relay(arm, ("_block",), self.args.child_timeout) is None:
                        return self.fatal[1] if self.fatal else "internal"
            done += 1
            n = min(len(a.wall) for a in live)
            noise = max(summarize(a.wall)["rel_stdev"] for a in live)
            if done >= self.args.rounds and n >= self.args.min_samples and noise <= self.args.noise_target:
                return "converged"
            if done >= self.args.rounds and n >= self.args.max_samples:
                return "max_samples"
            if done >= self.args.max_rounds:
                return "max_samples"
            emit("progress", fraction=min(0.3 + 0.7 * done / max(self.args.rounds, 1), 0.99),
                 eta_s=max(0.0, deadline - time.monotonic()), stage="steady")
        return self.fatal[1] if self.fatal else "converged"

    def finish(self):
        for arm in self.arms:
            if arm.child is None:
                continue
            arm.child.send("quit")
            done = self.relay(arm, ("_done",), self.args.child_timeout) if arm.ready and not self.fatal else None
            if done:
                arm.memory, arm.launches = done.get("memory", arm.memory), done.get("launches")
                if done.get("trace"):
                    emit("artifact", kind="profiler_trace", mode=arm.mode, path=done["trace"])
            arm.child.close()
            arm.child = None
        for arm in self.arms:
            arm.peak_memory = arm.memory.get("peak_reserved_bytes")

    def summary(self, exit_code, stop_reason, extra):
        modes, comparisons = [], []
        eager = next((a for a in self.arms if a.mode == "eager"), None)
        for a in self.arms:
            m = {"mode": a.mode, "graphed": a.graphed, "capturable": a.capturable, "capture_error": a.capture_error,
                 "graphs_per_step": a.graphs, "capture_ms": finite(a.capture_ms), "instantiate_ms": None,
                 "upload_ms": None, "first_replay_ms": finite(a.first_replay_ms), "graph_memory_bytes": a.graph_memory,
                 "peak_memory_bytes": a.peak_memory, "memory": a.memory or None, "block_steps": a.block}
            if a.launches is not None:
                m["kernels_per_step" if a.mode == "eager" else "launches_per_step"] = a.launches
            m.update(summarize(a.wall))
            if a.gpu:
                m["median_gpu_ms"], m["median_host_ms"] = quantile(a.gpu, 0.5), quantile(a.host, 0.5)
            modes.append(m)
            if eager and a is not eager and a.wall and eager.wall:
                c = compare(eager.wall, a.wall, a.capture_ms)
                c.update({"mode": a.mode, "baseline": "eager"})
                comparisons.append(c)
        emit("summary", complete=exit_code in (EXIT_OK, EXIT_CAPTURE_FAILED), exit_code=exit_code,
             stop_reason=stop_reason, modes=modes, comparisons=comparisons, **extra)
        return exit_code


def nvml(device):
    try:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(device)
        build = pynvml.nvmlSystemGetDriverVersion()
        used = pynvml.nvmlDeviceGetMemoryInfo(h).used
        return {"sm_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM),
                "mem_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_MEM)}, \
            build.decode() if isinstance(build, bytes) else build, used
    except Exception:
        return {}, None, None


def environment(torch, device, deps):
    env = {"device": device, "cpu_model": cpu_model(), "host_name": socket.gethostname(),
           "python": platform.python_version()}
    env.update(deps)
    if torch is None:  # --stand-in
        env.update(gpu_name="stand-in (no GPU)", sm_count=0, memory_total_bytes=64 << 30)
        return env
    p = torch.cuda.get_device_properties(device)
    clocks, build, used = nvml(device)
    env.update(gpu_name=p.name, sm_count=p.multi_processor_count, memory_total_bytes=p.total_memory,
               compute_capability=f"{p.major}.{p.minor}", runtime_version=torch.version.cuda,
               torch_version=torch.__version__, clocks=clocks, driver_build=build, memory_used_bytes=used)
    return env


def dependencies(args):
    """Imports PyTorch and Megatron-Core as the children will; (torch, versions) or a structured error."""
    if args.megatron_path:
        sys.path.insert(0, os.path.abspath(args.megatron_path))
    if args.stand_in:  # tests: Transformer Engine as a stand-in package on PYTHONPATH, or none
        return None, {"megatron_version": "stand-in", "megatron_path": None,
                      "transformer_engine": importlib.util.find_spec("transformer_engine") is not None}, None
    try:
        import torch
    except ImportError as e:
        return None, None, ("no_torch", f"PyTorch is not installed for {sys.executable}: {e}")
    try:
        import megatron.core as mcore
    except Exception as e:
        where = f" (--megatron-path {args.megatron_path})" if args.megatron_path else " (set --megatron-path or PYTHONPATH)"
        return torch, None, ("no_megatron", f"Megatron-Core does not import for {sys.executable}{where}: "
                                            f"{type(e).__name__}: {e}")
    try:
        import transformer_engine  # noqa: F401  (the te spec and the te modes need it)
        te = True
    except Exception:
        te = False
    return torch, {"megatron_version": getattr(mcore, "__version__", None),
                   "megatron_path": os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(mcore.__file__)))),
                   "transformer_engine": te}, None


# --- check-only: the installed Megatron-Core's (and Bridge's) verdict on a configuration, no GPU ----------------
def raise_site(tb):
    """The innermost frame inside a megatron package: (megatron/core/...py:LINE or megatron/bridge/...:LINE)."""
    site = None
    for frame in traceback.extract_tb(tb):
        f = frame.filename.replace(os.sep, "/")
        cut = f.rfind("/megatron/")
        if cut >= 0:
            site = f"{f[cut + 1:]}:{frame.lineno}"
    return site


def failure(e, **extra):
    return dict(valid=False, exc=type(e).__name__, msg=str(e), site=raise_site(e.__traceback__), **extra)


def check_kwargs(model, fields):
    """TransformerConfig keyword arguments from a configuration's model section: torch.* names resolved, fields
    the class does not take (the provider's) left out and listed, pipeline_dtype set as Bridge's mixed precision
    sets it when pipeline parallel."""
    kw, ignored, adjusted = {}, [], {}
    for key, value in model.items():
        if key.startswith("_") or (fields is not None and key not in fields):
            ignored.append(key)
            continue
        if isinstance(value, str) and value.startswith("torch."):
            try:
                import torch
                obj = torch
                for part in value.split(".")[1:]:
                    obj = getattr(obj, part)
                value = obj
            except (ImportError, AttributeError):
                pass
        kw[key] = value
    if (kw.get("pipeline_model_parallel_size") or 1) > 1 and kw.get("pipeline_dtype") is None and \
            (fields is None or "pipeline_dtype" in fields):
        try:
            import torch
            kw["pipeline_dtype"] = torch.bfloat16 if kw.get("bf16") else torch.float16 if kw.get("fp16") \
                else torch.float32
            adjusted["pipeline_dtype"] = str(kw["pipeline_dtype"])
        except ImportError:
            pass
    return kw, sorted(ignored), adjusted


def package_version(root):
    """megatron/core/package_info.py's MAJOR.MINOR.PATCH when the package does not say its version."""
    try:
        with open(os.path.join(root, "megatron", "core", "package_info.py"), encoding="utf-8") as f:
            text = f.read()
        parts = [re.search(rf"^{k}\s*=\s*([0-9A-Za-z'\"]+)", text, re.M) for k in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(p.group(1).strip("'\"") for p in parts) if all(parts) else None
    except OSError:
        return None


def names(v):
    return [getattr(x, "name", x) for x in v] if isinstance(v, (list, tuple)) else getattr(v, "name", v)


def bridge_verdict(model):
    """Bridge's CUDA-graph checks around finalize(), when megatron.bridge imports; None when it does not."""
    try:
        from megatron.bridge.models.transformer_config import TransformerConfig as BridgeConfig
        from megatron.bridge.utils.cuda_graph import validate_cuda_graph_configuration
    except Exception as e:  # noqa: BLE001 - Bridge is optional
        return {"available": False, "reason": f"{type(e).__name__}: {e}"}
    import dataclasses
    kw, _, _ = check_kwargs(model, {f.name for f in dataclasses.fields(BridgeConfig) if f.init})
    stage = "construct"
    try:
        cfg = BridgeConfig(**kw)
        stage = "bridge-pre-finalize"
        validate_cuda_graph_configuration(cfg)
        stage = "finalize"
        cfg.finalize()
        stage = "bridge-post-finalize"
        validate_cuda_graph_configuration(cfg)
    except Exception as e:  # noqa: BLE001 - any exception is a verdict
        return failure(e, available=True, stage=stage)
    return {"available": True, "valid": True, "post": {"cuda_graph_impl": getattr(cfg, "cuda_graph_impl", None),
                                                       "cuda_graph_modules": names(getattr(cfg, "cuda_graph_modules",
                                                                                           None))}}


def check_config(args):
    """--check-config FILE: {"model": {...}} through the installed TransformerConfig(**model) (its __post_init__
    is Megatron's validation) and Bridge's checks; one `megatron_check` event. Never touches a GPU."""
    try:
        with open(args.check_config, encoding="utf-8") as f:
            data = json.load(f)
        model = data.get("model", data) if isinstance(data, dict) else None
        if not isinstance(model, dict):
            raise ValueError("the configuration must be a JSON object with a \"model\" object")
    except (OSError, ValueError) as e:
        emit("error", code="bad_workload", message=f"{args.check_config}: {e}", fatal=True)
        return EXIT_BAD_WORKLOAD
    if args.megatron_path:
        sys.path.insert(0, os.path.abspath(args.megatron_path))
    try:
        from megatron.core.transformer.transformer_config import TransformerConfig
    except Exception as e:  # noqa: BLE001
        code = "no_torch" if isinstance(e, ImportError) and getattr(e, "name", "") == "torch" else "no_megatron"
        where = f" (--megatron-path {args.megatron_path})" if args.megatron_path else ""
        emit("error", code=code, fatal=True, message=f"Megatron-Core's TransformerConfig does not import for "
             f"{sys.executable}{where}: {type(e).__name__}: {e}")
        return EXIT_MISSING
    import dataclasses
    import warnings
    mcore = sys.modules.get("megatron.core")
    versions = {"megatron_version": getattr(mcore, "__version__", None), "python": sys.executable,
                "megatron_path": os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
                    os.path.abspath(sys.modules[TransformerConfig.__module__].__file__)))))}
    versions["megatron_version"] = versions["megatron_version"] or package_version(versions["megatron_path"])
    for name, module in (("torch_version", "torch"), ("te_version", "transformer_engine")):
        m = sys.modules.get(module)
        versions[name] = str(getattr(m, "__version__", "")) or None if m else None
    fields = {f.name for f in dataclasses.fields(TransformerConfig) if f.init} \
        if dataclasses.is_dataclass(TransformerConfig) else None
    kw, ignored, adjusted = check_kwargs(model, fields)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            cfg = TransformerConfig(**kw)
        except Exception as e:  # noqa: BLE001 - any exception is a verdict
            verdict = failure(e)
        else:
            verdict = {"valid": True, "post": {k: names(getattr(cfg, k, None)) for k in (
                "cuda_graph_impl", "cuda_graph_modules", "recompute_granularity", "moe_expert_capacity_factor")}}
    verdict["warnings"] = sorted({str(w.message)[:200] for w in caught})[:8]
    emit("megatron_check", protocol=PROTOCOL, runner=RUNNER, runner_version=VERSION, mcore=verdict,
         bridge=bridge_verdict(model), ignored_fields=ignored, adjusted=adjusted, fields=len(kw), **versions)
    return EXIT_OK


def parse_args(argv):
    p = argparse.ArgumentParser(description="Megatron-Core runner of CUDA Graph Assistant (JSON lines on stdout).")
    p.add_argument("--preset", help=", ".join(PRESETS))
    p.add_argument("--workload", help="a workload JSON file (as written by cga)")
    for flag, _ in FLAGS:
        kind = {"dispatcher": str, "activation": str, "recompute": str, "capacity_factor": float}.get(flag, int)
        p.add_argument("--" + flag.replace("_", "-"), dest=flag, type=kind)
    p.add_argument("--modes", help="comma-separated: eager, local, local:SCOPE+SCOPE, full_iteration")
    p.add_argument("--spec", choices=("auto", "local", "te"),
                   help="the layer spec: te (Transformer Engine) where it imports, else local (default auto)")
    p.add_argument("--optimizer", choices=("megatron", "adamw"), default="megatron",
                   help="megatron: get_megatron_optimizer (Adam, fp32 main params); adamw: fused torch AdamW on the "
                        "grad buffer")
    p.add_argument("--megatron-path", help="a Megatron-LM checkout (the folder holding megatron/)")
    p.add_argument("--device", type=int, default=0)
    p.add_argument("--keep-layers", action="store_true", help="never reduce the layer count to fit the GPU")
    p.add_argument("--memory-fraction", type=float, default=0.8, help="of the GPU's memory, shared by all modes")
    p.add_argument("--rounds", type=int, default=3, help="ABAB rounds at least")
    p.add_argument("--max-rounds", type=int, default=20)
    p.add_argument("--blocks-per-round", type=int, default=4)
    p.add_argument("--duration-limit", type=float, default=600.0)
    p.add_argument("--child-timeout", type=float, default=300.0, help="seconds without output from a mode process")
    p.add_argument("--noise-target", type=float, default=0.01)
    p.add_argument("--min-samples", type=int, default=10)
    p.add_argument("--max-samples", type=int, default=200)
    p.add_argument("--block-ms", type=float, default=20.0)
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--count-launches", action="store_true", help="profile one step per mode after the measurement")
    p.add_argument("--trace-dir", help="after the measurement, write a PyTorch profiler trace of two steady steps "
                                       "per mode here (MODE.pt.trace.json.gz)")
    p.add_argument("--list-devices", action="store_true")
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("--check-config", metavar="FILE.json",
                   help="check-only: Megatron-Core's (and Bridge's) verdict on {\"model\": {...}}; no GPU needed")
    p.add_argument("--stand-in", action="store_true", help=argparse.SUPPRESS)  # tests: no PyTorch, no GPU
    p.add_argument("--worker", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if min(args.rounds, args.blocks_per_round, args.min_samples, args.max_samples) < 1 or args.block_ms <= 0:
        p.error("--rounds, --blocks-per-round, --min-samples, --max-samples and --block-ms must be positive")
    args.rounds = min(args.rounds, args.max_rounds)
    if not 0 < args.memory_fraction <= 1:
        p.error("--memory-fraction must be in (0, 1]")
    return args


def on_signal(signum, frame):
    global INTERRUPTED
    INTERRUPTED = True


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
    return None


def child_environment(args):
    env = dict(os.environ)
    env.update(SAFE_ENV)
    if args.megatron_path:
        path = os.path.abspath(args.megatron_path)
        env["PYTHONPATH"] = path + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def start_event(args, w, command, env, settings):
    emit("start", protocol=PROTOCOL, runner=RUNNER, runner_version=VERSION, command=command, workload=w,
         overhead={"preset": "megatron", "us_per_op": None}, settings=settings,
         modes=[{"mode": m, "graphed": m != "eager", "cuda_graph_impl": graph_impl(m),
                 "cuda_graph_modules": graph_modules(m), "processes": 1} for m in w["modes"]],
         expected_memory_bytes=int(fixed_bytes(w) + w["num_layers"] * layer_bytes(w, False)), environment=env,
         optimizer=args.optimizer, started_at=None if env is None else
         time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))


def main(argv):
    try:
        args = parse_args(argv[1:])
    except SystemExit as e:
        return EXIT_OK if e.code == 0 else EXIT_BAD_WORKLOAD
    if args.worker:
        return worker(json.loads(args.worker))
    if args.check_config:
        return check_config(args)
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    command = [sys.executable] + argv
    w = None
    if not args.list_devices:
        try:
            w = build_workload(args)
        except (ValueError, OSError) as e:
            emit("error", code="bad_workload", message=str(e), fatal=True)
            return Run(args, {"modes": []}, None).summary(EXIT_BAD_WORKLOAD, "bad_workload", {})
    settings = {"duration_limit_s": args.duration_limit, "noise_target": args.noise_target,
                "min_samples": args.min_samples, "max_samples": args.max_samples, "block_ms": args.block_ms,
                "seed": args.seed, "rounds": args.rounds, "blocks_per_round": args.blocks_per_round}
    if args.dry_run:
        start_event(args, w, command, None, settings)
        emit("summary", complete=False, dry_run=True, exit_code=EXIT_OK)
        return EXIT_OK
    torch, deps, problem = dependencies(args)
    if not problem and w is not None:
        problem = resolve_layer_spec(w, deps)
    if problem:
        emit("error", code=problem[0], message=problem[1], fatal=True)
        return Run(args, {"modes": []}, None).summary(EXIT_MISSING, problem[0], {})
    if not args.stand_in and (not torch.cuda.is_available() or torch.cuda.device_count() == 0):
        emit("error", code="no_device", message="no CUDA device visible to PyTorch", fatal=True)
        return Run(args, {"modes": []}, None).summary(EXIT_NO_DEVICE, "no_device", {})
    count = 1 if args.stand_in else torch.cuda.device_count()
    if args.list_devices:
        for i in range(count):
            emit("device", **environment(torch, i, deps))
        return EXIT_OK
    if not 0 <= args.device < count:
        emit("error", code="bad_workload", message=f"--device {args.device}: no such CUDA device", fatal=True)
        return Run(args, {"modes": []}, None).summary(EXIT_BAD_WORKLOAD, "bad_workload", {})
    return measure(args, w, torch, deps, command, settings)


def measure(args, w, torch, deps, command, settings):
    env = environment(torch, args.device, deps)
    requested = w["num_layers"]
    if not args.keep_layers:
        w["num_layers"] = fit_layers(w, env["memory_total_bytes"], args.memory_fraction, len(w["modes"]),
                                     args.optimizer)
    w["requested_num_layers"] = requested
    parallel = {k: w.get(k) for k in ("tensor_parallel", "expert_parallel") if (w.get(k) or 1) > 1}
    w["tensor_parallel"] = w["expert_parallel"] = 1
    start_event(args, w, command, env, settings)
    if w["num_layers"] < requested:
        emit("warning", code="layers_reduced", requested=requested, used=w["num_layers"],
             message=f"runs {w['num_layers']} of {requested} layers: {len(w['modes'])} mode processes must fit "
                     f"{args.memory_fraction:.0%} of the GPU's memory at once (--keep-layers keeps them all)")
    if parallel:
        emit("warning", code="parallel_reduced", message="runs with tensor and expert parallel size 1 on one GPU "
             f"(the workload asked for {parallel})")
    if (env.get("memory_used_bytes") or 0) > 2 << 30:
        emit("warning", code="gpu_busy", message=f"{env['memory_used_bytes'] / 2**30:.1f} GiB of the GPU's memory "
             "were in use before the run")
    if w.get("optimizer_in_graph"):
        emit("warning", code="optimizer_eager", message="Megatron-Core's full_iteration graph keeps the optimizer "
             "out of the graph; it runs eagerly")
    run = Run(args, w, child_environment(args))
    stop_reason = "interrupted"
    try:
        run.start_arms()
        stop_reason = run.rounds(T0 + args.duration_limit)
    finally:
        run.finish()
    extra = {"overhead": {"preset": "megatron", "us_per_op": None}, "clocks_end": nvml(args.device)[0],
             "layers": {"requested": requested, "used": w["num_layers"]}, "optimizer": args.optimizer}
    eager = next((a for a in run.arms if a.mode == "eager"), None)
    full = next((a for a in run.arms if a.mode == "full_iteration" and a.wall), None)
    if eager and eager.launches is not None:
        extra["launches_per_step"] = eager.launches
    if eager and eager.wall and full:
        extra["calibration"] = {"eager_ms": quantile(eager.wall, .5), "replay_ms": quantile(full.wall, .5),
                                "launches": extra.get("launches_per_step", 0)}
    if run.fatal:
        return run.summary(run.fatal[0], run.fatal[1], extra)
    if stop_reason == "interrupted" or INTERRUPTED:
        emit("error", code="interrupted", message="interrupted: the summary holds what was measured", fatal=False)
        return run.summary(EXIT_INTERRUPTED, "interrupted", extra)
    graphed = [a for a in run.arms if a.graphed]
    if graphed and not any(a.capturable for a in graphed):
        emit("error", code="capture_failed", message="no graph mode could be captured", fatal=False)
        return run.summary(EXIT_CAPTURE_FAILED, stop_reason, extra)
    return run.summary(EXIT_OK, stop_reason, extra)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
