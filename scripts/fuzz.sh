#!/usr/bin/env bash
# Builds the libFuzzer targets (preset "fuzz": clang, ASan + UBSan, cga_core instrumented) and runs each of them,
# one after another, from its seed corpus in tests/fuzz/corpus/<target>.
#
#   scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET ...]    default 20 s each, every target (CI runs this)
#   CGA_FUZZ_RUNS=10000000 scripts/fuzz.sh 0 yamlimporter  a fixed number of executions instead of a time limit
#
# New inputs go to <build>/corpus/<target> (kept between runs, never committed). A crash, leak, timeout or
# out-of-memory stops that target, leaves the input in <build>/artifacts/ and makes the script fail; add such an
# input to tests/fuzz/corpus/<target>/ with the fix. Per-target statistics are printed at the end of each run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-20}
shift || true
build=${CGA_FUZZ_BUILD_DIR:-$root/build-fuzz}
jobs=$(nproc 2>/dev/null || echo 2)

"$root/scripts/setup.sh"
if [ "$build" = "$root/build-fuzz" ]; then
  (cd "$root" && cmake --preset fuzz >/dev/null)
else
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCGA_FUZZ=ON -DCGA_BUILD_GUI=OFF -DCGA_BUILD_BENCH=OFF >/dev/null
fi
nice cmake --build "$build" -j "$jobs"

# target: maximum input length and dictionary
. "$root/scripts/fuzz-targets.sh"
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for f in "$root"/tests/fuzz/fuzz_*.cpp; do
    t=$(basename "$f" .cpp)
    targets+=("${t#fuzz_}")
  done
fi

mkdir -p "$build/artifacts"
failed=()
for t in "${targets[@]}"; do
  seeds="$root/tests/fuzz/corpus/$t"
  work="$build/corpus/$t"
  mkdir -p "$work"
  limit=(-max_total_time="$seconds")
  if [ -n "${CGA_FUZZ_RUNS:-}" ]; then
    limit=(-runs="$CGA_FUZZ_RUNS")
  fi
  args=("${limit[@]}" -max_len="${max_len[$t]:-4096}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
        -artifact_prefix="$build/artifacts/$t-")
  if [ -n "${dict[$t]:-}" ]; then
    args+=(-dict="$root/tests/fuzz/${dict[$t]}.dict")
  fi
  echo "== fuzz_$t: ${args[*]} $work $seeds"
  start=$(date +%s)
  if ! nice "$build/tests/fuzz/fuzz_$t" "${args[@]}" ${CGA_FUZZ_EXTRA:-} "$work" "$seeds" 2>"$build/fuzz_$t.log"; then
    tail -n 60 "$build/fuzz_$t.log"
    failed+=("$t")
  fi
  grep -E '^(#[0-9]+.*(DONE|INITED)|stat::)' "$build/fuzz_$t.log" | tail -n 8 || true
  echo "   $(( $(date +%s) - start )) s, corpus $(ls "$work" | wc -l) files"
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: FAILED: ${failed[*]} (inputs in $build/artifacts/)" >&2
  exit 1
fi
echo "fuzz: ${#targets[@]} targets, no crash, leak or timeout"
