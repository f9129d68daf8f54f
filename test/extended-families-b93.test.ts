// The `extended` rule set on the wording families of 1.35.8 onward (issue 22):
// what was probed before blind batches 93 to 98 were gathered, the twins that
// 1.35.8 folded (same answers, fewer alternatives), and what later batches
// taught it, each beside the guard that keeps a neighbouring answer.
// Earlier families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: transport wordings probed before batches 93 to 98 (1.35.8)", [
  ["error decoding response body: connection closed before message completed", "retryable"],
  ["{:error, %Mint.TransportError{reason: :closed}}", "retryable"],
  ["** (Req.TransportError) socket closed", "retryable"],
  // Guards: a body that could not be decoded, with no dropped connection, stays fatal;
  // a transport error that is a failed name lookup is a configuration fault.
  ["error decoding response body: expected value at line 1 column 1", "fatal"],
  ["{:error, %Mint.TransportError{reason: :nxdomain}}", "fatal"],
] as const);

answers("extended: twins folded in 1.35.8 keep their answers", [
  ["Codex App Server 응답 대기 시간이 초과되었습니다.", "retryable"],
  ["요청 시간 초과", "retryable"],
  ["I'm sorry, I couldn't respond in time. Please try again.", "retryable"],
  ["I was unable to respond in time. Please try again.", "retryable"],
  ["Worker (pid:696) was sent SIGSEGV!", "retryable"],
  ["Failed to generate mesh: Fatal error on server side", "retryable"],
  // Guard: a fatal error on the client side names no server fault.
  ["Fatal error on client side: invalid configuration", "fatal"],
] as const);

answers("extended: misses of batches 93 to 98 (1.35.9, after reading them)", [
  ["https://api.novelai.net/ai/generate (201) - ModelMaxLength: model 'euterpe-v2' has 2048 tokens maximum, 2584 tokens context requested", "context_overflow"],
  ["Error code: 400 - {'error': {'code': 'InvalidParameter', 'message': 'Total tokens of image and text exceed max message tokens.'}}", "context_overflow"],
  ["Error code: 400 - {'error': {'message': 'Exceeded limit on max bytes to request body : 6291456', 'type': 'invalid_request_error'}}", "context_overflow"],
  ["OpenAI API connection error: Must provide an 'engine' or 'deployment_id' parameter to create a <class 'openai.api_resources.chat_completion.ChatCompletion'>", "fatal"],
  ["The request connection took longer than 0:00:20.000000. It was aborted.", "retryable"],
  ["Timeout error: Response took longer than 30 seconds", "retryable"],
  ["运行失败：terminated", "retryable"],
  ["Error ExecuteModel: ls, no choices", "retryable"],
  ["A TLS error caused the secure connection to fail.", "retryable"],
  ["Section 1: Primary busy - retrying in 8 seconds (1/5)", "retryable"],
  ["No choices in the response", "retryable"],
  // Guards: an account terminated after a full-width colon is not a cut stream; a TLS
  // certificate fault stays a configuration fault; a reply cut at the output limit and a
  // max-tokens parameter over its cap are not overflows of the input.
  ["账户状态：account terminated", "fatal"],
  ["TLS error: certificate has expired", "fatal"],
  ["max_tokens exceeds max completion tokens", "fatal"],
  // 1.35.11: a validation that names "no choices" is no empty reply.
  ["Enum field has no choices provided", "fatal"],
] as const);

answers("extended: misses of batches 99 to 102 (1.35.10, after reading them)", [
  ["docstrange.exceptions.ConversionError: Rate limit exceeded (10k/month). Please try again later", "fatal"],
  ["429: Allocated token quota for the client is exceeded", "fatal"],
  ["googleai GenerateContent API returned a candidate with no content", "retryable"],
  ["Error: Agent error: Anthropic is taking longer than expected. Please try again.", "retryable"],
  ["Error: 500 invalid input length, zhipu only supports one input (request id: 2025011401014781786357061542787)", "fatal"],
  ["Error in server._step: API call didn't return a message: id='message-9fdf48af' choices=[]", "retryable"],
  // Guards: a per-minute limit in the same form stays a burst limit; a bare
  // "no content" names no empty candidate.
  ["Rate limit exceeded (60/minute). Please try again later", "retryable"],
  ["Error: no content", "fatal"],
] as const);

answers("extended: localized wordings probed before the next blind batches (1.35.12)", [
  ["Request was throttled. Expected available in 86400 seconds.", "fatal"],
  ["Request was throttled. Expected available in 12 seconds.", "retryable"],
  ["ネットワークエラーが発生しました", "retryable"],
  ["Netzwerkfehler", "retryable"],
  ["Erreur réseau : impossible de joindre le serveur", "retryable"],
  ["네트워크 오류가 발생했습니다. 다시 시도해 주세요.", "retryable"],
  ["Verbindungsfehler zum Server", "retryable"],
  ["连接错误", "retryable"],
  ["入力が長すぎます", "context_overflow"],
  ["Eingabe zu lang", "context_overflow"],
  ["fenêtre de contexte dépassée", "context_overflow"],
  ["превышен лимит контекста", "context_overflow"],
  ["API Key 无效或已过期,请检查配置。", "fatal"],
  // Guards: a localized connection error is a wrapper, as "Connection error" is: an
  // invalid key inside it decides; a key or a name that is too long is no overflow.
  ["连接错误：API Key 无效", "fatal"],
  ["Verbindungsfehler: Ungültiger API-Schlüssel", "fatal"],
  ["Der API-Schlüssel ist zu lang", "fatal"],
] as const);
