#!/usr/bin/env bash
# Sets up a fresh Debian/Ubuntu clone for development and CI: the system
# packages (when missing), the npm dependencies, the TypeScript build, the
# engine built from source against the system's RE2 (build/Release, which
# the loader prefers), the prebuilt binary that ships in the package
# (prebuilds/linux-x64, built in a Debian 11 root: scripts/build-prebuilt.sh),
# the WebAssembly build (dist/wasm: scripts/build-wasm.sh) and the Debian 13
# root of the source-build check (scripts/check-trixie.sh).
# Downloads nothing but Debian and npm packages. The two roots are cached
# under /var/cache/error-classifier and reused.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

need=()
for pkg in cmake g++ make pkg-config libre2-dev catch2 debootstrap binutils perl python3 xz-utils debian-archive-keyring util-linux emscripten; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || need+=("$pkg")
done
if [ "${#need[@]}" -gt 0 ]; then
  echo "installing system packages: ${need[*]}"
  $SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq "${need[@]}" >/dev/null
fi

npm ci --no-audit --no-fund
npm run build:ts
npm run build:native
$SUDO bash scripts/build-prebuilt.sh >/dev/null
# The WebAssembly build (dist/wasm/), from Debian's RE2 source package.
start=$SECONDS
bash scripts/build-wasm.sh
echo "setup: WebAssembly build took $((SECONDS - start)) s"
$SUDO bash scripts/check-trixie.sh --root-only
