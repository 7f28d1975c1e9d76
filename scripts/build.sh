#!/usr/bin/env bash
# Configures and builds CUDA Graph Assistant into ./build (or $CGA_BUILD_DIR). Installs missing packages first.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/setup.sh"
build=${CGA_BUILD_DIR:-$root/build}
if [ -d /usr/local/cuda/bin ] && ! command -v nvcc >/dev/null 2>&1; then
  export PATH="/usr/local/cuda/bin:$PATH"
fi
jobs=$(nproc 2>/dev/null || echo 2)
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=${CGA_BUILD_TYPE:-RelWithDebInfo} ${CGA_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" -j "$jobs"
