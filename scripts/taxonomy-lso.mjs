// `node scripts/taxonomy-lso.mjs [taxonomy.json]` (after `npm run build:ts`):
// leave-singleton-out accuracy on the training rows of the tool corpus, an
// estimate of held-out accuracy that reads no held-out row. Each training
// row is scored without the patterns (other than the specification's
// detectable_from) that match it and no other training row: a pattern
// written for one row says nothing about rows not yet seen. Scored with
// bench/peers/taxonomy-js.mjs (the same answers as analyzeError, and
// compiled far faster for the many taxonomies this builds).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeJsAnalyzer } from "../bench/peers/taxonomy-js.mjs";
import { loadToolCorpus } from "./taxonomy-corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const { compileNative } = require(join(root, "dist", "cjs", "classifier.js"));
const { isExact, exactToRe2 } = require(join(root, "dist", "cjs", "taxonomy", "patterns.js"));
const { normalizeMessage } = require(join(root, "dist", "cjs", "taxonomy", "normalize.js"));

/** { right, total, training } of leave-singleton-out scoring of taxonomy on rows (training rows only). */
export function leaveSingletonOut(taxonomy, rows) {
  const spec = new Set(taxonomy.types.flatMap((t) => t.detectable_from ?? []));
  const pats = [...new Set(taxonomy.types.flatMap((t) => t.patterns ?? []))].filter((p) => !spec.has(p));
  const set = compileNative({ defaultCategory: "none", caseInsensitive: true, tiers: [{ category: "m", patterns: pats.map((p) => (isExact(p) ? exactToRe2(p) : p)) }] });
  const hits = rows.map((r) => {
    const m = set.classify(normalizeMessage(r.message));
    return m[0] < 0 ? [] : m.slice(1);
  });
  const count = new Map();
  for (const h of hits) for (const i of h) count.set(i, (count.get(i) ?? 0) + 1);
  const full = makeJsAnalyzer(taxonomy);
  const without = new Map();
  let right = 0;
  let training = 0;
  rows.forEach((r, k) => {
    if (full(r.message).exception_type === r.label) training++;
    const singles = hits[k].filter((i) => count.get(i) === 1).map((i) => pats[i]);
    let analyze = full;
    if (singles.length) {
      const key = singles.join("\0");
      analyze = without.get(key);
      if (!analyze) {
        const t = structuredClone(taxonomy);
        for (const type of t.types) type.patterns = (type.patterns ?? []).filter((p) => !singles.includes(p));
        without.set(key, (analyze = makeJsAnalyzer(t)));
      }
    }
    if (analyze(r.message).exception_type === r.label) right++;
  });
  return { right, total: rows.length, training };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2] ?? join(root, "rules", "taxonomy.json");
  const taxonomy = JSON.parse(readFileSync(file, "utf8"));
  const rows = loadToolCorpus().filter((r) => !r.holdout);
  const { right, total, training } = leaveSingletonOut(taxonomy, rows);
  const pct = (n) => `${n}/${total} = ${((100 * n) / total).toFixed(1)}%`;
  console.log(`taxonomy ${taxonomy.version}: training ${pct(training)}; leave-singleton-out ${pct(right)}`);
}
