// The blind label audit of the blind collections (test/fixtures/blind/): a
// second labeller labels a random sample by test/fixtures/corpus/LABELS.md
// alone, from the message alone, without the first labels; this script
// measures how often the two agree, and how `extended` does against each.
// It says how far the labels themselves allow a three-way score to go.
//
//   node scripts/blind-audit.mjs sample [--n 200] [--seed 2812] [--through 41]
//       prints the sample as {"n", "message"} lines: no ids, labels or sources;
//       drawn from the batches numbered up to --through (the audit of
//       2026-11-28: batches 22 to 41, the collections that existed then).
//   node scripts/blind-audit.mjs ingest <labels.jsonl> <out.jsonl> [--n --seed]
//       joins the labeller's {"n", "type", "spec", "sure", "alt"} lines to the
//       sample's ids and writes {"id", "type", "spec", "sure", "alt"} lines (the
//       form kept in test/fixtures/blind-audit/).
//   node scripts/blind-audit.mjs report <audit.jsonl> [--third <third.jsonl>] [--show]
//       agreement on the spec category and on the type, Cohen's kappa, and
//       extended's answers against both labellers; --show lists the rows the
//       labellers disagree on (every blind row has had its first score).
//       --third: a third labeller's labels of the rows the two disagree on
//       (same form); extended is then also scored against the majority label
//       (the category two of the three give; the first label where all differ).
// The relabellings of 2026-11-30 (relabel-2026-11-30*.jsonl) are whole
// collections (Z: batches 183 to 190; AA: 191 to 202) labelled a second time,
// every row, before any was read against answers; the rows the two disagreed
// on a third time. Each line keeps the first label (`first`); where the
// majority overruled it, the blind row now carries the majority label.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadBlind } from "./blind.mjs";
import { upToBatch } from "./corpus.mjs";
import { agreement, auditCli, option, pct, readJsonl } from "./taxonomy-audit.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The blind rows of the batches numbered up to `through`: what an audit drew from. */
export function auditPool(through) {
  return upToBatch(loadBlind(), through);
}

/** { spec, type, extended } figures of an audit against the blind rows, by part. */
export function auditFigures(audit, answerOf, third = []) {
  const thirdSpec = new Map(third.map((t) => [t.id, t.spec]));
  const majority = (a) => {
    if (a.spec === a.row.spec) return a.spec;
    const t = thirdSpec.get(a.id);
    return t === a.spec ? a.spec : a.row.spec;
  };
  const byId = new Map(loadBlind().map((r) => [r.id, r]));
  // A relabelling keeps the first labels it was compared with (`first`): the
  // rows' labels may since have been set to the majority label.
  const rows = audit.map((a) => {
    const row = byId.get(a.id);
    return { ...a, row: row && a.first ? { ...row, type: a.first.type, spec: a.first.spec } : row };
  });
  const missing = rows.filter((a) => !a.row);
  if (missing.length) throw new Error(`ids not in the blind collections: ${missing.map((a) => a.id).join(", ")}`);
  const part = (list) => {
    const ours = list.map((a) => answerOf(a.row.message));
    return {
      rows: list.length,
      spec: agreement(list.map((a) => a.row.spec), list.map((a) => a.spec)),
      type: agreement(list.map((a) => a.row.type), list.map((a) => a.type)),
      vsFirst: ours.filter((s, i) => s === list[i].row.spec).length,
      vsSecond: ours.filter((s, i) => s === list[i].spec).length,
      vsEither: ours.filter((s, i) => s === list[i].spec || s === list[i].row.spec).length,
      vsMajority: ours.filter((s, i) => s === majority(list[i])).length,
    };
  };
  const both = rows.filter((a) => a.spec === a.row.spec);
  return {
    all: part(rows),
    sure: part(rows.filter((a) => a.sure !== false)),
    unsure: part(rows.filter((a) => a.sure === false)),
    agreed: part(both),
    disagreements: rows.filter((a) => a.spec !== a.row.spec),
    /** Rows whose majority label differs from the first label. */
    overruled: rows.filter((a) => majority(a) !== a.row.spec).map((a) => a.id),
  };
}

function report(auditFile, show, thirdFile) {
  const pkg = createRequire(import.meta.url)(join(root, "dist", "cjs", "index.js"));
  const audit = readJsonl(auditFile);
  const f = auditFigures(audit, (m) => pkg.classifyErrorExtended(m), thirdFile ? readJsonl(thirdFile) : []);
  console.log(`audit ${auditFile}: ${audit.length} rows; extended ${pkg.extendedVersion}`);
  for (const name of ["all", "sure", "unsure", "agreed"]) {
    const p = f[name];
    if (!p.rows) continue;
    console.log(
      `  ${name === "agreed" ? "rows both labellers put in one category" : name === "all" ? "all" : `second labeller ${name === "sure" ? "sure" : "not sure"}`}: ` +
        `category agrees ${pct(p.spec.same, p.rows)} (kappa ${p.spec.kappa.toFixed(3)}), type agrees ${pct(p.type.same, p.rows)} (kappa ${p.type.kappa.toFixed(3)}); ` +
        `extended vs first labels ${pct(p.vsFirst, p.rows)}, vs second ${pct(p.vsSecond, p.rows)}, vs either ${pct(p.vsEither, p.rows)}` +
        (thirdFile ? `, vs the majority label ${pct(p.vsMajority, p.rows)}` : ""),
    );
  }
  if (show) {
    for (const { row, ...a } of f.disagreements) {
      console.log(`  ${a.id}: ${row.spec}/${row.type} -> ${a.spec}/${a.type}${a.alt ? ` (alt ${a.alt})` : ""}: ${JSON.stringify(row.message.slice(0, 160))}`);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  auditCli("blind-audit.mjs", process.argv.slice(2), {
    pool: (args) => auditPool(option(args, "--through", 41)),
    seed: 2812,
    labels: ["type", "spec"],
    report: (args) => report(args[0], args.includes("--show"), args.includes("--third") ? args[args.indexOf("--third") + 1] : undefined),
  });
}
