import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deepFreeze } from "./data.js";
import { packageRoot } from "./native.js";
import type { RuleSet } from "./rule-set.js";

/** Reads a rule-set data file shipped in the package's rules/ folder. */
export function readBuiltin<C extends string>(name: string): RuleSet<C> {
  const ruleSet = JSON.parse(readFileSync(join(packageRoot, "rules", `${name}.json`), "utf8")) as RuleSet<C>;
  return deepFreeze(ruleSet);
}
