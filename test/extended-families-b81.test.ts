// The `extended` rule set on the wording families of 1.35.4 onward (issue 22):
// what was probed before blind batches 81 to 86 were gathered and what
// batches 81 to 91 taught it, each beside the guard that keeps a
// neighbouring answer. Earlier families are in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: network, timeout and overflow wordings probed before batches 81 to 86 (1.35.4)", [
  ["网络连接错误", "retryable"],
  ["网络连接失败", "retryable"],
  ["请求失败，请检查网络连接", "retryable"],
  ["The AI took too long to respond. Please try again.", "retryable"],
  ["The document is too long to process. Please try a shorter document.", "context_overflow"],
  ["Your input was too long.", "context_overflow"],
  // Guards: a check of the API configuration and the network names no cause; a key that
  // is too long is not a request too big; "your message is too long" stays an overflow.
  ["图像生成失败，请检查API配置和网络连接", "fatal"],
  ["Your API key is too long", "fatal"],
  ["Your message was too long", "context_overflow"],
] as const);

answers("extended: misses of batches 81 to 85 (1.35.5, after reading them)", [
  ["429 {\"error\":{\"message\":\"You do not have enough quota to make this request.\",\"code\":\"too_many_requests\"}}", "fatal"],
  ["You've reached the premium rate limit. Please try again in a few hours.", "fatal"],
  ["<h2>Our services aren't available right now</h2><p>We're working to restore all services as soon as possible.</p>", "retryable"],
  ["Gemini service error. The service may be temporarily down.", "retryable"],
  ["Internal Service Error", "retryable"],
  ["Could not embed due to deadline", "retryable"],
  ["ERRO OpenAi Limite de tempo atingido. OpenAI está com lentidão", "retryable"],
  ["gpt request error: maximum question length exceeded", "context_overflow"],
  ["Failed: runtime error: could not reach embedding server:\n  - bad uri: Rejected URI", "fatal"],
  // Guards: a burst limit with a wait of seconds stays retryable; a server that could not be reached stays retryable.
  ["You've reached the rate limit. Please try again in 20 seconds.", "retryable"],
  ["Failed: runtime error: could not reach embedding server", "retryable"],
] as const);

answers("extended: misses of batches 86 to 91 (1.35.6, after reading them)", [
  ["Codex App Server 응답 대기 시간이 초과되었습니다.", "retryable"],
  ["KOAssistant: stream failed: 400: There was an error parsing the body", "fatal"],
  ["This response_format type is unavailable now", "fatal"],
  ["litellm.exceptions.APIConnectionError: OllamaException - {\"error\":\"illegal base64 data at input byte 4\"}", "fatal"],
  ["Status: Network error: Not Found", "fatal"],
  ["Model is unreachable.", "retryable"],
  ["The local Stable Diffusion server couldn't be found. It's either not running, or it's running at a different location.", "retryable"],
  ["❌ 第65章分析失败: AI响应为空，已达最大重试次数", "retryable"],
  ["Empty embedding returned", "retryable"],
  ["Received empty transcription result", "retryable"],
  ["Failed to generate mesh: Fatal error on server side", "retryable"],
  ["Worker (pid:696) was sent SIGSEGV!", "retryable"],
  ["I'm sorry, I was unable to respond in time. Please try again.", "retryable"],
  ["Server execution error: Could not allocate tensor with 26214400 bytes. There is not enough GPU video memory available!", "retryable"],
  ["单条翻译失败 1245: Error code: 403 - RPM limit exceeded. Please complete identity verification to lift the restriction.", "retryable"],
  ["The API returned an error. Please try again later.", "fatal"],
  // Guards: a bare network error stays retryable; a plain 403 stays fatal; a local
  // allocator out of memory while quantizing stays fatal; a 503 "try again later" stays retryable.
  ["Status: Network error", "retryable"],
  ["Error code: 403 - Forbidden", "fatal"],
  ["Allocator: not enough memory: you tried to allocate 35389440 bytes.", "fatal"],
  ["The API returned an error (503). Please try again later.", "retryable"],
] as const);

answers("extended: a localized unavailable backend from batch 92 (1.35.7, after reading it)", [
  ["Backend de raisonnement de JARVIS indisponible", "retryable"],
  ["Le service est indisponible pour le moment", "retryable"],
  ["Serviço indisponível", "retryable"],
  // Guard: a model that is not offered ("modèle indisponible") names no service outage.
  ["Modèle indisponible", "fatal"],
] as const);
