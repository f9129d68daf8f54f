// The `extended` rule set on the wording families of 1.30.0 (issue 22): what
// blind batches 36 to 38's misses taught it, each beside the guard that keeps
// a neighbouring answer. Earlier families are in extended-families*.test.ts.
import { answers, providerTypes } from "./support/extended-answers.js";

answers("extended: spent budgets and weekly allowances beat the per-minute wording around them (1.30.0)", [
  ['请求失败，正在重试10次后显示：请求速率达到上限 (HTTP 429)：请求过于频繁 (TPM/RPM)。 {"error": "Cost limit exceeded"}', "fatal"],
  ["Error: cost limit reached for this key", "fatal"],
  ['{"type":"rate_limit_event","rate_limit_info":{"status":"rejected","resetsAt":1785888000,"rateLimitType":"seven_day"}}', "fatal"],
  ['402: {"type":"server_error","message":"Upstream request failed: Insufficient account funds"}', "fatal"],
  ["Insufficient funds in your wallet", "fatal"],
  // Per-minute limits stay retryable, whichever words surround them.
  ["请求速率达到上限 (HTTP 429)：请求过于频繁 (TPM/RPM)", "retryable"],
  ['{"type":"rate_limit_event","rate_limit_info":{"status":"allowed_warning","rateLimitType":"five_hour"}} rate limit', "retryable"],
  ["quota/request_rate_too_high", "retryable"],
] as const);

answers("extended: overflows said as context length, input-token sums and PRs too large (1.30.0)", [
  ["Input token count + max_tokens parameter must be less than the context length of the model being queried.", "context_overflow"],
  ['{"status_code":400,"message":"Invalid argument or out of range","extensions":{"reason":"3 INVALID_ARGUMENT: input tokens (35000) plus prefix length (0) must be < 4096"}}', "context_overflow"],
  ["Uh oh! That's a big one.\nThis PR is too large for us to process", "context_overflow"],
  // A tool definition over its length limit is a rejected request, not an overflow.
  ["Error code: 400 - {'error': {'message': \"Invalid 'tools[0].function.description': string too long. Expected a string with maximum length 1048576, but got a string with length 2778531 instead.\"}}", "fatal"],
  ["Invalid 'messages[1].content': string too long. Expected a string with maximum length 10485760", "context_overflow"],
] as const);

answers("extended: statements inside retryable wrappers, and the wrappers alone (1.30.0)", [
  ['[GM] socket closed code=1007 reason="Request contains an invalid argument."', "fatal"],
  ["Error code: 500 - {'detail': \"{'status': 400, 'message': 'Inappropriate output content detected in output blocklist'}\"}", "fatal"],
  ["Too many failed attempts to upstream providers, see https://ngrok.com/docs/ai-gateway/guides/debugging", "retryable"],
  ["The model provider returned an error. Please retry.", "retryable"],
  ["The model provider returned an error: invalid api key", "fatal"],
  ["Streaming responses interrupted mid-transmission — connection closes without message_stop event", "retryable"],
  ["The model you've selected is experiencing a high volume of traffic. Try changing the model.", "retryable"],
  ["socket closed", "retryable"],
] as const);

providerTypes("classifyProviderError gives the spent budget in a relayed 402's text its type", [
  ['{"error": "Cost limit exceeded"} after 10 retries (HTTP 429)', "quota_exceeded"],
  ["Upstream request failed: Insufficient account funds", "quota_exceeded"],
] as const);

answers("extended: self-hosted and on-device overflows, filters, regions and engine faults (1.31.0, after batches 39 to 41)", [
  ["该模型的最大上下文长度为 1,048,565 个 token。 然而,你请求了 1,249,713 个 token", "context_overflow"],
  ["code: 400 - {'error': {'message': 'model max length exceeded, max length:8192'}}", "context_overflow"],
  ["The semantic model you provided is too large, surpassing the LLM context window.", "context_overflow"],
  ["RuntimeError: Prompt tokens (158051) cannot be greater than the model's max prompt length (2000)", "context_overflow"],
  ["Input length 617 longer than allowed 512", "context_overflow"],
  ["Completion failed: Context is full", "context_overflow"],
  ["Completion failed: Not enough context space", "context_overflow"],
  ["The model returned no content because the response was blocked by content filtering.", "fatal"],
  ['HTTP 429: {"error":{"message":"Model not available","type":"rate_limit_error","code":"ERROR_UNSUPPORTED_REGION"}} (reset after 4s)', "fatal"],
  ["HTTP status client error (451 Unavailable For Legal Reasons) for url (https://api.ngc.nvidia.com/v2/x)", "fatal"],
  ["POST /v1/messages → 500 (unhandled): No safetensors found in /models/x", "fatal"],
  ["You have reached your request limit for the hour", "retryable"],
  ["You're requesting generations too quickly. Please wait a moment and try again.", "retryable"],
  ["ValueError: MLLM inference failed due to an internal engine error", "retryable"],
  ["Connection to the generation stream failed. The server might be down or the Run ID is invalid.", "retryable"],
  ["出现错误：内部服务器错误", "retryable"],
  // Guards: a setting that names the context length is not an overflow; a daily request limit stays fatal.
  ["max_length must be set; the model context_length is 4096", "fatal"],
  ["You have reached your request limit for the day", "fatal"],
] as const);

answers("extended: spent allowances and billing prerequisites behind 5xx and 429 wording (1.32.0, after batches 42 to 44)", [
  ["GatewayInternalServerError: AI Gateway requires a valid credit card on file to service requests.", "fatal"],
  ["[ERROR] [chat fetch] Unhandled status from server:,429,quota exceeded", "fatal"],
  ["很抱歉，你的请求受速率限制。请等待 3 hours 5 minutes，然后重试。", "fatal"],
  // A wait of minutes, and a 429 without the quota, stay retryable.
  ["很抱歉，你的请求受速率限制。请等待 2 minutes，然后重试。", "retryable"],
  ["[ERROR] [chat fetch] Unhandled status from server:,429,too many requests", "retryable"],
  ["Internal Server Error: please try again", "retryable"],
] as const);
