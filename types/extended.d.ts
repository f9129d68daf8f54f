import { type ErrorCategory } from "./classify-error.js";
import { extendedRules } from "./extended-engine.js";
export type { ErrorCategory };
/** The extended rule set (rules/extended.json), as frozen data. */
export { extendedRules };
/**
 * The extended rule set's data version (its `version` field). A pattern
 * change that moves any row of the labelled corpus is a minor version.
 */
export declare const extendedVersion: string;
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
export declare const classifyError: (message: string) => ErrorCategory;
