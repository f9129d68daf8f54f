import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { ArgumentTypeError, RetryExhaustedError, withRetry, type AttemptEvent, type AttemptInfo } from "error-classifier";
import { anthropic, jsonParseError, openai, rejection } from "./support/provider-helpers.js";

const rateLimited = (headers: Record<string, string> = {}) => anthropic(429, "rate_limit_error", "Rate limited", headers);
const unavailable = () => openai(503, { message: "Service Unavailable", type: "server_error" });
const badJson = () => jsonParseError("{not json");

/** Records calls per provider and runs each provider's scripted outcomes in order (Error: thrown). */
function scripted(script: Record<string, unknown[]>) {
  const calls: [string, number][] = [];
  const infos: AttemptInfo[] = [];
  const fn = async (provider: string | { name: string }, info: AttemptInfo) => {
    const name = typeof provider === "string" ? provider : provider.name;
    calls.push([name, info.attempt]);
    infos.push(info);
    const next = script[name].shift();
    if (next instanceof Error || (typeof next === "object" && next !== null && "status" in next)) throw next;
    return next;
  };
  return { fn, calls, infos };
}

function harness() {
  const delays: number[] = [];
  const events: AttemptEvent[] = [];
  return {
    delays,
    events,
    sleep: async (ms: number) => void delays.push(ms),
    onAttempt: (e: AttemptEvent) => events.push(e),
    random: () => 0.5,
    now: () => 1_750_000_000_000,
  };
}

const outline = (events: AttemptEvent[]) => events.map((e) => [e.provider, e.attempt, e.outcome, e.type ?? null, e.delayMs ?? null]);

describe("withRetry", () => {
  it("primary rate-limited on its first call and all three retries; fallback fails once with a 503 and succeeds on its retry", async () => {
    const h = harness();
    const s = scripted({ claude: [rateLimited(), rateLimited(), rateLimited(), rateLimited()], openai: [unavailable(), "ok"] });
    const result = await withRetry(s.fn, { providers: ["claude", "openai"], ...h });
    expect(result).toBe("ok");
    expect(s.calls).toEqual([["claude", 0], ["claude", 1], ["claude", 2], ["claude", 3], ["openai", 0], ["openai", 1]]);
    expect(h.delays).toEqual([500, 1000, 2000, 500]);
    expect(outline(h.events)).toEqual([
      ["claude", 0, "retry", "rate_limit", 500],
      ["claude", 1, "retry", "rate_limit", 1000],
      ["claude", 2, "retry", "rate_limit", 2000],
      ["claude", 3, "fallback", "rate_limit", null],
      ["openai", 0, "retry", "transient", 500],
      ["openai", 1, "success", null, null],
    ]);
    expect(s.infos[4].previous?.provider).toBe("claude");
    expect(s.infos[4].previous?.classification.type).toBe("rate_limit");
    expect(s.infos[0].previous).toBe(undefined);
  });

  it("parsing error → one corrective retry at once → fallback", async () => {
    const h = harness();
    const s = scripted({ primary: [badJson(), badJson()], fallback: [{ answer: 42 }] });
    expect(await withRetry(s.fn, { providers: [{ name: "primary" }, { name: "fallback" }], ...h })).toEqual({ answer: 42 });
    expect(s.calls).toEqual([["primary", 0], ["primary", 1], ["fallback", 0]]);
    expect(h.delays).toEqual([0]);
    expect(outline(h.events)).toEqual([
      ["primary", 0, "retry", "parsing", 0],
      ["primary", 1, "fallback", "parsing", null],
      ["fallback", 0, "success", null, null],
    ]);
    expect(s.infos[1].previous?.classification.type).toBe("parsing");
  });

  it("authentication → no retry, no fallback: the original error surfaces", async () => {
    const h = harness();
    const auth = anthropic(401, "authentication_error", "invalid x-api-key");
    const s = scripted({ claude: [auth], openai: ["never"] });
    expect(await rejection(withRetry(s.fn, { providers: ["claude", "openai"], ...h }))).toBe(auth);
    expect([s.calls, h.delays, outline(h.events)]).toEqual([[["claude", 0]], [], [["claude", 0, "surface", "authentication", null]]]);
  });

  it("quota exceeded → no retry, straight to the fallback", async () => {
    const h = harness();
    const quota = openai(429, { type: "insufficient_quota", code: "insufficient_quota", message: "You exceeded your current quota" });
    const s = scripted({ openai: [quota], claude: ["served"] });
    expect(await withRetry(s.fn, { providers: ["openai", "claude"], ...h })).toBe("served");
    expect([s.calls, h.delays]).toEqual([[["openai", 0], ["claude", 0]], []]);
    expect(outline(h.events)).toEqual([
      ["openai", 0, "fallback", "quota_exceeded", null],
      ["claude", 0, "success", null, null],
    ]);
  });

  it("a 2-hour Retry-After → fallback without waiting", async () => {
    const h = harness();
    const s = scripted({ claude: [rateLimited({ "retry-after": "7200" })], openai: ["ok"] });
    expect(await withRetry(s.fn, { providers: ["claude", "openai"], ...h })).toBe("ok");
    expect([s.calls, h.delays]).toEqual([[["claude", 0], ["openai", 0]], []]);
    expect(h.events[0]).toMatchObject({ provider: "claude", outcome: "fallback", type: "rate_limit", retryAfterMs: 7_200_000 });
  });

  it("a Retry-After over maxRetryAfterMs surfaces the error when the type allows no fallback", async () => {
    const h = harness();
    const conflict = OpenAI.APIError.generate(409, undefined, undefined, new Headers({ "retry-after": "120" }));
    const s = scripted({ a: [conflict], b: ["never"] });
    expect(await rejection(withRetry(s.fn, { providers: ["a", "b"], ...h }))).toBe(conflict);
    expect(outline(h.events)).toEqual([["a", 0, "surface", "unknown", null]]);
  });

  it("waits exactly a Retry-After within the limit, and honours maxRetryAfterMs", async () => {
    const h = harness();
    const s = scripted({ a: [rateLimited({ "retry-after": "30" }), rateLimited({ "retry-after-ms": "90000" }), "ok"] });
    expect(await withRetry(s.fn, { providers: ["a"], ...h, maxRetryAfterMs: 120_000 })).toBe("ok");
    expect(h.delays).toEqual([30_000, 90_000]);
    expect(h.events.map((e) => e.retryAfterMs ?? null)).toEqual([30_000, 90_000, null]);
  });

  it("throws RetryExhaustedError holding each provider's last error when every provider is exhausted", async () => {
    const h = harness();
    const last = [rateLimited(), unavailable()];
    const s = scripted({ a: [rateLimited(), rateLimited(), rateLimited(), last[0]], b: [unavailable(), unavailable(), unavailable(), last[1]] });
    const e = (await rejection(withRetry(s.fn, { providers: ["a", "b"], ...h }))) as RetryExhaustedError;
    expect(e).toBeInstanceOf(RetryExhaustedError);
    expect(e).toBeInstanceOf(AggregateError);
    expect([e.code, e.name, e.message]).toEqual(["ERR_RETRY_EXHAUSTED", "RetryExhaustedError", "Every provider failed (a: rate_limit after 4 calls; b: transient after 4 calls)"]);
    expect(e.errors).toEqual(last);
    expect(e.errors[0]).toBe(last[0]);
    expect(e.failures.map((f) => [f.provider, f.type, f.calls, f.error === last[f.provider === "a" ? 0 : 1]])).toEqual([
      ["a", "rate_limit", 4, true],
      ["b", "transient", 4, true],
    ]);
    expect(e.cause).toBe(last[1]);
    expect(h.delays).toEqual([500, 1000, 2000, 500, 1000, 2000]);
    expect(h.events.at(-1)?.outcome).toBe("exhausted");
  });

  it("unknown errors get one retry, then surface (no fallback)", async () => {
    const h = harness();
    const odd = [new Error("odd 1"), new Error("odd 2")];
    const s = scripted({ a: [...odd], b: ["never"] });
    expect(await rejection(withRetry(s.fn, { providers: ["a", "b"], ...h }))).toBe(odd[1]);
    expect([s.calls, h.delays]).toEqual([[["a", 0], ["a", 1]], [500]]);
  });

  it("a fallback-ineligible error on the fallback surfaces as is", async () => {
    const h = harness();
    const policy = new Error("Your request was flagged by our safety system.");
    const s = scripted({ a: [rateLimited(), rateLimited(), rateLimited(), rateLimited()], b: [policy] });
    expect(await rejection(withRetry(s.fn, { providers: ["a", "b"], ...h }))).toBe(policy);
    expect(h.events.at(-1)).toMatchObject({ provider: "b", outcome: "surface", type: "policy" });
  });

  it("applies policy overrides and a custom classifier", async () => {
    const h = harness();
    const s = scripted({ a: [rateLimited()], b: [new Error("custom"), "ok"] });
    const classify = (error: unknown) => ({ type: (error as Error).message === "custom" ? ("transient" as const) : ("rate_limit" as const), retryAfterMs: 5 });
    expect(await withRetry(s.fn, { providers: ["a", "b"], policy: { rate_limit: { maxAttempts: 0 } }, classify, ...h })).toBe("ok");
    expect([s.calls, h.delays]).toEqual([[["a", 0], ["b", 0], ["b", 1]], [5]]);
  });

  it("an abort mid-wait rejects at once with the signal's reason", async () => {
    const h = harness();
    const controller = new AbortController();
    const reason = new Error("stop");
    const s = scripted({ a: [rateLimited(), "never"] });
    const sleep = (ms: number) => {
      h.delays.push(ms);
      queueMicrotask(() => controller.abort(reason));
      return new Promise<void>(() => {});
    };
    expect(await rejection(withRetry(s.fn, { providers: ["a"], ...h, sleep, signal: controller.signal }))).toBe(reason);
    expect([s.calls, h.delays]).toEqual([[["a", 0]], [500]]);
  });

  it("an abort during the default timer's wait rejects at once too", async () => {
    const controller = new AbortController();
    const s = scripted({ a: [rateLimited({ "retry-after": "50" }), "never"] });
    const onAttempt = (e: AttemptEvent) => e.outcome === "retry" && controller.abort("cancelled by user");
    expect(await rejection(withRetry(s.fn, { providers: ["a"], onAttempt, signal: controller.signal }))).toBe("cancelled by user");
    expect(s.calls).toEqual([["a", 0]]);
  });

  it("a signal aborted beforehand rejects before any call; the signal reaches the operation", async () => {
    const s = scripted({ a: ["never"] });
    const reason = new Error("early");
    expect(await rejection(withRetry(s.fn, { providers: ["a"], signal: AbortSignal.abort(reason) }))).toBe(reason);
    expect(s.calls).toEqual([]);
    const controller = new AbortController();
    const t = scripted({ a: ["ok"] });
    await withRetry(t.fn, { providers: ["a"], signal: controller.signal });
    expect(t.infos[0].signal).toBe(controller.signal);
  });

  it("surfaces the caller's own abort error from the operation without retrying", async () => {
    const h = harness();
    const abort = new Anthropic.APIUserAbortError();
    const s = scripted({ a: [abort], b: ["never"] });
    expect(await rejection(withRetry(s.fn, { providers: ["a", "b"], ...h }))).toBe(abort);
    expect(outline(h.events)).toEqual([["a", 0, "surface", "aborted", null]]);
  });

  it("validates its arguments", async () => {
    const fn = async () => 1;
    const cases: [unknown, unknown, Error][] = [
      [1, { providers: ["a"] }, new ArgumentTypeError("fn", "a function", 1)],
      [fn, null, new ArgumentTypeError("options", "an object", null)],
      [fn, { providers: [] }, new ArgumentTypeError("options.providers", "a non-empty array", [])],
      [fn, { providers: [3] }, new ArgumentTypeError("options.providers[0]", "a string or an object with a string name", 3)],
      [fn, { providers: ["a"], sleep: 5 }, new ArgumentTypeError("options.sleep", "a function", 5)],
      [fn, { providers: ["a"], signal: {} }, new ArgumentTypeError("options.signal", "an AbortSignal", {})],
      [fn, { providers: ["a"], policy: { timeout: { maxAttempts: -2 } } }, new ArgumentTypeError("options.policy.timeout.maxAttempts", "a non-negative integer", -2)],
      [fn, { providers: ["a"], maxRetryAfterMs: "60s" }, new ArgumentTypeError("options.maxRetryAfterMs", "a non-negative number of ms", "60s")],
    ];
    for (const [f, options, error] of cases) await expect(withRetry(f as never, options as never)).rejects.toThrow(error);
    const bad = withRetry(async () => Promise.reject(new Error("x")), { providers: ["a"], classify: () => ({ type: "fatal" }) as never });
    await expect(bad).rejects.toThrow(new ArgumentTypeError("options.classify(error)", "an object with an ErrorType `type`", { type: "fatal" }));
  });
});

describe("withRetry: backoff jitter", () => {
  it("spreads each wait by its own random draw, ±200 ms around min(500 × 2^attempt, 8000)", async () => {
    const h = harness();
    const draws = [0, 0.999, 0.25];
    const { fn } = scripted({ p: [unavailable(), unavailable(), unavailable(), "ok"] });
    await expect(withRetry(fn, { ...h, providers: ["p"], random: () => draws.shift()! })).resolves.toBe("ok");
    // 500 − 200, 1000 + round(0.998 × 200), 2000 − 100
    expect(h.delays).toEqual([300, 1200, 1900]);
    expect(draws).toEqual([]);
  });
});
