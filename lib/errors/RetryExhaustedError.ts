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
const AggregateErrorBase: new (errors: unknown[], message: string, options?: { cause?: unknown }) => Error & { errors: unknown[] } =
  AggregateError;

/**
 * Every provider withRetry could use failed with an error that lets another
 * provider take over, and none is left. `errors` holds each provider's last
 * error in provider order (as an AggregateError's do); `failures` says which
 * provider each came from; `cause` is the last one.
 */
export class RetryExhaustedError extends AggregateErrorBase {
  readonly code = "ERR_RETRY_EXHAUSTED";
  readonly failures: readonly ProviderFailure[];

  constructor(failures: readonly ProviderFailure[]) {
    const list = failures.map((f) => `${f.provider}: ${f.type} after ${f.calls} ${f.calls === 1 ? "call" : "calls"}`).join("; ");
    super(
      failures.map((f) => f.error),
      `Every provider failed (${list})`,
      { cause: failures.length ? failures[failures.length - 1].error : undefined },
    );
    this.name = "RetryExhaustedError";
    this.failures = Object.freeze([...failures]);
  }
}
