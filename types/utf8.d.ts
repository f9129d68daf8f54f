/**
 * Writes s into out at offset as UTF-8, as the addon encodes strings: a lone
 * surrogate keeps its code point in 3 bytes (ED A0 80 to ED BF BF) instead
 * of becoming U+FFFD, so that `\uFFFD` never matches it. Returns the number
 * of bytes written; out needs room for 3 bytes a unit.
 */
export declare function writeUtf8(out: Buffer, s: string, offset: number): number;
