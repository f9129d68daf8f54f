// The differential test's generated messages: words near the spec's
// patterns, mutated with the characters where JavaScript and RE2 could
// differ, and noise. Shared with the test that compares the backends.

// A seeded generator, so that a failure can be replayed.
export { seededRandom as rng } from "../../scripts/corpus.mjs";

const PATTERN_WORDS = [
  "rate limit", "ratelimit", "rate_limit", "rate-limit", "rate  limit", "429", "4 29", "42", "503", "50 3",
  "overloaded", "overload", "ETIMEDOUT", "ETIMEOUT", "ECONNRESET", "ECONNREFUSED", "ECONN", "network", "net work",
  "context length", "context  length", "contextlength", "context window", "context-window", "context overflow",
  "too many tokens", "too many  tokens", "maximum context", "maximum  context", "token limit", "tokenlimit", "token_limit",
  "401", "403", "40 1", "unauthorized", "unauthorised", "forbidden", "invalid key", "invalid api key", "invalidkey",
  "invalid_key", "authentication", "authenticate",
];
const NOISE = [
  " ", "  ", "\n", "\r\n", "\t", "error: ", "Error", "{\"error\":", "}", "req_4290ab", "HTTP/1.1", "—", "é", "ü", "ß",
  "ſ", "K", "😀", "🤖", "\u2028", "\u2029", "\u0000", "\ud800", "\udc00", "日本語", "Ошибка", "مرحبا", "\u00a0", "İ", "ı",
];
// Characters put into the `.?` slots and in place of letters.
export const SLOT = ["\r", "\n", "\u2028", "\u2029", "😀", "\u212a", "\u017f", "", " ", "_", "-", ".", "\t", "é", "\u0000", "\ud83d"];

function mutate(word: string, r: () => number): string {
  let out = "";
  for (const ch of word) {
    const x = r();
    if (x < 0.04) out += SLOT[Math.floor(r() * SLOT.length)];
    else if (x < 0.07 && (ch === "k" || ch === "K")) out += "\u212a";
    else if (x < 0.1 && (ch === "s" || ch === "S")) out += "\u017f";
    else if (x < 0.35) out += ch.toUpperCase();
    else out += ch;
    if (r() < 0.03) out += SLOT[Math.floor(r() * SLOT.length)];
  }
  return out;
}

export function message(r: () => number): string {
  const parts: string[] = [];
  const n = 1 + Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    if (r() < 0.55) parts.push(mutate(PATTERN_WORDS[Math.floor(r() * PATTERN_WORDS.length)], r));
    else parts.push(NOISE[Math.floor(r() * NOISE.length)]);
  }
  return parts.join(r() < 0.5 ? "" : " ");
}

