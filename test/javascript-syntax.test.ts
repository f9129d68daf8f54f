import { describe, expect, it } from "vitest";
import { createClassifier, RuleSetError } from "error-classifier";
import { CONSTRUCTS, runDifferential } from "./support/js-differential.js";

function js(pattern: string, caseInsensitive = true) {
  return createClassifier({ syntax: "javascript", caseInsensitive, defaultCategory: "no", tiers: [{ category: "yes", patterns: [pattern] }] });
}
function answer(pattern: string, text: string, caseInsensitive = true): boolean | string {
  try {
    return js(pattern, caseInsensitive).classify(text).category === "yes";
  } catch (e) {
    if (e instanceof RuleSetError) return e.issues[0].reason;
    throw e;
  }
}

describe("syntax javascript answers what RegExp answers (issue 24's table)", () => {
  // Each row: pattern, text, and what new RegExp(pattern, "i").test(text) answers.
  const rows: [string, string, boolean][] = [
    ["\\A", "x", false], ["\\A", "A", true], ["\\z", "abc", false], ["\\z", "Z", true], ["\\C", "x", false], ["\\Q", "", false],
    ["\\Q", "q", true], ["\\E", "e", true], ["\\pL", "q", false], ["\\pL", "pl", true], ["\\a", "\x07", false], ["\\a", "A", true],
    ["\\e", "e", true], ["\\k", "k", true], ["\\8", "8", true], ["\\1", "\x01", true], ["\\1", "1", false],
    ["a{01}", "a", true], ["x{0010}", "x".repeat(10), true], ["x{0010}", "x".repeat(9), false],
    ["[\\1]", "1", false], ["[\\1]", "\x01", true], ["[\\01]", "0", false], ["[\\01]", "\x01", true],
    ["[\\c_]", "\x1f", true], ["[\\c1]", "\x11", true], ["[\\c]", "\\", true], ["[\\S]", "\ud800", true], ["[\\S]", " ", false],
    ["[\\B]", "B", true], ["\\uFFFD", "\ud800", false], ["\\uFFFD", "\ufffd", true], [".", "\ud800", true],
    ["\\B", "a\u00e9b", false], ["\\B", "\u00e9", true], ["\\B", "ab", true], ["a\\B", "a\u00e9", false], ["(?:😀)?", "", true],
    ["\\uD83D\\uDE00", "😀", true], ["\\u{2}", "uu", true],
    // RE2 folds a one-character alternative [sS] or [kK] to the long s or the Kelvin sign.
    ["\\z|s", "\u017f", false], ["k|x", "\u212a", false], ["[k]|x", "\u212a", false], ["ß", "ẞ", false], ["[é]", "É", true],
  ];
  for (const [pattern, text, expected] of rows) {
    it(`${JSON.stringify(pattern)} on ${JSON.stringify(text)}: ${expected}`, () => {
      expect(new RegExp(pattern, "i").test(text)).toBe(expected);
      expect(answer(pattern, text)).toBe(expected);
    });
  }

  it("rejects, naming the construct, what RE2 cannot match exactly", () => {
    expect(answer("x😀?", "x")).toBe("a quantifier after an astral character (😀) repeats only its low surrogate in JavaScript; group it: (?:😀)");
    expect(answer("😀{0}", "")).toBe("a quantifier after an astral character (😀) repeats only its low surrogate in JavaScript; group it: (?:😀)");
    expect(answer("[😀]", "😁")).toBe(
      "an astral character (U+1F600) in the character class [😀] stands for its two UTF-16 halves in JavaScript; use an alternation such as (?:x|y) instead",
    );
    expect(answer("a{1001}", "a")).toBe("the count in {1001} is over 1000, RE2's limit for counted repetition");
    expect(answer("(a)\\1", "aa")).toBe("back-reference \\1 is not supported: RE2 has none");
    expect(answer("\ud800", "\ud800")).toBe("a lone surrogate (U+D800) in a pattern is not supported: JavaScript also matches it as half of a surrogate pair");
    // RegExp accepts these names; RE2's are ASCII letters, digits and _.
    for (const name of ["é", "$n", "a\\u0062"]) {
      expect(new RegExp(`(?<${name}>a)`, "i").test("a")).toBe(true);
      expect(answer(`(?<${name}>a)`, "a")).toBe(`group name <${name}> is not supported: RE2 names use only ASCII letters, digits and _`);
    }
  });

  it("rejects what RegExp rejects, naming the construct", () => {
    const invalid: [string, string][] = [
      ["(?i)a", "invalid group (?i)...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)"],
      ["(?P<n>a)", "invalid group (?P<...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)"],
      ["(?m)^a", "invalid group (?m)...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)"],
      ["^*", "nothing to repeat: a quantifier after ^ (JavaScript rejects it)"],
      ["\\b+", "nothing to repeat: a quantifier after \\b (JavaScript rejects it)"],
      ["x{2,1}", "numbers out of order in {2,1} quantifier"],
      ["a)", "unmatched ) in the pattern"],
    ];
    for (const [pattern, reason] of invalid) {
      expect(() => new RegExp(pattern, "i")).toThrow(SyntaxError);
      expect(answer(pattern, "a")).toBe(reason);
    }
  });

  it("a caseInsensitive \\pL is the letters p and l (it was a translator error)", () => {
    expect(answer("\\pL", "PL")).toBe(true);
    expect(answer("\\pL", "PL", false)).toBe(false);
  });
});

describe("lone surrogates in the text", () => {
  it("keep their code point: never U+FFFD, in either syntax, sync or async", async () => {
    const re2 = createClassifier({ defaultCategory: "no", tiers: [{ category: "fffd", patterns: ["\\x{FFFD}"] }, { category: "d800", patterns: ["\\x{D800}"] }] });
    expect(re2.classify("a\ud800b").category).toBe("d800");
    expect(re2.classify("a\ufffdb").category).toBe("fffd");
    expect(re2.classify("\udc00").category).toBe("no");
    const long = `${"x".repeat((1 << 20) + 3)}\ud800`;
    expect((await re2.classifyAsync(long)).category).toBe("d800");
    expect((await re2.classifyAsync(`${"x".repeat((1 << 20) - 1)}\ud83d\ude00\udc00y`)).category).toBe("no");
    const j = js("\\uFFFD");
    expect(j.classify("\ud800").category).toBe("no");
    expect((await j.classifyAsync(`${"é".repeat((1 << 20) + 1)}\udfff`)).category).toBe("no");
    expect(js("a.b").classify("a\udc00b").category).toBe("yes");
    expect(js("a[^x]b").classify("a\ud800b").category).toBe("yes");
  });

  it("keep their code point on every path of a string's encoding (ASCII, other UTF-16, long)", () => {
    // The WebAssembly backend encodes a string with TextEncoder.encodeInto and
    // checks isWellFormed only when the text is not all ASCII: each branch here.
    const c = createClassifier({
      defaultCategory: "no",
      tiers: [{ category: "fffd", patterns: ["\\x{FFFD}"] }, { category: "d800", patterns: ["\\x{D800}"] }, { category: "e9", patterns: ["é"] }],
    });
    const long = "x".repeat(20_000);
    const cases: [string, string][] = [
      ["plain ASCII", "no"],
      ["\ud800", "d800"],
      ["ASCII then \ud800", "d800"],
      ["é then \ud800", "d800"],
      ["é then \udbff\udfff then \ufffd", "fffd"],
      ["😀 then \udc00", "no"],
      ["é, well-formed", "e9"],
      [`${long}\ud800`, "d800"],
      [`${long}é\ud800`, "d800"],
      [`${long}é`, "e9"],
      [`${long}\ufffd`, "fffd"],
    ];
    for (const [text, category] of cases) expect([text.slice(-12), c.category(text)]).toEqual([text.slice(-12), category]);
  });
});

describe("differential: syntax javascript against RegExp on generated patterns and texts", () => {
  // Fixed seeds; `npm run fuzz:js` runs the same generator for a million pairs.
  for (const seed of [24, 2411]) {
    it(`seed ${seed}: no difference docs/guide/rules.md does not list`, () => {
      const { outcome, constructs } = runDifferential(seed, 2500);
      expect(outcome.failures).toEqual([]);
      expect(outcome.pairs).toBe(10_000);
      expect(outcome.matched).toBeGreaterThan(2000);
      expect(outcome.agreed + outcome.bothRejected + outcome.untranslatable).toBeGreaterThan(9900);
      // A weak generator cannot pass: every construct of the table comes up.
      for (const name of Object.keys(CONSTRUCTS)) expect(constructs[name], name).toBeGreaterThan(50);
    });
  }
});
