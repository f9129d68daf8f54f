// The blind label audit of the tool corpus (scripts/taxonomy-audit.mjs,
// test/fixtures/tool-audit/): a second labeller's labels of a random sample,
// made by bench/TAXONOMY-LABELS.md alone without the first labels, and the
// agreement bench/TAXONOMY-ACCURACY.md reports.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { taxonomyRules } from "error-classifier";
import { loadToolCorpus } from "../scripts/taxonomy-corpus.mjs";
import { agreement, auditPool, drawSample } from "../scripts/taxonomy-audit.mjs";

const TYPES = [...taxonomyRules.types.map((t) => t.type), "UNKNOWN_ERROR"];
const file = join(__dirname, "fixtures", "tool-audit", "audit-2026-11-28.jsonl");
const audit = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe("agreement", () => {
  it("counts equal labels and computes Cohen's kappa against the chance of agreeing", () => {
    // Observed 3/4; chance 0.5 * 0.25 + 0.5 * 0.75 = 0.5; kappa (0.75 - 0.5) / (1 - 0.5).
    expect(agreement(["A", "A", "B", "B"], ["A", "B", "B", "B"])).toEqual({ same: 3, total: 4, observed: 0.75, kappa: 0.5 });
    expect(agreement(["A", "B"], ["B", "A"])).toEqual({ same: 0, total: 2, observed: 0, kappa: -1 });
    expect(agreement(["A", "A"], ["A", "A"])).toEqual({ same: 2, total: 2, observed: 1, kappa: 1 });
  });
});

describe("drawSample", () => {
  it("is a seeded shuffle: the same seed, the same rows; another seed, other rows", () => {
    const rows = Array.from({ length: 50 }, (_, i) => ({ id: `r${i}` }));
    const a = drawSample(rows, 10, 2811).map((r: { id: string }) => r.id);
    expect(drawSample(rows, 10, 2811).map((r: { id: string }) => r.id)).toEqual(a);
    expect(new Set(a).size).toBe(10);
    expect(drawSample(rows, 10, 2812).map((r: { id: string }) => r.id)).not.toEqual(a);
    expect(drawSample(rows, 60, 1)).toHaveLength(50);
  });
});

describe("the audit of 2026-11-28", () => {
  const byId = new Map(loadToolCorpus().map((r) => [r.id, r]));

  it("labels 200 distinct corpus rows with the eleven types, a second choice exactly where unsure", () => {
    expect(audit).toHaveLength(200);
    expect(new Set(audit.map((a) => a.id)).size).toBe(200);
    expect(audit.filter((a) => !byId.has(a.id)).map((a) => a.id)).toEqual([]);
    // The seeded sample of the corpus of that day (batches 1 to 9), whatever batches came later.
    expect(auditPool(9)).toHaveLength(2844);
    expect(audit.map((a) => a.id)).toEqual(drawSample(auditPool(9), 200, 2811).map((r: { id: string }) => r.id));
    expect(audit.filter((a) => !TYPES.includes(a.label) || (a.alt !== undefined && !TYPES.includes(a.alt))).map((a) => a.id)).toEqual([]);
    expect(audit.filter((a) => !a.sure).length).toBe(48);
    expect(audit.filter((a) => a.sure === (a.alt !== undefined)).map((a) => a.id)).toEqual([]);
  });

  it("agrees with the first labels as bench/TAXONOMY-ACCURACY.md reports", () => {
    const part = (rows: typeof audit) => {
      const g = agreement(rows.map((a) => byId.get(a.id).label), rows.map((a) => a.label));
      return [g.same, g.total, Number(g.kappa.toFixed(3))];
    };
    expect(part(audit)).toEqual([190, 200, 0.943]);
    expect(part(audit.filter((a) => !byId.get(a.id).holdout))).toEqual([151, 160, 0.936]);
    expect(part(audit.filter((a) => byId.get(a.id).holdout))).toEqual([39, 40, 0.972]);
    expect(part(audit.filter((a) => a.sure))).toEqual([152, 152, 1]);
    // The first label is the second labeller's first or second choice on all rows but one.
    expect(audit.filter((a) => byId.get(a.id).label !== a.label && byId.get(a.id).label !== a.alt).length).toBe(1);
  });
});
