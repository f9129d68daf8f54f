// The `extended` rule set on the wording families of 1.35.14 to 1.35.17
// (issue 22): what was probed before blind batches 104 to 109 were gathered,
// and what batches 104 to 115 taught it, each beside the guard that keeps a
// neighbouring answer. Later localized families are in
// extended-families-locales.test.ts; earlier ones in extended-families*.test.ts.
import { answers } from "./support/extended-answers.js";

answers("extended: context limits in other languages, probed before batches 104 to 109 (1.35.14)", [
  ["入力トークン数がモデルの上限を超えています", "context_overflow"],
  ["입력 토큰 수가 모델의 최대 한도를 초과했습니다", "context_overflow"],
  ["Le contexte dépasse la limite du modèle", "context_overflow"],
  ["Limite de contexte dépassée (128000 tokens)", "context_overflow"],
  ["El texto supera la longitud máxima de contexto del modelo", "context_overflow"],
  ["Se superó el límite de contexto", "context_overflow"],
  ["A mensagem ultrapassa o comprimento máximo de contexto", "context_overflow"],
  ["Il testo supera la lunghezza massima del contesto del modello", "context_overflow"],
  ["Errore: la finestra di contesto è stata superata", "context_overflow"],
  ["Il prompt è troppo lungo", "context_overflow"],
  ["Die Eingabe überschreitet das Kontextlimit des Modells", "context_overflow"],
  ["Слишком длинный контекст", "context_overflow"],
  ["Giriş, modelin bağlam sınırını aşıyor", "context_overflow"],
  ["Vượt quá giới hạn ngữ cảnh của mô hình", "context_overflow"],
  ["Melebihi batas konteks model", "context_overflow"],
  ["Przekroczono limit kontekstu modelu", "context_overflow"],
  // Guards: input tokens per minute are a rate limit, not the context; a
  // request context that failed to authenticate is an auth error.
  ["1分あたりのトークン数の上限を超えました。しばらくしてから再試行してください", "retryable"],
  ["Clé API invalide : le contexte de la requête n'a pas pu être authentifié", "fatal"],
] as const);

answers("extended: rate limits with the verb first, probed before batches 104 to 109 (1.35.14)", [
  ["Se superó el límite de solicitudes por minuto. Inténtalo de nuevo en 30 segundos", "retryable"],
  ["Vous avez dépassé la limite de requêtes, réessayez dans 20 secondes", "retryable"],
  ["Hai superato il limite di richieste, riprova più tardi", "retryable"],
  // Guards: a spent monthly allowance or plan quota stays fatal.
  ["Quota mensuelle dépassée pour votre abonnement", "fatal"],
  ["Has superado la cuota de tu plan. Revisa tu facturación", "fatal"],
] as const);

answers("extended: misses of batches 104 to 109 (1.35.15, after reading them)", [
  ["SSLError: [SSL] record layer failure", "retryable"],
  ["failed to generate video terms: Error code: 500 - {'error': {'message': 'invalid model path', 'type': 'api_error', 'param': None, 'code': None}}", "fatal"],
  ["网络诊断：本机无法连接到 Agnes 服务域名（连接被拒绝或被拦截）。请检查代理、VPN、防火墙或安全软件是否拦截了该地址。", "retryable"],
  ["无法连接到Ollama", "retryable"],
  ["操作超时", "retryable"],
  ["Error deploying open AI: Specified capacity of account deployment is bigger than available capacity for UsageName Tokens Per Minute (Thousands) ext-Davinci-003", "fatal"],
  ["The browser connection has not been established, the request cannot be processed", "retryable"],
  ["LLM returned an empty summary", "retryable"],
  ['Google API error: { "error": { "code": 400, "message": "Input request contains (35490) tokens, which is more than the max tokens limit allowed: (30720)", "status": "INVALID_ARGUMENT" } }', "context_overflow"],
  ["Error: Error during compaction: Failed to generate conversation summary - response did not contain valid text context", "retryable"],
  ['LLM invocation rank-Agents: Retry attempt 1 of 10 due to: I/O error on POST request for "http://localhost:11434/api/chat": null', "retryable"],
  // Guards: a certificate fault under "could not connect" stays fatal; a
  // bare host name after Spring's I/O error is a failed lookup (rule 5); a
  // .NET "SSL connection could not be established" is read as a certificate
  // fault, as its template is labelled; a Chinese invalid key beside a
  // connection failure stays fatal.
  ["无法连接：API Key 无效", "fatal"],
  ['I/O error on POST request for "https://api.openai.com/v1/chat/completions": api.openai.com', "fatal"],
  ["The SSL connection could not be established, see inner exception.", "fatal"],
  ["SSLError: [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain", "fatal"],
] as const);

answers("extended: misses of batches 110 to 114 (1.35.16, after reading them)", [
  ["MSCognitiveTextToSpeech: SpeechSynthesis failed. ErrorCode: ConnectionFailure ErrorDetails: Connection was closed by the remote host. Error code: 1007. Error details: Unsupported voice en-US-AriaNeural. USP state: 3. Received audio size: 0 bytes.", "fatal"],
  ["LLM commit message generation unavailable: LLM not configured", "fatal"],
  ["FAILED: Filtered by Responsible AI Service\nServer error: 422 Unprocessable Entity", "fatal"],
  ["$RateLimitError: Error code: 429 - {‘message’: 'On 2025-02 you used $2.0003758999999954, exceeding 2'}", "fatal"],
  ["❌ ERROR: Error code: 410 - {'error': {'code': 'github_models_retirement_brownout', 'message': 'GitHub Models is temporarily unavailable as part of a scheduled retirement brownout.'}}", "fatal"],
  ["Empty response received from Gemini", "retryable"],
  ['{"error":"Internal Server Error","message":"Access to nanobanana is currently restricted. Please contact support for access.","debug":null}', "fatal"],
  ["生成失败: 生图任务失败: Error reading response", "retryable"],
  // Guards: a speech connection closed with no request fault stays
  // retryable; a per-minute 429 without a dollar cap stays retryable; a
  // service unavailable with no retirement named stays retryable.
  ["SpeechSynthesis failed. ErrorCode: ConnectionFailure ErrorDetails: Connection was closed by the remote host.", "retryable"],
  ["RateLimitError: Error code: 429 - {'message': 'Rate limit exceeded: 20 requests per minute'}", "retryable"],
  ["Error code: 503 - {'error': {'message': 'GitHub Models is temporarily unavailable.'}}", "retryable"],
] as const);

answers("extended: misses of batch 115 (1.35.17, after reading it)", [
  ["Error connecting to API endpoint: The api_key client option must be set either by passing api_key to the client or by setting the OPENAI_API_KEY environment variable", "fatal"],
  ["VLLM server is not available", "retryable"],
  // Guards: a connection error with no key statement stays retryable; a
  // server not available in a region is a refusal, not an outage.
  ["Error connecting to API endpoint: Connection refused", "retryable"],
  ["The server is not available in your region", "fatal"],
] as const);
