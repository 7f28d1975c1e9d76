#!/usr/bin/env python3
"""The oracle without stand-ins, for a machine with a real PyTorch (the GPU machine): Megatron-Core imports for real.

usage: real_oracle.py ORACLE_DIR MLM_ROOT CASES.jsonl OUT.jsonl

Runs TransformerConfig(**model) of the snapshot in MLM_ROOT, imported normally with real PyTorch, on every case and
writes the same result lines as ORACLE_DIR/oracle.py (which it reuses for the harness additions and the raise site).
Transformer Engine is not installed there: its version is a fact of the case, given to Megatron's own cache
(megatron.core.utils._te_version) exactly as the stand-in oracle does; no Megatron code is replaced. Cases should
carry the machine's real PyTorch version as their torch fact (compare.py --torch rewrites a sample so).
"""
import json
import os
import sys
import warnings


def main():
    oracle_dir, mlm_root, cases_path, out_path = sys.argv[1:5]
    mlm_root = os.path.abspath(mlm_root)
    sys.path.insert(0, mlm_root)
    sys.path.append(os.path.abspath(oracle_dir))
    import oracle  # the shared oracle's helpers: harness_kwargs, _raise_site, _names (its own import is side-effect free)
    import torch
    from packaging.version import Version as PkgVersion

    import megatron.core.utils as u
    from megatron.core.transformer import transformer_config as tc

    n = 0
    with open(cases_path) as fin, open(out_path, "w") as fout:
        for line in fin:
            case = json.loads(line)
            te = case["facts"]["te"]
            u._te_version = PkgVersion(te + ".0" if te.count(".") == 1 else te)
            res = {"id": case["id"], "torch": torch.__version__}
            with warnings.catch_warnings(record=True):
                warnings.simplefilter("always")
                try:
                    c = tc.TransformerConfig(**oracle.harness_kwargs(case["model"]))
                except Exception as e:  # noqa: BLE001 - any exception is a verdict
                    site, stub = oracle._raise_site(e.__traceback__, mlm_root)
                    res.update(valid=False, exc=type(e).__name__, msg=str(e), site=site, stub=stub)
                else:
                    res.update(valid=True, post={"cuda_graph_impl": c.cuda_graph_impl,
                                                 "cuda_graph_modules": oracle._names(c.cuda_graph_modules)})
            fout.write(json.dumps(res) + "\n")
            n += 1
    print(f"real oracle: {n} cases, torch {torch.__version__}", file=sys.stderr)


if __name__ == "__main__":
    main()
