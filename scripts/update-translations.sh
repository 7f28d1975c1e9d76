#!/usr/bin/env bash
# Updates translations/*.ts from the sources (lupdate), completes the English file (source text and plural forms),
# and prints what is left to translate in Chinese. Uses the build folder ./build or $CGA_BUILD_DIR (configured).
# Then translate the unfinished messages of translations/cga_zh_CN.ts (Qt Linguist: /usr/lib/qt6/bin/linguist)
# and run the tests: tst_translations fails while a message is missing or unfinished.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CGA_BUILD_DIR:-$root/build}
[ -f "$build/CMakeCache.txt" ] || cmake -S "$root" -B "$build" -G Ninja >/dev/null
cmake --build "$build" --target update_translations
python3 "$root/scripts/complete-en-ts.py" "$root/translations/cga_en.ts"
cmake --build "$build" --target update_translations >/dev/null # lupdate's own formatting again
for ts in "$root"/translations/cga_*.ts; do
  echo "$(basename "$ts"): $(grep -c '<message' "$ts") messages, $(grep -c 'type="unfinished"' "$ts") unfinished"
done
