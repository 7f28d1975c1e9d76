#!/usr/bin/env python3
"""Writes the bodies of Bridge recipe functions as the Python recipe files a user would give `cga validate`.

Each file holds the module's megatron imports and one function's body (dedented, without its docstring and
`return cfg`), the way a user copies a recipe into a script. Used to try the Python reader on real recipes (docs/fidelity.md).

Usage: scripts/recipe-bodies.py OUT_DIR [--bridge DIR] [--under perf_recipes] [--graphs-only]
"""

import argparse
import ast
import json
import os
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--bridge", default="/work/shared/upstream/megatron-bridge")
    ap.add_argument("--under", default="perf_recipes")
    ap.add_argument("--graphs-only", action="store_true",
                    help="only the recipes the catalogue says enable CUDA graphs")
    args = ap.parse_args()
    with open(os.path.join(os.path.dirname(HERE), "resources", "recipes", "catalogue.json"), encoding="utf-8") as f:
        doc = json.load(f)
    pools = doc.get("pools", {})
    cat = {r["name"]: {k: pools[k][v] if k in pools and isinstance(v, int) else v for k, v in r.items()}
           for r in doc["recipes"]}
    base = os.path.join(args.bridge, "src", "megatron", "bridge")
    os.makedirs(args.out, exist_ok=True)
    n = 0
    for dirpath, _, files in sorted(os.walk(os.path.join(base, args.under))):
        for fname in sorted(files):
            if not fname.endswith(".py"):
                continue
            path = os.path.join(dirpath, fname)
            with open(path, encoding="utf-8") as f:
                src = f.read()
            lines = src.splitlines()
            for node in ast.parse(src).body:
                if not isinstance(node, ast.FunctionDef) or node.name not in cat:
                    continue
                e = cat[node.name]
                impl = e["values"].get("model.cuda_graph_impl", "none")
                if args.graphs_only and impl in (None, "none"):
                    continue
                body = node.body
                if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                    body = body[1:]
                if body and isinstance(body[-1], ast.Return):
                    body = body[:-1]
                if not body:
                    continue
                text = "\n".join(lines[body[0].lineno - 1: body[-1].end_lineno])
                imports = [ast.get_source_segment(src, n) for n in ast.parse(src).body
                           if isinstance(n, ast.ImportFrom) and n.module and n.module.startswith("megatron.")]
                with open(os.path.join(args.out, node.name + ".py"), "w", encoding="utf-8") as f:
                    f.write("# %s:%d\n" % (os.path.relpath(path, base), node.lineno))
                    f.write("\n".join(imports) + "\n\n")
                    f.write(textwrap.dedent(text) + "\n")
                n += 1
    print("%d recipe bodies -> %s" % (n, args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
