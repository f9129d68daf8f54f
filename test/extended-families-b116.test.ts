// The `extended` rule set on the wording families of 1.35.31 onward (issue
// 22): what was probed before blind batches 116 to 121 were read, and what
// they taught it, each beside the guard that keeps a neighbouring answer.
// Earlier families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: a size in megabytes is not a 5xx status (1.35.31)", [
  ["Files API: File size exceeds the maximum allowed size of 500 MB", "fatal"],
  ["The uploaded file exceeds the 500 MB limit", "fatal"],
  ["Audio file is too large: 504 MB (max 25 MB)", "fatal"],
  // Guards: the statuses themselves, a 500 before a word or at the end, and a
  // timeout in milliseconds, are still retryable.
  ["HTTP 500", "retryable"],
  ["Request failed with status code 500", "retryable"],
  ["503 Service Unavailable", "retryable"],
  ["504 Gateway Timeout", "retryable"],
  ["Error 502: Bad Gateway", "retryable"],
  ["Error: timeout of 500ms exceeded", "retryable"],
] as const);

answers("extended: overload, network errors and timeouts in more European languages (1.35.31)", [
  ["Serwer jest przeciążony", "retryable"],
  ["De server is overbelast", "retryable"],
  ["Server je přetížený", "retryable"],
  ["Сервер перевантажений", "retryable"],
  ["Chyba sítě", "retryable"],
  ["Помилка мережі", "retryable"],
  ["Час очікування запиту минув", "retryable"],
  ["La requête a expiré", "retryable"],
  // Guards: an expired key, subscription or session is no timeout.
  ["Votre clé API a expiré", "fatal"],
  ["Votre abonnement a expiré", "fatal"],
  ["La session a expiré, veuillez vous reconnecter", "fatal"],
  ["Недійсний ключ API", "fatal"],
] as const);

answers("extended: misses of batches 116 to 121 (1.35.32, after reading them)", [
  ["Gemini returned no content (finishReason=RECITATION). This file/language combination may be triggering content filters.", "fatal"],
  ["API Quota Exceeded. Waiting 50s", "retryable"],
  ["500 - Gemini API not configured", "fatal"],
  ["Server error (400): thinking.adaptive.effort: Extra input...", "fatal"],
  ["We're experiencing technical difficulties.", "retryable"],
  ["Some error has occurred. Statuscode: 530\nerror code: 1016", "retryable"],
  ['Some error has occurred. Check your internet connection.\nError: Post "": invalid URL scheme: []', "fatal"],
  ["WebSocketCloseError: WebSocket closed 1006", "retryable"],
  ["Das Modell hat unerwartet keine Antwort zurückgegeben, was möglicherweise auf ein Dienstproblem hindeutet. Melden Sie einen Fehler.", "retryable"],
  ["Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 31 seconds antes de intentarlo de nuevo.", "retryable"],
  ["server issue", "retryable"],
  ["Sorry, we encountered a server error. We're not sure what went wrong.", "retryable"],
  // Guards: a bare 'quota exceeded', a wait of hours, a reply with no model
  // named, a server error with a 5xx or a colon, and a client fault that
  // names a server issue keep their answers.
  ["API Quota Exceeded.", "fatal"],
  ["Lo sentimos, su solicitud estaba limitada a la velocidad. Espere 483 hours 47 minutes antes de intentarlo de nuevo.", "fatal"],
  ["Leider wurde keine Antwort zurückgegeben.", "fatal"],
  ["Server error (500): upstream failed", "retryable"],
  ["Server error: upstream failed", "retryable"],
  ["API error (400): Our servers are currently overloaded. Please try again later.", "retryable"],
  ["This is not a server issue: your API key is invalid", "fatal"],
] as const);

answers("extended: misses of batches 122 to 124 (1.35.33, after reading them)", [
  ["Error: Context overflow: Summarization failed: You have hit your ChatGPT usage limit (plus plan). Try again in ~179 min.. Your input may be too large for the context window.", "fatal"],
  ["错误：模型 : bad response status code 503, message: No available accounts: this group only allows Claude Code clients", "fatal"],
  ['{"ret":["FAIL_SYS_USER_VALIDATE","RGV587_ERROR::SM::哎哟喂,被挤爆啦,请稍后重试"]}', "fatal"],
  ["gateway chat/completions: provider_timeout (map[message:error creating auth token source status:0])", "fatal"],
  ["Codex upstream stream failed via proxy endpoint <redacted>: ClientProxyConnectionError", "retryable"],
  ["aiohttp.client_exceptions.ServerDisconnectedError: Server disconnected", "retryable"],
  ["upstream returned empty stream response", "retryable"],
  ["message too long", "context_overflow"],
  ['TensorZeroError (status code 502): {"error":"All variants failed with errors: openai: Missing max tokens for rate limited request."}', "fatal"],
  // Guards: waits under an hour stay bursts, an hour is an allowance; a
  // certificate failure and a socket's message size are not these.
  ["Rate limit reached. Please try again in 59 minutes.", "retryable"],
  ["Rate limit exceeded, retry after 5 minutes", "retryable"],
  ["Rate limit reached. Please try again in 60 minutes.", "fatal"],
  ["aiohttp.client_exceptions.ClientConnectorCertificateError: Cannot connect to host api.openai.com:443 ssl:True [SSLCertVerificationError: (1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed')]", "fatal"],
  ["sendmsg: message too long", "fatal"],
] as const);

answers("extended: misses of batches 125 and 126 (1.35.34, after reading them)", [
  ["Channel: Error (ConnectionFailure) : WebSocket Upgrade failed with HTTP status code: 200 SessionId: ", "retryable"],
  ["web_socket.cpp:907 WS open operation failed with result=1(WS_OPEN_ERROR_UNDERLYING_IO_OPEN_FAILED)", "retryable"],
  ["Trying to acquire 1 unit; currently 1500 units in use; maximum of 1500 units allowed.", "retryable"],
  ["语音合成失败,请检查语音配置：Unable to contact server. StatusCode: 1006, undefined Reason:  undefined, ", "retryable"],
  // Guards: the same wrappers around a failed authentication are fatal.
  ["WebSocket Upgrade failed with an authentication error (401). Please check subscription information and region name.", "fatal"],
  ["Unable to contact server. StatusCode: 1006, Reason: WebSocket upgrade failed: Authentication error (401). Please check subscription information and region name.", "fatal"],
] as const);

answers("extended: a 404 given as a status outranks a connection wrapper (1.35.34)", [
  ["WebSocket Upgrade failed with HTTP status code: 404", "fatal"],
  ["ERROR: Failed to fetch models for provider group at https://example.test/compatible-mode/v1: RequestError(http, status 404, discovery)", "fatal"],
  ["分析失败\nAI 服务暂时不可用，请稍后重试\n\n分析过程中出现错误: 简历分析失败：HTTP 404 - Not Found", "fatal"],
  // Guards: a 404 id inside another status's body, and a 5xx, are not it.
  ["HTTP 503: upstream unavailable (request 404)", "retryable"],
  ["HTTP 500: model worker crashed", "retryable"],
] as const);

answers("extended: Copilot Chat's own strings, and a 422 given as a status (1.35.35)", [
  ["Copilot did not provide a response. Please try again.", "retryable"],
  ["Prompt size exceeded", "context_overflow"],
  ["Sorry, this document is too large for inline chat.", "context_overflow"],
  ["Connection error. HTTP 422: validation failed", "fatal"],
  ["Failed to stream message Error: HTTP 422: Thread is already running a task. Wait for it to finish or choose a different multitask strategy.", "fatal"],
  // Guards: Copilot's other strings keep their answers.
  ["You were rate-limited on the selected model. Switching to Auto and retrying your request.", "retryable"],
  ["You have exceeded your premium request allowance. We have automatically switched you to GPT-4.1 which is included with your plan.", "fatal"],
  ["Sorry, the response matched public code so it was blocked. Please rephrase your prompt.", "fatal"],
  ["The extension has been temporarily blocked due to making too many requests. Please try again later.", "retryable"],
] as const);

answers("extended: a catch-all that asks to check the connection is unknown (1.35.36)", [
  ["Something went wrong. Please check your internet connection.", "fatal"],
  ["An error occured. Please check your internet connection and try again.", "fatal"],
  // Guards: a connection failure named beside the same hint is network, and
  // Chinese 'model request failed, retry later' stays a server error.
  ["Could not connect to Ollama. Check your internet connection.", "retryable"],
  ["Connection failed. If the problem persists, please check your internet connection or VPN", "retryable"],
  ["Something went wrong: connection refused. Please check your internet connection.", "retryable"],
  ["模型请求失败，请稍后重试", "retryable"],
] as const);

answers("extended: generic app wordings and five more languages (1.35.37)", [
  ["You are sending messages too quickly. Please wait a moment.", "retryable"],
  ["You're going too fast! Please wait a few seconds.", "retryable"],
  ["This conversation has reached its maximum length.", "context_overflow"],
  ["Server sent an incomplete response", "retryable"],
  ["Received truncated response from provider", "retryable"],
  ["No tokens received from the model within 60 seconds", "retryable"],
  ["HTTP 522 Connection timed out", "retryable"],
  ["Tempo limite da solicitação esgotado.", "retryable"],
  ["Koneksi gagal. Periksa jaringan Anda.", "retryable"],
  ["Waktu permintaan habis.", "retryable"],
  ["خطای شبکه. لطفا اتصال اینترنت خود را بررسی کنید.", "retryable"],
  ["تعداد درخواست‌ها بیش از حد مجاز است. لطفا بعدا تلاش کنید.", "retryable"],
  ["زمان درخواست به پایان رسید.", "retryable"],
  ["नेटवर्क त्रुटि। कृपया अपना कनेक्शन जांचें।", "retryable"],
  ["الخادم مشغول حاليًا، يرجى المحاولة لاحقًا.", "retryable"],
  // Guards: a size after 520 is not a status; a gateway with no channel for
  // the model, and a bare "Provider returned error", stay fatal.
  ["File exceeds 520 MB limit", "fatal"],
  ["no available channel for model gpt-4o under group default", "fatal"],
  ["Provider returned error", "fatal"],
  ["کلید API نامعتبر است.", "fatal"],
] as const);
