// `npm run accuracy` (after `npm run build:ts`): how well the `spec` and the
// `extended` rule sets decide the three-way category (retryable,
// context_overflow, fatal) on the labelled corpus of real error messages,
// overall, on the training part and on the held-out fifth (scripts/corpus.mjs).
// Prints a confusion matrix, the quota/billing and auth rows called retryable,
// and the training rows each rule set gets wrong. Held-out rows that are wrong
// are only counted, never printed, unless --show-holdout is given: they must
// not be read while patterns are written. --train-only scores the training
// rows alone and prints nothing about the held-out ones, not even a count
// right: the mode to work in while patterns change.
// Usage: node scripts/accuracy.mjs [--show-holdout | --train-only]
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCorpus } from "./corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The three categories, in the order of the confusion matrix. */
export const CATEGORIES = ["retryable", "context_overflow", "fatal"];

/** The two rule sets compared, each as `{ name, version, classifier }`, through the built package. */
export function ruleSets() {
  const { createClassifier, specRules, normalizeEscapes } = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
  const extended = JSON.parse(readFileSync(join(root, "rules", "extended.json"), "utf8"));
  const raw = createClassifier(extended);
  // extended's classifyError reads JSON-escaped text unescaped (normalizeEscapes); so is it scored.
  const unescaped = { classify: (m) => raw.classify(normalizeEscapes(m)), category: (m) => raw.category(normalizeEscapes(m)) };
  return [
    { name: "spec", version: specRules.version, classifier: createClassifier(specRules) },
    { name: "extended", version: extended.version, classifier: unescaped },
  ];
}

/**
 * Scores `categoryOf(message)` against the `spec` labels of `rows` (rows of
 * loadCorpus()). Returns counts overall, on training rows and on held-out
 * rows (and held-out rows per corpus file, `perFile`), the confusion
 * matrix `matrix[expected][got]`, the wrong rows with
 * what they got, and the budget_exceeded and auth rows called retryable.
 */
export function score(categoryOf, rows) {
  const part = () => ({ right: 0, total: 0 });
  const result = { all: part(), train: part(), holdout: part(), perFile: {}, matrix: {}, wrong: [], budgetRetryable: 0, authRetryable: 0 };
  for (const e of CATEGORIES) result.matrix[e] = Object.fromEntries(CATEGORIES.map((g) => [g, 0]));
  for (const row of rows) {
    const got = categoryOf(row.message);
    const ok = got === row.spec;
    const parts = [result.all, row.holdout ? result.holdout : result.train];
    if (row.holdout) parts.push((result.perFile[row.file] ??= part()));
    for (const p of parts) {
      p.total += 1;
      if (ok) p.right += 1;
    }
    result.matrix[row.spec][got] += 1;
    if (!ok) result.wrong.push({ row, got });
    if (got === "retryable" && row.type === "budget_exceeded") result.budgetRetryable += 1;
    if (got === "retryable" && row.type === "auth") result.authRetryable += 1;
  }
  return result;
}

const pct = (p) => (p.total ? `${p.right}/${p.total} = ${((100 * p.right) / p.total).toFixed(1)}%` : "no rows");

function printMatrix(matrix) {
  const w = 18;
  console.log(`  ${"expected \\ got".padEnd(w)}${CATEGORIES.map((c) => c.padStart(w)).join("")}`);
  for (const e of CATEGORIES) console.log(`  ${e.padEnd(w)}${CATEGORIES.map((g) => String(matrix[e][g]).padStart(w)).join("")}`);
}

function shown(message) {
  const flat = JSON.stringify(message);
  return flat.length > 220 ? `${flat.slice(0, 220)}…` : flat;
}

function main() {
  const showHoldout = process.argv.includes("--show-holdout");
  const trainOnly = process.argv.includes("--train-only");
  const all = loadCorpus();
  const rows = trainOnly ? all.filter((r) => !r.holdout) : all;
  const held = all.filter((r) => r.holdout).length;
  console.log(`corpus: ${all.length} rows (${all.length - held} training, ${held} held out); ${new Date().toISOString().slice(0, 10)}`);
  if (trainOnly) console.log("training rows only (--train-only): nothing below is about held-out rows");
  for (const { name, version, classifier } of ruleSets()) {
    const r = score((m) => classifier.category(m), rows);
    console.log(`\n== rule set ${name} ${version}`);
    if (!trainOnly) console.log(`  overall:  ${pct(r.all)}`);
    console.log(`  training: ${pct(r.train)}`);
    if (!trainOnly) {
      console.log(`  held out: ${pct(r.holdout)}`);
      // Per corpus file: the files of a later collection were held out from
      // every pattern written before they arrived.
      for (const file of [...new Set(all.map((row) => row.file))]) {
        const held = r.perFile[file] ?? { right: 0, total: 0 };
        console.log(`    held out in ${file}: ${pct(held)}`);
      }
    }
    printMatrix(r.matrix);
    console.log(`  quota/billing (budget_exceeded) called retryable: ${r.budgetRetryable}`);
    console.log(`  auth called retryable: ${r.authRetryable}`);
    const wrongTrain = r.wrong.filter((w) => !w.row.holdout);
    const wrongHeld = r.wrong.filter((w) => w.row.holdout);
    console.log(`  training rows wrong: ${wrongTrain.length}`);
    const list = showHoldout ? [...wrongTrain, ...wrongHeld] : wrongTrain;
    for (const { row, got } of list) {
      const m = classifier.classify(row.message).matches[0];
      const why = m ? `tier ${m.tier} /${m.pattern}/` : "default";
      console.log(`    ${row.holdout ? "[HELD OUT] " : ""}${row.id} (${row.provider}, ${row.type}) ${row.spec} -> ${got} by ${why}: ${shown(row.message)}`);
    }
    if (!trainOnly) console.log(`  held-out rows wrong: ${wrongHeld.length}${showHoldout ? "" : " (not shown; --show-holdout prints them)"}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
