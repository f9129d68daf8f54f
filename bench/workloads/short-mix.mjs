// Realistic short mix: every distinct real message of 50–500 B from the test
// corpus (provider JSON bodies, Node network errors, CLI stderr lines), per
// call and through classifyMany, ns per message, ours against every peer.
import { formatNs } from "../harness.mjs";
import { SPEC_TIERS, WASM, aheadGoal, corpusMessages, perMessage, pkg, ratio, report, timeIt, verify, warmWasm, wasmPkg } from "../common.mjs";
import { buildPeers } from "../compare.mjs";

export function run() {
  const messages = corpusMessages();
  const n = messages.length;
  const avg = messages.reduce((s, m) => s + Buffer.byteLength(m), 0) / n;
  const { classifyError, createClassifier, specRules } = pkg;
  const classifier = createClassifier(specRules);
  const { peers, skipped } = buildPeers(SPEC_TIERS, "fatal");
  for (const p of peers) verify(p.name, p.fn, classifyError, messages);
  const many = classifier.classifyMany(messages);
  if (many.some((c, i) => c !== classifyError(messages[i]))) throw new Error("classifyMany disagrees with classifyError");

  const perCall = perMessage(classifyError, messages);
  const batch = timeIt(() => classifier.classifyMany(messages)) / n;
  const viaCategory = perMessage((m) => classifier.category(m), messages);
  // The same calls on the WebAssembly backend (the package's ES module build, loaded on it).
  const wasmClassifier = wasmPkg.createClassifier(specRules);
  const wasm = warmWasm((m) => wasmClassifier.category(m), messages);
  verify(WASM, wasm, classifyError, messages);
  verify(`${WASM} classifyError`, wasmPkg.classifyError, classifyError, messages);
  const wasmNs = perMessage(wasm, messages);
  warmWasm((m) => wasmPkg.classifyError(m), messages, 1);
  const wasmPerCall = perMessage(wasmPkg.classifyError, messages);
  const wasmMany = wasmClassifier.classifyMany(messages);
  if (wasmMany.some((c, i) => c !== many[i])) throw new Error("classifyMany on WebAssembly disagrees with the native addon");
  const wasmBatch = timeIt(() => wasmClassifier.classifyMany(messages)) / n;
  const rows = [
    ["error-classifier classifyError, per call", formatNs(perCall), "1.00×", ratio(perCall, batch)],
    ["error-classifier classifyMany (one crossing)", formatNs(batch), ratio(batch, perCall), "1.00×"],
    ["error-classifier createClassifier(spec).category, per call", formatNs(viaCategory), ratio(viaCategory, perCall), ratio(viaCategory, batch)],
    [`${WASM}: classifyError, per call`, formatNs(wasmPerCall), ratio(wasmPerCall, perCall), ratio(wasmPerCall, batch)],
    [`${WASM}: classifyMany`, formatNs(wasmBatch), ratio(wasmBatch, perCall), ratio(wasmBatch, batch)],
    [`${WASM}: createClassifier(spec).category, per call`, formatNs(wasmNs), ratio(wasmNs, perCall), ratio(wasmNs, batch)],
  ];
  const peerNs = {};
  for (const p of peers) {
    peerNs[p.name] = perMessage(p.fn, messages);
    rows.push([p.name, formatNs(peerNs[p.name]), ratio(peerNs[p.name], perCall), ratio(peerNs[p.name], batch)]);
  }
  const plain = peerNs["plain RegExp loop"];
  const alt = peerNs["one alternation per tier"];
  const goals = [
    { goal: "per call at least 5× the plain RegExp loop", figure: `${ratio(plain, perCall)} (${formatNs(perCall)} vs ${formatNs(plain)})`, met: plain / perCall >= 5 },
    { goal: "per call at least 2× one alternation per tier", figure: `${ratio(alt, perCall)} (${formatNs(perCall)} vs ${formatNs(alt)})`, met: alt / perCall >= 2 },
    { goal: "classifyMany at least 10× the plain RegExp loop", figure: `${ratio(plain, batch)} (${formatNs(batch)} vs ${formatNs(plain)})`, met: plain / batch >= 10 },
    aheadGoal("short mix, per call", [["per call", perCall, peerNs]]),
    { goal: "WebAssembly backend at least 2× the plain RegExp loop", figure: `${ratio(plain, wasmNs)} (${formatNs(wasmNs)} vs ${formatNs(plain)})`, met: plain / wasmNs >= 2 },
    { goal: "WebAssembly backend within 4× of the native addon", figure: `${(wasmNs / viaCategory).toFixed(2)}× the native category call (${formatNs(wasmNs)} vs ${formatNs(viaCategory)}); classifyError ${(wasmPerCall / perCall).toFixed(2)}×, classifyMany ${(wasmBatch / batch).toFixed(2)}×`, met: wasmNs / viaCategory <= 4 && wasmPerCall / perCall <= 4 && wasmBatch / batch <= 4 },
  ];
  return report(
    `Realistic short mix: ${n} distinct real messages, 50–500 B (average ${avg.toFixed(0)} B), ns per message`,
    ["implementation", "ns / message", "÷ ours per call", "÷ ours classifyMany"],
    rows,
    { goals, notes: [...skipped, "Peers have no batch call: their figure is the same loop in both ratio columns.", `${WASM}: the same package (its ES module build) loaded on the WebAssembly backend in this process, timed after a warm-up; its ratios are to the native rows above it (the goals compare like with like: category to category, classifyError to classifyError, classifyMany to classifyMany).`] },
  );
}
