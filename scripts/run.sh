#!/usr/bin/env bash
# Runs the main job: the GUI, opened on the default workload. Without a display it explains the command-line
# tool and runs its demo instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/build.sh"
build=${CGA_BUILD_DIR:-$root/build}
if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ] || [ -n "${QT_QPA_PLATFORM:-}" ]; then
  if [ -x "$build/app/cga-gui" ]; then
    exec "$build/app/cga-gui" "$@"
  fi
fi
echo "No display found: the GUI needs X11 or Wayland. The same core is available as the command-line tool:"
echo "  $build/app/cga --help"
echo
exec "$build/app/cga" demo "$@"
