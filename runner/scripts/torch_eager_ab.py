#!/usr/bin/env python3
# The PyTorch runner's eager step beside a reference program's, in one process and alternating, so that the host's
# process-to-process variance (docs/benchmarks.md: eager steps move 20-40 % between processes) cancels out.
#   python3 runner/scripts/torch_eager_ab.py --anchor-lib DIR/torch_anchor_lib.py [--rounds 6] [--steps 40]
# Prints one JSON object per round: the reference's median synchronized step, the runner's eager step timed the
# same way (synchronized one by one) and as the runner times it (blocks of at least 20 ms).
import argparse
import importlib.util
import json
import os
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "resources", "runners"))


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--anchor-lib", required=True, help="the reference program as a module with run(H, L, B, T, mode)")
    p.add_argument("--preset", default="gpt-h1024")
    p.add_argument("--rounds", type=int, default=6)
    p.add_argument("--steps", type=int, default=40)
    a = p.parse_args()
    import torch
    import cga_torch_runner as tr
    spec = importlib.util.spec_from_file_location("anchor", a.anchor_lib)
    anchor = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(anchor)
    args = tr.parse_args(["--preset", a.preset])
    w = tr.build_workload(args)
    torch.backends.cuda.matmul.allow_tf32 = True
    runner = tr.Runner(torch, w, args)
    arm = tr.Arm("eager")
    arm.step = runner.eager_step
    for _ in range(5):
        runner.block(arm, 1, None)
    h, l, b, t = w["hidden_size"], w["num_layers"], w["micro_batch_size"], w["seq_length"]
    for r in range(a.rounds):
        ref = anchor.run(h, l, b, t, "eager", steps=a.steps)[0]
        steps = []
        for _ in range(a.steps):
            torch.cuda.synchronize()
            t0 = time.perf_counter()
            arm.step(arm.steps)
            arm.steps += 1
            torch.cuda.synchronize()
            steps.append((time.perf_counter() - t0) * 1e3)
        blocks = [runner.block(arm, 2, None) for _ in range(a.steps // 2)]
        print(json.dumps({"round": r + 1, "anchor_ms": ref, "runner_step_ms": statistics.median(steps),
                          "runner_block_ms": statistics.median(blocks)}), flush=True)


if __name__ == "__main__":
    main()
