import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { readBuiltin } from "../builtin.js";
import { createClassifier, type Classifier } from "../classifier.js";
import { classifyProviderError, type ProviderErrorClassification } from "./classify-provider-error.js";
import { errorFacts, type ErrorFacts } from "./facts.js";
import { DEFAULT_MAX_RETRY_AFTER_MS } from "./retry-delay.js";
import { resolvePolicy } from "./taxonomy.js";
import { retryStep, type RetryClassification } from "./with-retry.js";

/** Connection-failure wording in message text (rules/network-text.json): `network`, default `none`. */
export const networkTextRules = readBuiltin<"network" | "none">("network-text");

/** Why a unit of work failed or was cancelled, as a runner reports it. */
export type ErrorContextCategory = "provider" | "timeout" | "idle" | "network" | "aborted" | "session-failed" | "unknown";

/** Every ErrorContextCategory. */
export const errorContextCategories: readonly ErrorContextCategory[] = Object.freeze([
  "provider",
  "timeout",
  "idle",
  "network",
  "aborted",
  "session-failed",
  "unknown",
] as const);

/** Structured error context to attach to a unit's result instead of re-parsing message text later. */
export interface ErrorContext {
  message: string;
  category: ErrorContextCategory;
  /** The model's stop reason, when the caller gave one. */
  stopReason?: string;
  /**
   * Whether withRetry, with the default policies, would call the same provider
   * again after this error (absent when the caller gave the category).
   */
  isTransient?: boolean;
  /** The provider's wait hint, when the error's headers gave one. */
  retryAfterMs?: number;
}

/** Options of {@link toErrorContext}. */
export interface ErrorContextOptions {
  stopReason?: string;
  /** The category the caller knows (such as `idle` or `timeout` for its own watchdogs); it wins. */
  category?: ErrorContextCategory;
}

/** The `message` toErrorContext reports for any value: a string as is, else its `message`, else its String form. */
export function messageOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value instanceof Error) return value.message;
  const m = typeof value === "object" && value !== null ? (value as { message?: unknown }).message : undefined;
  if (typeof m === "string") return m;
  if (value === undefined || value === null) return "";
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

let network: Classifier<"network" | "none"> | undefined;

/** Whether any message of the error says a connection failed (rules/network-text.json). */
function saysNetwork(facts: ErrorFacts): boolean {
  network ??= createClassifier(networkTextRules);
  return network.classifyMany(facts.messages).includes("network");
}

/** The most specific ErrorContextCategory of a classified error. */
function categoryOf(c: ProviderErrorClassification, facts: ErrorFacts): ErrorContextCategory {
  if (c.type === "aborted") return "aborted";
  if (c.type === "timeout") return "timeout";
  if (c.source === "network") return "network";
  // Message text alone: a connection wording wins over the generic answers
  // (transient, unknown, and ENOTFOUND's invalid_request).
  const generic = c.type === "transient" || c.type === "unknown" || c.type === "invalid_request";
  if ((c.source === "text" || c.source === "none") && generic && saysNetwork(facts)) return "network";
  return c.type === "unknown" ? "unknown" : "provider";
}

/**
 * Whether withRetry, with the default policies and options, calls the same
 * provider again after this failure: the definition of `isTransient`.
 */
export function retriedByDefault(error: unknown, c: RetryClassification): boolean {
  return retryStep(error, c, resolvePolicy(c.type), 0, {}, DEFAULT_MAX_RETRY_AFTER_MS).retry;
}

/**
 * The error context of an error or a message. A given `category` wins (and
 * `isTransient` is left out); otherwise the most specific category the
 * input supports, from classifyProviderError's answer: type aborted →
 * `aborted`; type timeout → `timeout`; a network code on the error or its
 * causes, or connection wording in its message (rules/network-text.json:
 * `ECONNREFUSED`, `fetch failed`, `socket hang up`, `getaddrinfo EAI_AGAIN`,
 * …) → `network`; any other recognised error → `provider`; else `unknown`.
 * `isTransient` is exactly whether withRetry with the default policies would
 * call the same provider again (retryable type with retries left, and no
 * provider wait hint over 60 s); `retryAfterMs` is the provider's hint.
 * Throws ArgumentTypeError for malformed options.
 */
export function toErrorContext(errorOrMessage: unknown, options: ErrorContextOptions = {}): ErrorContext {
  if (typeof options !== "object" || options === null) throw new ArgumentTypeError("options", "an object", options);
  const { stopReason, category } = options;
  if (stopReason !== undefined && typeof stopReason !== "string") throw new ArgumentTypeError("options.stopReason", "a string", stopReason);
  if (category !== undefined && !errorContextCategories.includes(category)) {
    throw new ArgumentTypeError("options.category", `one of ${errorContextCategories.join(", ")}`, category);
  }
  const context: ErrorContext = { message: messageOf(errorOrMessage), category: category ?? "unknown" };
  if (stopReason !== undefined) context.stopReason = stopReason;
  if (category !== undefined) return context;
  const c = classifyProviderError(errorOrMessage);
  context.category = categoryOf(c, errorFacts(errorOrMessage));
  context.isTransient = retriedByDefault(errorOrMessage, c);
  if (c.retryAfterMs !== undefined) context.retryAfterMs = c.retryAfterMs;
  return context;
}
