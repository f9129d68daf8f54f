import type { ErrorType } from "./taxonomy.js";
/**
 * What message text means to classifyProviderError, decided by the same rule
 * data as `extended`'s classifyError (rules/extended.json), so that the two
 * never disagree on a message (issue 22). `extended` decides the category
 * (retryable, context_overflow, fatal); the ErrorType within it is the one
 * its matching tier stands for (EXTENDED_TIER_TYPES), refined by the finer
 * types of rules/provider-text.json (authentication vs invalid_request,
 * budget vs quota, parsing, policy, rate_limit vs timeout vs transient)
 * where that rule set's answer lies in the same category.
 */
export interface TextDecision {
    type: ErrorType;
    /** extended's category for the text. */
    category: "retryable" | "context_overflow" | "fatal";
    /** The extended tier that matched, or -1 (nothing matched: its default, fatal). */
    tier: number;
    contextOverflow?: true;
}
/**
 * The ErrorType each tier of rules/extended.json stands for, by tier index,
 * with the category the tier has (checked against the rule set on first use
 * and by test/one-answer.test.ts). Data, like the tiers it follows.
 */
export declare const EXTENDED_TIER_TYPES: readonly {
    category: TextDecision["category"];
    type: ErrorType;
    definite: boolean;
}[];
/** The spec's category of an ErrorType as the corpus labels it: rate_limit, timeout, transient are retryable; the rest fatal. */
export declare function typeCategory(type: ErrorType): "retryable" | "fatal";
/** The text decision of one message (see TextDecision). */
export declare function decideText(message: string): TextDecision;
/**
 * The text decision over several messages (an error's `message`,
 * `error.message`, …, nearest first): the first that extended recognises,
 * else the first message's.
 */
export declare function decideTexts(texts: readonly string[]): TextDecision | undefined;
/** Whether a text decision comes from a tier that outranks an HTTP status or a provider code (see classifyProviderError). */
export declare function isDefinite(d: TextDecision): boolean;
