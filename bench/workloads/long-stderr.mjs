// Long stderr, 64 KB and 1 MB, with the match at the end and with no match,
// as a flat one-byte string, as a rope built by `+=` from lines (V8 must
// flatten it: each timed call gets a fresh rope), as a two-byte string (one
// emoji), and as a Buffer of UTF-8 bytes. GB/s for ours, end to end.
import { SPEC_TIERS, QUICK, WASM, aheadGoal, pkg, report, wasmCategory } from "../common.mjs";
import { buildPeers, compare, timeFresh } from "../compare.mjs";

const LINE = "2026-11-22T05:09:46.123Z DEBUG agent step completed; tool=read_file path=src/index.ts bytes=2048\n";
const TAIL = "Error: request failed: context window exceeded for this model\n";

/** Lines up to `size` UTF-8 bytes, built by `+=` (a rope), ending in `tail`. */
function rope(size, tail, first = "") {
  let text = first;
  while (text.length + LINE.length + tail.length <= size) text += LINE;
  text += " ".repeat(size - text.length - tail.length - (first ? 2 : 0));
  return text + tail;
}
/** A flat (sequential) copy of a rope. */
const flat = (s) => Buffer.from(s, "utf8").toString("utf8");

function cases(size, label) {
  const out = [];
  for (const [where, tail] of [["match at end", TAIL], ["no match", "Error: request failed with an unexpected status\n"]]) {
    const one = flat(rope(size, tail));
    const two = flat(rope(size, tail, "🚀 "));
    const buffer = Buffer.from(one);
    out.push(
      { label: `${label}, ${where}, flat`, text: one, bytes: size, form: "flat", size },
      { label: `${label}, ${where}, rope (+=)`, fresh: () => rope(size, tail), count: QUICK ? 3 : 7, bytes: size, form: "rope", size },
      { label: `${label}, ${where}, two-byte`, text: two, bytes: Buffer.byteLength(two), form: "two-byte", size },
      { label: `${label}, ${where}, Buffer`, text: buffer, bytes: buffer.length, form: "Buffer", size },
    );
  }
  return out;
}

export function run() {
  const classifier = pkg.createClassifier(pkg.specRules);
  const ours = (text) => classifier.category(text);
  const all = [...cases(64 * 1024, "64 KB"), ...cases(1024 * 1024, "1 MB")];
  for (const c of all) if ((c.text ?? c.fresh()).length < 1000) throw new Error("bad input");
  const { peers, skipped } = buildPeers(SPEC_TIERS, "fatal");
  // The WebAssembly backend as one more column (not a peer: left out of the "ahead" goal).
  peers.unshift({ name: WASM, bytes: true, fn: wasmCategory(pkg.specRules, [...all.filter((c) => c.text).map((c) => c.text)]) });
  const { header, rows, data } = compare(all, ours, peers);
  const wasmGbps = data.map(([, , peerNs], i) => all[i].bytes / peerNs[WASM]);
  for (const [, , peerNs] of data) delete peerNs[WASM];
  const gbps = data.map(([, ns], i) => all[i].bytes / ns);
  header.splice(3, 0, "ours GB/s");
  rows.forEach((row, i) => row.splice(3, 0, gbps[i].toFixed(2)));
  const goals = [];
  for (const form of ["flat", "rope", "two-byte", "Buffer"]) {
    const at1mb = all.map((c, i) => [c, gbps[i]]).filter(([c]) => c.size === 1024 * 1024 && c.form === form);
    let figure = at1mb.map(([c, g]) => `${g.toFixed(2)} GB/s ${c.label.split(", ")[1]}`).join(", ");
    if (form === "rope") {
      // What V8 alone spends making a fresh rope readable (its first
      // charCodeAt flattens it): every reader of the string pays this first.
      const flatten = at1mb.map(([c]) => c.bytes / timeFresh((t) => t.charCodeAt(0), c.fresh, c.count));
      figure += `; V8's own flatten of a fresh 1 MB rope, before anything reads it: ${flatten.map((g) => `${g.toFixed(2)} GB/s`).join(", ")} (a bound on any reader)`;
    }
    goals.push({ goal: `1 MB stderr at least 2 GB/s end to end (${form})`, figure, met: at1mb.every(([, g]) => g >= 2) });
  }
  goals.push(aheadGoal("long stderr", data));
  const wasm1mb = all.map((c, i) => [c, wasmGbps[i]]).filter(([c]) => c.size === 1024 * 1024);
  goals.push({ goal: "WebAssembly backend, 1 MB stderr (reported)", figure: wasm1mb.map(([c, g]) => `${g.toFixed(2)} GB/s ${c.label.split(", ").slice(1).join(" ")}`).join(", "), met: null });
  return report("Long stderr: 64 KB and 1 MB, four forms of text", header, rows, {
    goals,
    notes: [...skipped, "flat: a flat one-byte string; rope (+=): built by `+=` from lines; two-byte: a flat string with one emoji; Buffer: UTF-8 bytes. Peers that take only strings are given buffer.toString() (timed); re2 takes the Buffer as it is. Rope rows: median over fresh ropes, each flattened by its first (timed) use."],
  });
}
