// The `extended` rule set on the wording families of 1.26.0 (issue 22): what
// blind batches 27 and 28's misses taught it, each beside the guard that keeps
// a neighbouring answer. Earlier families are in extended-families.test.ts and
// extended-families-b24/b25/b26.test.ts.
import { describe, expect, it } from "vitest";
import { classifyProviderError } from "error-classifier";
import { answers } from "./support/extended-answers.js";

answers("extended: overflows stated as a prompt length, a token sum or a message too long (1.26.0)", [
  ['API Error: 400 {"error":{"code":"Sphnet.81001","message":"Inference failed: the prompt length 290503 must less than the maximum input length 196608","param":null,"type":"BadRequest"}}', "context_overflow"],
  ["Inference failed: Prompt length exceeds: the prompt length 200439 must less than the maximum input length 196608. Request failed with status: 400 BAD_REQUEST.", "context_overflow"],
  ["input length 5000 must be less than or equal to the maximum input length 4096", "context_overflow"],
  ["Input validation error: The sum of 'inputs' tokens and 'max_new_tokens' must not exceed 4097. Please adjust your inputs accordingly.", "context_overflow"],
  ["Sorry, this message is too long. Please try a shorter question.", "context_overflow"],
  ["The message is too long. Please try a shorter message.", "context_overflow"],
  // A prompt's length cap in characters is an overflow too (since 1.35.52: both blind labellers
  // of "The prompt character length should be less than 3000." in batch 187 read it so); a cap
  // on another field is a validation.
  ["The prompt length must be less than 1000 characters", "context_overflow"],
  ['"description_for_model" exceeds character limit (8208 > 8000)', "fatal"],
  // The output parameter as large as the window by itself stays rule 6's exception.
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4097. Given: 1 `inputs` tokens and 4097 `max_new_tokens`", "fatal"],
  // "Try a shorter prompt" after a timeout is advice, not an overflow; Telegram's own message cap is not the model's.
  ["Request timed out after 2m0s. Try a shorter prompt or increase your timeout.", "retryable"],
  ["Bad Request: message is too long", "fatal"],
] as const);

answers("extended: request and spend budgets exhausted (1.26.0)", [
  ["stream disconnected before completion: Proxy request budget exhausted", "fatal"],
  ["daily request budget exhausted", "fatal"],
  ["429 Too Many Requests: monthly request budget exhausted", "fatal"],
  ["Your budget has been exhausted", "fatal"],
  // A client's retry budget around a transient cause leaves the cause to decide.
  ["Retry budget exhausted after 3 attempts: connection reset by peer", "retryable"],
  ["Failed after 3 attempts: retry budget exhausted: 503 Service Unavailable", "retryable"],
  ["stream disconnected before completion: connection reset by peer", "retryable"],
] as const);

answers("extended: JSON the client could not parse, inside a connection wrapper (1.26.0)", [
  ["JSON Parse error: Unexpected EOF", "fatal"],
  ["SyntaxError: JSON Parse error: Unrecognized token '<'", "fatal"],
  ["fetch failed: JSON Parse error: Unexpected EOF", "fatal"],
  ['连接失败 Unexpected token \'d\', "data: [DONE]" is not valid JSON', "fatal"],
  ['Connection error. Unexpected token \'x\', ..."abc def"... is not valid JSON', "fatal"],
  // A transport EOF is not a decoder's, and V8's older form leaves the response text to decide.
  ["Error: max retries exceeded: unexpected EOF", "retryable"],
  ["Error: SyntaxError: Unexpected token A in JSON at position 0, response text: Rate limit exceeded", "retryable"],
  ["连接失败: error sending request for url (https://api.example.com/v1/chat/completions)", "retryable"],
] as const);

answers("extended: a bare 'resource exhausted' says nothing of what (1.26.0)", [
  ["Error: resource exhausted", "fatal"],
  ["resource exhausted", "fatal"],
  // Gemini's wording with its advice, or beside a 429, stays a burst limit.
  ["Resource exhausted. Please try again later.", "retryable"],
  ["429 resource exhausted", "retryable"],
  ["rpc error: code = ResourceExhausted desc = resource exhausted", "retryable"],
] as const);

answers("extended: Ollama's cloud switched off (1.26.0)", [
  ['{\n"error" : "remote model is unavailable"\n}', "fatal"],
  ["ollama cloud is disabled: remote model is unavailable", "fatal"],
  ["ollama cloud is disabled: remote model details are unavailable", "fatal"],
  // Other unavailability is a transient outage.
  ["The model is temporarily unavailable", "retryable"],
  ["503 Service Unavailable", "retryable"],
] as const);

answers("extended: temporary request-frequency limits (1.26.0)", [
  ["Due to suspicious activity, we are imposing temporary limits on how frequently your\naccount can make requests.", "retryable"],
  ['{"message":"Due to suspicious activity, we are imposing temporary limits on how frequently your account can send a request to Kiro while we investigate.","reason":null}', "retryable"],
  ["We are temporarily limiting how often you can make requests. Please try again later.", "retryable"],
  // An account suspended or disabled for the same reason stays fatal.
  ["Your account has been suspended due to suspicious activity", "fatal"],
  ["Due to suspicious activity, your account has been disabled.", "fatal"],
] as const);

answers("extended: Anthropic's api_error, internal to its systems (1.26.0)", [
  ['{\n  "type": "error",\n  "error": {\n    "type": "api_error",\n    "message": "An unexpected error has occurred internal to Anthropic\'s systems."\n  },\n  "request_id": "req_018EeWyXxfu5pfWkrYcMdjWG"\n}', "retryable"],
  ["An unexpected error has occurred internal to Anthropic's systems.", "retryable"],
  ['{"type":"error","error":{"type":"api_error","message":"something went sideways"}}', "retryable"],
  // A relay's own statement inside the same envelope decides.
  ['API Error: 500 {"type":"error","error":{"type":"api_error","message":"invalid params, invalid chat setting (2013)"}}', "fatal"],
  ['API Error: 500 {"type":"error","error":{"type":"api_error","message":"insufficient balance (1008)"}}', "fatal"],
  ['{"type":"error","error":{"type":"api_error","message":"Invalid API key"}}', "fatal"],
] as const);

describe("classifyProviderError on the 1.26.0 families", () => {
  it("answers the texts as extended does, with its finer types", () => {
    const typeOf = (m: string) => classifyProviderError(m).type;
    expect(typeOf("stream disconnected before completion: Proxy request budget exhausted")).toBe("budget_exceeded");
    expect(typeOf("JSON Parse error: Unexpected EOF")).toBe("parsing");
    expect(typeOf("An unexpected error has occurred internal to Anthropic's systems.")).toBe("transient");
    expect(classifyProviderError("Sorry, this message is too long. Please try a shorter question.").contextOverflow).toBe(true);
  });

  it("lets an error object's 429 outrank a bare 'resource exhausted', which is no definite statement", () => {
    const err = Object.assign(new Error("resource exhausted"), { status: 429 });
    expect(classifyProviderError(err)).toMatchObject({ type: "rate_limit", retryable: true, source: "status" });
    expect(classifyProviderError("Error: resource exhausted")).toMatchObject({ retryable: false, source: "text" });
  });
});
