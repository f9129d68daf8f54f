export { defaultPolicies, errorTypes, isErrorType, resolvePolicy, type BackoffStrategy, type ErrorType, type PolicyOverrides, type RetryPolicy, } from "./taxonomy.js";
export { classifyProviderError, type ClassificationSource, type ProviderErrorClassification, } from "./classify-provider-error.js";
export { providerTextRules, providerContextRules } from "./text-rules.js";
export { MAX_DELAY_MS, parseDuration, parseResetTime, parseRetryAfter, parseRetryAfterMs, readHeader, retryAfterHint, type HeadersLike, type RetryAfterHint, } from "./headers.js";
export { BACKOFF, DEFAULT_MAX_RETRY_AFTER_MS, retryDelay, type RetryDelay, type RetryDelayOptions } from "./retry-delay.js";
export { withRetry, type AttemptEvent, type AttemptInfo, type AttemptOutcome, type ProviderRef, type RetryClassification, type WithRetryOptions, } from "./with-retry.js";
export { errorContextCategories, toErrorContext, type ErrorContext, type ErrorContextCategory, type ErrorContextOptions, } from "./error-context.js";
export { RetryExhaustedError, type ProviderFailure } from "../errors/RetryExhaustedError.js";
