/** Error categories for CLI subprocess failures. */
export type ErrorCategory = "retryable" | "fatal" | "context_overflow" | "timeout" | "aborted";
/** The categories classifyError can return (`timeout` and `aborted` are set by the runtime). */
export type ClassifiedCategory = "retryable" | "fatal" | "context_overflow";
/** The specification's rule set (rules/spec.json), as data. */
export declare const specRules: import("./rule-set.js").RuleSet<ClassifiedCategory>;
/**
 * Converts a message as `RegExp.prototype.test` would (ECMAScript ToString),
 * throwing an ArgumentTypeError of ours for a value that cannot be converted.
 */
export declare function messageText(message: unknown): string;
/**
 * Builds a drop-in `classifyError` over a rule set with the spec's
 * categories. The rule set is compiled on the first call, so that importing
 * the package stays cheap; a rule set that does not compile throws there.
 */
export declare function makeClassifyError(ruleSet: typeof specRules): (message: string) => ErrorCategory;
/**
 * Classify an error message string into an actionable category.
 *
 * First match wins across ordered tiers: retryable, then context_overflow,
 * then fatal (auth); anything else, the empty string included, is fatal.
 * Case-insensitive; answers exactly what the specification's patterns as
 * JavaScript RegExps with the `i` flag answer. Never returns `timeout` or
 * `aborted`.
 */
export declare const classifyError: (message: string) => ErrorCategory;
