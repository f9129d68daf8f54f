// What analyzeError reads from its input: the text, and for error objects
// the facts classifyProviderError reads (message, code, name, status, the
// cause chain and an AggregateError's errors).
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { errorFacts, type ErrorFacts } from "../provider/facts.js";

export interface AnalyzedInput {
  text: string;
  /** For error objects only. */
  facts?: ErrorFacts;
}

/** Names that say nothing about the failure. */
const GENERIC_NAMES = new Set(["Error", "Object"]);

/**
 * The text of input: a string as it is, bytes decoded as UTF-8 (bad bytes
 * become U+FFFD), an object as its messages, then codes, then names other
 * than `Error` and `Object`, then `HTTP <status>` for each status not stated
 * in a message, one a line. Throws ArgumentTypeError for anything else.
 */
export function readInput(input: unknown, argument = "input"): AnalyzedInput {
  if (typeof input === "string") return { text: input };
  if (input instanceof Uint8Array) return { text: Buffer.from(input.buffer, input.byteOffset, input.byteLength).toString("utf8") };
  if (typeof input !== "object" || input === null) {
    throw new ArgumentTypeError(argument, "a string, a Buffer or Uint8Array, or an error object", input);
  }
  const facts = errorFacts(input);
  const lines = [...facts.messages];
  const said = (s: string) => lines.some((l) => l.includes(s));
  for (const c of [...facts.codes, ...facts.types]) if (!said(c)) lines.push(c);
  for (const n of facts.names) if (!GENERIC_NAMES.has(n) && !said(n)) lines.push(n);
  for (const s of facts.statuses) if (!said(String(s))) lines.push(`HTTP ${s}`);
  return { text: lines.join("\n"), facts };
}
