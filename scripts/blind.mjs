// `npm run accuracy:blind` (after `npm run build:ts`): scores the blind
// collections (test/fixtures/blind/*.jsonl) whole, three-way, with extended's
// classifyError and with classifyProviderError on the same strings. Prints
// totals, the confusion matrix, and the quota/billing and auth rows called
// retryable; never a row. A blind collection is scored whole once before any
// of its rows is read against answers (bench/ACCURACY.md), so this script
// shows nothing a pattern could be fitted to; --show-wrong lists the rows
// wrong, for after that first score has been recorded.
// Usage: node scripts/blind.mjs [--show-wrong]
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES, score } from "./accuracy.mjs";
import { loadJsonlDir } from "./corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dir = join(root, "test", "fixtures", "blind");

/** The blind rows, each with `holdout: true` (all of a blind collection is unseen). */
export function loadBlind() {
  return loadJsonlDir(dir).map((row) => ({ ...row, holdout: true }));
}

/**
 * classifyProviderError's answer in the spec's three categories: an overflow
 * is context_overflow; rate_limit, timeout and transient are retryable;
 * every other type (parsing, unknown and aborted included) is fatal, as the
 * corpus labels them (test/fixtures/corpus/LABELS.md).
 */
export function threeWay(c) {
  if (c.contextOverflow) return "context_overflow";
  return c.type === "rate_limit" || c.type === "timeout" || c.type === "transient" ? "retryable" : "fatal";
}

function main() {
  const pkg = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
  const rows = loadBlind();
  const deciders = [
    [`extended ${pkg.extendedVersion} classifyError`, (m) => pkg.classifyErrorExtended(m)],
    ["classifyProviderError (three-way)", (m) => threeWay(pkg.classifyProviderError(m))],
  ];
  const files = [...new Set(rows.map((r) => r.file))];
  console.log(`blind: ${rows.length} rows in ${files.join(", ")}`);
  // Each collection on its own (a newer one is scored whole before it is read).
  for (const file of files) for (const [name, decide] of deciders) report(name, decide, rows.filter((r) => r.file === file), file);
}

/** One collection's totals, confusion matrix and retried quota/auth rows. */
function report(name, decide, rows, file) {
  const r = score(decide, rows);
  console.log(`\n== ${file}, ${name}: ${r.all.right}/${r.all.total} = ${((100 * r.all.right) / r.all.total).toFixed(1)}%`);
  const w = 18;
  console.log(`  ${"expected \\ got".padEnd(w)}${CATEGORIES.map((c) => c.padStart(w)).join("")}`);
  for (const e of CATEGORIES) console.log(`  ${e.padEnd(w)}${CATEGORIES.map((g) => String(r.matrix[e][g]).padStart(w)).join("")}`);
  console.log(`  quota/billing (budget_exceeded) called retryable: ${r.budgetRetryable}`);
  console.log(`  auth called retryable: ${r.authRetryable}`);
  if (process.argv.includes("--show-wrong")) {
    for (const { row, got } of r.wrong) console.log(`    ${row.id} (${row.type}) ${row.spec} -> ${got}: ${JSON.stringify(row.message).slice(0, 200)}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
