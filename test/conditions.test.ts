// Conditional patterns ({ pattern, when }): a pattern counts only where a
// numeric condition on its named groups holds (native/core/condition.h).
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { RuleSetError, createClassifier, loadRuleSet, type RuleSet } from "error-classifier";
import { caught } from "./support/signatures-helpers.js";

const equal = "This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (568 in the messages, 6048 in the completion).";
const below = "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens (5000 in the messages, 4000 in the completion).";
const window = String.raw`context length is (?P<window>[0-9,]+) tokens[^()]*\([^()]*?(?P<output>[0-9,]+) in the completion`;

const rules: RuleSet = {
  caseInsensitive: true,
  defaultCategory: "fatal",
  tiers: [
    { category: "fatal", patterns: [{ pattern: window, when: "output >= window" }] },
    { category: "context_overflow", patterns: ["maximum context length"] },
  ],
};

describe("conditional patterns", () => {
  it("match only where the condition holds, in every call", async () => {
    const c = createClassifier(rules);
    expect(c.category(equal)).toBe("fatal");
    expect(c.category(below)).toBe("context_overflow");
    expect(c.classify(equal)).toEqual({ category: "fatal", matches: [{ tier: 0, category: "fatal", index: 0, pattern: window }] });
    expect(c.classify(below).matches).toEqual([{ tier: 1, category: "context_overflow", index: 0, pattern: "maximum context length" }]);
    expect(c.classifyMany([equal, below, Buffer.from(equal)])).toEqual(["fatal", "context_overflow", "fatal"]);
    expect((await c.classifyAsync(below)).category).toBe("context_overflow");
  });

  it("load from TOML as inline tables", () => {
    const c = createClassifier(loadRuleSet(join(__dirname, "fixtures", "rules", "window.toml")));
    expect([c.category(equal), c.category(below)]).toEqual(["fatal", "context_overflow"]);
  });

  it("work with JavaScript syntax and its named groups", () => {
    const js = createClassifier({
      syntax: "javascript",
      caseInsensitive: true,
      defaultCategory: "short",
      tiers: [{ category: "long", patterns: [{ pattern: "retry after (?<wait>\\d+)", when: "wait > 3600" }] }],
    });
    expect([js.category("Retry after 86400 seconds"), js.category("Retry after 20 seconds")]).toEqual(["long", "short"]);
  });

  it("name the path of a malformed entry", () => {
    const e = caught(RuleSetError, () =>
      createClassifier({
        defaultCategory: "x",
        tiers: [{ category: "a", patterns: [{ pattern: "(?P<n>\\d+)", when: "" }, { pattern: 5, when: "n > 1" }, { pattern: "x", when: "n > 1", why: 1 }, 7] }],
      } as unknown as RuleSet),
    );
    expect(e.code).toBe("ERR_RULESET_INVALID");
    expect(e.issues).toEqual([
      { path: "tiers[0].patterns[0].when", message: 'expected a non-empty string but received string ""' },
      { path: "tiers[0].patterns[1].pattern", message: "expected a string but received number 5" },
      { path: "tiers[0].patterns[2].why", message: "unknown key" },
      { path: "tiers[0].patterns[3]", message: "expected a string or a { pattern, when } object but received number 7" },
    ]);
  });

  it("reject a condition the engine cannot read, with its reason", () => {
    const e = caught(RuleSetError, () =>
      createClassifier({ defaultCategory: "x", tiers: [{ category: "a", patterns: ["ok", { pattern: "limit (?P<n>\\d+)", when: "m > 1" }] }] }),
    );
    expect(e.code).toBe("ERR_RULESET_PATTERN");
    expect(e.message.split("\n")[0]).toBe("1 condition rejected");
    expect(e.issues).toEqual([
      {
        path: "tiers[0].patterns[1].when",
        message: '"limit (?P<n>\\\\d+)": condition "m > 1" names a group the pattern does not have: m',
        tier: 0,
        index: 1,
        pattern: "limit (?P<n>\\d+)",
        reason: 'condition "m > 1" names a group the pattern does not have: m',
      },
    ]);
  });
});
