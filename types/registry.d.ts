import type { RuleSet } from "./rule-set.js";
/** The rule sets shipped with the package, by the name the CLI's --rules takes. */
export declare const builtinRuleSets: Readonly<Record<string, RuleSet>>;
