// Pattern count: one tier of 10, 100, 1,000 and 5,000 realistic literal-ish
// signatures against 1 KB of text (no match; the last pattern's text at the
// end), ours against the plain loop, the alternation and the RE2 sets.
import { formatNs, kilobyte } from "../harness.mjs";
import { QUICK, WASM, aheadGoal, pkg, ratio, report, wasmCategory } from "../common.mjs";
import { buildPeers, compare } from "../compare.mjs";

const WORDS = ["CONN", "PIPE", "AUTH", "QUOTA", "SHARD", "LEASE", "TOKEN", "ROUTE"];
/** [pattern, a line it matches] per template. */
const TEMPLATES = [
  (i) => [`quota exceeded for model-${i}\\b`, `quota exceeded for model-${i} (daily)`],
  (i) => [`E${WORDS[i % 8]}${i} failure`, `E${WORDS[i % 8]}${i} failure`],
  (i) => [`rate.?limit reached for tier ${i}\\b`, `rate-limit reached for tier ${i}.`],
  (i) => [`upstream-${i} (?:reset|closed) the connection`, `upstream-${i} closed the connection`],
  (i) => [`gateway time.?out at edge ${i}\\b`, `gateway timeout at edge ${i}`],
  (i) => [`insufficient credits on workspace w${i}\\b`, `insufficient credits on workspace w${i}`],
  (i) => [`socket hang up \\(pool ${i}\\)`, `socket hang up (pool ${i})`],
];
/** `count` signatures and the text that matches the last of them. */
export function signatureTier(count) {
  const patterns = [];
  let lastText = "";
  for (let i = 0; i < count; i++) {
    const [pattern, text] = TEMPLATES[i % TEMPLATES.length](i + 1000);
    patterns.push(pattern);
    lastText = text;
  }
  return { patterns, lastText };
}


export function run() {
  const rows = [];
  const data = [];
  const skippedAll = new Set();
  const oursAt = {};
  const plainAt = {};
  const wasmAt = {};
  let header;
  for (const count of [10, 100, 1000, 5000]) {
    const { patterns, lastText } = signatureTier(count);
    const tiers = [["signature", patterns]];
    const classifier = pkg.createClassifier({ syntax: "re2", caseInsensitive: true, defaultCategory: "none", tiers: tiers.map(([category, p]) => ({ category, patterns: p })) });
    const { peers, skipped } = buildPeers(tiers, "none", ["plain RegExp loop", "one alternation", "re2js RE2Set", "re2 RE2.Set"]);
    skipped.forEach((s) => skippedAll.add(`${count} patterns: ${s}`));
    const label = count.toLocaleString("en-US");
    const cases = [
      { label: `${label}, 1 KB, no match`, text: kilobyte("") },
      { label: `${label}, 1 KB, last pattern at the end`, text: kilobyte(`\nError: ${lastText}`) },
    ];
    // The WebAssembly backend as one more column (not a peer: left out of the "ahead" goal).
    const spec = { syntax: "re2", caseInsensitive: true, defaultCategory: "none", tiers: tiers.map(([category, p]) => ({ category, patterns: p })) };
    peers.unshift({ name: WASM, fn: wasmCategory(spec, cases.map((c) => c.text)) });
    const out = compare(cases, (t) => classifier.category(t), peers, { perCase: () => (QUICK ? { rounds: 3, ms: 30 } : { rounds: 5, ms: 100 }) });
    header ??= out.header;
    // Peers may be missing at some counts (a set that did not compile): align columns by name.
    const names = header.slice(3).map((h) => h.replace(/ \(×ours\)$/, ""));
    for (const [i, [lbl, oursNs, peerNs]] of out.data.entries()) {
      rows.push([...out.rows[i].slice(0, 3), ...names.map((n) => (peerNs[n] === undefined ? "skipped" : `${formatNs(peerNs[n])} (${ratio(peerNs[n], oursNs)})`))]);
      wasmAt[`${count}/${i}`] = peerNs[WASM];
      delete peerNs[WASM];
      data.push([lbl, oursNs, peerNs]);
      oursAt[`${count}/${i}`] = oursNs;
      plainAt[`${count}/${i}`] = peerNs["plain RegExp loop"];
    }
  }
  const which = ["no match", "match at end"];
  const goals = [0, 1].map((i) => ({
    goal: `1,000 patterns at least 200× the plain RegExp loop (${which[i]})`,
    figure: `${ratio(plainAt[`1000/${i}`], oursAt[`1000/${i}`])} (${formatNs(oursAt[`1000/${i}`])} vs ${formatNs(plainAt[`1000/${i}`])})`,
    met: plainAt[`1000/${i}`] / oursAt[`1000/${i}`] >= 200,
  }));
  for (const i of [0, 1]) {
    const r = oursAt[`5000/${i}`] / oursAt[`10/${i}`];
    goals.push({ goal: `our time at 5,000 patterns within 2× of our time at 10 (${which[i]})`, figure: `${r.toFixed(2)}× (${formatNs(oursAt[`5000/${i}`])} vs ${formatNs(oursAt[`10/${i}`])})`, met: r <= 2 });
  }
  goals.push(aheadGoal("pattern count", data));
  goals.push({
    goal: "WebAssembly backend at 1,000 patterns against the plain RegExp loop (reported)",
    figure: [0, 1].map((i) => `${ratio(plainAt[`1000/${i}`], wasmAt[`1000/${i}`])} ${which[i]} (${formatNs(wasmAt[`1000/${i}`])}, ${(wasmAt[`1000/${i}`] / oursAt[`1000/${i}`]).toFixed(2)}× the native call)`).join(", "),
    met: null,
  });
  return report("Pattern count: one tier of N signatures, 1 KB of text", header, rows, { goals, notes: [...skippedAll] });
}
