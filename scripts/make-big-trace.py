#!/usr/bin/env python3
"""Writes a large Chrome trace for the reading-speed benchmark of `cga profile` (docs/benchmarks.md): the events of a
real trace repeated with shifted times and ids, so the event mix (cpu ops, launches, kernels, flows) stays real.

Usage: make-big-trace.py SOURCE.pt.trace.json[.gz] OUT.json [--copies N]
"""
import argparse
import gzip
import json


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("source")
    ap.add_argument("out")
    ap.add_argument("--copies", type=int, default=40)
    a = ap.parse_args()
    opener = gzip.open if a.source.endswith(".gz") else open
    with opener(a.source, "rt") as f:
        d = json.load(f)
    events = [e for e in d["traceEvents"] if e.get("ph") != "M"]
    stamps = [e["ts"] for e in events if "ts" in e]
    span = max(stamps) - min(stamps) + 1000
    head = {k: v for k, v in d.items() if k != "traceEvents"}
    with open(a.out, "w") as out:
        out.write(json.dumps(head)[:-1] + ', "traceEvents": [\n')
        first = True
        for r in range(a.copies):
            for e in events:
                e2 = dict(e)
                if "ts" in e2:
                    e2["ts"] = e["ts"] + r * span
                if "correlation" in e2.get("args", {}):
                    e2["args"] = dict(e2["args"], correlation=e2["args"]["correlation"] + r * 1000000)
                if isinstance(e2.get("id"), int):
                    e2["id"] += r * 1000000
                out.write(("" if first else ",\n") + json.dumps(e2))
                first = False
        out.write("\n]}\n")


if __name__ == "__main__":
    main()
