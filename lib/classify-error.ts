import { readBuiltin } from "./builtin.js";
import { createClassifier } from "./classifier.js";
import { ArgumentTypeError } from "./errors/ArgumentTypeError.js";

/** Error categories for CLI subprocess failures. */
export type ErrorCategory = "retryable" | "fatal" | "context_overflow" | "timeout" | "aborted";

/** The categories classifyError can return (`timeout` and `aborted` are set by the runtime). */
export type ClassifiedCategory = "retryable" | "fatal" | "context_overflow";

/** The specification's rule set (rules/spec.json), as data. */
export const specRules = readBuiltin<ClassifiedCategory>("spec");

/**
 * Converts a message as `RegExp.prototype.test` would (ECMAScript ToString),
 * throwing an ArgumentTypeError of ours for a value that cannot be converted.
 */
export function messageText(message: unknown): string {
  if (typeof message === "string") return message;
  try {
    return `${message as string}`;
  } catch (cause) {
    throw new ArgumentTypeError("message", "a string or a value convertible with String()", message, { cause });
  }
}

/** Builds a drop-in `classifyError` over a rule set with the spec's categories. */
export function makeClassifyError(ruleSet: typeof specRules): (message: string) => ErrorCategory {
  const classifier = createClassifier(ruleSet);
  return function classifyError(message: string): ErrorCategory {
    return classifier.category(messageText(message));
  };
}

/**
 * Classify an error message string into an actionable category.
 *
 * First match wins across ordered tiers: retryable, then context_overflow,
 * then fatal (auth); anything else, the empty string included, is fatal.
 * Case-insensitive; answers exactly what the specification's patterns as
 * JavaScript RegExps with the `i` flag answer. Never returns `timeout` or
 * `aborted`.
 */
export const classifyError: (message: string) => ErrorCategory = makeClassifyError(specRules);
