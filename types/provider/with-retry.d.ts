import { type RetryDelay } from "./retry-delay.js";
import { type ErrorType, type PolicyOverrides, type RetryPolicy } from "./taxonomy.js";
/** A provider: its name, or an object with a `name` (passed to the operation as given). */
export type ProviderRef = string | {
    readonly name: string;
};
/** What a classifier gives withRetry: a type and, optionally, the provider's wait hint. */
export interface RetryClassification {
    type: ErrorType;
    retryAfterMs?: number;
    derivedRetry?: true;
}
/** The second argument of the operation. */
export interface AttemptInfo {
    /** The provider's name. */
    provider: string;
    /** Its position in `providers` (0 is the primary). */
    providerIndex: number;
    /** 0 for the first call to this provider, 1 for its first retry, and so on. */
    attempt: number;
    /** The caller's signal, to pass on to the request. */
    signal?: AbortSignal;
    /** The failure that led to this call (a retry, a corrective retry or a fallback); absent on the very first call. */
    previous?: {
        provider: string;
        error: unknown;
        classification: RetryClassification;
    };
}
/**
 * What happened after a call: `success`; `retry` (the same provider will be
 * called again after `delayMs`); `fallback` (the next provider takes over);
 * `exhausted` (fallback-eligible, but no provider is left); `surface` (the
 * error is thrown as is).
 */
export type AttemptOutcome = "success" | "retry" | "fallback" | "exhausted" | "surface";
/** One call's report to `onAttempt`. */
export interface AttemptEvent {
    provider: string;
    providerIndex: number;
    attempt: number;
    outcome: AttemptOutcome;
    /** The error's type (absent on success). */
    type?: ErrorType;
    error?: unknown;
    /** The wait before the retry (outcome `retry` only). */
    delayMs?: number;
    /** The provider's wait hint, when its headers gave one. */
    retryAfterMs?: number;
    derivedRetry?: true;
}
/** Options of {@link withRetry}. */
export interface WithRetryOptions<P extends ProviderRef> {
    /** The primary provider, then the fallbacks in order; at least one. */
    providers: readonly P[];
    /** Per-type policy overrides (see resolvePolicy). */
    policy?: PolicyOverrides;
    /** Gives an error's type. Default classifyProviderError. */
    classify?: (error: unknown, provider: string) => RetryClassification;
    /** Waits ms milliseconds. Default a timer. An abort rejects the wait at once whatever sleep does. */
    sleep?: (ms: number, signal?: AbortSignal) => unknown;
    /** Cancels: checked before each call and during each wait; rejects with `signal.reason`. */
    signal?: AbortSignal;
    /** Called after every call, successful or not. */
    onAttempt?: (event: AttemptEvent) => void;
    /** The longest provider-given wait worth waiting for on one provider. Default 60 000 ms. */
    maxRetryAfterMs?: number;
    /** The clock (ms since the epoch) for HTTP-date and reset headers. Default `Date.now`. */
    now?: number | (() => number);
    /** Uniform in [0, 1) for backoff jitter. Default `Math.random`. */
    random?: () => number;
}
/** What withRetry does after one failure: retry the same provider (after `delay`), or not. */
export interface RetryStep {
    retry: boolean;
    /** The wait before the retry; also set, with `exceedsMax`, when a provider's hint was too long to wait for. */
    delay?: RetryDelay;
}
/**
 * The retry rule of withRetry, and of toErrorContext's `isTransient`: after
 * `error` (classified `c`, under `policy`) on call number `attempt` to one
 * provider, retry that provider when the policy is retryable, fewer than
 * `maxAttempts` retries are spent, and the provider's wait hint (if any) is
 * at most `max` ms. `options` gives the clock and the jitter source.
 */
export declare function retryStep(error: unknown, c: RetryClassification, policy: RetryPolicy, attempt: number, options: Pick<WithRetryOptions<ProviderRef>, "now" | "random">, max: number): RetryStep;
/**
 * Runs `fn` against the primary provider, then the fallbacks. Each provider
 * has its own attempt counter and a fresh budget. After a failure the
 * error's type (options.classify, default classifyProviderError) and policy
 * (resolvePolicy with options.policy) decide: retry on the same provider
 * while it is retryable and its `maxAttempts` retries are not spent
 * (exponential: after retryDelay; corrective: at once), unless the
 * provider's wait hint exceeds `maxRetryAfterMs`; else move to the next
 * provider if it is fallback-eligible; else reject with the original error.
 * When a fallback-eligible failure leaves no provider, rejects with a
 * RetryExhaustedError holding each provider's last error. An abort rejects
 * with the signal's reason, at once even mid-wait. Throws ArgumentTypeError
 * (synchronously rejected) for malformed arguments.
 */
export declare function withRetry<T, P extends ProviderRef>(fn: (provider: P, info: AttemptInfo) => T | Promise<T>, options: WithRetryOptions<P>): Promise<Awaited<T>>;
