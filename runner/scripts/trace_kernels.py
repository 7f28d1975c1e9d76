#!/usr/bin/env python3
"""Kernel sequences of a training step from a PyTorch profiler trace (Chrome trace JSON, optionally gzipped).

Reads what cga_mcore_runner.py --trace-dir writes (two steady steps of one mode) and prints, per step, the device
operations (kernels, memcpy, memset) by phase: forward per transformer layer, the head (final norm, output layer,
loss), backward per layer, the rest of backward (embedding), and after backward (gradient all-reduce, optimizer).
Each operation is named by the aten operator (or autograd function) that launched it and a short kernel name.

The layers are found without module annotations: a forward layer starts at every second layer-norm kernel on the
main thread, a backward layer ends after every second layer-norm backward on the autograd thread. The output is
the evidence for cga-bench's `megatron-local` op profile (runner/plan/stepbuilder_local.cpp).

    python3 runner/scripts/trace_kernels.py eager.pt.trace.json.gz [--json] [--layer N] [--step N]
"""
import argparse
import gzip
import json
import re
import sys
from collections import Counter, OrderedDict

DEVICE_CATS = ("kernel", "gpu_memcpy", "gpu_memset")
LAUNCH_CATS = ("cuda_runtime", "cuda_driver")


def load(path):
    opener = gzip.open if path.endswith(".gz") else open
    with opener(path, "rt") as f:
        return json.load(f)["traceEvents"]


def short_kernel(name):
    """A readable kernel name: the function without namespaces and template arguments."""
    if name.startswith("Memcpy") or name.startswith("Memset"):
        return name.split(" (")[0]
    base = name.replace("(anonymous namespace)::", "").split("(")[0]
    base = re.sub(r"<.*", "", base)  # template arguments
    base = base.replace("void ", "").strip()
    base = base.split("::")[-1]
    if base.startswith("nvjet") or base.startswith("sm90_") or "gemm" in base.lower():
        return "gemm"
    return base


class Launches:
    """Device operations joined to the host launch and to the innermost CPU operator around that launch."""

    def __init__(self, events):
        by_corr = {}
        for e in events:
            if e.get("cat") in LAUNCH_CATS and "correlation" in e.get("args", {}):
                by_corr[e["args"]["correlation"]] = e
        ops_by_tid = {}
        for e in events:
            if e.get("cat") == "cpu_op":
                ops_by_tid.setdefault(e["tid"], []).append(e)
        for ops in ops_by_tid.values():
            ops.sort(key=lambda e: (e["ts"], -e.get("dur", 0)))
        self.annotations = sorted((e for e in events if e.get("cat") == "user_annotation"), key=lambda e: e["ts"])
        self.ops = []
        for e in events:
            if e.get("cat") not in DEVICE_CATS:
                continue
            launch = by_corr.get(e.get("args", {}).get("correlation"))
            if launch is None:
                continue
            self.ops.append({"ts": launch["ts"], "tid": launch["tid"], "gpu_us": e.get("dur", 0.0),
                             "kernel": short_kernel(e["name"]),
                             "op": self._operator(ops_by_tid.get(launch["tid"], []), launch)})
        self.ops.sort(key=lambda o: o["ts"])

    @staticmethod
    def _operator(ops, launch):
        """The autograd function (backward) or the outermost aten operator (forward) around a launch."""
        t = launch["ts"]
        inner = outer = grad = None
        for o in ops:
            if o["ts"] > t:
                break
            if o["ts"] + o.get("dur", 0) >= t:
                if o["name"].startswith("autograd::engine::evaluate_function: "):
                    grad = o["name"].split(": ", 1)[1]
                elif o["name"].startswith("aten::") and outer is None:
                    outer = o["name"][6:]
                if o["name"].startswith("aten::"):
                    inner = o["name"][6:]
        return grad or outer or inner or "-"


SHORT_OPS = {"LinearWithGradAccumulationAndAsyncCommunicationBackward": "LinearBackward",
             "torch::autograd::AccumulateGrad": "AccumulateGrad(main_grad add)"}


def label(o):
    return "%s/%s" % (SHORT_OPS.get(o["op"], o["op"]), o["kernel"])


def split_steps(launches):
    """Steps end where an Optimizer.step annotation ends (the trace has two steps)."""
    ends = [a["ts"] + a.get("dur", 0) for a in launches.annotations if a["name"].startswith("Optimizer.step")]
    ends = sorted(set(round(e, 0) for e in ends))
    steps, start = [], 0
    for end in ends:
        step = [o for o in launches.ops[start:] if o["ts"] <= end]
        if step:
            steps.append(step)
            start += len(step)
    if start < len(launches.ops):
        steps.append(launches.ops[start:])
    return steps


def is_norm(o):
    return "layer_norm_kernel" in o["kernel"] or o["op"] in ("layer_norm", "native_layer_norm")


def is_norm_bwd(o):
    return o["op"] == "NativeLayerNormBackward0"


def phases(step):
    """The step by phase, each a list of operations: forward layers, head, backward layers, tail."""
    main = step[0]["tid"]
    bwd_tid = next((o["tid"] for o in step if o["tid"] != main), None)
    first_bwd = next((i for i, o in enumerate(step) if o["tid"] == bwd_tid), len(step))
    last_bwd = max((i for i, o in enumerate(step) if o["tid"] == bwd_tid), default=len(step) - 1)
    fwd, bwd, after = step[:first_bwd], step[first_bwd:last_bwd + 1], step[last_bwd + 1:]
    out = OrderedDict()
    norms = [i for i, o in enumerate(fwd) if is_norm(o)]
    layers = (len(norms) - 1) // 2
    out["forward_pre"] = fwd[:norms[0]] if norms else fwd
    for layer in range(layers):
        out["forward_layer_%d" % layer] = fwd[norms[2 * layer]:norms[2 * layer + 2]]
    out["forward_head"] = fwd[norms[2 * layers]:] if norms else []
    # Backward: LN backward runs as consecutive kernels of one autograd function; group them.
    groups, i = [], 0
    while i < len(bwd):
        if is_norm_bwd(bwd[i]):
            j = i
            while j + 1 < len(bwd) and is_norm_bwd(bwd[j + 1]):
                j += 1
            groups.append((i, j))
            i = j + 1
        else:
            i += 1
    # groups[0] is the final norm; then per layer (top first) pre-MLP norm and input norm.
    cut = groups[0][1] + 1 if groups else 0
    out["backward_head"] = bwd[:cut]
    bwd_layers = (len(groups) - 1) // 2
    for n in range(bwd_layers):
        end = groups[2 * n + 2][1] + 1
        out["backward_layer_%d" % (layers - 1 - n)] = bwd[cut:end]
        cut = end
    out["backward_tail"] = bwd[cut:]
    out["after_backward"] = after
    return out


def summarize(ops):
    return {"launches": len(ops), "gpu_us": round(sum(o["gpu_us"] for o in ops), 1),
            "by_kernel": dict(Counter(o["kernel"] for o in ops).most_common()),
            "sequence": [label(o) for o in ops]}


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("trace")
    ap.add_argument("--step", type=int, default=1, help="which step (1-based; default 1)")
    ap.add_argument("--layer", type=int, default=0, help="the layer whose sequences are printed (default 0)")
    ap.add_argument("--json", action="store_true", help="everything as one JSON object")
    args = ap.parse_args(argv)
    launches = Launches(load(args.trace))
    steps = split_steps(launches)
    if not 1 <= args.step <= len(steps):
        sys.exit("%s: %d steps, no step %d" % (args.trace, len(steps), args.step))
    step = steps[args.step - 1]
    parts = phases(step)
    if args.json:
        json.dump({"steps": [len(s) for s in steps], "phases": {k: summarize(v) for k, v in parts.items()}},
                  sys.stdout, indent=1)
        print()
        return
    print("%s: %d steps, launches per step %s" % (args.trace, len(steps), [len(s) for s in steps]))
    print("step %d: GPU busy %.2f ms" % (args.step, sum(o["gpu_us"] for o in step) / 1000.0))
    for name, ops in parts.items():
        print("  %-20s %4d launches  %8.1f us GPU" % (name, len(ops), sum(o["gpu_us"] for o in ops)))
    for name in ("forward_layer_%d" % args.layer, "backward_layer_%d" % args.layer, "forward_pre", "forward_head",
                 "backward_head", "backward_tail", "after_backward"):
        ops = parts.get(name, [])
        print("\n%s (%d):" % (name, len(ops)))
        for o in ops:
            print("  %-64s %8.1f us" % (label(o)[:64], o["gpu_us"]))


if __name__ == "__main__":
    main(sys.argv[1:])
