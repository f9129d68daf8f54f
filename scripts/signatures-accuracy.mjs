// node scripts/signatures-accuracy.mjs (after `npm run build:ts`): how well the
// shipped defaultSignatures decide throttle / flake / unknown on the labelled
// stderr of agent CLIs (test/fixtures/signatures/cli-stderr.jsonl), overall and
// per provider, with a confusion matrix and every misclassified row.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { buildSignatureMap, classifyStderr, defaultSignatures } = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
const CATEGORIES = ["throttle", "flake", "unknown"];

const rows = readFileSync(join(root, "test", "fixtures", "signatures", "cli-stderr.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const map = buildSignatureMap(defaultSignatures);

const pct = (right, total) => `${right}/${total} = ${total ? ((100 * right) / total).toFixed(1) : "0.0"}%`;
const perProvider = new Map();
const matrix = Object.fromEntries(CATEGORIES.map((e) => [e, Object.fromEntries(CATEGORIES.map((g) => [g, 0]))]));
const wrong = [];
let right = 0;
for (const row of rows) {
  const got = classifyStderr(map, row.provider, row.stderr);
  const p = perProvider.get(row.provider) ?? { right: 0, total: 0 };
  perProvider.set(row.provider, p);
  p.total += 1;
  matrix[row.label][got] += 1;
  if (got === row.label) {
    right += 1;
    p.right += 1;
  } else {
    wrong.push({ row, got });
  }
}

console.log(`defaultSignatures on cli-stderr.jsonl (${rows.length} rows): ${pct(right, rows.length)}`);
for (const [id, p] of perProvider) console.log(`  ${id.padEnd(14)}${pct(p.right, p.total)}`);
// Rows the data author added after the patterns were written (note "held-out...").
const heldOut = rows.filter((r) => String(r.note ?? "").startsWith("held-out"));
const heldOutWrong = wrong.filter((w) => heldOut.includes(w.row)).length;
console.log(`  held-out rows: ${pct(heldOut.length - heldOutWrong, heldOut.length)}`);
console.log("\nConfusion (expected \\ got):");
console.log(`  ${"".padEnd(10)}${CATEGORIES.map((c) => c.padStart(10)).join("")}`);
for (const e of CATEGORIES) console.log(`  ${e.padEnd(10)}${CATEGORIES.map((g) => String(matrix[e][g]).padStart(10)).join("")}`);
console.log(`\nMisclassified (${wrong.length}):`);
for (const { row, got } of wrong) {
  const text = row.stderr.replace(/\s+/g, " ").slice(0, 140);
  console.log(`  ${row.id}: expected ${row.label}, got ${got} (${row.source})\n    ${text}`);
}
