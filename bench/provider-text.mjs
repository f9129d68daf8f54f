// Issue 22's speed goal: classifyProviderError on a message string (its text
// path) against extended's classifyError on the same messages, per message.
// The same pair on the WebAssembly backend: the package's ES module build, a
// second instance, loaded here with ERROR_CLASSIFIER_BACKEND=wasm.
// Usage: node bench/provider-text.mjs (after npm run build:ts).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCorpus, loadJsonlDir } from "../scripts/corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const p = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
const workloads = {
  "corpus messages": loadCorpus().map((r) => r.message),
  "template examples": loadJsonlDir(join(root, "test", "fixtures", "templates")).map((r) => r.example),
  "blind collections (batches 22 onward)": loadJsonlDir(join(root, "test", "fixtures", "blind")).map((r) => r.message),
};

/** Median of `rounds` passes of each, A and B alternating (other load on the machine hits both alike); µs per message. */
function compare(a, b, msgs, rounds = 21) {
  for (const m of msgs) (a(m), b(m));
  const ta = [], tb = [];
  const pass = (fn) => {
    const start = process.hrtime.bigint();
    for (const m of msgs) fn(m);
    return Number(process.hrtime.bigint() - start) / msgs.length / 1000;
  };
  for (let k = 0; k < rounds; k++) {
    ta.push(pass(a));
    tb.push(pass(b));
  }
  const median = (xs) => xs.sort((x, y) => x - y)[xs.length >> 1];
  return [median(ta), median(tb)];
}

if (p.backend() !== "native") throw new Error("the native addon did not load");
process.env.ERROR_CLASSIFIER_BACKEND = "wasm";
const w = await import(join(root, "dist", "esm", "index.js"));
if (w.backend() !== "wasm") throw new Error("the ES module build did not load WebAssembly");
delete process.env.ERROR_CLASSIFIER_BACKEND;

console.log(`node ${process.version}; median of 21 alternating passes; µs per message`);
console.log("| workload | messages | mean length | extended classifyError | classifyProviderError(string) | ratio | on WebAssembly: extended classifyError | classifyProviderError(string) | ratio |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
for (const [name, msgs] of Object.entries(workloads)) {
  const [ext, prov] = compare((m) => p.classifyErrorExtended(m), (m) => p.classifyProviderError(m), msgs);
  for (const m of msgs) {
    if (w.classifyErrorExtended(m) !== p.classifyErrorExtended(m)) throw new Error(`the backends disagree on ${JSON.stringify(m)}`);
  }
  const [wext, wprov] = compare((m) => w.classifyErrorExtended(m), (m) => w.classifyProviderError(m), msgs);
  const len = Math.round(msgs.reduce((a, m) => a + m.length, 0) / msgs.length);
  console.log(`| ${name} | ${msgs.length} | ${len} | ${ext.toFixed(2)} | ${prov.toFixed(2)} | ${(prov / ext).toFixed(2)}× | ${wext.toFixed(2)} | ${wprov.toFixed(2)} | ${(wprov / wext).toFixed(2)}× |`);
}
