import { isUint8Array } from "node:util/types";
import { ArgumentTypeError } from "./errors/ArgumentTypeError.js";
import { TextDetachedError } from "./errors/TextDetachedError.js";
import { RuleSetError } from "./errors/RuleSetError.js";
import { MANY_CHUNK, native, type NativePatternError, type NativeRuleSet } from "./native.js";
import { patternText, toNativeSpec, type RuleSet } from "./rule-set.js";
import { writeUtf8 } from "./utf8.js";

/** One pattern that matched. */
export interface PatternMatch<C extends string = string> {
  /** 0-based position of the tier in the rule set. */
  tier: number;
  category: C;
  /** 0-based position of the pattern in its tier. */
  index: number;
  /** The pattern as written in the rule set. */
  pattern: string;
}

/** What {@link Classifier.classify} answers: the category and the patterns that decided it. */
export interface Classification<C extends string = string> {
  /** The first matching tier's category, or the rule set's default. */
  category: C;
  /** The matching patterns of that tier, by index; empty when none matched. */
  matches: PatternMatch<C>[];
}

/** A pattern match with the capture groups of its leftmost match. */
export interface PatternExtraction<C extends string = string> extends PatternMatch<C> {
  /** Groups in order of their opening parenthesis; null where a group took no part. */
  captures: (string | null)[];
  /** Named groups only. */
  groups: Record<string, string | null>;
}

/** What {@link Classifier.extract} answers: a Classification with each match's capture groups. */
export interface Extraction<C extends string = string> {
  /** The first matching tier's category, or the rule set's default. */
  category: C;
  /** The matching patterns of that tier, with their captures; empty when none matched. */
  matches: PatternExtraction<C>[];
}

/** Text to classify: a string, or UTF-8 bytes (a Buffer or Uint8Array). */
export type Text = string | Uint8Array;

/**
 * A rule set compiled into the native engine (see {@link createClassifier}):
 * immutable, safe to share, each call answers for one text.
 */
export interface Classifier<C extends string = string> {
  /** The rule set this classifier was compiled from. */
  readonly ruleSet: RuleSet<C>;
  /** Category and matching patterns of the first matching tier. */
  classify(text: Text): Classification<C>;
  /** Only the category: the fastest call. */
  category(text: Text): C;
  /** The category of each text, crossing into the engine once. */
  classifyMany(texts: readonly Text[]): C[];
  /** As classify, with each matching pattern's capture groups. */
  extract(text: Text): Extraction<C>;
  /**
   * As classify, computed on the libuv thread pool so that a large text
   * (a 100 MB stderr) does not hold up the event loop. The work reads a
   * copy of the text: a string encoded to UTF-8, a Buffer or Uint8Array
   * copied as it is, made before the call returns for up to 1 MiB (a
   * string of up to a million characters) and a slice per turn of the
   * event loop above that. A buffer detached during
   * that copy rejects the promise with TextDetachedError; after it (and for
   * smaller texts, at once) the buffer is free to change or go.
   */
  classifyAsync(text: Text): Promise<Classification<C>>;
}

/** Options of {@link createClassifier}: how matching runs (never what it answers). */
export interface ClassifierOptions {
  /** Match pattern by pattern instead of through RE2 sets (diagnostics). */
  patternByPattern?: boolean;
  /**
   * Use the literal prefilter where the patterns allow it (default true).
   * Answers are identical either way; false is for comparison.
   */
  prefilter?: boolean;
}

/**
 * Checks a text argument. A Uint8Array is recognized by its internal brand,
 * not by `instanceof`: one from another realm (`vm`, Jest's environment)
 * passes, and an object that only fakes one (`Object.create(Uint8Array.prototype)`,
 * a Proxy of one) gets an ArgumentTypeError instead of reaching the addon.
 */
export function checkText(text: unknown, argument: string): asserts text is Text {
  if (typeof text !== "string" && !isUint8Array(text)) {
    throw new ArgumentTypeError(argument, "a string or Uint8Array", text);
  }
}

/** Strings up to this many UTF-16 units are encoded in one go. */
const ENCODE_SLICE = 1 << 20;
/** Buffers up to this many bytes are copied by the addon in one go (about a millisecond). */
const COPY_SLICE = 1 << 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A large Uint8Array's bytes, copied into a Buffer of ours a slice at a
 * time with a turn of the event loop between slices (a 100 MB memcpy into
 * fresh memory holds the loop longer than classifying it does). Throws
 * TextDetachedError if the array is detached meanwhile.
 */
async function copyInTurns(bytes: Uint8Array): Promise<Buffer> {
  const length = bytes.byteLength;
  const out = Buffer.allocUnsafeSlow(length);
  for (let i = 0; i < length; i += COPY_SLICE) {
    if (bytes.byteLength !== length) throw new TextDetachedError(length);
    out.set(bytes.subarray(i, Math.min(i + COPY_SLICE, length)), i);
    await nextTurn();
  }
  return out;
}

/**
 * A long string's UTF-8 bytes, encoded a slice at a time with a turn of the
 * event loop between slices, so that encoding 100 MB never holds the loop
 * for more than about a millisecond (a rope string is flattened once, by
 * V8, on the first slice). A
 * surrogate pair is never split between slices; a lone surrogate keeps its
 * code point, as the addon's own encoding does.
 */
async function encodeInTurns(text: string): Promise<Buffer> {
  const out = Buffer.allocUnsafe(text.length * 3);
  let written = 0;
  for (let i = 0; i < text.length; ) {
    let end = Math.min(i + ENCODE_SLICE, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    written += writeUtf8(out, text.slice(i, end), written);
    i = end;
    await nextTurn();
  }
  return out.subarray(0, written);
}

/** "2 patterns rejected by RE2, 1 pattern over a limit, 1 condition rejected" */
function compileHeadline(patterns: readonly NativePatternError[]): string {
  const count = (kind: NativePatternError["kind"]) => patterns.filter((p) => p.kind === kind).length;
  const parts: [number, string, string][] = [
    [count("syntax"), "pattern", "rejected by RE2"],
    [count("limit"), "pattern", "over a limit"],
    [count("condition"), "condition", "rejected"],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, noun, what]) => `${n} ${noun}${n === 1 ? "" : "s"} ${what}`)
    .join(", ");
}

/** Compiles a rule set; throws RuleSetError listing every problem. */
export function compileNative(ruleSet: unknown, options: ClassifierOptions = {}): NativeRuleSet {
  const spec = toNativeSpec(ruleSet, options);
  const result = native().compile(spec);
  if (result.error) {
    const e = result.error;
    if (e.kind === "too_large") throw new RuleSetError("ERR_RULESET_TOO_LARGE", e.message, []);
    throw new RuleSetError(
      "ERR_RULESET_PATTERN",
      compileHeadline(e.patterns),
      e.patterns.map((p) => ({
        path: `tiers[${p.tier}].patterns[${p.index}]${p.kind === "condition" ? ".when" : ""}`,
        message: `${JSON.stringify(p.pattern)}: ${p.message}`,
        tier: p.tier,
        index: p.index,
        pattern: p.pattern,
        reason: p.message,
      })),
    );
  }
  return result.ruleSet;
}

/** Compiles ruleSet once into the native engine. */
export function createClassifier<C extends string>(ruleSet: RuleSet<C>, options: ClassifierOptions = {}): Classifier<C> {
  const rs = compileNative(ruleSet, options);
  const tiers = ruleSet.tiers.map((t) => ({ category: t.category, patterns: t.patterns.map(patternText) }));
  const categories = tiers.map((t) => t.category);
  const fallback = ruleSet.defaultCategory;
  const matchesOf = (m: number[]): PatternMatch<C>[] => {
    const tier = m[0];
    if (tier < 0) return [];
    return m.slice(1).map((index) => ({ tier, category: categories[tier], index, pattern: tiers[tier].patterns[index] }));
  };
  return {
    ruleSet,
    classify(text) {
      checkText(text, "text");
      const m = rs.classify(text);
      return { category: m[0] < 0 ? fallback : categories[m[0]], matches: matchesOf(m) };
    },
    category(text) {
      checkText(text, "text");
      const tier = rs.category(text);
      return tier < 0 ? fallback : categories[tier];
    },
    classifyMany(texts) {
      if (!Array.isArray(texts)) throw new ArgumentTypeError("texts", "an array of strings or Uint8Arrays", texts);
      const n = texts.length;
      const out = new Array<C>(n);
      for (let start = 0; start < n; start += MANY_CHUNK) {
        const end = Math.min(n, start + MANY_CHUNK);
        // The addon's arguments: the texts, each read once (a getter or a
        // proxy cannot hand the addon anything unchecked).
        const args: unknown[] = new Array(end - start);
        for (let i = start; i < end; i++) {
          const t: unknown = texts[i];
          // The argument's name is built only for the error: not per element.
          if (typeof t !== "string" && !isUint8Array(t)) checkText(t, `texts[${i}]`);
          args[i - start] = t;
        }
        const found = Reflect.apply(rs.classifyMany, undefined, args) as Int32Array;
        for (let i = 0; i < found.length; i++) out[start + i] = found[i] < 0 ? fallback : categories[found[i]];
      }
      return out;
    },
    classifyAsync(text) {
      try {
        checkText(text, "text");
      } catch (e) {
        return Promise.reject(e);
      }
      const answer = (m: number[]): Classification<C> => ({ category: m[0] < 0 ? fallback : categories[m[0]], matches: matchesOf(m) });
      // A small text goes to the addon, which copies it, before this returns:
      // no turn of the event loop in which a buffer could be detached.
      if (typeof text === "string" ? text.length <= ENCODE_SLICE : text.byteLength <= COPY_SLICE) {
        return rs.classifyAsync(text).then(answer);
      }
      // A large one becomes a Buffer of ours, a slice per turn, which no
      // other code can reach: the addon reads it in place.
      return (async () => {
        const ours = typeof text === "string" ? await encodeInTurns(text) : await copyInTurns(text);
        return answer(await rs.classifyAsync(ours, true));
      })();
    },
    extract(text) {
      checkText(text, "text");
      const m = rs.classify(text);
      const matches = matchesOf(m).map((match) => {
        const pairs = rs.captures(match.tier, match.index, text) ?? [];
        const groups: Record<string, string | null> = {};
        for (const [name, value] of pairs) if (name) groups[name] = value;
        return { ...match, captures: pairs.map((p) => p[1]), groups };
      });
      return { category: m[0] < 0 ? fallback : categories[m[0]], matches };
    },
  };
}
