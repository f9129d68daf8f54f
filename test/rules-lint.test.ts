// Lint of the built-in rule data (rules/*.json): mistakes a pattern can make
// that compile cleanly and only show as a wording that never matches.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const rules = join(__dirname, "..", "rules");

/** Every string in a JSON value, with its path. */
function strings(x: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof x === "string") out.push([path, x]);
  else if (Array.isArray(x)) x.forEach((y, i) => strings(y, `${path}[${i}]`, out));
  else if (x && typeof x === "object") for (const [k, y] of Object.entries(x)) strings(y, `${path}.${k}`, out);
  return out;
}

describe("built-in rule data", () => {
  it("puts no \\b beside a non-ASCII letter (RE2's and JavaScript's \\b are ASCII: beside Cyrillic or CJK it never holds)", () => {
    // A letter right before or after \b, or a character class holding one just before it.
    const beside = /[^\x00-\x7f]\\b|\\b[^\x00-\x7f]|[^\x00-\x7f][?*+]?\)?\\b|\[[^\]]*[^\x00-\x7f][^\]]*\][*+?]?\)?\\b/;
    const found: string[] = [];
    for (const f of readdirSync(rules).filter((n) => n.endsWith(".json"))) {
      for (const [path, s] of strings(JSON.parse(readFileSync(join(rules, f), "utf8")), f)) {
        if (beside.test(s)) found.push(`${path}: ${s.slice(0, 120)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
