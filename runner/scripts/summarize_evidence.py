#!/usr/bin/env python3
"""Reads the logs of device_evidence.sh and prints the tables of docs/benchmarks.md.

summarize_evidence.py LOGDIR                  the comparison tables
summarize_evidence.py --calibration FILE      eager_ms=..,replay_ms=.. of torch_anchor.py's first shape
summarize_evidence.py --launch LOGDIR         the launch cases over alternating rounds (device_evidence.sh launch)
"""
import glob
import json
import os
import re
import statistics
import sys

SHAPES = {"gpt-h1024": (1024, 8, 1, 512), "gpt-h2048": (2048, 8, 1, 2048), "gpt-h4096": (4096, 4, 1, 4096),
          "gpt-h4096-long": (4096, 4, 2, 8192)}
# launch_anchor.cu's layer step and cga-bench's layer-stream preset issue the same 104 launches (8 layers x (8
# elementwise + 5 GEMMs)); cuBLAS adds a kernel to one GEMM per layer, so 112 kernels run. Both sides are divided
# by the same count, so the differences do not depend on it.
LAYER_KERNELS = 112
TORCH_MODES = {"attn": "scoped_attn", "attn+mlp": "scoped_attn_mlp", "full_iteration": "full_iteration"}


def torch_anchor(path):
    rows = {}
    if not os.path.exists(path):
        return rows
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"GPT H=(\d+) L=(\d+) B=(\d+) T=(\d+) (.*)", line)
        if not m:
            continue
        key = tuple(int(x) for x in m.groups()[:4])
        rows[key] = {k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)ms", m.group(5))}
    return rows


def launch_anchor(path):
    empty, layer = {}, {}
    if not os.path.exists(path):
        return empty, layer
    for line in open(path, encoding="utf-8", errors="replace"):
        m = re.match(r"EMPTY N=\s*(\d+) (.*)", line)
        if m:
            empty[int(m.group(1))] = {k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)", m.group(2))}
        m = re.match(r"LAYER H=\s*(\d+) T=\s*(\d+) (.*)", line)
        if m:
            layer[(int(m.group(1)), int(m.group(2)))] = {k: float(v) for k, v in re.findall(r"(\w+)=([\d.]+)", m.group(3))}
    return empty, layer


def read_jsonl(path):
    events = []
    if not os.path.exists(path):
        return events
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.strip()
        if line.startswith("{"):
            try:
                events.append(json.loads(line))
            except json.JSONDecodeError:
                pass
    return events


def summary_of(path):
    ev = read_jsonl(path)
    s = next((e for e in ev if e.get("event") == "summary"), None)
    return s, ev


def mode(s, name):
    return next((m for m in (s or {}).get("modes", []) if m.get("mode") == name), {})


def comp(s, name):
    return next((c for c in (s or {}).get("comparisons", []) if c.get("mode") == name), {})


def pct(ours, ref):
    return f"{(ours / ref - 1) * 100:+.1f}%" if ours and ref else "n/a"


def method(logs):
    empty, layer = launch_anchor(os.path.join(logs, "launch_anchor.txt"))
    print("(a) per-kernel GPU time, cga-bench measured three ways vs launch_anchor.cu (same call)")
    print(f"{'case':24} {'variant':9} {'anchor eager':>12} {'ours eager':>11} {'diff':>8} {'anchor graph':>12} "
          f"{'ours graph':>11} {'diff':>8}")
    n = LAYER_KERNELS
    cases = [("empty x1000", "bench_empty", empty.get(1000, {}), 1000, "eager_us_per_kernel", "graph_us_per_kernel", 1),
             ("layer H=1024 T=256", "bench_layer_h1024_t256", layer.get((1024, 256), {}), n, "eager_us", "graph_us", n),
             ("layer H=4096 T=2048", "bench_layer_h4096_t2048", layer.get((4096, 2048), {}), n, "eager_us", "graph_us",
              n)]
    for title, prefix, a, kernels, ek, gk, div in cases:
        ae, ag = a.get(ek, 0) / div, a.get(gk, 0) / div
        for variant in ("blocks", "single", "constant"):
            s, _ = summary_of(os.path.join(logs, f"{prefix}_{variant}.jsonl"))
            oe = (mode(s, "eager").get("median_gpu_ms") or 0) * 1000 / kernels
            og = (mode(s, "full_iteration").get("median_gpu_ms") or 0) * 1000 / kernels
            print(f"{title:24} {variant:9} {ae:12.3f} {oe:11.3f} {pct(oe, ae):>8} {ag:12.3f} {og:11.3f} "
                  f"{pct(og, ag):>8}")
    for f in ("torch_runner_h1024.jsonl", "torch_runner_tiny.jsonl", "torch_runner_cancelled.jsonl"):
        s, ev = summary_of(os.path.join(logs, f))
        warnings = [e.get("message") for e in ev if e.get("event") in ("warning", "error")]
        print(f"{f}: exit {s.get('exit_code') if s else 'no summary'}, stop {s.get('stop_reason') if s else ''}, "
              f"{len(ev)} events, warnings/errors: {warnings}")
        for m in (s or {}).get("modes", []):
            print(f"    {m['mode']:15} median {m.get('median_ms') or 0:.3f} ms, n={m.get('samples')}")
        for c in (s or {}).get("comparisons", []):
            print(f"    {c['mode']:15} speedup {c.get('speedup') or 0:.2f} [{c.get('ci_low') or 0:.2f}, "
                  f"{c.get('ci_high') or 0:.2f}] {c.get('verdict')}")
        if s and "launches_per_step" in s:
            print(f"    launches per eager step: {s['launches_per_step']}")


def launch_rounds(logs):
    """Per-kernel GPU time of the launch cases, one value per round and process, and the medians over the rounds."""
    cols = {"empty eager": ([], []), "empty replay": ([], []), "layer eager": ([], []), "layer replay": ([], [])}
    rounds = sorted(int(m.group(1)) for m in (re.search(r"round(\d+)_anchor", f)
                                               for f in glob.glob(os.path.join(logs, "round*_anchor.txt"))) if m)
    print("round  " + "  ".join(f"{k + ' anchor/ours':>26}" for k in cols))
    for r in rounds:
        empty, layer = launch_anchor(os.path.join(logs, f"round{r}_anchor.txt"))
        se, _ = summary_of(os.path.join(logs, f"round{r}_empty.jsonl"))
        sl, _ = summary_of(os.path.join(logs, f"round{r}_layer.jsonl"))
        a, la = empty.get(1000, {}), layer.get((1024, 256), {})

        def ours(s, name, kernels):
            return (mode(s, name).get("median_gpu_ms") or 0) * 1000 / kernels

        values = {"empty eager": (a.get("eager_us_per_kernel", 0), ours(se, "eager", 1000)),
                  "empty replay": (a.get("graph_us_per_kernel", 0), ours(se, "full_iteration", 1000)),
                  "layer eager": (la.get("eager_us", 0) / LAYER_KERNELS, ours(sl, "eager", LAYER_KERNELS)),
                  "layer replay": (la.get("graph_us", 0) / LAYER_KERNELS, ours(sl, "full_iteration", LAYER_KERNELS))}
        for k, (x, y) in values.items():
            if x and y:
                cols[k][0].append(x)
                cols[k][1].append(y)
        print(f"{r:5}  " + "  ".join(f"{x:12.3f} {y:12.3f} " for x, y in values.values()))
    print()
    print(f"{'case (us per kernel)':22} {'rounds':>6} {'anchor median':>13} {'ours median':>11} {'diff':>8}  "
          f"{'anchor range':>15} {'ours range':>15}")
    for k, (xs, ys) in cols.items():
        if not xs:
            print(f"{k:22} no data")
            continue
        mx, my = statistics.median(xs), statistics.median(ys)
        print(f"{k:22} {len(xs):6} {mx:13.3f} {my:11.3f} {pct(my, mx):>8}  {min(xs):7.3f}-{max(xs):<7.3f} "
              f"{min(ys):7.3f}-{max(ys):<7.3f}")


def main():
    if sys.argv[1] == "--launch":
        launch_rounds(sys.argv[2])
        return
    if sys.argv[1] == "--method":
        method(sys.argv[2])
        return
    if sys.argv[1] == "--calibration":
        rows = torch_anchor(sys.argv[2])
        r = rows.get(SHAPES["gpt-h1024"])
        if r and "eager" in r and "full_iteration" in r:
            print(f"eager_ms={r['eager']},replay_ms={r['full_iteration']}")
        return
    logs = sys.argv[1]
    empty, layer = launch_anchor(os.path.join(logs, "launch_anchor.txt"))
    print("(a) launch cases: per-kernel GPU time, cga-bench vs launch_anchor.cu (same call)")
    print(f"{'case':32} {'anchor eager':>12} {'ours eager':>11} {'diff':>8} {'anchor graph':>12} {'ours graph':>11} {'diff':>8}")
    s, _ = summary_of(os.path.join(logs, "bench_empty.jsonl"))
    a = empty.get(1000, {})
    oe = (mode(s, "eager").get("median_gpu_ms") or 0) * 1000 / 1000
    og = (mode(s, "full_iteration").get("median_gpu_ms") or 0) * 1000 / 1000
    print(f"{'empty kernel x1000 (us/kernel)':32} {a.get('eager_us_per_kernel', 0):12.3f} {oe:11.3f} "
          f"{pct(oe, a.get('eager_us_per_kernel')):>8} {a.get('graph_us_per_kernel', 0):12.3f} {og:11.3f} "
          f"{pct(og, a.get('graph_us_per_kernel')):>8}")
    for (h, t), f in ((1024, 256), "bench_layer_h1024_t256.jsonl"), ((4096, 2048), "bench_layer_h4096_t2048.jsonl"):
        s, _ = summary_of(os.path.join(logs, f))
        a = layer.get((h, t), {})
        n = LAYER_KERNELS
        ae, ag = a.get("eager_us", 0) / n, a.get("graph_us", 0) / n
        oe = (mode(s, "eager").get("median_gpu_ms") or 0) * 1000 / n
        og = (mode(s, "full_iteration").get("median_gpu_ms") or 0) * 1000 / n
        print(f"{f'{n}-kernel layer H={h} T={t} (us/k)':32} {ae:12.3f} {oe:11.3f} {pct(oe, ae):>8} {ag:12.3f} "
              f"{og:11.3f} {pct(og, ag):>8}")
    print()
    rows = torch_anchor(os.path.join(logs, "torch_anchor.txt"))
    print("(b) GPT shapes: speedup over eager, PyTorch (torch_anchor.py) vs cga-bench predictions (same call)")
    print(f"{'shape':24} {'mode':15} {'torch':>7} {'calibr.':>8} {'diff':>8} {'preset':>8} {'diff':>8} "
          f"{'torch eager ms':>14} {'ours eager ms':>13}")
    for name, key in SHAPES.items():
        r = rows.get(key, {})
        sc, _ = summary_of(os.path.join(logs, f"bench_{name}_calibrated.jsonl"))
        sp, _ = summary_of(os.path.join(logs, f"bench_{name}_preset.jsonl"))
        for ours, theirs in TORCH_MODES.items():
            te, tm = r.get("eager"), r.get(theirs)
            ts = te / tm if te and tm else None
            cs = comp(sc, ours).get("speedup")
            ps = comp(sp, ours).get("speedup")
            print(f"{name:24} {ours:15} {ts or 0:7.2f} {cs or 0:8.2f} {pct(cs, ts):>8} {ps or 0:8.2f} "
                  f"{pct(ps, ts):>8} {te or 0:14.2f} {mode(sc, 'eager').get('median_ms') or 0:13.2f}")
    print()
    print("cga-bench runs (calibrated): mode, median ms, gpu ms, host ms, capture+instantiate ms, graph memory MiB")
    for name in SHAPES:
        sc, ev = summary_of(os.path.join(logs, f"bench_{name}_calibrated.jsonl"))
        if not sc:
            print(f"  {name}: no summary")
            continue
        oh = sc.get("overhead", {})
        print(f"  {name}: busy {oh.get('us_per_op', 0):.2f} us/op (raw launch {oh.get('raw_host_us_per_op') or 0:.2f} us), "
              f"stop {sc.get('stop_reason')}")
        for m in sc.get("modes", []):
            cap = (m.get("capture_ms") or 0) + (m.get("instantiate_ms") or 0)
            print(f"    {m['mode']:15} {m.get('median_ms') or 0:9.3f} {m.get('median_gpu_ms') or 0:9.3f} "
                  f"{m.get('median_host_ms') or 0:9.3f} {cap:9.1f} {(m.get('graph_memory_bytes') or 0) / 2**20:8.1f} "
                  f"kernels {m.get('kernels_per_step')} graphs {m.get('graphs_per_step')} n={m.get('samples')}")
    print()
    for f in ("torch_runner_h1024.jsonl", "torch_runner_tiny.jsonl", "bench_tiny.jsonl"):
        s, ev = summary_of(os.path.join(logs, f))
        warnings = [e.get("message") for e in ev if e.get("event") in ("warning", "error")]
        print(f"{f}: exit {s.get('exit_code') if s else 'no summary'}, {len(ev)} events, warnings/errors: {warnings}")
        for c in (s or {}).get("comparisons", []):
            print(f"    {c['mode']:15} speedup {c.get('speedup') or 0:.2f} [{c.get('ci_low') or 0:.2f}, "
                  f"{c.get('ci_high') or 0:.2f}] {c.get('verdict')}")
        if s and "launches_per_step" in s:
            print(f"    launches per eager step: {s['launches_per_step']}")


if __name__ == "__main__":
    main()
