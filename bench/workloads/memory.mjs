// Memory: resident memory before and after 10,000,000 classifyError calls on
// varied short messages (a child process with --expose-gc); load time: a child
// requiring the package and making the first call (median of 5 runs).
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { QUICK, corpusMessages, report } from "../common.mjs";

const CHILD = fileURLToPath(new URL("./memory-child.cjs", import.meta.url));
const mb = (bytes) => (bytes / 2 ** 20).toFixed(2);

export function run() {
  const calls = QUICK ? 1_000_000 : 10_000_000;
  const out = JSON.parse(execFileSync(process.execPath, ["--expose-gc", CHILD, "rss", String(calls)], { input: JSON.stringify(corpusMessages()), maxBuffer: 1 << 20 }).toString());
  const growth = out.after.rss - out.before.rss;
  const wasmEnv = { env: { ...process.env, ERROR_CLASSIFIER_BACKEND: "wasm" } };
  // The same calls on the WebAssembly backend (its heap grows and never shrinks: docs/guide/backends.md).
  const wasmOut = JSON.parse(execFileSync(process.execPath, ["--expose-gc", CHILD, "rss", String(calls)], { ...wasmEnv, input: JSON.stringify(corpusMessages()), maxBuffer: 1 << 20 }).toString());
  if (wasmOut.backend !== "wasm" || out.backend !== "native") throw new Error(`backends ${out.backend} and ${wasmOut.backend}, not native and wasm`);
  const wasmGrowth = wasmOut.after.rss - wasmOut.before.rss;
  const loads = [];
  for (let i = 0; i < 5; i++) loads.push(JSON.parse(execFileSync(process.execPath, [CHILD, "load"]).toString()));
  const wasmLoads = [];
  for (let i = 0; i < 5; i++) wasmLoads.push(JSON.parse(execFileSync(process.execPath, [CHILD, "load"], wasmEnv).toString()));
  if (wasmLoads.some((l) => l.category !== "retryable")) throw new Error("the first call on WebAssembly answered wrongly");
  const wasmMs = wasmLoads.map((l) => l.ms).sort((a, b) => a - b);
  if (loads.some((l) => l.category !== "retryable")) throw new Error("the first call answered wrongly");
  const ms = loads.map((l) => l.ms).sort((a, b) => a - b);
  const load = ms[2];
  const mid = loads.find((l) => l.ms === load);
  const rows = [
    [`${calls.toLocaleString("en-US")} classifyError calls (${out.distinct.toLocaleString("en-US")} distinct messages), ${(out.ms / calls * 1e6).toFixed(0)} ns/call`, `${mb(out.before.rss)} MB`, `${mb(out.after.rss)} MB`, `${mb(growth)} MB`],
    ["V8 heap used", `${mb(out.before.heapUsed)} MB`, `${mb(out.after.heapUsed)} MB`, `${mb(out.after.heapUsed - out.before.heapUsed)} MB`],
    ["external (off-heap) memory", `${mb(out.before.external)} MB`, `${mb(out.after.external)} MB`, `${mb(out.after.external - out.before.external)} MB`],
    [`${calls.toLocaleString("en-US")} classifyError calls on WebAssembly, ${(wasmOut.ms / calls * 1e6).toFixed(0)} ns/call`, `${mb(wasmOut.before.rss)} MB`, `${mb(wasmOut.after.rss)} MB`, `${mb(wasmGrowth)} MB`],
    ["WebAssembly heap (the module's memory)", `${mb(wasmOut.before.wasmHeap)} MB`, `${mb(wasmOut.after.wasmHeap)} MB`, `${mb(wasmOut.after.wasmHeap - wasmOut.before.wasmHeap)} MB`],
    ["load: require + first classifyError (5 runs)", "", "", `median ${load.toFixed(1)} ms (min ${ms[0].toFixed(1)}, max ${ms[4].toFixed(1)}); that run: require ${mid.requireMs.toFixed(1)} ms + first call ${mid.firstCallMs.toFixed(2)} ms`],
    ["load on WebAssembly (ERROR_CLASSIFIER_BACKEND=wasm, 5 runs)", "", "", `median ${wasmMs[2].toFixed(1)} ms (min ${wasmMs[0].toFixed(1)}, max ${wasmMs[4].toFixed(1)})`],
  ];
  const goals = [
    { goal: `resident memory grows by less than 5 MB over ${calls.toLocaleString("en-US")} calls`, figure: `${mb(growth)} MB`, met: growth < 5 * 2 ** 20 },
    { goal: `WebAssembly backend: resident memory growth over ${calls.toLocaleString("en-US")} calls (reported)`, figure: `${mb(wasmGrowth)} MB; heap ${mb(wasmOut.after.wasmHeap)} MB`, met: null },
    { goal: "loading the addon and the first call together under 30 ms", figure: `${load.toFixed(1)} ms (median of 5)`, met: load < 30 },
    { goal: "loading the WebAssembly backend and the first call (reported)", figure: `${wasmMs[2].toFixed(1)} ms (median of 5)`, met: null },
  ];
  return report("Memory over many calls, and load time", ["measure", "before", "after", "growth / figure"], rows, {
    goals,
    notes: QUICK ? ["--quick: 1,000,000 calls instead of 10,000,000."] : [],
  });
}
