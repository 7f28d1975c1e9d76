#!/usr/bin/env bash
# Installs the Debian packages CUDA Graph Assistant needs to build, test and run.
# Idempotent: packages already present are skipped. Run as root or with sudo available.
set -euo pipefail

packages=(
  cmake g++ make pkg-config ninja-build
  qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
  qt6-svg-dev libqt6sql6-sqlite
  libqcustomplot-dev libyaml-cpp-dev libbenchmark-dev
  fonts-wqy-microhei
  dpkg-dev file
  appstream desktop-file-utils librsvg2-bin man-db
  clang-format
  slurm-wlm munge
  clang libclang-rt-14-dev
  python3-yaml python3-packaging
  zlib1g-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present"
  exit 0
fi

echo "setup: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
