import type { ErrorType } from "./taxonomy.js";

/**
 * The exact-value tables classifyProviderError looks fields up in (message
 * text goes through the rule sets in rules/provider-*.json instead).
 */

/** Step 1: error names (`name` or constructor name) and codes of a cancelled call. */
export const ABORT_NAMES: readonly string[] = Object.freeze(["AbortError", "APIUserAbortError"]);
export const ABORT_CODES: readonly string[] = Object.freeze(["ABORT_ERR"]);

/** Step 2: the HTTP status that means our spending limit (Payment Required). */
export const BUDGET_STATUS = 402;

/**
 * Step 3: provider error codes and types (`code`, `type`, `error.type`,
 * `error.error.type`, …), the most specific signal. `context_length_exceeded`
 * is read through the context rule set, which sets `contextOverflow`.
 */
export const PROVIDER_CODES: Readonly<Record<string, ErrorType>> = Object.freeze({
  rate_limit_error: "rate_limit",
  rate_limit_exceeded: "rate_limit",
  authentication_error: "authentication",
  invalid_api_key: "authentication",
  permission_error: "policy",
  content_filter: "policy",
  overloaded_error: "transient",
  server_error: "transient",
  invalid_request_error: "invalid_request",
  model_not_found: "invalid_request",
});

/** Step 4: the type an HTTP status means, or undefined (499 and other 5xx are transient). */
export function statusType(status: number): ErrorType | undefined {
  switch (status) {
    case 401:
    case 403:
      return "authentication";
    case 429:
      return "rate_limit";
    case 400:
    case 404:
    case 422:
      return "invalid_request";
    case 451:
      return "policy";
    case 408:
    case 504:
      return "timeout";
    case 499:
      // Client Closed Request (nginx, gateways): a client on the way gave up
      // waiting; the request itself was not at fault (issue 22).
      return "transient";
  }
  return status >= 500 && status <= 599 ? "transient" : undefined;
}

/**
 * Step 5: SDK error class names (`name` or constructor name). `TimeoutError`
 * is the DOMException `AbortSignal.timeout()` rejects with.
 */
export const CLASS_NAMES: Readonly<Record<string, ErrorType>> = Object.freeze({
  APIConnectionTimeoutError: "timeout",
  APIConnectionError: "timeout",
  TimeoutError: "timeout",
  AuthenticationError: "authentication",
  RateLimitError: "rate_limit",
  BadRequestError: "invalid_request",
  InternalServerError: "transient",
});

/** Step 6: Node system and undici error codes, on the error or its causes. */
export const NETWORK_CODES: Readonly<Record<string, ErrorType>> = Object.freeze({
  ETIMEDOUT: "timeout",
  ESOCKETTIMEDOUT: "timeout",
  ECONNABORTED: "timeout",
  UND_ERR_CONNECT_TIMEOUT: "timeout",
  UND_ERR_HEADERS_TIMEOUT: "timeout",
  UND_ERR_BODY_TIMEOUT: "timeout",
  ECONNREFUSED: "transient",
  ECONNRESET: "transient",
  EHOSTUNREACH: "transient",
  ENETUNREACH: "transient",
  EPIPE: "transient",
  EAI_AGAIN: "transient",
  UND_ERR_SOCKET: "transient",
  ENOTFOUND: "invalid_request",
  EADDRNOTAVAIL: "invalid_request",
});

/** Step 7: error names of parse and validation failures. */
export const PARSING_NAMES: readonly string[] = Object.freeze(["SyntaxError", "ZodError"]);
