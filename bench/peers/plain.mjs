// The plain-JavaScript ways of classifying with the specification's patterns,
// and the same two ways for any list of tiers.
export const TIERS = [
  ["retryable", ["rate.?limit", "429", "503", "overloaded", "ETIMEDOUT", "ECONNRESET", "ECONNREFUSED", "network"]],
  ["context_overflow", ["context.?length", "context.?window", "context.?overflow", "too many tokens", "maximum context", "token.?limit"]],
  ["fatal", ["401", "403", "unauthorized", "forbidden", "invalid.?key", "authentication"]],
];

/** An array of case-insensitive RegExps per tier, tested in order; first matching tier wins. */
export function plainTiers(tiers, defaultCategory) {
  const loop = tiers.map(([category, patterns, also]) => [category, patterns.map((p) => new RegExp(p, "i")), also]);
  return (text) => {
    for (const [category, regexps, also] of loop) {
      for (const re of regexps) if (re.test(text)) return category;
      if (also?.(text)) return category;
    }
    return defaultCategory;
  };
}

/** One case-insensitive alternation RegExp per tier. */
export function alternationTiers(tiers, defaultCategory) {
  const alternation = tiers.map(([category, patterns, also]) => [category, new RegExp(patterns.map((p) => `(?:${p})`).join("|") || "(?!)", "i"), also]);
  return (text) => {
    for (const [category, re, also] of alternation) if (re.test(text) || also?.(text)) return category;
    return defaultCategory;
  };
}

/** The specification's classifyError as an array of RegExps per tier. */
export const plainClassifyError = plainTiers(TIERS, "fatal");
/** The specification's classifyError as one alternation RegExp per tier. */
export const alternationClassifyError = alternationTiers(TIERS, "fatal");
