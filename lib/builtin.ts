import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deepFreeze } from "./data.js";
import { packageRoot } from "./native.js";
import type { RuleSet } from "./rule-set.js";

/** Reads a rule-set data file shipped in the package's rules/ folder. */
export function readBuiltin<C extends string>(name: string): RuleSet<C> {
  const path = join(packageRoot, "rules", `${name}.json`);
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (cause) {
    // The package's files are found from its own module's location: a bundle
    // that inlined its JavaScript looks for them beside the bundle.
    throw new Error(
      `error-classifier: cannot read its rule data ${path} (${(cause as Error).message}). ` +
        'If the package was bundled into your application, mark it external (see the README\'s "Bundling").',
      { cause },
    );
  }
  return deepFreeze(JSON.parse(text) as RuleSet<C>);
}
