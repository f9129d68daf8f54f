import { readBuiltin } from "../builtin.js";
import { createClassifier, type Classifier } from "../classifier.js";
import type { ErrorType } from "./taxonomy.js";

/**
 * The message-text rule set of classifyProviderError (rules/provider-text.json):
 * categories are ErrorType names, in step order: budget and quota (step 2),
 * parsing (step 7), then the message-text tiers (step 8); default `unknown`.
 */
export const providerTextRules = readBuiltin<ErrorType>("provider-text");

/** Context-window overflow text (rules/provider-context.json): `context_overflow`, default `none`. */
export const providerContextRules = readBuiltin<"context_overflow" | "none">("provider-context");

let text: Classifier<ErrorType> | undefined;
let context: Classifier<"context_overflow" | "none"> | undefined;

/** providerTextRules compiled into the native engine, once, on first use. */
export function providerTextClassifier(): Classifier<ErrorType> {
  return (text ??= createClassifier(providerTextRules));
}

/** providerContextRules compiled into the native engine, once, on first use. */
export function providerContextClassifier(): Classifier<"context_overflow" | "none"> {
  return (context ??= createClassifier(providerContextRules));
}
