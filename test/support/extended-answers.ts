// The answers of the `extended` rule set on listed messages, one test each.
import { describe, expect, it } from "vitest";
import { classifyProviderError } from "error-classifier";
import { classifyError } from "error-classifier/extended";

/** A describe block: each message gets exactly its expected category. */
export function answers(title: string, cases: readonly (readonly [string, string])[]): void {
  describe(title, () => {
    it.each(cases)("%s -> %s", (message, expected) => {
      expect(classifyError(message)).toBe(expected);
    });
  });
}

/** A describe block: classifyProviderError gives each message exactly its expected ErrorType. */
export function providerTypes(title: string, cases: readonly (readonly [string, string])[]): void {
  describe(title, () => {
    it.each(cases)("%s -> %s", (message, expected) => {
      expect(classifyProviderError(message).type).toBe(expected);
    });
  });
}
