import type { NativeSpec } from "./native.js";
/**
 * A pattern that counts only where a numeric condition on its named capture
 * groups holds for its leftmost match: `when` reads `<group> <op> <group or
 * integer>`, op one of `<` `<=` `>` `>=` `==` `!=`, and values compare as
 * whole numbers of any length (digits, optionally grouped by `,` or `_`).
 */
export interface ConditionalPattern {
    pattern: string;
    when: string;
}
/** One tier: the category a text gets when one of these patterns matches. */
export interface Tier<C extends string = string> {
    category: C;
    /** Patterns in the rule set's `syntax`; searched anywhere in the text. */
    patterns: readonly (string | ConditionalPattern)[];
    /** Free text for people: why these patterns, where they come from. */
    note?: string;
}
/**
 * A rule set: ordered tiers of patterns; the first tier with a matching
 * pattern gives the category. The JSON Schema is `schema/rule-set.schema.json`.
 */
export interface RuleSet<C extends string = string> {
    $schema?: string;
    name?: string;
    /** Semantic version of the rule set's data. */
    version?: string;
    description?: string;
    /**
     * `"re2"` (default): RE2 syntax. `"javascript"`: read as a JavaScript
     * RegExp without the `u` flag would read it (see docs/guide/rules.md,
     * "Pattern syntax", for the rules).
     */
    syntax?: "re2" | "javascript";
    /** Match letters regardless of case. Default false. */
    caseInsensitive?: boolean;
    /** The category when no tier matches. */
    defaultCategory: C;
    tiers: readonly Tier<C>[];
    /** RE2 memory budget per compiled set, in bytes (default 64 MiB). */
    maxMemory?: number;
}
/** The pattern text of a tier's entry. */
export declare const patternText: (p: string | ConditionalPattern) => string;
/**
 * Checks that value has the RuleSet shape and returns the engine's plain
 * spec. Throws RuleSetError (code ERR_RULESET_INVALID) listing every problem.
 */
export declare function toNativeSpec(value: unknown, options?: {
    patternByPattern?: boolean;
    prefilter?: boolean;
}): NativeSpec;
