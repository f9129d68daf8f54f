import { type HeadersLike } from "./headers.js";
/** The default longest provider-given wait worth waiting for, as the official SDKs use: 60 s. */
export declare const DEFAULT_MAX_RETRY_AFTER_MS = 60000;
/** Backoff parameters: `min(BASE × 2^attempt, CAP) + round((2 × random() − 1) × JITTER)` ms. */
export declare const BACKOFF: Readonly<{
    baseMs: 500;
    capMs: 8000;
    jitterMs: 200;
}>;
/** Input of {@link retryDelay}. */
export interface RetryDelayOptions {
    /** 0 for the wait before the first retry, 1 before the second, and so on. */
    attempt: number;
    /** The failed response's headers, if any. */
    headers?: HeadersLike | null;
    /** The clock: ms since the epoch, or a function returning it. Default `Date.now`. */
    now?: number | (() => number);
    /** Uniform in [0, 1). Default `Math.random`. Results outside [0, 1] are clamped; NaN counts as 0.5 (no jitter). */
    random?: () => number;
    /** The longest provider-given wait worth waiting for, ms. Default {@link DEFAULT_MAX_RETRY_AFTER_MS}. */
    maxRetryAfterMs?: number;
}
/** How long to wait before a retry. */
export interface RetryDelay {
    /** The wait, in whole ms: never negative, never NaN, at most 2^31 − 1. */
    delayMs: number;
    /** The provider's hint when headers gave one (then `delayMs` equals it, with no jitter). */
    retryAfterMs?: number;
    /** Set when the hint was derived from rate-limit reset headers. */
    derivedRetry?: true;
    /** Set when the provider's hint is longer than `maxRetryAfterMs`: not worth waiting for on this provider. */
    exceedsMax?: true;
}
/** Checks a clock option and reads it. */
export declare function readClock(now: unknown, argument: string): number;
/** Checks a maxRetryAfterMs option; returns it or the default. */
export declare function readMaxRetryAfter(value: unknown, argument: string): number;
/**
 * The wait before retry number `attempt + 1`:
 * 1. `retry-after-ms`, or `retry-after` in seconds or as an HTTP date,
 *    replaces the backoff, with no jitter;
 * 2. else the latest future rate-limit reset (Anthropic ISO 8601, OpenAI
 *    durations) gives the wait, with `derivedRetry: true`;
 * 3. else `min(500 × 2^attempt, 8000) + round((2 × random() − 1) × 200)`,
 *    never below 0.
 * A hint longer than `maxRetryAfterMs` is returned as is with
 * `exceedsMax: true`. Throws ArgumentTypeError for malformed options.
 */
export declare function retryDelay(options: RetryDelayOptions): RetryDelay;
