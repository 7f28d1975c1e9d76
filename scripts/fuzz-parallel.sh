#!/usr/bin/env bash
# Fuzzing volume on many cores, here or on another x86-64 Linux machine without the build dependencies: packs the
# fuzz targets built by scripts/fuzz.sh with the shared libraries and the dynamic loader they run with, and runs
# several workers of several targets at once from such a pack, summing the executions of each target.
#
#   scripts/fuzz-parallel.sh pack FILE.tar.xz [TARGET ...]            every target by default
#   scripts/fuzz-parallel.sh run FILE.tar.xz SECONDS TARGET:WORKERS ...   from the repository root (dictionaries
#                                                                     and seed corpora of tests/fuzz)
#
# The workers of one target share its corpus directory. Allocation stacks are not recorded
# (ASAN_OPTIONS=malloc_context_size=0: the same checks, about 1.7x the rate of the log targets); reproduce a finding
# with scripts/fuzz.sh's build for the full report. Per-worker statistics and crash inputs go to $OUT (default
# fuzz-parallel-out/); the last lines printed are "TOTAL <target> <executions>". Fails if a worker failed.
# The corpora the workers grew come back as $OUT/corpus.tar.xz: unpack it into build-fuzz/ (it holds corpus/<target>)
# before the next pack, so the next run starts where this one stopped.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/fuzz-targets.sh"
cmd=${1:-}
shift || true

if [ "$cmd" = pack ]; then
  out=$(realpath -m "$1")
  shift
  build=${CGA_FUZZ_BUILD_DIR:-$root/build-fuzz}
  targets=("$@")
  [ ${#targets[@]} -gt 0 ] || targets=("${!max_len[@]}")
  stage=$(mktemp -d)
  trap 'rm -rf "$stage"' EXIT
  mkdir -p "$stage/bin" "$stage/lib" "$stage/corpus"
  for t in "${targets[@]}"; do
    strip --strip-debug -o "$stage/bin/fuzz_$t" "$build/tests/fuzz/fuzz_$t"
    mkdir -p "$stage/corpus/$t"
    if [ -d "$build/corpus/$t" ]; then cp -r "$build/corpus/$t/." "$stage/corpus/$t/"; fi
  done
  # The libraries the first target resolves here, and the loader: the pack does not depend on the other machine's.
  ldd "$stage/bin/fuzz_${targets[0]}" | awk '/=> \//{print $3}' | while read -r lib; do cp -L "$lib" "$stage/lib/"; done
  cp -L /lib64/ld-linux-x86-64.so.2 "$stage/lib/"
  tar -C "$stage" -cf - bin lib corpus | xz -T0 -6 > "$out"
  echo "packed ${#targets[@]} targets into $out ($(du -h "$out" | cut -f1))"
  exit 0
fi

if [ "$cmd" != run ] || [ $# -lt 3 ]; then
  sed -n '2,16p' "$0" >&2
  exit 2
fi
pack=$(realpath "$1")
seconds=$2
shift 2
out=$(realpath -m "${OUT:-fuzz-parallel-out}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$work" -xJf "$pack"
lib=$work/lib
mkdir -p "$out/logs" "$out/artifacts"
export ASAN_OPTIONS=malloc_context_size=0
pids=()
for spec in "$@"; do
  t=${spec%%:*}
  n=${spec#*:}
  [ -x "$work/bin/fuzz_$t" ] || { echo "fuzz-parallel: $t is not in $pack" >&2; exit 2; }
  mkdir -p "$work/corpus/$t"
  for w in $(seq 1 "$n"); do
    (
      set +e
      "$lib/ld-linux-x86-64.so.2" --library-path "$lib" "$work/bin/fuzz_$t" -max_total_time="$seconds" \
        -max_len="${max_len[$t]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$t-$w-" -dict="$root/tests/fuzz/${dict[$t]}.dict" \
        "$work/corpus/$t" "$root/tests/fuzz/corpus/$t" > "$work/$t-$w.log" 2>&1
      rc=$?
      { grep -E "INITED|DONE|ERROR|SUMMARY" "$work/$t-$w.log" | tail -n 12; grep "^stat::" "$work/$t-$w.log"
        echo "exit $rc"; } > "$out/logs/$t-$w.txt"
      exit $rc
    ) &
    pids+=($!)
  done
done
failed=0
for p in "${pids[@]}"; do wait "$p" || failed=1; done
tar -C "$work" -cf - corpus | xz -T0 -6 > "$out/corpus.tar.xz"
awk 'FNR == 1 { n = split(FILENAME, a, "/"); t = a[n]; sub(/-[0-9]+\.txt$/, "", t) }
     /number_of_executed_units/ { s[t] += $2 } END { for (k in s) print "TOTAL", k, s[k] }' "$out"/logs/*.txt | sort
if [ $failed -ne 0 ]; then
  echo "fuzz-parallel: a worker failed: see $out/logs and $out/artifacts" >&2
  exit 1
fi
