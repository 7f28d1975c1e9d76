#!/bin/bash
# Grouped-query attention on Megatron-Core's local spec beside cga-bench's `megatron-local` prediction: the runner
# (cga_mcore_runner.py) and cga-bench alternate at H=1024 L=8 T=512, 16 heads, FFN 4096, GELU, vocab 32768, first
# with 4 query groups, then with one group per head, ROUNDS times; the runner writes a profiler trace of its eager step
# in the first round, which runner/scripts/trace_kernels.py reads into launches per layer. Outputs go to $WORK, packed
# into $OUT/logs.tgz. Usage (repository root, GPU machine; docs/benchmarks.md, "Grouped-query attention"):
#   MEGATRON=.devcarry/megatron-lm BENCH=/tmp/cb/app/cga-bench bash runner/scripts/mcore_gqa.sh OUT [ROUNDS]
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:?output folder}; ROUNDS=${2:-3}
MEGATRON=${MEGATRON:?a Megatron-LM checkout}; BENCH=${BENCH:?cga-bench}
RUNNER="$HERE/../../resources/runners/cga_mcore_runner.py"
WORK=${WORK:-/tmp/cga_gqa}; mkdir -p "$WORK" "$OUT"
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 PYTHONUNBUFFERED=1
SHAPE=(--hidden 1024 --layers 8 --seq 512 --heads 16 --ffn 4096 --vocab 32768 --activation gelu)
for r in $(seq 1 "$ROUNDS"); do
    for g in 4 16; do
        trace=(); [ "$r" = 1 ] && trace=(--trace-dir "$WORK/trace_g$g")
        timeout 170 python3 -u "$RUNNER" --megatron-path "$MEGATRON" --optimizer adamw --max-rounds 2 \
            --child-timeout 90 --duration-limit 45 "${SHAPE[@]}" --query-groups "$g" \
            --modes eager,local,full_iteration "${trace[@]}" >"$WORK/mcore_g${g}_r$r.jsonl" 2>"$WORK/mcore_g${g}_r$r.err"
        echo "mcore g=$g r=$r: exit $?"
        timeout 60 "$BENCH" --op-profile megatron-local --overhead megatron-local "${SHAPE[@]}" --query-groups "$g" \
            --dtype bf16 --mbs 1 --noise-target 0.02 --duration-limit 15 --modes eager,layer,full_iteration \
            >"$WORK/bench_g${g}_r$r.jsonl" 2>"$WORK/bench_g${g}_r$r.err"
        echo "bench g=$g r=$r: exit $?"
        tar czf "$OUT/logs.tgz" -C "$WORK" . 2>/dev/null
    done
done
for g in 4 16; do
    [ -f "$WORK/trace_g$g/eager.pt.trace.json.gz" ] && python3 "$HERE/trace_kernels.py" "$WORK/trace_g$g/eager.pt.trace.json.gz" \
        >"$WORK/kernels_g$g.txt" 2>&1
done
tar czf "$OUT/logs.tgz" -C "$WORK" . 2>/dev/null
python3 "$HERE/summarize_gqa.py" "$WORK"
