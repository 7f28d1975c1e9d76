#!/usr/bin/env bash
# The GPU evidence of docs/benchmarks.md in one device call: builds cga-bench for sm_90, runs the method's
# anchors (../shared/anchors, carried as .anchors/) and our runners side by side, and prints the comparison.
# Usage (repository root, on the GPU machine): bash runner/scripts/device_evidence.sh [all|method|launch]
#   all     everything below (the default)
#   launch  the launch cases of (a) in ROUNDS (default 12) alternating processes: launch_anchor, then cga-bench
#           --preset empty-kernels, then --preset layer-stream, each round; compared as medians over the rounds,
#           because this VM's host launch cost drifts by up to 40 % from one process (and second) to the next
#   method  the build, the launch anchor and cga-bench's launch cases measured three ways (blocks of steps,
#           one synchronized step per sample as launch_anchor.cu does, and that with its constant data), and
#           the PyTorch runner
# Logs go to $OUT (default /tmp/cga-evidence) as evidence.tar.gz plus summary.txt.
set -uo pipefail
OUT=${OUT:-/tmp/cga-evidence}
LOGS=$OUT/logs
mkdir -p "$LOGS"
ROOT=$(pwd)
BUILD=/tmp/cga-bench-build
step() { echo "== $(date +%T) $*" | tee -a "$LOGS/steps.txt"; }

step "machine"
{ nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,memory.used,memory.total --format=csv
  uname -r; nproc; grep -m1 'model name' /proc/cpuinfo; nvcc --version | tail -2
  python3 -c 'import torch; print("torch", torch.__version__, torch.version.cuda)'; } > "$LOGS/machine.txt" 2>&1
cat "$LOGS/machine.txt"

step "build cga-bench (sm_90)"
cmake -S runner -B $BUILD -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=90 > "$LOGS/build.txt" 2>&1 &&
    cmake --build $BUILD -j "$(nproc)" >> "$LOGS/build.txt" 2>&1 || { tail -30 "$LOGS/build.txt"; exit 1; }
BENCH=$BUILD/app/cga-bench
(cd $BUILD && ctest --output-on-failure > "$LOGS/ctest.txt" 2>&1); tail -3 "$LOGS/ctest.txt"
$BENCH --list-devices > "$LOGS/devices.jsonl" 2>&1

PART=${1:-all}
if [ "$PART" = launch ]; then
    step "launch cases, ${ROUNDS:-12} alternating rounds"
    nvcc -O3 -arch=sm_90 -o /tmp/launch_anchor .anchors/launch_anchor.cu -lcublas > "$LOGS/anchor_build.txt" 2>&1 ||
        { cat "$LOGS/anchor_build.txt"; exit 1; }
    for r in $(seq 1 "${ROUNDS:-12}"); do
        timeout 120 /tmp/launch_anchor > "$LOGS/round${r}_anchor.txt" 2>&1
        timeout 60 $BENCH --preset empty-kernels --duration-limit 3 > "$LOGS/round${r}_empty.jsonl" 2>&1
        timeout 60 $BENCH --preset layer-stream --duration-limit 3 > "$LOGS/round${r}_layer.jsonl" 2>&1
    done
    step "summary"
    python3 runner/scripts/summarize_evidence.py --launch "$LOGS" | tee "$OUT/summary.txt"
    tar -C "$OUT" -czf "$OUT/evidence.tar.gz" logs && rm -rf "$LOGS"
    exit 0
fi
if [ "$PART" = method ]; then
    step "method check: launch anchor"
    nvcc -O3 -arch=sm_90 -o /tmp/launch_anchor .anchors/launch_anchor.cu -lcublas > "$LOGS/anchor_build.txt" 2>&1
    timeout 120 /tmp/launch_anchor > "$LOGS/launch_anchor.txt" 2>&1
    cat "$LOGS/launch_anchor.txt"
    step "method check: cga-bench launch cases, blocks / one step per sample / and constant data"
    for v in "blocks:" "single:--block-ms 0.001" "constant:--block-ms 0.001 --fill constant"; do
        name=${v%%:*}; extra=${v#*:}
        timeout 60 $BENCH --preset empty-kernels --duration-limit 15 $extra > "$LOGS/bench_empty_$name.jsonl" 2>&1
        timeout 60 $BENCH --preset layer-stream --duration-limit 15 $extra \
            > "$LOGS/bench_layer_h1024_t256_$name.jsonl" 2>&1
        timeout 60 $BENCH --preset layer-stream --hidden 4096 --seq 2048 --duration-limit 15 $extra \
            > "$LOGS/bench_layer_h4096_t2048_$name.jsonl" 2>&1
    done
    step "method check: cga_torch_runner"
    timeout 90 python3 -u resources/runners/cga_torch_runner.py --preset gpt-h1024 --count-launches \
        --duration-limit 40 > "$LOGS/torch_runner_h1024.jsonl" 2> "$LOGS/torch_runner_h1024.err"
    timeout 60 python3 -u resources/runners/cga_torch_runner.py --preset tiny --modes eager,attn,full_iteration \
        --duration-limit 15 --min-samples 5 > "$LOGS/torch_runner_tiny.jsonl" 2> "$LOGS/torch_runner_tiny.err"
    timeout 60 python3 -u resources/runners/cga_torch_runner.py --preset tiny --modes eager,attn \
        --duration-limit 60 > "$LOGS/torch_runner_cancelled.jsonl" 2>&1 &
    sleep 12; kill -TERM $!; wait $!; echo "cancelled runner exit $?" >> "$LOGS/steps.txt"
    step "summary"
    python3 runner/scripts/summarize_evidence.py --method "$LOGS" | tee "$OUT/summary.txt"
    tar -C "$OUT" -czf "$OUT/evidence.tar.gz" logs && rm -rf "$LOGS"
    exit 0
fi

step "smoke: tiny preset (dense + MoE, dropless preprocess must fail capture)"
timeout 60 $BENCH --preset tiny --duration-limit 20 --min-samples 5 > "$LOGS/bench_tiny.jsonl" 2> "$LOGS/bench_tiny.err"
echo "exit $?" >> "$LOGS/bench_tiny.err"

step "(a) launch anchor and cga-bench launch cases"
nvcc -O3 -arch=sm_90 -o /tmp/launch_anchor .anchors/launch_anchor.cu -lcublas > "$LOGS/anchor_build.txt" 2>&1
timeout 120 /tmp/launch_anchor > "$LOGS/launch_anchor.txt" 2>&1
timeout 60 $BENCH --preset empty-kernels --duration-limit 20 > "$LOGS/bench_empty.jsonl" 2>&1
timeout 60 $BENCH --preset layer-stream --duration-limit 20 > "$LOGS/bench_layer_h1024_t256.jsonl" 2>&1
timeout 60 $BENCH --preset layer-stream --hidden 4096 --seq 2048 --duration-limit 20 \
    > "$LOGS/bench_layer_h4096_t2048.jsonl" 2>&1

step "(b) PyTorch anchor"
(cd .anchors && PYTHONUNBUFFERED=1 timeout 240 python3 torch_anchor.py) > "$LOGS/torch_anchor.txt" 2>&1
(cd .anchors && PYTHONUNBUFFERED=1 timeout 120 python3 torch_opcount.py) > "$LOGS/torch_opcount.txt" 2>&1
cat "$LOGS/torch_anchor.txt" "$LOGS/torch_opcount.txt"

step "(b) cga_torch_runner (issue 6)"
timeout 90 python3 -u resources/runners/cga_torch_runner.py --preset gpt-h1024 --count-launches --duration-limit 40 \
    > "$LOGS/torch_runner_h1024.jsonl" 2> "$LOGS/torch_runner_h1024.err"
timeout 60 python3 -u resources/runners/cga_torch_runner.py --preset tiny --modes eager,attn,full_iteration \
    --duration-limit 15 --min-samples 5 > "$LOGS/torch_runner_tiny.jsonl" 2> "$LOGS/torch_runner_tiny.err"

step "(b) cga-bench GPT shapes, calibrated from the PyTorch anchor's first shape, and the pytorch preset"
# The PyTorch step was measured at gpt-h1024: its per-launch cost comes from that workload's launches per step
# (ours, 393), and that cost is then used at every shape.
LAUNCHES=$($BENCH --preset gpt-h1024 --dry-run | python3 -c 'import json,sys; e=json.loads(sys.stdin.readline()); print(e["modes"][0]["eager_launches_per_step"])')
CAL=$(python3 runner/scripts/summarize_evidence.py --calibration "$LOGS/torch_anchor.txt")
[ -n "$CAL" ] && CAL="$CAL,launches=$LAUNCHES"
echo "calibration: $CAL" | tee -a "$LOGS/steps.txt"
for p in gpt-h1024 gpt-h2048 gpt-h4096 gpt-h4096-long; do
    if [ -n "$CAL" ]; then
        timeout 75 $BENCH --preset $p --calibrate "$CAL" --duration-limit 40 --noise-target 0.02 \
            > "$LOGS/bench_${p}_calibrated.jsonl" 2>&1
    fi
    timeout 45 $BENCH --preset $p --overhead pytorch --duration-limit 20 --min-samples 5 --noise-target 0.02 \
        > "$LOGS/bench_${p}_preset.jsonl" 2>&1
done

step "summary"
python3 runner/scripts/summarize_evidence.py "$LOGS" | tee "$OUT/summary.txt"
tar -C "$OUT" -czf "$OUT/evidence.tar.gz" logs && rm -rf "$LOGS"
