import { specRules } from "./classify-error.js";
import { extendedRules } from "./extended.js";
import { networkTextRules } from "./provider/error-context.js";
import { providerContextRules, providerTextRules } from "./provider/text-rules.js";
import { RuleSetError } from "./errors/RuleSetError.js";
import { formatOf, loadRuleSet } from "./load.js";
import type { RuleSet } from "./rule-set.js";

/** The rule sets shipped with the package, by the name the CLI's --rules takes. */
export const builtinRuleSets: Readonly<Record<string, RuleSet>> = Object.freeze({
  spec: specRules,
  extended: extendedRules,
  "provider-text": providerTextRules,
  "provider-context": providerContextRules,
  "network-text": networkTextRules,
});

/** Levenshtein distance between two short strings. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** The built-in rule-set name nearest to `name` (at most a third of its letters off), if any. */
export function nearestRuleSetName(name: string): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const known of Object.keys(builtinRuleSets)) {
    const d = distance(name.toLowerCase(), known);
    if (d < bestDistance) [best, bestDistance] = [known, d];
  }
  return best;
}

/**
 * The rule set the CLI's `--rules` names: a built-in one by name, else a
 * `.json` or `.toml` file (loadRuleSet). Anything else throws RuleSetError
 * (ERR_RULESET_INVALID) listing the built-in names and suggesting the
 * nearest one.
 */
export function ruleSetFor(nameOrFile: string): RuleSet {
  if (Object.hasOwn(builtinRuleSets, nameOrFile)) return builtinRuleSets[nameOrFile];
  if (formatOf(nameOrFile)) return loadRuleSet(nameOrFile);
  const near = nearestRuleSetName(nameOrFile);
  const names = Object.keys(builtinRuleSets).join(", ");
  const message = `No built-in rule set ${JSON.stringify(nameOrFile)}${near ? `; did you mean ${JSON.stringify(near)}?` : ""}`;
  const issue = { path: "", message: `the built-in rule sets are ${names}; a rule-set file must end in .json or .toml`, file: nameOrFile };
  throw new RuleSetError("ERR_RULESET_INVALID", message, [issue]);
}
