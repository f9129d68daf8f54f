// [Normalize Message], the first step of the specification's flow: one
// implementation, in the engine (native/core/normalize.h), which every
// analysis runs before matching.
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { native } from "../native.js";

/**
 * The message as matching reads it: ANSI escape sequences removed, leading
 * timestamps, log levels and `Error:` removed from each line, runs of
 * whitespace (newlines included) made one space, ends trimmed; a lone
 * surrogate becomes U+FFFD. `"\x1b[31mError: npm install timed out after
 * 60000ms\x1b[0m"` becomes `"npm install timed out after 60000ms"`.
 * "Normalisation" in docs/guide/analyze.md lists every prefix.
 */
export function normalizeMessage(text: string): string {
  if (typeof text !== "string") throw new ArgumentTypeError("text", "a string", text);
  return native().normalize(text);
}
