/**
 * Undoes JSON string escaping in error text, however many times it was
 * applied (issue 22, part 3): providers' messages arrive as JSON inside JSON
 * inside a log line, where a newline is the two characters `\n` (or three,
 * `\\n`, escaped twice), a quote is `\"` and `é` is `\u00e9`. Escapes are
 * undone pass by pass until none is left (at most 4 passes): `\n`, `\r`,
 * `\t` become those characters (as JSON.parse would), `\b` and `\f` a
 * space, `\"`, `\/`, `\\` the
 * character, `\uXXXX` its code unit. A text without a backslash is returned
 * as it is, at the cost of one indexOf. Matching reads the result; the
 * message itself is never changed. Used by `extended`'s classifyError and by
 * classifyProviderError's text path, so that both answer the same escaped
 * once, twice or not at all.
 */
export declare function normalizeEscapes(text: string): string;
