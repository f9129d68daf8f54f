// The `extended` rule set on the wording families of 1.34.7 onward (issue 22):
// what blind batches 58 to 70 taught it (and the localized wordings written
// before batches 62 to 66 were gathered), each beside the guard that keeps a
// neighbouring answer. Earlier families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: a client not signed in and three prompt overflows (1.34.7, after batches 58, 59 and 61)", [
  ["与OpenAI通信异常，请稍后重试：Error: Not signed in", "fatal"],
  ["Error: Failed to fetch a lazy token", "fatal"],
  ["{\"error\":{\"message\":\"User input tokens exceeds 200000 tokens.\",\"type\":\"too_many_prompt_tokens\",\"code\":400}}", "context_overflow"],
  ["{\"message\":\"The model returned the following errors: Input Tokens Exceeded: Number of input tokens exceeds maximum length. Please update the input to try again.\"}", "context_overflow"],
  ["Error migrating document: Token limit reached. Token limit is 8192, but the current conversation has 9100 tokens.", "context_overflow"],
  // Guards: a bare "Failed to fetch" stays retryable; a Chinese "try again later" alone stays retryable.
  ["TypeError: Failed to fetch", "retryable"],
  ["与OpenAI通信异常，请稍后重试", "retryable"],
] as const);

answers("extended: localized rate limits and timeouts, Copilot's and Qianfan's overflows (1.34.8, before batches 62 to 66)", [
  ["Превышен лимит запросов OpenRouter (429 Rate Limit)", "retryable"],
  ["APIレート制限を超えました。しばらく待ってから再試行してください", "retryable"],
  ["요청 한도를 초과했습니다", "retryable"],
  ["Se ha superado el límite de solicitudes", "retryable"],
  ["Limite de requisições excedido", "retryable"],
  ["Erreur avec Groq : délai d'attente dépassé.", "retryable"],
  ["İstek zaman aşımına uğradı", "retryable"],
  ["Hết thời gian chờ", "retryable"],
  ["{\"error\":{\"code\":\"model_max_prompt_tokens_exceeded\"}}", "context_overflow"],
  ["{\"error_code\":336007,\"error_msg\":\"the max length of current question is 4800\"}", "context_overflow"],
  // Guards: a per-day window stays fatal in each form; a session that ran out is not a timeout.
  ["Ты превысил лимит бесплатных запросов на сегодня. Попробуй завтра или свяжись с владельцем бота.", "fatal"],
  ["Достигнут лимит ИИ-запросов на сегодня", "fatal"],
  ["1日のレート制限を超えました", "fatal"],
  ["Se ha superado el límite diario de solicitudes", "fatal"],
  ["Token sesi waktu habis, silakan login kembali", "fatal"],
] as const);

answers("extended: misses of batches 39, 58, 59 and 61 (1.34.8, after reading them)", [
  ["Requests taking longer than one minute on the instance are cancelled.", "retryable"],
  ["No reply was generated for this message. This is usually a temporary model failure - please try again.", "retryable"],
  ["Open AI Server Error", "retryable"],
  ["Too many tokens. It is an internal error, please report it. Also try to truncate your input. Sometimes it may help", "context_overflow"],
  ["invalid_value · invalid_request_error · Error while downloading file. Upstream status code: 407.", "fatal"],
  // Guards: a provider's server error still yields to a statement; a timed-out download stays retryable.
  ["OpenAI server error: Incorrect API key provided", "fatal"],
  ["Error while downloading file. Upstream status code: 408.", "retryable"],
] as const);

answers("extended: misses of batches 62 and 65 (1.34.9, after reading them)", [
  ["Error: availableContext 843 is less than FLOOR_OUTPUT_TOKENS 3000", "context_overflow"],
  ["Client disconnected. Stopping generation...", "retryable"],
  ["error reverse proxying request; sockstat: sockets: used 36", "retryable"],
  ["Failed to probe clusterIP 172.20.30.59:80", "retryable"],
  ["2025-03-18 10:25:33,995 - __main__ - WARNING - Attempt 108: Please wait for sglang server to become ready...", "retryable"],
  ["{\"error\":{\"code\":503,\"message\":\"httproute: aibrix-system/qwen3-4b-router, route's object references are not resolved: BackendNotFound.\"}}", "fatal"],
  // Guards: a disconnected client behind a spent quota stays fatal; a server not ready behind a bad key stays fatal.
  ["Client disconnected: insufficient_quota", "fatal"],
  ["waiting for the vllm server to become ready: 401 Unauthorized", "fatal"],
] as const);

answers("extended: misses of batches 67 to 70 (1.34.10, after reading them)", [
  ["stream disconnected before completion: Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code, Kilo Code, etc.", "fatal"],
  ["The request was blocked by security policy. Please retry later or contact support.", "fatal"],
  ["The request is resulting in too much data to handle, please evaluate the amount of data being returned by your actions.", "context_overflow"],
  ["Request failed with error: Transport(reqwest::Error { kind: Decode, source: hyper::Error(Body, Error { kind: Io(Kind(AddrNotAvailable)) }) })", "retryable"],
  ["provider returned zero tokens with unknown finish reason - possible API failure", "retryable"],
  ["sse error: LLM model response empty", "retryable"],
  ["The number of enqueued tokens has surpassed the configured limit of 30K for the deployment 'gpt-4.1-batch'.", "retryable"],
  ["Сервер ИИ не отвечает.", "retryable"],
  // Guards: a cancelled call stays fatal (a template's judgement); an empty response behind a bad key stays fatal.
  ["499 The operation was cancelled. []", "fatal"],
  ["LLM model response empty: 401 invalid api key", "fatal"],
] as const);

answers("extended: known texts of the channels of batches 71 to 75 (1.34.11, before gathering them)", [
  ["Error: Failed to connect to MCP server: spawn npx ENOENT", "fatal"],
  ["Error: MCP error -32603: Internal error: Sampling not supported", "fatal"],
  ["com.google.firebase.ai.type.ServiceConnectionException: Something went wrong while trying to connect to the server.", "retryable"],
  ["Error: The AI was unable to generate a response in time. Please try again.", "retryable"],
  // Guards: a missing executable behind a retry wrapper stays fatal; a connection failure behind a bad key stays fatal.
  ["Max retries exceeded: spawn uvx ENOENT", "fatal"],
  ["ServiceConnectionException: 401 Unauthorized", "fatal"],
] as const);

answers("extended: misses of batches 71 to 76 (1.34.12, after reading them)", [
  ["You passed 65537 input tokens and requested 0 output tokens.", "context_overflow"],
  ["Reason: Request Failed: 413 {\"error\":{\"message\":\"failed to parse request\",\"code\":\"\"}}", "context_overflow"],
  ["Model returned empty response after all retries due to context size", "context_overflow"],
  ["CAPIError: 429 — Maximum LLM invocations exceeded (50 / 50)", "fatal"],
  ["Error: 429 {\"type\":\"error\",\"error\":{\"type\":\"rate_limit_error\",\"message\":\"Usage credits are required for long context requests.\"}}", "fatal"],
  ["Reason: Request Failed: 400 {\"error\":{\"message\":\"no endpoints available for this model under your current plan and policies\",\"code\":\"no_available_model_endpoints\"}}", "fatal"],
  ["litellm.ServiceUnavailableError: litellm.BadRequestError: Vertex_ai_betaException BadRequestError - {\"error\": {\"code\": 400, \"status\": \"INVALID_ARGUMENT\"}}", "fatal"],
  ["Fetch failed with status 404 body {\"message\": \"Not Found\"} {url: \"/copilot_internal/v2/token\"", "fatal"],
  ["ACP error: Internal error: API Error: Claude Code is unable to respond to this\nrequest, which appears to violate our Usage Policy", "fatal"],
  ["Model worker crashed: Lama.cpp failed fetching chat template: the model has no meta val - returned code -1", "fatal"],
  ["openai.error.APIConnectionError: Error communicating with OpenAI: Please check proxy URL. It is malformed and could be missing the host.", "fatal"],
  ["Reason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_FAILED.", "retryable"],
  ["Failed to request message, please check your network.", "retryable"],
  ["响应聊天信息时发生错误：java.net.ConnectException", "retryable"],
  ["请求过多，请放慢速度", "retryable"],
  ["no AI workers available to process request", "retryable"],
  ["Invocation failed: An error occurred (RuntimeClientError) when calling the InvokeAgentRuntime operation: Runtime initialization time exceeded.", "retryable"],
  ["Failed to get response: empty response", "retryable"],
  ["call AI error Error: empty content", "retryable"],
  // Guards: a malformed request about empty content stays fatal; a DNS failure stays fatal; a plan refusal behind a 503 stays fatal.
  ["messages.1: all messages must have non-empty content", "fatal"],
  ["java.net.UnknownHostException: api.openai.com", "fatal"],
  ["503 Service Unavailable: no endpoints available for this model under your current plan and policies", "fatal"],
  ["Too many requests under your current plan. Please retry in 5s.", "retryable"],
] as const);

answers("extended: an app's catch-all with only 'try again later' is unknown (1.35.0, LABELS.md rule 8)", [
  ["Something went wrong. Please try again later.", "fatal"],
  ["Oops! Something went wrong on our end. Please try again later", "fatal"],
  ["Error: I think there are something went wrong. Please try again later!", "fatal"],
  ["Unknown system error, please try again later.", "fatal"],
  ["I'm sorry, I'm having trouble right now. Please try again later.", "fatal"],
  ["出错了，请稍后再试；如果您是管理员，请检查日志。", "fatal"],
  // Guards: a status, a cause or a wrapper before the catch-all still decides; Copilot's wording is labelled both ways and stays retryable.
  ["503 Service Unavailable: Something went wrong. Please try again later.", "retryable"],
  ["The model is overloaded. Please try again later.", "retryable"],
  ["An error occurred while processing your request. Please try again later.", "retryable"],
  ["上游服务器繁忙，请稍后再试", "retryable"],
] as const);

answers("extended: misses of batches 77 to 80 (1.35.1, after reading them)", [
  ["I'm sorry, I couldn't respond in time. Please try again. Error code: A1004", "retryable"],
  ["sent 1000 (OK); no close frame received", "retryable"],
  ["Invalid 'session.tools[3].description': string too long. Expected a string with maximum length 1024, but got a string with length 2473 instead.", "fatal"],
  ["Failed to get response from DeepSeek. Please check your network connection and API key.\nError Message: 400 The supported API model names are deepseek-v4-pro or deepseek-v4-flash, but you passed deepseek-chat", "fatal"],
  ["RuntimeError: 2080 (AWS_ERROR_HTTP_STREAM_HAS_COMPLETED): HTTP-stream has completed, action cannot be performed.", "retryable"],
  ["Ollama Unreachable", "retryable"],
  ["AI provider is not accessible: API server not accessible", "retryable"],
  ["The task ran successfully but the generated text is empty.", "retryable"],
  ["Internal Server Error: No copilot provider available: gemini-2.5-flash Identify: NO_COPILOT_PROVIDER_AVAILABLE", "fatal"],
  ["Error received from Context Chat Backend (ExApp) with status code 503: Context Chat is disabled, enable it from AppAPI to use it.", "fatal"],
  ["Failed request (500): LLM Error: No such provider is installed on Nextcloud", "fatal"],
  ["Connection failed: error: HTTP error 404", "fatal"],
  // Guards: a message's own content that is too long stays an overflow; .NET's SSL failure stays fatal (a template's judgement).
  ["Error code: 400 - Invalid 'messages[0].content': string too long", "context_overflow"],
  ["The SSL connection could not be established, see inner exception.", "fatal"],
] as const);

answers("extended: older blind misses read again (1.35.2)", [
  ["InvalidRequestError: total tokens exceed model maximum", "context_overflow"],
  ["openai.OpenAIError: The request was rejected because it exceeded the maximum allowed tokens in the context window.", "context_overflow"],
  ["{\n\"error\": \"Unexpected server error\"\n}", "retryable"],
  ["Uncaught (in promise) Error: Unexpected Server Error", "retryable"],
  // Guards: opencode's local-server wording stays unknown; Copilot's output length limit stays unknown (a template's judgement).
  ["Unexpected server error. Check server logs for details. (ref: err_7aa583a9)", "fatal"],
  ["Sorry, the response hit the length limit. Please rephrase your prompt.", "fatal"],
] as const);

answers("extended: a realtime session at its lifetime cap stays retryable (1.35.3; blind labellers differ)", [
  ["WebSocket disconnected: Your session hit the maximum duration of 15 minutes. with code: 1001", "retryable"],
  ["websockets.exceptions.ConnectionClosedError: received 1011 (internal error) Unexpected error in websocket endpoint: Conversation has exceeded maximum duration", "retryable"],
] as const);
