import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { RetryExhaustedError, type ProviderFailure } from "../errors/RetryExhaustedError.js";
import { classifyProviderError, errorHeaders } from "./classify-provider-error.js";
import { MAX_DELAY_MS } from "./headers.js";
import { readMaxRetryAfter, retryDelay, type RetryDelay } from "./retry-delay.js";
import { checkPolicyOverrides, isErrorType, resolvePolicy, type ErrorType, type PolicyOverrides, type RetryPolicy } from "./taxonomy.js";

/** A provider: its name, or an object with a `name` (passed to the operation as given). */
export type ProviderRef = string | { readonly name: string };

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
  previous?: { provider: string; error: unknown; classification: RetryClassification };
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

function providerName(p: unknown, i: number): string {
  if (typeof p === "string") return p;
  const name = typeof p === "object" && p !== null ? (p as { name?: unknown }).name : undefined;
  if (typeof name !== "string") throw new ArgumentTypeError(`options.providers[${i}]`, "a string or an object with a string name", p);
  return name;
}

function checkFunction(value: unknown, argument: string): void {
  if (value !== undefined && typeof value !== "function") throw new ArgumentTypeError(argument, "a function", value);
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function wait(ms: number, sleep: NonNullable<WithRetryOptions<ProviderRef>["sleep"]>, signal?: AbortSignal): Promise<void> {
  if (!signal) return void (await sleep(ms, undefined));
  signal.throwIfAborted();
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
  });
  try {
    await Promise.race([Promise.resolve().then(() => sleep(ms, signal)), aborted]);
  } finally {
    signal.removeEventListener("abort", onAbort);
  }
}

function checkClassification(c: unknown): RetryClassification {
  if (typeof c !== "object" || c === null || !isErrorType((c as RetryClassification).type)) {
    throw new ArgumentTypeError("options.classify(error)", "an object with an ErrorType `type`", c);
  }
  return c as RetryClassification;
}

/** The wait before the next retry, from the error's headers or the classifier's hint. */
function delayFor(error: unknown, c: RetryClassification, attempt: number, o: Pick<WithRetryOptions<ProviderRef>, "now" | "random">, max: number): RetryDelay {
  const d = retryDelay({ attempt, headers: errorHeaders(error), now: o.now, random: o.random, maxRetryAfterMs: max });
  const hint = c.retryAfterMs;
  if (d.retryAfterMs !== undefined || typeof hint !== "number" || !(hint >= 0)) return d;
  const ms = Math.min(Math.ceil(hint), MAX_DELAY_MS);
  const out: RetryDelay = { delayMs: ms, retryAfterMs: ms };
  if (c.derivedRetry) out.derivedRetry = true;
  if (ms > max) out.exceedsMax = true;
  return out;
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
export function retryStep(
  error: unknown,
  c: RetryClassification,
  policy: RetryPolicy,
  attempt: number,
  options: Pick<WithRetryOptions<ProviderRef>, "now" | "random">,
  max: number,
): RetryStep {
  if (!policy.retryable || attempt >= policy.maxAttempts) return { retry: false };
  const delay = policy.backoffStrategy === "exponential" ? delayFor(error, c, attempt, options, max) : { delayMs: 0 };
  return { retry: !delay.exceedsMax, delay };
}

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
export async function withRetry<T, P extends ProviderRef>(
  fn: (provider: P, info: AttemptInfo) => T | Promise<T>,
  options: WithRetryOptions<P>,
): Promise<Awaited<T>> {
  if (typeof fn !== "function") throw new ArgumentTypeError("fn", "a function", fn);
  if (typeof options !== "object" || options === null) throw new ArgumentTypeError("options", "an object", options);
  const { providers, signal, onAttempt } = options;
  if (!Array.isArray(providers) || providers.length === 0) throw new ArgumentTypeError("options.providers", "a non-empty array", providers);
  const names = providers.map(providerName);
  checkPolicyOverrides(options.policy, "options.policy");
  for (const key of ["classify", "sleep", "onAttempt", "random"] as const) checkFunction(options[key], `options.${key}`);
  if (signal !== undefined && !(signal instanceof AbortSignal)) throw new ArgumentTypeError("options.signal", "an AbortSignal", signal);
  const max = readMaxRetryAfter(options.maxRetryAfterMs, "options.maxRetryAfterMs");
  const classify = options.classify ?? classifyProviderError;
  const sleep = options.sleep ?? defaultSleep;
  const failures: ProviderFailure[] = [];
  let previous: AttemptInfo["previous"];

  for (let index = 0; index < providers.length; index++) {
    const provider = names[index];
    for (let attempt = 0; ; attempt++) {
      signal?.throwIfAborted();
      const base = { provider, providerIndex: index, attempt };
      let error: unknown;
      try {
        const result = await fn(providers[index], { ...base, signal, previous });
        onAttempt?.({ ...base, outcome: "success" });
        return result;
      } catch (e) {
        error = e;
      }
      const c = checkClassification(classify(error, provider));
      const policy = resolvePolicy(c.type, options.policy);
      previous = { provider, error, classification: c };
      const report = (outcome: AttemptOutcome, d?: RetryDelay, delayMs?: number) => {
        const event: AttemptEvent = { ...base, outcome, type: c.type, error };
        if (delayMs !== undefined) event.delayMs = delayMs;
        if (d?.retryAfterMs !== undefined) event.retryAfterMs = d.retryAfterMs;
        if (d?.derivedRetry) event.derivedRetry = true;
        onAttempt?.(event);
      };
      const { retry, delay: d } = retryStep(error, c, policy, attempt, options, max);
      if (retry) {
        report("retry", d, d!.delayMs);
        await wait(d!.delayMs, sleep, signal);
        continue;
      }
      if (!policy.fallbackEligible) {
        report("surface", d);
        throw error;
      }
      failures.push({ provider, error, type: c.type, calls: attempt + 1 });
      report(index + 1 < providers.length ? "fallback" : "exhausted", d);
      break;
    }
  }
  throw new RetryExhaustedError(failures);
}
