// Load time and first-call time of the prebuilt binary (prebuilds/linux-x64,
// RE2 compiled in, static libstdc++) against the source build (build/Release,
// the system's shared libre2) and the WebAssembly build (dist/wasm), each
// measured in fresh node processes run in turn: `require` of the .node file
// (for WebAssembly: reading, compiling and instantiating the module); then
// compiling the spec's and the extended rule set and classifying one message
// with each (what a program's first classifyError call costs); then a short
// message after that.
// Usage: node bench/load.mjs [runs]   (default 21; prints medians)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.argv[2] ?? 21);
const binaries = {
  prebuilt: join(root, "prebuilds", "linux-x64", "error-classifier.node"),
  "source build": join(root, "build", "Release", "error_classifier.node"),
  WebAssembly: join(root, "dist", "wasm", "error-classifier.wasm"),
};
const probe = `
const t0 = process.hrtime.bigint();
const addon = process.argv[1].endsWith(".wasm")
  ? require(${JSON.stringify(join(root, "dist", "cjs", "backend", "wasm.js"))}).loadWasm()
  : require(process.argv[1]);
const t1 = process.hrtime.bigint();
const { toNativeSpec } = require(${JSON.stringify(join(root, "dist", "cjs", "rule-set.js"))});
const rules = (name) => require(${JSON.stringify(join(root, "rules"))} + "/" + name + ".json");
const out = { load: Number(t1 - t0) / 1e6 };
for (const name of ["spec", "extended"]) {
  const spec = toNativeSpec(rules(name));
  const t2 = process.hrtime.bigint();
  const { ruleSet } = addon.compile(spec);
  ruleSet.category("HTTP 429 Too Many Requests: rate limit reached for requests");
  const t3 = process.hrtime.bigint();
  for (let i = 0; i < 1000; i++) ruleSet.category("Error: connect ECONNREFUSED 127.0.0.1:443 while calling the provider " + i);
  const t4 = process.hrtime.bigint();
  out[name + " first call"] = Number(t3 - t2) / 1e6;
  out[name + " later call"] = Number(t4 - t3) / 1e6;  // ms for 1000 calls = µs a call
}
console.log(JSON.stringify(out));
`;
const samples = Object.fromEntries(Object.keys(binaries).map((k) => [k, []]));
for (let i = 0; i < runs; i++) {
  for (const [name, path] of Object.entries(binaries)) {
    if (!existsSync(path)) throw new Error(`${path} is missing (npm run build:prebuilt / npm run build:native)`);
    const r = spawnSync(process.execPath, ["-e", probe, path], { encoding: "utf8" });
    if (r.status !== 0) throw new Error(r.stderr);
    samples[name].push(JSON.parse(r.stdout));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [
  ["load (`require` of the .node file; WebAssembly: compile and instantiate the module)", "load", "ms", 1],
  ["first call, spec (compile 20 patterns + classify)", "spec first call", "ms", 1],
  ["first call, extended (compile its patterns + classify)", "extended first call", "ms", 1],
  ["later call, spec (µs a message)", "spec later call", "µs", 1],
  ["later call, extended (µs a message)", "extended later call", "µs", 1],
];
console.log(`${runs} fresh processes each, medians; node ${process.version}\n`);
console.log(`| | prebuilt | source build | prebuilt ÷ source | WebAssembly | WebAssembly ÷ prebuilt |\n|---|---|---|---|---|---|`);
for (const [label, key, unit] of rows) {
  const [a, b, w] = Object.keys(binaries).map((k) => median(samples[k].map((s) => s[key])));
  const fmt = (v) => (unit === "µs" ? `${v.toFixed(2)} µs` : `${v.toFixed(2)} ms`);
  console.log(`| ${label} | ${fmt(a)} | ${fmt(b)} | ${(a / b).toFixed(2)}× | ${fmt(w)} | ${(w / a).toFixed(2)}× |`);
}
