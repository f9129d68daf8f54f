import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { classifyProviderError } from "./classify-provider-error.js";

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
  /** Whether retrying might succeed: the error type's `retryable` (absent when the caller gave the category). */
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

function messageOf(value: unknown): string {
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

/**
 * The error context of an error or a message. A given `category` wins;
 * otherwise classifyProviderError decides: timeout → `timeout`; a network
 * code → `network`; aborted → `aborted`; any other recognised error →
 * `provider`; unknown → `unknown`. `isTransient` is the type's `retryable`
 * and `retryAfterMs` the provider's hint. Throws ArgumentTypeError for
 * malformed options.
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
  context.category =
    c.type === "timeout"
      ? "timeout"
      : c.source === "network"
        ? "network"
        : c.type === "aborted"
          ? "aborted"
          : c.type === "unknown"
            ? "unknown"
            : "provider";
  context.isTransient = c.retryable;
  if (c.retryAfterMs !== undefined) context.retryAfterMs = c.retryAfterMs;
  return context;
}
