// The rule sets' TOML sources (rules/src/<name>.toml) compiled to the shipped
// JSON (rules/<name>.json). Each pattern of a source is a table with its
// provenance: `decides` (ids of the training rows or templates that this
// pattern alone decides, checked by test/rule-provenance.test.ts), or a
// `source` (where its wording was read), with `matched` naming a template or
// row it matches without deciding it. Provenance stays in the source; the JSON
// keeps `pattern` and `when` only.
// Usage: node scripts/rules-toml.mjs          write every rules/<name>.json
//        node scripts/rules-toml.mjs --check  exit 1 when one differs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { parse } = createRequire(import.meta.url)("smol-toml");
export const srcDir = join(root, "rules", "src");

const TOP = ["$schema", "name", "version", "description", "syntax", "caseInsensitive", "defaultCategory", "maxMemory"];

/** The names of the rule sets that have a TOML source. */
export function sourceNames() {
  return readdirSync(srcDir).filter((f) => f.endsWith(".toml")).map((f) => f.slice(0, -5)).sort();
}

/** The parsed TOML source of rule set `name`. */
export function readSource(name) {
  return parse(readFileSync(join(srcDir, `${name}.toml`), "utf8"));
}

/** The rule set (plain JSON data) that a parsed source compiles to. */
export function toRuleSet(src) {
  const out = {};
  for (const key of TOP) if (src[key] !== undefined) out[key] = src[key];
  out.tiers = src.tiers.map((t) => ({
    category: t.category,
    ...(t.note !== undefined ? { note: t.note } : {}),
    patterns: t.patterns.map((p) => (p.when !== undefined ? { pattern: p.pattern, when: p.when } : p.pattern)),
  }));
  return out;
}

/** The text of rules/<name>.json compiled from rules/src/<name>.toml. */
export function compiledText(name) {
  return `${JSON.stringify(toRuleSet(readSource(name)), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const name of sourceNames()) {
    const file = join(root, "rules", `${name}.json`);
    const text = compiledText(name);
    if (check) {
      if (readFileSync(file, "utf8") !== text) {
        console.error(`rules/${name}.json is not rules/src/${name}.toml compiled: run node scripts/rules-toml.mjs`);
        stale += 1;
      }
    } else writeFileSync(file, text);
  }
  process.exitCode = stale ? 1 : 0;
}
