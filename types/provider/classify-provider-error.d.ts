import { type ErrorFacts } from "./facts.js";
import { type ErrorType, type RetryPolicy } from "./taxonomy.js";
/**
 * Which step of classifyProviderError decided: `aborted` (1), `budget` (2:
 * budget and quota), `code` (3: provider error type or code, or context
 * overflow text), `status` (4), `class` (5: error class name), `network` (6:
 * system or undici code), `parsing` (7), `text` (8: message rule set), `none`
 * (9: unknown).
 */
export type ClassificationSource = "aborted" | "budget" | "code" | "status" | "class" | "network" | "parsing" | "text" | "none";
/** What an error means and what to do about it: its type and that type's default policy. */
export interface ProviderErrorClassification extends RetryPolicy {
    type: ErrorType;
    /** The step that decided. */
    source: ClassificationSource;
    /** The provider name given to classifyProviderError. */
    provider?: string;
    /** The HTTP status found on the error or its causes. */
    status?: number;
    /** The code or type that decided, else the first code or type found (such as `rate_limit_error` or `ECONNREFUSED`). */
    code?: string;
    /** Set when the input does not fit the model's context window: reduce the context rather than retry. */
    contextOverflow?: true;
    /** The provider's wait hint from the error's response headers (see retryAfterHint; the clock is `Date.now`). */
    retryAfterMs?: number;
    /** Set when `retryAfterMs` was derived from rate-limit reset headers. */
    derivedRetry?: true;
}
/**
 * Classifies an error from an LLM provider or AI CLI: an `@anthropic-ai/sdk`
 * or `openai` SDK error (read by shape, the SDKs are not needed), a Node
 * system error, a fetch/undici error (its `cause` chain is followed), a
 * SyntaxError, a zod error, a plain object or a message string. Message text
 * is read through `extended`'s rule data (rules/extended.json), with the
 * finer types of rules/provider-text.json within its category, so that on a
 * message alone it answers what `extended`'s classifyError answers. Order:
 * 1 aborted; 2 HTTP 402 → budget_exceeded, quota codes → quota_exceeded;
 * text saying the quota or budget is exhausted, or the context overflowed
 * (contextOverflow), from extended's definite tiers; 3–6 provider code/type,
 * HTTP status, SDK class name, network code, except where the text comes from
 * a definite tier with the other category (then the text); 7 parsing names;
 * 8 message text; 9 unknown. The result carries the type's default policy
 * (see resolvePolicy). Throws ArgumentTypeError when `provider` is given and
 * not a string.
 */
export declare function classifyProviderError(error: unknown, provider?: string): ProviderErrorClassification;
/** The response headers found on an error or its causes, for retryDelay. */
export declare function errorHeaders(error: unknown): ErrorFacts["headers"];
