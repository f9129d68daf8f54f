import type { RuleSet } from "./rule-set.js";
/** Reads a rule-set data file shipped in the package's rules/ folder. */
export declare function readBuiltin<C extends string>(name: string): RuleSet<C>;
