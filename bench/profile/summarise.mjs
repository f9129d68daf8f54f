// Reads two `callgrind_annotate --threshold=100` listings (the profiled run and
// a zero-call baseline), subtracts start-up, and prints per call where the
// instructions of the short-message path go, bucketed, as Markdown.
// Usage: node summarise.mjs RUN.txt BASE.txt CALLS
import { readFileSync } from "node:fs";

const [runFile, baseFile, callsArg] = process.argv.slice(2);
const calls = Number(callsArg);

function load(file) {
  const costs = new Map();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const m = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!m || line.includes("PROGRAM TOTALS")) continue;
    costs.set(m[2], (costs.get(m[2]) ?? 0) + Number(m[1].replaceAll(",", "")));
  }
  return costs;
}

/** [bucket, test on "file:function [object]"], first match wins. */
const BUCKETS = [
  ["string copy out of V8 (WriteUtf8/WriteOneByte, napi_get_value_string_*, TextArg, memcpy)", /String::Write|napi_get_value_string|TextArg|memmove|memcpy|_M_fill_assign|Utf8Length|String::Length/],
  ["literal scanner (LiteralScanner: SIMD scan + verify)", /LiteralScanner/],
  ["rule-set logic (RuleSet::*, prefilter bookkeeping)", /errclass::RuleSet/],
  ["RE2 verification (libre2)", /libre2|re2::/],
  ["Node-API crossing (napi_*, callback wrappers, result value)", /napi_|Napi::|FunctionCallbackWrapper|CallApiCallback|errclass::|v8::TryCatch|v8::Value::Is|v8::Number::New|v8::External|v8impl|node_napi_env|v8::Object::|v8::String::NewFrom|HandleScope|tls_get_addr/],
  ["malloc/free", /malloc|_int_free|free \[|cfree|operator new|operator delete/],
  ["JavaScript (wrapper in lib/, loop; interpreter, inline caches, JIT code)", /Builtins_|\?\?\?:0x[0-9a-f]+ \[\?\?\?\]/],
];

const run = load(runFile);
const base = load(baseFile);
const sums = new Map(BUCKETS.map(([name]) => [name, 0]));
sums.set("V8 compiler, GC and other", 0);
let total = 0;
for (const [fn, ir] of run) {
  const d = ir - (base.get(fn) ?? 0);
  if (d <= 0) continue;
  total += d;
  const bucket = BUCKETS.find(([, re]) => re.test(fn))?.[0] ?? "V8 compiler, GC and other";
  sums.set(bucket, sums.get(bucket) + d);
}
const lines = [`| where | instructions per call | share |`, `|---|---|---|`];
for (const [name, ir] of [...sums].sort((a, b) => b[1] - a[1])) {
  lines.push(`| ${name} | ${(ir / calls).toFixed(0)} | ${((ir / total) * 100).toFixed(1)}% |`);
}
lines.push(`| **total** | **${(total / calls).toFixed(0)}** | 100% |`);
console.log(lines.join("\n"));
