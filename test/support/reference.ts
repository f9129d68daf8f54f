// Test-only: the specification's classifyError written the plain JavaScript
// way, with RegExp. The differential test holds the engine to it.
const RETRYABLE = [/rate.?limit/i, /429/i, /503/i, /overloaded/i, /ETIMEDOUT/i, /ECONNRESET/i, /ECONNREFUSED/i, /network/i];
const OVERFLOW = [/context.?length/i, /context.?window/i, /context.?overflow/i, /too many tokens/i, /maximum context/i, /token.?limit/i];
const FATAL = [/401/i, /403/i, /unauthorized/i, /forbidden/i, /invalid.?key/i, /authentication/i];

export function referenceClassifyError(message: string): "retryable" | "fatal" | "context_overflow" {
  if (RETRYABLE.some((p) => p.test(message))) return "retryable";
  if (OVERFLOW.some((p) => p.test(message))) return "context_overflow";
  if (FATAL.some((p) => p.test(message))) return "fatal";
  return "fatal";
}
