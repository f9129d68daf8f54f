// Worst and best cases for us on short messages (~80 B): a match in the first
// pattern at offset 0 (V8 answers without leaving JavaScript), a match in the
// last tier only, and no match at all.
import { SPEC_TIERS, WASM, aheadGoal, pkg, report, warmWasm, wasmPkg } from "../common.mjs";
import { buildPeers, compare } from "../compare.mjs";

const pad = (text, size) => text.padEnd(size, ".").slice(0, size);
export const CASES = [
  { label: "first pattern at offset 0", text: pad("rate limit reached for requests; please retry after 20s (org-7F3k)", 80) },
  { label: "\"429\" at offset 0 (second pattern)", text: pad("429 Too Many Requests: upstream provider is throttling this organization", 80) },
  { label: "first tier, status code mid-message", text: pad("Error: upstream answered 429 Too Many Requests; retry later please", 80) },
  { label: "match in the last tier only", text: pad("Request failed: authentication error: the supplied credentials were rejected", 80) },
  { label: "no match", text: pad("TypeError: Cannot read properties of undefined (reading 'choices') at run.js:12", 80) },
];

export function run() {
  const { peers, skipped } = buildPeers(SPEC_TIERS, "fatal");
  // The WebAssembly backend as one more column (not a peer: left out of the "ahead" goal).
  peers.unshift({ name: WASM, fn: warmWasm(wasmPkg.classifyError, CASES.map((c) => c.text)) });
  const { header, rows, data } = compare(CASES, pkg.classifyError, peers);
  const wasmRatios = data.map(([label, oursNs, peerNs]) => `${(peerNs[WASM] / oursNs).toFixed(2)}× on ${label}`);
  for (const [, , peerNs] of data) delete peerNs[WASM];
  const first = data[0];
  const gaps = Object.entries(first[2]).filter(([, ns]) => ns < first[1]);
  const goals = [
    aheadGoal("short cases, except the first pattern at offset 0", data, { allowBehind: (label) => label === CASES[0].label }),
    {
      goal: "first pattern at offset 0 may stay behind: report the gap",
      figure: gaps.length ? gaps.map(([p, ns]) => `${p} ${(first[1] / ns).toFixed(2)}× faster than ours`).join("; ") : "ours is ahead of every peer there too",
      met: null,
    },
    { goal: "WebAssembly backend's classifyError against the native call (reported)", figure: wasmRatios.join(", "), met: null },
  ];
  return report("Short messages (~80 B): best and worst cases", header, rows, { goals, notes: skipped });
}
