import type { ErrorType } from "./taxonomy.js";
/**
 * The exact-value tables classifyProviderError looks fields up in (message
 * text goes through the rule sets in rules/provider-*.json instead).
 */
/** Step 1: error names (`name` or constructor name) and codes of a cancelled call. */
export declare const ABORT_NAMES: readonly string[];
export declare const ABORT_CODES: readonly string[];
/** Step 2: the HTTP status that means our spending limit (Payment Required). */
export declare const BUDGET_STATUS = 402;
/**
 * Step 3: provider error codes and types (`code`, `type`, `error.type`,
 * `error.error.type`, …), the most specific signal. `context_length_exceeded`
 * is read through the context rule set, which sets `contextOverflow`.
 */
export declare const PROVIDER_CODES: Readonly<Record<string, ErrorType>>;
/** Step 4: the type an HTTP status means, or undefined (499 and other 5xx are transient). */
export declare function statusType(status: number): ErrorType | undefined;
/**
 * Step 5: SDK error class names (`name` or constructor name). `TimeoutError`
 * is the DOMException `AbortSignal.timeout()` rejects with.
 */
export declare const CLASS_NAMES: Readonly<Record<string, ErrorType>>;
/** Step 6: Node system and undici error codes, on the error or its causes. */
export declare const NETWORK_CODES: Readonly<Record<string, ErrorType>>;
/** Step 7: error names of parse and validation failures. */
export declare const PARSING_NAMES: readonly string[];
