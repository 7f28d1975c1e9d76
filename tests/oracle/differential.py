#!/usr/bin/python3
"""Differential test of cga's rules engine against Megatron-Core's own validation (docs/fidelity.md).

usage: differential.py --driver BUILD/tests/oracle/cga_oracle_driver --shared ../shared --work DIR
                       [--differences tests/oracle/differences.json] [--report FILE.md] [--seed N]

1. lists cga's fields (the driver), generates cases (casegen.py: random, boundary, mutations of the presets);
2. runs ../shared/oracle/oracle.py on them: Megatron-Core's TransformerConfig.__post_init__ of the snapshot and, for
   the Bridge lens, Bridge's CUDA-graph checks around finalize();
3. runs the same cases through cga's core API (the driver: one process for all cases);
4. compares the verdicts per lens, clusters every disagreement by Megatron's raise site and cga's rule id, and
   checks each cluster against the reviewed list of differences (justified ones, with the source line that
   justifies them, and known gaps still to fix).

Exit status: 0 when every lens meets its floor and every disagreement is on the list, 1 otherwise, 77 (skip) when
the shared snapshot or Debian's python3-yaml is missing.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

SKIP = 77
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def run(cmd):
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.stderr.write(f"differential: {' '.join(cmd)} failed ({proc.returncode}):\n{proc.stderr[-4000:]}\n")
        sys.exit(1)
    return proc.stdout


def read_jsonl(path):
    with open(path, encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r) + "\n")


def in_lens(rule_id, source, lens):
    """Which of cga's error diagnostics speak for the lens."""
    if rule_id.startswith("MC-") or rule_id.startswith("IMP-"):
        return True
    return lens == "bridge" and "BCG" in (source or "")


def cga_verdict(result, lens):
    if "fatal" in result:
        return False, {"id": "fatal", "upstream": result["fatal"]}
    errors = [e for e in result.get("errors", []) if in_lens(e["id"], e.get("source"), lens)]
    return (not errors), (errors[0] if errors else None)


def normalise(text):
    return re.sub(r"\s+", " ", (text or "").replace("'", '"')).strip().rstrip(".")


def quotes(cga_error, megatron_msg):
    """Does cga's first error quote Megatron's message (verbatim, f-string values aside)?"""
    if not cga_error or not cga_error.get("upstream"):
        return False
    a, b = normalise(cga_error["upstream"]), normalise(megatron_msg)
    return a == b or (len(a) >= 20 and (a in b or b in a))


# Lenses: "mcore" validates each case as the keyword arguments of a TransformerConfig built directly (cga's
# megatron-core front end), which is what the oracle runs; "mcore-bridge" reads the same case as a Bridge YAML
# document, whose finalize() adjusts values first (the justified differences); "bridge" adds Bridge's CUDA-graph
# steps around finalize().
LENSES = (("mcore", "megatron-core"), ("mcore-bridge", "bridge-yaml"), ("bridge", "bridge-yaml"))


def megatron_verdict(oracle_row, lens):
    """(valid, message, site) or None when the verdict is unknown (raised inside a stand-in)."""
    if lens in ("mcore", "mcore-bridge"):
        if oracle_row.get("stub"):
            return None
        return oracle_row["valid"], oracle_row.get("msg", ""), oracle_row.get("site") or ""
    b = oracle_row.get("bridge")
    if b is None or (not b["valid"] and not b.get("site")):
        return None
    return b["valid"], b.get("msg", ""), b.get("site") or ""


def site_key(site):
    """Megatron's raise site without the line number drift of neighbouring asserts: file:line."""
    return site or "?"


def compare(cases, oracle_rows, cga_rows, lens):
    by_id_oracle = {r["id"]: r for r in oracle_rows}
    by_id_cga = {r["id"]: r for r in cga_rows}
    stats = collections.Counter()
    kinds = collections.defaultdict(collections.Counter)
    clusters = collections.defaultdict(list)
    for case in cases:
        m = megatron_verdict(by_id_oracle[case["id"]], lens)
        if m is None:
            stats["unknown"] += 1
            continue
        valid, msg, site = m
        c_valid, c_first = cga_verdict(by_id_cga[case["id"]], lens)
        stats["cases"] += 1
        kinds[case["kind"]]["cases"] += 1
        if valid == c_valid:
            stats["agree"] += 1
            kinds[case["kind"]]["agree"] += 1
            if not valid:
                stats["both_reject"] += 1
                # A bare assert has no message to quote: those cases are left out of the quoted figure.
                if normalise(msg):
                    stats["with_message"] += 1
                    if quotes(c_first, msg):
                        stats["quoted"] += 1
            continue
        if not valid:
            key = ("missed", site_key(site), "")
        else:
            key = ("false", "", c_first["id"])
        clusters[key].append({"id": case["id"], "msg": msg, "cga": c_first})
    return stats, kinds, clusters


def listed(differences, lens, key):
    direction, site, rule = key
    for d in differences:
        if d.get("lens", "mcore") != lens or d["direction"] != direction:
            continue
        if direction == "missed" and d["site"] == site:
            return d
        if direction == "false" and d["rule"] == rule:
            return d
    return None


def report_lines(lens, stats, kinds, clusters, differences):
    lines = []
    n = stats["cases"] or 1
    agree = stats["agree"] / n
    quoted = stats["quoted"] / (stats["with_message"] or 1)
    lines.append(f"### Lens: {lens}")
    lines.append("")
    lines.append(f"- cases with a Megatron verdict: {stats['cases']} (unknown, raised in a stand-in: {stats['unknown']})")
    lines.append(f"- verdict agreement: {stats['agree']} / {stats['cases']} = {100 * agree:.1f} %")
    lines.append(f"- both reject: {stats['both_reject']} ({stats['with_message']} with a message); cga's first error "
                 f"quotes Megatron's message: {stats['quoted']} / {stats['with_message']} = {100 * quoted:.1f} %")
    for kind in sorted(kinds):
        k = kinds[kind]
        lines.append(f"- {kind}: {k['agree']} / {k['cases']} = {100 * k['agree'] / (k['cases'] or 1):.1f} %")
    lines.append("")
    if clusters:
        lines.append("| direction | Megatron raise site | cga rule | cases | listed as | example |")
        lines.append("|---|---|---|---|---|---|")
        for key, items in sorted(clusters.items(), key=lambda kv: -len(kv[1])):
            d = listed(differences, lens, key)
            status = d["status"] if d else "**not listed**"
            example = normalise(items[0]["msg"] if key[0] == "missed" else (items[0]["cga"] or {}).get("upstream", ""))
            lines.append(f"| {key[0]} | {key[1] or '-'} | {key[2] or '-'} | {len(items)} | {status} | "
                         f"{items[0]['id']}: {example[:90].replace('|', '/')} |")
        lines.append("")
    return lines, agree, quoted


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--driver", required=True)
    ap.add_argument("--shared", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--differences", default=os.path.join(HERE, "differences.json"))
    ap.add_argument("--report")
    ap.add_argument("--seed", type=int, default=20261201)
    ap.add_argument("--random", type=int, default=1500)
    args = ap.parse_args()

    mlm = os.path.join(args.shared, "upstream", "megatron-lm")
    bridge = os.path.join(args.shared, "upstream", "megatron-bridge")
    oracle = os.path.join(args.shared, "oracle", "oracle.py")
    if not (os.path.isdir(mlm) and os.path.isfile(oracle)):
        print(f"differential: SKIP: no Megatron snapshot or oracle under {args.shared}")
        return SKIP
    try:
        import yaml  # noqa: F401  (Debian's python3-yaml: the oracle and the preset reader need it)
    except ImportError:
        print("differential: SKIP: python3-yaml is not installed (apt-get install python3-yaml python3-packaging)")
        return SKIP
    import casegen

    os.makedirs(args.work, exist_ok=True)
    fields = casegen.load_fields(run([args.driver, "fields"]).splitlines(), casegen.transformer_config_fields(mlm))
    tc_fields = casegen.transformer_config_fields(mlm)
    presets = os.path.join(HERE, "..", "..", "resources", "presets")
    cases = casegen.generate(fields, tc_fields, presets, seed=args.seed, n_random=args.random)
    cases_path = os.path.join(args.work, "cases.jsonl")
    write_jsonl(cases_path, cases)
    oracle_path = os.path.join(args.work, "oracle.jsonl")
    cmd = [sys.executable, oracle, mlm, cases_path, oracle_path]
    if os.path.isdir(bridge):
        cmd.append(bridge)
    run(cmd)
    cga_paths = {}
    for front_end in sorted({fe for _, fe in LENSES}):
        cga_paths[front_end] = os.path.join(args.work, f"cga-{front_end}.jsonl")
        run([args.driver, "validate", cases_path, cga_paths[front_end], "--profile", "head", "--front-end", front_end])

    with open(args.differences, encoding="utf-8") as fh:
        spec = json.load(fh)
    differences = spec["differences"]
    oracle_rows = read_jsonl(oracle_path)
    out = [f"{len(cases)} cases (seed {args.seed}): "
           + ", ".join(f"{k} {v}" for k, v in sorted(collections.Counter(c['kind'] for c in cases).items())), ""]
    failures = []
    for lens, front_end in LENSES:
        cga_rows = read_jsonl(cga_paths[front_end])
        out.append(f"(cga front end: {front_end})")
        stats, kinds, clusters = compare(cases, oracle_rows, cga_rows, lens)
        lines, agree, quoted = report_lines(lens, stats, kinds, clusters, differences)
        out += lines
        floor = spec["floors"][lens]
        if agree < floor["agreement"]:
            failures.append(f"{lens}: agreement {100 * agree:.1f} % is below the floor {100 * floor['agreement']:.1f} %")
        if quoted < floor.get("quoted", 0):
            failures.append(f"{lens}: quoted {100 * quoted:.1f} % is below the floor {100 * floor['quoted']:.1f} %")
        for key, items in clusters.items():
            if not listed(differences, lens, key):
                failures.append(f"{lens}: {len(items)} disagreement(s) not on the list: {key[0]} "
                                f"site={key[1] or '-'} rule={key[2] or '-'} (e.g. {items[0]['id']})")
        seen = {id(listed(differences, lens, key)) for key in clusters}
        for d in differences:
            if d.get("lens", "mcore") == lens and d["status"] == "gap" and id(d) not in seen:
                failures.append(f"{lens}: the gap {d['direction']} site={d.get('site', '-')} rule={d.get('rule', '-')} "
                                "no longer occurs: remove it from the list and raise the floor")
    text = "\n".join(out) + "\n"
    if args.report:
        with open(args.report, "w", encoding="utf-8") as fh:
            fh.write(text)
    print(text)
    for f in failures:
        print("FAIL:", f)
    print("differential:", "FAILED" if failures else "passed", f"({len(failures)} problem(s))")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
