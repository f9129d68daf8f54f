#!/usr/bin/env bash
# Builds the engine as WebAssembly into dist/wasm/ (error-classifier.js, the
# CommonJS factory, and error-classifier.wasm), from the same RE2 sources and
# Unicode tables as the prebuilt native binary (scripts/re2-source.sh), with
# Debian's emscripten (apt-get install emscripten).
# Usage: bash scripts/build-wasm.sh
set -euo pipefail
cd "$(dirname "$0")/.."
command -v emcmake >/dev/null || {
  echo "build-wasm: emscripten is missing (on Debian: apt-get install -y emscripten)" >&2
  exit 1
}
src=$(bash scripts/re2-source.sh build-deps | tail -n1)
# Debian's emscripten runs its optimizer with Debian's acorn.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release -DEC_RE2_SOURCE="$src" >/dev/null
cmake --build build-wasm --target ec_wasm -j 2
mkdir -p dist/wasm
cp build-wasm/error-classifier.js build-wasm/error-classifier.wasm dist/wasm/
echo "dist/wasm: $(stat -c %s dist/wasm/error-classifier.wasm) bytes of wasm"
