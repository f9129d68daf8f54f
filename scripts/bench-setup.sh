#!/usr/bin/env bash
# Installs the benchmark's peers (bench/package.json: re2js, re2-wasm, re2) into
# bench/node_modules. They are never dependencies of the package itself.
# re2 builds from its bundled sources against the system's node headers
# (npm_config_nodedir=/usr); if that build fails, the other peers stay
# installed and `npm run bench` skips re2 with a printed reason.
set -u
cd "$(dirname "$0")/../bench"
export npm_config_nodedir="${npm_config_nodedir:-/usr}"
# Offline: do not try to download a prebuilt re2 binary first.
export RE2_DOWNLOAD_SKIP_PATH="${RE2_DOWNLOAD_SKIP_PATH:-1}"
status=0
# The pure-JavaScript and WebAssembly peers first, without the optional re2.
if ! npm install --no-audit --no-fund --omit=optional --no-save; then
  echo "bench-setup: installing re2js and re2-wasm failed" >&2
  status=1
fi
# Then re2 on its own, so that a failed native build leaves the others in place.
if ! npm install --no-audit --no-fund --no-save re2@1.24.0; then
  echo "bench-setup: re2 did not install (its native build failed); the benchmark will skip it" >&2
fi
for peer in re2js re2-wasm re2; do
  if node -e "require('$peer')" 2>/dev/null; then echo "bench-setup: $peer ok"; else echo "bench-setup: $peer absent"; fi
done
exit $status
