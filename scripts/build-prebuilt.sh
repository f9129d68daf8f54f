#!/usr/bin/env bash
# Builds the prebuilt binary shipped in the package for Linux x64 (glibc):
# prebuilds/linux-x64/error-classifier.node, with RE2 compiled in from
# Debian's pinned source (scripts/re2-source.sh) and libstdc++/libgcc linked
# statically, so that the file needs nothing but glibc 2.31 or newer.
#
# It compiles inside a Debian 11 (bullseye, glibc 2.31) root made with
# debootstrap, as manylinux does: a binary linked against an old glibc loads on
# every newer one. The root (g++, cmake, make from Debian's archive) is made
# once and reused: $EC_BUILD_ROOT, default /var/cache/error-classifier/
# bullseye-root. The build needs no node: a Node-API addon resolves its napi_*
# symbols from the process that loads it, so the headers of node-api-headers
# and node-addon-api are all it needs; the root has Debian 11's node (12.22,
# Node-API 8) only so that a test can load the binary on glibc 2.31.
# Needs root (debootstrap, chroot).
#
# Usage: bash scripts/build-prebuilt.sh      (prints the binary's path last)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
root="${EC_BUILD_ROOT:-/var/cache/error-classifier/bullseye-root}"
suite=bullseye
packages=g++,cmake,make,nodejs
out="$repo/prebuilds/linux-x64"

[ "$(uname -s)-$(uname -m)" = "Linux-x86_64" ] || {
  echo "build-prebuilt: builds the linux-x64 binary, on Linux x86_64 only" >&2
  exit 1
}
[ "$(id -u)" -eq 0 ] || {
  echo "build-prebuilt: needs root (debootstrap and chroot); run it with sudo" >&2
  exit 1
}
# --- The build root, made once.
bash scripts/debian-root.sh "$suite" "$packages" "$root"

# --- The inputs, copied into the root (no mounts to leak if a step fails).
re2=$(bash scripts/re2-source.sh | tail -1)
napi_inc=$(node -p "require('node-api-headers').include_dir")
addon_inc=$(node -p "require('node-addon-api').include_dir")
work=$(mktemp -d "$root/ec-build.XXXXXX")
in=${work#"$root"}
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src" "$work/napi" "$work/addon" "$work/re2"
cp -a CMakeLists.txt native "$work/src/"
cp -a "$re2/." "$work/re2/"
cp -a "$napi_inc/." "$work/napi/"
cp -a "$addon_inc/." "$work/addon/"

chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root /bin/sh -ec "
  cd $in
  cmake -S src -B out -DCMAKE_BUILD_TYPE=Release -DEC_RE2_SOURCE=$in/re2 -DEC_PREBUILT=ON \
    -DEC_NODE_API_INCLUDE='$in/napi;$in/addon' >cmake.log 2>&1
  cmake --build out -j 2 --target error_classifier >build.log 2>&1
" || {
  tail -30 "$work/cmake.log" "$work/build.log" >&2 2>/dev/null || true
  echo "build-prebuilt: the build in $root failed" >&2
  exit 1
}

mkdir -p "$out"
cp "$work/out/error_classifier.node" "$out/error-classifier.node.tmp"
mv "$out/error-classifier.node.tmp" "$out/error-classifier.node"
cp "$re2/LICENSE" "$out/LICENSE.re2"
echo "$out/error-classifier.node"
