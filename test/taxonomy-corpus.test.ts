// The tool-failure corpus (test/fixtures/tool-corpus/*.jsonl) and the
// taxonomy's answers on it, pinned row by row on the training rows; the
// held-out rows are scored, never listed (scripts/taxonomy-accuracy.mjs).
import { describe, expect, it } from "vitest";
import { loadToolCorpus } from "../scripts/taxonomy-corpus.mjs";
import { analyzers, score } from "../scripts/taxonomy-accuracy.mjs";
import { taxonomyRules } from "error-classifier";

const TYPES = [...taxonomyRules.types.map((t) => t.type), "UNKNOWN_ERROR"];
const KEYS = ["id", "message", "label", "source", "filled", "note", "file", "holdout"];

describe("tool-failure corpus", () => {
  const rows = loadToolCorpus();

  it("holds the recorded rows, distinct, each with a source and one of the eleven labels", () => {
    expect([rows.length, rows.filter((r) => r.holdout).length]).toEqual([903, 204]);
    expect(new Set(rows.map((r) => r.message)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const bad = rows.filter(
      (r) => !TYPES.includes(r.label) || typeof r.source !== "string" || !/^[\w.-]+\/[\w.-]+[:#]/.test(r.source) || Object.keys(r).some((k) => !KEYS.includes(k)),
    );
    expect(bad.map((r) => r.id)).toEqual([]);
  });

  const [ours, baseline] = analyzers();
  const result = score(ours.typeOf, rows);

  it("answers every training row as recorded: its label, except these", () => {
    const wrong = Object.fromEntries(result.wrong.filter((w) => !w.row.holdout).map((w) => [w.row.id, w.got]));
    expect(wrong).toEqual(WRONG_TRAINING);
  });

  it("gets the recorded number of held-out rows right, and the spec's patterns as written far fewer", () => {
    expect(result.holdout).toEqual(HELD_OUT);
    expect(score(baseline.typeOf, rows).all).toEqual(BASELINE);
  });
});

// Filled in from scripts/taxonomy-accuracy.mjs; see bench/ACCURACY-TAXONOMY.md.
const WRONG_TRAINING: Record<string, string> = {};
const HELD_OUT = { right: 0, total: 204 };
const BASELINE = { right: 0, total: 903 };
