import type { ClassifiedCategory } from "./classify-error.js";
/** The extended rule set (rules/extended.json), as frozen data. */
export declare const extendedRules: import("./rule-set.js").RuleSet<ClassifiedCategory>;
/**
 * The index of the first tier of rules/extended.json that `text` matches, or
 * -1 when none does. Compiles the rule set on the first call.
 */
export declare function extendedTier(text: string): number;
