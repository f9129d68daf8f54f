/** What went wrong with a call to an LLM provider, as one of eleven types. */
export type ErrorType = "rate_limit" | "timeout" | "authentication" | "invalid_request" | "parsing" | "budget_exceeded" | "quota_exceeded" | "policy" | "transient" | "aborted" | "unknown";
/** Every ErrorType, in the order of the policy table. */
export declare const errorTypes: readonly ErrorType[];
/**
 * How to wait before a retry: `exponential` backoff (or the provider's
 * Retry-After), `corrective` (retry at once, with a corrected request), or
 * `none` (no retry).
 */
export type BackoffStrategy = "exponential" | "corrective" | "none";
/** What to do about an error of one type. */
export interface RetryPolicy {
    /** Whether the same provider may be called again. */
    readonly retryable: boolean;
    /** Retries after the first call (3 means up to 4 calls to one provider). */
    readonly maxAttempts: number;
    /** Whether another provider may take over once this one gives up. */
    readonly fallbackEligible: boolean;
    readonly backoffStrategy: BackoffStrategy;
}
/** Per-type replacements for some or all fields of the default policies. */
export type PolicyOverrides = {
    readonly [T in ErrorType]?: Partial<RetryPolicy>;
};
/** The default policy of each ErrorType (issue 4, section 1), frozen data. */
export declare const defaultPolicies: Readonly<Record<ErrorType, RetryPolicy>>;
/** Whether value is one of the ErrorType names. */
export declare function isErrorType(value: unknown): value is ErrorType;
/** Throws ArgumentTypeError unless overrides is undefined or a valid PolicyOverrides. */
export declare function checkPolicyOverrides(overrides: unknown, argument?: string): asserts overrides is PolicyOverrides | undefined;
/**
 * The policy of `type`: the default from {@link defaultPolicies}, with the
 * fields `overrides[type]` gives replacing the defaults. Returns frozen data.
 * Throws ArgumentTypeError for an unknown type or a malformed override.
 */
export declare function resolvePolicy(type: ErrorType, overrides?: PolicyOverrides): RetryPolicy;
