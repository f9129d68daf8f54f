import { join } from "node:path";

/** Fixture files of the signature tests. */
export const fixtures = join(__dirname, "..", "fixtures", "signatures");
/** The command line. */
export const BIN = join(__dirname, "..", "..", "bin", "error-classifier.js");

/** The error fn throws, which must be an instance of type. */
export function caught<E extends Error>(type: new (...args: never[]) => E, fn: () => unknown): E {
  try {
    fn();
  } catch (e) {
    if (e instanceof type) return e;
    throw e;
  }
  throw new Error(`expected ${type.name}`);
}

/** One provider entry of a signatures configuration. */
export const provider = (id: string, throttle: string[], flake: string[]) => ({ id, error_signatures: { throttle, flake } });

/** A small configuration used across the suites. */
export const AGENTS = {
  providers: [
    provider("claude-code", ["rate.?limit", "usage limit reached", "\\b429\\b"], ["ECONNRESET", "socket hang up", "timed? ?out", "overloaded"]),
    provider("codex", ["quota exceeded", "too many requests"], ["stream disconnected", "\\b50[234]\\b"]),
    provider("silent", [], []),
  ],
};
