import { checkText, type Text } from "../classifier.js";
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import type { SignatureCategory } from "./config.js";
import { classifierOf, type SignatureMap } from "./map.js";

/**
 * Classifies one run's stderr with `provider`'s signatures: `"throttle"` if
 * any throttle pattern matches (checked first), else `"flake"` if any flake
 * pattern matches, else `"unknown"`. `stderr` is a string or UTF-8 bytes (a
 * Buffer or Uint8Array, read without decoding). Throws UnknownProviderError
 * naming the known ids when the map has no such provider, and
 * ArgumentTypeError on arguments of the wrong type.
 */
export function classifyStderr(map: SignatureMap, provider: string, stderr: Text): SignatureCategory {
  const classifier = classifierOf(map, provider);
  checkText(stderr, "stderr");
  return classifier.category(stderr);
}

/**
 * Joins captured stderr lines with `"\n"` and classifies the result
 * (classifyStderr), so that patterns may span lines.
 */
export function classifyLines(map: SignatureMap, provider: string, lines: readonly string[]): SignatureCategory {
  const classifier = classifierOf(map, provider);
  if (!Array.isArray(lines)) throw new ArgumentTypeError("lines", "an array of strings", lines);
  for (let i = 0; i < lines.length; i++) {
    if (typeof lines[i] !== "string") throw new ArgumentTypeError(`lines[${i}]`, "a string", lines[i]);
  }
  return classifier.category(lines.join("\n"));
}
