import { setTimeout as delay } from "node:timers/promises";
import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { classifyProviderError } from "error-classifier";
import { anthropic, closedPort, openai, pick, rejection } from "./support/provider-helpers.js";

describe("step 1: aborted", () => {
  it("recognises both SDKs' APIUserAbortError", () => {
    expect(classifyProviderError(new Anthropic.APIUserAbortError(), "claude")).toEqual({
      type: "aborted",
      retryable: false,
      maxAttempts: 0,
      fallbackEligible: false,
      backoffStrategy: "none",
      source: "aborted",
      provider: "claude",
    });
    expect(pick(new OpenAI.APIUserAbortError())).toEqual(["aborted", "aborted"]);
  });

  it("recognises a real fetch abort, AbortSignal.abort() and Node's AbortError", async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchAbort = await rejection(fetch(`http://127.0.0.1:${await closedPort()}/`, { signal: controller.signal }));
    expect((fetchAbort as Error).name).toBe("AbortError");
    expect(pick(fetchAbort)).toEqual(["aborted", "aborted"]);
    expect(pick(AbortSignal.abort().reason)).toEqual(["aborted", "aborted"]);
    const nodeAbort = await rejection(delay(10, undefined, { signal: AbortSignal.abort() }));
    expect(classifyProviderError(nodeAbort)).toMatchObject({ type: "aborted", code: "ABORT_ERR" });
  });
});

describe("step 2: budget and quota", () => {
  it("HTTP 402 is budget_exceeded", () => {
    const e = anthropic(402, "billing_error", "Payment required");
    expect(e.constructor.name).toBe("PaymentRequiredError");
    expect(classifyProviderError(e)).toMatchObject({ type: "budget_exceeded", source: "budget", status: 402, retryable: false, fallbackEligible: false });
  });

  it.each([
    ["Daily budget limit reached ($5.00)", "budget_exceeded"],
    ["Reached maximum budget ($1.00)", "budget_exceeded"],
    ["Error: budget exceeded for this run", "budget_exceeded"],
    ["You exceeded your current quota, please check your plan and billing details.", "quota_exceeded"],
    ["Claude AI usage limit reached|1760000000", "quota_exceeded"],
    ["5-hour limit reached ∙ resets 3pm", "quota_exceeded"],
    ["Daily request limit reached for this plan", "quota_exceeded"],
    ["You've reached your plan limit", "quota_exceeded"],
  ])("text %j is %s", (text, type) => {
    expect(pick(text)).toEqual([type, "budget"]);
  });

  it("insufficient_quota is quota_exceeded even on a 429 RateLimitError", () => {
    const e = openai(429, { type: "insufficient_quota", code: "insufficient_quota", message: "You exceeded your current quota, please check your plan and billing details." });
    expect(e).toBeInstanceOf(OpenAI.RateLimitError);
    expect(classifyProviderError(e, "openai")).toEqual({
      type: "quota_exceeded",
      retryable: false,
      maxAttempts: 0,
      fallbackEligible: true,
      backoffStrategy: "none",
      source: "budget",
      provider: "openai",
      status: 429,
      code: "insufficient_quota",
    });
  });

  it("usage_limit_reached, and Anthropic's credit balance, are quota_exceeded", () => {
    expect(classifyProviderError(openai(429, { type: "usage_limit_reached", message: "The usage limit has been reached" }))).toMatchObject({
      type: "quota_exceeded",
      code: "usage_limit_reached",
    });
    const credit = anthropic(400, "invalid_request_error", "Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing.");
    expect(classifyProviderError(credit)).toMatchObject({ type: "quota_exceeded", source: "budget", status: 400 });
  });
});

describe("step 3: provider error type or code", () => {
  it.each([
    ["Anthropic rate_limit_error", () => anthropic(429, "rate_limit_error", "Number of requests has exceeded your rate limit"), "rate_limit", "rate_limit_error"],
    ["OpenAI rate_limit_exceeded", () => openai(429, { type: "requests", code: "rate_limit_exceeded", message: "Rate limit reached for gpt-4 in organization org-xxx" }), "rate_limit", "rate_limit_exceeded"],
    ["Anthropic authentication_error", () => anthropic(401, "authentication_error", "invalid x-api-key"), "authentication", "authentication_error"],
    ["OpenAI invalid_api_key", () => openai(401, { type: "invalid_request_error", code: "invalid_api_key", message: "Incorrect API key provided" }), "authentication", "invalid_api_key"],
    ["Anthropic permission_error (403 would say authentication)", () => anthropic(403, "permission_error", "Your request was flagged."), "policy", "permission_error"],
    ["OpenAI content_filter (400 would say invalid_request)", () => openai(400, { type: "invalid_request_error", code: "content_filter", message: "The content was filtered due to policy violations" }), "policy", "content_filter"],
    ["Anthropic overloaded_error on 529", () => anthropic(529, "overloaded_error", "Overloaded"), "transient", "overloaded_error"],
    ["OpenAI server_error", () => openai(500, { type: "server_error", code: "server_error", message: "The server had an error while processing your request." }), "transient", "server_error"],
    ["Anthropic invalid_request_error", () => anthropic(400, "invalid_request_error", "max_tokens: must be at least 1"), "invalid_request", "invalid_request_error"],
    ["OpenAI model_not_found", () => openai(404, { type: "invalid_request_error", code: "model_not_found", message: "The model 'gpt-5' does not exist" }), "invalid_request", "model_not_found"],
  ])("%s", (_label, make, type, code) => {
    const c = classifyProviderError(make());
    expect([c.type, c.source, c.code, c.contextOverflow]).toEqual([type, "code", code, undefined]);
  });

  it("context_length_exceeded and Anthropic's prompt is too long set contextOverflow", () => {
    const o = openai(400, { type: "invalid_request_error", code: "context_length_exceeded", message: "This model's maximum context length is 8192 tokens." });
    expect(classifyProviderError(o)).toEqual({
      type: "invalid_request",
      retryable: false,
      maxAttempts: 0,
      fallbackEligible: false,
      backoffStrategy: "none",
      source: "code",
      status: 400,
      code: "context_length_exceeded",
      contextOverflow: true,
    });
    const a = anthropic(400, "invalid_request_error", "prompt is too long: 215000 tokens > 200000 maximum");
    expect(classifyProviderError(a)).toMatchObject({ type: "invalid_request", contextOverflow: true, code: "invalid_request_error" });
    expect(classifyProviderError("Prompt is too long")).toMatchObject({ type: "invalid_request", source: "code", contextOverflow: true });
  });
});

describe("step 4: HTTP status", () => {
  it.each([
    [401, "authentication"],
    [403, "authentication"],
    [429, "rate_limit"],
    [400, "invalid_request"],
    [404, "invalid_request"],
    [422, "invalid_request"],
    [451, "policy"],
    [408, "timeout"],
    [504, "timeout"],
    [500, "transient"],
    [502, "transient"],
    [503, "transient"],
    [529, "transient"],
  ])("%i is %s (both SDKs, no body)", (status, type) => {
    const a = Anthropic.APIError.generate(status, undefined, undefined, new Headers());
    const o = OpenAI.APIError.generate(status, undefined, undefined, new Headers());
    expect([classifyProviderError(a), classifyProviderError(o)].map((c) => [c.type, c.source, c.status])).toEqual([
      [type, "status", status],
      [type, "status", status],
    ]);
  });

  it("a status outside the table falls through (409 with no other signal is unknown)", () => {
    expect(classifyProviderError(OpenAI.APIError.generate(409, undefined, undefined, new Headers()))).toMatchObject({ type: "unknown", source: "none", status: 409 });
  });
});

