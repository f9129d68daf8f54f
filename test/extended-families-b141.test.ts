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
  // Since 1.35.57 retryable: the second and third blind labels of this row call it server_error.
  ["There was an API error.  Please try again in a few minutes.", "retryable"],
  ["There was an error. Please try again in a few minutes.", "fatal"],
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
  // Since 1.35.57 retryable: the second and third blind labels call an issue the text calls temporary server_error.
  ["I encountered a temporary issue. Please try again in a moment.", "retryable"],
  ["I encountered an issue. Please try again in a moment.", "fatal"],
  // Guards: a host that does not resolve, an auth error that calls itself maybe temporary,
  // and a daily quota with a wait.
  ["failed to lookup address information: Name or service not known", "fatal"],
  ["Authentication error · This may be a temporary network issue, please try again", "fatal"],
  ["Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0\nRetry in: 52 seconds", "fatal"],
] as const);

// 1.35.48: what blind batches 153 to 160 (collection U) taught it after their first score.
answers("extended: templates, adapters, DNS and relays that a retry cannot fix (1.35.48)", [
  ["ChatGPT API error: This model's maximum context length is 16,385 tokens, but you requested 19,640 tokens (3,255 in messages and 16,385 in completion). Please reduce the length of messages or completion.", "fatal"],
  ["[Gemini translation unavailable. Please check your API key.]", "fatal"],
  ['litellm.InternalServerError: Hosted_vllmException - {"error":{"code":500,"message":"Error: Jinja Exception: Conversation roles must alternate user/assistant/user/assistant/...","type":"server_error"}}', "fatal"],
  ["Server error: No valid adapter config file found: tried None and None", "fatal"],
  ["#error {:type java.net.ConnectException :via [{:type java.nio.channels.UnresolvedAddressException :message nil}]}", "fatal"],
  ["由于未使用流式响应导致超时，请务必使用流式响应以避免再次出现这种情况！", "fatal"],
  ["litellm.APIConnectionError: APIConnectionError: ChatgptException - Unknown items in responses API response: []", "fatal"],
  // Guards: a completion below the window is an overflow; an API-key hint that goes on to the
  // network is a connection failure; a plain relay timeout is transient.
  ["This model's maximum context length is 16,385 tokens, but you requested 19,640 tokens (15,000 in messages and 4,640 in completion).", "context_overflow"],
  ["Error: Failed to connect to LLM. Please check your API key and network connection.", "retryable"],
  ["上游接口响应超时", "retryable"],
] as const);

answers("extended: empty replies, cooldowns and gateway pages (1.35.48)", [
  ["Quota exceeded, waiting 1 minute...", "retryable"],
  ["LLM call failed after retries: fallback: all 2 candidates failed:\n  [1] openrouter/openai/gpt-5.4: skipped (cooldown)\n  [2] openrouter/auto: skipped (cooldown)", "retryable"],
  ["API返回异常：模型没有回复任何消息。", "retryable"],
  ["ERROR: No parts in Gemini response", "retryable"],
  ['PluginInvokeError: {"args":{},"error_type":"Exception","message":"invocation exited without response"}', "retryable"],
  ["O assistente está temporariamente indisponível.", "retryable"],
  ["Failed to load resource: the server responded with a status of 504 ()\nFailed to parse response: SyntaxError: Unexpected token 'A', \"An error o\"... is not valid JSON", "retryable"],
  // Since 1.35.56, fatal again: collection U's second and third blind labels call them unknown
  // and parsing (the rows carry those labels now).
  ["Training failed.\nCog: Got error trying to upload output files", "fatal"],
  ["indexingError=Expected 70 embedding vectors for this batch of chunks, but got 1 from cohere.embed-english-v3", "fatal"],
  ["Exception: Error from AI package: Exception: Failed to generate the image in the server", "fatal"],
  // Guards: a 500 page beside a parse failure, and a wait of an hour after a quota.
  ["Failed to parse response: SyntaxError: Unexpected token 'A', \"An error o\"... is not valid JSON", "fatal"],
  ["Quota exceeded, waiting 60 minutes...", "fatal"],
] as const);

// 1.35.49: what blind batches 161 to 164 (collection V) taught it after their first score.
answers("extended: wrapped request faults, a catch-all and a summarizer's overflow (1.35.49)", [
  ["**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\n\n(text input must of type `str` (single example), `List[str]` (batch or single pretokenized example) or `List[List[str]]` (batch of pretokenized examples).)", "fatal"],
  ["stream disconnected before completion: Compaction continuation requires one current native environment claim", "fatal"],
  ["AI generation failed, please try again later.", "fatal"],
  ["Too much text for the summarizer to summarize. Please try reducing the number of search results to summarize.", "context_overflow"],
  // Guards: the banner around a read timeout, a generation failure that says more, and a plain
  // stream disconnect.
  ["NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(error_code: 50003, HTTPConnectionPool(host='localhost', port=21002): Read timed out.)", "retryable"],
  ["Generation failed\nTimeout 4 minutes\nPlease try again later", "retryable"],
  ["stream disconnected before completion: error sending request for url", "retryable"],
] as const);

// 1.35.50: what blind batches 165 to 170 (collection W) taught it after their first score.
answers("extended: empty replies, high demand, headers and device logins (1.35.50)", [
  ["Invalid API response (retry 1/3): response.content is empty | Provider: model=claude-sonnet-4-6", "retryable"],
  ["model output must contain either output text or tool calls", "retryable"],
  ["We're experiencing high demand for the selected model right now. Please upgrade to Pro, switch to the 'default' model, another model, or try again in a few moments.", "retryable"],
  ["litellm.APIConnectionError: OllamaException - Illegal header value b'Bearer '", "fatal"],
  ["nous device-code poll failed (session=Kwm2): Timed out waiting for device authorization", "fatal"],
  // Guards: an upgrade offer without a burst, a request whose content is empty, a plain timeout.
  ["You've hit the limit for your plan. Please upgrade to Pro to continue.", "fatal"],
  ["invalid params, chat content is empty (2013)", "fatal"],
  ["Timed out waiting for response from the model", "retryable"],
] as const);

// 1.35.51: what blind batches 177 to 182 (collection Y) taught it after their first score.
answers("extended: voice and streaming APIs' busy and burst codes (1.35.51)", [
  ["system_busy", "retryable"],
  ["Client sent audio too fast", "retryable"],
  ["Temporary server condition forced blocking client's request", "retryable"],
  ["Service maximum agent instances reached", "retryable"],
  // Guard: ElevenLabs' character cap, labelled invalid_request in blind batch 137.
  ['"detail": {\n    "status": "max_character_limit_exceeded",\n    "message": "This request\'s text has 627 characters and exceeds the character limit of 333 characters for non signed in accounts."\n}', "fatal"],
] as const);
