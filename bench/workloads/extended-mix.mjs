// The extended rule set (rules/extended.json, RE2 syntax: most of its
// patterns are unbounded, such as "quota\s+exceeded") on the realistic short
// mix: what a user of `error-classifier/extended` pays per message, against
// the same peers given the same tiers. Reported; the goals are set on
// the spec's patterns.
import { createRequire } from "node:module";
import { formatNs } from "../harness.mjs";
import { WASM, aheadGoal, corpusMessages, perMessage, report, ratio, verify, warmWasm, wasmPkg } from "../common.mjs";
import { buildPeers, verifiedPeers } from "../compare.mjs";

const require = createRequire(import.meta.url);

export function run() {
  const { classifyError, extendedRules } = require("../../dist/cjs/extended.js");
  const tiers = extendedRules.tiers.map((t) => [t.category, [...t.patterns]]);
  const count = tiers.reduce((s, [, p]) => s + p.length, 0);
  const messages = corpusMessages();
  const n = messages.length;
  const { peers: built, skipped } = buildPeers(tiers, extendedRules.defaultCategory);
  const peers = verifiedPeers(built, skipped, classifyError, messages);
  const ours = perMessage(classifyError, messages);
  const wasm = warmWasm(wasmPkg.extended.classifyError, messages);
  verify(WASM, wasm, classifyError, messages);
  const wasmNs = perMessage(wasm, messages);
  const rows = [
    ["error-classifier/extended classifyError, per call", formatNs(ours), "1.00×"],
    [`${WASM}: error-classifier/extended classifyError, per call`, formatNs(wasmNs), ratio(wasmNs, ours)],
  ];
  const peerNs = {};
  for (const p of peers) {
    peerNs[p.name] = perMessage(p.fn, messages);
    rows.push([p.name, formatNs(peerNs[p.name]), ratio(peerNs[p.name], ours)]);
  }
  const ahead = aheadGoal("extended rule set, short mix", [["per call", ours, peerNs]]);
  return report(
    `The extended rule set (${count} patterns in ${tiers.length} tiers) on the same ${n} messages, ns per message`,
    ["implementation", "ns / message", "÷ ours"],
    rows,
    {
      goals: [
        { ...ahead, goal: `${ahead.goal}, reported (the issue sets its goals on the spec's patterns)`, met: null },
        { goal: "WebAssembly backend, extended rule set (reported)", figure: `${(wasmNs / ours).toFixed(2)}× the native call (${formatNs(wasmNs)} vs ${formatNs(ours)})`, met: null },
      ],
      notes: skipped,
    },
  );
}
