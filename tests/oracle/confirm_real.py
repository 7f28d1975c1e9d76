#!/usr/bin/env python3
"""Confirms the stand-in oracle with a real PyTorch (docs/fidelity.md, "Stand-ins confirmed").

usage: confirm_real.py sample CASES.jsonl SAMPLE.jsonl N TORCH_VERSION
       confirm_real.py compare STUB.jsonl REAL.jsonl

sample: every k-th case (deterministic) up to N, with the torch fact set to the machine's real version, so both
oracles read the same facts. compare: verdict, exception type and raise site of each case side by side; prints the
agreement and every difference, exit 1 on any difference.
"""
import json
import sys


def sample(cases_path, out_path, n, torch_version):
    with open(cases_path) as fh:
        cases = [json.loads(line) for line in fh if line.strip()]
    step = max(1, len(cases) // n)
    picked = cases[::step][:n]
    with open(out_path, "w") as fh:
        for c in picked:
            c["facts"]["torch"] = torch_version
            fh.write(json.dumps(c) + "\n")
    print(f"sample: {len(picked)} of {len(cases)} cases, torch {torch_version}")


def compare(stub_path, real_path):
    def rows(p):
        with open(p) as fh:
            return {r["id"]: r for r in (json.loads(line) for line in fh if line.strip())}

    stub, real = rows(stub_path), rows(real_path)
    same = 0
    diffs = []
    for cid, s in stub.items():
        r = real.get(cid)
        key = lambda x: (x["valid"], x.get("exc"), x.get("site"))  # noqa: E731
        if r is not None and key(s) == key(r):
            same += 1
        else:
            diffs.append((cid, key(s), key(r) if r else None, (r or {}).get("msg", "")[:120]))
    print(f"confirm: {same} / {len(stub)} cases give the same verdict, exception and raise site")
    for d in diffs:
        print("  differs:", d)
    return 1 if diffs else 0


if __name__ == "__main__":
    if sys.argv[1] == "sample":
        sample(sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5])
    else:
        sys.exit(compare(sys.argv[2], sys.argv[3]))
