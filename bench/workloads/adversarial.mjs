// Adversarial: rule sets a user might write with nested quantifiers, against
// inputs built to make backtracking explode. The JavaScript RegExp is timed on
// growing inputs until one call passes 1 s; ours at that size and at 1 MB and
// 10 MB, which must be linear. A pattern whose RE2 DFA explodes checks that
// the engine still answers (a slower path) where JavaScript does.
import { formatNs } from "../harness.mjs";
import { QUICK, pkg, report, timeIt, wasmCategory } from "../common.mjs";

const MB = 1024 * 1024;
/** [pattern, input of about n bytes, description]. */
const CASES = [
  ["(a+)+$", (n) => "a".repeat(n - 1) + "!", '"aaa…a!"'],
  ["(x+x+)+y", (n) => "x".repeat(n), '"xxx…x"'],
  ["^(.*a){12}$", (n) => "a".repeat(n - 1) + "!", '"aaa…a!"'],
  ["(\\w+\\s?)+$", (n) => "error ".repeat(Math.ceil(n / 6)).slice(0, n - 1) + "!", '"error error … !"'],
  ["^(\\d+)*$", (n) => "1".repeat(n - 1) + "x", '"111…1x"'],
  ["a[ab]{20}c", (n) => abText(n), "random a/b text (RE2 DFA state explosion)"],
];

function abText(n) {
  let seed = 12345;
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[i] = seed & 0x10000 ? 97 : 98;
  }
  return out.toString("latin1");
}

/**
 * Random a/b text with a decoy "bbb…bc" ending every 100 bytes: each c is a
 * candidate of `a[ab]{20}c`'s literals that fails, so after a few failed
 * windows the tier's RE2::Set runs over the whole text, and the set's DFA
 * state explosion is back. Built against our prefilter, outside the goals.
 */
function decoyText(n) {
  const out = Buffer.from(abText(n), "latin1");
  for (let i = 78; i < n; i += 100) out.fill(98, i, Math.min(n, i + 21)).fill(99, i + 21, Math.min(n, i + 22));
  return out.toString("latin1");
}

/** The rule set of one pattern. */
const spec = (pattern) => ({ syntax: "re2", caseInsensitive: true, defaultCategory: "safe", tiers: [{ category: "redos", patterns: [pattern] }] });

function decoyRow() {
  const pattern = "a[ab]{20}c";
  const classifier = pkg.createClassifier(spec(pattern));
  const re = new RegExp(pattern, "i");
  const [jsNs, jsAnswer] = once(() => re.test(decoyText(MB)));
  if (classifier.category(decoyText(MB)) !== (jsAnswer ? "redos" : "safe")) throw new Error("decoy text: answers differ from RegExp");
  const wasm = wasmCategory(spec(pattern), [decoyText(4096)]);
  const big = [1, 10].map((m) => {
    const text = decoyText(m * MB);
    if (wasm(text) !== classifier.category(text)) throw new Error("decoy text: the backends' answers differ");
    return [(t) => classifier.category(t), wasm].map((fn) => timeIt(() => fn(text), { rounds: QUICK ? 2 : 3, ms: QUICK ? 50 : 200 }));
  });
  return [`\`${pattern}\``, "a/b text with a failing c every 100 B (against our prefilter; outside the goals)", `${formatNs(jsNs)} at 1 MB (finishes)`, "", formatNs(big[0][0]), formatNs(big[1][0]), `${(big[1][0] / big[0][0]).toFixed(1)}×`, formatNs(big[0][1]), formatNs(big[1][1]), `${(big[1][1] / big[0][1]).toFixed(1)}×`];
}

function once(fn) {
  const t = process.hrtime.bigint();
  const result = fn();
  return [Number(process.hrtime.bigint() - t), result];
}

/**
 * Grows n (by one byte up to 64 B, where exponential backtracking passes 1 s,
 * then by half) until one JavaScript call passes 1 s or n reaches 1 MB.
 */
function jsLimit(re, make) {
  let n = 8;
  for (;;) {
    const [ns, answer] = once(() => re.test(make(n)));
    if (ns > 1e9 || n >= MB) return { n, ns, answer };
    n = n < 64 ? n + 1 : Math.min(MB, Math.ceil(n * 1.5));
  }
}

export function run() {
  const rows = [];
  const goals = [];
  let worst10 = [0, ""];
  let worstLinear = [0, ""];
  const failures = [];
  let wasmWorst = 0;
  const wasmFailures = [];
  for (const [pattern, make, desc] of CASES) {
    const classifier = pkg.createClassifier(spec(pattern));
    const ours = (text) => classifier.category(text);
    const re = new RegExp(pattern, "i");
    const js = jsLimit(re, make);
    const atJs = make(js.n);
    let row;
    try {
      const oursAnswer = ours(atJs);
      const expected = js.answer ? "redos" : "safe";
      if (oursAnswer !== expected) throw new Error(`answers ${oursAnswer} where RegExp answers ${expected} at ${js.n} B`);
      const oursAtJs = timeIt(() => ours(atJs));
      const big = [1, 10].map((m) => {
        const text = make(m * MB);
        return timeIt(() => ours(text), { rounds: QUICK ? 2 : 5, ms: QUICK ? 50 : 200 });
      });
      const linear = big[1] / big[0];
      if (big[1] > worst10[0]) worst10 = [big[1], pattern];
      if (linear > worstLinear[0]) worstLinear = [linear, pattern];
      row = [formatNs(oursAtJs), formatNs(big[0]), formatNs(big[1]), `${linear.toFixed(1)}×`];
    } catch (error) {
      failures.push(`${pattern}: ${error.message}`);
      row = [`failed: ${error.message}`, "", "", ""];
    }
    // The WebAssembly backend on the same inputs (reported; the goals are the native addon's).
    try {
      const wasm = wasmCategory(spec(pattern), [atJs]);
      const wasmBig = [1, 10].map((m) => {
        const text = make(m * MB);
        if (wasm(text) !== ours(text)) throw new Error(`answers ${wasm(text)} where the native addon answers ${ours(text)} at ${m} MB`);
        return timeIt(() => wasm(text), { rounds: QUICK ? 2 : 5, ms: QUICK ? 50 : 200 });
      });
      wasmWorst = Math.max(wasmWorst, wasmBig[1] / wasmBig[0]);
      row.push(formatNs(wasmBig[0]), formatNs(wasmBig[1]), `${(wasmBig[1] / wasmBig[0]).toFixed(1)}×`);
    } catch (error) {
      wasmFailures.push(`${pattern}: ${error.message}`);
      row.push(`failed: ${error.message}`, "", "");
    }
    const jsCell = js.n >= MB && js.ns < 1e9 ? `${formatNs(js.ns)} at 1 MB (finishes)` : `${formatNs(js.ns)} at ${js.n} B`;
    rows.push([`\`${pattern}\``, desc, jsCell, ...row]);
  }
  rows.push(decoyRow());
  goals.push({ goal: "adversarial: linear time (10 MB ÷ 1 MB ≤ 13×)", figure: `worst ${worstLinear[0].toFixed(1)}× (\`${worstLinear[1]}\`)`, met: failures.length === 0 && worstLinear[0] <= 13 });
  goals.push({ goal: "adversarial: 10 MB in under 50 ms", figure: `slowest ${formatNs(worst10[0])} (\`${worst10[1]}\`)`, met: failures.length === 0 && worst10[0] < 50e6 });
  goals.push({ goal: "no rule set makes the engine fail where a slower path answers", figure: failures.length ? failures.join("; ") : `all ${CASES.length} answered as RegExp does`, met: failures.length === 0 });
  goals.push({ goal: "WebAssembly backend: linear time (reported)", figure: wasmFailures.length ? `failed: ${wasmFailures.join("; ")}` : `worst 10 MB ÷ 1 MB ${wasmWorst.toFixed(1)}×, all ${CASES.length} answered as the native addon does`, met: wasmFailures.length ? false : null });
  return report(
    "Adversarial rule sets: backtracking explosion (one pattern per rule set)",
    ["pattern", "input", "JavaScript RegExp: last size timed (stops past 1 s)", "ours at that size", "ours 1 MB", "ours 10 MB", "10 MB ÷ 1 MB", "on WebAssembly 1 MB", "on WebAssembly 10 MB", "10 MB ÷ 1 MB (WebAssembly)"],
    rows,
    { goals },
  );
}
