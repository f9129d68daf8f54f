// classifyError against the plain-RegExp implementation of the specification
// (the "~40 lines" a user would otherwise write), on the same inputs.
import { createRequire } from "node:module";
import { consume, formatNs, measure, table } from "./harness.mjs";
import { plainClassifyError } from "./peers/plain.mjs";
import { warmWasm, wasmPkg } from "./common.mjs";

const require = createRequire(import.meta.url);
const { classifyError, createClassifier, specRules } = require("../dist/cjs/index.js");

function pad(text, size, filler) {
  let out = text;
  while (out.length < size) out += filler;
  return out.slice(0, size);
}

const LOG = "2026-11-22T05:09:46.123Z DEBUG agent step completed; tool=read_file path=src/index.ts bytes=2048\n";
export const INPUTS = {
  "short, first tier (~80 B)": pad("Error: 429 Too Many Requests from upstream provider; retry later please ....", 80, "."),
  "short, last tier (~80 B)": pad("Request failed: authentication error: the supplied credentials were not accepted", 80, "."),
  "short, no match (~80 B)": pad("TypeError: Cannot read properties of undefined (reading 'choices') at run.js:12", 80, "."),
  "2 KB, match at end": pad(LOG.repeat(30), 2048 - 20, " ") + " ECONNRESET occurred",
  "1 MB stderr, match at end": pad(LOG.repeat(12000), 1024 * 1024 - 24, " ") + " context window exceeded",
  "1 MB stderr, no match": pad(LOG.repeat(12000), 1024 * 1024, " "),
};

export function run() {
  for (const [name, text] of Object.entries(INPUTS)) {
    if (classifyError(text) !== plainClassifyError(text)) throw new Error(`answers differ on ${name}`);
  }
  // The same classifyError on the WebAssembly backend (the package's ES module build, loaded on it).
  const wasm = wasmPkg.classifyError;
  warmWasm(wasm, Object.values(INPUTS).filter((t) => t.length < 4096));
  const rows = [];
  for (const [name, text] of Object.entries(INPUTS)) {
    if (wasm(text) !== classifyError(text)) throw new Error(`the backends answer differently on ${name}`);
    const ours = measure(() => classifyError(text));
    const onWasm = measure(() => wasm(text));
    const plain = measure(() => plainClassifyError(text));
    rows.push([name, classifyError(text), formatNs(ours), formatNs(plain), `${(plain / ours).toFixed(2)}×`, formatNs(onWasm), `${(plain / onWasm).toFixed(2)}×`]);
  }
  const batch = [];
  const shorts = Object.entries(INPUTS).filter(([k]) => k.startsWith("short")).map(([, v]) => v);
  for (let i = 0; i < 10_000; i++) batch.push(`${shorts[i % 3]} #${i}`);
  const classifier = createClassifier(specRules);
  const many = measure(() => classifier.classifyMany(batch), { rounds: 5, ms: 300 });
  const wasmClassifier = wasmPkg.createClassifier(wasmPkg.specRules);
  warmWasm((b) => wasmClassifier.classifyMany(b), [batch]);
  const wasmMany = measure(() => wasmClassifier.classifyMany(batch), { rounds: 5, ms: 300 });
  const loop = measure(() => {
    let n = 0;
    for (const m of batch) n += plainClassifyError(m).length;
    return n;
  }, { rounds: 5, ms: 300 });
  rows.push(["classifyMany, 10,000 short messages", "(mixed)", formatNs(many), formatNs(loop), `${(loop / many).toFixed(2)}×`, formatNs(wasmMany), `${(loop / wasmMany).toFixed(2)}×`]);
  consume(0);
  return table(
    "classifyError against plain RegExp (the specification's 20 patterns)",
    ["input", "category", "classifyError", "plain RegExp loop", "speed-up", "classifyError on WebAssembly", "WebAssembly's speed-up"],
    rows,
  );
}
