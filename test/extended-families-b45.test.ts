// The `extended` rule set on the wording families of 1.34.0 (issue 22): what
// blind batches 45 to 48's misses taught it after their first score, each
// beside the guard that keeps a neighbouring answer. Earlier families are in
// extended-families*.test.ts.
import { answers, providerTypes } from "./support/extended-answers.js";

answers("extended: month-long waits, buffers, Korean context lengths and worker slots (1.34.0)", [
  ["*[Rate limit reached. Retrying in 2609928 seconds ...]*", "fatal"],
  ["InternalServerError: Error code: 500 - {'error': {'code': 'system_error', 'message': 'org.springframework.core.io.buffer.DataBufferLimitException: Exceeded limit on max bytes to buffer : 52428800'}}", "context_overflow"],
  ["모델 응답이 컨텍스트 길이 한도에서 잘렸습니다. 설정 > LLM > 컨텍스트 길이를 늘려 주세요.", "context_overflow"],
  ["WARNING: Hit API token limit, retrying batch without context...", "context_overflow"],
  ["Streaming response failed: [502] Upstream error from Nvidia: ResourceExhausted: Worker local total request limit reached (33/32)", "retryable"],
  // Guards: a wait under an hour stays retryable; an exhausted resource with no
  // word of what stays as it was.
  ["Rate limit reached. Retrying in 42 seconds ...", "retryable"],
  ["ResourceExhausted: quota limit reached", "fatal"],
] as const);

answers("extended: the caller's own decode and code faults inside wrappers (1.34.0)", [
  ["[LLM] serde json error: EOF while parsing a value at line 1 column 0", "fatal"],
  ["127.0.0.1:53566 [500]: GET /chat/tet.php - Uncaught JsonException: Syntax error in vendor/openai-php/client/src/Transporters/HttpTransporter.php:61", "fatal"],
  ['litellm.APIConnectionError: Ollama_chatException - {"error":"json: cannot unmarshal array into Go struct field ChatRequest.messages.content of type string"}', "fatal"],
  ["APIConnectionError: ... OpenAIException - No module named 'fastapi'", "fatal"],
  ["L Error connecting to API endpoint: 'list' object has no attribute '_set_private_attributes'", "fatal"],
  ["请求 ChatGPT 服务器时出现问题，请稍后再试\n错误信息: KeyError: 'error'", "fatal"],
  ['Minimax stream failed: 400 {"type":"error","error":{"type":"invalid_request_error","message":"invalid params, function name or parameters is empty (2013)"}}', "fatal"],
  ['error, status code: 502, message: failed to get model: default model alias "llm" is not configured', "fatal"],
  // Guards: an overflow said with MiniMax's 'invalid params' stays an overflow;
  // a bare EOF and a 502 without a client fault stay retryable; an invalid key
  // class name is not a KeyError.
  ["invalid params, context window exceeds limit (2013)", "context_overflow"],
  ["Error: read: EOF", "retryable"],
  ["error, status code: 502, message: Bad Gateway", "retryable"],
  ["InvalidAPIKeyError: Invalid API key for gemini/gemini-2.5-flash", "fatal"],
] as const);

answers("extended: Windows resets in Chinese, Spring's transport exception, rate limiters, empty Gemini replies (1.34.0)", [
  ["远程主机强迫关闭了一个现有的连接", "retryable"],
  ["org.springframework.web.reactive.function.client.WebClientRequestException: null", "retryable"],
  ["请求数超过限速器设定值，已丢弃本消息。", "retryable"],
  ["googleai GenerateContent API returned a candidate with no content parts", "retryable"],
  // Guard: a certificate failure inside the same Spring exception stays fatal.
  ["WebClientRequestException: PKIX path building failed: unable to find valid certification path to requested target", "fatal"],
] as const);

answers("extended: daily allowances that reset at midnight or come back tomorrow (1.34.1)", [
  ["Rate limit exceeded. Your daily limit resets at midnight UTC.", "fatal"],
  ["请求过于频繁，请明天再试", "fatal"],
  // Guards: a burst limit without the day stays retryable.
  ["请求过于频繁，请稍后再试", "retryable"],
  ["Rate limit exceeded. Resets in 30 seconds.", "retryable"],
] as const);

answers("extended: input-count caps, oversized bodies, platform timeouts and runtime transport words (1.34.2, after batches 50 to 52)", [
  ["Error code: 413 - {'message': 'batch size 77 > maximum allowed batch size 32', 'code': 413, 'type': 'Validation'}", "fatal"],
  ["ERROR | sweepai.core.vector_db:openai_call_embedding:190 - Token count exceeded for batch: 8694 truncating down to 8192 tokens.", "context_overflow"],
  ["Failed to buffer the request body: length limit exceeded", "context_overflow"],
  ["Payload error: JSON payload (46479219 bytes) is larger than allowed (limit: 33554432 bytes)", "context_overflow"],
  ["wall clock duration reached. isolate: d49cf7c6", "retryable"],
  ["Error: XMLHttpRequest error.", "retryable"],
  ["✖ aborted\n    at TLSSocket.socketCloseListener (node:_http_client:478:19)", "retryable"],
  ["Connection to Embedding handler could not be established.", "retryable"],
  ["OpenAI API returned zero choices, resp=ai.openAiResponse{}", "retryable"],
  ["## Rate limit exceeded\n\nPlease wait **57 minutes and 55 seconds** before requesting another review.\n\nYou’ve run out of usage credits. Purchase more in the billing tab.", "fatal"],
  ["## Rate limit exceeded\n\nPlease wait **24 minutes and 26 seconds** before requesting another review.", "retryable"],
  // Guard: a 413 without the input-count cap stays an overflow.
  ["Error code: 413 - {'message': 'Request Entity Too Large'}", "context_overflow"],
] as const);

providerTypes("classifyProviderError gives a month-long wait the quota type and a worker's slots the rate_limit type", [
  ["*[Rate limit reached. Retrying in 2609928 seconds ...]*", "quota_exceeded"],
  ["ResourceExhausted: Worker local total request limit reached (33/32)", "rate_limit"],
] as const);

answers("extended: a realtime session at its lifetime cap, a video task slot (1.34.3 and 1.34.4, before batches 53 to 56)", [
  ["{\"code\":1303,\"message\":\"parallel task over resource pack limit\",\"request_id\":\"9984d27b-a408-4073-ae28-17ca6a13622d\"}", "retryable"],
  ["{\"type\": \"error\", \"event_id\": \"event_AGvaHyTGxxeq2s6GtXhVY\", \"error\": {\"type\": \"invalid_request_error\", \"code\": \"session_expired\", \"message\": \"Your session hit the maximum duration of 15 minutes.\", \"param\": null, \"event_id\": null}}", "retryable"],
  ["Error from OpenAI: Your session hit the maximum duration of 30 minutes.", "retryable"],
  // Guards: a websocket closed for a policy stays fatal; another invalid_request_error stays fatal;
  // a spent video balance stays fatal.
  ["Kling API error: {\"code\":1102,\"message\":\"Account balance not enough\",\"request_id\":\"x\"}", "fatal"],
  ["websocket: close 1008 (policy violation)", "fatal"],
  ["{\"type\": \"error\", \"error\": {\"type\": \"invalid_request_error\", \"code\": \"invalid_value\", \"message\": \"Invalid value: 'pcm8'. Supported values are: 'pcm16', 'g711_ulaw', and 'g711_alaw'.\"}}", "fatal"],
] as const);

answers("extended: quota allocations at zero and dated limitations (1.34.5, after batches 53 to 56)", [
  ["InsufficientQuota: This operation require 30 new capacity in quota Tokens Per Minute (thousands) - GPT-35-Turbo, which is bigger than the current available capacity 0.", "fatal"],
  ["{\"code\": \"InsufficientQuota\", \"message\": \"The specified capacity '60' of account deployment is bigger than available capacity '0' for UsageName 'Tokens Per Minute (thousands) - Text-Davinci-003'.\"}", "fatal"],
  ["Internal error: Limitation until 12 May 2026.", "fatal"],
  ["groq.RateLimitError: Error code: 429 - {'error': {'message': 'Rate limit reached for model llama3-70b-8192 in organization org_BLAH on tokens per minute (TPM): Limit 7000, Used 1607, Requested ~47333. Please try again in 5m59.484999999s.', 'type': 'tokens', 'code': 'rate_limit_exceeded'}}", "context_overflow"],
  ["ApiError: status_code: 413, body: Body exceeded 1mb limit", "context_overflow"],
  ["weave: Trace input size (6292353 bytes) exceeds the maximum allowed size of 3670016 bytes.Inputs may be dropped.", "context_overflow"],
  ["queue reached limit", "retryable"],
  ["Error: WebSocket closed before it could connect.", "retryable"],
  ["[non-fatal] Tracing: request failed: [Errno 99] Cannot assign requested address", "retryable"],
  ["Batch expired (error_file_id: file-1rte74QPMX4zZfvBdXy6k6)", "retryable"],
  // Guards: a per-minute quota with capacity left (also "Requested ~N") stays retryable; a bare internal
  // error stays retryable.
  ["Rate limit reached on tokens per minute (TPM): Limit 7000, Used 1607, Requested ~2000. Please try again in 5s.", "retryable"],
  ["Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.", "retryable"],
  ["Internal error encountered.", "retryable"],
] as const);

answers("extended: a Go client's bare EOF and an interpreter without TLS (1.34.6, before batches 57 to 61)", [
  ["session.go:79: openAIClient.CreateChatCompletion err=error, EOF", "retryable"],
  ["General exception encountered while running the query: Can't connect to HTTPS URL because the SSL module is not available.", "fatal"],
  // Guards: a parser's EOF stays fatal; ': EOF' after a POST stays retryable; a TLS handshake that
  // timed out stays retryable.
  ["serde_json::Error: EOF while parsing a value at line 1 column 0", "fatal"],
  ["Error: Post \"http://127.0.0.1:11434/api/chat\": EOF", "retryable"],
  ["_ssl.c:980: The handshake operation timed out", "retryable"],
] as const);

answers("extended: the same families in Russian, Japanese, Korean, Spanish, Portuguese, German, French and Italian (1.34.6)", [
  ["{\"error\":\"Слишком много запросов\",\"code\":\"RATE_LIMITED\"}", "retryable"],
  ["リクエストが多すぎます。しばらく待ってから再度お試しください。", "retryable"],
  ["요청이 너무 많습니다. 잠시 후 다시 시도해주세요.", "retryable"],
  ["Demasiadas solicitudes. Inténtalo de nuevo más tarde.", "retryable"],
  ["Zu viele Anfragen. Bitte versuchen Sie es später erneut.", "retryable"],
  ["Troppe richieste, riprova più tardi", "retryable"],
  ["サーバーが混雑しています。時間をおいて再度お試しください。", "retryable"],
  ["Erro interno do servidor", "retryable"],
  ["Erreur interne du serveur", "retryable"],
  ["Время ожидания операции истекло", "retryable"],
  ["java.io.IOException: Удаленный хост принудительно разорвал существующее подключение", "retryable"],
  ["既存の接続はリモート ホストに強制的に切断されました。", "retryable"],
  ["入力がコンテキスト長を超えています", "context_overflow"],
  ["입력이 최대 토큰 수를 초과했습니다", "context_overflow"],
  // A daily allowance, a spent balance or a bad key decides before "try again later" or "server error".
  ["Слишком много запросов за день", "fatal"],
  ["1日の利用上限に達しました。しばらくしてから再度お試しください。", "fatal"],
  ["일일 한도를 초과했습니다. 잠시 후 다시 시도해주세요.", "fatal"],
  ["Недостаточно средств на балансе. Попробуйте позже.", "fatal"],
  ["Saldo insuficiente. Inténtalo de nuevo más tarde.", "fatal"],
  ["Nicht genügend Guthaben. Bitte versuchen Sie es später erneut.", "fatal"],
  ["Quota dépassé. Veuillez réessayer plus tard.", "fatal"],
  ["ошибка сервера: неверный API ключ", "fatal"],
  ["Clé API invalide", "fatal"],
] as const);

providerTypes("classifyProviderError types localized statements as extended's categories do", [
  ["Слишком много запросов", "rate_limit"],
  ["残高が不足しています。しばらくしてから再度お試しください。", "quota_exceeded"],
  ["ошибка сервера: неверный API ключ", "authentication"],
  ["Interner Serverfehler", "transient"],
] as const);

answers("extended: retry advice with a short, unstated wait (1.34.6)", [
  ["{\"detail\":\"Hmm...something seems to have gone wrong. Maybe try me again in a little bit.\"}", "retryable"],
  ["The endpoint is currently scaled to zero and is starting up. Please retry in a few minutes.", "retryable"],
  ["Something went wrong. Please try again shortly.", "retryable"],
  // Guards: an app catch-all that says "wait a few seconds and try again" stays fatal; a missing
  // deployment that says "wait a moment and try again" stays fatal; a daily cap stays fatal.
  ["I'm sorry. Something went wrong with processing. Please wait a few seconds and try again, or contact support@pieces.app", "fatal"],
  ["The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.", "fatal"],
  ["You have reached your daily limit. Please try again in a while.", "fatal"],
] as const);
