/**
 * The message as matching reads it: ANSI escape sequences removed, leading
 * timestamps, log levels and `Error:` removed from each line, runs of
 * whitespace (newlines included) made one space, ends trimmed; a lone
 * surrogate becomes U+FFFD. `"\x1b[31mError: npm install timed out after
 * 60000ms\x1b[0m"` becomes `"npm install timed out after 60000ms"`.
 * "Normalisation" in docs/guide/analyze.md lists every prefix.
 */
export declare function normalizeMessage(text: string): string;
