// The `extended` rule set's data and the one compiled copy of it that
// `extended`'s classifyError and classifyProviderError's text decision share:
// one set of RE2 automata and DFA caches, not two (not an entry point).
import { readBuiltin } from "./builtin.js";
import type { ClassifiedCategory } from "./classify-error.js";
import { compileNative } from "./classifier.js";
import type { NativeRuleSet } from "./native.js";

/** The extended rule set (rules/extended.json), as frozen data. */
export const extendedRules = readBuiltin<ClassifiedCategory>("extended");

let compiled: NativeRuleSet | undefined;

/**
 * The index of the first tier of rules/extended.json that `text` matches, or
 * -1 when none does. Compiles the rule set on the first call.
 */
export function extendedTier(text: string): number {
  compiled ??= compileNative(extendedRules);
  return compiled.category(text);
}
