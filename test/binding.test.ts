// The raw binding under createClassifier (lib/native.ts NativeRuleSet):
// its functions are bound to their rule set, and bad texts throw its own
// exact error, never crash.
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("the raw binding", () => {
  it("the raw binding's functions are bound to their rule set and throw, never crash, on bad texts", () => {
    const addon = createRequire(__filename)(process.env.EC_TEST_ADDON || join(__dirname, "..", "build", "Release", "error_classifier.node"));
    const spec = { tiers: [{ category: "a", patterns: ["x(y)?"] }], defaultCategory: "d", caseInsensitive: false, syntax: "re2", maxMemory: 0, patternByPattern: false, prefilter: true };
    const compiled = addon.compile(spec);
    expect(Object.keys(compiled)).toEqual(["ruleSet"]);
    expect(Object.keys(compiled.ruleSet)).toEqual(["category", "classify", "classifyAsync", "classifyMany", "captures", "fallbackCount", "externalMemory"]);
    // Detached from their object (no `this`), called with a foreign `this`:
    // each still answers for its own rule set.
    const { category, classify, classifyMany, captures, fallbackCount } = compiled.ruleSet;
    expect(category("xyz")).toBe(0);
    expect(category.call({}, "abc")).toBe(-1);
    expect(classify("xy")).toEqual([0, 0]);
    expect(captures(0, 0, "xy")).toEqual([["", "y"]]);
    expect(captures(0, 1, "xy")).toBe(null);
    expect(captures(-1, 0, "xy")).toBe(null);
    expect(fallbackCount()).toBe(0);
    // Two rule sets: each function keeps to its own.
    const other = addon.compile({ ...spec, tiers: [{ category: "b", patterns: ["abc"] }] }).ruleSet;
    expect(other.category("abc")).toBe(0);
    expect(category("abc")).toBe(-1);
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
      expect(thrown(() => category(bad))).toEqual(invalid);
      expect(thrown(() => classify(bad))).toEqual(invalid);
    }
    expect(thrown(() => category())).toEqual(invalid);
    expect(thrown(() => classifyMany([1]))).toEqual(invalid);
    expect(thrown(() => classifyMany("x", 1))).toEqual(invalid);
    expect(Array.from(classifyMany("xyz", Buffer.from("abc"), "x"))).toEqual([0, -1, 0]);
    expect(Array.from(classifyMany())).toEqual([]);
    expect(thrown(() => addon.compile({}))).toEqual(["Error", "An array was expected"]);
    expect(addon.compile({ ...spec, tiers: [{ category: "a", patterns: ["("] }] }).error.kind).toBe("bad_pattern");
  });

});
