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
    /** Whether retrying might succeed: the error type's `retryable` (absent when the caller gave the category). */
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
/**
 * The error context of an error or a message. A given `category` wins;
 * otherwise classifyProviderError decides: timeout → `timeout`; a network
 * code → `network`; aborted → `aborted`; any other recognised error →
 * `provider`; unknown → `unknown`. `isTransient` is the type's `retryable`
 * and `retryAfterMs` the provider's hint. Throws ArgumentTypeError for
 * malformed options.
 */
export declare function toErrorContext(errorOrMessage: unknown, options?: ErrorContextOptions): ErrorContext;
