// Child of memory.mjs (run with --expose-gc): resident memory before and after
// `calls` classifyError calls on varied short messages, or (with "load") the
// time to require the package and make the first call.
const { performance } = require("node:perf_hooks");

const [mode, arg] = process.argv.slice(2);
const root = require("node:path").join(__dirname, "..", "..");

if (mode === "load") {
  const t0 = performance.now();
  const { classifyError } = require(`${root}/dist/cjs/index.js`);
  const t1 = performance.now();
  const category = classifyError("Error: 429 Too Many Requests");
  const t2 = performance.now();
  process.stdout.write(JSON.stringify({ ms: t2 - t0, requireMs: t1 - t0, firstCallMs: t2 - t1, category }));
} else {
  const calls = Number(arg);
  const messages = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
  const { classifyError, backend } = require(`${root}/dist/cjs/index.js`);
  // The WebAssembly backend's heap (0 on the native addon).
  const { native } = require(`${root}/dist/cjs/native.js`);
  const wasmHeap = () => native().heapBytes?.() ?? 0;
  // Varied: each message with 32 different suffixes, all built before measuring.
  const varied = [];
  for (let s = 0; s < 32; s++) for (const m of messages) varied.push(`${m} [req ${s * 7919}]`);
  const gc = () => {
    global.gc();
    global.gc();
  };
  let sink = 0;
  for (let i = 0; i < 200_000; i++) sink += classifyError(varied[i % varied.length]).length;
  gc();
  const before = { ...process.memoryUsage(), wasmHeap: wasmHeap() };
  const t0 = performance.now();
  for (let i = 0; i < calls; i++) sink += classifyError(varied[i % varied.length]).length;
  const ms = performance.now() - t0;
  gc();
  const after = { ...process.memoryUsage(), wasmHeap: wasmHeap() };
  process.stdout.write(JSON.stringify({ before, after, ms, distinct: varied.length, sink, backend: backend() }));
}
