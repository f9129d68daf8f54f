/** One lone surrogate (a high one not followed by a low one, or a low one not after a high one). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Writes s into out at offset as UTF-8, as the addon encodes strings: a lone
 * surrogate keeps its code point in 3 bytes (ED A0 80 to ED BF BF) instead
 * of becoming U+FFFD, so that `\uFFFD` never matches it. Returns the number
 * of bytes written; out needs room for 3 bytes a unit.
 */
export function writeUtf8(out: Buffer, s: string, offset: number): number {
  let at = offset;
  let from = 0;
  for (const m of s.matchAll(LONE_SURROGATE)) {
    const i = m.index ?? 0;
    const c = s.charCodeAt(i);
    at += out.write(s.slice(from, i), at, "utf8");
    out[at++] = 0xe0 | (c >> 12);
    out[at++] = 0x80 | ((c >> 6) & 0x3f);
    out[at++] = 0x80 | (c & 0x3f);
    from = i + 1;
  }
  return at + out.write(s.slice(from), at, "utf8") - offset;
}
