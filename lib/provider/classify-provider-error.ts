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
import { decideTexts, isDefinite, typeCategory } from "./text-decision.js";
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

function textSource(type: ErrorType): Decision {
  if (type === "budget_exceeded" || type === "quota_exceeded") return { type, source: "budget" };
  return { type, source: type === "parsing" ? "parsing" : "text" };
}

/** Steps 3–6: provider code or type, HTTP status, SDK class name, network code. */
function structuredDecision(f: ErrorFacts): Decision | undefined {
  const coded = lookup(f.codes, PROVIDER_CODES) ?? lookup(f.types, PROVIDER_CODES);
  if (coded) return { type: coded[1], source: "code", code: coded[0] };
  for (const s of f.statuses) {
    const type = statusType(s);
    if (type) return { type, source: "status" };
  }
  const named = lookup(f.names, CLASS_NAMES);
  if (named) return { type: named[1], source: "class" };
  const network = lookup(f.codes, NETWORK_CODES);
  if (network) return { type: network[1], source: "network", code: network[0] };
  return undefined;
}

function decide(f: ErrorFacts): Decision {
  // 1. The caller cancelled: whatever the text says.
  const abort = firstIn(f.names, ABORT_NAMES) ?? firstIn(f.codes, ABORT_CODES);
  if (abort) return { type: "aborted", source: "aborted", code: f.codes.includes(abort) ? abort : undefined };
  // 2. Our budget, the provider's quota: HTTP 402 (Payment Required says it
  // outright), then quota and billing codes and types (structured fields).
  if (f.statuses.includes(BUDGET_STATUS)) return { type: "budget_exceeded", source: "budget" };
  const keys = [...f.codes, ...f.types];
  const keyTypes = keys.length ? providerTextClassifier().classifyMany(keys) : [];
  const spentKey = keyTypes.findIndex((c) => c === "budget_exceeded" || c === "quota_exceeded");
  if (spentKey >= 0) return { type: keyTypes[spentKey], source: "budget", code: keys[spentKey] };
  // The message text, decided by extended's rule data (text-decision.ts).
  // Two kinds of text outrank every field below: an exhausted quota or
  // budget (providers send them as 429 or rate_limit_error) and a context
  // overflow (sent as 400 invalid_request_error), each from one of
  // extended's definite tiers.
  const said = decideTexts(f.messages);
  const overflowKey = keys.length ? providerContextClassifier().classifyMany(keys).indexOf("context_overflow") : -1;
  if (overflowKey >= 0) return { type: "invalid_request", source: "code", contextOverflow: true, code: keys[overflowKey] };
  if (said?.contextOverflow) return { type: "invalid_request", source: "code", contextOverflow: true };
  if (said && isDefinite(said) && (said.type === "budget_exceeded" || said.type === "quota_exceeded")) return { type: said.type, source: "budget" };
  // 3–6. The provider's own error code or type, the HTTP status, the SDK
  // class name, a network code. Where one decides and the text comes from
  // one of extended's definite tiers with the other answer (a rejected key
  // or a model too large for memory relayed as a 5xx, a DNS failure inside
  // a retryable wrapper), the text wins: the field says how the failure was
  // relayed, the text what it is.
  const structured = structuredDecision(f);
  if (structured) {
    if (said && isDefinite(said) && typeCategory(said.type) !== typeCategory(structured.type)) return textSource(said.type);
    return structured;
  }
  // 7. Parse and validation failures.
  if (firstIn(f.names, PARSING_NAMES)) return { type: "parsing", source: "parsing" };
  // 8. Message text.
  if (said && said.type !== "unknown") return textSource(said.type);
  // 9.
  return { type: "unknown", source: "none" };
}

/**
 * Classifies an error from an LLM provider or AI CLI: an `@anthropic-ai/sdk`
 * or `openai` SDK error (read by shape, the SDKs are not needed), a Node
 * system error, a fetch/undici error (its `cause` chain is followed), a
 * SyntaxError, a zod error, a plain object or a message string. Message text
 * is read through `extended`'s rule data (rules/extended.json), with the
 * finer types of rules/provider-text.json within its category, so that on a
 * message alone it answers what `extended`'s classifyError answers. Order:
 * 1 aborted; 2 HTTP 402 → budget_exceeded, quota codes → quota_exceeded;
 * text saying the quota or budget is exhausted, or the context overflowed
 * (contextOverflow), from extended's definite tiers; 3–6 provider code/type,
 * HTTP status, SDK class name, network code, except where the text comes from
 * a definite tier with the other category (then the text); 7 parsing names;
 * 8 message text; 9 unknown. The result carries the type's default policy
 * (see resolvePolicy). Throws ArgumentTypeError when `provider` is given and
 * not a string.
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
