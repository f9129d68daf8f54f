// The `extended` rule set on the wording families of 1.22.0 (issue 22): what
// blind batch 22 and the providers' and gateways' sources taught it, with the
// guards that keep the neighbouring answers; the general words of LABELS.md's
// rules are in extended-wording.test.ts, earlier rounds in extended-rounds.
import { answers } from "./support/extended-answers.js";

answers("extended: wording families behind blind batch 22 (1.22.0)", [
  // Overflows as local servers and relays word them.
  ["Cannot truncate prompt with n_keep (15028) >= n_ctx (7424)", "context_overflow"],
  ["Prompt has 5,958,968 tokens, but the configured context size is 256,000 tokens", "context_overflow"],
  ["Error: Request failed: Bad request (400): Prompt has 49231 tokens...", "context_overflow"],
  ["exceeded request buffer limit while retrying upstream", "context_overflow"],
  ["Error: 413 <!DOCTYPE html><html><head><title>Request rejected</title></head></html>", "context_overflow"],
  ["Error code: 413", "context_overflow"],
  ["number of input tokens (204703) has exceeded max_prompt_tokens (202752) limit.", "context_overflow"],
  ["Слишком длинный запрос: 121692 токенов входа при пределе 46112 на этом тарифе.", "context_overflow"],
  // vLLM's newer wording and TGI's output parameter alone: rule 6's exception when the output fills the window.
  ["This model's maximum context length is 65536 tokens. However, you requested 1000 output tokens and your prompt contains at least 65000 input tokens, for a total of at least 66000 tokens.", "context_overflow"],
  ["This model's maximum context length is 65536 tokens. However, you requested 65536 output tokens and your prompt contains 77409 characters (more than 0 characters, which is the upper bound for 0 input tokens).", "fatal"],
  ["Input validation error: `max_new_tokens` must be <= 192. Given: 500", "fatal"],
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 8192. Given: 8000 `inputs` tokens and 1000 `max_new_tokens`", "context_overflow"],
  // Streams cut short, credentials cooling down, empty replies and crashed engines are retryable.
  ['{"error":{"message":"terminated","type":"stream_error","code":"stream_terminated"}}', "retryable"],
  ['data: {"error":{"code":"stream_read_error","message":"stream_read_error","type":"upstream_error"}}', "retryable"],
  ["All credentials for model gemini-3-pro are cooling down via provider antigravity", "retryable"],
  ["LLM returned invalid response (type=ChatCompletion): ChatCompletion(id=None, choices=None, created=None)", "retryable"],
  ["Error in iterating prediction stream: Exception: Encountered fatal exception in the backend generation thread", "retryable"],
  ["You've hit your global rate limit. Please upgrade your plan or wait for your limit to reset.", "retryable"],
  ["WARN: 检测到配额耗尽 (QUOTA_EXHAUSTED)，第3次连续失败，锁定 30分钟", "retryable"],
  ["WARN: 检测到配额耗尽 (QUOTA_EXHAUSTED)，锁定 120分钟", "fatal"],
  // A gateway's bare "Upstream request failed" does not say why (sub2api writes it for statuses other than 5xx and 429).
  ['data: {"type":"error","error":{"type":"upstream_error","message":"Upstream request failed"}}', "fatal"],
  ['{"error": {"message": "Upstream request failed", "type": "upstream_error", "code": 502}}', "retryable"],
  ["Upstream request failed after retries: dial tcp 10.0.0.2:443: i/o timeout", "retryable"],
  ["Could not reach the AI provider. The upstream request failed.", "retryable"],
  // A statement inside a connection wrapper decides.
  ["Unable to connect to n8n's AI service (Unexpected token 'S', \"Something \"... is not valid JSON)", "fatal"],
  ['API Error: 400 {"error":{"message":"messages.1.content.0: Invalid `signature` in `thinking` block"}} Connection error.', "fatal"],
  // Gemini's free-tier request allowance of 100 or more is a day's, whatever wait follows; a per-minute one is a burst.
  ["You exceeded your current quota. * Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 500, model: gemini-3.1-flash-lite\nPlease retry in 39.8s.", "fatal"],
  ["You exceeded your current quota. * Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 10, model: gemini-2.5-flash\nPlease retry in 39.8s.", "retryable"],
] as const);

answers("extended: more families read for issue 22 (1.22.0)", [
  ['{"errors":[{"message":"AiError: AiError: Capacity temporarily exceeded, please try again. (abc)","code":3040}],"success":false}', "retryable"],
  ["RequestLimitExceeded: 请求的次数超过了频率限制。", "retryable"],
  ['{"error":{"message":"upstream error: do request failed","type":"upstream_error","code":"do_request_failed"}}', "retryable"],
  ["Model loading aborted due to insufficient system resources. Overloading the system will likely cause it to freeze.", "fatal"],
  ["srv  send_error: task id = 0, error: Input prompt is too big compared to KV size. Please try increasing KV size.", "context_overflow"],
] as const);

answers("extended: a limit with a wait of seconds (1.22.0)", [
  ["HTTP 503 【网关调度受限】 调度详情: All accounts limited. Wait 16s.", "retryable"],
  ["All accounts limited. Wait 16s.", "retryable"],
  ["Daily limit reached. Wait 16s.", "fatal"],
] as const);

answers("extended: credential and model statements outrank a wrapper's words (1.22.0)", [
  ["litellm.APIConnectionError: A new access token could not be retrieved because the refresh token is invalid.", "fatal"],
  ["Error: 500 Internal Server Error: Claude session expired. Run claude /login to re-authenticate.", "fatal"],
  ["Connection error: Your session has expired. Please log in again.", "fatal"],
  ["upstream error 502: This API key has been deactivated", "fatal"],
  ["litellm.APIConnectionError: Unknown model: gpt-9", "fatal"],
  ["Connection error: Invalid Authentication", "fatal"],
  ["Error: 500 Internal Server Error: Model Not Exist", "fatal"],
  ["upstream error 502: No endpoints found for x-ai/grok-9.", "fatal"],
  // A transient statement beside them still decides.
  ["Failed to refresh token: connect ETIMEDOUT 1.2.3.4:443", "retryable"],
] as const);

answers("extended: request-validation statements outrank a wrapper's words (1.22.0)", [
  ["litellm.APIConnectionError: This model does not support image input", "fatal"],
  ["Error: 500 Internal Server Error: Unsupported parameter: 'temperature' is not supported with this model.", "fatal"],
  ["upstream error 502: messages: Field required", "fatal"],
  ["Connection error: Extra inputs are not permitted", "fatal"],
  ["Max retries exceeded: Invalid value for reasoning_effort", "fatal"],
  ["Error: 500 Internal Server Error: tool_use ids were found without tool_result blocks immediately after", "fatal"],
  ["Connection error: Your request was flagged by our content moderation system.", "fatal"],
  ["upstream error 502: Model is not available in your region", "fatal"],
  // Words about the transport stay with the wrapper.
  ["HTTP/2 is not supported by the proxy: connection reset", "retryable"],
  ["Error: 502 Bad Gateway - upstream does not support keep-alive", "retryable"],
] as const);

answers("extended: more transient wordings (1.22.0)", [
  ["Max concurrent requests reached", "retryable"],
  ["SlowDown: Please slow down", "retryable"],
  ["request rate too high", "retryable"],
  ["RPM exceeded", "retryable"],
  ["The service is under heavy load", "retryable"],
  ["Backend Error", "retryable"],
  ["h2 stream reset", "retryable"],
  ["received empty response", "retryable"],
  ["EOF", "retryable"],
] as const);

answers("extended: more overflow wordings (1.22.0)", [
  ["Please reduce the length of the prompt", "context_overflow"],
  ["Please shorten your input and try again", "context_overflow"],
  ["request too big", "context_overflow"],
  ["client intended to send too large body: 10485760 bytes", "context_overflow"],
  ["Error: HTTP 413 Content Too Large", "context_overflow"],
  // The output parameter against max_model_len stays rule 6's exception.
  ["max_tokens=40000cannot be greater than max_model_len=max_total_tokens=32768. Please request fewer output tokens.", "fatal"],
] as const);

answers("extended: exhausted allowances inside 429s and rate-limit lines stay fatal (1.22.0)", [
  ["429 Too Many Requests: You do not have enough credits", "fatal"],
  ["Rate limit exceeded: quota exhausted", "fatal"],
  ["429 Too Many Requests: Credit limit reached", "fatal"],
  ["Error 503: Your payment method was declined", "fatal"],
  ["429 Too Many Requests: Insufficient account balance", "fatal"],
  ["Rate limit exceeded: You have exceeded your premium request allowance", "fatal"],
  ["429 Too Many Requests: You are out of requests for today", "fatal"],
  ["429 Too Many Requests: 用量已用完", "fatal"],
  // A stated wait of seconds or minutes still makes quota wording a burst (rule 1).
  ["429 RESOURCE_EXHAUSTED: QUOTA_EXHAUSTED. Please retry in 12s.", "retryable"],
] as const);

answers("extended: NVIDIA NIM's degraded function, sent as 400 (1.22.0)", [
  ['[nvidia/minimaxai/minimax-m3] [400]: {"status":400,"title":"Bad Request","detail":"Function id \'87ea\': DEGRADED function cannot be invoked"}', "retryable"],
  ['{"status":404,"title":"Not Found","detail":"Function \'23d4\': Not found for account \'Qawm\'"}', "fatal"],
] as const);

answers("extended: Chinese wordings of overload, throttling, overflow and long waits (1.22.0)", [
  ["服务暂时不可用，请稍后再试", "retryable"],
  ["连接被重置", "retryable"],
  ["模型过载", "retryable"],
  ["触发限流，请稍后重试", "retryable"],
  ["流式响应中断", "retryable"],
  ["对话上下文超限", "context_overflow"],
  ["上下文过大，已进行多次自动总结但上下文大小仍超出限制。", "context_overflow"],
  ["Prompt is 11543 tokens but the model context window is 4096 tokens.", "context_overflow"],
  ["Subagent failed: latest model input item exceeds configured context budget; reduce the request or tool output size", "context_overflow"],
  // A wait of hours or days is an allowance, throttled or not (rule 2).
  ["账号被限流，5小时后恢复", "fatal"],
  ["已达到每日额度上限", "fatal"],
] as const);

answers("extended: transport failures in Ruby, Rust, Go and gRPC clients (1.22.0)", [
  ["Faraday::ConnectionFailed: Failed to open TCP connection to api.openai.com:443 (Connection reset by peer)", "retryable"],
  ["reqwest::Error { kind: Request, source: hyper::Error(IncompleteMessage) }", "retryable"],
  ["io error: unexpected end of file", "retryable"],
  ["local error: tls: bad record MAC", "retryable"],
  ["grpc: the client connection is closing", "retryable"],
  // A name that does not resolve stays a configuration fault.
  ["Faraday::ConnectionFailed: Failed to open TCP connection to api.example.invalid:443 (getaddrinfo: Name or service not known)", "fatal"],
] as const);

answers("extended: streams that stall or end short (1.22.0)", [
  ["Error calling LLM: stream stalled for more than 90 seconds", "retryable"],
  ["OpenCode Go stream stalled for 2m 0s without new data.", "retryable"],
  ["Request cancelled due to a stalled stream", "retryable"],
  ["The stream was idle for too long", "retryable"],
  ["Received incomplete response from server", "retryable"],
  ["Invalid stream: no finish reason", "retryable"],
] as const);

answers("extended: gateways' snake_case codes (1.22.0)", [
  ['{"error":{"code":"too_many_requests","message":"slow"}}', "retryable"],
  ['{"error":{"code":"upstream_unavailable"}}', "retryable"],
  ["The upstream is temporarily unavailable", "retryable"],
] as const);
