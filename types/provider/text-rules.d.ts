import { type Classifier } from "../classifier.js";
import type { ErrorType } from "./taxonomy.js";
/**
 * The message-text rule set of classifyProviderError (rules/provider-text.json):
 * categories are ErrorType names, in step order: budget and quota (step 2),
 * parsing (step 7), then the message-text tiers (step 8); default `unknown`.
 */
export declare const providerTextRules: import("../rule-set.js").RuleSet<ErrorType>;
/** Context-window overflow text (rules/provider-context.json): `context_overflow`, default `none`. */
export declare const providerContextRules: import("../rule-set.js").RuleSet<"none" | "context_overflow">;
/** providerTextRules compiled into the native engine, once, on first use. */
export declare function providerTextClassifier(): Classifier<ErrorType>;
/** providerContextRules compiled into the native engine, once, on first use. */
export declare function providerContextClassifier(): Classifier<"context_overflow" | "none">;
