#!/bin/bash
# Megatron-Core's local implementation (cga_mcore_runner.py, the local spec) beside cga-bench's `megatron-local`
# prediction at the runner's moe-h1024 shape (H=1024 L=4 T=512, 16 heads, FFN 4096, vocab 32768, 8 experts, top-2,
# alltoall, dropless), alternating runner and cga-bench for ROUNDS rounds, then one round of the attn scope on the
# dense gpt-h1024 shape (H=1024 L=8 T=512). Writes every output to $WORK, packs it into $OUT/logs.tgz and prints
# summarize_local_moe.py's table last (also $OUT/table.txt). Usage (in the repository root on the GPU machine;
# docs/benchmarks.md, "MoE scopes under the local implementation"):
#   MEGATRON=.devcarry/megatron-lm BENCH=/tmp/cb/app/cga-bench bash runner/scripts/mcore_local_moe.sh OUT [BUDGET_S] [ROUNDS]
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:?output folder}; BUDGET=${2:-420}; ROUNDS=${3:-3}
MEGATRON=${MEGATRON:?a Megatron-LM checkout}; BENCH=${BENCH:?cga-bench}
RUNNER="$HERE/../../resources/runners/cga_mcore_runner.py"
WORK=${WORK:-/tmp/cga_local_moe}; mkdir -p "$WORK" "$OUT"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 PYTHONUNBUFFERED=1
START=$(date +%s)
left() { echo $((BUDGET - ($(date +%s) - START))); }
pack() { tar czf "$OUT/logs.tgz" -C "$WORK" . 2>/dev/null; }
mcore() { # tag, then runner arguments
    local tag=$1; shift
    timeout 170 python3 -u "$RUNNER" --megatron-path "$MEGATRON" --optimizer adamw --max-rounds 3 --child-timeout 90 \
        --duration-limit 60 "$@" >"$WORK/mcore_$tag.jsonl" 2>"$WORK/mcore_$tag.err"
    echo "mcore $tag: exit $? ($(left) s left)"; grep -h '"warning"\|"error"' "$WORK/mcore_$tag.jsonl" | cut -c1-260
    pack
}
bench() { # tag, then cga-bench arguments
    local tag=$1; shift
    timeout 90 "$BENCH" --op-profile megatron-local --overhead megatron-local --hidden 1024 --seq 512 --heads 16 \
        --ffn 4096 --vocab 32768 --activation gelu --dtype bf16 --mbs 1 --noise-target 0.02 "$@" \
        >"$WORK/bench_$tag.jsonl" 2>"$WORK/bench_$tag.err"
    echo "bench $tag: exit $? ($(left) s left)"; grep -h '"warning"\|"error"' "$WORK/bench_$tag.jsonl" | cut -c1-200
    pack
}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,memory.used --format=csv,noheader
for r in $(seq 1 "$ROUNDS"); do
    [ "$(left)" -lt 100 ] && break
    mcore moe_r$r --preset moe-h1024 --modes eager,local:moe_router,local:moe_router+moe_preprocess,local:attn+moe_router
    bench moe_r$r --layers 4 --experts 8 --topk 2 --dropless --duration-limit 20 \
        --modes eager,moe_router,moe_router+moe_preprocess,attn+moe_router,layer
done
if [ "$(left)" -ge 80 ]; then
    mcore dense_r1 --preset gpt-h1024 --modes eager,local,local:attn
    bench dense_r1 --layers 8 --duration-limit 15 --modes eager,layer,attn
fi
python3 "$HERE/summarize_local_moe.py" "$WORK" | tee "$OUT/table.txt"
pack
