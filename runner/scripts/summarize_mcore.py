#!/usr/bin/env python3
"""Tables of mcore_compare.sh's outputs: per round and as medians over rounds, the Megatron-Core runner's steady
step (median of its blocks) and speedup against mcore_graph_bench.py's (median of synchronized steps, and of its
10-step blocks)."""
import glob
import json
import os
import statistics
import sys


def runner(path):
    summary = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                e = json.loads(line)
            except ValueError:
                continue
            if e.get("event") == "summary":
                summary = e
    if not summary:
        return {}
    out = {m["mode"]: {"ms": m.get("median_ms"), "capturable": m.get("capturable")} for m in summary["modes"]}
    for c in summary.get("comparisons", []):
        out[c["mode"]]["speedup"] = c["speedup"]
    return out


def anchor(path):
    rows = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            rows[r["mode"]] = {"ms": r.get("median_wall_ms"), "block": r.get("median_block_ms"),
                               "failed": bool(r.get("error"))}
    base = rows.get("eager", {})
    for r in rows.values():
        if r["ms"] and base.get("ms"):
            r["speedup"], r["block_speedup"] = base["ms"] / r["ms"], base["block"] / r["block"]
    return rows


def median(values):
    values = [v for v in values if v]
    return statistics.median(values) if values else None


def fmt(v, spec):
    return format(v, spec) if v else "-"


def main(folder):
    for group in ("dense", "moe", "h2048", "h4096", "h4096l3"):
        paths = sorted(glob.glob(os.path.join(folder, f"mine_{group}_r*.jsonl")))
        if not paths:
            continue
        print(f"== {group}")
        table = {}
        for path in paths:
            r = path.rsplit("_r", 1)[1].split(".")[0]
            mine = runner(path)
            a_path = os.path.join(folder, f"anchor_{group}_r{r}.jsonl")
            theirs = anchor(a_path) if os.path.exists(a_path) else {}
            for mode in sorted(set(mine) | set(theirs), key=lambda m: (m != "eager", m)):
                m, a = mine.get(mode, {}), theirs.get(mode, {})
                table.setdefault(mode, []).append((m.get("ms"), m.get("speedup"), a.get("ms"), a.get("speedup"),
                                                   a.get("block"), a.get("block_speedup")))
                print(f"r{r} {mode:34} runner {fmt(m.get('ms'), '8.3f')} x{fmt(m.get('speedup'), '.3f')}"
                      f"{'' if m.get('capturable', True) else ' not capturable'} | anchor {fmt(a.get('ms'), '8.3f')} "
                      f"x{fmt(a.get('speedup'), '.3f')} block {fmt(a.get('block'), '8.3f')} "
                      f"x{fmt(a.get('block_speedup'), '.3f')}{' failed' if a.get('failed') else ''}")
        print("median over rounds")
        for mode, rows in table.items():
            ms, sp, ams, asp, ab, absp = (median([row[i] for row in rows]) for i in range(6))
            d_ms = f"{ms / ams - 1:+.1%}" if ms and ams else "-"
            d_sp = f"{sp / asp - 1:+.1%} / {sp / absp - 1:+.1%}" if sp and asp and absp else "-"
            print(f"  {mode:34} runner {fmt(ms, '8.3f')} x{fmt(sp, '.3f')} | anchor {fmt(ams, '8.3f')} "
                  f"x{fmt(asp, '.3f')} (block {fmt(ab, '8.3f')} x{fmt(absp, '.3f')}) | step {d_ms}, "
                  f"speedup {d_sp} (against steps / blocks)")


if __name__ == "__main__":
    main(sys.argv[1])
