// The `extended` rule set on the wording families of 1.28.0 and 1.29.0 (issue 22): what
// blind batches 31 to 33's misses taught it, each beside the guard that keeps
// a neighbouring answer. Earlier families are in extended-families*.test.ts.
import { describe, expect, it } from "vitest";
import { classifyProviderError } from "error-classifier";
import { answers } from "./support/extended-answers.js";

answers("extended: a hard cap on effective tokens and spent usage limits are fatal (1.28.0)", [
  ["CAPIError: 429 Maximum effective tokens exceeded", "fatal"],
  ['{"error": {"type": "effective_tokens_limit_exceeded", "message": "Maximum effective tokens exceeded (512345.67 / 500000)."}}', "fatal"],
  ["Failed to get response from the AI model; retried 5 times. Last error: CAPIError: 429 Maximum effective tokens exceeded (25096706.10 / 25000000)", "fatal"],
  ["Sorry, you have exhausted the agent mode usage limit.  Please switch to ask mode and try again later.", "fatal"],
  ["You've exhausted your credits.", "fatal"],
  // A retry helper that exhausted its own attempts says nothing of an allowance.
  ["The connection pool has exhausted the retry limit, please try again later", "retryable"],
  ["Retries exhausted, try again later", "retryable"],
] as const);

answers("extended: HTTP/2 streams refused or reset, hedged full queues, Japanese 'try again shortly' (1.28.0)", [
  ["NGHTTP2_REFUSED_STREAM", "retryable"],
  ["Stream closed with error code NGHTTP2_REFUSED_STREAM", "retryable"],
  ["NGHTTP2_ENHANCE_YOUR_CALM", "retryable"],
  ["Error happened, queue might be full. Please try again in a bit :)", "retryable"],
  ["リクエストが短期間に集中しています。しばらくしてからもう一度お試しください。", "retryable"],
  ["しばらくしてからもう一度お試しください。", "retryable"],
  // A protocol error is not on the list; a Japanese statement without the advice is not retryable.
  ["NGHTTP2_PROTOCOL_ERROR", "fatal"],
  ["APIキーが無効です。", "fatal"],
] as const);

answers("extended: chats over their length limit, long prompts refused, sequences over the maximum (1.28.0)", [
  ["Your message will exceed the length limit for this chat. Try attaching fewer or smaller files or starting a new conversation.", "context_overflow"],
  ["メッセージがこのチャットの長さ制限を超えます。ファイルを減らすか、ファイルサイズを小さくするか、新しい会話を開始してください。", "context_overflow"],
  ["{'error': \"This is a very long prompt, we're temporarily not accepting these\"}", "context_overflow"],
  ["Sequence length exceeds maximum (512)", "context_overflow"],
  ["bitnet: sequence length exceeds maximum", "context_overflow"],
  // A long prompt that is not refused, and an output that hit its length (a labelling dispute, bench/ACCURACY.md), are not overflows.
  ["This is a very long prompt", "fatal"],
  ["Sorry, the response hit the length limit. Please rephrase your prompt.", "fatal"],
] as const);

answers("extended: SageMaker's client errors from the model container (1.28.0)", [
  ['ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received client error (400) from primary with message "{"code": 400, "type": "InternalServerException", "message": "index out of range in self"}"', "fatal"],
  // A server error from the container, and a 429 from it, stay retryable.
  ['ModelError: An error occurred (ModelError) when calling the InvokeEndpoint operation: Received server error (500) from primary with message "InternalServerException"', "retryable"],
  ['Received client error (429) from primary with message "Too many requests"', "retryable"],
] as const);

describe("classifyProviderError reads the 1.28.0 families with extended (issue 22)", () => {
  it("gives each its ErrorType", () => {
    expect(classifyProviderError("CAPIError: 429 Maximum effective tokens exceeded")).toMatchObject({ type: "quota_exceeded", retryable: false });
    expect(classifyProviderError("Stream closed with error code NGHTTP2_REFUSED_STREAM").retryable).toBe(true);
    expect(classifyProviderError("Sequence length exceeds maximum (512)").contextOverflow).toBe(true);
    expect(classifyProviderError('Received client error (400) from primary with message "bad input"')).toMatchObject({ type: "invalid_request", retryable: false });
  });
});

answers("extended: cooldowns of an hour or more, per-day windows, idle streams (1.29.0, after batches 34 and 35)", [
  ['{"error":{"code":"model_cooldown","message":"All credentials for model coder-model are cooling down","model":"coder-model","reset_seconds":25803,"reset_time":"7h10m2s"}}', "fatal"],
  ["Error: 429 Request would exceed rate limit\nViolated duration_s: 86400, current usage: 196279, limit: 200000", "fatal"],
  ["Request failed: Model stream was idle for 60 seconds.", "retryable"],
  ["Upstream stream was idle for too long", "retryable"],
  // A short cooldown and a window under a day stay retryable.
  ['{"error":{"code":"model_cooldown","message":"All credentials for model x are cooling down","reset_seconds":30}}', "retryable"],
  ["Error: 429 Request would exceed rate limit\nViolated duration_s: 60, current usage: 196279, limit: 200000", "retryable"],
] as const);
