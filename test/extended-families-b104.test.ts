// The `extended` rule set on the wording families of 1.35.14 onward (issue 22):
// what was probed before blind batches 104 to 109 were gathered, and what
// later batches taught it, each beside the guard that keeps a neighbouring
// answer. Earlier families are in extended-families*.test.ts.
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

answers("extended: app wordings in Chinese and eight other languages, probed for the next batches (1.35.18)", [
  ["输入内容超出最大长度限制", "context_overflow"],
  ["模型返回为空", "retryable"],
  ["上游服务器错误", "retryable"],
  ["与服务器的连接已断开", "retryable"],
  ["服务器无响应", "retryable"],
  ["サーバーに接続できません", "retryable"],
  ["応答が空です", "retryable"],
  ["서버가 응답하지 않습니다", "retryable"],
  ["Keine Verbindung zum Server möglich", "retryable"],
  ["Le serveur ne répond pas", "retryable"],
  ["Se perdió la conexión", "retryable"],
  ["Não foi possível conectar ao servidor", "retryable"],
  ["Не удалось подключиться к серверу", "retryable"],
  ["Impossibile connettersi al server", "retryable"],
  // Guards: these are wrappers; a statement beside them decides.
  ["Impossible de se connecter au serveur : Clé API invalide", "fatal"],
  ["サーバーに接続できません: APIキーが無効です", "fatal"],
  ["上游服务器错误：余额不足", "fatal"],
  ["服务器错误：上下文长度超过模型限制", "context_overflow"],
  ["Verbindung unterbrochen: Kontingent überschritten", "fatal"],
] as const);

answers("extended: Chatbox, ChatGPTBox and Page Assist error strings in their locales (1.35.19)", [
  ["網路錯誤。請檢查目前的網路狀態，以及與 api.openai.com 的連接情況。", "retryable"],
  ["Ett nätverksfel har inträffat. Kontrollera din nuvarande nätverksstatus och anslutningen till api.openai.com.", "retryable"],
  ["接続に失敗しました", "retryable"],
  ["Verbindung fehlgeschlagen", "retryable"],
  ["Échec de la connexion", "retryable"],
  ["Соединение не удалось", "retryable"],
  ["提供方不可用", "retryable"],
  ["Anbieter nicht verfügbar", "retryable"],
  ["Proveedor no disponible", "retryable"],
  ["Melampaui batas maksimum panjang konteks, harap bersihkan percakapan dan coba lagi", "context_overflow"],
  ["Limite de taux atteinte", "retryable"],
  ["請求太頻繁，超過限制次數", "retryable"],
  ["Verbindung zu Ollama nicht möglich 🦙", "retryable"],
  ["Impossible de se connecter à Ollama 🦙", "retryable"],
  ["Не удалось подключиться к Ollama 🦙", "retryable"],
  ["Não foi possível conectar ao Ollama 🦙", "retryable"],
  ["無法連接到 Ollama 🦙", "retryable"],
  ["تعذر الاتصال بـ Ollama 🦙", "retryable"],
  ["Ошибка: 121692 токенов входа при пределе 46112 на этом тарифе", "context_overflow"],
  // Guards: a region refusal, a disabled token, a daily rate limit and an
  // invalid key beside a wrapper stay fatal.
  ["Servicio no disponible en tu región", "fatal"],
  ["Сервис недоступен в вашем регионе", "fatal"],
  ["该令牌状态不可用", "fatal"],
  ["1日のレート制限に達しました。明日もう一度お試しください", "fatal"],
  ["請求過多：API Key 無效", "fatal"],
  ["Impossible de se connecter à Ollama : clé API invalide", "fatal"],
] as const);

answers("extended: one-api's and AstrBot's own Chinese error strings (1.35.20)", [
  ["渠道 openai （3）测试超时", "retryable"],
  ["API 调用失败，重试 3 次仍然失败。", "retryable"],
  // Guards: a statement beside the retry wrapper decides.
  ["重试 3 次仍然失败：API Key 无效", "fatal"],
  ["重试 3 次仍然失败：余额不足", "fatal"],
  ["该令牌无权使用模型：gpt-4o", "fatal"],
] as const);

answers("extended: refused, reset, closed and unreachable in other languages (1.35.21)", [
  ["Die Verbindung wurde vom Server abgelehnt", "retryable"],
  ["Connexion refusée", "retryable"],
  ["La conexión fue restablecida por el servidor", "retryable"],
  ["Conexão recusada", "retryable"],
  ["Connessione rifiutata", "retryable"],
  ["В подключении отказано", "retryable"],
  ["接続が拒否されました", "retryable"],
  ["연결이 거부되었습니다", "retryable"],
  ["连接已关闭", "retryable"],
  ["Der Server ist nicht erreichbar", "retryable"],
  ["Le délai de connexion a expiré", "retryable"],
  ["El servidor no está disponible", "retryable"],
  // Guards: a statement beside the wrapper decides.
  ["Connexion refusée : clé API invalide", "fatal"],
  ["接続が拒否されました：APIキーが無効です", "fatal"],
  ["El servidor no está disponible en tu región", "fatal"],
] as const);

answers("extended: connection wrappers, invalid keys and spent balances in six more languages (1.35.22)", [
  ["Sunucuya bağlanılamıyor", "retryable"],
  ["Máy chủ không phản hồi", "retryable"],
  ["Koneksi ditolak", "retryable"],
  ["Serwer nie odpowiada", "retryable"],
  ["Kan geen verbinding maken met de server", "retryable"],
  ["ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้", "retryable"],
  // Guards: the key or the balance beside the wrapper decides.
  ["Sunucuya bağlanılamıyor: Geçersiz API anahtarı", "fatal"],
  ["Không thể kết nối: Số dư không đủ", "fatal"],
  ["Tidak dapat terhubung ke server: Kunci API tidak valid", "fatal"],
  ["Kan geen verbinding maken met de server: Ongeldige API-sleutel", "fatal"],
  ["Anslutningen misslyckades: API-nyckel ogiltig", "fatal"],
  ["Неможливо підключитися: недійсний API-ключ", "fatal"],
] as const);

answers("extended: a model not found or access denied beside a localized connection wrapper (1.35.23)", [
  ["Verbindung fehlgeschlagen: Modell nicht gefunden", "fatal"],
  ["连接失败：模型不存在", "fatal"],
  ["接続に失敗しました：モデルが見つかりません", "fatal"],
  ["연결 실패: 모델을 찾을 수 없습니다", "fatal"],
  ["Не удалось подключиться к серверу: модель не найдена", "fatal"],
  ["Connessione fallita: modello non trovato", "fatal"],
  ["Não foi possível conectar ao servidor: modelo não encontrado", "fatal"],
  ["连接失败：权限不足", "fatal"],
  ["Verbindung fehlgeschlagen: Zugriff verweigert", "fatal"],
  ["接続に失敗しました：アクセスが拒否されました", "fatal"],
  // Guards: a refused connection is not refused access.
  ["Connexion refusée", "retryable"],
  ["拒绝连接", "retryable"],
] as const);

answers("extended: bad requests, policy blocks and banned accounts beside a localized wrapper (1.35.24)", [
  ["连接失败：参数错误", "fatal"],
  ["连接失败：内容违规", "fatal"],
  ["连接失败：输入内容包含敏感词", "fatal"],
  ["连接失败：账号已被封禁", "fatal"],
  ["连接失败：不支持的模型", "fatal"],
  ["服务器错误：请求参数错误", "fatal"],
  ["Verbindung fehlgeschlagen: Ungültige Anfrage", "fatal"],
  ["接続に失敗しました：不正なリクエスト", "fatal"],
  ["연결 실패: 잘못된 요청", "fatal"],
  ["Verbindung fehlgeschlagen: Inhalt verstößt gegen die Richtlinien", "fatal"],
  ["接続に失敗しました：コンテンツポリシーに違反しています", "fatal"],
  ["Не удалось подключиться к серверу: неверный запрос", "fatal"],
  // Guards: the wrappers alone stay retryable.
  ["连接失败", "retryable"],
  ["Verbindung fehlgeschlagen", "retryable"],
] as const);

answers("extended: failed authentication beside a localized wrapper; 'could not connect' alone (1.35.25)", [
  ["连接失败：认证失败", "fatal"],
  ["连接失败：该令牌已过期", "fatal"],
  ["接続に失敗しました：認証に失敗しました", "fatal"],
  ["연결 실패: 인증에 실패했습니다", "fatal"],
  ["Verbindung fehlgeschlagen: Authentifizierung fehlgeschlagen", "fatal"],
  ["No se pudo conectar: error de autenticación", "fatal"],
  ["Connessione fallita: autenticazione non riuscita", "fatal"],
  ["Не удалось подключиться к серверу: ошибка авторизации", "fatal"],
  ["No se pudo conectar", "retryable"],
  ["Impossible de se connecter", "retryable"],
  ["Не удалось подключиться", "retryable"],
] as const);

answers("extended: an overloaded model and high demand in twelve languages (1.35.26)", [
  ["服务器过载", "retryable"],
  ["当前使用人数过多", "retryable"],
  ["モデルが過負荷状態です", "retryable"],
  ["모델이 과부하 상태입니다", "retryable"],
  ["Das Modell ist überlastet", "retryable"],
  ["Le modèle est surchargé", "retryable"],
  ["Alta demanda en este momento", "retryable"],
  ["Модель перегружена", "retryable"],
  ["Mô hình đang quá tải", "retryable"],
  ["网关错误", "retryable"],
  // Guards: a statement of an earlier tier decides.
  ["模型过载：API Key 无效", "fatal"],
  ["Le modèle est surchargé : quota mensuel dépassé", "fatal"],
] as const);

answers("extended: 'server error' and 'try again later' in thirteen more languages (1.35.27)", [
  ["Dahili sunucu hatası", "retryable"],
  ["Vui lòng thử lại sau", "retryable"],
  ["Silakan coba lagi nanti", "retryable"],
  ["Wewnętrzny błąd serwera", "retryable"],
  ["Probeer het later opnieuw", "retryable"],
  ["خطأ داخلي في الخادم", "retryable"],
  ["Спробуйте пізніше", "retryable"],
  ["Försök igen senare", "retryable"],
  ["सर्वर त्रुटि, कृपया बाद में पुनः प्रयास करें", "retryable"],
  // Guards: wrappers; a statement beside them decides.
  ["Dahili sunucu hatası: Geçersiz API anahtarı", "fatal"],
  ["Vui lòng thử lại sau: Số dư không đủ", "fatal"],
] as const);

answers("extended: limits, quotas, overflows and timeouts in more languages (1.35.28)", [
  ["İstek sınırı aşıldı, lütfen bekleyin", "retryable"],
  ["Te veel verzoeken", "retryable"],
  ["تم تجاوز حد المعدل", "retryable"],
  ["Bağlam uzunluğu sınırı aşıldı", "context_overflow"],
  ["Văn bản đầu vào quá dài", "context_overflow"],
  ["Tekst wejściowy jest za długi", "context_overflow"],
  ["تم تجاوز طول السياق", "context_overflow"],
  ["輸入內容過長", "context_overflow"],
  ["Time-out bij het verbinden", "retryable"],
  ["Vypršel časový limit", "retryable"],
  // Guards: daily limits and spent quotas beside a wrapper stay fatal; an
  // Indonesian bare "time is up" also ends sessions and stays fatal.
  ["Sunucuya bağlanılamıyor: Günlük limit aşıldı", "fatal"],
  ["Không thể kết nối: Đã vượt quá hạn mức hàng ngày", "fatal"],
  ["Quotum overschreden", "fatal"],
  ["Waktu habis", "fatal"],
] as const);

answers("extended: an empty response in eleven more languages (1.35.29)", [
  ["Leere Antwort vom Modell", "retryable"],
  ["Réponse vide du modèle", "retryable"],
  ["Respuesta vacía del modelo", "retryable"],
  ["Пустой ответ от модели", "retryable"],
  ["Respons kosong dari model", "retryable"],
  ["模型返回空内容", "retryable"],
  // Guards: a statement of an earlier tier decides.
  ["Leere Antwort: Ungültiger API-Schlüssel", "fatal"],
  ["Respuesta vacía: saldo insuficiente", "fatal"],
] as const);
