#!/usr/bin/env python3
"""Tables of mcore_local_moe.sh's outputs: per round and as medians over rounds, each mode's steady step (median of
its blocks), GPU time and host enqueue time per step, graphs per step, speedup and verdict, for the Megatron-Core
runner (mcore_*.jsonl) and cga-bench (bench_*.jsonl) side by side, with the warnings each program gave."""
import glob
import json
import os
import re
import statistics
import sys

# cga-bench's mode name for each of the runner's
SAME = {"eager": "eager", "local": "layer", "local:moe_router": "moe_router",
        "local:moe_router+moe_preprocess": "moe_router+moe_preprocess", "local:attn+moe_router": "attn+moe_router",
        "local:attn": "attn"}


def read(path):
    summary, warnings, graphs = None, {}, {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if e.get("event") == "summary":
                summary = e
            elif e.get("event") == "warning" and e.get("mode"):
                warnings.setdefault(e["mode"], []).append(e.get("code"))
            elif e.get("event") == "phase" and e.get("phase") == "capture":
                graphs[e.get("mode")] = e.get("graphs")
    out = {}
    if not summary:
        return out
    for m in summary.get("modes", []):
        out[m["mode"]] = {"ms": m.get("median_ms"), "gpu": m.get("median_gpu_ms"), "host": m.get("median_host_ms"),
                          "capturable": m.get("capturable"), "graphs": graphs.get(m["mode"], m.get("graphs_per_step")),
                          "warnings": warnings.get(m["mode"], [])}
    for c in summary.get("comparisons", []):
        out[c["mode"]].update(speedup=c.get("speedup"), verdict=c.get("verdict"))
    return out


def read_if(path):
    return read(path) if os.path.exists(path) else {}


def median(values):
    values = [v for v in values if isinstance(v, (int, float))]
    return statistics.median(values) if values else None


def fmt(v, spec=".2f"):
    return format(v, spec) if isinstance(v, (int, float)) else "-"


def row(who, mode, r):
    state = "" if r.get("capturable", True) else "not capturable"
    return (f"  {who:6} {mode:34} {fmt(r.get('ms')):>8} {fmt(r.get('gpu')):>8} {fmt(r.get('host')):>8} "
            f"{fmt(r.get('graphs'), 'd') if isinstance(r.get('graphs'), int) else '-':>6} "
            f"{fmt(r.get('speedup'), '.3f'):>7} {r.get('verdict') or state or '-':26} {','.join(r.get('warnings', []))}")


def main(folder):
    head = f"  {'':6} {'mode':34} {'step ms':>8} {'gpu ms':>8} {'host ms':>8} {'graphs':>6} {'speedup':>7} verdict"
    for group in ("moe", "dense"):
        tags = sorted({re.sub(r"^(mcore|bench)_", "", os.path.basename(p))[:-6]
                       for p in glob.glob(os.path.join(folder, f"*_{group}_r*.jsonl"))})
        if not tags:
            continue
        rounds = {t: (read_if(os.path.join(folder, f"mcore_{t}.jsonl")), read_if(os.path.join(folder, f"bench_{t}.jsonl")))
                  for t in tags}
        for t, (mc, bc) in rounds.items():
            print(f"== {t}\n{head}")
            for mode in mc:
                print(row("mcore", mode, mc[mode]))
                if SAME.get(mode) in bc:
                    print(row("bench", SAME[mode], bc[SAME[mode]]))
            for mode in bc:
                if mode not in SAME.values() or not any(SAME.get(m) == mode for m in mc):
                    print(row("bench", mode, bc[mode]))
        print(f"== {group}: medians over {len(rounds)} rounds\n{head}")
        for who, index in (("mcore", 0), ("bench", 1)):
            modes = []
            for mc_bc in rounds.values():
                modes += [m for m in mc_bc[index] if m not in modes]
            for mode in modes:
                rs = [rr[index][mode] for rr in rounds.values() if mode in rr[index]]
                verdicts = sorted({r.get("verdict") for r in rs if r.get("verdict")})
                med = {k: median([r.get(k) for r in rs]) for k in ("ms", "gpu", "host", "speedup")}
                med.update(graphs=rs[0].get("graphs"), capturable=all(r.get("capturable", True) for r in rs),
                           verdict="/".join(verdicts), warnings=sorted({w for r in rs for w in r.get("warnings", [])}))
                print(row(who, mode, med))
        for mode in ("eager",):
            m = median([rr[0].get(mode, {}).get("ms") for rr in rounds.values()])
            b = median([rr[1].get(mode, {}).get("ms") for rr in rounds.values()])
            if m and b:
                print(f"  eager step: cga-bench {b:.2f} ms against Megatron {m:.2f} ms ({100 * (b / m - 1):+.1f} %)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
