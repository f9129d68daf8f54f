#!/usr/bin/env bash
# Sets up a fresh Debian/Ubuntu checkout: the system packages the addon builds
# against (when missing), then the npm dependencies, which builds the addon and
# the TypeScript, then the WebAssembly build (scripts/build-wasm.sh). Downloads nothing but Debian and npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
for pkg in cmake g++ make pkg-config libre2-dev catch2 emscripten perl python3 xz-utils; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ "${#need[@]}" -gt 0 ]; then
  echo "installing system packages: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${need[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
# The WebAssembly build (dist/wasm/), from Debian's RE2 source package.
start=$SECONDS
bash scripts/build-wasm.sh
echo "setup: WebAssembly build took $((SECONDS - start)) s"
