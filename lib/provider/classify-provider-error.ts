import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { errorFacts, type ErrorFacts } from "./facts.js";
import { retryAfterHint } from "./headers.js";
import {
  ABORT_CODES,
  ABORT_NAMES,
  BUDGET_STATUS,
  CLASS_NAMES,
  NETWORK_CODES,
  PARSING_NAMES,
  PROVIDER_CODES,
  statusType,
} from "./signals.js";
import { resolvePolicy, type ErrorType, type RetryPolicy } from "./taxonomy.js";
import { providerContextClassifier, providerTextClassifier } from "./text-rules.js";

/**
 * Which step of classifyProviderError decided: `aborted` (1), `budget` (2:
 * budget and quota), `code` (3: provider error type or code, or context
 * overflow text), `status` (4), `class` (5: error class name), `network` (6:
 * system or undici code), `parsing` (7), `text` (8: message rule set), `none`
 * (9: unknown).
 */
export type ClassificationSource = "aborted" | "budget" | "code" | "status" | "class" | "network" | "parsing" | "text" | "none";

/** What an error means and what to do about it: its type and that type's default policy. */
export interface ProviderErrorClassification extends RetryPolicy {
  type: ErrorType;
  /** The step that decided. */
  source: ClassificationSource;
  /** The provider name given to classifyProviderError. */
  provider?: string;
  /** The HTTP status found on the error or its causes. */
  status?: number;
  /** The code or type that decided, else the first code or type found (such as `rate_limit_error` or `ECONNREFUSED`). */
  code?: string;
  /** Set when the input does not fit the model's context window: reduce the context rather than retry. */
  contextOverflow?: true;
  /** The provider's wait hint from the error's response headers (see retryAfterHint; the clock is `Date.now`). */
  retryAfterMs?: number;
  /** Set when `retryAfterMs` was derived from rate-limit reset headers. */
  derivedRetry?: true;
}

interface Decision {
  type: ErrorType;
  source: ClassificationSource;
  code?: string;
  contextOverflow?: true;
}

function firstIn(names: readonly string[], list: readonly string[]): string | undefined {
  return names.find((n) => list.includes(n));
}

function lookup(keys: readonly string[], table: Readonly<Record<string, ErrorType>>): [string, ErrorType] | undefined {
  for (const k of keys) if (Object.hasOwn(table, k)) return [k, table[k]];
  return undefined;
}

function decide(f: ErrorFacts): Decision {
  // 1. The caller cancelled.
  const abort = firstIn(f.names, ABORT_NAMES) ?? firstIn(f.codes, ABORT_CODES);
  if (abort) return { type: "aborted", source: "aborted", code: f.codes.includes(abort) ? abort : undefined };
  // 2. Our budget, the provider's quota.
  const keys = [...f.codes, ...f.types];
  const texts = [...keys, ...f.messages];
  const categories = providerTextClassifier().classifyMany(texts);
  if (f.statuses.includes(BUDGET_STATUS)) return { type: "budget_exceeded", source: "budget" };
  const spent = categories.findIndex((c) => c === "budget_exceeded" || c === "quota_exceeded");
  if (spent >= 0) return { type: categories[spent], source: "budget", code: spent < keys.length ? keys[spent] : undefined };
  // 3. The provider's own error code or type, context overflow first.
  const overflow = providerContextClassifier().classifyMany(texts).indexOf("context_overflow");
  if (overflow >= 0) {
    return { type: "invalid_request", source: "code", contextOverflow: true, code: overflow < keys.length ? keys[overflow] : undefined };
  }
  const coded = lookup(f.codes, PROVIDER_CODES) ?? lookup(f.types, PROVIDER_CODES);
  if (coded) return { type: coded[1], source: "code", code: coded[0] };
  // 4. HTTP status.
  for (const s of f.statuses) {
    const type = statusType(s);
    if (type) return { type, source: "status" };
  }
  // 5. SDK error class names.
  const named = lookup(f.names, CLASS_NAMES);
  if (named) return { type: named[1], source: "class" };
  // 6. Network codes on the error or its causes.
  const network = lookup(f.codes, NETWORK_CODES);
  if (network) return { type: network[1], source: "network", code: network[0] };
  // 7. Parse and validation failures.
  if (firstIn(f.names, PARSING_NAMES) || categories.includes("parsing")) return { type: "parsing", source: "parsing" };
  // 8. Message text.
  const said = categories.find((c) => c !== "unknown");
  if (said) return { type: said, source: "text" };
  // 9.
  return { type: "unknown", source: "none" };
}

/**
 * Classifies an error from an LLM provider or AI CLI: an `@anthropic-ai/sdk`
 * or `openai` SDK error (read by shape, the SDKs are not needed), a Node
 * system error, a fetch/undici error (its `cause` chain is followed), a
 * SyntaxError, a zod error, a plain object or a message string. First match
 * wins: 1 aborted; 2 HTTP 402 and budget text → budget_exceeded, quota codes
 * and text → quota_exceeded; 3 provider code/type (context overflow →
 * invalid_request with `contextOverflow`); 4 HTTP status; 5 SDK class name;
 * 6 network code; 7 parsing; 8 message text (rules/provider-text.json);
 * 9 unknown. The result carries the type's default policy (see resolvePolicy).
 * Throws ArgumentTypeError when `provider` is given and not a string.
 */
export function classifyProviderError(error: unknown, provider?: string): ProviderErrorClassification {
  if (provider !== undefined && typeof provider !== "string") throw new ArgumentTypeError("provider", "a string", provider);
  const facts = errorFacts(error);
  const d = decide(facts);
  const out: ProviderErrorClassification = { type: d.type, ...resolvePolicy(d.type), source: d.source };
  if (provider !== undefined) out.provider = provider;
  if (facts.statuses.length) out.status = facts.statuses[0];
  const code = d.code ?? facts.codes[0] ?? facts.types[0];
  if (code !== undefined) out.code = code;
  if (d.contextOverflow) out.contextOverflow = true;
  const hint = facts.headers ? retryAfterHint(facts.headers, Date.now()) : undefined;
  if (hint) {
    out.retryAfterMs = hint.retryAfterMs;
    if (hint.derivedRetry) out.derivedRetry = true;
  }
  return out;
}

/** The response headers found on an error or its causes, for retryDelay. */
export function errorHeaders(error: unknown): ErrorFacts["headers"] {
  return errorFacts(error).headers;
}
