// The blind label audit of the blind collections (scripts/blind-audit.mjs,
// test/fixtures/blind-audit/): a second labeller's labels of 200 random rows
// of batches 22 to 41, made by test/fixtures/corpus/LABELS.md from the
// message alone, without the first labels; bench/ACCURACY.md reports it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditFigures, auditPool } from "../scripts/blind-audit.mjs";
import { drawSample } from "../scripts/taxonomy-audit.mjs";
import { classifyError } from "error-classifier/extended";
import { PAIRS } from "./support/labels.js";

const audit = readFileSync(join(__dirname, "fixtures", "blind-audit", "audit-2026-11-28.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe("the blind audit of 2026-11-28", () => {
  it("labels the seeded sample of batches 22 to 41: 200 distinct rows, a type and its category, a second choice exactly where unsure", () => {
    const pool = auditPool(41);
    expect(pool).toHaveLength(3598);
    expect(audit.map((a) => a.id)).toEqual(drawSample(pool, 200, 2812).map((r: { id: string }) => r.id));
    expect(audit.filter((a) => PAIRS[a.type] === undefined || PAIRS[a.type] !== a.spec).map((a) => a.id)).toEqual([]);
    expect(audit.filter((a) => a.alt !== undefined && PAIRS[a.alt] === undefined).map((a) => a.id)).toEqual([]);
    expect(audit.filter((a) => !a.sure).length).toBe(43);
    expect(audit.filter((a) => a.sure === (a.alt !== undefined)).map((a) => a.id)).toEqual([]);
  });

  it("agrees with the first labels as bench/ACCURACY.md reports", () => {
    const f = auditFigures(audit, classifyError);
    const round = (k: number) => Math.round(k * 1000) / 1000;
    expect([f.all.spec.same, f.all.rows, round(f.all.spec.kappa), f.all.type.same, round(f.all.type.kappa)]).toEqual([195, 200, 0.957, 191, 0.951]);
    expect([f.sure.spec.same, f.sure.rows, f.unsure.spec.same, f.unsure.rows]).toEqual([156, 157, 39, 43]);
    expect(f.disagreements.map((a: { id: string }) => a.id).sort()).toEqual(["b22-hermes-216", "b24-openai-074", "b28-ollama-105", "b30-bedrock-170", "b36-phaseo-002"]);
  });
});

const relabel = readFileSync(join(__dirname, "fixtures", "blind-audit", "relabel-2026-11-30.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));
const third = readFileSync(join(__dirname, "fixtures", "blind-audit", "relabel-2026-11-30-third.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe("the blind relabelling of 2026-11-30 (collection Z, batches 183 to 190)", () => {
  it("labels every row of the collection once more, and the rows the two labellings disagree on a third time", () => {
    const ids = auditPool(190).filter((r: { id: string }) => /^b(?:18[3-9]|190)-/.test(r.id)).map((r: { id: string }) => r.id);
    expect(ids).toHaveLength(402);
    expect(relabel.map((a) => a.id)).toEqual(ids);
    expect([...relabel, ...third].filter((a) => PAIRS[a.type] === undefined || PAIRS[a.type] !== a.spec).map((a) => a.id)).toEqual([]);
    expect(third.map((a) => a.id)).toEqual(auditFigures(relabel, classifyError).disagreements.map((a: { id: string }) => a.id));
  });

  it("agrees with the first labels, and scores extended against each labelling, as bench/ACCURACY.md reports", () => {
    const f = auditFigures(relabel, classifyError, third);
    const round = (k: number) => Math.round(k * 1000) / 1000;
    expect([f.all.spec.same, f.all.rows, round(f.all.spec.kappa), f.all.type.same, round(f.all.type.kappa)]).toEqual([395, 402, 0.964, 376, 0.928]);
    expect(f.overruled).toEqual(["b185-droidproxy-042", "b187-google-whisk-044"]);
    expect([f.all.vsFirst, f.all.vsSecond, f.all.vsMajority]).toEqual([396, 397, 398]);
  });
});
