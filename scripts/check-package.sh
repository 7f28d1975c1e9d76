#!/usr/bin/env bash
# Builds the Debian package from the build folder (./build or $CGA_BUILD_DIR, built by scripts/build.sh) and checks
# it as a user would get it: unpacked into a scratch root, the installed programs must run from there without
# LD_LIBRARY_PATH, and the desktop file, AppStream metadata and man pages must validate.
# Prints one line per check and ends with "package: N passed, M failed"; exits non-zero on any failure.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${CGA_BUILD_DIR:-$root/build}
app_id=io.github.cudagraphassistant.CudaGraphAssistant

if [ "${CGA_SKIP_BUILD:-0}" != 1 ]; then
  "$root/scripts/build.sh"
fi

passed=0
failed=0
check() { # check "what" command...
  local what=$1
  shift
  local out
  if out=$("$@" 2>&1); then
    passed=$((passed + 1))
    echo "ok   $what"
  else
    failed=$((failed + 1))
    echo "FAIL $what"
    printf '%s\n' "$out" | sed 's/^/     /' | tail -n 40
  fi
}

cd "$build"
rm -f cuda-graph-assistant_*.deb
cpack -G DEB >cpack.log 2>&1 || { cat cpack.log; echo "package: 0 passed, 1 failed"; exit 1; }
deb=$(ls cuda-graph-assistant_*.deb)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
dpkg-deb -x "$deb" "$scratch"
usr=$scratch/usr
version=$(dpkg-deb -f "$deb" Version)

echo "package: $deb ($(du -h "$deb" | cut -f1))"
echo "  Depends: $(dpkg-deb -f "$deb" Depends)"
echo "  Recommends: $(dpkg-deb -f "$deb" Recommends)"
echo "  files: $(find "$scratch" -type f | wc -l)"

has_files() {
  local missing=0
  for f in "$@"; do
    if [ ! -e "$scratch/$f" ]; then
      echo "missing: /$f"
      missing=1
    fi
  done
  return $missing
}
no_missing_libraries() {
  local bad
  bad=$(env -u LD_LIBRARY_PATH ldd "$1" | grep "not found" || true)
  [ -z "$bad" ] || { echo "$bad"; return 1; }
}
runs_version() { env -u LD_LIBRARY_PATH "$usr/bin/cga" --version | tee /dev/stderr | grep -qx "cga $version"; }
validates_example() {
  # A correct example: exit 0. The broken one: exit 1 with its diagnostics, and in Chinese with LANG=zh_CN.UTF-8.
  env -u LD_LIBRARY_PATH "$usr/bin/cga" validate "$usr/share/cuda-graph-assistant/examples/qwen3-30b-a3b-te-scoped.yaml" \
    --gpu h100
  local rc=0
  env -u LD_LIBRARY_PATH "$usr/bin/cga" validate "$usr/share/cuda-graph-assistant/examples/llama3-8b-broken.yaml" \
    >"$scratch/broken.txt" || rc=$?
  cat "$scratch/broken.txt"
  [ "$rc" -eq 1 ] || { echo "expected exit status 1 for the broken example, got $rc"; return 1; }
}
validates_in_chinese() {
  local rc=0
  LANG=zh_CN.UTF-8 LC_ALL= LC_MESSAGES= env -u LD_LIBRARY_PATH "$usr/bin/cga" validate \
    "$usr/share/cuda-graph-assistant/examples/llama3-8b-broken.yaml" >"$scratch/broken-zh.txt" || rc=$?
  cat "$scratch/broken-zh.txt"
  [ "$rc" -eq 1 ] && grep -qP '[\x{4e00}-\x{9fff}]' "$scratch/broken-zh.txt"
}
man_pages_render() {
  local page
  for page in "$usr"/share/man/man1/*.1.gz "$usr"/share/man/zh_CN/man1/*.1.gz; do
    # groff warnings (-ww) are errors here; the output itself is thrown away.
    local warnings
    # (Chinese has no spaces to break lines at: groff's "can't break line" and "cannot adjust line" are expected there.)
    warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null | grep -v "can't break line\|cannot adjust line" || true)
    [ -z "$warnings" ] || { echo "$page: $warnings"; return 1; }
  done
}

files=(usr/bin/cga usr/bin/cga-gui
  "usr/share/applications/$app_id.desktop" "usr/share/metainfo/$app_id.metainfo.xml"
  "usr/share/icons/hicolor/scalable/apps/$app_id.svg" "usr/share/icons/hicolor/256x256/apps/$app_id.png"
  "usr/share/icons/hicolor/48x48/apps/$app_id.png"
  usr/share/man/man1/cga.1.gz usr/share/man/man1/cga-gui.1.gz usr/share/man/zh_CN/man1/cga.1.gz
  usr/share/man/zh_CN/man1/cga-gui.1.gz
  usr/share/cuda-graph-assistant/runners/cga_torch_runner.py
  usr/share/cuda-graph-assistant/runners/cga_mcore_runner.py
  usr/share/cuda-graph-assistant/runners/cga_runner_common.py
  usr/share/cuda-graph-assistant/runners/cga_mcore_workload.py
  usr/share/cuda-graph-assistant/runners/cga_mcore_session.py
  usr/share/cuda-graph-assistant/runners/cga_mcore_check.py
  usr/share/cuda-graph-assistant/examples/llama3-8b-broken.yaml)
if [ -x "$build/app/cga-bench" ]; then
  files+=(usr/bin/cga-bench usr/share/man/man1/cga-bench.1.gz)
fi

check "installs the programs, desktop file, metainfo, icons, man pages, presets, runner and examples" has_files "${files[@]}"
check "ships the presets" bash -c "ls '$usr/share/cuda-graph-assistant/presets/'*.yaml"
check "Depends (shlibdeps) names Qt 6 and yaml-cpp" bash -c "dpkg-deb -f '$deb' Depends | grep -q libqt6widgets6 && dpkg-deb -f '$deb' Depends | grep -q libyaml-cpp"
check "Recommends a CJK font" bash -c "dpkg-deb -f '$deb' Recommends | grep -q fonts-wqy-microhei"
check "cga and cga-gui find their libraries without LD_LIBRARY_PATH" bash -c \
  "$(declare -f no_missing_libraries); no_missing_libraries '$usr/bin/cga' && no_missing_libraries '$usr/bin/cga-gui'"
check "installed cga --version prints $version" runs_version
check "installed cga validate on the shipped examples" validates_example
check "installed cga validate speaks Chinese with LANG=zh_CN.UTF-8" validates_in_chinese
check "desktop-file-validate" desktop-file-validate "$usr/share/applications/$app_id.desktop"
check "appstreamcli validate --no-net" appstreamcli validate --no-net "$usr/share/metainfo/$app_id.metainfo.xml"
check "man pages render without warnings" man_pages_render

echo "package: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
