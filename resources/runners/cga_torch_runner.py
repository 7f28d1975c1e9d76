#!/usr/bin/env python3
# cga_torch_runner.py: the PyTorch runner of CUDA Graph Assistant.
#
# Trains a small GPT-like model (LayerNorm, QKV, causal SDPA, projection, MLP; MSE loss, SGD) at the given shapes
# and measures eager steps against TE-style scoped graphs (torch.cuda.make_graphed_callables on the attention
# and MLP blocks of every layer, or on each whole layer) and full-iteration capture (torch.cuda.graph of the whole step). It speaks the
# JSON-lines protocol of cga-bench (docs/bench-protocol.md, protocol 1): one object per line on stdout, flushed.
# Start it with `python3 -u`. Exit codes as cga-bench, plus 7 when PyTorch is not installed.
import argparse
import json
import math
import os
import platform
import signal
import socket
import sys
import time

PROTOCOL = 1
VERSION = "0.1.0"
EXIT_OK, EXIT_INTERNAL, EXIT_BAD_WORKLOAD, EXIT_NO_DEVICE, EXIT_OOM, EXIT_CAPTURE_FAILED, EXIT_INTERRUPTED, \
    EXIT_NO_TORCH = range(8)
INTERRUPTED = False
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # cga_runner_common.py lies next to the runner
from cga_runner_common import T0, MT19937_64, clean, compare, cpu_model, emit, finite, load_workload, quantile, \
    summarize, write_profiler_trace  # noqa: E402,F401


PRESETS = {
    "gpt-h1024": dict(num_layers=8, hidden_size=1024, seq_length=512, micro_batch_size=1),
    "gpt-h2048": dict(num_layers=8, hidden_size=2048, seq_length=2048, micro_batch_size=1),
    "gpt-h4096": dict(num_layers=4, hidden_size=4096, seq_length=4096, micro_batch_size=1),
    "gpt-h4096-long": dict(num_layers=4, hidden_size=4096, seq_length=8192, micro_batch_size=2),
    "tiny": dict(num_layers=2, hidden_size=256, seq_length=128, micro_batch_size=1),
}
SUPPORTED_MODES = ("eager", "attn", "mlp", "attn+mlp", "layer", "full_iteration")


def default_workload():
    return {"name": "custom", "kind": "transformer", "op_profile": "pytorch", "num_layers": 8, "hidden_size": 1024,
            "ffn_hidden_size": 0, "num_attention_heads": 0, "seq_length": 512, "micro_batch_size": 1,
            "num_microbatches": 1, "dtype": "bf16", "activation": "gelu", "warmup_steps": 5,
            "optimizer_in_graph": True, "modes": ["eager", "attn", "attn+mlp", "full_iteration"]}


def build_workload(args):
    w = load_workload(args, default_workload(), PRESETS)
    for key, value in (("num_layers", args.layers), ("hidden_size", args.hidden), ("ffn_hidden_size", args.ffn),
                       ("num_attention_heads", args.heads), ("seq_length", args.seq),
                       ("micro_batch_size", args.mbs), ("num_microbatches", args.microbatches),
                       ("warmup_steps", args.warmup)):
        if value is not None:
            w[key] = value
    if args.modes:
        w["modes"] = [m for m in args.modes.split(",") if m]
    if args.optimizer_eager:
        w["optimizer_in_graph"] = False
    for key in ("num_layers", "hidden_size", "seq_length", "micro_batch_size", "num_microbatches"):
        if not isinstance(w.get(key), int) or w[key] < 1:
            raise ValueError(f"{key} must be a positive integer")
    if not w.get("ffn_hidden_size"):
        w["ffn_hidden_size"] = 4 * w["hidden_size"]
    if not w.get("num_attention_heads"):
        w["num_attention_heads"] = max(1, w["hidden_size"] // 128)
    if w["hidden_size"] % w["num_attention_heads"]:
        raise ValueError("num_attention_heads must divide hidden_size")
    if w.get("num_moe_experts", 0) and w["num_moe_experts"] > 1:
        raise ValueError("the PyTorch runner models dense GPT layers only; use cga-bench for MoE")
    modes = []
    for m in w["modes"]:
        m = m.replace(",", "+")
        if m == "full":
            m = "full_iteration"
        if m == "mlp+attn":
            m = "attn+mlp"
        if m == "local":  # Megatron-Core's name for one graph per whole layer
            m = "layer"
        if m not in SUPPORTED_MODES:
            raise ValueError(f"mode {m!r} is not supported by the PyTorch runner ({', '.join(SUPPORTED_MODES)})")
        if m in modes:
            raise ValueError(f"mode {m!r} is listed twice")
        modes.append(m)
    w["modes"] = modes
    w["op_profile"] = "pytorch"
    return w


def expected_memory_bytes(w):
    h, f, layers = w["hidden_size"], w["ffn_hidden_size"], w["num_layers"]
    tokens = w["seq_length"] * w["micro_batch_size"]
    params = layers * (4 * h * h + 2 * h * f + 9 * h + f)
    activations = layers * tokens * (12 * h + 2 * f)  # kept for backward, bf16
    return int(2 * (2 * params + activations + 6 * tokens * h))


# --- the model ---------------------------------------------------------------------------------------------
def make_model(torch, w):
    nn = torch.nn
    F = torch.nn.functional

    class Attention(nn.Module):
        def __init__(self, h, heads):
            super().__init__()
            self.norm = nn.LayerNorm(h)
            self.qkv = nn.Linear(h, 3 * h)
            self.out = nn.Linear(h, h)
            self.heads = heads

        def forward(self, x):
            b, t, h = x.shape
            q, k, v = self.qkv(self.norm(x)).chunk(3, dim=-1)
            shape = (b, t, self.heads, h // self.heads)
            q, k, v = (y.view(shape).transpose(1, 2) for y in (q, k, v))
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            return x + self.out(y.transpose(1, 2).reshape(b, t, h))

    class Mlp(nn.Module):
        def __init__(self, h, f):
            super().__init__()
            self.norm = nn.LayerNorm(h)
            self.fc1 = nn.Linear(h, f)
            self.fc2 = nn.Linear(f, h)

        def forward(self, x):
            return x + self.fc2(F.gelu(self.fc1(self.norm(x))))

    blocks = []
    for _ in range(w["num_layers"]):
        blocks.append(Attention(w["hidden_size"], w["num_attention_heads"]))
        blocks.append(Mlp(w["hidden_size"], w["ffn_hidden_size"]))
    return nn.ModuleList(blocks).to("cuda", torch.bfloat16), Attention, Mlp


# --- measurement -------------------------------------------------------------------------------------------
class Arm:
    def __init__(self, mode):
        self.mode = mode
        self.graphed = mode != "eager"
        self.capturable = True
        self.capture_error = ""
        self.capture_ms = self.instantiate_ms = self.first_replay_ms = None
        self.graph_memory = self.peak_memory = None
        self.wall, self.gpu, self.host = [], [], []
        self.step = None
        self.steps = 0
        self.block = 1
        self.graphs = 0


class Runner:
    def __init__(self, torch, w, args):
        self.torch, self.w, self.args = torch, w, args
        torch.manual_seed(args.seed)
        self.model, self.Attention, self.Mlp = make_model(torch, w)
        # The same blocks, two to a layer: the callables of the whole-layer mode.
        self.layers = torch.nn.ModuleList(torch.nn.Sequential(self.model[i], self.model[i + 1])
                                          for i in range(0, len(self.model), 2))
        self.opt = torch.optim.SGD(self.model.parameters(), lr=1e-6)
        shape = (w["micro_batch_size"], w["seq_length"], w["hidden_size"])
        mk = lambda: torch.randn(shape, device="cuda", dtype=torch.bfloat16)
        self.pool = [[mk() for _ in range(w["num_microbatches"])] for _ in range(4)]  # fresh inputs (rule 4)
        self.static_x = [mk() for _ in range(w["num_microbatches"])]
        self.target = mk()
        self.stream = torch.cuda.Stream()

    def used_memory(self):
        free, total = self.torch.cuda.mem_get_info()
        return total - free

    def forward_backward(self, blocks, inputs):
        F = self.torch.nn.functional
        for x in inputs:
            for b in blocks:
                x = b(x)
            loss = F.mse_loss(x.float(), self.target.float())
            loss.backward()

    def eager_step(self, i):
        self.use_forwards({})
        self.opt.zero_grad(set_to_none=False)
        self.forward_backward(self.model, self.pool[i % 4])
        self.opt.step()

    def scoped_blocks(self, mode):
        torch = self.torch
        shape = self.static_x[0].shape
        graph_attn = "attn" in mode
        graph_mlp = "mlp" in mode
        graphed, samples = [], []
        for b in (self.layers if mode == "layer" else self.model):
            if mode == "layer" or (graph_attn and isinstance(b, self.Attention)) or \
                    (graph_mlp and isinstance(b, self.Mlp)):
                graphed.append(b)
                samples.append((torch.randn(shape, device="cuda", dtype=torch.bfloat16, requires_grad=True),))
        # One call graphs every callable (TE-style, one graph pair per block), sharing a memory pool.
        self.use_forwards({})
        made = torch.cuda.make_graphed_callables(tuple(graphed), tuple(samples), num_warmup_iters=3)
        # make_graphed_callables replaces each module's forward; keep the graphed ones per mode and put the
        # modules back to eager so that every arm runs exactly its own mode.
        forwards = {}
        for b in made:
            forwards[b] = b.__dict__.pop("forward")
        return forwards, 2 * len(graphed)

    def use_forwards(self, forwards):
        for b in list(self.model) + list(self.layers):
            if b in forwards:
                b.forward = forwards[b]
            else:
                b.__dict__.pop("forward", None)

    def build(self, arm):
        torch = self.torch
        torch.cuda.synchronize()
        before = self.used_memory()
        t0 = time.perf_counter()
        self.use_forwards({})
        if arm.mode == "full_iteration":
            in_graph = self.w.get("optimizer_in_graph", True)

            def body():
                if in_graph:
                    self.opt.zero_grad(set_to_none=False)
                self.forward_backward(self.model, self.static_x)
                if in_graph:
                    self.opt.step()

            self.stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(self.stream):
                for _ in range(3):  # warm up on the side stream, as torch.cuda.graph requires
                    body()
            torch.cuda.current_stream().wait_stream(self.stream)
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            try:
                graph = torch.cuda.CUDAGraph(keep_graph=True)
                separate = True
            except TypeError:
                graph = torch.cuda.CUDAGraph()
                separate = False
            if not in_graph:
                self.opt.zero_grad(set_to_none=False)
            with torch.cuda.graph(graph):
                body()
            torch.cuda.synchronize()
            arm.capture_ms = (time.perf_counter() - t0) * 1e3
            if separate:
                t1 = time.perf_counter()
                graph.instantiate()
                torch.cuda.synchronize()
                arm.instantiate_ms = (time.perf_counter() - t1) * 1e3
            arm.graphs = 1

            def step(i):
                for mb, x in enumerate(self.static_x):
                    x.copy_(self.pool[i % 4][mb])
                graph.replay()
                if not in_graph:
                    self.opt.step()
                    # gradients accumulate into the static .grad tensors: clear them outside the graph
                    self.opt.zero_grad(set_to_none=False)

            arm.step = step
        else:
            forwards, arm.graphs = self.scoped_blocks(arm.mode)
            torch.cuda.synchronize()
            arm.capture_ms = (time.perf_counter() - t0) * 1e3

            blocks = self.layers if arm.mode == "layer" else self.model

            def step(i):
                self.use_forwards(forwards)
                self.opt.zero_grad(set_to_none=False)
                self.forward_backward(blocks, self.pool[i % 4])
                self.opt.step()

            arm.step = step
        after = self.used_memory()
        arm.graph_memory = after - before
        arm.peak_memory = after

    def block(self, arm, steps, phase):
        torch = self.torch
        start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        t0 = time.perf_counter()
        start.record()
        for _ in range(steps):
            arm.step(arm.steps)
            arm.steps += 1
        stop.record()
        t1 = time.perf_counter()
        stop.synchronize()
        t2 = time.perf_counter()
        wall, host, gpu = (t2 - t0) * 1e3 / steps, (t1 - t0) * 1e3 / steps, start.elapsed_time(stop) / steps
        if phase:
            emit("sample", mode=arm.mode, phase=phase, iteration=arm.steps - steps + 1, steps=steps,
                 wall_ms=wall, gpu_ms=gpu, host_ms=host)
            if phase == "steady":
                arm.wall.append(wall)
                arm.gpu.append(gpu)
                arm.host.append(host)
        return wall

    def count_launches(self):
        torch = self.torch
        from torch.profiler import profile, ProfilerActivity
        names = ("cudaLaunchKernel", "cuLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernelEx",
                 "cudaMemsetAsync", "cudaMemcpyAsync")
        with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
            self.eager_step(0)
            torch.cuda.synchronize()
        return sum(1 for e in prof.events() if e.name in names)


def environment(torch, device):
    p = torch.cuda.get_device_properties(device)
    env = {"device": device, "gpu_name": p.name, "sm_count": p.multi_processor_count,
           "memory_total_bytes": p.total_memory, "runtime_version": torch.version.cuda, "torch_version":
           torch.__version__, "cpu_model": cpu_model(), "host_name": socket.gethostname(),
           "python": platform.python_version(), "clocks": clocks(device)}
    try:
        import pynvml
        pynvml.nvmlInit()
        env["driver_build"] = pynvml.nvmlSystemGetDriverVersion()
        if isinstance(env["driver_build"], bytes):
            env["driver_build"] = env["driver_build"].decode()
    except Exception:
        pass
    return env


def clocks(device):
    try:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(device)
        return {"sm_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM),
                "mem_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_MEM)}
    except Exception:
        return {}


def summary(arms, exit_code, stop_reason, extra=None):
    modes, comparisons = [], []
    eager = next((a for a in arms if a.mode == "eager"), None)
    for a in arms:
        m = {"mode": a.mode, "graphed": a.graphed, "capturable": a.capturable, "capture_error": a.capture_error,
             "graphs_per_step": a.graphs, "capture_ms": finite(a.capture_ms),
             "instantiate_ms": finite(a.instantiate_ms), "upload_ms": None,
             "first_replay_ms": finite(a.first_replay_ms), "graph_memory_bytes": a.graph_memory,
             "peak_memory_bytes": a.peak_memory, "block_steps": a.block}
        m.update(summarize(a.wall))
        if a.gpu:
            m["median_gpu_ms"] = quantile(a.gpu, 0.5)
            m["median_host_ms"] = quantile(a.host, 0.5)
        modes.append(m)
        if eager and a is not eager and a.wall and eager.wall:
            one_time = (a.capture_ms or 0) + (a.instantiate_ms or 0)
            c = compare(eager.wall, a.wall, one_time)
            c.update({"mode": a.mode, "baseline": "eager"})
            comparisons.append(c)
    event = {"complete": exit_code in (EXIT_OK, EXIT_CAPTURE_FAILED), "exit_code": exit_code,
             "stop_reason": stop_reason, "modes": modes, "comparisons": comparisons}
    if extra:
        event.update(extra)
    emit("summary", **event)
    return exit_code


def on_signal(signum, frame):
    global INTERRUPTED
    INTERRUPTED = True


def parse_args(argv):
    p = argparse.ArgumentParser(description="PyTorch runner of CUDA Graph Assistant (JSON lines on stdout).")
    p.add_argument("--preset")
    p.add_argument("--workload", help="a workload JSON file (as written by cga)")
    for name in ("layers", "hidden", "ffn", "heads", "seq", "mbs", "microbatches", "warmup"):
        p.add_argument("--" + name, type=int)
    p.add_argument("--modes", help="comma-separated: eager, attn, mlp, attn+mlp, layer, full_iteration")
    p.add_argument("--optimizer-eager", action="store_true", help="keep the optimizer out of the full graph")
    p.add_argument("--device", type=int, default=0)
    p.add_argument("--duration-limit", type=float, default=120.0)
    p.add_argument("--noise-target", type=float, default=0.01)
    p.add_argument("--min-samples", type=int, default=10)
    p.add_argument("--max-samples", type=int, default=200)
    p.add_argument("--block-ms", type=float, default=20.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--count-launches", action="store_true", help="profile one eager step to count its launches")
    p.add_argument("--trace-dir", help="after the measurement, write a PyTorch profiler trace of two steps of each "
                   "measured mode (MODE.pt.trace.json.gz), for cga profile")
    p.add_argument("--list-devices", action="store_true")
    p.add_argument("--dry-run", action="store_true")
    return p.parse_args(argv)


def main(argv):
    try:
        args = parse_args(argv[1:])
    except SystemExit as e:
        return EXIT_OK if e.code == 0 else EXIT_BAD_WORKLOAD
    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    command = [sys.executable] + argv
    if not args.list_devices:
        try:
            w = build_workload(args)
        except (ValueError, OSError, json.JSONDecodeError) as e:
            emit("error", code="bad_workload", message=str(e), fatal=True)
            return summary([], EXIT_BAD_WORKLOAD, "bad_workload")
    settings = {"duration_limit_s": args.duration_limit, "noise_target": args.noise_target,
                "min_samples": args.min_samples, "max_samples": args.max_samples, "block_ms": args.block_ms,
                "seed": args.seed}
    if args.dry_run:
        emit("start", protocol=PROTOCOL, runner="torch", runner_version=VERSION, command=command, workload=w,
             overhead={"preset": "pytorch", "us_per_op": None}, settings=settings,
             modes=[{"mode": m, "graphed": m != "eager"} for m in w["modes"]],
             expected_memory_bytes=expected_memory_bytes(w), environment=None)
        emit("summary", complete=False, dry_run=True, exit_code=EXIT_OK)
        return EXIT_OK
    try:
        import torch
    except ImportError as e:
        emit("error", code="no_torch", message=f"PyTorch is not installed for {sys.executable}: {e}", fatal=True)
        return summary([], EXIT_NO_TORCH, "no_torch")
    if not torch.cuda.is_available() or torch.cuda.device_count() == 0:
        emit("error", code="no_device", message="no CUDA device visible to PyTorch", fatal=True)
        return summary([], EXIT_NO_DEVICE, "no_device")
    if args.list_devices:
        for i in range(torch.cuda.device_count()):
            emit("device", **environment(torch, i))
        return EXIT_OK
    if not 0 <= args.device < torch.cuda.device_count():
        emit("error", code="bad_workload", message=f"--device {args.device}: no such CUDA device", fatal=True)
        return summary([], EXIT_BAD_WORKLOAD, "bad_workload")
    torch.cuda.set_device(args.device)
    torch.backends.cuda.matmul.allow_tf32 = True
    arms = [Arm(m) for m in w["modes"]]
    emit("start", protocol=PROTOCOL, runner="torch", runner_version=VERSION, command=command, workload=w,
         overhead={"preset": "pytorch", "us_per_op": None}, settings=settings,
         modes=[{"mode": a.mode, "graphed": a.graphed} for a in arms],
         expected_memory_bytes=expected_memory_bytes(w), environment=environment(torch, args.device),
         started_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
    extra = {}
    try:
        return measure(torch, w, args, arms, extra)
    except torch.cuda.OutOfMemoryError as e:
        emit("error", code="oom", message=f"out of device memory: {str(e).splitlines()[0]}", fatal=True)
        return summary(arms, EXIT_OOM, "oom", extra)
    except Exception as e:  # a structured error, never a traceback alone
        emit("error", code="internal", message=f"{type(e).__name__}: {e}", fatal=True)
        return summary(arms, EXIT_INTERNAL, "internal", extra)


def measure(torch, w, args, arms, extra):
    deadline = T0 + args.duration_limit
    t0 = time.perf_counter()
    runner = Runner(torch, w, args)
    eager_arm = next((a for a in arms if a.mode == "eager"), None) or Arm("eager")
    eager_arm.step = runner.eager_step
    runner.block(eager_arm, 1, None)
    emit("phase", phase="first_call", mode="eager", ms=(time.perf_counter() - t0) * 1e3)
    emit("progress", fraction=0.02, eta_s=args.duration_limit, stage="warmup")
    total = 0.0
    for _ in range(max(1, w.get("warmup_steps", 5))):
        total += runner.block(eager_arm, 1, "warmup")
    eager_arm.steps = 0
    emit("phase", phase="warmup", mode="eager", ms=total, steps=max(1, w.get("warmup_steps", 5)))
    graphed = [a for a in arms if a.graphed]
    for n, arm in enumerate(graphed):
        if INTERRUPTED or time.monotonic() > deadline:
            break
        try:
            runner.build(arm)
        except torch.cuda.OutOfMemoryError:
            raise
        except Exception as e:
            arm.capturable = False
            arm.capture_error = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
            emit("warning", code="not_capturable", mode=arm.mode,
                 message=f"mode {arm.mode} is not capturable: {arm.capture_error}")
            continue
        emit("phase", phase="capture", mode=arm.mode, ms=arm.capture_ms, graphs=arm.graphs)
        if arm.instantiate_ms is not None:
            emit("phase", phase="instantiate", mode=arm.mode, ms=arm.instantiate_ms,
                 graph_memory_bytes=arm.graph_memory)
        arm.first_replay_ms = runner.block(arm, 1, "first_replay")
        emit("phase", phase="first_replay", mode=arm.mode, ms=arm.first_replay_ms,
             graph_memory_bytes=arm.graph_memory)
        emit("progress", fraction=0.02 + 0.08 * (n + 1) / len(graphed), eta_s=max(0.0, deadline - time.monotonic()),
             stage="capture")
    live = [a for a in arms if a.capturable and a.step is not None]
    if eager_arm in arms and eager_arm not in live:
        live.insert(0, eager_arm)
    for a in live:
        a.block = max(1, min(1000, math.ceil(args.block_ms / max(runner.block(a, 1, None), 1e-3))))
    stop_reason = "converged"
    steady_start = time.monotonic()
    while True:
        if INTERRUPTED:
            stop_reason = "interrupted"
            break
        if time.monotonic() > deadline:
            stop_reason = "duration_limit"
            break
        for a in live:  # ABAB interleaving
            runner.block(a, a.block, "steady")
        n = min(len(a.wall) for a in live)
        noise = max(summarize(a.wall)["rel_stdev"] for a in live)
        if n >= args.min_samples and time.monotonic() - steady_start >= 0.5 and noise <= args.noise_target:
            break
        if n >= args.max_samples:
            stop_reason = "max_samples"
            break
        elapsed = time.monotonic() - T0
        frac = 0.1 + 0.9 * max(elapsed / args.duration_limit, min(1.0, n / args.min_samples) * 0.5)
        emit("progress", fraction=min(frac, 0.99), eta_s=max(0.0, deadline - time.monotonic()), stage="steady")
    emit("progress", fraction=1.0, eta_s=0.0, stage="steady")
    if args.count_launches:  # last: the profiler leaves hooks that slow eager steps after it
        extra["launches_per_step"] = runner.count_launches()
    if args.trace_dir:
        os.makedirs(args.trace_dir, exist_ok=True)
        extra["traces"] = {}
        for a in live:
            name = a.mode.replace("+", "_") + ".pt.trace.json.gz"
            step = (lambda arm: lambda: (arm.step(arm.steps), setattr(arm, "steps", arm.steps + 1)))(a)
            extra["traces"][a.mode] = write_profiler_trace(step, torch.cuda.synchronize,
                                                           os.path.join(args.trace_dir, name))
    eager_ms = next((quantile(a.wall, .5) for a in arms if a.mode == "eager" and a.wall), None)
    full_ms = next((quantile(a.wall, .5) for a in arms if a.mode == "full_iteration" and a.wall), None)
    if eager_ms and full_ms:
        extra["calibration"] = {"eager_ms": eager_ms, "replay_ms": full_ms,
                                "launches": extra.get("launches_per_step", 0)}
    extra["clocks_end"] = clocks(args.device)
    if stop_reason == "interrupted":
        emit("error", code="interrupted", message="interrupted: the summary holds what was measured", fatal=False)
        return summary(arms, EXIT_INTERRUPTED, stop_reason, extra)
    if graphed and not any(a.capturable for a in graphed):
        emit("error", code="capture_failed", message="no graph mode could be captured", fatal=False)
        return summary(arms, EXIT_CAPTURE_FAILED, stop_reason, extra)
    return summary(arms, EXIT_OK, stop_reason, extra)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
