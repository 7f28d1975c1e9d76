#!/usr/bin/env bash
# Screenshots of every page under a real X server (Xvfb) at 1024x700, 1280x800 and 1600x1000, in English and
# Chinese: runs tests/ui/tst_screenfit on the xcb platform, which checks that every page fits each size and saves
# each page as PNG. Usage: scripts/screenshots.sh [OUTPUT_DIR] [DISPLAY_NUMBER]
# (defaults: <build>/screenshots/x11 and :99; the build folder is ./build or $CGA_BUILD_DIR).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CGA_BUILD_DIR:-$root/build}
out=${1:-$build/screenshots/x11}
display=${2:-99}
mkdir -p "$out"
Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb"' EXIT
sleep 1
DISPLAY=":$display" QT_QPA_PLATFORM=xcb CGA_SCREENSHOT_DIR="$out" "$build/tests/tst_screenfit"
# The Results page with recorded H200 results, once per chart tab (1024x700 and 1280x800, both languages).
DISPLAY=":$display" QT_QPA_PLATFORM=xcb CGA_SCREENSHOT_DIR="$out" "$build/tests/tst_resultspage"
echo "screenshots in $out"
