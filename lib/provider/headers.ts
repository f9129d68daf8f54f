import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";

/**
 * Response headers as callers hold them: a plain object, a fetch `Headers`
 * instance, a `Map`, or anything with `entries()` or `get(name)`. Names match
 * in any letter case; a value may be a string, a number or an array (its
 * first element is read).
 */
export type HeadersLike =
  | Readonly<Record<string, unknown>>
  | ReadonlyMap<string, unknown>
  | {
      /** Every header as a `[name, value]` pair. */
      entries(): IterableIterator<[string, unknown]>;
    }
  | {
      /** The value of header `name`, or undefined/null when absent. */
      get(name: string): unknown;
    };

/** The longest delay we report or wait for, in ms: the largest timer Node can set (about 24.8 days). */
export const MAX_DELAY_MS = 2_147_483_647;

/** The reset headers read when there is no Retry-After, ISO 8601 times then OpenAI durations. */
export const ANTHROPIC_RESET_HEADERS: readonly string[] = Object.freeze([
  "anthropic-ratelimit-requests-reset",
  "anthropic-ratelimit-tokens-reset",
  "anthropic-ratelimit-input-tokens-reset",
  "anthropic-ratelimit-output-tokens-reset",
]);
export const OPENAI_RESET_HEADERS: readonly string[] = Object.freeze(["x-ratelimit-reset-requests", "x-ratelimit-reset-tokens"]);

/** Whether value can be read by {@link readHeader} (null and undefined read as no headers). */
export function isHeadersLike(value: unknown): value is HeadersLike | null | undefined {
  return value === null || value === undefined || (typeof value === "object" && !Array.isArray(value));
}

function headerValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return headerValue(value[0]);
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && !Number.isNaN(value)) return String(value);
  return undefined;
}

/**
 * The value of header `name` (any letter case), trimmed, or undefined when
 * absent or not a string or number. Throws ArgumentTypeError for headers
 * that are not an object, null or undefined.
 */
export function readHeader(headers: HeadersLike | null | undefined, name: string): string | undefined {
  if (typeof name !== "string") throw new ArgumentTypeError("name", "a string", name);
  if (!isHeadersLike(headers)) throw new ArgumentTypeError("headers", "a plain object, Headers or Map", headers);
  if (headers === null || headers === undefined) return undefined;
  const wanted = name.toLowerCase();
  const h = headers as Record<string, unknown>;
  if (typeof h.entries === "function") {
    for (const entry of (h.entries as () => Iterable<unknown>).call(headers)) {
      if (Array.isArray(entry) && typeof entry[0] === "string" && entry[0].toLowerCase() === wanted) return headerValue(entry[1]);
    }
    return undefined;
  }
  if (typeof h.get === "function") return headerValue((h.get as (n: string) => unknown).call(headers, wanted));
  for (const key of Object.keys(h)) if (key.toLowerCase() === wanted) return headerValue(h[key]);
  return undefined;
}

const clampMs = (ms: number): number => Math.min(Math.max(0, Math.ceil(ms)), MAX_DELAY_MS);

/** A non-negative decimal number, or undefined (empty, negative, NaN, hex and the like). */
function decimal(text: string): number | undefined {
  if (text === "" || !/^\+?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(text)) return undefined;
  return Number(text);
}

/**
 * Milliseconds from a `retry-after-ms` value (a non-negative number), or
 * undefined. Huge values are clamped to {@link MAX_DELAY_MS}.
 */
export function parseRetryAfterMs(value: string): number | undefined {
  const n = decimal(value.trim());
  return n === undefined ? undefined : clampMs(n);
}

/**
 * Milliseconds from a `retry-after` value: seconds (a non-negative number)
 * or an HTTP date, relative to `now` (a date in the past gives 0); undefined
 * when it is neither. Huge values are clamped to {@link MAX_DELAY_MS}.
 */
export function parseRetryAfter(value: string, now: number): number | undefined {
  const text = value.trim();
  const seconds = decimal(text);
  if (seconds !== undefined) return clampMs(seconds * 1000);
  if (text === "" || /^[+-]?[\d.]/.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : clampMs(at - now);
}

/**
 * Milliseconds until an ISO 8601 reset time (Anthropic's
 * `anthropic-ratelimit-*-reset`), or undefined when it cannot be read or is
 * not in the future.
 */
export function parseResetTime(value: string, now: number): number | undefined {
  const text = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at) || at <= now) return undefined;
  return clampMs(at - now);
}

const UNIT_MS: Readonly<Record<string, number>> = Object.freeze({ h: 3_600_000, m: 60_000, s: 1000, ms: 1, us: 0.001, "µs": 0.001, ns: 0.000001 });

/**
 * Milliseconds in an OpenAI-style duration such as `6m0s`, `1s`, `250ms`,
 * `1m30.5s` or `1h2m` (units h, m, s, ms, us, µs, ns), rounded up; undefined
 * for anything else, a bare number included.
 */
export function parseDuration(value: string): number | undefined {
  const text = value.trim().toLowerCase();
  const parts = /^(?:(?:\d+\.?\d*|\.\d+)(?:ms|us|µs|ns|h|m|s))+$/.test(text) ? text.match(/(?:\d+\.?\d*|\.\d+)(?:ms|us|µs|ns|h|m|s)/g) : null;
  if (!parts) return undefined;
  let total = 0;
  for (const part of parts) {
    const unit = /(?:ms|us|µs|ns|h|m|s)$/.exec(part)![0];
    total += Number(part.slice(0, part.length - unit.length)) * UNIT_MS[unit];
  }
  return clampMs(total);
}

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
export function retryAfterHint(headers: HeadersLike | null | undefined, now: number): RetryAfterHint | undefined {
  const ms = readHeader(headers, "retry-after-ms");
  const fromMs = ms === undefined ? undefined : parseRetryAfterMs(ms);
  if (fromMs !== undefined) return { retryAfterMs: fromMs };
  const after = readHeader(headers, "retry-after");
  const fromAfter = after === undefined ? undefined : parseRetryAfter(after, now);
  if (fromAfter !== undefined) return { retryAfterMs: fromAfter };
  let latest: number | undefined;
  const consider = (d: number | undefined) => {
    if (d !== undefined && d > 0 && (latest === undefined || d > latest)) latest = d;
  };
  for (const name of ANTHROPIC_RESET_HEADERS) {
    const v = readHeader(headers, name);
    if (v !== undefined) consider(parseResetTime(v, now));
  }
  for (const name of OPENAI_RESET_HEADERS) {
    const v = readHeader(headers, name);
    if (v !== undefined) consider(parseDuration(v));
  }
  return latest === undefined ? undefined : { retryAfterMs: latest, derivedRetry: true };
}
