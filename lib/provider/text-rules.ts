import { readBuiltin } from "../builtin.js";
import { createClassifier } from "../classifier.js";
import type { ErrorType } from "./taxonomy.js";

/**
 * The message-text rule set of classifyProviderError (rules/provider-text.json):
 * categories are ErrorType names, in step order: budget and quota (step 2),
 * parsing (step 7), then the message-text tiers (step 8); default `unknown`.
 */
export const providerTextRules = readBuiltin<ErrorType>("provider-text");

/** Context-window overflow text (rules/provider-context.json): `context_overflow`, default `none`. */
export const providerContextRules = readBuiltin<"context_overflow" | "none">("provider-context");

/** Both rule sets, compiled once into the native engine. */
export const providerTextClassifier = createClassifier(providerTextRules);
export const providerContextClassifier = createClassifier(providerContextRules);
