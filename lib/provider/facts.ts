import { isHeadersLike, type HeadersLike } from "./headers.js";

/** The fields classifyProviderError reads, gathered from an error and its causes. */
export interface ErrorFacts {
  /** The error, its `cause`s and an AggregateError's `errors`, nearest first (at most 16, no cycles). */
  chain: object[];
  /** `name` and constructor name of each, in chain order. */
  names: string[];
  /** HTTP statuses (`status`, `statusCode`, `response.status`), in chain order. */
  statuses: number[];
  /** String `code`, `errorCode`, `error.code`, `error.error.code`, `error.details.error_code` values. */
  codes: string[];
  /** String `type`, `error.type`, `error.error.type` values (the envelope's `"error"` left out). */
  types: string[];
  /** Messages: `message`, `error.message`, `error.error.message`; a string error is its own message. */
  messages: string[];
  /** The first response headers found (`headers`, `response.headers`). */
  headers?: HeadersLike;
}

const MAX_CHAIN = 16;

/** Reads obj[key], answering undefined where a getter throws. */
function field(obj: unknown, key: string): unknown {
  if ((typeof obj !== "object" && typeof obj !== "function") || obj === null) return undefined;
  try {
    return (obj as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function constructorName(obj: object): string | undefined {
  try {
    const name = Object.getPrototypeOf(obj)?.constructor?.name;
    return typeof name === "string" ? name : undefined;
  } catch {
    return undefined;
  }
}

function pushString(list: string[], value: unknown): void {
  if (typeof value === "string" && value !== "" && !list.includes(value)) list.push(value);
}

function pushStatus(list: number[], value: unknown): void {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n === "number" && Number.isInteger(n) && n >= 100 && n <= 599 && !list.includes(n)) list.push(n);
}

/** The error, its causes and aggregated errors, breadth first. */
function chainOf(error: unknown): object[] {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length && chain.length < MAX_CHAIN) {
    const e = queue.shift();
    if ((typeof e !== "object" && typeof e !== "function") || e === null || chain.includes(e)) continue;
    chain.push(e);
    queue.push(field(e, "cause"));
    const errors = field(e, "errors");
    if (Array.isArray(errors)) queue.push(...errors.slice(0, MAX_CHAIN));
  }
  return chain;
}

/** Gathers the facts of `error` (any value; a string is a message). */
export function errorFacts(error: unknown): ErrorFacts {
  const facts: ErrorFacts = { chain: chainOf(error), names: [], statuses: [], codes: [], types: [], messages: [] };
  if (typeof error === "string") pushString(facts.messages, error);
  for (const e of facts.chain) {
    pushString(facts.names, field(e, "name"));
    pushString(facts.names, constructorName(e));
    const body = field(e, "error");
    const inner = field(body, "error");
    const response = field(e, "response");
    for (const s of [field(e, "status"), field(e, "statusCode"), field(response, "status")]) pushStatus(facts.statuses, s);
    for (const c of [field(e, "code"), field(e, "errorCode"), field(body, "code"), field(inner, "code"), field(field(inner, "details"), "error_code")]) {
      pushString(facts.codes, c);
    }
    for (const t of [field(e, "type"), field(body, "type"), field(inner, "type")]) if (t !== "error") pushString(facts.types, t);
    for (const m of [field(e, "message"), field(body, "message"), field(inner, "message")]) pushString(facts.messages, m);
    if (!facts.headers) {
      for (const h of [field(e, "headers"), field(response, "headers")]) {
        if (h && isHeadersLike(h)) {
          facts.headers = h as HeadersLike;
          break;
        }
      }
    }
  }
  return facts;
}
