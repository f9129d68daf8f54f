import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";

/** What went wrong with a call to an LLM provider, as one of eleven types. */
export type ErrorType =
  | "rate_limit"
  | "timeout"
  | "authentication"
  | "invalid_request"
  | "parsing"
  | "budget_exceeded"
  | "quota_exceeded"
  | "policy"
  | "transient"
  | "aborted"
  | "unknown";

/** Every ErrorType, in the order of the policy table. */
export const errorTypes: readonly ErrorType[] = Object.freeze([
  "rate_limit",
  "timeout",
  "transient",
  "parsing",
  "unknown",
  "authentication",
  "invalid_request",
  "budget_exceeded",
  "quota_exceeded",
  "policy",
  "aborted",
] as const);

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
export type PolicyOverrides = { readonly [T in ErrorType]?: Partial<RetryPolicy> };

const policy = (retryable: boolean, maxAttempts: number, fallbackEligible: boolean, backoffStrategy: BackoffStrategy): RetryPolicy =>
  Object.freeze({ retryable, maxAttempts, fallbackEligible, backoffStrategy });

/** The default policy of each ErrorType (issue 4, section 1), frozen data. */
export const defaultPolicies: Readonly<Record<ErrorType, RetryPolicy>> = Object.freeze({
  rate_limit: policy(true, 3, true, "exponential"),
  timeout: policy(true, 3, true, "exponential"),
  transient: policy(true, 3, true, "exponential"),
  parsing: policy(true, 1, true, "corrective"),
  unknown: policy(true, 1, false, "exponential"),
  authentication: policy(false, 0, false, "none"),
  invalid_request: policy(false, 0, false, "none"),
  budget_exceeded: policy(false, 0, false, "none"),
  quota_exceeded: policy(false, 0, true, "none"),
  policy: policy(false, 0, false, "none"),
  aborted: policy(false, 0, false, "none"),
});

const STRATEGIES: readonly string[] = ["exponential", "corrective", "none"];

/** Whether value is one of the ErrorType names. */
export function isErrorType(value: unknown): value is ErrorType {
  return typeof value === "string" && (errorTypes as readonly string[]).includes(value);
}

/** Throws ArgumentTypeError unless overrides is undefined or a valid PolicyOverrides. */
export function checkPolicyOverrides(overrides: unknown, argument = "overrides"): asserts overrides is PolicyOverrides | undefined {
  if (overrides === undefined) return;
  if (typeof overrides !== "object" || overrides === null || Array.isArray(overrides)) {
    throw new ArgumentTypeError(argument, "an object of per-type policy overrides", overrides);
  }
  for (const [type, fields] of Object.entries(overrides)) {
    const at = `${argument}.${type}`;
    if (!isErrorType(type)) throw new ArgumentTypeError(argument, `ErrorType keys (${errorTypes.join(", ")})`, type);
    if (fields === undefined) continue;
    if (typeof fields !== "object" || fields === null || Array.isArray(fields)) throw new ArgumentTypeError(at, "an object", fields);
    const f = fields as Record<string, unknown>;
    for (const key of Object.keys(f)) {
      if (!["retryable", "maxAttempts", "fallbackEligible", "backoffStrategy"].includes(key)) {
        throw new ArgumentTypeError(`${at}.${key}`, "no such key (retryable, maxAttempts, fallbackEligible, backoffStrategy)", f[key]);
      }
    }
    for (const key of ["retryable", "fallbackEligible"]) {
      if (f[key] !== undefined && typeof f[key] !== "boolean") throw new ArgumentTypeError(`${at}.${key}`, "a boolean", f[key]);
    }
    if (f.maxAttempts !== undefined && !(Number.isSafeInteger(f.maxAttempts) && (f.maxAttempts as number) >= 0)) {
      throw new ArgumentTypeError(`${at}.maxAttempts`, "a non-negative integer", f.maxAttempts);
    }
    if (f.backoffStrategy !== undefined && !STRATEGIES.includes(f.backoffStrategy as string)) {
      throw new ArgumentTypeError(`${at}.backoffStrategy`, '"exponential", "corrective" or "none"', f.backoffStrategy);
    }
  }
}

/**
 * The policy of `type`: the default from {@link defaultPolicies}, with the
 * fields `overrides[type]` gives replacing the defaults. Returns frozen data.
 * Throws ArgumentTypeError for an unknown type or a malformed override.
 */
export function resolvePolicy(type: ErrorType, overrides?: PolicyOverrides): RetryPolicy {
  if (!isErrorType(type)) throw new ArgumentTypeError("type", `an ErrorType (${errorTypes.join(", ")})`, type);
  checkPolicyOverrides(overrides);
  const own = overrides?.[type];
  if (!own) return defaultPolicies[type];
  return Object.freeze({ ...defaultPolicies[type], ...definedFields(own) });
}

function definedFields(fields: Partial<RetryPolicy>): Partial<RetryPolicy> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
  return out as Partial<RetryPolicy>;
}
