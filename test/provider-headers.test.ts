import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  MAX_DELAY_MS,
  parseDuration,
  parseResetTime,
  parseRetryAfter,
  parseRetryAfterMs,
  readHeader,
  retryAfterHint,
  retryDelay,
} from "error-classifier";

const NOW = Date.UTC(2025, 7, 11, 12, 0, 0);
const iso = (ms: number) => new Date(NOW + ms).toISOString();
const httpDate = (ms: number) => new Date(NOW + ms).toUTCString();

describe("readHeader", () => {
  it("reads a plain object, a Headers instance and a Map in any letter case", () => {
    const forms = [
      { "Retry-After": "3" },
      new Headers({ "retry-after": "3" }),
      new Map([["RETRY-AFTER", "3"]]),
      { get: (name: string) => (name === "retry-after" ? "3" : null) },
    ];
    for (const h of forms) expect([readHeader(h, "retry-after"), readHeader(h, "Retry-After"), readHeader(h, "x-other")]).toEqual(["3", "3", undefined]);
  });

  it("trims, reads numbers and the first element of arrays, and ignores other values", () => {
    expect(readHeader({ a: " 7 ", b: 12, c: ["1s", "2s"], d: null, e: { x: 1 }, f: Number.NaN }, "a")).toBe("7");
    const h = { b: 12, c: ["1s", "2s"], d: null, e: { x: 1 }, f: Number.NaN };
    expect(["b", "c", "d", "e", "f"].map((n) => readHeader(h, n))).toEqual(["12", "1s", undefined, undefined, undefined]);
    expect([readHeader(undefined, "a"), readHeader(null, "a")]).toEqual([undefined, undefined]);
    expect(() => readHeader("retry-after: 3" as never, "retry-after")).toThrow(
      new ArgumentTypeError("headers", "a plain object, Headers or Map", "retry-after: 3"),
    );
  });
});

describe("header values", () => {
  it("retry-after-ms: non-negative numbers only, huge values clamped", () => {
    expect(["250", "0", "1.2", " 40 ", "-5", "soon", "", "0x10", "NaN", "1e400"].map(parseRetryAfterMs)).toEqual([
      250,
      0,
      2,
      40,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      MAX_DELAY_MS,
    ]);
  });

  it("retry-after: seconds or an HTTP date", () => {
    expect(["3", "1.5", "0", "-1", "abc", "", "99999999999"].map((v) => parseRetryAfter(v, NOW))).toEqual([
      3000,
      1500,
      0,
      undefined,
      undefined,
      undefined,
      MAX_DELAY_MS,
    ]);
    expect(parseRetryAfter(httpDate(30_000), NOW)).toBe(30_000);
    expect(parseRetryAfter("Wed, 21 Oct 2015 07:28:00 GMT", NOW)).toBe(0);
    expect(parseRetryAfter("Wed, 99 Foo 2015 07:28:00 GMT", NOW)).toBe(undefined);
  });

  it("Anthropic resets: ISO 8601 in the future only", () => {
    expect(parseResetTime(iso(12_000), NOW)).toBe(12_000);
    expect(parseResetTime("2025-08-11T12:00:05+00:00", NOW)).toBe(5000);
    expect([parseResetTime(iso(-1000), NOW), parseResetTime(iso(0), NOW), parseResetTime("tomorrow", NOW), parseResetTime("2025-13-45T00:00:00Z", NOW)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("OpenAI durations", () => {
    const cases: [string, number | undefined][] = [
      ["6m0s", 360_000],
      ["1s", 1000],
      ["250ms", 250],
      ["1m30.5s", 90_500],
      ["1h2m3s", 3_723_000],
      ["0.5s", 500],
      ["20ms", 20],
      ["1500us", 2],
      ["0s", 0],
      ["17", undefined],
      ["1x", undefined],
      ["s", undefined],
      ["-1s", undefined],
      ["", undefined],
      ["9999999h", MAX_DELAY_MS],
    ];
    expect(cases.map(([v]) => parseDuration(v))).toEqual(cases.map(([, ms]) => ms));
  });
});

describe("retryAfterHint", () => {
  it("prefers retry-after-ms, then retry-after, then the latest reset header", () => {
    expect(retryAfterHint({ "retry-after-ms": "120", "retry-after": "3" }, NOW)).toEqual({ retryAfterMs: 120 });
    expect(retryAfterHint({ "retry-after-ms": "bad", "retry-after": "3" }, NOW)).toEqual({ retryAfterMs: 3000 });
    expect(retryAfterHint({ "retry-after": "3", "x-ratelimit-reset-tokens": "6m0s" }, NOW)).toEqual({ retryAfterMs: 3000 });
    const resets = {
      "anthropic-ratelimit-requests-reset": iso(20_000),
      "anthropic-ratelimit-tokens-reset": iso(45_000),
      "x-ratelimit-reset-requests": "1s",
      "x-ratelimit-reset-tokens": "30s",
    };
    expect(retryAfterHint(resets, NOW)).toEqual({ retryAfterMs: 45_000, derivedRetry: true });
    expect(retryAfterHint({ "x-ratelimit-reset-requests": "1s", "X-RateLimit-Reset-Tokens": "1m30.5s" }, NOW)).toEqual({ retryAfterMs: 90_500, derivedRetry: true });
    expect(retryAfterHint({ "anthropic-ratelimit-requests-reset": iso(-5000), "x-ratelimit-reset-tokens": "0s" }, NOW)).toBe(undefined);
    expect(retryAfterHint({ "retry-after": "-3" }, NOW)).toBe(undefined);
  });

  it("reads each of Anthropic's four reset headers, input and output tokens included", () => {
    for (const name of ["requests", "tokens", "input-tokens", "output-tokens"]) {
      expect([name, retryAfterHint({ [`anthropic-ratelimit-${name}-reset`]: iso(12_000) }, NOW)]).toEqual([name, { retryAfterMs: 12_000, derivedRetry: true }]);
    }
    const limited = { "anthropic-ratelimit-requests-reset": iso(2_000), "anthropic-ratelimit-input-tokens-reset": iso(50_000) };
    expect(retryAfterHint(limited, NOW)).toEqual({ retryAfterMs: 50_000, derivedRetry: true });
  });
});

describe("retryDelay", () => {
  const half = () => 0.5;

  it("backs off exponentially with symmetric jitter and a cap", () => {
    const table = [0, 1, 2, 3, 4, 5, 30, 2000].map((attempt) => [
      retryDelay({ attempt, random: () => 0 }).delayMs,
      retryDelay({ attempt, random: half }).delayMs,
      retryDelay({ attempt, random: () => 0.999 }).delayMs,
    ]);
    expect(table).toEqual([
      [300, 500, 700],
      [800, 1000, 1200],
      [1800, 2000, 2200],
      [3800, 4000, 4200],
      [7800, 8000, 8200],
      [7800, 8000, 8200],
      [7800, 8000, 8200],
      [7800, 8000, 8200],
    ]);
    expect(retryDelay({ attempt: 0, random: () => 0.25 })).toEqual({ delayMs: 400 });
  });

  it("never returns a negative or NaN delay, whatever random returns", () => {
    expect([Number.NaN, -7, 5, Infinity, -Infinity].map((r) => retryDelay({ attempt: 0, random: () => r }).delayMs)).toEqual([500, 300, 700, 700, 300]);
  });

  it("uses Retry-After as given, with no jitter", () => {
    const a = Anthropic.APIError.generate(429, undefined, undefined, new Headers({ "retry-after": "7" }));
    expect(retryDelay({ attempt: 2, headers: a.headers, now: NOW, random: () => 0 })).toEqual({ delayMs: 7000, retryAfterMs: 7000 });
    expect(retryDelay({ attempt: 0, headers: new Map([["Retry-After-Ms", "1500"]]), random: () => 0 })).toEqual({ delayMs: 1500, retryAfterMs: 1500 });
    expect(retryDelay({ attempt: 0, headers: { "retry-after": httpDate(20_000) }, now: () => NOW })).toEqual({ delayMs: 20_000, retryAfterMs: 20_000 });
    expect(retryDelay({ attempt: 0, headers: { "retry-after": httpDate(-20_000) }, now: NOW })).toEqual({ delayMs: 0, retryAfterMs: 0 });
  });

  it("derives a delay from reset headers, the latest winning", () => {
    const headers = new Headers({ "anthropic-ratelimit-requests-reset": iso(4000), "anthropic-ratelimit-tokens-reset": iso(9000) });
    expect(retryDelay({ attempt: 0, headers, now: NOW, random: half })).toEqual({ delayMs: 9000, retryAfterMs: 9000, derivedRetry: true });
    expect(retryDelay({ attempt: 1, headers: { "x-ratelimit-reset-requests": "250ms" }, random: half })).toEqual({ delayMs: 250, retryAfterMs: 250, derivedRetry: true });
  });

  it("falls back to backoff for unreadable headers", () => {
    const junk = { "retry-after": "soon", "retry-after-ms": "-1", "anthropic-ratelimit-requests-reset": "never", "x-ratelimit-reset-tokens": "later" };
    expect(retryDelay({ attempt: 1, headers: junk, now: NOW, random: half })).toEqual({ delayMs: 1000 });
    expect(retryDelay({ attempt: 1, headers: { "retry-after": "NaN" }, now: NOW, random: half })).toEqual({ delayMs: 1000 });
  });

  it("marks a provider-given delay over maxRetryAfterMs (default 60 s)", () => {
    expect(retryDelay({ attempt: 0, headers: { "retry-after": "7200" }, now: NOW })).toEqual({ delayMs: 7_200_000, retryAfterMs: 7_200_000, exceedsMax: true });
    expect(retryDelay({ attempt: 0, headers: { "retry-after": "60" }, now: NOW })).toEqual({ delayMs: 60_000, retryAfterMs: 60_000 });
    expect(retryDelay({ attempt: 0, headers: { "retry-after": "61" }, now: NOW, maxRetryAfterMs: 120_000 })).toEqual({ delayMs: 61_000, retryAfterMs: 61_000 });
    expect(retryDelay({ attempt: 0, headers: { "x-ratelimit-reset-tokens": "6m0s" }, now: NOW })).toEqual({
      delayMs: 360_000,
      retryAfterMs: 360_000,
      derivedRetry: true,
      exceedsMax: true,
    });
    expect(retryDelay({ attempt: 0, headers: { "retry-after": "1e400" }, now: NOW })).toEqual({ delayMs: MAX_DELAY_MS, retryAfterMs: MAX_DELAY_MS, exceedsMax: true });
  });

  it("validates its options", () => {
    const cases: [unknown, Error][] = [
      [undefined, new ArgumentTypeError("options", "an object", undefined)],
      [{ attempt: -1 }, new ArgumentTypeError("options.attempt", "a non-negative integer", -1)],
      [{ attempt: 0.5 }, new ArgumentTypeError("options.attempt", "a non-negative integer", 0.5)],
      [{ attempt: 0, headers: "x" }, new ArgumentTypeError("options.headers", "a plain object, Headers or Map", "x")],
      [{ attempt: 0, random: 3 }, new ArgumentTypeError("options.random", "a function", 3)],
      [{ attempt: 0, maxRetryAfterMs: -1 }, new ArgumentTypeError("options.maxRetryAfterMs", "a non-negative number of ms", -1)],
      [{ attempt: 0, now: () => Number.NaN }, new ArgumentTypeError("options.now", "a finite number of ms since the epoch (or a function returning one)", Number.NaN)],
    ];
    for (const [options, error] of cases) expect(() => retryDelay(options as never)).toThrow(error);
  });
});
