#!/usr/bin/env python3
# Megatron-Core's eager step under the two conditions that differ between the runner's `eager` process and its
# `local:moe_*` processes (which capture no graph with the local spec), switched block by block inside ONE process,
# so that the host's process-to-process variance (docs/benchmarks.md) cancels out:
#   stream: `cuda_graph_impl="local"` makes every CudaGraphManager (the TransformerBlock gets one even when no layer
#           is graphed) move the work off the legacy default stream: torch.cuda.set_stream(torch.cuda.Stream())
#           (megatron/core/transformer/cuda_graphs.py, CudaGraphManager.__init__).
#   dtoh:   with a graph implementation and moe_preprocess among the scopes, the alltoall dispatcher copies its
#           token counts to the host at "before_ep_alltoall" instead of "before_permutation_1"
#           (megatron/core/transformer/moe/token_dispatcher.py, MoEAlltoAllTokenDispatcher.__init__).
#   python3 -u runner/scripts/mcore_eager_ab.py --megatron-path DIR --preset moe-h1024 [--rounds 6] [--trace-dir D]
# Prints one JSON object per block and a summary per variant: wall, host enqueue and the host time spent in the
# dispatcher's copy-and-synchronize calls, ms per step.
import argparse
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "resources", "runners"))

VARIANTS = {  # name: (off the default stream, D2H point)
    "default": (False, "before_permutation_1"),
    "side_stream": (True, "before_permutation_1"),
    "dtoh_late": (False, "before_ep_alltoall"),
    "as_local": (True, "before_ep_alltoall"),
}


def dispatchers(model):
    from megatron.core.transformer.moe.token_dispatcher import MoEAlltoAllTokenDispatcher
    found = (getattr(m, "token_dispatcher", None) for m in model.modules())  # a dispatcher is no nn.Module
    return [d for d in found if isinstance(d, MoEAlltoAllTokenDispatcher)]


def start_siblings(mr, args, w, count):
    """Mode processes as the runner keeps them alive beside the measured one: built, idle, waiting on stdin."""
    children = [mr.Child(f"sibling{i}", {"mode": "eager", "workload": w, "device": 0, "seed": 1234 + i,
                                         "optimizer": "adamw"}, mr.child_environment(args)) for i in range(count)]
    for c in children:
        while True:
            line = c.lines.get(timeout=180)
            if line is None or '"_setup"' in line:
                break
    return children


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--megatron-path", required=True)
    p.add_argument("--preset", default="moe-h1024")
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--steps", type=int, default=4, help="steps per block")
    p.add_argument("--blocks", type=int, default=3, help="blocks per variant and round")
    p.add_argument("--variants", default=",".join(VARIANTS))
    p.add_argument("--siblings", type=int, default=0,
                   help="then alternate phases alone and beside this many idle Megatron processes")
    p.add_argument("--cycles", type=int, default=2, help="phases alone / beside siblings, each")
    p.add_argument("--trace-dir")
    a = p.parse_args()
    sys.path.insert(0, os.path.abspath(a.megatron_path))
    import torch
    import cga_mcore_runner as mr
    args = mr.parse_args(["--preset", a.preset, "--optimizer", "adamw", "--megatron-path", a.megatron_path])
    w = mr.build_workload(args)
    session = mr.MegatronSession({"mode": "eager", "workload": w, "device": 0, "seed": 1234, "optimizer": "adamw"})
    found = dispatchers(session.model)
    variants = [v for v in a.variants.split(",") if v]
    if not found:
        variants = [v for v in variants if VARIANTS[v][1] == "before_permutation_1"]
    spent = [0.0]
    for d in found:  # the host time spent in each copy-and-synchronize call
        original = d._maybe_dtoh_and_synchronize

        def timed(point, tokens=None, _original=original):
            t0 = time.perf_counter()
            try:
                return _original(point, tokens)
            finally:
                spent[0] += time.perf_counter() - t0

        d._maybe_dtoh_and_synchronize = timed
    side = torch.cuda.Stream()

    def use(name):
        off_default, point = VARIANTS[name]
        torch.cuda.synchronize()
        torch.cuda.set_stream(side if off_default else torch.cuda.default_stream())
        for d in found:
            d.cuda_dtoh_point = point

    for name in variants:  # warm every variant (the caching allocator of each stream)
        use(name)
        for _ in range(10):
            session.step()
    def measure(phase, rounds):
        results = {v: {"wall": [], "host": [], "dispatch": []} for v in variants}
        for r in range(rounds):
            order = variants[r % len(variants):] + variants[:r % len(variants)]
            for name in order:
                use(name)
                for _ in range(a.blocks):
                    torch.cuda.synchronize()
                    spent[0] = 0.0
                    t0 = time.perf_counter()
                    for _ in range(a.steps):
                        session.step()
                    t1 = time.perf_counter()
                    torch.cuda.synchronize()
                    t2 = time.perf_counter()
                    row = {"phase": phase, "round": r + 1, "variant": name, "wall_ms": (t2 - t0) * 1e3 / a.steps,
                           "host_ms": (t1 - t0) * 1e3 / a.steps, "dispatch_ms": spent[0] * 1e3 / a.steps}
                    for key in ("wall", "host", "dispatch"):
                        results[name][key].append(row[key + "_ms"])
                    print(json.dumps(row), flush=True)
        base = statistics.median(results[variants[0]]["wall"])
        for name in variants:
            med = {k: statistics.median(v) for k, v in results[name].items()}
            print(json.dumps({"summary": name, "phase": phase, "wall_ms": med["wall"], "host_ms": med["host"],
                              "dispatch_ms": med["dispatch"], "speedup_vs_" + variants[0]: base / med["wall"],
                              "blocks": len(results[name]["wall"]), "dispatchers": len(found)}), flush=True)

    measure("alone", a.rounds)
    for cycle in range(a.cycles if a.siblings else 0):
        children = start_siblings(mr, args, w, a.siblings)
        measure(f"beside_{a.siblings}_idle_{cycle + 1}", a.rounds)
        for c in children:
            c.close()
        measure(f"alone_{cycle + 2}", a.rounds)
    if a.trace_dir:
        os.makedirs(a.trace_dir, exist_ok=True)
        for name in variants:
            use(name)
            path = os.path.join(a.trace_dir, f"{a.preset}-{name}.pt.trace.json.gz")
            mr.write_profiler_trace(session.step, session.sync, path)
            print(json.dumps({"trace": path}), flush=True)


if __name__ == "__main__":
    main()
