import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { isHeadersLike, retryAfterHint, type HeadersLike } from "./headers.js";

/** The default longest provider-given wait worth waiting for, as the official SDKs use: 60 s. */
export const DEFAULT_MAX_RETRY_AFTER_MS = 60_000;

/** Backoff parameters: `min(BASE × 2^attempt, CAP) + round((2 × random() − 1) × JITTER)` ms. */
export const BACKOFF = Object.freeze({ baseMs: 500, capMs: 8000, jitterMs: 200 });

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
export function readClock(now: unknown, argument: string): number {
  const value = typeof now === "function" ? (now as () => unknown)() : now === undefined ? Date.now() : now;
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new ArgumentTypeError(argument, "a finite number of ms since the epoch (or a function returning one)", value);
  }
  return value;
}

/** Checks a maxRetryAfterMs option; returns it or the default. */
export function readMaxRetryAfter(value: unknown, argument: string): number {
  if (value === undefined) return DEFAULT_MAX_RETRY_AFTER_MS;
  if (typeof value !== "number" || Number.isNaN(value) || value < 0) throw new ArgumentTypeError(argument, "a non-negative number of ms", value);
  return value;
}

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
export function retryDelay(options: RetryDelayOptions): RetryDelay {
  if (typeof options !== "object" || options === null) throw new ArgumentTypeError("options", "an object", options);
  const { attempt, headers, random = Math.random } = options;
  if (!Number.isSafeInteger(attempt) || attempt < 0) throw new ArgumentTypeError("options.attempt", "a non-negative integer", attempt);
  if (!isHeadersLike(headers)) throw new ArgumentTypeError("options.headers", "a plain object, Headers or Map", headers);
  if (typeof random !== "function") throw new ArgumentTypeError("options.random", "a function", random);
  const max = readMaxRetryAfter(options.maxRetryAfterMs, "options.maxRetryAfterMs");
  const now = readClock(options.now, "options.now");
  const hint = headers ? retryAfterHint(headers, now) : undefined;
  if (hint) {
    const out: RetryDelay = { delayMs: hint.retryAfterMs, retryAfterMs: hint.retryAfterMs };
    if (hint.derivedRetry) out.derivedRetry = true;
    if (hint.retryAfterMs > max) out.exceedsMax = true;
    return out;
  }
  let r = Number(random());
  r = Number.isNaN(r) ? 0.5 : Math.min(Math.max(r, 0), 1);
  const base = Math.min(BACKOFF.baseMs * 2 ** attempt, BACKOFF.capMs);
  return { delayMs: Math.max(0, base + Math.round((2 * r - 1) * BACKOFF.jitterMs)) };
}
