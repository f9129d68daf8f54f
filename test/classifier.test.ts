import { createRequire } from "node:module";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  RuleSetError,
  builtinRuleSets,
  createClassifier,
  loadRuleSet,
  specRules,
  type RuleSet,
} from "error-classifier";

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

describe("createClassifier", () => {
  const c = createClassifier(specRules);

  it("returns the category and the matching patterns of the first tier", () => {
    expect(c.classify("network error ECONNRESET, rate limit")).toEqual({
      category: "retryable",
      matches: [
        { tier: 0, category: "retryable", index: 0, pattern: "rate.?limit" },
        { tier: 0, category: "retryable", index: 5, pattern: "ECONNRESET" },
        { tier: 0, category: "retryable", index: 7, pattern: "network" },
      ],
    });
    expect(c.classify("403 token limit")).toEqual({
      category: "context_overflow",
      matches: [{ tier: 1, category: "context_overflow", index: 5, pattern: "token.?limit" }],
    });
    expect(c.classify("nothing")).toEqual({ category: "fatal", matches: [] });
    expect(c.category("FORBIDDEN")).toBe("fatal");
  });

  it("classifies a batch in one call", () => {
    expect(c.classifyMany(["429", "context window", "x", "", Buffer.from("ECONNREFUSED")])).toEqual([
      "retryable",
      "context_overflow",
      "fatal",
      "fatal",
      "retryable",
    ]);
    expect(c.classifyMany([])).toEqual([]);
  });

  it("classifies batches larger than one crossing takes, and names a bad element past the first", () => {
    // 10,000 texts: three crossings of at most 4,096 texts each.
    const texts = Array.from({ length: 10_000 }, (_, i) => (i % 3 === 0 ? "HTTP 429" : i % 3 === 1 ? "token limit" : Buffer.from("ok")));
    const answers = c.classifyMany(texts);
    expect(answers.length).toBe(10_000);
    expect(answers.filter((a) => a === "retryable").length).toBe(3334);
    expect(answers.filter((a) => a === "context_overflow").length).toBe(3333);
    expect(answers.filter((a) => a === "fatal").length).toBe(3333);
    expect(answers[9999]).toBe("retryable");
    expect(answers.slice(8191, 8195)).toEqual(["context_overflow", "fatal", "retryable", "context_overflow"]);
    const bad: unknown[] = [...texts];
    bad[9000] = 7;
    expect(() => c.classifyMany(bad as string[])).toThrow("Expected a string or Uint8Array for texts[9000] but received number 7");
  });

  it("reads strings on both sides of the one-call read's room, before and after a long one", () => {
    // The addon reads a string of up to 4,096 units in one call and a longer
    // one in three; the room grows after a long string. The match is the
    // last character, so a truncated read would miss it.
    const sizes = [4095, 4096, 4097, 8192, 20_000, 4096, 4097, 99_999, 20_000, 5];
    for (const size of sizes) {
      const one = "x".repeat(size - 3) + "429";
      const two = "é".repeat(size - 3) + "429";
      expect([c.category(one), c.category(two), c.category("x".repeat(size))]).toEqual(["retryable", "retryable", "fatal"]);
      expect(c.classifyMany([one, two, "x".repeat(size), one])).toEqual(["retryable", "retryable", "fatal", "retryable"]);
    }
  });

  it("reads UTF-8 bytes as text", () => {
    expect(c.category(Buffer.from("rate😀limit"))).toBe("fatal");
    expect(c.category(new TextEncoder().encode("maximum context"))).toBe("context_overflow");
    const bytes = Buffer.from("xx 503 yy");
    expect(c.category(bytes.subarray(3, 6))).toBe("retryable");
    expect(c.category(bytes.subarray(0, 4))).toBe("fatal");
  });

  it("classifies on the thread pool with classifyAsync", async () => {
    const big = `${"x".repeat(5 * 1024 * 1024)} context window`;
    const results = await Promise.all([
      c.classifyAsync(big),
      c.classifyAsync(Buffer.from("HTTP 503 overloaded")),
      c.classifyAsync(""),
      c.classifyAsync(new TextEncoder().encode("rate\u2028limit")),
    ]);
    expect(results).toEqual([
      { category: "context_overflow", matches: [{ tier: 1, category: "context_overflow", index: 1, pattern: "context.?window" }] },
      {
        category: "retryable",
        matches: [
          { tier: 0, category: "retryable", index: 2, pattern: "503" },
          { tier: 0, category: "retryable", index: 3, pattern: "overloaded" },
        ],
      },
      { category: "fatal", matches: [] },
      { category: "fatal", matches: [] },
    ]);
    await expect(c.classifyAsync(7 as unknown as string)).rejects.toThrow("Expected a string or Uint8Array for text but received number 7");
  });

  it("encodes long strings for classifyAsync without splitting surrogate pairs", async () => {
    const slice = 1 << 20;
    const texts = [
      `${"x".repeat(slice - 1)}😀 token limit`, // the pair straddles the first slice's end
      `${"x".repeat(slice - 5)}rate\ud800limit`, // a lone surrogate at the boundary: U+FFFD, one unit
      `${"é".repeat(slice + 5)}ECONNRESET`,
      `${"x".repeat(3 * slice)}`,
    ];
    const answers = await Promise.all(texts.map((t) => c.classifyAsync(t)));
    expect(answers.map((a) => a.category)).toEqual(["context_overflow", "retryable", "retryable", "fatal"]);
    expect(answers).toEqual(texts.map((t) => c.classify(t)));
  });

  it("keeps a surrogate pair whole where classifyAsync's encoding slices meet", async () => {
    const slice = 1 << 20;
    // A lone surrogate keeps its code point (as the synchronous calls read it), never U+FFFD.
    const emoji = createClassifier({
      defaultCategory: "split",
      tiers: [{ category: "whole", patterns: ["x😀y"] }, { category: "lone", patterns: ["x\ud800y"] }, { category: "replaced", patterns: ["\\x{FFFD}"] }],
    });
    const straddling = `${"x".repeat(slice - 1)}😀y`; // the pair's high half is the first slice's last unit
    expect((await emoji.classifyAsync(straddling)).category).toBe("whole");
    const lone = `${"x".repeat(slice - 1)}\ud800y`;
    expect([(await emoji.classifyAsync(lone)).category, emoji.category(lone)]).toEqual(["lone", "lone"]);
  });

  it("answers the same with and without the literal prefilter", () => {
    const plain = createClassifier(specRules, { prefilter: false });
    const texts = ["429", "x".repeat(10_000) + "token limit", "rate limit ".repeat(50), "context\nwindow", "Forbidden 403", ""];
    for (const t of texts) expect(c.classify(t)).toEqual(plain.classify(t));
    expect(c.classifyMany(texts)).toEqual(plain.classifyMany(texts));
  });

  it("the raw binding's functions are bound to their rule set and throw, never crash, on bad texts", () => {
    const addon = createRequire(__filename)(process.env.EC_TEST_ADDON || join(__dirname, "..", "build", "Release", "error_classifier.node"));
    const spec = { tiers: [{ category: "a", patterns: ["x(y)?"] }], defaultCategory: "d", caseInsensitive: false, syntax: "re2", maxMemory: 0, patternByPattern: false, prefilter: true };
    const compiled = addon.compile(spec);
    expect(Object.keys(compiled)).toEqual(["ruleSet"]);
    expect(Object.keys(compiled.ruleSet)).toEqual(["classify", "match", "matchAsync", "classifyMany", "captures", "namedCaptures", "fallbackCount", "externalMemory"]);
    // Detached from their object (no `this`), called with a foreign `this`:
    // each still answers for its own rule set.
    const { classify, match, classifyMany, captures, namedCaptures, fallbackCount } = compiled.ruleSet;
    expect(classify("xyz")).toBe(0);
    expect(classify.call({}, "abc")).toBe(-1);
    expect(match("xy")).toEqual([0, 0]);
    expect(captures(0, 0, "xy")).toEqual([["", "y"]]);
    expect(captures(0, 1, "xy")).toBe(null);
    expect(captures(-1, 0, "xy")).toBe(null);
    expect(namedCaptures.call({}, 0, "xy", 0, 1, -1)).toEqual([0, 0]);
    expect(fallbackCount()).toBe(0);
    // Two rule sets: each function keeps to its own.
    const other = addon.compile({ ...spec, tiers: [{ category: "b", patterns: ["abc"] }] }).ruleSet;
    expect(other.classify("abc")).toBe(0);
    expect(classify("abc")).toBe(-1);
    // The binding's own errors (the TypeScript layer validates first and says more).
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as Error).constructor.name, (e as Error).message];
      }
      return "no error";
    };
    const invalid = ["Error", "Invalid argument"];
    for (const bad of [undefined, null, 42, {}, [], Symbol("s"), () => 1]) {
      expect(thrown(() => classify(bad))).toEqual(invalid);
      expect(thrown(() => match(bad))).toEqual(invalid);
      expect(thrown(() => namedCaptures(0, bad, 0))).toEqual(invalid);
    }
    expect(thrown(() => classify())).toEqual(invalid);
    expect(thrown(() => classifyMany([1]))).toEqual(invalid);
    expect(thrown(() => classifyMany("x", 1))).toEqual(invalid);
    expect(Array.from(classifyMany("xyz", Buffer.from("abc"), "x"))).toEqual([0, -1, 0]);
    expect(Array.from(classifyMany())).toEqual([]);
    expect(thrown(() => addon.compile({}))).toEqual(["Error", "An array was expected"]);
    expect(addon.compile({ ...spec, tiers: [{ category: "a", patterns: ["("] }] }).error.kind).toBe("bad_pattern");
  });

  it("is strict about its arguments", () => {
    expect(() => c.classify(42 as unknown as string)).toThrow(new ArgumentTypeError("text", "a string or Uint8Array", 42));
    expect(() => c.classify(42 as unknown as string)).toThrow("Expected a string or Uint8Array for text but received number 42");
    expect(() => c.category(undefined as unknown as string)).toThrow(ArgumentTypeError);
    expect(() => c.classifyMany("429" as unknown as string[])).toThrow(
      'Expected an array of strings or Uint8Arrays for texts but received string "429"',
    );
    expect(() => c.classifyMany(["a", null as unknown as string])).toThrow("Expected a string or Uint8Array for texts[1] but received null");
  });

  it("extracts capture groups", () => {
    const ops = createClassifier(loadRuleSet(join(fixtures, "ops.toml")));
    expect(ops.extract("container OOMKilled (exit 137)")).toEqual({
      category: "oom",
      matches: [{ tier: 1, category: "oom", index: 1, pattern: "(?P<signal>SIGKILL|OOMKilled)", captures: ["OOMKilled"], groups: { signal: "OOMKilled" } }],
    });
    expect(ops.classify("write: No Space Left On Device")).toEqual({
      category: "disk",
      matches: [{ tier: 0, category: "disk", index: 0, pattern: "no space left on device" }],
    });
    expect(ops.category("fine")).toBe("unknown");
  });

  it("lets several tiers share a category", () => {
    const rules: RuleSet = {
      defaultCategory: "retry",
      tiers: [
        { category: "stop", patterns: ["quota"] },
        { category: "retry", patterns: ["429"] },
        { category: "stop", patterns: ["4\\d\\d"] },
      ],
    };
    const r = createClassifier(rules);
    expect(r.classifyMany(["429 quota", "429", "404", "500"])).toEqual(["stop", "retry", "stop", "retry"]);
    expect(r.classify("404").matches).toEqual([{ tier: 2, category: "stop", index: 0, pattern: "4\\d\\d" }]);
  });

  it("exports the built-in rule sets as frozen data", () => {
    expect(builtinRuleSets.spec).toBe(specRules);
    expect(specRules.tiers.map((t) => t.patterns.length)).toEqual([8, 6, 6]);
    expect(specRules.defaultCategory).toBe("fatal");
    expect(Object.isFrozen(specRules.tiers[0].patterns)).toBe(true);
  });
});

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
    const e = caught(() => createClassifier({ defaultCategory: "d", maxMemory: 256 * 1024, tiers: [{ category: "big", patterns }] }));
    expect(e.code).toBe("ERR_RULESET_TOO_LARGE");
    expect(e.issues).toEqual([]);
    expect(e.message).toBe("tier 0 (big, 200 patterns) does not fit the RE2 memory budget of 262144 bytes");
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
