#!/bin/bash
# The Megatron-Core runner beside ../shared/anchors/mcore_graph_bench.py on one GPU, in alternating rounds (runner,
# anchor, runner, anchor, ...), one shape group after another, within a time budget. Writes every output to
# $WORK and packs it into $OUT/logs.tgz after each run; prints summarize_mcore.py's table last.
# Usage (in the repository root on the GPU machine; docs/benchmarks.md, "Megatron-Core runner"):
#   MEGATRON=.devcarry/megatron-lm ANCHOR=.devcarry/mcore/mcore_graph_bench.py \
#     bash runner/scripts/mcore_compare.sh OUT_DIR [BUDGET_S] [ROUNDS] [SETS]
# SETS: comma-separated dense (H=1024 L=8 T=512), moe (H=1024 L=4 T=512, 8 experts, top-2, alltoall), h2048
# (H=2048 L=8 T=2048), h4096 (H=4096 L=4 T=4096), h4096l3 (H=4096 L=3 T=4096: what fits one H200 with three modes).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:?output folder}; BUDGET=${2:-480}; ROUNDS=${3:-3}; SETS=${4:-dense,moe}
MEGATRON=${MEGATRON:?a Megatron-LM checkout}; ANCHOR=${ANCHOR:?mcore_graph_bench.py}
RUNNER="$HERE/../../resources/runners/cga_mcore_runner.py"
WORK=${WORK:-/tmp/cga_mcore}; mkdir -p "$WORK" "$OUT"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 PYTHONUNBUFFERED=1
START=$(date +%s)
left() { echo $((BUDGET - ($(date +%s) - START))); }
pack() { tar czf "$OUT/logs.tgz" -C "$WORK" . 2>/dev/null; }
runner() { # tag, then runner arguments
    local tag=$1; shift
    timeout ${RUNNER_TIMEOUT:-200} python3 -u "$RUNNER" --megatron-path "$MEGATRON" --optimizer adamw --max-rounds ${MAX_ROUNDS:-6} --child-timeout 90 \
        ${RUNNER_ARGS:-} "$@" >"$WORK/mine_$tag.jsonl" 2>"$WORK/mine_$tag.err"
    echo "runner $tag: exit $? ($(left) s left)"; grep -h '"warning"\|"error"' "$WORK/mine_$tag.jsonl" | cut -c1-300
    pack
}
anchor() { # tag, then anchor arguments
    local tag=$1; shift
    PYTHONPATH="$MEGATRON" timeout 240 python3 -u "$ANCHOR" --out "$WORK/anchor_$tag.jsonl" ${ANCHOR_ARGS:-} "$@" >"$WORK/anchor_$tag.log" 2>&1
    echo "anchor $tag: exit $? ($(left) s left)"; grep -E "FAILED|wall" "$WORK/anchor_$tag.log" | cut -c1-150
    pack
}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,memory.used --format=csv,noheader
MOE_MODES=eager,local,local:moe_router,local:moe_router+moe_preprocess
for group in ${SETS//,/ }; do
    for r in $(seq 1 "$ROUNDS"); do
        [ "$(left)" -lt 90 ] && break
        case $group in
        dense) runner dense_r$r --preset gpt-h1024 --modes eager,local,full_iteration
               anchor dense_r$r --shapes 1024x8x512 --modes eager,local,full_iteration ;;
        moe) runner moe_r$r --preset moe-h1024 --modes $MOE_MODES,full_iteration
             anchor moe_r$r --shapes 1024x4x512 --experts 8 --modes $MOE_MODES ;;
        h2048) runner h2048_r$r --preset gpt-h2048 --modes eager,local,full_iteration
               anchor h2048_r$r --shapes 2048x8x2048 --modes eager,local,full_iteration ;;
        h4096) runner h4096_r$r --preset gpt-h4096 --modes eager,local,full_iteration
               anchor h4096_r$r --shapes 4096x4x4096 --modes eager,local,full_iteration ;;
        h4096l3) # the three mode processes of L=4 do not fit one H200 at once: the runner keeps 3 layers
               runner h4096l3_r$r --preset gpt-h4096 --layers 3 --modes eager,local,full_iteration
               anchor h4096l3_r$r --shapes 4096x3x4096 --modes eager,local,full_iteration ;;
        esac
    done
done
python3 "$HERE/summarize_mcore.py" "$WORK" | tee "$OUT/table.txt"
pack
