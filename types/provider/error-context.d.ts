import { type RetryClassification } from "./with-retry.js";
/** Connection-failure wording in message text (rules/network-text.json): `network`, default `none`. */
export declare const networkTextRules: import("../rule-set.js").RuleSet<"none" | "network">;
/** Why a unit of work failed or was cancelled, as a runner reports it. */
export type ErrorContextCategory = "provider" | "timeout" | "idle" | "network" | "aborted" | "session-failed" | "unknown";
/** Every ErrorContextCategory. */
export declare const errorContextCategories: readonly ErrorContextCategory[];
/** Structured error context to attach to a unit's result instead of re-parsing message text later. */
export interface ErrorContext {
    message: string;
    category: ErrorContextCategory;
    /** The model's stop reason, when the caller gave one. */
    stopReason?: string;
    /**
     * Whether withRetry, with the default policies, would call the same provider
     * again after this error (absent when the caller gave the category).
     */
    isTransient?: boolean;
    /** The provider's wait hint, when the error's headers gave one. */
    retryAfterMs?: number;
}
/** Options of {@link toErrorContext}. */
export interface ErrorContextOptions {
    stopReason?: string;
    /** The category the caller knows (such as `idle` or `timeout` for its own watchdogs); it wins. */
    category?: ErrorContextCategory;
}
/** The `message` toErrorContext reports for any value: a string as is, else its `message`, else its String form. */
export declare function messageOf(value: unknown): string;
/**
 * Whether withRetry, with the default policies and options, calls the same
 * provider again after this failure: the definition of `isTransient`.
 */
export declare function retriedByDefault(error: unknown, c: RetryClassification): boolean;
/**
 * The error context of an error or a message. A given `category` wins (and
 * `isTransient` is left out); otherwise the most specific category the
 * input supports, from classifyProviderError's answer: type aborted →
 * `aborted`; type timeout → `timeout`; a network code on the error or its
 * causes, or connection wording in its message (rules/network-text.json:
 * `ECONNREFUSED`, `fetch failed`, `socket hang up`, `getaddrinfo EAI_AGAIN`,
 * …) → `network`; any other recognised error → `provider`; else `unknown`.
 * `isTransient` is exactly whether withRetry with the default policies would
 * call the same provider again (retryable type with retries left, and no
 * provider wait hint over 60 s); `retryAfterMs` is the provider's hint.
 * Throws ArgumentTypeError for malformed options.
 */
export declare function toErrorContext(errorOrMessage: unknown, options?: ErrorContextOptions): ErrorContext;
