// Which training rows and templates each pattern of a rule set alone decides:
// for every pattern, the rule set is compiled without it (the raw binding,
// native().compile) and the training rows of the corpus and the template
// examples are classified again; the ids whose category changes are the ones
// the pattern alone decides. Held-out rows are never read (isHoldout).
// Ids: a corpus row's `id`; a template's `templates/<file>:<line>`.
// Usage (after npm run build:ts / build:native):
//   node scripts/rule-provenance.mjs <name>           prints JSON {"tier.index": {decides, matches?}}
//   node scripts/rule-provenance.mjs <name> --verify  checks every pattern by a real recompile
//                                                      without it (extended: about 3 minutes)
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCorpus, loadJsonlDir } from "./corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { native, MANY_CHUNK } = require(join(root, "dist", "cjs", "native.js"));
const { toNativeSpec } = require(join(root, "dist", "cjs", "rule-set.js"));
const { normalizeEscapes } = require(join(root, "dist", "cjs", "normalize.js"));

/** Training rows and template examples as `{ id, text, source? }`, texts as classifyError reads them. */
export function trainingTexts() {
  const rows = loadCorpus().filter((r) => !r.holdout).map((r) => ({ id: r.id, text: normalizeEscapes(r.message) }));
  const lineOf = {};
  const templates = loadJsonlDir(join(root, "test", "fixtures", "templates")).map((t) => {
    lineOf[t.file] = (lineOf[t.file] ?? 0) + 1;
    return { id: `templates/${t.file}:${lineOf[t.file]}`, text: normalizeEscapes(t.example), source: t.source };
  });
  return [...rows, ...templates];
}

function compile(spec) {
  const out = native().compile(spec);
  if (out.error) throw new Error(out.error.message);
  return out.ruleSet;
}

/** Category of each text under `spec` (a NativeSpec). */
export function categories(spec, texts) {
  const set = compile(spec);
  const out = new Array(texts.length);
  for (let i = 0; i < texts.length; i += MANY_CHUNK) {
    const tiers = set.classifyMany(...texts.slice(i, i + MANY_CHUNK));
    tiers.forEach((t, j) => (out[i + j] = t < 0 ? spec.defaultCategory : spec.tiers[t].category));
  }
  return out;
}

/** `spec` without pattern `index` of tier `tier`. */
export function without(spec, tier, index) {
  const tiers = spec.tiers.map((t, ti) => {
    if (ti !== tier) return t;
    const drop = (a) => a.filter((_, i) => i !== index);
    return { ...t, patterns: drop(t.patterns), ...(t.conditions ? { conditions: drop(t.conditions) } : {}) };
  });
  return { ...spec, tiers };
}

/** Only pattern `index` of tier `tier` (to see which texts it matches at all). */
export function only(spec, tier, index) {
  const t = spec.tiers[tier];
  const one = { category: "hit", patterns: [t.patterns[index]], ...(t.conditions ? { conditions: [t.conditions[index]] } : {}) };
  return { ...spec, defaultCategory: "miss", tiers: [one] };
}

/** The rule set of `rules/<name>.json` as a NativeSpec. */
export function specOf(name) {
  return toNativeSpec(JSON.parse(readFileSync(join(root, "rules", `${name}.json`), "utf8")));
}

/**
 * For each pattern ("tier.index"), `{ decides: ids, matches: ids }`: the ids
 * whose category changes without it, and (when it decides none) the ids it
 * matches alone. Removing pattern p of tier t changes a text's answer only
 * when t is the text's deciding tier and p is the only pattern of t that
 * matches it (`classify`); the answer then is the first later tier that matches
 * (each tier compiled alone), else the default. This takes one compile per
 * tier instead of one per pattern (each fresh compile builds its DFA again
 * on every text: seconds); the test checks removals by real recompiles.
 */
export function provenance(spec, items = trainingTexts()) {
  const texts = items.map((x) => x.text);
  const base = compile(spec);
  const perTier = spec.tiers.map((t, ti) => categories({ ...spec, defaultCategory: "miss", tiers: [{ ...t, category: "hit" }] }, texts));
  const sole = new Map();
  const among = new Map();
  texts.forEach((text, k) => {
    const [tier, ...indices] = base.classify(text);
    if (tier < 0) return;
    for (const i of indices) {
      const key = `${tier}.${i}`;
      if (!among.has(key)) among.set(key, []);
      among.get(key).push(k);
    }
    if (indices.length !== 1) return;
    const key = `${tier}.${indices[0]}`;
    if (!sole.has(key)) sole.set(key, []);
    sole.get(key).push(k);
  });
  const result = {};
  spec.tiers.forEach((t, ti) => {
    t.patterns.forEach((_, pi) => {
      const key = `${ti}.${pi}`;
      const decides = (sole.get(key) ?? []).filter((k) => {
        let next = ti + 1;
        while (next < spec.tiers.length && perTier[next][k] !== "hit") next += 1;
        const after = next < spec.tiers.length ? spec.tiers[next].category : spec.defaultCategory;
        return after !== t.category;
      });
      const entry = { decides: decides.map((k) => items[k].id) };
      if (decides.length === 0) {
        let hits = among.get(key) ?? [];
        if (hits.length === 0) {
          const alone = categories(only(spec, ti, pi), texts);
          hits = texts.map((_, k) => k).filter((k) => alone[k] === "hit");
        }
        entry.matches = hits.map((k) => items[k].id);
      }
      result[key] = entry;
    });
  });
  return result;
}

/**
 * The patterns ("tier.index") whose `decides` differs from the ids that a
 * real recompile without the pattern changes (among the texts it matches
 * alone, the only ones that can change); [] when provenance() is exact.
 */
export function verify(spec, items = trainingTexts()) {
  const texts = items.map((x) => x.text);
  const prov = provenance(spec, items);
  const base = categories(spec, texts);
  const differ = [];
  spec.tiers.forEach((t, ti) => {
    t.patterns.forEach((_, pi) => {
      const alone = categories(only(spec, ti, pi), texts);
      const ks = texts.map((_, k) => k).filter((k) => alone[k] === "hit");
      const after = ks.length ? categories(without(spec, ti, pi), ks.map((k) => texts[k])) : [];
      const real = ks.filter((k, j) => after[j] !== base[k]).map((k) => items[k].id);
      if (real.join("\n") !== prov[`${ti}.${pi}`].decides.join("\n")) differ.push(`${ti}.${pi}`);
    });
  });
  return differ;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? "extended";
  if (process.argv.includes("--verify")) {
    const differ = verify(specOf(name));
    console.log(`${name}: ${differ.length} pattern(s) whose decides differ from a real recompile${differ.length ? `: ${differ.join(", ")}` : ""}`);
    process.exitCode = differ.length ? 1 : 0;
  } else process.stdout.write(`${JSON.stringify(provenance(specOf(name)))}\n`);
}
