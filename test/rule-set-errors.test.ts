// Rule-set errors: RE2's and the JavaScript translator's rejections, the
// shape checks with their paths, memory budgets, loading files, and the
// pattern-by-pattern path.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RuleSetError, createClassifier, loadRuleSet, specRules, type RuleSet } from "error-classifier";

const fixtures = join(__dirname, "fixtures", "rules");

function caught(fn: () => unknown): RuleSetError {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleSetError) return e;
    throw e;
  }
  throw new Error("expected a RuleSetError");
}

describe("rule-set errors", () => {
  it("lists every pattern RE2 rejects, with RE2's message", () => {
    const e = caught(() => createClassifier(loadRuleSet(join(fixtures, "bad-patterns.json"))));
    expect(e.code).toBe("ERR_RULESET_PATTERN");
    expect(e.issues).toEqual([
      {
        path: "tiers[0].patterns[1]",
        message: '"(?<=x)y": invalid perl operator: (?<',
        tier: 0,
        index: 1,
        pattern: "(?<=x)y",
        reason: "invalid perl operator: (?<",
      },
      {
        path: "tiers[1].patterns[0]",
        message: '"(a)\\\\1": invalid escape sequence: \\1',
        tier: 1,
        index: 0,
        pattern: "(a)\\1",
        reason: "invalid escape sequence: \\1",
      },
      {
        path: "tiers[1].patterns[2]",
        message: '"[z-a]": invalid character class range: z-a',
        tier: 1,
        index: 2,
        pattern: "[z-a]",
        reason: "invalid character class range: z-a",
      },
    ]);
    expect(e.message.split("\n")[0]).toBe("3 patterns rejected by RE2");
  });

  it("reports translation errors of JavaScript syntax the same way", () => {
    const e = caught(() =>
      createClassifier({ syntax: "javascript", defaultCategory: "x", tiers: [{ category: "a", patterns: ["a(?<!b)", "\\uD800", "[b-a]"] }] }),
    );
    expect(e.code).toBe("ERR_RULESET_PATTERN");
    expect(e.issues.map((i) => [i.index, i.message])).toEqual([
      [0, '"a(?<!b)": look-around (?<!...) is not supported: RE2 has none'],
      [1, '"\\\\uD800": \\u escapes of surrogate code units are not supported'],
      [2, '"[b-a]": range out of order in character class'],
    ]);
  });

  it("checks the shape and names the path of every bad field", () => {
    const e = caught(() =>
      createClassifier({
        defaultCategory: "",
        tiers: [{ category: "a", patterns: ["x", 3, ""] }, { categry: "b", patterns: [] }, "nope"],
        sintax: "re2",
        caseInsensitive: "yes",
        maxMemory: -1,
      } as unknown as RuleSet),
    );
    expect(e.code).toBe("ERR_RULESET_INVALID");
    expect(e.issues).toEqual([
      { path: "sintax", message: "unknown key" },
      { path: "caseInsensitive", message: 'expected a boolean but received string "yes"' },
      { path: "maxMemory", message: "expected an integer number of bytes of at least 1024 but received number -1" },
      { path: "defaultCategory", message: 'expected a non-empty string but received string ""' },
      { path: "tiers[0].patterns[1]", message: "expected a string or a { pattern, when } object but received number 3" },
      { path: "tiers[0].patterns[2]", message: "an empty pattern would match every text" },
      { path: "tiers[1].categry", message: "unknown key" },
      { path: "tiers[1].category", message: "expected a non-empty string but received undefined" },
      { path: "tiers[2]", message: 'expected an object but received string "nope"' },
    ]);
    expect(caught(() => createClassifier(null as unknown as RuleSet)).message).toBe("Expected a rule set object but received null");
  });

  it("names odd keys as the signature validator does (one shared issue collector)", () => {
    const e = caught(() => createClassifier({ defaultCategory: "d", "case insensitive": true, tiers: [{ category: "a", patterns: [], "the note": "" }] } as unknown as RuleSet));
    expect(e.issues).toEqual([
      { path: '["case insensitive"]', message: "unknown key" },
      { path: 'tiers[0]["the note"]', message: "unknown key" },
    ]);
  });

  it("accepts maxMemory from 1024 bytes up", () => {
    const tiny = (maxMemory: number) => () => createClassifier({ defaultCategory: "d", maxMemory, tiers: [{ category: "a", patterns: ["ab"] }] });
    expect(caught(tiny(1023)).issues).toEqual([{ path: "maxMemory", message: "expected an integer number of bytes of at least 1024 but received number 1023" }]);
    // 1024 passes validation; RE2 then says whether the set fits in it.
    const at = caught(tiny(1024));
    expect([at.code, at.message]).toEqual(["ERR_RULESET_TOO_LARGE", "tier 0 (a, 1 pattern) does not fit the RE2 memory budget of 1024 bytes"]);
  });

  it("says when a rule set is too large for its memory budget", () => {
    const patterns = Array.from({ length: 200 }, (_, i) => `[a-z]{20}x${i}[0-9]{30}`);
    const e = caught(() => createClassifier({ defaultCategory: "d", maxMemory: 64 * 1024, tiers: [{ category: "big", patterns }] }));
    expect(e.code).toBe("ERR_RULESET_TOO_LARGE");
    expect(e.issues).toEqual([]);
    expect(e.message).toBe("tier 0 (big, 200 patterns) does not fit the RE2 memory budget of 65536 bytes");
    expect(createClassifier({ defaultCategory: "d", tiers: [{ category: "big", patterns }] }).category(`${"a".repeat(20)}x7${"1".repeat(30)}`)).toBe("big");
  });

  it("loads files by extension and reports parse errors", () => {
    expect(() => loadRuleSet(join(fixtures, "ops.yaml"))).toThrow(/Expected a .json or .toml file but received ".*ops.yaml"/);
    const missingFile = join(fixtures, "missing.json");
    const missing = caught(() => loadRuleSet(missingFile));
    expect([missing.code, missing.issues]).toEqual([
      "ERR_RULESET_INVALID",
      [{ path: "", file: missingFile, message: `ENOENT: no such file or directory, open '${missingFile}'` }],
    ]);
    expect(missing.message).toBe(`Cannot read ${missingFile}\n  ${missingFile}: ENOENT: no such file or directory, open '${missingFile}'`);
    const brokenFile = join(__dirname, "fixtures", "broken.toml");
    const e = caught(() => loadRuleSet(brokenFile));
    expect([e.code, e.issues]).toEqual([
      "ERR_RULESET_INVALID",
      [{ path: "", file: brokenFile, line: 3, column: 1, message: "Invalid TOML document: invalid value" }],
    ]);
    expect(e.message).toBe(`${brokenFile} is not valid TOML\n  ${brokenFile}:3:1: Invalid TOML document: invalid value`);
    expect((e.cause as object).constructor.name).toBe("TomlError");
    const badJson = join(tmpdir(), `ec-bad-${process.pid}.json`);
    writeFileSync(badJson, '{\n  "defaultCategory": "x",\n}\n');
    expect(caught(() => loadRuleSet(badJson)).issues).toEqual([
      { path: "", file: badJson, line: 3, column: 1, message: "Expected double-quoted property name in JSON at position 28" },
    ]);
  });

  it("matches pattern by pattern as it does through sets", () => {
    const slow = createClassifier(specRules, { patternByPattern: true });
    const fast = createClassifier(specRules);
    for (const m of ["429 and 401", "context window", "ECONNRESET network rate limit", "", "x"]) {
      expect(slow.classify(m)).toEqual(fast.classify(m));
    }
  });
});
