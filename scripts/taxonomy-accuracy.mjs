// `npm run accuracy:taxonomy` (after `npm run build:ts`): how often
// analyzeError's exception_type equals the label of each row of the tool
// corpus (scripts/taxonomy-corpus.mjs), beside the baseline: the
// specification's patterns as written, scored as it says (bench/peers/
// taxonomy-js.mjs, mode "spec"). Held-out rows are only counted (in total
// and per file), never printed, unless --show-holdout is given; --train-only
// scores and prints the training rows alone (the mode to work in while
// patterns change).
// Usage: node scripts/taxonomy-accuracy.mjs [--train-only | --show-holdout]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadToolCorpus } from "./taxonomy-corpus.mjs";
import { makeJsAnalyzer } from "../bench/peers/taxonomy-js.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** [{ name, typeOf(message) }]: the package's analyzer and the specification's baseline. */
export function analyzers() {
  const { createAnalyzer } = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
  const taxonomy = JSON.parse(readFileSync(join(root, "rules", "taxonomy.json"), "utf8"));
  const ours = createAnalyzer(taxonomy, { providerAnswers: false });
  const baseline = makeJsAnalyzer(taxonomy, { mode: "spec" });
  return [
    { name: `taxonomy ${taxonomy.version}`, typeOf: (m) => ours.analyze(m).exception_type },
    { name: "spec patterns as written", typeOf: (m) => baseline(m).exception_type },
  ];
}

/** Counts right overall, training and held out, and the wrong rows. */
export function score(typeOf, rows) {
  const part = () => ({ right: 0, total: 0 });
  const r = { all: part(), train: part(), holdout: part(), wrong: [], perLabel: {} };
  for (const row of rows) {
    const got = typeOf(row.message);
    const ok = got === row.label;
    const l = (r.perLabel[row.label] ??= part());
    for (const p of [r.all, row.holdout ? r.holdout : r.train, l]) {
      p.total++;
      if (ok) p.right++;
    }
    if (!ok) r.wrong.push({ row, got });
  }
  return r;
}

/** [[file, { right, total }]] over the held-out rows, in file order: counts only. */
export function heldOutPerFile(typeOf, rows) {
  const files = new Map();
  for (const row of rows.filter((r) => r.holdout)) {
    const p = files.get(row.file) ?? { right: 0, total: 0 };
    files.set(row.file, p);
    p.total++;
    if (typeOf(row.message) === row.label) p.right++;
  }
  return [...files.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const pct = (p) => (p.total ? `${p.right}/${p.total} = ${((100 * p.right) / p.total).toFixed(1)}%` : "no rows");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const trainOnly = process.argv.includes("--train-only");
  const showHoldout = process.argv.includes("--show-holdout");
  const all = loadToolCorpus();
  const rows = trainOnly ? all.filter((r) => !r.holdout) : all;
  console.log(`tool corpus: ${all.length} rows (${all.filter((r) => !r.holdout).length} training, ${all.filter((r) => r.holdout).length} held out)`);
  for (const { name, typeOf } of analyzers()) {
    const r = score(typeOf, rows);
    console.log(`\n${name}: overall ${pct(r.all)}; training ${pct(r.train)}${trainOnly ? "" : `; held out ${pct(r.holdout)}`}`);
    // Per file, the held-out rows as counts only (the corpus grows by
    // batches; a score on the rows of the earlier batches stays comparable).
    if (!trainOnly) console.log(`  held out per file: ${heldOutPerFile(typeOf, rows).map(([f, p]) => `${f} ${p.right}/${p.total}`).join(", ")}`);
    // Per label over the training rows only: a count per label of the
    // held-out rows would say more about them than their total.
    const perLabel = score(typeOf, all.filter((row) => !row.holdout)).perLabel;
    console.log(`  per label, training rows: ${Object.entries(perLabel).map(([l, p]) => `${l} ${p.right}/${p.total}`).join(", ")}`);
    if (name.startsWith("taxonomy")) {
      for (const { row, got } of r.wrong) {
        if (row.holdout && !showHoldout) continue;
        console.log(`  ${row.holdout ? "[held out] " : ""}${row.id}: want ${row.label}, got ${got}: ${JSON.stringify(row.message).slice(0, 160)}`);
      }
    }
  }
}
