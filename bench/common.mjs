// What every workload shares: the built package, the peers, the corpus of real
// messages, budget-aware timing, ratios, and the goal verdicts that
// scripts/bench.mjs gathers into the summary of bench/RESULTS.md.
import { createRequire } from "node:module";
import { measure, table } from "./harness.mjs";
import { alternationTiers, plainTiers } from "./peers/plain.mjs";
import { re2Peers } from "./peers/re2-peers.mjs";

const require = createRequire(import.meta.url);
/** The built package (run `npm run build` first). */
export const pkg = require("../dist/cjs/index.js");
/** `--quick`: fewer and shorter rounds, smaller sizes, for a smoke run. */
export const QUICK = process.argv.includes("--quick");

/** The specification's tiers, as [category, patterns] pairs. */
export const SPEC_TIERS = pkg.specRules.tiers.map((t) => [t.category, [...t.patterns]]);

/** Every peer: `{ name, make(tiers, defaultCategory), bytes? }` or `{ name, skip }`. */
export function allPeers() {
  return [
    { name: "plain RegExp loop", make: plainTiers },
    { name: "one alternation per tier", make: alternationTiers },
    ...re2Peers(),
  ];
}

/** The label of the WebAssembly backend's rows and columns. */
export const WASM = "error-classifier on WebAssembly";

/**
 * The package a second time, on the WebAssembly backend, in this process
 * beside `pkg` on the native addon: its ES module build is an instance of
 * its own (its own engine, chosen on first use), loaded here with
 * ERROR_CLASSIFIER_BACKEND=wasm. Both run the same JavaScript layer, so a
 * row of each times exactly what a user's call costs on that backend.
 */
async function loadWasmPackage() {
  if (pkg.backend() !== "native") throw new Error(`bench: the native addon did not load (backend ${pkg.backend()}); run npm run build`);
  const before = process.env.ERROR_CLASSIFIER_BACKEND;
  process.env.ERROR_CLASSIFIER_BACKEND = "wasm";
  try {
    const index = await import("../dist/esm/index.js");
    const extended = await import("../dist/esm/extended.js");
    if (index.backend() !== "wasm") throw new Error(`bench: the ES module build loaded ${index.backend()}, not wasm`);
    return { ...index, extended };
  } finally {
    if (before === undefined) delete process.env.ERROR_CLASSIFIER_BACKEND;
    else process.env.ERROR_CLASSIFIER_BACKEND = before;
  }
}
/** The package on the WebAssembly backend (`wasmPkg.extended`: error-classifier/extended there). */
export const wasmPkg = await loadWasmPackage();

/**
 * Runs fn over inputs until a pass over them has not got faster (by 3%) for
 * a few seconds: V8 runs a new WebAssembly module on its baseline compiler
 * and tiers hot functions up on background threads, 5-10× slower for the
 * first few thousand calls (the load-time table shows the cold start), and
 * on a busy machine that tier-up takes longer. Every WebAssembly figure is
 * timed once warm.
 */
export function warmWasm(fn, inputs, seconds = QUICK ? 1 : 3) {
  const start = Date.now();
  let best = Infinity;
  let since = start;
  while (Date.now() - since < seconds * 1000 && Date.now() - start < 30_000) {
    const t = process.hrtime.bigint();
    for (const x of inputs) fn(x);
    const ns = Number(process.hrtime.bigint() - t);
    if (ns < best * 0.97) {
      best = ns;
      since = Date.now();
    }
  }
  return fn;
}

/** createClassifier(ruleSet).category on the WebAssembly backend, warm. */
export function wasmCategory(ruleSet, warmInputs = corpusMessages()) {
  const classifier = wasmPkg.createClassifier(ruleSet);
  return warmWasm((text) => classifier.category(text), warmInputs);
}

/** Distinct real messages of 50–500 UTF-8 bytes from test/fixtures/corpus/*.jsonl, in file order. */
export const corpusMessages = require("./profile/messages.cjs").shortMessages;

/**
 * Median ns per call; a call slower than `slowMs` is timed alone a few times
 * instead (so slow peers on large inputs stay within the run's budget).
 */
export function timeIt(fn, { rounds, ms, slowMs = 20 } = {}) {
  const t0 = process.hrtime.bigint();
  fn();
  const first = Number(process.hrtime.bigint() - t0);
  if (first > slowMs * 1e6) {
    const runs = first > 1e9 ? 1 : QUICK ? 2 : 3;
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t = process.hrtime.bigint();
      fn();
      times.push(Number(process.hrtime.bigint() - t));
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  }
  return measure(fn, { rounds: rounds ?? (QUICK ? 3 : 7), ms: ms ?? (QUICK ? 40 : 150) });
}

/** Median ns per message of fn called on each of messages in turn. */
export function perMessage(fn, messages) {
  return (
    timeIt(() => {
      let k = 0;
      for (let i = 0; i < messages.length; i++) k += fn(messages[i]).length;
      return k;
    }) / messages.length
  );
}

/** "3.21×": how many times faster ours is than the peer. */
export function ratio(peerNs, oursNs) {
  const r = peerNs / oursNs;
  return `${r >= 100 ? r.toFixed(0) : r >= 10 ? r.toFixed(1) : r.toFixed(2)}×`;
}

/** Throws unless `peer` answers like `ours` on every input. */
export function verify(name, peer, ours, inputs) {
  for (const [i, text] of inputs.entries()) {
    const a = ours(text);
    const b = peer(text);
    if (a !== b) {
      const shown = typeof text === "string" ? text.slice(0, 80) : `<${text.length} bytes>`;
      throw new WrongAnswer(`${name} answers ${b} where error-classifier answers ${a} on input ${i}: ${JSON.stringify(shown)}`);
    }
  }
}

/** A peer that answered differently from us: the table fails, never skips it. */
export class WrongAnswer extends Error {}

/** Every goal verdict printed so far, for the summary. */
export const GOALS = [];

/**
 * Prints a table, its notes and its goal verdicts ("met"/"NOT met" with the
 * figure), records the verdicts, and returns the Markdown.
 */
export function report(title, header, rows, { goals = [], notes = [] } = {}) {
  let text = table(title, header, rows);
  const lines = [];
  for (const note of notes) lines.push(`_${note}_`, "");
  for (const g of goals) {
    const verdict = g.met === null ? "n/a" : g.met ? "met" : "NOT met";
    lines.push(`- Goal: ${g.goal}: ${g.figure}: **${verdict}**`);
    GOALS.push({ table: title, ...g });
  }
  if (lines.length) {
    const extra = lines.join("\n") + "\n";
    console.log(extra);
    text += "\n" + extra;
  }
  return text;
}

/** Goals "ahead of every peer" from rows of [label, oursNs, {peer: ns}]. */
export function aheadGoal(scope, cases, { allowBehind = () => false } = {}) {
  const behind = [];
  let worst = Infinity;
  for (const [label, oursNs, peerNs] of cases) {
    for (const [peer, ns] of Object.entries(peerNs)) {
      if (ns === undefined) continue;
      const r = ns / oursNs;
      if (r < 1) {
        if (allowBehind(label, peer)) continue;
        behind.push([r, `${peer} on ${label} (${r.toFixed(2)}×)`]);
      }
      worst = Math.min(worst, r);
    }
  }
  behind.sort((a, b) => a[0] - b[0]);
  const shown = behind.slice(0, 3).map(([, text]) => text).join("; ");
  const more = behind.length > 3 ? `; and ${behind.length - 3} more` : "";
  const figure = behind.length ? `behind in ${behind.length} case(s), worst first: ${shown}${more}` : `lowest ratio ${worst.toFixed(2)}×`;
  return { goal: `ahead of every peer (${scope})`, figure, met: behind.length === 0 };
}
