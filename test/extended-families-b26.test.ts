// The `extended` rule set on the wording families of 1.25.0 (issue 22): what
// blind batch 26's misses taught it, each beside the guard that keeps a
// neighbouring answer. Earlier families are in extended-families.test.ts,
// extended-families-b24.test.ts and extended-families-b25.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: quotas stated as exceeded or spent, behind a 429 or a RateLimitError (1.25.0)", [
  ["RateLimitError: This request exceeds your quota. You have 12 characters remaining, while 480 characters are required for this request.", "fatal"],
  ["429 This request exceeds your quota of 10000 credits.", "fatal"],
  ["You have 0 credits remaining, while 445 credits are required for this request.", "fatal"],
  ["ApiError: status_code: 429, body: {'message': 'Too many requests', 'details': 'You have reached your request limit, email support@example.com to continue using the API'}", "fatal"],
  ["You have reached your request limit, contact sales to upgrade.", "fatal"],
  // A limit with a wait, or a per-minute quota, clears: retryable.
  ["You have reached your request limit. Please wait 30 seconds before trying again.", "retryable"],
  ["Rate limit reached for requests per minute. Please try again in 2s.", "retryable"],
  ["429 Too Many Requests: rate limit exceeded, retry in 20s", "retryable"],
] as const);

answers("extended: fixed per-request input caps and whole-sequence overflows (1.25.0)", [
  ["max_tokens_per_request: Requested 512000 tokens, max 300000 tokens per request (code: max_tokens_per_request)", "context_overflow"],
  ["Error code: 400 - {'error': {'message': 'Requested 300001 tokens, max 300000 tokens per request', 'type': 'max_tokens_per_request'}}", "context_overflow"],
  ["413 Maximum content size limit (26214400) exceeded (30000000 bytes read)", "context_overflow"],
  ["Maximum content size limit exceeded", "context_overflow"],
  ["ValueError: Length of prompt + tokens_to_generate longer than allowed", "context_overflow"],
  ["the current text generation call will exceed the model's predefined maximum length (4096).", "context_overflow"],
  ["rpc error: code = InvalidArgument desc = Either `input.text` or `input.ssml` is longer than the limit of 5000 bytes. This limit is different from quotas.", "context_overflow"],
  ["text length (250) should be less than 200 characters", "context_overflow"],
  // Other "should be less than N characters" validations are not text-to-speech input caps.
  ["Name should be less than 200 characters", "fatal"],
  // A request within a per-minute budget that is merely used up waits: retryable.
  ["Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.", "retryable"],
] as const);

answers("extended: rate-limit error class names (1.25.0)", [
  ["Faraday::TooManyRequestsError", "retryable"],
  ["TooManyRequestsError: Too many requests", "retryable"],
  ["TooManyRequestsException", "retryable"],
  // A class name does not outrank a spent quota or refused credentials.
  ["TooManyRequestsError: This request exceeds your quota.", "fatal"],
  ["Faraday::UnauthorizedError", "fatal"],
] as const);

answers("extended: Chinese timeout advice (1.25.0)", [
  ["报错：请求超时，请检查网络，或更换平台。", "retryable"],
  ["连接超时，请检查网络!", "retryable"],
  // Advice about the network does not outrank a stated bad key or an empty balance.
  ["API Key 无效，请检查网络设置", "fatal"],
  ["余额不足，请充值。请求超时，请检查网络", "fatal"],
] as const);
