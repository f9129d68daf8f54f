// `node bench/taxonomy-evidence.mjs [taxonomy.json] [--unseen batch9]` (after
// `npm run build:ts`): three kinds of evidence other than wording patterns,
// each tried on top of the taxonomy's answer, on training rows only
// (bench/TAXONOMY-ACCURACY.md, "Other evidence tried"). Each is measured two
// ways: on the training rows of the --unseen batch with the evidence learnt
// from the other batches' training rows (pass a taxonomy written without
// that batch, e.g. `git show 767a7d9:rules/taxonomy.json`, 1.6.0, for batch
// 9), and by 5-fold cross-validation over all training rows.
//
// - word evidence: a naive Bayes model of words and word pairs per type,
//   asked only when the taxonomy answers UNKNOWN_ERROR, taken when its
//   posterior is at least a threshold;
// - the package's provider answer: classifyProviderError's type mapped to a
//   taxonomy type, asked only when the taxonomy answers UNKNOWN_ERROR;
// - learnt ranking: when several types matched, the type whose matched
//   pattern was right most often on the other rows (Laplace-smoothed).
// Held-out rows are never read.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { fnv1a32 } from "../scripts/corpus.mjs";
import { loadToolCorpus } from "../scripts/taxonomy-corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const pkg = require(join(root, "dist", "cjs", "index.js"));
const { normalizeMessage } = require(join(root, "dist", "cjs", "taxonomy", "normalize.js"));

const args = process.argv.slice(2);
const file = args.find((a, i) => !a.startsWith("--") && args[i - 1] !== "--unseen") ?? join(root, "rules", "taxonomy.json");
const unseen = args.includes("--unseen") ? args[args.indexOf("--unseen") + 1] : "batch9";
const taxonomy = JSON.parse(readFileSync(file, "utf8"));
const analyzer = pkg.createAnalyzer(taxonomy, { providerAnswers: false });
const TYPES = [...taxonomy.types.map((t) => t.type), "UNKNOWN_ERROR"];
const rows = loadToolCorpus()
  .filter((r) => !r.holdout)
  .map((r) => ({ r, a: analyzer.analyze(r.message) }));
const fold = (r) => fnv1a32(`fold:${r.id}`) % 5;

// Word evidence.
const STOP = new Set("a an the to of in on at by for with from and or is are was were be been it its this that as if do does did can will has have had you we i my your our".split(" "));
function words(message) {
  const w = normalizeMessage(message).toLowerCase().match(/[a-z][a-z0-9_]*/g) ?? [];
  const out = new Set();
  for (let i = 0; i < w.length; i++) {
    if (w[i].length > 1 && !STOP.has(w[i])) out.add(w[i]);
    if (i + 1 < w.length) out.add(`${w[i]} ${w[i + 1]}`);
  }
  return [...out];
}
function trainWords(list) {
  const df = new Map();
  const cls = new Map();
  for (const { r } of list) {
    cls.set(r.label, (cls.get(r.label) ?? 0) + 1);
    for (const t of words(r.message)) {
      if (!df.has(t)) df.set(t, new Map());
      df.get(t).set(r.label, (df.get(t).get(r.label) ?? 0) + 1);
    }
  }
  return (message) => {
    const ts = words(message).filter((t) => df.has(t) && [...df.get(t).values()].reduce((x, y) => x + y) >= 2);
    if (!ts.length) return null;
    const scores = TYPES.map((T) => {
      const c = cls.get(T) ?? 0;
      let s = Math.log((c + 1) / (list.length + TYPES.length));
      for (const t of ts) s += Math.log(((df.get(t).get(T) ?? 0) + 0.5) / (c + 1));
      return s;
    });
    const top = Math.max(...scores);
    const e = scores.map((s) => Math.exp(s - top));
    const sum = e.reduce((x, y) => x + y);
    const i = scores.indexOf(top);
    return { type: TYPES[i], p: e[i] / sum };
  };
}

// The package's provider answer.
const PROVIDER = {
  rate_limit: "RATE_LIMITED", quota_exceeded: "RATE_LIMITED", authentication: "PERMISSION_DENIED", permission: "PERMISSION_DENIED",
  transient: "NETWORK_ERROR", timeout: "TOOL_TIMEOUT", context_overflow: "CONTEXT_OVERFLOW", not_found: "RESOURCE_NOT_FOUND",
  parsing: "UNEXPECTED_OUTPUT", invalid_request: "INVALID_INPUT", policy: "PERMISSION_DENIED",
};

// Learnt ranking.
function trainRanking(list) {
  const seen = new Map();
  for (const { r, a } of list) {
    for (const c of candidates(a)) {
      for (const p of c.patterns) {
        const k = `${c.type}\0${p}`;
        const s = seen.get(k) ?? [0, 0];
        s[0]++;
        s[1] += r.label === c.type ? 1 : 0;
        seen.set(k, s);
      }
    }
  }
  return (a) => {
    const cs = candidates(a);
    if (cs.length < 2) return a.exception_type;
    let best = a.exception_type;
    let bestValue = -1;
    for (const c of cs) {
      const v = Math.max(...c.patterns.map((p) => { const s = seen.get(`${c.type}\0${p}`) ?? [0, 0]; return (s[1] + 1) / (s[0] + 2); }));
      if (v > bestValue) [best, bestValue] = [c.type, v];
    }
    return best;
  };
}
function candidates(a) {
  const out = a.exception_type === "UNKNOWN_ERROR" ? [] : [{ type: a.exception_type, patterns: a.matched_patterns }];
  for (const x of a.alternatives ?? []) out.push({ type: x.exception_type, patterns: x.matched_patterns });
  return out;
}

const methods = {
  "word evidence, posterior >= 0.5": (learnt) => { const nb = trainWords(learnt); return (x) => { if (x.a.exception_type !== "UNKNOWN_ERROR") return x.a.exception_type; const e = nb(x.r.message); return e && e.p >= 0.5 ? e.type : x.a.exception_type; }; },
  "word evidence, posterior >= 0.9": (learnt) => { const nb = trainWords(learnt); return (x) => { if (x.a.exception_type !== "UNKNOWN_ERROR") return x.a.exception_type; const e = nb(x.r.message); return e && e.p >= 0.9 ? e.type : x.a.exception_type; }; },
  "word evidence alone": (learnt) => { const nb = trainWords(learnt); return (x) => nb(x.r.message)?.type ?? "UNKNOWN_ERROR"; },
  "provider answer": () => (x) => (x.a.exception_type !== "UNKNOWN_ERROR" ? x.a.exception_type : PROVIDER[pkg.classifyProviderError(x.r.message).type] ?? x.a.exception_type),
  "learnt ranking": (learnt) => { const rank = trainRanking(learnt); return (x) => rank(x.a); },
};

const right = (list, answer) => list.filter((x) => answer(x) === x.r.label).length;
const target = rows.filter((x) => x.r.file.includes(unseen));
const others = rows.filter((x) => !x.r.file.includes(unseen));
console.log(`taxonomy ${taxonomy.version}; ${rows.length} training rows; ${unseen}'s ${target.length} as unseen`);
console.log(`  taxonomy alone: ${unseen} ${right(target, (x) => x.a.exception_type)}/${target.length}; all ${right(rows, (x) => x.a.exception_type)}/${rows.length}`);
for (const [name, make] of Object.entries(methods)) {
  const onUnseen = right(target, make(others));
  let cv = 0;
  for (let f = 0; f < 5; f++) cv += right(rows.filter((x) => fold(x.r) === f), make(rows.filter((x) => fold(x.r) !== f)));
  console.log(`  ${name}: ${unseen} ${onUnseen}/${target.length}; 5-fold ${cv}/${rows.length}`);
}
