import { type Text } from "../classifier.js";
import type { SignatureCategory } from "./config.js";
import { type SignatureMap } from "./map.js";
/**
 * Classifies one run's stderr with `provider`'s signatures: `"throttle"` if
 * any throttle pattern matches (checked first), else `"flake"` if any flake
 * pattern matches, else `"unknown"`. `stderr` is a string or UTF-8 bytes (a
 * Buffer or Uint8Array, read without decoding). Throws UnknownProviderError
 * naming the known ids when the map has no such provider, and
 * ArgumentTypeError on arguments of the wrong type.
 */
export declare function classifyStderr(map: SignatureMap, provider: string, stderr: Text): SignatureCategory;
/**
 * Joins captured stderr lines with `"\n"` and classifies the result
 * (classifyStderr), so that patterns may span lines.
 */
export declare function classifyLines(map: SignatureMap, provider: string, lines: readonly string[]): SignatureCategory;
