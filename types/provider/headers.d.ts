/**
 * Response headers as callers hold them: a plain object, a fetch `Headers`
 * instance, a `Map`, or anything with `entries()` or `get(name)`. Names match
 * in any letter case; a value may be a string, a number or an array (its
 * first element is read).
 */
export type HeadersLike = Readonly<Record<string, unknown>> | ReadonlyMap<string, unknown> | {
    /** Every header as a `[name, value]` pair. */
    entries(): IterableIterator<[string, unknown]>;
} | {
    /** The value of header `name`, or undefined/null when absent. */
    get(name: string): unknown;
};
/** The longest delay we report or wait for, in ms: the largest timer Node can set (about 24.8 days). */
export declare const MAX_DELAY_MS = 2147483647;
/** The reset headers read when there is no Retry-After, ISO 8601 times then OpenAI durations. */
export declare const ANTHROPIC_RESET_HEADERS: readonly string[];
export declare const OPENAI_RESET_HEADERS: readonly string[];
/** Whether value can be read by {@link readHeader} (null and undefined read as no headers). */
export declare function isHeadersLike(value: unknown): value is HeadersLike | null | undefined;
/**
 * The value of header `name` (any letter case), trimmed, or undefined when
 * absent or not a string or number. Throws ArgumentTypeError for headers
 * that are not an object, null or undefined.
 */
export declare function readHeader(headers: HeadersLike | null | undefined, name: string): string | undefined;
/**
 * Milliseconds from a `retry-after-ms` value (a non-negative number), or
 * undefined. Huge values are clamped to {@link MAX_DELAY_MS}.
 */
export declare function parseRetryAfterMs(value: string): number | undefined;
/**
 * Milliseconds from a `retry-after` value: seconds (a non-negative number)
 * or an HTTP date, relative to `now` (a date in the past gives 0); undefined
 * when it is neither. Huge values are clamped to {@link MAX_DELAY_MS}.
 */
export declare function parseRetryAfter(value: string, now: number): number | undefined;
/**
 * Milliseconds until an ISO 8601 reset time (Anthropic's
 * `anthropic-ratelimit-*-reset`), or undefined when it cannot be read or is
 * not in the future.
 */
export declare function parseResetTime(value: string, now: number): number | undefined;
/**
 * Milliseconds in an OpenAI-style duration such as `6m0s`, `1s`, `250ms`,
 * `1m30.5s` or `1h2m` (units h, m, s, ms, us, µs, ns), rounded up; undefined
 * for anything else, a bare number included.
 */
export declare function parseDuration(value: string): number | undefined;
/** A wait the provider asked for, read from its response headers. */
export interface RetryAfterHint {
    /** Milliseconds to wait, at most {@link MAX_DELAY_MS}. */
    retryAfterMs: number;
    /** Set when the wait was derived from rate-limit reset headers rather than given by Retry-After. */
    derivedRetry?: true;
}
/**
 * The provider's wait hint: `retry-after-ms`, else `retry-after` (seconds or
 * an HTTP date), else the latest future reset among the Anthropic (ISO 8601)
 * and OpenAI (duration) reset headers, marked `derivedRetry`. Undefined when
 * none can be read. `now` is milliseconds since the epoch.
 */
export declare function retryAfterHint(headers: HeadersLike | null | undefined, now: number): RetryAfterHint | undefined;
