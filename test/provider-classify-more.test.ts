import { once } from "node:events";
import { createServer } from "node:net";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ArgumentTypeError, classifyProviderError } from "error-classifier";
import { anthropic, closedPort, jsonParseError, listen, openai, pick, refused, rejection, sysError } from "./support/provider-helpers.js";

describe("step 5: SDK class names", () => {
  it("APIConnectionTimeoutError and APIConnectionError are timeout", () => {
    for (const e of [new Anthropic.APIConnectionTimeoutError(), new OpenAI.APIConnectionTimeoutError()]) expect(pick(e)).toEqual(["timeout", "class"]);
    for (const e of [new Anthropic.APIConnectionError({ message: "boom" }), new OpenAI.APIConnectionError({ message: "boom" })]) expect(pick(e)).toEqual(["timeout", "class"]);
  });

  it("a class name decides before the network code of its cause", () => {
    const e = new OpenAI.APIConnectionError({ message: "boom", cause: sysError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:1") });
    expect(classifyProviderError(e)).toMatchObject({ type: "timeout", source: "class", code: "ECONNREFUSED" });
  });

  it.each([
    ["AuthenticationError", "authentication"],
    ["RateLimitError", "rate_limit"],
    ["BadRequestError", "invalid_request"],
    ["InternalServerError", "transient"],
  ] as const)("%s is %s when nothing else tells", (name, type) => {
    for (const sdk of [Anthropic, OpenAI] as const) {
      const Class = sdk[name] as unknown as new (...args: unknown[]) => Error;
      expect(pick(new Class(undefined, undefined, "boom", undefined))).toEqual([type, "class"]);
    }
  });

  it("the DOMException of AbortSignal.timeout() is timeout", async () => {
    const signal = AbortSignal.timeout(1);
    await once(signal, "abort");
    expect([signal.reason.name, ...pick(signal.reason)]).toEqual(["TimeoutError", "timeout", "class"]);
  });
});

describe("step 6: network codes on the error or its causes", () => {
  it("a real ECONNREFUSED from net.connect, and from fetch's cause", async () => {
    const port = await closedPort();
    const connectError = await refused(port);
    expect(classifyProviderError(connectError)).toMatchObject({ type: "transient", source: "network", code: "ECONNREFUSED" });
    const fetchError = (await rejection(fetch(`http://127.0.0.1:${port}/`))) as Error;
    expect([fetchError.message, (fetchError.cause as { code: string }).code]).toEqual(["fetch failed", "ECONNREFUSED"]);
    expect(classifyProviderError(fetchError)).toMatchObject({ type: "transient", source: "network", code: "ECONNREFUSED" });
  });

  it("a real undici UND_ERR_SOCKET when the server closes the connection", async () => {
    const server = createServer((s) => s.once("data", () => s.destroy()));
    const port = await listen(server);
    try {
      const e = (await rejection(fetch(`http://127.0.0.1:${port}/`))) as Error;
      expect(classifyProviderError(e)).toMatchObject({ type: "transient", source: "network", code: "UND_ERR_SOCKET" });
    } finally {
      server.close();
    }
  });

  it.each([
    ["ETIMEDOUT", "timeout"],
    ["ESOCKETTIMEDOUT", "timeout"],
    ["ECONNABORTED", "timeout"],
    ["UND_ERR_CONNECT_TIMEOUT", "timeout"],
    ["UND_ERR_HEADERS_TIMEOUT", "timeout"],
    ["UND_ERR_BODY_TIMEOUT", "timeout"],
    ["ECONNREFUSED", "transient"],
    ["ECONNRESET", "transient"],
    ["EHOSTUNREACH", "transient"],
    ["ENETUNREACH", "transient"],
    ["EPIPE", "transient"],
    ["EAI_AGAIN", "transient"],
    ["UND_ERR_SOCKET", "transient"],
    ["ENOTFOUND", "invalid_request"],
    ["EADDRNOTAVAIL", "invalid_request"],
  ])("%s is %s, on the error and as fetch's cause", (code, type) => {
    const direct = sysError(code, `request failed (${code.toLowerCase()})`);
    const wrapped = new TypeError("fetch failed", { cause: sysError(code, "request failed") });
    for (const e of [direct, wrapped]) expect([classifyProviderError(e).type, classifyProviderError(e).source, classifyProviderError(e).code]).toEqual([type, "network", code]);
  });
});

describe("step 7: parsing", () => {
  it("a real SyntaxError from JSON.parse and a real zod error", () => {
    const syntax = jsonParseError("{");
    expect(pick(syntax)).toEqual(["parsing", "parsing"]);
    const zod = z.object({ answer: z.string() }).safeParse({ answer: 42 }).error;
    expect(zod?.name).toBe("ZodError");
    expect(classifyProviderError(zod)).toMatchObject({ type: "parsing", source: "parsing", retryable: true, maxAttempts: 1, fallbackEligible: true, backoffStrategy: "corrective" });
  });

  it.each(["Failed to parse the model's JSON", "Unexpected token < in response", "Unexpected end of input", "Schema validation failed: missing field", "zod: invalid output", "parse error"])(
    "text %j",
    (text) => expect(pick(new Error(text))).toEqual(["parsing", "parsing"]),
  );
});

describe("step 8: message text (rules/provider-text.json)", () => {
  it.each([
    ["Request timed out after 600s", "timeout"],
    ["connection timeout", "timeout"],
    ["The server is overloaded, please retry", "transient"],
    ["We are at capacity right now", "transient"],
    ["Service Unavailable", "transient"],
    ["Your request was flagged by our safety system.", "policy"],
    ["Output blocked by content policy", "policy"],
    ["Rate limit reached for gpt-4", "rate_limit"],
    ["429 Too Many Requests", "rate_limit"],
    ["Invalid API key · Please run /login", "authentication"],
    ["401 Unauthorized", "authentication"],
    ["The model 'gpt-5' does not exist", "invalid_request"],
    ["Bad Request", "invalid_request"],
  ])("%j is %s", (text, type) => {
    expect(pick(text)).toEqual([type, "text"]);
    expect(pick(new Error(text))).toEqual([type, "text"]);
  });
});

describe("step 9 and the result's fields", () => {
  it("anything unrecognisable is unknown", () => {
    for (const e of ["something odd happened", "", undefined, null, 42, {}, new Error("odd")]) expect(pick(e)).toEqual(["unknown", "none"]);
    expect(classifyProviderError("odd")).toEqual({ type: "unknown", retryable: true, maxAttempts: 1, fallbackEligible: false, backoffStrategy: "exponential", source: "none" });
  });

  it("reads the provider's wait hint from the error's headers", () => {
    expect(classifyProviderError(anthropic(429, "rate_limit_error", "slow down", { "Retry-After": "12" }))).toMatchObject({ retryAfterMs: 12_000 });
    const derived = classifyProviderError(openai(429, { code: "rate_limit_exceeded", message: "Rate limit" }, { "x-ratelimit-reset-tokens": "6m0s", "x-ratelimit-reset-requests": "1s" }));
    expect([derived.retryAfterMs, derived.derivedRetry]).toEqual([360_000, true]);
    expect(classifyProviderError({ status: 503, headers: { "retry-after-ms": "250" } })).toMatchObject({ type: "transient", status: 503, retryAfterMs: 250 });
  });

  it("rejects a provider that is not a string", () => {
    expect(() => classifyProviderError(new Error("x"), 7 as never)).toThrow(new ArgumentTypeError("provider", "a string", 7));
  });
});
