import type { RuleSet } from "./rule-set.js";
/** The rule sets shipped with the package, by the name the CLI's --rules takes. */
export declare const builtinRuleSets: Readonly<Record<string, RuleSet>>;
/** The built-in rule-set name nearest to `name` (at most a third of its letters off), if any. */
export declare function nearestRuleSetName(name: string): string | undefined;
/**
 * The rule set the CLI's `--rules` names: a built-in one by name, else a
 * `.json` or `.toml` file (loadRuleSet). Anything else throws RuleSetError
 * (ERR_RULESET_INVALID) listing the built-in names and suggesting the
 * nearest one.
 */
export declare function ruleSetFor(nameOrFile: string): RuleSet;
