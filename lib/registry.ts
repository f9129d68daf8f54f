import { specRules } from "./classify-error.js";
import { extendedRules } from "./extended.js";
import { networkTextRules } from "./provider/error-context.js";
import { providerContextRules, providerTextRules } from "./provider/text-rules.js";
import type { RuleSet } from "./rule-set.js";

/** The rule sets shipped with the package, by the name the CLI's --rules takes. */
export const builtinRuleSets: Readonly<Record<string, RuleSet>> = Object.freeze({
  spec: specRules,
  extended: extendedRules,
  "provider-text": providerTextRules,
  "provider-context": providerContextRules,
  "network-text": networkTextRules,
});
