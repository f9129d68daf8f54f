// The blind label audit of the tool corpus: a second labeller labels a random
// sample by bench/TAXONOMY-LABELS.md alone, without the first labels, and this
// script measures how often the two agree.
//
//   node scripts/taxonomy-audit.mjs sample [--n 200] [--seed 2811] [--through 9]
//       prints the sample as {"n", "message"} lines: no ids, labels or sources;
//       drawn from the batches numbered up to --through (the audit of
//       2026-11-28: batches 1 to 9, the corpus of that day).
//   node scripts/taxonomy-audit.mjs ingest <labels.jsonl> <out.jsonl> [--n --seed]
//       joins the labeller's {"n", "label", "sure", "alt"} lines to the sample's
//       ids and writes {"id", "label", "sure", "alt"} lines (the form kept in
//       test/fixtures/tool-audit/).
//   node scripts/taxonomy-audit.mjs report <audit.jsonl> [--show-training]
//       agreement, Cohen's kappa, and the taxonomy's answers against both
//       labellers. Held-out rows are only counted, never printed.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { shuffled, upToBatch } from "./corpus.mjs";
import { loadToolCorpus } from "./taxonomy-corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The tool-corpus rows of the batches numbered up to `through`: what an audit drew from. */
export function auditPool(through) {
  return upToBatch(loadToolCorpus(), through);
}

/** The first `n` rows of the corpus after a seeded shuffle (rows in file and line order first). */
export function drawSample(rows, n, seed) {
  return shuffled(rows, seed).slice(0, n);
}

/** Agreement counts and Cohen's kappa of two label lists of the same length. */
export function agreement(first, second) {
  const n = first.length;
  let same = 0;
  const count = (list) => list.reduce((m, l) => m.set(l, (m.get(l) ?? 0) + 1), new Map());
  const a = count(first);
  const b = count(second);
  for (let i = 0; i < n; i++) if (first[i] === second[i]) same++;
  let chance = 0;
  for (const [label, k] of a) chance += (k / n) * ((b.get(label) ?? 0) / n);
  const observed = same / n;
  return { same, total: n, observed, kappa: chance === 1 ? 1 : (observed - chance) / (1 - chance) };
}

/** The number after `name` in args, or fallback. */
export function option(args, name, fallback) {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}

export const readJsonl = (file) =>
  readFileSync(file, "utf8").split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l));
export const pct = (x, n) => `${x}/${n} = ${((100 * x) / n).toFixed(1)}%`;

function report(auditFile, showTraining) {
  const byId = new Map(loadToolCorpus().map((r) => [r.id, r]));
  const audit = readJsonl(auditFile).map((a) => ({ ...a, row: byId.get(a.id) }));
  const missing = audit.filter((a) => !a.row);
  if (missing.length) throw new Error(`ids not in the corpus: ${missing.map((a) => a.id).join(", ")}`);
  const { createAnalyzer } = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
  const taxonomy = JSON.parse(readFileSync(join(root, "rules", "taxonomy.json"), "utf8"));
  const analyzer = createAnalyzer(taxonomy, { providerAnswers: false });
  const parts = [
    ["all", audit],
    ["training", audit.filter((a) => !a.row.holdout)],
    ["held out", audit.filter((a) => a.row.holdout)],
    ["second labeller sure", audit.filter((a) => a.sure !== false)],
    ["second labeller not sure", audit.filter((a) => a.sure === false)],
  ];
  console.log(`audit ${auditFile}: ${audit.length} rows`);
  for (const [name, rows] of parts) {
    if (!rows.length) continue;
    const g = agreement(rows.map((a) => a.row.label), rows.map((a) => a.label));
    const alt = rows.filter((a) => a.row.label === a.label || a.row.label === a.alt).length;
    const ours = rows.map((a) => analyzer.analyze(a.row.message).exception_type);
    const vsFirst = ours.filter((t, i) => t === rows[i].row.label).length;
    const vsSecond = ours.filter((t, i) => t === rows[i].label).length;
    const either = ours.filter((t, i) => t === rows[i].label || t === rows[i].row.label).length;
    console.log(
      `  ${name}: labels agree ${pct(g.same, g.total)} (kappa ${g.kappa.toFixed(3)}), ` +
        `first label is the second's first or second choice ${pct(alt, rows.length)}; ` +
        `taxonomy ${taxonomy.version} vs first labels ${pct(vsFirst, rows.length)}, ` +
        `vs second ${pct(vsSecond, rows.length)}, vs either ${pct(either, rows.length)}`,
    );
  }
  const pairs = new Map();
  for (const a of audit.filter((a) => a.row.label !== a.label)) {
    const key = `${a.row.label} -> ${a.label}`;
    pairs.set(key, (pairs.get(key) ?? 0) + 1);
  }
  console.log("  disagreements (first -> second), all rows:");
  for (const [k, v] of [...pairs].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))) console.log(`    ${v}  ${k}`);
  if (showTraining) {
    for (const a of audit.filter((a) => !a.row.holdout && a.row.label !== a.label)) {
      console.log(`  ${a.id}: ${a.row.label} -> ${a.label}${a.alt ? ` (alt ${a.alt})` : ""}: ${JSON.stringify(a.row.message.slice(0, 160))}`);
    }
  }
}

/**
 * The command line both audits share: `sample` prints the seeded sample of
 * `pool()` as {"n", "message"} lines; `ingest <labels> <out>` joins the
 * labeller's lines (by `n`) to the sample's ids, keeping the fields
 * `labels` names (and `sure`, `alt`); `report <audit>` calls `report`.
 */
export function auditCli(name, argv, { pool, seed: defaultSeed, labels, report: run }) {
  const [command, ...args] = argv;
  const n = option(args, "--n", 200);
  const seed = option(args, "--seed", defaultSeed);
  if (command === "sample") {
    drawSample(pool(args), n, seed).forEach((r, i) =>
      process.stdout.write(`${JSON.stringify({ n: i + 1, message: r.message })}\n`),
    );
  } else if (command === "ingest") {
    const sample = drawSample(pool(args), n, seed);
    const lines = readJsonl(args[0]).map((l) => {
      const row = sample[l.n - 1];
      if (!row) throw new Error(`no sample row ${l.n}`);
      const kept = Object.fromEntries(labels.map((k) => [k, l[k]]));
      return JSON.stringify({ id: row.id, ...kept, sure: l.sure !== false, ...(l.alt ? { alt: l.alt } : {}) });
    });
    writeFileSync(args[1], `${lines.join("\n")}\n`);
    console.log(`${lines.length} labels written to ${args[1]}`);
  } else if (command === "report") {
    run(args);
  } else {
    console.error(`usage: ${name} sample|ingest|report (see the comment at the top)`);
    process.exit(2);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  auditCli("taxonomy-audit.mjs", process.argv.slice(2), {
    pool: (args) => auditPool(option(args, "--through", 9)),
    seed: 2811,
    labels: ["label"],
    report: (args) => report(args[0], args.includes("--show-training")),
  });
}
