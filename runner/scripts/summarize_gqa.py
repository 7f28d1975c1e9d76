#!/usr/bin/env python3
"""Table of mcore_gqa.sh's outputs: per query-group count and round, Megatron-Core's eager step and its per-layer
(`local`) and full-iteration speedups beside cga-bench's `megatron-local` prediction (`layer`, `full_iteration`), the
prediction's error, and the medians over rounds; then the launches per layer that trace_kernels.py read."""
import glob
import json
import os
import re
import statistics
import sys


def read(path):
    modes, comps = {}, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if e.get("event") == "summary":
                modes = {m["mode"]: m.get("median_ms") for m in e.get("modes", [])}
                comps = {c["mode"]: c.get("speedup") for c in e.get("comparisons", [])}
    return modes, comps


def main(work):
    rows = {}
    for path in sorted(glob.glob(os.path.join(work, "mcore_g*_r*.jsonl"))):
        g, r = map(int, re.search(r"_g(\d+)_r(\d+)", path).groups())
        m, c = read(path)
        b, bc = read(path.replace("mcore_", "bench_"))
        rows.setdefault(g, []).append((r, m.get("eager"), c.get("local"), c.get("full_iteration"), b.get("eager"),
                                       bc.get("layer"), bc.get("full_iteration")))
    fmt = lambda v, d=2: "-" if v is None else f"{v:.{d}f}"
    err = lambda p, m: None if p is None or not m else 100.0 * (p / m - 1)
    print("groups round | mcore eager ms, local x, full x | cga-bench eager ms, layer x, full x | off: eager, layer, full %")
    for g in sorted(rows):
        cols = list(zip(*rows[g]))
        for r, me, ml, mf, be, bl, bf in sorted(rows[g]):
            print(f"{g:6d} {r:5d} | {fmt(me)} {fmt(ml)} {fmt(mf)} | {fmt(be)} {fmt(bl)} {fmt(bf)} | "
                  f"{fmt(err(be, me), 1)} {fmt(err(bl, ml), 1)} {fmt(err(bf, mf), 1)}")
        med = [statistics.median([v for v in col if v is not None]) if any(v is not None for v in col) else None
               for col in cols[1:]]
        me, ml, mf, be, bl, bf = med
        print(f"{g:6d} median| {fmt(me)} {fmt(ml)} {fmt(mf)} | {fmt(be)} {fmt(bl)} {fmt(bf)} | "
              f"{fmt(err(be, me), 1)} {fmt(err(bl, ml), 1)} {fmt(err(bf, mf), 1)}")
    for path in sorted(glob.glob(os.path.join(work, "kernels_g*.txt"))):
        print("==", os.path.basename(path))
        with open(path, encoding="utf-8") as f:
            print("".join(f.readlines()[:24]))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
