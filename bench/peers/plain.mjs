// The plain-JavaScript ways of classifying with the specification's patterns.
export const TIERS = [
  ["retryable", ["rate.?limit", "429", "503", "overloaded", "ETIMEDOUT", "ECONNRESET", "ECONNREFUSED", "network"]],
  ["context_overflow", ["context.?length", "context.?window", "context.?overflow", "too many tokens", "maximum context", "token.?limit"]],
  ["fatal", ["401", "403", "unauthorized", "forbidden", "invalid.?key", "authentication"]],
];

const LOOP = TIERS.map(([category, patterns]) => [category, patterns.map((p) => new RegExp(p, "i"))]);
/** An array of case-insensitive RegExps per tier, tested in order. */
export function plainClassifyError(message) {
  for (const [category, regexps] of LOOP) {
    for (const re of regexps) if (re.test(message)) return category;
  }
  return "fatal";
}

const ALTERNATION = TIERS.map(([category, patterns]) => [category, new RegExp(patterns.join("|"), "i")]);
/** One case-insensitive alternation RegExp per tier. */
export function alternationClassifyError(message) {
  for (const [category, re] of ALTERNATION) if (re.test(message)) return category;
  return "fatal";
}
