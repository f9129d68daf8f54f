import { type NativeRuleSet } from "./native.js";
import { type RuleSet } from "./rule-set.js";
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
export declare function checkText(text: unknown, argument: string): asserts text is Text;
/** Compiles a rule set; throws RuleSetError listing every problem. */
export declare function compileNative(ruleSet: unknown, options?: ClassifierOptions): NativeRuleSet;
/** Compiles ruleSet once into the native engine. */
export declare function createClassifier<C extends string>(ruleSet: RuleSet<C>, options?: ClassifierOptions): Classifier<C>;
