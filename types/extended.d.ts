import { type ClassifiedCategory, type ErrorCategory } from "./classify-error.js";
export type { ErrorCategory };
/** The extended rule set (rules/extended.json), as frozen data. */
export declare const extendedRules: import("./rule-set.js").RuleSet<ClassifiedCategory>;
/**
 * The extended rule set's data version (its `version` field). A pattern
 * change that moves any row of the labelled corpus is a minor version.
 */
export declare const extendedVersion: string;
/**
 * (JSON-escaped text is read unescaped, once or twice escaped alike: see
 * normalizeEscapes.)
 */
export declare const classifyError: (message: string) => ErrorCategory;
