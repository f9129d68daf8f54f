// createClassifier: what a classifier answers, in one call and in batches,
// for strings and bytes, with its options, captures and argument checks.
// Its thread-pool call is in classify-async.test.ts, the raw binding under
// it in binding.test.ts, rule-set errors in rule-set-errors.test.ts.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ArgumentTypeError, builtinRuleSets, createClassifier, loadRuleSet, specRules, type RuleSet } from "error-classifier";

const fixtures = join(__dirname, "fixtures", "rules");

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

  it("answers the same with and without the literal prefilter", () => {
    const plain = createClassifier(specRules, { prefilter: false });
    const texts = ["429", "x".repeat(10_000) + "token limit", "rate limit ".repeat(50), "context\nwindow", "Forbidden 403", ""];
    for (const t of texts) expect(c.classify(t)).toEqual(plain.classify(t));
    expect(c.classifyMany(texts)).toEqual(plain.classifyMany(texts));
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
