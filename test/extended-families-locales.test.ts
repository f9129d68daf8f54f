// The `extended` rule set on app and provider wordings in other languages,
// probed between blind collections I/J and the next (issue 22, 1.35.18 to
// 1.35.29): each localized wrapper beside the localized fatal statement that
// must outrank it. Batch-taught families are in extended-families-b*.test.ts.
import { answers } from "./support/extended-answers.js";

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
