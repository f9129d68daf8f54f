// The `extended` rule set on the wording families of 1.35.44 (issue 22):
// what blind batches 141 to 148 (collection S) taught it after their first
// score, each beside the guard that keeps a neighbouring answer. Earlier
// families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: spent allowances and balances (1.35.44)", [
  ["Error: All models failed to respond. API might be exhausted for today.", "fatal"],
  ["429 Account balance not enough", "fatal"],
  ['{"type":"error","error":{"type":"rate_limit_error","message":"{\\"type\\": \\"exceeded_limit\\", \\"resetsAt\\": 1733914800, \\"remaining\\": null, \\"perModelLimit\\": true}"}}', "fatal"],
  ["Error code: 402 - {'error': {'message': 'Prompt tokens limit exceeded: 2607 > 2449. To increase, visit https://openrouter.ai/settings/credits and upgrade to a paid account', 'code': 402}}", "fatal"],
  ["You have exceeded your GPU quota (46s left vs. 60s requested). Sign-up on Hugging Face to get more quotas or retry in 0:09:48.", "retryable"],
  // Guards: a per-minute rate limit, an overflow without a 402, a wait of an hour or more.
  ["Rate limit exceeded: 60 requests per minute. Try again in 12 seconds.", "retryable"],
  ["Prompt tokens limit exceeded: 2607 > 2449.", "context_overflow"],
  ["You have exceeded your GPU quota. Retry in 1:09:48.", "fatal"],
] as const);

answers("extended: crashed servers, streams and connections (1.35.44)", [
  ["llama-server died on startup; see /tmp/llamacpp_nanbeige4.2-3b.log", "retryable"],
  ["/Users/runner/work/llama.cpp/llama.cpp/ggml/src/ggml-metal.m:2324: fatal error", "retryable"],
  ["Error: Unknown agent error: APIError: Xunfei request failed with Sid: cht000b6936 code: 10012, msg: EngineInternalError:Unknow err", "retryable"],
  ["turn_failed: grok error: Stream closed without a response.completed or response.failed event", "retryable"],
  ["Response ended without a finish reason and may be incomplete.", "retryable"],
  ["there are connection issues, check server log", "retryable"],
  ["处理TTS文本失败: received 1000 (OK) non-exist session: 1e76; then sent 1000 (OK) non-exist session: 1e76, 类型: ConnectionClosedOK", "retryable"],
  ["AGENT_UNKNOWN_ERROR Unknown agent error: ReadError: (Details: query_error.json)", "retryable"],
  ['[FWD-003] Provider 请求失败: 上游 HTTP 400: {"detail":"Decode server is overloaded"}', "retryable"],
  // Guards: DashScope's InternalError.Algo.* is a 400; a ROS node's "process has died" names no
  // server; a websocket closed with 1007 carries an invalid request.
  ["400: <400> InternalError.Algo.InvalidParameter: Range of max_tokens should be [1, 8192]", "fatal"],
  ["[ERROR] [chatgpt-2]: process has died [pid 132666, exit code 1]", "fatal"],
  ["websockets.exceptions.ConnectionClosedError: received 1007 (invalid frame payload data) Precondition check failed.; then sent 1007 (invalid frame payload data) Precondition check failed.", "fatal"],
] as const);

answers("extended: malformed requests and catch-alls (1.35.44)", [
  ["Groq API error (413): message is too large", "context_overflow"],
  ["stream disconnected before completion: Tool names must be unique.", "fatal"],
  ['API Error: 400 {"type":"error","error":{"type":"api_error","message":"Invalid JSON payload received. Unknown name \\"propertyNames\\" at \'tools[0]\': Cannot find field."}}', "fatal"],
  ["There was an API error.  Please try again in a few minutes.", "fatal"],
  ["Ollama 调用失败,请稍后重试。", "fatal"],
  // Guards: a stream disconnect with no stated cause, and a wait of minutes after a real error.
  ["stream disconnected before completion: error sending request", "retryable"],
  ["Ollama 调用失败: connection refused,请稍后重试。", "retryable"],
] as const);

answers("extended: collection T's wordings (1.35.45)", [
  ["❌ [429 Too Many Requests] You exceeded your current quota\n\nQuota exceeded for metric:\n- generativelanguage.googleapis.com/generate_content_free_tier_requests\n\nModel: gemini-2.0-flash-exp\nRetry in: 52 seconds", "retryable"],
  ["Stream error: queue_exceeded", "retryable"],
  ["AI returned no data", "retryable"],
  ["connecting to wss://stream.supermaven.com/complete-link: IO error: failed to lookup address information: Try again", "retryable"],
  ["gemini_webapi.exceptions.APIError: Failed to generate contents (stream). Unknown API error code: 1097. This might be a temporary Google service issue.", "retryable"],
  ["I encountered a temporary issue. Please try again in a moment.", "fatal"],
  // Guards: a host that does not resolve, an auth error that calls itself maybe temporary,
  // and a daily quota with a wait.
  ["failed to lookup address information: Name or service not known", "fatal"],
  ["Authentication error · This may be a temporary network issue, please try again", "fatal"],
  ["Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0\nRetry in: 52 seconds", "fatal"],
] as const);
