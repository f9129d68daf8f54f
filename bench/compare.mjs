// One table row per case: our time, then each peer's time and how many times
// faster ours is; every peer's answers are checked against ours first.
import { formatNs } from "./harness.mjs";
import { allPeers, ratio, timeIt, verify, WrongAnswer } from "./common.mjs";
import { splitConditional } from "./peers/conditions.mjs";

/** A peer's function on `text`: a Buffer is decoded first unless the peer takes bytes. */
function feed(peer, fn) {
  return (text) => (typeof text !== "string" && !peer.bytes ? fn(Buffer.from(text.buffer, text.byteOffset, text.length).toString("utf8")) : fn(text));
}

/** Median of `fn` timed on `count` fresh inputs (for ropes, which a first call flattens). */
export function timeFresh(fn, fresh, count) {
  const inputs = Array.from({ length: count }, fresh);
  const times = inputs.map((text) => {
    const t = process.hrtime.bigint();
    fn(text);
    return Number(process.hrtime.bigint() - t);
  });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * Peers built for `tiers` (a conditional pattern, `{ pattern, when }`, is
 * checked beside each peer's own tier test: peers/conditions.mjs); returns { peers: [{name, fn, bytes}], skipped: [text] }.
 * `only` keeps the named peers (all when absent); a peer that fails to
 * build (e.g. its DFA is out of memory) is reported as skipped.
 */
export function buildPeers(tiers, defaultCategory, only) {
  tiers = splitConditional(tiers);
  const peers = [];
  const skipped = [];
  for (const peer of allPeers()) {
    if (only && !only.some((o) => peer.name.startsWith(o))) continue;
    if (peer.skip) {
      skipped.push(`${peer.name} skipped: ${peer.skip}`);
      continue;
    }
    try {
      peers.push({ name: peer.name, bytes: peer.bytes, fn: feed(peer, peer.make(tiers, defaultCategory)) });
    } catch (error) {
      skipped.push(`${peer.name} skipped: it did not compile these patterns (${String(error.message).split("\n")[0]})`);
    }
  }
  return { peers, skipped };
}

/**
 * The peers of `peers` that give our answer on every input. A wrong answer
 * fails the table (WrongAnswer); a peer that throws instead, such as
 * re2-wasm when its fixed 16 MB heap runs out, is left out and reported in
 * `skipped`.
 */
export function verifiedPeers(peers, skipped, ours, inputs) {
  return peers.filter((p) => {
    try {
      verify(p.name, p.fn, ours, inputs);
      return true;
    } catch (error) {
      if (error instanceof WrongAnswer) throw error;
      skipped.push(`${p.name} skipped: it failed while matching these messages (${String(error.message).split("\n")[0].split(/\.\s/)[0]})`);
      return false;
    }
  });
}

/**
 * cases: [{ label, text, fresh?: () => text, count? }]; ours: (text) → category.
 * Returns { rows, header, data: [label, oursNs, {peer: ns}] for aheadGoal, times }.
 */
export function compare(cases, ours, peers, { perCase = () => ({}) } = {}) {
  const header = ["case", "category", "error-classifier", ...peers.map((p) => `${p.name} (×ours)`)];
  const rows = [];
  const data = [];
  for (const c of cases) {
    const sample = c.fresh ? c.fresh() : c.text;
    for (const p of peers) verify(p.name, p.fn, ours, [sample]);
    const time = (fn) => (c.fresh ? timeFresh(fn, c.fresh, c.count ?? 5) : timeIt(() => fn(c.text), perCase(c)));
    const oursNs = time(ours);
    const peerNs = {};
    for (const p of peers) peerNs[p.name] = time(p.fn);
    rows.push([c.label, ours(sample), formatNs(oursNs), ...peers.map((p) => `${formatNs(peerNs[p.name])} (${ratio(peerNs[p.name], oursNs)})`)]);
    data.push([c.label, oursNs, peerNs]);
  }
  return { header, rows, data };
}
