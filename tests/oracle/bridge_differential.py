#!/usr/bin/python3
"""The Bridge lens of the differential test (docs/fidelity.md, "Bridge ConfigContainer lens").

usage: bridge_differential.py --driver BUILD/tests/oracle/cga_oracle_driver --shared ../shared --work DIR
                              [--differences tests/oracle/bridge_differences.json] [--report FILE.md] [--seed N]

1. lists cga's fields (the driver) and the keywords Bridge's section classes accept (bridge_oracle.py fields);
2. generates Bridge YAML documents (bridge_casegen.py: the presets and their one-field mutations, boundary templates
   for the MB- rules, random changes of several fields);
3. runs bridge_oracle.py on them: Bridge's runtime_config_update (mixed precision, comm overlap, validate() with
   model.finalize()) and GPTModelProvider.provide()'s checks, verbatim from the snapshots;
4. runs the same documents through cga's core API (the driver, one process) under the Bridge-YAML front end;
5. compares the verdicts: cga rejects when it reports an error of the phases these steps cover (rco, provide) or
   the import fails; clusters every disagreement by Bridge's raise site (missed) or cga's rule id (false), and checks
   each cluster against the reviewed list bridge_differences.json.

Statuses on the list: "justified" (a reviewed difference, with the source that justifies it), "gap" (a Bridge check
cga does not model yet: the test fails when it no longer occurs, so that the entry is removed and the floor raised),
"mcore-lens" (a Megatron-Core __post_init__ check reached through model.finalize(); the Megatron-Core lens,
differential.py and differences.json, tracks it, so its disappearance here is not a failure).

Exit status: 0 when agreement meets the floor and every disagreement is listed, 1 otherwise (also for a listed gap
that no longer occurs), 77 (skip) when the shared snapshots or Debian's python3-yaml are missing.
"""

import argparse
import collections
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from differential import SKIP, listed, normalise, quotes, read_jsonl, run, write_jsonl  # noqa: E402

LENS = "bridge-container"
PHASES = ("rco", "provide")


def cga_verdict(result):
    if "fatal" in result:
        return False, {"id": "fatal", "upstream": result["fatal"]}
    errors = [e for e in result.get("errors", []) if e.get("phase", "rco") in PHASES]
    return (not errors), (errors[0] if errors else None)


def compare(cases, oracle_rows, cga_rows):
    oracle = {r["id"]: r for r in oracle_rows}
    cga = {r["id"]: r for r in cga_rows}
    stats = collections.Counter()
    kinds = collections.defaultdict(collections.Counter)
    clusters = collections.defaultdict(list)
    for case in cases:
        o = oracle[case["id"]]
        if o.get("stub"):
            stats["unknown"] += 1
            continue
        c_valid, c_first = cga_verdict(cga[case["id"]])
        stats["cases"] += 1
        kinds[case["kind"]]["cases"] += 1
        if o["valid"] == c_valid:
            stats["agree"] += 1
            kinds[case["kind"]]["agree"] += 1
            if not c_valid:
                stats["both_reject"] += 1
                stats["quoted"] += quotes(c_first, o.get("msg"))
            continue
        key = ("missed", o.get("site") or "?", "") if not o["valid"] else ("false", "", c_first["id"])
        clusters[key].append({"id": case["id"], "msg": o.get("msg", ""), "cga": c_first})
    return stats, kinds, clusters


def report(stats, kinds, clusters, differences, n_cases, seed):
    n = stats["cases"] or 1
    agree = stats["agree"] / n
    lines = [f"### Lens: Bridge ConfigContainer ({n_cases} documents, seed {seed})", "",
             f"- documents with a Bridge verdict: {stats['cases']} (unknown, raised in a stand-in: {stats['unknown']})",
             f"- verdict agreement: {stats['agree']} / {stats['cases']} = {100 * agree:.1f} %",
             f"- both reject: {stats['both_reject']}; cga's first error quotes Bridge's message: {stats['quoted']}"]
    for kind in sorted(kinds):
        k = kinds[kind]
        lines.append(f"- {kind}: {k['agree']} / {k['cases']} = {100 * k['agree'] / (k['cases'] or 1):.1f} %")
    mcore = sum(len(v) for key, v in clusters.items() if (listed(differences, LENS, key) or {}).get("status")
                == "mcore-lens")
    rest = stats["cases"] - mcore
    lines.append(f"- without the {mcore} documents whose disagreement is a Megatron-Core post-init check (the "
                 f"Megatron-Core lens's gaps): {stats['agree']} / {rest} = {100 * stats['agree'] / (rest or 1):.1f} %")
    lines.append("")
    if clusters:
        lines += ["| direction | Bridge raise site | cga rule | cases | listed as | example |", "|---|---|---|---|---|---|"]
        for key, items in sorted(clusters.items(), key=lambda kv: (-len(kv[1]), kv[0])):
            d = listed(differences, LENS, key)
            example = normalise(items[0]["msg"] if key[0] == "missed" else (items[0]["cga"] or {}).get("upstream", ""))
            lines.append(f"| {key[0]} | {key[1] or '-'} | {key[2] or '-'} | {len(items)} | "
                         f"{d['status'] if d else '**not listed**'} | {items[0]['id']}: "
                         f"{example[:90].replace('|', '/')} |")
        lines.append("")
    return lines, agree


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--driver", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--differences", default=os.path.join(HERE, "bridge_differences.json"))
    ap.add_argument("--report")
    ap.add_argument("--seed", type=int, default=20261201)
    args = ap.parse_args()

    mlm = os.path.join(args.shared, "upstream", "megatron-lm")
    bridge = os.path.join(args.shared, "upstream", "megatron-bridge")
    shared_oracle = os.path.join(args.shared, "oracle")
    if not (os.path.isdir(mlm) and os.path.isdir(bridge) and os.path.isfile(os.path.join(shared_oracle, "mcore_env.py"))):
        print(f"bridge_differential: SKIP: no Megatron-LM / Megatron Bridge snapshot or oracle under {args.shared}")
        return SKIP
    try:
        import yaml  # noqa: F401
    except ImportError:
        print("bridge_differential: SKIP: python3-yaml is not installed (apt-get install python3-yaml python3-packaging)")
        return SKIP
    import bridge_casegen

    os.makedirs(args.work, exist_ok=True)
    oracle = os.path.join(HERE, "bridge_oracle.py")
    cga_fields = {json.loads(line)["path"]: json.loads(line) for line in run([args.driver, "fields"]).splitlines()}
    section_fields = json.loads(run([sys.executable, oracle, "fields", shared_oracle, mlm, bridge]))
    presets = os.path.join(HERE, "..", "..", "resources", "presets")
    cases = bridge_casegen.generate(cga_fields, section_fields, presets, seed=args.seed)
    cases_path = os.path.join(args.work, "bridge_cases.jsonl")
    write_jsonl(cases_path, cases)
    oracle_path = os.path.join(args.work, "bridge_oracle.jsonl")
    cga_path = os.path.join(args.work, "bridge_cga.jsonl")
    run([sys.executable, oracle, shared_oracle, mlm, bridge, cases_path, oracle_path])
    run([args.driver, "validate", cases_path, cga_path, "--profile", "head", "--front-end", "bridge-yaml"])

    with open(args.differences, encoding="utf-8") as fh:
        spec = json.load(fh)
    differences = spec["differences"]
    stats, kinds, clusters = compare(cases, read_jsonl(oracle_path), read_jsonl(cga_path))
    lines, agree = report(stats, kinds, clusters, differences, len(cases), args.seed)
    failures = []
    floor = spec["floors"][LENS]["agreement"]
    if agree < floor:
        failures.append(f"agreement {100 * agree:.1f} % is below the floor {100 * floor:.1f} %")
    for key, items in clusters.items():
        if not listed(differences, LENS, key):
            failures.append(f"{len(items)} disagreement(s) not on the list: {key[0]} site={key[1] or '-'} "
                            f"rule={key[2] or '-'} (e.g. {items[0]['id']})")
    seen = {id(listed(differences, LENS, key)) for key in clusters}
    for d in differences:
        if d.get("lens") == LENS and d["status"] == "gap" and id(d) not in seen:
            failures.append(f"the gap {d['direction']} site={d.get('site', '-')} rule={d.get('rule', '-')} no longer "
                            "occurs: remove it from the list and raise the floor")
    text = "\n".join(lines) + "\n"
    if args.report:
        with open(args.report, "w", encoding="utf-8") as fh:
            fh.write(text)
    print(text)
    for f in failures:
        print("FAIL:", f)
    print("bridge_differential:", "FAILED" if failures else "passed", f"({len(failures)} problem(s))")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
