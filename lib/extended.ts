// The `extended` rule set (rules/extended.json): the spec's categories on what
// providers, AI CLIs and Node networking really print. Subpath entry point
// `error-classifier/extended`.
import { readBuiltin } from "./builtin.js";
import { makeClassifyError, messageText, type ClassifiedCategory, type ErrorCategory } from "./classify-error.js";
import { normalizeEscapes } from "./normalize.js";

export type { ErrorCategory };

/** The extended rule set (rules/extended.json), as frozen data. */
export const extendedRules = readBuiltin<ClassifiedCategory>("extended");

/**
 * The extended rule set's data version (its `version` field). A pattern
 * change that moves any row of the labelled corpus is a minor version.
 */
export const extendedVersion: string = extendedRules.version ?? "0.0.0";

/**
 * Classify an error message with the extended rule set: exhausted quotas and
 * billing limits are fatal (even when sent as a 429), each provider's
 * context-overflow wording is context_overflow, rate limits, overload, 5xx
 * statuses, network failures and timeouts are retryable; anything else, the
 * empty string included, is fatal. Same signature and argument handling as
 * the spec's `classifyError`; never returns `timeout` or `aborted`.
 */
const classifyRaw = makeClassifyError(extendedRules);

/**
 * (JSON-escaped text is read unescaped, once or twice escaped alike: see
 * normalizeEscapes.)
 */
export const classifyError: (message: string) => ErrorCategory = (message: string) => classifyRaw(normalizeEscapes(messageText(message)));
