// What the scoring and the extraction prefilter read from a pattern: its
// literal runs, and the literals one of which every match contains.
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { taxonomyRules } from "error-classifier";
import { loadToolCorpus } from "../scripts/taxonomy-corpus.mjs";

const req = createRequire(__filename);
const root = join(__dirname, "..");
const { literalRuns, requiredLiterals } = req(join(root, "dist", "cjs", "taxonomy", "patterns.js"));
const { compileNative } = req(join(root, "dist", "cjs", "classifier.js"));

describe("pattern literals", () => {
  it("reads literal runs outside classes, alternations and optional parts", () => {
    expect(literalRuns("tool.*not found")).toEqual(["tool", "not found"]);
    expect(literalRuns("a|b")).toEqual([]);
    expect(literalRuns("(?:x|y)z\\s+w?v")).toEqual(["z", "v"]);
  });

  it("reads the literals one of which every match contains, through groups and alternatives", () => {
    expect(requiredLiterals("(?:cannot|can't|unable to) (?P<op>[a-z]+) while")).toEqual(["while"]);
    expect(requiredLiterals("(?i:cannot|can't) (?P<op>[a-z]+)")).toEqual(["cannot", "can't"]);
    expect(requiredLiterals("(?:(?m:^)|\\$ )(?P<t>npm|git)\\b")).toEqual(["npm", "git"]);
    expect(requiredLiterals("(?i:Foo)bar|(x)")).toEqual(["foo", "x"]);
    expect(requiredLiterals("x(?:a|b)?|y")).toEqual(["x", "y"]);
    // No literal in an alternative, or only in an optional group: nothing to tell.
    expect(requiredLiterals("\\d+|ms")).toBeNull();
    expect(requiredLiterals("(?:ab)?\\d+")).toBeNull();
    expect(requiredLiterals("[a-z]+(?:x|\\d)")).toBeNull();
  });

  it("never misses: every extractor match in the tool corpus holds one of its literals", () => {
    const texts = loadToolCorpus().map((r: { message: string }) => r.message);
    const misses: string[] = [];
    let matched = 0;
    for (const [name, patterns] of Object.entries(taxonomyRules.extractors ?? {})) {
      for (const p of patterns) {
        const any: string[] | null = requiredLiterals(p);
        if (!any) continue;
        const rs = compileNative({ defaultCategory: "none", caseInsensitive: false, tiers: [{ category: "m", patterns: [p] }] });
        for (const t of texts) {
          if (rs.classify(t)[0] !== 0) continue;
          matched++;
          const lower = t.toLowerCase();
          if (!any.some((l) => lower.includes(l))) misses.push(`${name}: ${p} on ${t.slice(0, 80)}`);
        }
      }
    }
    expect(misses).toEqual([]);
    expect(matched).toBeGreaterThan(400); // 495 in the corpus of 903 rows
  });
});
