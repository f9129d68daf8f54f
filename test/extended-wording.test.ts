// The `extended` rule set on wording that is not one provider's message: the
// general words of LABELS.md's rules (test/fixtures/corpus/LABELS.md), the
// guards that keep fatal statements fatal around them, and the tier order
// that decides between a status and what the text says it is about.
import { describe, expect, it } from "vitest";
import { classifyError } from "error-classifier/extended";

/** A describe block: each message gets exactly its expected category. */
function answers(title: string, cases: readonly (readonly [string, string])[]): void {
  describe(title, () => {
    it.each(cases)("%s -> %s", (message, expected) => {
      expect(classifyError(message)).toBe(expected);
    });
  });
}

answers("extended: general wording of LABELS.md's rules, with its guards (1.13.0, 1.14.1)", [
  // A crash, out of memory while serving, an unhealthy or busy server: retryable.
  ["The model crashed without additional information", "retryable"],
  ["cog.server.exceptions.FatalWorkerException: Prediction failed. It might have run out of memory?", "retryable"],
  ["Inference server exited or unhealthy.", "retryable"],
  ["Service is busy, retrying in 2s...", "retryable"],
  ["RuntimeError: No available slot found for the model", "retryable"],
  ["Request dropped due to backpressure (num_queued_requests=1, max_queued_requests=1).", "retryable"],
  ["[API Error: request to https://cloudcode-pa.googleapis.com/v1internal:countTokens failed, reason: ]", "retryable"],
  // ...but not a client's own heap, nor a model that fails to load.
  ["FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", "fatal"],
  ["Error: model loading failed: no such file or directory", "fatal"],
  // A fatal statement inside a retryable status stays fatal.
  ["Error code: 500 - {'code': 20402, 'message': 'Model not found.'}", "fatal"],
  ["openai.error.RateLimitError: Your access was terminated due to violation of our policies", "fatal"],
  ["503 OPENAI_API_KEY is not set", "fatal"],
  ['429 {"type":"error","error":{"type":"rate_limit_error","message":"Extra usage is required for long context requests."}}', "fatal"],
  ["Error: Cloud Code Assist API error (429): Individual quota reached.\n Contact your administrator to enable overages", "fatal"],
  ["429 You have used up your free credits", "fatal"],
  // Context-window wording in other words.
  ["bedrock threw context window overflow error", "context_overflow"],
  ["Cannot process new request: Prompt length (5056) exceeds maximum sequence length (2048)", "context_overflow"],
  // 1.14.1: transport and capacity wording no corpus row has yet.
  ["Error 523: origin is unreachable", "retryable"],
  ["urllib3.exceptions.ProtocolError: ('Connection broken: IncompleteRead(0 bytes read)', IncompleteRead(0 bytes read))", "retryable"],
  ["An error occurred (ModelStreamErrorException) when calling the InvokeModelWithResponseStream operation", "retryable"],
  ["Too many concurrent requests", "retryable"],
  // Models warming up and pods not ready (this pattern alone decides each).
  ["The model is warming up, please try again in a few seconds", "retryable"],
  ["Model meta-llama/Llama-3-8B is currently warming up", "retryable"],
  ["Endpoint is not ready", "retryable"],
  ["pods are not ready", "retryable"],
  ["The message you submitted was too long, please reload the conversation and submit something shorter.", "context_overflow"],
] as const);

answers("extended: patterns that compare numbers (1.16.0 to 1.19.0)", [
  // LABELS.md rule 6: an output parameter as large as the window by itself is invalid_request.
  ["This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (568 in the messages, 6048 in the completion).", "fatal"],
  ["This model's maximum context length is 6048 tokens. However, you requested 6616 tokens (569 in the messages, 6047 in the completion).", "context_overflow"],
  ["400 This endpoint's maximum context length is 262144 tokens. However, you requested about 264433 tokens (188 of text input, 2101 of tool input, 262144 in the output).", "fatal"],
  ["This model's maximum context length is 4097 tokens. However, you requested 4196 tokens (100 in the messages, 4096 in the completion).", "context_overflow"],
  ["Request needs 67087 context tokens (34319 prompt + 32768 max generation), but MAX_KV_SIZE is 32768.", "fatal"],
  ["Request needs 36367 context tokens (34319 prompt + 2048 max generation), but MAX_KV_SIZE is 32768.", "context_overflow"],
  // 1.18.0: vLLM's "max_tokens is too large" compares the parameter with the window, literally.
  ["'max_tokens' or 'max_completion_tokens' is too large: 32768. This model's maximum context length is 32768 tokens and your request has 100 input tokens (32768 > 32768 - 100).", "fatal"],
  ["'max_tokens' or 'max_completion_tokens' is too large: 64000. This model's maximum context length is 64001 tokens and your request has 24235 input tokens (64000 > 64001 - 24235).", "context_overflow"],
  ["max_tokens is too large: 10000. This model supports at most 4096 completion tokens, whereas you provided 10000.", "fatal"],
  // 1.19.0: sglang's and llama-cpp-python's "… for the completion".
  ["Requested token count exceeds the model's maximum context length of 32768 tokens. You requested a total of 33768 tokens: 1000 tokens from the input messages and 32768 tokens for the completion. Please reduce the number of tokens in the input messages or the completion to fit within the limit.", "fatal"],
  ["Requested token count exceeds the model's maximum context length of 32768 tokens. You requested a total of 40000 tokens: 30000 tokens from the input messages and 10000 tokens for the completion. Please reduce the number of tokens in the input messages or the completion to fit within the limit.", "context_overflow"],
  ["This model's maximum context length is 4096 tokens, however you requested 5000 tokens (904 in your prompt; 4096 for the completion). Please reduce your prompt; or completion length.", "fatal"],
  ["This model's maximum context length is 4096 tokens, however you requested 5000 tokens (1000 in your prompt; 4000 for the completion). Please reduce your prompt; or completion length.", "context_overflow"],
  // 1.17.0: Anthropic's and TGI's sums.
  ["input length and `max_tokens` exceed context limit: 1000 + 200000 > 200000, decrease input length or `max_tokens` and try again", "fatal"],
  ["input length and `max_tokens` exceed context limit: 190000 + 20000 > 200000, decrease input length or `max_tokens` and try again", "context_overflow"],
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 10 `inputs` tokens and 4096 `max_new_tokens`", "fatal"],
  ["Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 3900 `inputs` tokens and 512 `max_new_tokens`", "context_overflow"],
  // A request larger than the whole per-minute budget never fits; one that fits waits.
  ["Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 12000, Requested 45000.", "context_overflow"],
  ["Rate limit reached for gpt-4o in organization org-abc on tokens per min (TPM): Limit 30000, Used 29000, Requested 4500.", "retryable"],
  // A stated wait of an hour or more is an allowance, in minutes too.
  ["Rate limit exceeded. Please try again in 90 minutes.", "fatal"],
  ["Rate limit exceeded. Please try again in 5 minutes.", "retryable"],
] as const);

answers("extended: what the text says outranks a bare status (1.15.0)", [
  // A proxy that relays an overflow or a per-minute quota as a 403.
  ["ERROR [agent] completion request failed, code: http_403 Forbidden, message: Context window exceeded: 306234 tokens exceeds the limit of 272000 tokens", "context_overflow"],
  ["403 Quota exceeded for quota metric 'Requests' and limit 'Requests per minute per user' of service 'generativelanguage.googleapis.com'", "retryable"],
  // A bare 401/403 stays fatal, also when transport words wrap it.
  ["403 Forbidden", "fatal"],
  ["Error: 401 Unauthorized: socket hang up", "fatal"],
  ["litellm.APIConnectionError: AccessDenied: fetch failed", "fatal"],
  // A bare resource_exhausted does not say what was exhausted (LABELS.md rule 8).
  ["Connect error resource_exhausted: Error", "fatal"],
  ["StatusCode.RESOURCE_EXHAUSTED: Resource has been exhausted (e.g. check quota).", "retryable"],
  // A local model that failed to start is retryable, unless the text gives a configuration cause.
  ["Model llama3.2-3b-instruct failed to start", "retryable"],
  ["Generation failed Failed to create model: Failed to start model", "retryable"],
  ["Failed to start model: Could not load engine llama-cpp", "fatal"],
  // A name lookup of localhost that fails is a broken configuration, not the network.
  ["Cannot connect to host localhost:11434 ssl:default [getaddrinfo failed]", "fatal"],
  ["[AI_NoTextGeneratedError: No text generated.]", "retryable"],
  // NotFoundError as a class name, not inside LocalEntryNotFoundError (a cache miss while offline).
  ["LocalEntryNotFoundError: Connection error, and we cannot find the requested files in the disk cache. Please try again or make sure your Internet connection is on.", "retryable"],
  ["openai.NotFoundError: Error code: 404 - upstream connect error", "fatal"],
  // Chromium's network errors, as Electron apps print them: transport is retryable,
  // a certificate or name fault is configuration even under "Failed to fetch".
  ["POST http://localhost:11434/api/chat net::ERR_CONNECTION_REFUSED", "retryable"],
  ["POST https://api.example.com/v1/chat/completions net::ERR_CERT_AUTHORITY_INVALID\nTypeError: Failed to fetch", "fatal"],
] as const);

answers("extended: template round 9 (1.18.0)", [
  // A transient note appended to a fatal statement does not make it retryable.
  ["Sorry, no response was returned.\n\nNote: GitHub is currently experiencing minor service disruptions.", "retryable"],
  ["You have exhausted your premium model quota. Note: GitHub is currently experiencing minor service disruptions.", "fatal"],
  ["Sorry, the response was filtered by the Responsible AI Service. Note: GitHub is currently experiencing a service outage.", "fatal"],
  ["500 Internal Server Error: model 'llama3:70b' not found", "fatal"],
  // Capacity of a serving pool comes back; a missing model does not.
  ["No workers are available", "retryable"],
  ["No models are available", "fatal"],
  // Transport in other languages' words; a bad URL or an unresolvable host is configuration (rule 5).
  ["error sending request for url (https://api.openai.com/v1/chat/completions): error trying to connect: tcp connect error: Connection refused (os error 111)", "retryable"],
  ["error sending request for url (api.openai.com/v1/chat/completions): error trying to connect: invalid URL, scheme is not http", "fatal"],
  ["io.grpc.StatusRuntimeException: UNAVAILABLE: Unable to resolve host api.example.internal", "fatal"],
  ["peer closed connection without sending complete message body (incomplete chunked read)", "retryable"],
  // Size caps of a request body or a message are overflows (rule 6).
  ["grpc: received message larger than max (5242880 vs. 4194304)", "context_overflow"],
  ["ValidationException: 1 validation error detected: Value at 'body' failed to satisfy constraint: Member must have length less than or equal to 25000000", "context_overflow"],
  ["Exceed max_input_tokens limit", "context_overflow"],
] as const);

answers("extended: runtimes read exhaustively, round 10 (1.19.0)", [
  // A runner that died is retryable, unless the text names a cause that waiting cannot fix.
  ["llama-server process has terminated: exit status 2", "retryable"],
  ["llama runner process has terminated: error: 'gemma3'\nYour current version of Ollama doesn't support this model architecture. Consider upgrading.", "fatal"],
  ["llama-server process has terminated: exit status 1: error loading model: llama_model_loader: failed to load model from /models/blobs/sha256-667b", "fatal"],
  // llama-server sends client faults as HTTP 500; the text decides.
  ["{\"error\":{\"code\":500,\"message\":\"tools param requires --jinja flag\",\"type\":\"server_error\"}}", "fatal"],
  ["{\"error\":{\"code\":500,\"message\":\"[json.exception.type_error.302] type must be string, but is number\",\"type\":\"server_error\"}}", "fatal"],
  ["Failed to fetch media from URL: HTTP 404 error (parameter=image_url, value=https://example.com/cat.png)", "fatal"],
  ["RuntimeError: Engine loop has died", "retryable"],
  ["internal error happened, status code ResponseType.INPUT_LENGTH_ERROR", "context_overflow"],
] as const);

answers("extended: round 11 and a daily allowance told by its date (1.20.0)", [
  // Cody Gateway's limits run a day by default: an absolute retry date is an allowance.
  ["Sourcegraph Cody Gateway: unexpected status code 429: you have exceeded the rate limit of 10 requests. Retry after 2023-12-15 14:36:37 +0000 UTC", "fatal"],
  ["You have exceeded the rate limit of 60 requests per minute", "retryable"],
  // tabbyAPI and LightLLM carry the output parameter beside the window: an overflow only when it is below the window.
  ["Request length 7900 + 512 is greater than max_seq_len 8192", "context_overflow"],
  ["Request length 100 + 8192 is greater than max_seq_len 8192", "fatal"],
  ["the input prompt token len 303876 + max_new_tokens 32000 > 262144", "context_overflow"],
  ["the input prompt token len 1000 + max_new_tokens 262144 > 262144", "fatal"],
  ["max_length (131072) cannot be greater than model context_length (4096)", "fatal"],
  // Transport as Bun, undici and Node print it; a failed name lookup stays a configuration fault.
  ['HTTP2StreamReset fetching "https://api.anthropic.com/v1/messages". For more information, pass `verbose: true` in the second argument to fetch()', "retryable"],
  ['DNSResolutionFailed fetching "https://api.anthropic.com/v1/messages". For more information, pass `verbose: true` in the second argument to fetch()', "fatal"],
  ["Stream closed with error code NGHTTP2_REFUSED_STREAM", "retryable"],
  ["connect EHOSTDOWN 192.168.1.20:11434", "retryable"],
  // A fatal statement wrapped in a connection error or a 5xx stays fatal; a wrapped transient one stays retryable.
  ['litellm.APIConnectionError: OllamaException - {"error":"model \\"qwen2.5-coder:32b\\" not found, try pulling it first"}', "fatal"],
  ["Failed after 3 attempts. Last error: litellm.APIConnectionError: OpenAIException - Invalid or missing authorization token", "fatal"],
  ['{"object":"error","message":"Service tier capacity exceeded for this model.","type":"invalid_request_error","param":null,"code":null}', "retryable"],
  // Clients' own words for a context that is full, an app that cannot reach its server, credits that ran out.
  ["This request needed 9120 tokens, but the model’s context window holds only 8192.", "context_overflow"],
  ["Mandatory prompts exceed the context size.", "context_overflow"],
  ["Your Ollama instance could not be reached or is not responding.", "retryable"],
  ["Encountered an error while processing your request. Check you have credits available on your OpenAI account.", "fatal"],
  ["Request quota exceeded for model gpt-4: 100/100 requests in 7d window", "fatal"],
  ["Token quota exceeded for all models: 50210/50000 tokens in 5m window", "retryable"],
] as const);

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
