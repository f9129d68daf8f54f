// classifyStderr (one provider's signatures compiled on the native engine)
// against a plain JavaScript loop over case-insensitive RegExps (the throttle
// list, then the flake list), on 1 KB of stderr, at 10, 100 and 1,000
// patterns per provider.
import { createRequire } from "node:module";
import { formatNs, kilobyte, measure, table } from "./harness.mjs";
import { warmWasm, wasmPkg } from "./common.mjs";

const require = createRequire(import.meta.url);
const { buildSignatureMap, classifyStderr } = require("../dist/cjs/index.js");

const THROTTLE = [
  (i) => `quota exceeded for model-${i}\\b`,
  (i) => `rate[ _-]?limit reached for tier ${i}\\b`,
  (i) => `usage limit reached \\(plan p${i}\\)`,
  (i) => `insufficient credits? on workspace w${i}\\b`,
];
const FLAKE = [
  (i) => `\\bE[A-Z]{4}N${i}\\b`,
  (i) => `upstream-${i} (?:reset|closed) the connection`,
  (i) => `gateway time-?out at edge ${i}\\b`,
  (i) => `socket hang up \\(pool ${i}\\)`,
];
/** A line of stderr that FLAKE[k](i) matches. */
const FLAKE_TEXT = [
  (i) => `ECONNN${i}`,
  (i) => `upstream-${i} reset the connection`,
  (i) => `gateway timeout at edge ${i}`,
  (i) => `socket hang up (pool ${i})`,
];

/** `count` signatures, half throttle and half flake, each template in turn. */
export function signatures(count) {
  const half = count / 2;
  return {
    throttle: Array.from({ length: half }, (_, i) => THROTTLE[i % THROTTLE.length](i)),
    flake: Array.from({ length: half }, (_, i) => FLAKE[i % FLAKE.length](i)),
  };
}

/** The plain alternative: one RegExp per pattern, tried in order. */
export function plainClassifier({ throttle, flake }) {
  const t = throttle.map((p) => new RegExp(p, "i"));
  const f = flake.map((p) => new RegExp(p, "i"));
  return (text) => {
    for (const re of t) if (re.test(text)) return "throttle";
    for (const re of f) if (re.test(text)) return "flake";
    return "unknown";
  };
}


export function run() {
  const rows = [];
  for (const count of [10, 100, 1000]) {
    const lists = signatures(count);
    const map = buildSignatureMap({ providers: [{ id: "agent", error_signatures: lists }] });
    // The same calls on the WebAssembly backend (the package's ES module build, loaded on it).
    const wasmMap = wasmPkg.buildSignatureMap({ providers: [{ id: "agent", error_signatures: lists }] });
    const plain = plainClassifier(lists);
    const last = count / 2 - 1;
    const inputs = {
      "1 KB, no match": kilobyte(""),
      "1 KB, last flake pattern at the end": kilobyte(`\nError: ${FLAKE_TEXT[last % FLAKE.length](last)}`),
    };
    for (const [name, text] of Object.entries(inputs)) {
      const ours = classifyStderr(map, "agent", text);
      if (ours !== plain(text)) throw new Error(`answers differ on ${name} at ${count} patterns`);
      if (wasmPkg.classifyStderr(wasmMap, "agent", text) !== ours) throw new Error(`the backends answer differently on ${name} at ${count} patterns`);
      const tOurs = measure(() => classifyStderr(map, "agent", text));
      const tPlain = measure(() => plain(text));
      warmWasm((t) => wasmPkg.classifyStderr(wasmMap, "agent", t), [text], 1);
      const tWasm = measure(() => wasmPkg.classifyStderr(wasmMap, "agent", text));
      rows.push([count.toLocaleString("en-US"), name, ours, formatNs(tOurs), formatNs(tPlain), `${(tPlain / tOurs).toFixed(1)}×`, formatNs(tWasm), `${(tPlain / tWasm).toFixed(1)}×`]);
    }
  }
  return table(
    "classifyStderr against a plain RegExp loop (one provider, 1 KB of stderr)",
    ["patterns per provider", "input", "category", "classifyStderr", "RegExp loop", "speed-up", "classifyStderr on WebAssembly", "WebAssembly's speed-up"],
    rows,
  );
}
