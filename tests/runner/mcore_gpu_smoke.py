#!/usr/bin/env python3
"""GPU smoke test of the Megatron-Core runner (resources/runners/cga_mcore_runner.py) on real Megatron-Core.

Runs a tiny dense GPT (eager, per-layer `local` graphs, full iteration) and a tiny dropless MoE of a dense and a MoE
layer (eager, the `moe_router` scope that the local spec does not graph, whole-layer graphs that dropless routing
cannot capture)
and checks what a user reads off the results: every mode measured or reported with Megatron's reason, graphs
counted, each graph mode compared with the eager step.

Exit status 0: passed; 1: failed (each failure printed); 77: skipped, because this machine has no Python with
PyTorch (CGA_PYTHON, else python3 on PATH), no GPU, or no Megatron-Core (CGA_MEGATRON_PATH, or the snapshot
under CGA_SHARED_DIR).
    python3 tests/runner/mcore_gpu_smoke.py [--megatron-path DIR] [--python PYTHON]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RUNNER = os.path.join(HERE, "..", "..", "resources", "runners", "cga_mcore_runner.py")
SKIP = 77
EXIT_NO_DEVICE, EXIT_MISSING = 3, 7  # the runner's exit codes (docs/bench-protocol.md)


def megatron_path(given):
    candidates = [given, os.environ.get("CGA_MEGATRON_PATH")]
    shared = os.environ.get("CGA_SHARED_DIR")
    if shared:
        candidates.append(os.path.join(shared, "upstream", "megatron-lm"))
    return next((c for c in candidates if c and os.path.isdir(os.path.join(c, "megatron", "core"))), None)


def run(python, megatron, extra):
    cmd = [python, "-u", RUNNER, "--megatron-path", megatron, "--preset", "tiny", "--max-rounds", "2",
           "--duration-limit", "120", "--child-timeout", "120"] + extra
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    events = []
    for line in proc.stdout.splitlines():
        try:
            events.append(json.loads(line))
        except ValueError:
            pass
    return proc.returncode, events, proc.stderr


class Checks:
    def __init__(self):
        self.failures = []

    def expect(self, ok, what):
        print(("ok    " if ok else "FAIL  ") + what)
        if not ok:
            self.failures.append(what)


def summary_of(events):
    return next((e for e in events if e.get("event") == "summary"), {})


def modes_of(summary):
    return {m["mode"]: m for m in summary.get("modes", [])}


def comparisons_of(summary):
    return {c["mode"]: c for c in summary.get("comparisons", [])}


def dense(checks, python, megatron):
    code, events, err = run(python, megatron, ["--modes", "eager,local,full_iteration"])
    if code in (EXIT_NO_DEVICE, EXIT_MISSING):
        return code
    s = summary_of(events)
    modes, comparisons = modes_of(s), comparisons_of(s)
    checks.expect(code == 0 and s.get("complete") is True, f"dense: exit 0 and a complete summary (exit {code})")
    start = next((e for e in events if e.get("event") == "start"), {})
    checks.expect(start.get("runner") == "mcore" and start.get("environment", {}).get("gpu_name"),
                  "dense: the start event names the runner and the GPU")
    for mode in ("eager", "local", "full_iteration"):
        m = modes.get(mode, {})
        checks.expect(m.get("samples", 0) >= 2 and (m.get("median_ms") or 0) > 0,
                      f"dense: {mode} measured ({m.get('samples', 0)} samples, {m.get('median_ms')} ms)")
    graphs = modes.get("local", {}).get("graphs_per_step", 0)
    checks.expect(graphs >= 2, f"dense: local made per-layer graphs (graphs_per_step {graphs})")
    checks.expect(modes.get("full_iteration", {}).get("graphs_per_step") == 1,
                  "dense: full_iteration made one graph")
    for mode in ("local", "full_iteration"):
        c = comparisons.get(mode, {})
        checks.expect(c.get("verdict") in ("faster", "slower", "no_significant_difference")
                      and (c.get("speedup") or 0) > 0, f"dense: {mode} compared with eager ({c.get('verdict')}, "
                      f"{c.get('speedup')}x)")
    if checks.failures:
        sys.stderr.write(err[-4000:])
    return 0


def moe(checks, python, megatron):
    code, events, err = run(python, megatron, ["--experts", "4", "--topk", "2", "--moe-layer-freq", "[0,1]",
                                               "--modes", "eager,local:moe_router,local"])
    s = summary_of(events)
    modes, comparisons = modes_of(s), comparisons_of(s)
    checks.expect(code == 0 and s.get("complete") is True, f"MoE: exit 0 and a complete summary (exit {code})")
    checks.expect(modes.get("eager", {}).get("samples", 0) >= 2, "MoE: eager measured")
    start = next((e for e in events if e.get("event") == "start"), {})
    checks.expect(start.get("workload", {}).get("moe_layer_freq") == [0, 1], "MoE: a dense and a MoE layer")
    warned = [e for e in events if e.get("event") == "warning" and e.get("code") == "no_graphs"
              and e.get("mode") == "local:moe_router"]
    checks.expect(bool(warned) and modes.get("local:moe_router", {}).get("graphs_per_step") == 0,
                  "MoE: local:moe_router made no graph and says so (no_graphs)")
    c = comparisons.get("local:moe_router", {})
    checks.expect(c.get("no_graphs") is True and c.get("verdict") in ("no_significant_difference", "insufficient_data"),
                  f"MoE: a mode without graphs is never called faster or slower ({c.get('verdict')})")
    local = modes.get("local", {})
    checks.expect(local.get("capturable") is False and "cudaErrorStreamCapture" in local.get("capture_error", ""),
                  "MoE: dropless whole-layer capture fails with Megatron's CUDA error (%s)"
                  % local.get("capture_error", "")[:160])
    if checks.failures:
        sys.stderr.write(err[-4000:])


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--megatron-path")
    p.add_argument("--python", default=os.environ.get("CGA_PYTHON") or shutil.which("python3") or sys.executable,
                   help="the Python with PyTorch (default: CGA_PYTHON, else python3 on PATH)")
    a = p.parse_args()
    megatron = megatron_path(a.megatron_path)
    if not megatron:
        print("skipped: no Megatron-Core (set CGA_MEGATRON_PATH or CGA_SHARED_DIR)")
        return SKIP
    checks = Checks()
    code = dense(checks, a.python, megatron)
    if code == EXIT_MISSING:
        print("skipped: PyTorch or Megatron-Core does not import in %s" % a.python)
        return SKIP
    if code == EXIT_NO_DEVICE:
        print("skipped: no CUDA device")
        return SKIP
    moe(checks, a.python, megatron)
    print("%d failure(s)" % len(checks.failures))
    return 1 if checks.failures else 0


if __name__ == "__main__":
    sys.exit(main())
