import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  builtinRuleSets,
  createClassifier,
  errorContextCategories,
  networkTextRules,
  resolveUnitResult,
  stopReasonStatus,
  toErrorContext,
  withRetry,
} from "error-classifier";
import { loadCorpus } from "../scripts/corpus.mjs";
import { NETWORK_CODES } from "../lib/provider/signals.js";
import { anthropic, jsonParseError, openai, refused, sysError } from "./support/provider-helpers.js";

describe("toErrorContext", () => {
  it("lists the seven categories", () => {
    expect([...errorContextCategories]).toEqual(["provider", "timeout", "idle", "network", "aborted", "session-failed", "unknown"]);
  });

  it("a category the caller gives wins", () => {
    expect(toErrorContext("Idle watchdog", { category: "idle" })).toEqual({ message: "Idle watchdog", category: "idle" });
    expect(toErrorContext("Hard timeout", { category: "timeout" })).toEqual({ message: "Hard timeout", category: "timeout" });
    expect(toErrorContext(new Error("spawn failed"), { category: "session-failed", stopReason: "error" })).toEqual({
      message: "spawn failed",
      category: "session-failed",
      stopReason: "error",
    });
    expect(toErrorContext(new Anthropic.APIConnectionTimeoutError(), { category: "provider" })).toEqual({ message: "Request timed out.", category: "provider" });
  });

  it("timeout errors → timeout", () => {
    expect(toErrorContext(new Anthropic.APIConnectionTimeoutError())).toEqual({ message: "Request timed out.", category: "timeout", isTransient: true });
    expect(toErrorContext(sysError("ETIMEDOUT", "connect ETIMEDOUT 10.0.0.1:443"))).toEqual({
      message: "connect ETIMEDOUT 10.0.0.1:443",
      category: "timeout",
      isTransient: true,
    });
  });

  it("network codes → network", async () => {
    const e = await refused();
    expect(toErrorContext(e)).toEqual({ message: e.message, category: "network", isTransient: true });
    expect(toErrorContext(sysError("ENOTFOUND", "getaddrinfo ENOTFOUND api.example"))).toEqual({
      message: "getaddrinfo ENOTFOUND api.example",
      category: "network",
      isTransient: false,
    });
  });

  it("connection wording in a plain message → network, the most specific category", () => {
    const network = (message: string, isTransient: boolean) => expect(toErrorContext(message)).toEqual({ message, category: "network", isTransient });
    network("connect ECONNREFUSED 127.0.0.1:443", true);
    network("fetch failed", true);
    network("socket hang up", true);
    network("getaddrinfo EAI_AGAIN api.example.com", true);
    network("read ECONNRESET", true);
    network("connection reset by peer", true);
    network("getaddrinfo ENOTFOUND api.example.com", false);
    network("Unable to connect. Is the computer able to access the url?", true);
    // A timeout stays timeout, a provider's own answer stays provider, whatever else the text says.
    expect(toErrorContext("connect ETIMEDOUT 10.0.0.1:443").category).toBe("timeout");
    expect(toErrorContext("429 Too Many Requests (after socket hang up)").category).toBe("provider");
    expect(toErrorContext(new TypeError("fetch failed"))).toEqual({ message: "fetch failed", category: "network", isTransient: true });
  });

  it("the network wording covers every network code classifyProviderError reads", () => {
    const c = createClassifier(networkTextRules);
    expect(Object.keys(NETWORK_CODES).filter((code) => c.classify(`connect ${code} 10.0.0.1:443`).category !== "network")).toEqual([]);
    expect(builtinRuleSets["network-text"]).toBe(networkTextRules);
  });

  it("aborted → aborted", () => {
    expect(toErrorContext(new OpenAI.APIUserAbortError(), { stopReason: "aborted" })).toEqual({
      message: "Request was aborted.",
      category: "aborted",
      stopReason: "aborted",
      isTransient: false,
    });
  });

  it("any other provider error → provider, with its wait hint", () => {
    const e = anthropic(429, "rate_limit_error", "slow down", { "retry-after": "20" });
    expect(toErrorContext(e, { stopReason: "error" })).toEqual({
      message: e.message,
      category: "provider",
      stopReason: "error",
      isTransient: true,
      retryAfterMs: 20_000,
    });
    expect(toErrorContext("Invalid API key · Please run /login")).toEqual({ message: "Invalid API key · Please run /login", category: "provider", isTransient: false });
    expect(toErrorContext({ message: "Overloaded", status: 529 })).toEqual({ message: "Overloaded", category: "provider", isTransient: true });
  });

  it("nothing recognisable → unknown", () => {
    expect(toErrorContext("the unit stopped")).toEqual({ message: "the unit stopped", category: "unknown", isTransient: true });
    expect(toErrorContext(undefined)).toEqual({ message: "", category: "unknown", isTransient: true });
    expect(toErrorContext(42)).toEqual({ message: "42", category: "unknown", isTransient: true });
  });

  it("isTransient is false when the provider asks for a wait longer than withRetry waits (60 s)", () => {
    const e = anthropic(429, "rate_limit_error", "slow down", { "retry-after": "3600" });
    expect(toErrorContext(e)).toEqual({ message: e.message, category: "provider", isTransient: false, retryAfterMs: 3_600_000 });
  });

  it("isTransient is exactly whether withRetry retries the same input, over the corpus and the SDK errors", async () => {
    const inputs: unknown[] = [
      ...loadCorpus().map((r: { message: string }) => r.message),
      anthropic(429, "rate_limit_error", "slow down", { "retry-after": "20" }),
      anthropic(429, "rate_limit_error", "slow down", { "retry-after": "3600" }),
      anthropic(401, "authentication_error", "invalid x-api-key"),
      anthropic(529, "overloaded_error", "Overloaded"),
      anthropic(400, "invalid_request_error", "prompt is too long: 208000 tokens > 200000 maximum"),
      openai(429, { type: "insufficient_quota", code: "insufficient_quota", message: "You exceeded your current quota" }),
      openai(500, { type: "server_error", message: "The server had an error" }),
      new Anthropic.APIConnectionTimeoutError(),
      new OpenAI.APIUserAbortError(),
      await refused(),
      sysError("ENOTFOUND", "getaddrinfo ENOTFOUND api.example"),
      sysError("EAI_AGAIN", "getaddrinfo EAI_AGAIN api.example"),
      jsonParseError("{"),
      { message: "Payment required", status: 402 },
      undefined,
      42,
    ];
    const differ: string[] = [];
    for (const input of inputs) {
      const calls: string[] = [];
      await withRetry(
        (provider) => {
          calls.push(provider);
          if (calls.length === 1) throw input;
          return "ok";
        },
        { providers: ["p", "q"], sleep: () => undefined },
      ).catch(() => undefined);
      // Retried on the same provider: the second call goes to p again (not to the fallback q).
      const retried = calls[1] === "p";
      if (toErrorContext(input).isTransient !== retried) differ.push(String(toErrorContext(input).message));
    }
    expect(inputs.length).toBeGreaterThan(3800);
    expect(differ).toEqual([]);
  });

  it("validates its options", () => {
    expect(() => toErrorContext("x", { category: "crash" as never })).toThrow(
      new ArgumentTypeError("options.category", `one of ${errorContextCategories.join(", ")}`, "crash"),
    );
    expect(() => toErrorContext("x", { stopReason: 1 as never })).toThrow(new ArgumentTypeError("options.stopReason", "a string", 1));
    expect(() => toErrorContext("x", null as never)).toThrow(new ArgumentTypeError("options", "an object", null));
  });
});

describe("resolveUnitResult: the resolve step, one row of the stopReason table each", () => {
  it("documents the table as data", () => {
    expect(stopReasonStatus).toEqual({ stop: "completed", length: "completed", toolUse: "completed", error: "error", aborted: "cancelled" });
    expect(Object.isFrozen(stopReasonStatus)).toBe(true);
  });

  it("stop → completed", () => {
    expect(resolveUnitResult({ stopReason: "stop" })).toEqual({ status: "completed" });
  });

  it("length → completed", () => {
    expect(resolveUnitResult({ stopReason: "length" })).toEqual({ status: "completed" });
  });

  it("toolUse → completed", () => {
    expect(resolveUnitResult({ stopReason: "toolUse" })).toEqual({ status: "completed" });
  });

  it("error → error, with the context of the message", () => {
    expect(resolveUnitResult({ stopReason: "error", errorMessage: "connect ECONNREFUSED 127.0.0.1:443" })).toEqual({
      status: "error",
      errorContext: { message: "connect ECONNREFUSED 127.0.0.1:443", category: "network", stopReason: "error", isTransient: true },
    });
    expect(resolveUnitResult({ stopReason: "error", errorMessage: "Invalid API key · Please run /login" })).toEqual({
      status: "error",
      errorContext: { message: "Invalid API key · Please run /login", category: "provider", stopReason: "error", isTransient: false },
    });
  });

  it("error → error, reading the error object when the caller has it", () => {
    const e = anthropic(429, "rate_limit_error", "slow down", { "retry-after": "20" });
    expect(resolveUnitResult({ stopReason: "error", errorMessage: "429 rate limited" }, e)).toEqual({
      status: "error",
      errorContext: { message: "429 rate limited", category: "provider", stopReason: "error", isTransient: true, retryAfterMs: 20_000 },
    });
    expect(resolveUnitResult({ stopReason: "error" }, e).errorContext?.message).toBe(e.message);
  });

  it("aborted → cancelled, category aborted, never transient", () => {
    expect(resolveUnitResult({ stopReason: "aborted", errorMessage: "Request was aborted." })).toEqual({
      status: "cancelled",
      errorContext: { message: "Request was aborted.", category: "aborted", stopReason: "aborted", isTransient: false },
    });
    expect(resolveUnitResult({ stopReason: "aborted" })).toEqual({
      status: "cancelled",
      errorContext: { message: "Aborted", category: "aborted", stopReason: "aborted", isTransient: false },
    });
  });

  it("an unknown stopReason (or none) → error, never a silent completion", () => {
    expect(resolveUnitResult({ stopReason: "refusal" })).toEqual({
      status: "error",
      errorContext: { message: 'The agent stopped with stopReason "refusal"', category: "unknown", stopReason: "refusal", isTransient: true },
    });
    expect(resolveUnitResult({ errorMessage: "socket hang up" })).toEqual({
      status: "error",
      errorContext: { message: "socket hang up", category: "network", isTransient: true },
    });
    expect(resolveUnitResult({ stopReason: "toString" })).toEqual({
      status: "error",
      errorContext: { message: 'The agent stopped with stopReason "toString"', category: "unknown", stopReason: "toString", isTransient: true },
    });
  });

  it("validates its argument", () => {
    expect(() => resolveUnitResult(null as never)).toThrow(new ArgumentTypeError("last", "an object with stopReason and errorMessage", null));
    expect(() => resolveUnitResult({ stopReason: 1 as never })).toThrow(new ArgumentTypeError("last.stopReason", "a string", 1));
    expect(() => resolveUnitResult({ errorMessage: {} as never })).toThrow(new ArgumentTypeError("last.errorMessage", "a string", {}));
  });
});
