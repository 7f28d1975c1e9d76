#!/usr/bin/env bash
# Builds everything with AddressSanitizer + UndefinedBehaviorSanitizer (preset "asan": Debug, build-asan) and runs
# every test under it. UBSan stops at the first finding (-fno-sanitize-recover), so any report fails that test.
#
#   scripts/test-asan.sh [CTEST ARGS ...]      e.g. scripts/test-asan.sh -R yaml
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
jobs=$(nproc 2>/dev/null || echo 2)
cd "$root"
cmake --preset asan >/dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs" "$@"
