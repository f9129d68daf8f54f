// The raw binding under createClassifier (lib/native.ts NativeRuleSet):
// its functions are bound to their rule set, and bad texts throw its own
// exact error, never crash.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as pkg from "error-classifier";
import { createClassifier, specRules } from "error-classifier";

const repo = join(__dirname, "..");
const read = (...path: string[]) => readFileSync(join(repo, ...path), "utf8");

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
      expect(thrown(() => addon.normalize(bad))).toEqual(invalid);
    }
    expect(thrown(() => category())).toEqual(invalid);
    expect(thrown(() => classifyMany([1]))).toEqual(invalid);
    expect(thrown(() => classifyMany("x", 1))).toEqual(invalid);
    expect(Array.from(classifyMany("xyz", Buffer.from("abc"), "x"))).toEqual([0, -1, 0]);
    expect(Array.from(classifyMany())).toEqual([]);
    expect(thrown(() => addon.compile({}))).toEqual(["Error", "An array was expected"]);
    expect(addon.compile({ ...spec, tiers: [{ category: "a", patterns: ["("] }] }).error.kind).toBe("bad_pattern");
  });

  it("compileTaxonomy's functions answer in the wire form of native/core/taxonomy.h, detached too", () => {
    const addon = createRequire(__filename)(process.env.EC_TEST_ADDON || join(__dirname, "..", "build", "Release", "error_classifier.node"));
    const spec = {
      patterns: [{ pattern: "\\btimed out\\b", type: 0, weight: 100, specificity: 9, exact: true, anchor: "timed out", explains: [], fuzzy: "timed out" }],
      extractors: [{ pattern: "(?P<tool>npm) (?P<operation>[a-z]+)|(?P<duration_ms>\\d+ms)", groups: ["tool", "operation", "duration_ms"], fields: [0, 1, 3] }],
      types: [[0]],
      unknown: [0],
      finalFields: [0, 1],
      threshold: 50,
      fuzzyThreshold: 0.6,
      fuzzyDecides: true,
      window: 160,
      maxMemory: 0,
    };
    const { analyze } = addon.compileTaxonomy(spec).taxonomy;
    const out = new Int32Array(32);
    expect(analyze("\x1b[31mError: npm install timed out after 60000ms", out)).toBe("npminstall");
    expect(Array.from(out.subarray(0, out[0]))).toEqual([18, 0, 1, -1, 0, 0, 1, 0, 100, 1, 0, 2, 0, 0, 3, 1, 3, 10]);
    // A short out gets what fits and says how long the answer is.
    const short = new Int32Array(3);
    expect(analyze("npm install timed out", short)).toBe("npminstall");
    expect(Array.from(short)).toEqual([18, 0, 1]);
    // Nothing matches: the unknown type's fields only.
    expect(analyze("  [ERROR]  took 5ms", out)).toBe("5ms");
    expect(Array.from(out.subarray(0, out[0]))).toEqual([11, -1, -1, -1, 0, 0, 0, 1, 3, 0, 3]);
    // The fuzzy step: its hit's text leads the string, then its type's fields (detached too).
    expect(analyze.call({}, "npm ci tmed out", out)).toBe("tmed outnpmci");
    expect(Array.from(out.subarray(0, out[0]))).toEqual([14, 0, 2, 0, 875, 8, 0, 2, 0, 8, 11, 1, 11, 13]);
    expect(addon.normalize("\ud800 a  b\u00a0")).toBe("\ufffd a b");
    expect(addon.compileTaxonomy({ ...spec, extractors: [{ pattern: "(", groups: [], fields: [] }] }).error).toEqual({
      kind: "bad_pattern",
      message: "1 pattern rejected by RE2",
      patterns: [{ tier: 1, index: 0, pattern: "(", message: "missing ): (", kind: "syntax" }],
    });
  });

});

describe("lib/native.ts's map of the layers", () => {
  // Rows of "operation  C++  binding  wasm  Classifier", columns two or more spaces apart.
  const rows = read("lib", "native.ts")
    .split("\n")
    .filter((l) => /^\/\/ {3}\S/.test(l))
    .map((l) => l.slice(5).split(/ {2,}/))
    .slice(1);
  const names = (cell: string) => [...cell.matchAll(/[A-Za-z_:]+/g)].map((m) => m[0]).filter((n) => !["each"].includes(n));

  it("names, in each layer, what that layer really has", () => {
    expect(rows.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5]);
    const header = ["rule_set.h", "taxonomy.h", "normalize.h"].map((h) => read("native", "core", h)).join("\n");
    const wasmHeader = read("native", "wasm", "ec_wasm.h");
    const addon = createRequire(__filename)(process.env.EC_TEST_ADDON || join(repo, "build", "Release", "error_classifier.node"));
    const ruleSet = addon.compile({ tiers: [], defaultCategory: "d", caseInsensitive: false, syntax: "re2", maxMemory: 0, patternByPattern: false, prefilter: true }).ruleSet;
    const classifier = createClassifier(specRules) as unknown as Record<string, unknown>;
    const taxonomy = addon.compileTaxonomy({ patterns: [], extractors: [], types: [], unknown: [], finalFields: [], threshold: 50, fuzzyThreshold: 0.6, fuzzyDecides: true, window: 160, maxMemory: 0 }).taxonomy;
    const missing: string[] = [];
    for (const [, cxx, binding, wasm, api] of rows) {
      const method = cxx.replace(/^\w+::/, "");
      if (!new RegExp(`\\b${method}\\(`).test(header)) missing.push(`C++ ${cxx}`);
      const fn = binding === "compile" ? addon.compile : cxx.startsWith("RuleSet::") ? ruleSet[binding] : cxx.startsWith("Taxonomy::") && binding !== "compileTaxonomy" ? taxonomy[binding] : addon[binding];
      if (typeof fn !== "function") missing.push(`binding ${binding}`);
      for (const w of names(wasm)) if (!new RegExp(`\\b${w}\\(`).test(wasmHeader)) missing.push(`wasm ${w}`);
      for (const a of names(api)) if (typeof classifier[a] !== "function" && typeof (pkg as Record<string, unknown>)[a] !== "function") missing.push(`API ${a}`);
    }
    expect(missing).toEqual([]);
    // Every binding function and every matching export of ec_wasm.h has its row.
    const bound = rows.map((r) => r[2]);
    expect(Object.keys(ruleSet).filter((k) => !bound.includes(k))).toEqual(["fallbackCount", "externalMemory"]);
    expect(Object.keys(addon).filter((k) => !bound.includes(k))).toEqual([]);
    expect(Object.keys(taxonomy).filter((k) => !bound.includes(k))).toEqual(["externalMemory"]);
    // The old names (binding match/matchAsync, C++ CategoryTier) are gone from the contract and the header.
    expect([/\bmatch(?:Async)?\(/.test(read("lib", "native.ts")), /\bCategoryTier\b/.test(header)]).toEqual([false, false]);
  });
});
