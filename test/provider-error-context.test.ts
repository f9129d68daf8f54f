import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { ArgumentTypeError, errorContextCategories, toErrorContext } from "error-classifier";
import { anthropic, refused, sysError } from "./support/provider-helpers.js";

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

  it("validates its options", () => {
    expect(() => toErrorContext("x", { category: "crash" as never })).toThrow(
      new ArgumentTypeError("options.category", `one of ${errorContextCategories.join(", ")}`, "crash"),
    );
    expect(() => toErrorContext("x", { stopReason: 1 as never })).toThrow(new ArgumentTypeError("options.stopReason", "a string", 1));
    expect(() => toErrorContext("x", null as never)).toThrow(new ArgumentTypeError("options", "an object", null));
  });
});
