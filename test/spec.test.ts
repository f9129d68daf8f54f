import { describe, expect, it } from "vitest";
import { classifyError, ArgumentTypeError, type ErrorCategory } from "error-classifier";

describe("classifyError: retryable", () => {
  it.each([
    ["rate limit exceeded", "retryable"],
    ["rate_limit_error", "retryable"],
    ["Rate Limit hit", "retryable"],
    ["ratelimit", "retryable"],
    ["HTTP 429 Too Many Requests", "retryable"],
    ["503 Service Unavailable", "retryable"],
    ["Overloaded", "retryable"],
    ["connect ETIMEDOUT 10.0.0.1:443", "retryable"],
    ["read ECONNRESET", "retryable"],
    ["connect ECONNREFUSED 127.0.0.1:8080", "retryable"],
    ["network error", "retryable"],
    ["NETWORK unreachable", "retryable"],
  ] as const)("%s -> %s", (message, expected) => {
    expect(classifyError(message)).toBe(expected);
  });
});

describe("classifyError: context_overflow", () => {
  it.each([
    "context length exceeded",
    "context_length_exceeded",
    "context window is full",
    "contextwindow",
    "Context overflow",
    "too many tokens in request",
    "maximum context reached",
    "token limit exceeded",
    "TOKEN_LIMIT",
  ])("%s -> context_overflow", (message) => {
    expect(classifyError(message)).toBe("context_overflow");
  });
});

describe("classifyError: fatal", () => {
  it.each([
    "401 Unauthorized",
    "HTTP 403",
    "unauthorized request",
    "Forbidden",
    "invalid key",
    "invalid_key",
    "Invalid API key".replace("API ", ""),
    "authentication failed",
  ])("%s -> fatal", (message) => {
    expect(classifyError(message)).toBe("fatal");
  });

  it("is fatal for unknown messages and the empty string", () => {
    expect(classifyError("segmentation fault (core dumped)")).toBe("fatal");
    expect(classifyError("")).toBe("fatal");
  });
});

describe("classifyError: case and first match", () => {
  it("is case-insensitive", () => {
    expect(classifyError("RaTe LiMiT")).toBe("retryable");
    expect(classifyError("CONTEXT LENGTH")).toBe("context_overflow");
    expect(classifyError("UnAuThOrIzEd")).toBe("fatal");
  });

  it("gives the first tier when a message matches several", () => {
    expect(classifyError("401 unauthorized after rate limit")).toBe("retryable");
    expect(classifyError("context length exceeded: 403")).toBe("context_overflow");
    expect(classifyError("network error; token limit; forbidden")).toBe("retryable");
  });

  it("never produces timeout or aborted", () => {
    const seen = new Set<ErrorCategory>();
    for (const m of ["timeout", "timed out", "aborted", "AbortError", "The operation was aborted", "Timeout after 30s"]) {
      seen.add(classifyError(m));
    }
    expect([...seen]).toEqual(["fatal"]);
  });
});

describe("classifyError: JavaScript RegExp semantics", () => {
  it("does not let . match line terminators or a whole astral character", () => {
    expect(classifyError("rate\nlimit")).toBe("fatal");
    expect(classifyError("rate\rlimit")).toBe("fatal");
    expect(classifyError("rate\u2028limit")).toBe("fatal");
    expect(classifyError("rate\u2029limit")).toBe("fatal");
    expect(classifyError("rate😀limit")).toBe("fatal");
    expect(classifyError("rate\u00e9limit")).toBe("retryable");
    expect(classifyError("rate\tlimit")).toBe("retryable");
  });

  it("never folds a non-ASCII character to ASCII", () => {
    expect(classifyError("invalid \u212Aey")).toBe("fatal"); // Kelvin sign is not k
    expect(classifyError("context window")).toBe("context_overflow");
    expect(classifyError("too many tokens".replace("s", "\u017f"))).toBe("fatal"); // long s
    expect(classifyError("\u017ftill a network issue")).toBe("retryable");
  });
});

describe("classifyError: bad and unusual input", () => {
  it("converts non-strings as String() does", () => {
    expect(classifyError(new Error("429") as unknown as string)).toBe("retryable");
    expect(classifyError(undefined as unknown as string)).toBe("fatal");
    expect(classifyError(null as unknown as string)).toBe("fatal");
    expect(classifyError(503 as unknown as string)).toBe("retryable");
    expect(classifyError({ toString: () => "token limit" } as unknown as string)).toBe("context_overflow");
    expect(classifyError(["rate", "limit"] as unknown as string)).toBe("retryable"); // "rate,limit"
    expect(classifyError(["x", "401"] as unknown as string)).toBe("fatal");
    expect(classifyError(["x", "ETIMEDOUT"] as unknown as string)).toBe("retryable");
  });

  it("raises our TypeError for a Symbol", () => {
    const call = () => classifyError(Symbol("429") as unknown as string);
    expect(call).toThrow(ArgumentTypeError);
    expect(call).toThrow(TypeError);
    expect(call).toThrow("Expected a string or a value convertible with String() for message but received symbol 429");
    try {
      call();
    } catch (e) {
      expect((e as ArgumentTypeError).code).toBe("ERR_INVALID_ARG_TYPE");
    }
  });

  it("handles NUL, lone surrogates, emoji and non-Latin scripts", () => {
    expect(classifyError("\u0000429\u0000")).toBe("retryable");
    expect(classifyError("rate\u0000limit")).toBe("retryable");
    expect(classifyError("\ud800 overloaded \udc00")).toBe("retryable");
    expect(classifyError("rate\ud800limit")).toBe("retryable");
    expect(classifyError("rate\udc00\ud800limit")).toBe("fatal");
    expect(classifyError("😀😀 ECONNRESET 😀")).toBe("retryable");
    expect(classifyError("Превышен лимит запросов")).toBe("fatal");
    expect(classifyError("コンテキスト context length 超過")).toBe("context_overflow");
  });

  it("classifies 100 MB messages", () => {
    const big = "x".repeat(100 * 1024 * 1024);
    expect(classifyError(big)).toBe("fatal");
    expect(classifyError(`${big}token limit`)).toBe("context_overflow");
    expect(classifyError(`401${big}`)).toBe("fatal");
    expect(classifyError(`${big.slice(1)}😀 network`)).toBe("retryable");
  });
});
