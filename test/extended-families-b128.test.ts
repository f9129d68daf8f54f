// The `extended` rule set on the wording families of 1.35.38 onward (issue
// 22): what blind batches 128 to 135 taught it after their first score, each
// beside the guard that keeps a neighbouring answer. Earlier families are in
// extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: transport and DNS failures (1.35.38)", [
  ["HTTPSConnectionPool(host='api.unstructured.io', port = 443): Max retires exceeded with url: /general/v0/general (Caused by SSLEOFError(8, 'EOF occured in violation of protocol (_ssl.c:2427)')))", "retryable"],
  ["dial tcp: lookup api.openai.com on 127.0.0.53:53: read udp 127.0.0.1:40000->127.0.0.53:53: i/o timeout", "retryable"],
  ["Stream error: SSE stream error: Transport error: error decoding response body (origin: downstream) (4028)", "retryable"],
  ["Ollama offline", "retryable"],
  ["connection stalled", "retryable"],
  // Since 1.35.58 fatal (unknown): the second and third blind labels of the Japanese and Turkish
  // rows read ChatGPT's "error in message stream" as a UI message that names no cause.
  ["Error in message stream", "fatal"],
  ["メッセージ ストリームでエラーが発生しました", "fatal"],
  ["Failed to communicate with inference engine", "retryable"],
  ["ConnectError: [unavailable] Error", "retryable"],
  ["ConnectError: [deadline_exceeded] Agent Execution Timed Out", "retryable"],
  ["httpx.ConnectError: [Errno 111] Connection refused", "retryable"],
  // Guards: a host that does not exist and a certificate failure are
  // configuration faults; Connect-RPC's codes other than unavailable,
  // deadline_exceeded and internal are not connection errors.
  ["dial tcp: lookup api.openai.con: no such host", "fatal"],
  ["httpx.ConnectError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed", "fatal"],
  ["ConnectError: [resource_exhausted] Error", "fatal"],
  ["ConnectError: [unauthenticated] Error", "fatal"],
  ["Failed to log in: ConnectError: [permission_denied] api server wire error: an internal error occurred", "fatal"],
  ["Transport error: 401 Unauthorized", "fatal"],
] as const);

answers("extended: burst, concurrency and maintenance wordings (1.35.38)", [
  ["调用频率受限，请降低调用频率。", "retryable"],
  ["sua solicitação foi limitada por taxa. Aguarde 6 seconds antes de tentar novamente.", "retryable"],
  ["O Copilot demorou muito para se preparar. Tente novamente.", "retryable"],
  ["Copilot took too long to get ready. Please try again.", "retryable"],
  ["This request exceeds your quota limit of 200000 characters within a 5-minute interval.", "retryable"],
  ["Too many AI requests. Try again in 12s.", "retryable"],
  ["The AI provider's rate limit or quota exceeded", "retryable"],
  ["Only one message at a time", "retryable"],
  ["You can no longer send requests. Wait until the current operations are completed", "retryable"],
  ["メンテナンス中のためサービスを利用できません。", "retryable"],
  ["ChatGPT did not return any summaries", "retryable"],
  // Guards: a wait of hours after 'Aguarde' and a personal limit are
  // allowances; a per-minute limit worded the same way stays a burst.
  ["sua solicitação foi limitada por taxa. Aguarde 40 hours antes de tentar novamente.", "fatal"],
  ["You’ve reached your limit. Please try again later.", "fatal"],
  ["You have reached your limit of 20 requests per minute. Please try again later.", "retryable"],
  // A stated wait of seconds or minutes after it is a burst (1.35.41); a wait
  // of hours is an allowance.
  ["You have reached your limit. Try again in 30 seconds.", "retryable"],
  ["You’ve reached your limit. Retry after 45s.", "retryable"],
  ["You have reached your limit. Try again in 5 hours.", "fatal"],
  ["You exceeded your current quota, please check your plan and billing details.", "fatal"],
] as const);

answers("extended: overflows named by size, pages and session (1.35.38)", [
  ["Single text cannot exceed 8194 tokens. 8746 tokens given.", "context_overflow"],
  ["Session token limit reached. Please start a new conversation.", "context_overflow"],
  ["Document AI Error: 400 Document pages exceed the limit: 30 got 35", "context_overflow"],
  ["この会話は長さの上限に到達していますが、新しいチャットを始めて会話を続けることができます。", "context_overflow"],
  ["Esta conversación alcanzó su longitud máxima.", "context_overflow"],
  ["This conversation has reached its maximum length.", "context_overflow"],
  ["You passed 65537 input tokens and requested 0 output tokens. However, the model's context length is only 65536 tokens.", "context_overflow"],
  // Guard: an output parameter that fills the whole window by itself is
  // LABELS.md rule 6's exception.
  ["You passed 894 input characters and requested 4096 output tokens. However, the model's context length is only 4096 tokens, resulting in a maximum input length of 0 tokens (at most 0 characters). Please reduce the length of the input prompt.", "fatal"],
] as const);

answers("extended: misses of batches 136 to 138 (1.35.39, after reading them)", [
  ["hunyuan-lite 发生错误|Microsoft.SemanticKernel.KernelException: **HunYuan API doesn't return any data.**", "retryable"],
  ["there was an error on our side", "retryable"],
  ["Video render failed, we are looking into this issue. Video credits refunded. Contact Us", "retryable"],
  ["Text to long", "context_overflow"],
  ['{ "error_code": "audio_too_large", "message": "audio duration 130000 ms exceeds limit 120000 ms" }', "context_overflow"],
  ["Sorry, this conversation has reached its limit. Let's start a new chat.", "context_overflow"],
  ["mesaj akışında hata", "fatal"],
  ["Erro no fluxo de mensagens", "fatal"],
  ["pipeline-error-vapi-429-exceeded-quota", "fatal"],
  ['{"error":{"code":500,"message":"Cannot use tools with stream","type":"server_error"}}', "fatal"],
  ["Sorry, I encountered an error processing your request. Please try again later.", "fatal"],
  // Guards: a named failure before "try again later" stays retryable; a
  // long text is no overflow unless the whole message says so.
  ["Sorry, I encountered a timeout while processing your request. Please try again later.", "retryable"],
  ["Upload failed: the text to long-term memory could not be saved", "fatal"],
  ["pipeline-error-openai-429-rate-limit-reached", "retryable"],
] as const);

answers("extended: chat apps' own limit and incident wordings (1.35.40)", [
  ["You've reached our limit of messages per 24 hours. Please try again later.", "fatal"],
  ["Claude is currently experiencing a temporary service disruption. We're working on it, please check back soon.", "retryable"],
  ["Our team has been notified and is working on a fix.", "retryable"],
  // Guards: a per-hour limit is a burst; a catch-all on "our end" stays unknown.
  ["You've reached our limit of messages per hour. Please try again later.", "retryable"],
  ["Something went wrong on our end. Please try again later.", "fatal"],
] as const);

answers("extended: a stated wait of seconds or minutes after a quota or limit (1.35.43)", [
  ["Quota exceeded. Please try again in 30 seconds.", "retryable"],
  ["You have hit your request limit. Try again in 2 minutes.", "retryable"],
  // Guards: a wait of hours, a daily limit, and refused access that states a wait.
  ["Quota exceeded. Please try again in 3 hours.", "fatal"],
  ["You have hit your daily limit. Try again in 5 minutes.", "fatal"],
  ["Model access is denied due to IAM user or service role is not authorized. Try again after 5 minutes.", "fatal"],
  ["You exceeded your current quota, please check your plan and billing details.", "fatal"],
] as const);
