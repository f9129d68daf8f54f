import { extendedRules, extendedTier as compiledTier } from "../extended-engine.js";
import { normalizeEscapes } from "../normalize.js";
import { providerTextClassifier } from "./text-rules.js";
import type { ErrorType } from "./taxonomy.js";

/**
 * What message text means to classifyProviderError, decided by the same rule
 * data as `extended`'s classifyError (rules/extended.json), so that the two
 * never disagree on a message (issue 22). `extended` decides the category
 * (retryable, context_overflow, fatal); the ErrorType within it is the one
 * its matching tier stands for (EXTENDED_TIER_TYPES), refined by the finer
 * types of rules/provider-text.json (authentication vs invalid_request,
 * budget vs quota, parsing, policy, rate_limit vs timeout vs transient)
 * where that rule set's answer lies in the same category.
 */
export interface TextDecision {
  type: ErrorType;
  /** extended's category for the text. */
  category: "retryable" | "context_overflow" | "fatal";
  /** The extended tier that matched, or -1 (nothing matched: its default, fatal). */
  tier: number;
  contextOverflow?: true;
}

/**
 * The ErrorType each tier of rules/extended.json stands for, by tier index,
 * with the category the tier has (checked against the rule set on first use
 * and by test/one-answer.test.ts). Data, like the tiers it follows.
 */
export const EXTENDED_TIER_TYPES: readonly { category: TextDecision["category"]; type: ErrorType; definite: boolean }[] = Object.freeze([
  // 0: quotas over a day or longer, waits of hours.
  { category: "fatal", type: "quota_exceeded", definite: true },
  // 1: failures no retry fixes (credentials, DNS, certificates, policy blocks, unparseable output).
  { category: "fatal", type: "invalid_request", definite: true },
  // 2: an output-token parameter as large as the window.
  { category: "fatal", type: "invalid_request", definite: true },
  // 3: context overflow.
  { category: "context_overflow", type: "invalid_request", definite: true },
  // 4: one request larger than the per-minute budget; overflows with an output parameter below the window.
  { category: "context_overflow", type: "invalid_request", definite: true },
  // 5: per-minute quotas.
  { category: "retryable", type: "rate_limit", definite: false },
  // 6: transient statements that outrank plan, parse and status wordings (a gateway's 502 before its page's parse failure).
  { category: "retryable", type: "transient", definite: false },
  // 7: exhausted quotas, billing and plan limits.
  { category: "fatal", type: "quota_exceeded", definite: true },
  // 8: malformed requests, responses that failed the caller's schema.
  { category: "fatal", type: "invalid_request", definite: false },
  // 9: bare 401/403 and refused access.
  { category: "fatal", type: "authentication", definite: false },
  // 10: transient failures.
  { category: "retryable", type: "transient", definite: false },
  // 11: client errors as statements (not-found models, invalid requests, policy blocks).
  { category: "fatal", type: "invalid_request", definite: false },
  // 12: wrappers (5xx statuses, connection errors, retry helpers), after the statements.
  { category: "retryable", type: "transient", definite: false },
  // 13: bare 400/404 statuses.
  { category: "fatal", type: "invalid_request", definite: false },
]);

const RETRYABLE_TYPES: readonly ErrorType[] = ["rate_limit", "timeout", "transient"];

/** The spec's category of an ErrorType as the corpus labels it: rate_limit, timeout, transient are retryable; the rest fatal. */
export function typeCategory(type: ErrorType): "retryable" | "fatal" {
  return RETRYABLE_TYPES.includes(type) ? "retryable" : "fatal";
}

let checked = false;

/** The extended tier of a text, on the compiled rule set `extended`'s classifyError uses too. */
function extendedTier(text: string): number {
  if (!checked) {
    const tiers = extendedRules.tiers;
    if (tiers.length !== EXTENDED_TIER_TYPES.length || tiers.some((t, i) => t.category !== EXTENDED_TIER_TYPES[i].category)) {
      throw new Error("EXTENDED_TIER_TYPES does not follow the tiers of rules/extended.json");
    }
    checked = true;
  }
  return compiledTier(text);
}

/** The text decision of one message (see TextDecision). */
export function decideText(message: string): TextDecision {
  const text = normalizeEscapes(message);
  const tier = extendedTier(text);
  if (tier >= 0 && EXTENDED_TIER_TYPES[tier].category === "context_overflow") {
    return { type: "invalid_request", category: "context_overflow", tier, contextOverflow: true };
  }
  const fine = providerTextClassifier().category(text);
  if (tier < 0) {
    // Nothing in extended matched: its default, fatal. A finer fatal type
    // provider-text names is kept; anything else is unknown.
    return { type: fine !== "unknown" && typeCategory(fine) === "fatal" ? fine : "unknown", category: "fatal", tier };
  }
  const own = EXTENDED_TIER_TYPES[tier];
  const category = own.category;
  return { type: fine !== "unknown" && typeCategory(fine) === category ? fine : own.type, category, tier };
}

/**
 * The text decision over several messages (an error's `message`,
 * `error.message`, …, nearest first): the first that extended recognises,
 * else the first message's.
 */
export function decideTexts(texts: readonly string[]): TextDecision | undefined {
  let first: TextDecision | undefined;
  for (const t of texts) {
    const d = decideText(t);
    if (d.tier >= 0) return d;
    first ??= d;
  }
  return first;
}

/** Whether a text decision comes from a tier that outranks an HTTP status or a provider code (see classifyProviderError). */
export function isDefinite(d: TextDecision): boolean {
  return d.tier >= 0 && EXTENDED_TIER_TYPES[d.tier].definite;
}
