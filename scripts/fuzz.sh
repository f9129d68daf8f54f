#!/usr/bin/env bash
# Builds the libFuzzer harnesses of test/fuzz/ with clang, ASan and UBSan
# into build-fuzz/, then runs each in turn, starting from its seed corpus in
# test/fuzz/corpus/ (new inputs go to build-fuzz/corpus/, never into the
# repository). Installs clang from Debian if it is missing.
# Usage: scripts/fuzz.sh [seconds per harness (default 3600)] [harness ...]
#   EC_FUZZ_RUNS=N runs N inputs per harness instead of a time budget;
#   EC_FUZZ_MAX_LEN caps an input's length (default 1024 bytes);
#   EC_FUZZ_OUT is the build directory (default build-fuzz).
# ASan keeps no allocation stacks (malloc_context_size=0): recording them took
# 60% of compile_fuzzer's time. A finding still stops the run; re-run its
# saved input with ASAN_OPTIONS=malloc_context_size=30 for the stacks.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-3600}"
shift || true
harnesses=("$@")
[ "${#harnesses[@]}" -gt 0 ] || harnesses=(compile_fuzzer classify_fuzzer analyze_fuzzer)

if ! command -v clang++ >/dev/null || ! dpkg-query -W -f='${Status}' libclang-rt-14-dev 2>/dev/null | grep -q "install ok installed"; then
  echo "installing clang (libFuzzer)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get -o DPkg::Lock::Timeout=900 update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get -o DPkg::Lock::Timeout=900 install -y -qq clang libclang-rt-14-dev >/dev/null
fi

out="${EC_FUZZ_OUT:-build-fuzz}"
mkdir -p "$out"
# The engine's sources, as CMakeLists.txt lists them for ec_core (one list).
core=($(sed -n '/^add_library(ec_core STATIC/,/^)/s|^ *native/core/\(.*\)\.cc$|\1|p' CMakeLists.txt))
[ "${#core[@]}" -gt 10 ] || { echo "fuzz.sh: no ec_core sources found in CMakeLists.txt" >&2; exit 1; }
flags=(-std=c++17 -O2 -g -fno-omit-frame-pointer -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
       -Inative -Itest/fuzz $(pkg-config --cflags re2 2>/dev/null || true))
libs=($(pkg-config --libs re2 2>/dev/null || echo -lre2) -lpthread)
# The core once, as objects shared by the harnesses.
objects=()
for name in "${core[@]}"; do
  src="native/core/$name.cc"
  obj="$out/$name.o"
  if [ ! -f "$obj" ] || [ "$src" -nt "$obj" ] || [ -n "$(find native/core -name '*.h' -newer "$obj" -o -name '*.inc' -newer "$obj")" ]; then
    clang++ "${flags[@]}" -c "$src" -o "$obj"
  fi
  objects+=("$obj")
done
for h in "${harnesses[@]}"; do
  clang++ "${flags[@]}" "test/fuzz/$h.cc" "${objects[@]}" "${libs[@]}" -o "$out/$h"
done

status=0
for h in "${harnesses[@]}"; do
  mkdir -p "$out/corpus/$h"
  budget=(-max_total_time="$seconds")
  [ -z "${EC_FUZZ_RUNS:-}" ] || budget=(-runs="$EC_FUZZ_RUNS")
  echo "== $h: ${EC_FUZZ_RUNS:-$seconds s}"
  log="$out/$h.log"
  rc=0
  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 ASAN_OPTIONS=detect_leaks=1:malloc_context_size=0 \
    "$out/$h" "${budget[@]}" -max_len="${EC_FUZZ_MAX_LEN:-1024}" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/$h-" "$out/corpus/$h" "test/fuzz/corpus/$h" >"$log" 2>&1 || rc=$?
  grep -E "^#[0-9]+ +(DONE|INITED)|Done [0-9]+ runs|stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)" "$log" || true
  if [ "$rc" -ne 0 ]; then
    # The finding: the disagreement or sanitizer report and the input saved.
    grep -E -A30 "DISAGREEMENT|ERROR:|runtime error" "$log" | head -60 || true
    grep -E "Test unit written|artifact" "$log" || true
    status=1
  fi
done
exit $status
