#!/usr/bin/env bash
# Profiles the short-message path (bench/profile/short-path.cjs, or with
# "many" classifyMany's, bench/profile/many-path.cjs) under
# valgrind's callgrind (perf has no hardware counters here) and prints the
# instructions per call, start-up subtracted, bucketed: the Node-API crossing,
# the string copy, the literal scanner, RE2 (bench/profile/summarise.mjs).
# Usage: bench/profile/callgrind.sh [calls] [short|many]
set -eu
cd "$(dirname "$0")"
calls="${1:-100000}"
script="${2:-short}-path.cjs"
out="${TMPDIR:-/tmp}/error-classifier.callgrind.out"
# V8 generates code at run time: --smc-check=all-non-file lets callgrind follow it
# (JIT-compiled JavaScript shows as "???", the JS side of each call).
# --no-concurrent-recompilation: V8 optimizes on the main thread; under
# valgrind its background compiler thread barely ran, and the JavaScript
# wrapper stayed in baseline code for most of the run.
valgrind --tool=callgrind --callgrind-out-file="$out" --dump-instr=no --smc-check=all-non-file \
  node --no-concurrent-recompilation "$script" "$calls" 2>&1 | tail -3
# Baseline: the same process with zero calls, to subtract start-up.
valgrind --tool=callgrind --callgrind-out-file="$out.base" --dump-instr=no --smc-check=all-non-file \
  node --no-concurrent-recompilation "$script" 0 2>&1 | tail -1
callgrind_annotate --threshold=100 "$out" > "$out.txt" 2>/dev/null
callgrind_annotate --threshold=100 "$out.base" > "$out.base.txt" 2>/dev/null
node summarise.mjs "$out.txt" "$out.base.txt" "$calls"
echo "listings: $out.txt (run), $out.base.txt (start-up baseline)"
