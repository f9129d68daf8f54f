// Differential testing of `syntax: "javascript"` against `new RegExp`: a
// fast-check generator of patterns and texts rich in what differs between
// JavaScript and RE2, and the comparison of one pattern on several texts.
// Used by test/javascript-syntax.test.ts (fixed seeds) and by
// scripts/fuzz-js.mjs (a long run).
import fc from "fast-check";
import { RuleSetError, createClassifier } from "error-classifier";

// Atoms outside classes: letters that fold specially, astral characters,
// RE2 escapes that are identity escapes in JavaScript, octal and decimal
// escapes, assertions, and characters that are literal only sometimes.
const ATOMS = [
  "a", "A", "b", "k", "K", "s", "x", "z", "u", "p", "0", "1", "8", "_", "-", " ", ",", "é", "É", "ſ", "\u212a",
  "ß", "ẞ", "σ", "ς", "Σ", "µ", "ǅ", "😀", "𐐀", "😀?", "😀{0}", "𐐀*", "{", "}", "]", "\\u00e9", "\\uD83D\\uDE00", "\\uFFFD", ".",
  "\\d", "\\D", "\\s", "\\S", "\\w", "\\W", "\\A", "\\z", "\\C", "\\Q", "\\E", "\\pL",
  "\\a", "\\e", "\\k", "\\8", "\\9", "\\1", "\\2", "\\01", "\\12", "\\101", "\\0", "\\cJ", "\\c1", "\\c_", "\\c",
  "\\x41", "\\x4", "\\u0041", "\\u{2}", "\\-", "\\.", "\\/", "\\n", "\\r", "\\t", "\\v", "\\f", "\ud800",
];
const CLASS_ITEMS = [
  "a", "z", "A", "k", "s", "0", "9", "é", "ſ", "\u212a", "-", "\\1", "\\01", "\\8", "\\c_", "\\c1", "\\cJ", "\\c",
  "\\S", "\\s", "\\d", "\\D", "\\w", "\\W", "\\B", "\\b", "\\-", "\\x41", "\\u0041", "😀", "^", "a-z", "A-Z", "0-9",
  "a-\\d", "\\d-z", "\u00e0-\u00ff", "\\u2028", "\\\\", "\\k", ".", "$", "[",
];
const QUANTIFIERS = ["?", "*", "+", "{2}", "{01}", "{0010}", "{1,3}", "{0}", "{2,}", "??", "*?", "{,2}", "{1,0002}", "{"];
// Quantifiers JavaScript rejects, or counts RE2 cannot repeat.
const BAD_QUANTIFIERS = ["{1001}", "{3,2}", "{1}{2}", "**", "+*"];
const GROUP_OPENERS = ["(", "(?:", "(", "(?:", "(?<n>"];
const ASSERTIONS = ["\\b", "\\B", "^", "$"];
// Groups JavaScript rejects or RE2 cannot run.
const BAD_GROUP_OPENERS = ["(?=", "(?i)", "(?P<n>", "(?m)", "(?i:"];

const atom = fc.constantFrom(...ATOMS);
const klass = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom(...CLASS_ITEMS), { maxLength: 4 }))
  .map(([negated, items]) => `[${negated ? "^" : ""}${items.join("")}]`);
const quantifier = fc.oneof(
  { arbitrary: fc.constant(""), weight: 14 },
  { arbitrary: fc.constantFrom(...QUANTIFIERS), weight: 5 },
  { arbitrary: fc.constantFrom(...BAD_QUANTIFIERS), weight: 1 },
);
const opener = fc.oneof(
  { arbitrary: fc.constantFrom(...GROUP_OPENERS), weight: 9 },
  { arbitrary: fc.constantFrom(...BAD_GROUP_OPENERS), weight: 1 },
);
// An assertion, rarely with a quantifier (which JavaScript rejects).
const assertion = fc.oneof(
  { arbitrary: fc.constantFrom(...ASSERTIONS), weight: 12 },
  { arbitrary: fc.tuple(fc.constantFrom(...ASSERTIONS), fc.constantFrom(...QUANTIFIERS)).map(([a, q]) => a + q), weight: 1 },
);

const { pattern } = fc.letrec<{ pattern: string; term: string; group: string }>((tie) => ({
  pattern: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.array(tie("term"), { minLength: 1, maxLength: 4 }).map((t) => t.join("")),
    fc.tuple(fc.array(tie("term"), { maxLength: 3 }), fc.array(tie("term"), { maxLength: 3 })).map(([a, b]) => `${a.join("")}|${b.join("")}`),
  ),
  term: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
    assertion,
    fc.tuple(klass, quantifier).map(([a, q]) => a + q),
    fc.tuple(tie("group"), quantifier).map(([a, q]) => a + q),
  ),
  group: fc.tuple(opener, tie("pattern")).map(([o, p]) => `${o}${p})`),
}));

const TEXT_PIECES = [
  "a", "A", "b", "k", "K", "s", "S", "x", "z", "u", "uu", "p", "pL", "AzCQE", "0", "1", "8", "_", "-", " ", ",",
  "é", "É", "ſ", "\u212a", "ß", "ẞ", "σ", "ς", "Σ", "µ", "Μ", "ǅ", "ǆ", "😀", "😁", "𐐀", "𐐨", "{", "}", "]", "\\",
  "\n", "\r", "\u2028", "\u2029", "\ud800", "\udc00", "\ud83d", "\ude00", "\ufffd", "\x07", "\x01", "\x02", "\n",
  "\x08", "\x11", "\x1f", "\0", "A", "aa", "ab", "xx", "k<n>", "/", ".", "\u00a0", "\ufeff", "\t",
];
export const text = fc.array(fc.constantFrom(...TEXT_PIECES), { maxLength: 8 }).map((t) => t.join(""));

/** One generated case: a pattern, whether `i` is on, and texts to try. */
export const differentialCase = fc.record({ pattern, ci: fc.boolean(), texts: fc.array(text, { minLength: 4, maxLength: 4 }) });
export type DifferentialCase = { pattern: string; ci: boolean; texts: string[] };

/** The constructs of issue 24's table, and what the generator must produce often. */
export const CONSTRUCTS: Record<string, (c: DifferentialCase) => boolean> = {
  "RE2 escape (\\A \\z \\C \\Q \\E \\pL \\a \\e)": (c) => /\\[AzCQEae]|\\pL/.test(c.pattern),
  "\\k, \\8, \\1 (identity, octal or back-reference)": (c) => /\\(k|[1-9])/.test(c.pattern),
  "leading-zero count ({01}, {0010})": (c) => /\{0\d/.test(c.pattern) || /,0\d+\}/.test(c.pattern),
  "count over 1000 ({1001})": (c) => c.pattern.includes("{1001}"),
  "escape inside a class ([\\1] [\\01] [\\c_] [\\S] [\\B])": (c) => /\[[^\]]*\\[0-9cSBDWk]/.test(c.pattern),
  "quantifier after an astral character": (c) => /[\ud800-\udbff][\udc00-\udfff][?*+{]/.test(c.pattern),
  "astral character in a class": (c) => /\[[^\]]*[\ud800-\udbff]/.test(c.pattern),
  "\\uFFFD in the pattern": (c) => c.pattern.includes("\\uFFFD"),
  "lone surrogate in a text": (c) => c.texts.some((t) => /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(t)),
  "\\B with a multi-byte character in a text": (c) => c.pattern.includes("\\B") && c.texts.some((t) => /[^\0-\x7f]/.test(t)),
  "astral character in a text": (c) => c.texts.some((t) => /[\ud800-\udbff][\udc00-\udfff]/.test(t)),
  "non-ASCII letter in the pattern": (c) => /[é-ÿſ\u212aßẞσςΣµǅ]/.test(c.pattern),
  "line terminator in a text": (c) => c.texts.some((t) => /[\n\r\u2028\u2029]/.test(t)),
  "inline flags or (?P<name>) ((?i) (?m) (?P<n>)": (c) => /\(\?[imP]/.test(c.pattern),
  "quantified assertion (^* \\b+)": (c) => /(\^|\\b|\\B|\$)[?*+{]/.test(c.pattern),
};

/**
 * Why the engine may answer differently from RegExp, as docs/guide/rules.md lists,
 * or undefined if it may not: only in a text holding an astral character,
 * where a pattern could match half of its surrogate pair (`.`, a negated
 * class, \D \S \W) or a position between the halves (\B).
 */
function documented(c: DifferentialCase, t: string): string | undefined {
  if (/[\ud800-\udbff][\udc00-\udfff]/.test(t) && /\.|\[\^|\\[DSWB]/.test(c.pattern)) return "inside a surrogate pair";
  return undefined;
}

/** Messages of rejections that name a construct RE2 cannot match exactly. */
const UNTRANSLATABLE = [
  /^back-reference /, /^look-around /, /^the count in \{.*\} is over 1000/, /^a quantifier after an astral character/,
  /^an astral character \(U\+[0-9A-F]+\) in the character class/, /^a lone surrogate \(U\+D[89A-F][0-9A-F]{2}\) in a pattern/,
  /^\\u escapes of surrogate code units/,
];

export type Outcome = { pairs: number; agreed: number; matched: number; bothRejected: number; untranslatable: number; documented: Record<string, number>; failures: string[] };

export function newOutcome(): Outcome {
  return { pairs: 0, agreed: 0, matched: 0, bothRejected: 0, untranslatable: 0, documented: {}, failures: [] };
}

/** Compares the engine with RegExp on one case; records into out. Returns false on an undocumented difference. */
export function compare(c: DifferentialCase, out: Outcome): boolean {
  let re: RegExp | undefined;
  try {
    re = new RegExp(c.pattern, c.ci ? "i" : "");
  } catch {
    re = undefined;
  }
  let classify: ((t: string) => boolean) | undefined;
  let reason = "";
  try {
    const classifier = createClassifier({ syntax: "javascript", caseInsensitive: c.ci, defaultCategory: "no", tiers: [{ category: "yes", patterns: [c.pattern] }] });
    classify = (t) => classifier.classify(t).category === "yes";
  } catch (e) {
    if (!(e instanceof RuleSetError)) throw e;
    reason = e.issues[0]?.reason ?? e.message;
  }
  const show = (what: string) => `${JSON.stringify(c.pattern)}${c.ci ? " (i)" : ""}: ${what}`;
  out.pairs += c.texts.length;
  if (!re && !classify) {
    out.bothRejected += c.texts.length;
    return true;
  }
  if (!re) {
    out.failures.push(show("RegExp rejects it, the engine accepts it"));
    return false;
  }
  if (!classify) {
    if (UNTRANSLATABLE.some((m) => m.test(reason))) {
      out.untranslatable += c.texts.length;
      return true;
    }
    out.failures.push(show(`RegExp accepts it, the engine rejects it: ${reason}`));
    return false;
  }
  for (const t of c.texts) {
    const expected = re.test(t);
    if (classify(t) === expected) {
      out.agreed++;
      if (expected) out.matched++;
      continue;
    }
    const why = documented(c, t);
    if (why) {
      out.documented[why] = (out.documented[why] ?? 0) + 1;
      continue;
    }
    out.failures.push(show(`on ${JSON.stringify(t)} RegExp answers ${expected}`));
    return false;
  }
  return true;
}

/** Runs numRuns cases from seed; returns the outcome and how often each construct came up. */
export function runDifferential(seed: number, numRuns: number): { outcome: Outcome; constructs: Record<string, number> } {
  const outcome = newOutcome();
  const constructs: Record<string, number> = Object.fromEntries(Object.keys(CONSTRUCTS).map((k) => [k, 0]));
  fc.assert(
    fc.property(differentialCase, (c) => {
      for (const [name, has] of Object.entries(CONSTRUCTS)) if (has(c)) constructs[name]++;
      return compare(c, outcome);
    }),
    { seed, numRuns, endOnFailure: true },
  );
  return { outcome, constructs };
}
