import { type BackendName } from "./backend/select.js";
/** Text the engine reads: a string, or UTF-8 bytes. */
export type NativeText = string | Uint8Array;
/** The plain, already validated spec that `compile` reads. */
export interface NativeSpec {
    /** conditions: one per pattern ("" for none), present when any is set. */
    tiers: {
        category: string;
        patterns: string[];
        conditions?: string[];
    }[];
    defaultCategory: string;
    caseInsensitive: boolean;
    syntax: "re2" | "javascript";
    /** RE2 memory budget per compiled set, bytes; 0 for the default (64 MiB). */
    maxMemory: number;
    /** Match pattern by pattern (the slow path taken when a DFA fails). */
    patternByPattern: boolean;
    /** Use the literal prefilter where patterns allow (default true). */
    prefilter: boolean;
}
export interface NativePatternError {
    tier: number;
    index: number;
    pattern: string;
    message: string;
    /** RE2 or the translator rejected it; it exceeds a limit; its condition is bad. */
    kind: "syntax" | "limit" | "condition";
}
export interface NativeCompileFailure {
    kind: "bad_pattern" | "too_large";
    message: string;
    patterns: NativePatternError[];
}
/**
 * One compiled rule set: functions bound to it by the addon
 * (native/binding/bound_rule_set.cc). Each finds its rule set in its own
 * callback data, so they take no handle and may be called detached.
 */
export interface NativeRuleSet {
    /** A tier whose category is the answer, or -1 for the default category. */
    category(text: NativeText): number;
    /** `[tier, ...matching pattern indices ascending]`; `[-1]` for no match. */
    classify(text: NativeText): number[];
    /**
     * `classify` computed on the libuv thread pool, on a copy of the text made
     * before it returns; with `soleOwner`, a Uint8Array is read in place
     * instead, and the caller promises that no other code can reach it or its
     * buffer (one it allocated and never hands out) until the promise settles.
     */
    classifyAsync(text: NativeText, soleOwner?: boolean): Promise<number[]>;
    /**
     * `category` of each text, in one crossing. The texts are arguments (a
     * spread array), which the addon reads far faster than an array's
     * elements; callers pass at most `MANY_CHUNK` of them per call.
     */
    classifyMany(...texts: NativeText[]): Int32Array;
    /**
     * Capture groups `[name, value]` of the pattern's leftmost match, or null
     * (also when tier and index, whatever numbers, name no pattern).
     */
    captures(tier: number, index: number, text: NativeText): [string, string | null][] | null;
    /** How many times a set's DFA failed and the slow path answered. */
    fallbackCount(): number;
    /** The bytes reported to V8 as this rule set's external memory. */
    externalMemory(): number;
}
/**
 * A taxonomy as the engine reads it (native/core/taxonomy.h TaxonomySpec):
 * what each pattern and field means is decided in lib/taxonomy/analyzer.ts.
 */
export interface NativeTaxonomySpec {
    /** Every pattern of every type, RE2 syntax, matched ignoring case. */
    patterns: {
        pattern: string;
        type: number;
        weight: number;
        specificity: number;
        exact: boolean;
        anchor: string;
        explains: number[];
        fuzzy: string;
    }[];
    /** Extractors, case as written; groups[i] is the named group that fills field number fields[i]. */
    extractors: {
        pattern: string;
        groups: string[];
        fields: number[];
    }[];
    /** Per type, the extractors that fill its context, in order. */
    types: number[][];
    /** The same for the text no type wins. */
    unknown: number[];
    /** Fields whose first capture always stands (any text is their value): see TaxonomySpec::final_fields. */
    finalFields: number[];
    threshold: number;
    /** The similarity a fuzzy hit needs (scoring.fuzzy_match_threshold). */
    fuzzyThreshold: number;
    /** Whether a fuzzy hit wins (scoring.fuzzy_match reaches scoring.threshold). */
    fuzzyDecides: boolean;
    /** UTF-16 units each side of the anchor. */
    window: number;
    maxMemory: number;
}
/**
 * One compiled taxonomy (native/binding/taxonomy_js.cc). analyze writes the
 * engine's answer into out in the wire form of EncodeAnalysis
 * (native/core/taxonomy.h): as many ints as fit, out[0] being how many
 * there are (a caller whose out is shorter calls again with a longer one),
 *   [length, winner (-1: none), kind (-1 with no winner, 0 regex, 1 exact,
 *    2 fuzzy), the fuzzy hit's pattern (-1: none; only when nothing is
 *    ranked), its similarity in thousandths, units of its text (lower-case
 *    words, one space apart) at the start of the string,
 *    ranked count, per type: type, score, n, n pattern indices,
 *    field count, per field: field, start, end (UTF-16 units of the string)]
 * and returns the string that the offsets index.
 */
export interface NativeTaxonomy {
    /** Normalise text, match, score (else the fuzzy step), extract the winner's fields (unknown's when none). */
    analyze(text: string, out: Int32Array): string;
    /** The bytes reported to V8 as this taxonomy's external memory (0 on WebAssembly, whose memory V8 counts). */
    externalMemory(): number;
}
/** The addon's module functions (native/binding/addon.cc). */
export interface NativeAddon {
    compile(spec: NativeSpec): {
        ruleSet: NativeRuleSet;
        error?: undefined;
    } | {
        ruleSet?: undefined;
        error: NativeCompileFailure;
    };
    compileTaxonomy(spec: NativeTaxonomySpec): {
        taxonomy: NativeTaxonomy;
        error?: undefined;
    } | {
        taxonomy?: undefined;
        error: NativeCompileFailure;
    };
    /** The message as matching reads it (native/core/normalize.h). */
    normalize(text: string): string;
}
/** The most texts passed to one `classifyMany` call (they go on the stack). */
export declare const MANY_CHUNK = 4096;
/** Root of the installed package (this file is dist/cjs/native.js or dist/esm/native.js). */
export declare const packageRoot: string;
/**
 * One way to get the engine. `native()` tries the candidates in order and
 * takes the first that loads; a WebAssembly backend goes last.
 */
export interface AddonCandidate {
    /** What and where it is, for AddonLoadError: "local build at /…/build/Release/error_classifier.node". */
    readonly name: string;
    /** The file it loads, when it is one (a file that exists but fails to load warns). */
    readonly path?: string;
    /** Loads it, or throws why it cannot (recorded as that candidate's cause). */
    load(): NativeAddon;
}
/** The platform key of a prebuilt binary: `linux-x64`. */
export declare const platformKey: string;
/** A candidate that loads a `.node` file, failing with "not found" when it is absent. */
export declare function fileCandidate(name: string, path: string): AddonCandidate;
/**
 * The ordered candidates: a local build (`npm run build:from-source`, so a
 * user's own build wins), then the prebuilt binary for this platform.
 */
export declare const addonCandidates: AddonCandidate[];
/**
 * The engine, loaded on first use: the first native candidate that loads,
 * else the WebAssembly build (lib/backend/select.ts;
 * ERROR_CLASSIFIER_BACKEND=native|wasm forces one). Throws AddonLoadError
 * naming every candidate tried, why each failed, and the fix for this
 * platform.
 */
export declare function native(): NativeAddon;
/** Which backend answers: "native" (the Node-API addon) or "wasm" (WebAssembly). Loads it if needed. */
export declare function backend(): BackendName;
