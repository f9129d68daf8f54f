// The rule sets' TOML sources (rules/src/*.toml): every pattern carries its
// provenance, each `decides` id really is decided by its pattern alone
// (removing the pattern changes that row's answer), each `matched` id is
// matched by its pattern, and the shipped JSON is the compiled TOML byte for
// byte. The full removal run is `node scripts/rule-provenance.mjs <name>`
// (seconds); here a fixed sample of patterns is checked by real recompiles.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { categories, only, provenance, trainingTexts, without } from "../scripts/rule-provenance.mjs";
import { compiledText, readSource, sourceNames, toRuleSet } from "../scripts/rules-toml.mjs";
import { toNativeSpec } from "../lib/rule-set.js";

interface PatternEntry {
  pattern: string;
  when?: string;
  decides?: string[];
  source?: string;
  matched?: string;
  unsourced?: boolean;
}

const KEYS = new Set(["pattern", "when", "decides", "source", "matched", "unsourced"]);
// Patterns for which neither a deciding training row or template nor a source
// was found (`unsourced = true`): listed here so that no new one slips in.
const UNSOURCED: Record<string, string[]> = {
  "provider-context": [],
  "provider-text": [],
  extended: [],
};
/**
 * A source is where the wording was read: a URL, a file, an issue or public
 * code that quotes it. A commit of this repository only says when a pattern
 * came, not where its wording comes from (issue 23: "a source URL or file it
 * was read from, or the ids of corpus rows or templates that this pattern
 * alone decides").
 */
function isReadFrom(source: string): boolean {
  return source.trim() !== "" && !/^\s*commit\s+[0-9a-f]{7,40}\b/i.test(source);
}
const SAMPLE = 40;
const items = trainingTexts() as { id: string; text: string }[];
const byId = new Map(items.map((x) => [x.id, x.text]));

describe("a pattern's source", () => {
  it("is where the wording was read, never only the commit that added it", () => {
    expect(["commit 6ac0e5b: Escaped text, 400 bodies", " commit 5941aa7e", "COMMIT ab4a84d: x"].map(isReadFrom)).toEqual([false, false, false]);
    expect(["anthropics/claude-code#228 (issue)", "https://docs.aws.amazon.com/x.html", "huggingface/text-generation-inference router/src/validation.rs", "committed wording"].map(isReadFrom)).toEqual([
      true, true, true, true,
    ]);
    expect(isReadFrom("   ")).toBe(false);
  });
});

describe.each(sourceNames() as string[])("rules/src/%s.toml", (name) => {
  const src = readSource(name) as { tiers: { patterns: PatternEntry[] }[] };
  const spec = toNativeSpec(toRuleSet(src));
  const entries = src.tiers.flatMap((t, ti) => t.patterns.map((p, pi) => ({ ti, pi, p })));

  it("ships rules/<name>.json as the compiled TOML, byte for byte", () => {
    expect(readFileSync(join(__dirname, "..", "rules", `${name}.json`), "utf8")).toBe(compiledText(name));
  });

  it("gives every pattern provenance: training ids it decides, or a source", () => {
    const bad = entries.filter(({ p }) => {
      const keysOk = Object.keys(p).every((k) => KEYS.has(k));
      const decides = Array.isArray(p.decides) && p.decides.length > 0 && p.decides.every((id) => byId.has(id));
      const source = typeof p.source === "string" && isReadFrom(p.source) && p.decides === undefined;
      const unsourced = p.unsourced === true && p.decides === undefined && p.source === undefined;
      return !keysOk || !(decides || source || unsourced) || (p.matched !== undefined && !byId.has(p.matched));
    });
    expect(bad.map(({ ti, pi, p }) => `${ti}.${pi} ${p.pattern}`)).toEqual([]);
    expect(entries.filter(({ p }) => p.unsourced).map(({ ti, pi }) => `${ti}.${pi}`)).toEqual(UNSOURCED[name]);
  });

  it("lists exactly the ids that scripts/rule-provenance.mjs computes for each pattern", () => {
    const computed = provenance(spec, items) as Record<string, { decides: string[] }>;
    const stale = entries.filter(({ ti, pi, p }) => (p.decides ?? []).join("\n") !== computed[`${ti}.${pi}`].decides.join("\n"));
    expect(stale.map(({ ti, pi }) => `${ti}.${pi}`)).toEqual([]);
  }, 60_000);

  it("lists only ids whose answer changes without the pattern (sampled)", () => {
    // Each recompile of `extended` costs about 150 ms: 40 patterns at a fixed
    // stride, and 20 of those that decide one or two ids (a stride too).
    const decided = entries.filter(({ p }) => p.decides);
    const few = decided.filter(({ p }) => p.decides!.length <= 2);
    const stride = (list: typeof entries, n: number) => list.filter((_, k) => k % Math.max(1, Math.floor(list.length / n)) === 0);
    const picked = [...new Set([...stride(decided, SAMPLE), ...stride(few, SAMPLE / 2)])];
    const wrong: string[] = [];
    for (const { ti, pi, p } of picked) {
      const texts = p.decides!.map((id) => byId.get(id)!);
      const before = categories(spec, texts);
      const after = categories(without(spec, ti, pi), texts);
      p.decides!.forEach((id, k) => {
        if (before[k] === after[k]) wrong.push(`${ti}.${pi} ${id}`);
      });
    }
    expect(picked.length).toBeGreaterThanOrEqual(Math.min(SAMPLE, decided.length));
    expect(wrong).toEqual([]);
  }, 120_000);

  it("matches each `matched` id with the pattern alone", () => {
    const withMatch = entries.filter(({ p }) => p.matched !== undefined);
    const missed = withMatch.filter(({ ti, pi, p }) => categories(only(spec, ti, pi), [byId.get(p.matched!)!])[0] !== "hit");
    expect(missed.map(({ ti, pi, p }) => `${ti}.${pi} ${p.matched}`)).toEqual([]);
  });
});
