// The `extended` rule set (rules/extended.json): the spec's categories on what
// providers, AI CLIs and Node networking really print. Subpath entry point
// `error-classifier/extended`.
import { messageText, type ClassifiedCategory, type ErrorCategory } from "./classify-error.js";
import { extendedRules, extendedTier } from "./extended-engine.js";
import { normalizeEscapes } from "./normalize.js";

export type { ErrorCategory };

/** The extended rule set (rules/extended.json), as frozen data. */
export { extendedRules };

/**
 * The extended rule set's data version (its `version` field). A pattern
 * change that moves any row of the labelled corpus is a minor version.
 */
export const extendedVersion: string = extendedRules.version ?? "0.0.0";

const categories: readonly ClassifiedCategory[] = extendedRules.tiers.map((t) => t.category);
const fallback: ClassifiedCategory = extendedRules.defaultCategory;

/**
 * Classify an error message with the extended rule set: exhausted quotas and
 * billing limits are fatal (even when sent as a 429), each provider's
 * context-overflow wording is context_overflow, rate limits, overload, 5xx
 * statuses, network failures and timeouts are retryable; anything else, the
 * empty string included, is fatal. Same signature and argument handling as
 * the spec's `classifyError`; never returns `timeout` or `aborted`.
 * JSON-escaped text is read unescaped, once or twice escaped alike (see
 * normalizeEscapes). The compiled rule set is shared with
 * classifyProviderError's reading of message text.
 */
export const classifyError: (message: string) => ErrorCategory = (message: string) => {
  const tier = extendedTier(normalizeEscapes(messageText(message)));
  return tier < 0 ? fallback : categories[tier];
};
