# cga_runner_common.py: what the Python runners of CUDA Graph Assistant share: the JSON-lines output of
# docs/bench-protocol.md (protocol 1) and the statistics of cga-bench and cga's core (same algorithms, seed and
# generator, so that every runner's speedups and intervals are computed alike). cga writes it next to the runners.
import json
import math
import platform
import sys
import time

T0 = time.monotonic()


def clean(v):
    if isinstance(v, float) and not math.isfinite(v):
        return None
    if isinstance(v, dict):
        return {k: clean(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [clean(x) for x in v]
    return v


def emit(name, **fields):
    event = {"event": name, "t": round(time.monotonic() - T0, 4)}
    event.update(fields)
    sys.stdout.write(json.dumps(clean(event), allow_nan=False, default=str) + "\n")
    sys.stdout.flush()


def finite(v):
    return v if isinstance(v, (int, float)) and math.isfinite(v) else None


# --- statistics: the same algorithms, seed and generator (mt19937_64) as cga-bench and cga's core -------------
class MT19937_64:
    def __init__(self, seed):
        self.mt, self.index = [seed & 0xFFFFFFFFFFFFFFFF] + [0] * 311, 312
        for i in range(1, 312):
            prev = self.mt[i - 1]
            self.mt[i] = (6364136223846793005 * (prev ^ (prev >> 62)) + i) & 0xFFFFFFFFFFFFFFFF

    def __call__(self):
        if self.index >= 312:
            for i in range(312):
                x = (self.mt[i] & 0xFFFFFFFF80000000) | (self.mt[(i + 1) % 312] & 0x7FFFFFFF)
                self.mt[i] = self.mt[(i + 156) % 312] ^ (x >> 1) ^ (0xB5026F5AA96619E9 if x & 1 else 0)
            self.index = 0
        y = self.mt[self.index]
        self.index += 1
        y ^= (y >> 29) & 0x5555555555555555
        y ^= (y << 17) & 0x71D67FFFEDA60000
        y ^= (y << 37) & 0xFFF7EEE000000000
        return (y ^ (y >> 43)) & 0xFFFFFFFFFFFFFFFF


def quantile(values, q):
    v = sorted(values)
    if not v:
        return float("nan")
    pos = q * (len(v) - 1)
    lo = int(math.floor(pos))
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (pos - lo)


def summarize(values):
    n = len(values)
    if n == 0:
        return {"samples": 0}
    mean = sum(values) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in values) / (n - 1)) if n > 1 else 0.0
    q1, q3 = quantile(values, 0.25), quantile(values, 0.75)
    return {"samples": n, "median_ms": quantile(values, 0.5), "q1_ms": q1, "q3_ms": q3, "iqr_ms": q3 - q1,
            "rel_stdev": sd / mean if mean else 0.0}


def compare(base, cand, one_time_ms):
    if len(base) < 2 or len(cand) < 2:
        return {"speedup": finite(quantile(base, .5) / quantile(cand, .5)) if base and cand else None,
                "ci_low": None, "ci_high": None, "verdict": "insufficient_data", "break_even_iterations": None}
    mb, mc = quantile(base, 0.5), quantile(cand, 0.5)
    rng = MT19937_64(0x5eed2026)
    ratios, meds_b, meds_c = [], [], []
    for _ in range(2000):
        b = quantile([base[rng() % len(base)] for _ in range(len(base))], 0.5)
        c = quantile([cand[rng() % len(cand)] for _ in range(len(cand))], 0.5)
        meds_b.append(b)
        meds_c.append(c)
        ratios.append(b / c)
    lo, hi = quantile(ratios, 0.025), quantile(ratios, 0.975)
    overlap = quantile(meds_b, .025) <= quantile(meds_c, .975) and quantile(meds_c, .025) <= quantile(meds_b, .975)
    verdict = "no_significant_difference" if overlap or lo <= 1.0 <= hi else ("faster" if mb > mc else "slower")
    be = one_time_ms / (mb - mc) if one_time_ms is not None and mb > mc else None
    return {"speedup": mb / mc, "ci_low": lo, "ci_high": hi, "verdict": verdict, "break_even_iterations": be}


def as_same_step(c):
    """A comparison of two arms that ran the same step (a mode in which Megatron made no graph): whatever the noise
    between them says, the verdict is no_significant_difference (unless too few samples), and nothing pays off."""
    c = dict(c, break_even_iterations=None)
    if c["verdict"] != "insufficient_data":
        c["verdict"] = "no_significant_difference"
    return c


def load_workload(args, workload, presets):
    """`workload` (the runner's defaults) with a --workload JSON file (a workload object, or an event holding one)
    laid over it, then the --preset; the runner's flags come after."""
    if args.workload:
        with open(args.workload, encoding="utf-8") as f:
            data = json.load(f)
        data = data.get("workload", data) if isinstance(data, dict) else None
        if not isinstance(data, dict):
            raise ValueError("a workload must be a JSON object")
        workload.update({k: v for k, v in data.items() if v is not None})
    if args.preset:
        if args.preset not in presets:
            raise ValueError(f"unknown preset {args.preset!r} ({', '.join(presets)})")
        workload.update(presets[args.preset])
        workload["name"] = args.preset
    return workload


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


# --- profiler traces (cga profile reads them) -------------------------------------------------------------------
def write_profiler_trace(step, sync, path, steps=2):
    """A PyTorch profiler trace (Chrome trace JSON, gzipped when `path` ends in .gz) of `steps` steps, recorded as
    Megatron's --use-pytorch-profiler records them: a schedule with one warmup step and prof.step() after each
    step, so the profiler itself names each active step ProfilerStep#N."""
    import gzip
    import os
    import shutil
    from torch.profiler import ProfilerActivity, profile, schedule
    raw = path[:-3] if path.endswith(".gz") else path
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                 schedule=schedule(wait=0, warmup=1, active=steps, repeat=1),
                 on_trace_ready=lambda p: p.export_chrome_trace(raw)) as prof:
        for _ in range(steps + 1):
            step()
            sync()
            prof.step()
    if raw != path:
        with open(raw, "rb") as src, gzip.open(path, "wb") as dst:
            shutil.copyfileobj(src, dst)
        os.remove(raw)
    return path
