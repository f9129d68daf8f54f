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
