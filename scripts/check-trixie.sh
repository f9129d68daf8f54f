#!/usr/bin/env bash
# The source build against the Abseil-based RE2 of Debian 13 (trixie), where
# RE2's headers need Abseil's include folders from pkg-config: in a trixie
# root made with debootstrap (once, reused: $EC_TRIXIE_ROOT, default
# /var/cache/error-classifier/trixie-root), with Debian's own g++, cmake,
# pkg-config, libre2-dev (20240702, on Abseil), catch2 (v3) and nodejs (20),
# it builds and runs the Catch2 suite of the engine, then builds the addon
# against the system's RE2 and classifies with it under trixie's node.
# Needs root (debootstrap, chroot). Last line: "trixie: N Catch2 tests passed,
# addon ok (libre2-dev VERSION)". With --root-only it only makes the root.
set -euo pipefail
cd "$(dirname "$0")/.."
root="${EC_TRIXIE_ROOT:-/var/cache/error-classifier/trixie-root}"
packages=g++,cmake,make,pkg-config,libre2-dev,catch2,nodejs

bash scripts/debian-root.sh trixie "$packages" "$root"
[ "${1:-}" != "--root-only" ] || exit 0

work=$(mktemp -d "$root/ec-build.XXXXXX")
in=${work#"$root"}
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src/test" "$work/napi" "$work/addon"
cp -a CMakeLists.txt native "$work/src/"
cp -a test/native "$work/src/test/"
cp -a "$(node -p "require('node-api-headers').include_dir")/." "$work/napi/"
cp -a "$(node -p "require('node-addon-api').include_dir")/." "$work/addon/"
cat >"$work/classify.js" <<'JS'
const { ruleSet, error } = require(process.argv[2] + "/out/error_classifier.node").compile({
  tiers: [{ category: "retryable", patterns: ["rate.?limit", "\\b429\\b"] }, { category: "fatal", patterns: ["\\b401\\b"] }],
  defaultCategory: "unknown", caseInsensitive: true, syntax: "re2", maxMemory: 0, patternByPattern: false, prefilter: true,
});
if (error) throw new Error(error.message);
console.log([ruleSet.category("HTTP 429 Rate Limit"), ruleSet.category("401"), ruleSet.category("hello")].join(","));
JS
chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root /bin/sh -ec "
  cd $in
  cmake -S src -B out -DCMAKE_BUILD_TYPE=Release -DEC_BUILD_TESTS=ON -DEC_NODE_API_INCLUDE='$in/napi;$in/addon' >cmake.log 2>&1
  cmake --build out -j 2 >build.log 2>&1
  ctest --test-dir out >ctest.log 2>&1 || { cat ctest.log; exit 1; }
  test \"\$(node classify.js $in)\" = 0,1,-1
" || {
  tail -30 "$work"/*.log >&2 2>/dev/null || true
  echo "check-trixie: failed" >&2
  exit 1
}
summary=$(grep -Eo '[0-9]+ tests failed out of [0-9]+' "$work/ctest.log")
total=${summary##* }
re2=$(chroot "$root" dpkg-query -W -f='${Version}' libre2-dev)
echo "trixie: $total Catch2 tests passed, addon ok (libre2-dev $re2)"
