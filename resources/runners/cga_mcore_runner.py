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

# NVLink multicast stays off in every process (it can take a shared host's GPUs out of service).
SAFE_ENV = {"NCCL_NVLS_ENABLE": "0", "TORCH_SYMM_MEM_DISABLE_MULTICAST": "1", "NVSHMEM_DISABLE_NVLS": "1"}
os.environ.update(SAFE_ENV)
os.environ.setdefault("CUDA_DEVICE_MAX_CONNECTIONS", "1")
INTERRUPTED = False
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # cga_runner_common.py lies next to the runner
from cga_runner_common import T0, MT19937_64, as_same_step, clean, compare, cpu_model, emit, finite, quantile, \
    summarize, write_profiler_trace  # noqa: E402,F401
from cga_mcore_workload import EXIT_BAD_WORKLOAD, EXIT_CAPTURE_FAILED, EXIT_INTERNAL, EXIT_INTERRUPTED, \
    EXIT_MISSING, EXIT_NO_DEVICE, EXIT_OK, EXIT_OOM, FLAGS, PRESETS, PROTOCOL, RUNNER, VERSION, build_workload, \
    fit_layers, fixed_bytes, graph_impl, graph_modules, layer_bytes, moe_pattern, one_layer_too_large, \
    resolve_layer_spec  # noqa: E402,F401
from cga_mcore_session import MegatronSession, StandInSession, cuda_error_name, exception_text, \
    known_bytes  # noqa: E402,F401
from cga_mcore_check import check_config  # noqa: E402


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
        self.no_graphs = False  # Megatron made no graph for the mode: it runs the eager step
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
        elif name == "warning" and e.get("code") == "no_graphs":
            arm.no_graphs = True
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
                 "peak_memory_bytes": a.peak_memory, "memory": a.memory or None, "block_steps": a.block,
                 "no_graphs": a.no_graphs}
            if a.launches is not None:
                m["kernels_per_step" if a.mode == "eager" else "launches_per_step"] = a.launches
            m.update(summarize(a.wall))
            if a.gpu:
                m["median_gpu_ms"], m["median_host_ms"] = quantile(a.gpu, 0.5), quantile(a.host, 0.5)
            modes.append(m)
            if eager and a is not eager and a.wall and eager.wall:
                c = compare(eager.wall, a.wall, a.capture_ms)
                if a.no_graphs:  # the eager step run twice: only noise between processes tells them apart
                    c = as_same_step(c)
                c.update({"mode": a.mode, "baseline": "eager", "no_graphs": a.no_graphs})
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


def parse_args(argv):
    p = argparse.ArgumentParser(description="Megatron-Core runner of CUDA Graph Assistant (JSON lines on stdout).")
    p.add_argument("--preset", help=", ".join(PRESETS))
    p.add_argument("--workload", help="a workload JSON file (as written by cga)")
    for flag, _ in FLAGS:
        kind = {"dispatcher": str, "activation": str, "recompute": str, "capacity_factor": float,
                "moe_layer_freq": str}.get(flag, int)
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
    p.add_argument("--memory-fraction", type=float, default=0.9, help="of the GPU's memory, shared by all modes")
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


def child_environment(args):
    env = dict(os.environ)
    env.update(SAFE_ENV)
    if args.megatron_path:
        path = os.path.abspath(args.megatron_path)
        env["PYTHONPATH"] = path + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    return env


def start_event(args, w, command, env, settings):
    shown = {k: v for k, v in w.items() if k not in ("bare_modes", "notes")}
    emit("start", protocol=PROTOCOL, runner=RUNNER, runner_version=VERSION, command=command, workload=shown,
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
    if args.dry_run:  # the layer spec as a run would choose it, from whether Transformer Engine is installed
        import importlib.util
        resolve_layer_spec(w, {"transformer_engine": importlib.util.find_spec("transformer_engine") is not None})
        start_event(args, w, command, None, settings)
        for note in w.pop("notes", []):
            emit("warning", **note)
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
    notes = w.pop("notes", [])
    requested = w["num_layers"]
    too_large = None if args.keep_layers else one_layer_too_large(w, env["memory_total_bytes"],
                                                                  args.memory_fraction, args.optimizer)
    if too_large:  # said before any process starts, not minutes later as an out-of-memory error
        start_event(args, w, command, env, settings)
        emit("error", code="oom", message=too_large, fatal=True, estimated=True)
        return Run(args, w, None).summary(EXIT_OOM, "oom", {})
    if not args.keep_layers:
        w["num_layers"] = fit_layers(w, env["memory_total_bytes"], args.memory_fraction, args.optimizer)
    w["requested_num_layers"] = requested
    reduced_pattern = ""
    if w["num_moe_experts"] and w["num_layers"] < requested and isinstance(w["moe_layer_freq"], list):
        w["moe_layer_freq"] = moe_pattern(w["moe_layer_freq"], w["num_layers"])  # dense and MoE layers kept
        reduced_pattern = f"; MoE layers {w['moe_layer_freq']} (1 MoE, 0 dense)"
    parallel = {k: w.get(k) for k in ("tensor_parallel", "expert_parallel") if (w.get(k) or 1) > 1}
    w["tensor_parallel"] = w["expert_parallel"] = 1
    start_event(args, w, command, env, settings)
    if w["num_layers"] < requested:
        emit("warning", code="layers_reduced", requested=requested, used=w["num_layers"],
             message=f"runs {w['num_layers']} of {requested} layers: {len(w['modes'])} mode processes must fit "
                     f"{args.memory_fraction:.0%} of the GPU's memory at once (--keep-layers keeps them all)"
                     + reduced_pattern)
    if parallel:
        emit("warning", code="parallel_reduced", message="runs with tensor and expert parallel size 1 on one GPU "
             f"(the workload asked for {parallel})")
    for note in notes:
        emit("warning", **note)
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
