/** What one provider last failed with, inside a RetryExhaustedError. */
export interface ProviderFailure {
    /** The provider's name. */
    readonly provider: string;
    /** The provider's last error, as thrown. */
    readonly error: unknown;
    /** That error's type (an ErrorType name). */
    readonly type: string;
    /** How many calls were made to this provider. */
    readonly calls: number;
}
/**
 * AggregateError, typed without naming it: the published declarations then
 * compile under any `lib` (AggregateError is ES2021), while instances still
 * are AggregateErrors at run time.
 */
declare const AggregateErrorBase: new (errors: unknown[], message: string, options?: {
    cause?: unknown;
}) => Error & {
    errors: unknown[];
};
/**
 * Every provider withRetry could use failed with an error that lets another
 * provider take over, and none is left. `errors` holds each provider's last
 * error in provider order (as an AggregateError's do); `failures` says which
 * provider each came from; `cause` is the last one.
 */
export declare class RetryExhaustedError extends AggregateErrorBase {
    readonly code = "ERR_RETRY_EXHAUSTED";
    readonly failures: readonly ProviderFailure[];
    constructor(failures: readonly ProviderFailure[]);
}
export {};
