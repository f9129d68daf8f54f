import { type Text } from "../classifier.js";
/** How many Unicode code points of the trimmed stderr the key keeps. */
export declare const DEDUPE_PREFIX_CODE_POINTS = 20;
/**
 * A stable key for escalating an unknown error: `${provider}:${prefix}`,
 * where prefix is `stderr` trimmed at both ends (String.prototype.trim), cut
 * to its first 20 Unicode code points (a surrogate pair is never split),
 * then lower-cased with toLowerCase (not locale-dependent). Inputs that
 * differ only in case, surrounding whitespace or what follows the 20th code
 * point share a key. Bytes are decoded as UTF-8 (invalid sequences become
 * U+FFFD).
 */
export declare function unknownDedupeKey(provider: string, stderr: Text): string;
