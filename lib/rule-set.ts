import { RuleSetError } from "./errors/RuleSetError.js";
import type { NativeSpec } from "./native.js";
import { describeValue } from "./describe.js";
import { isPlainObject } from "./data.js";
import { IssueList } from "./issues.js";

/**
 * A pattern that counts only where a numeric condition on its named capture
 * groups holds for its leftmost match: `when` reads `<group> <op> <group or
 * integer>`, op one of `<` `<=` `>` `>=` `==` `!=`, and values compare as
 * whole numbers of any length (digits, optionally grouped by `,` or `_`).
 */
export interface ConditionalPattern {
  pattern: string;
  when: string;
}

/** One tier: the category a text gets when one of these patterns matches. */
export interface Tier<C extends string = string> {
  category: C;
  /** Patterns in the rule set's `syntax`; searched anywhere in the text. */
  patterns: readonly (string | ConditionalPattern)[];
  /** Free text for people: why these patterns, where they come from. */
  note?: string;
}

/**
 * A rule set: ordered tiers of patterns; the first tier with a matching
 * pattern gives the category. The JSON Schema is `schema/rule-set.schema.json`.
 */
export interface RuleSet<C extends string = string> {
  $schema?: string;
  name?: string;
  /** Semantic version of the rule set's data. */
  version?: string;
  description?: string;
  /**
   * `"re2"` (default): RE2 syntax. `"javascript"`: read as a JavaScript
   * RegExp without the `u` flag would read it (see docs/guide/rules.md,
   * "Pattern syntax", for the rules).
   */
  syntax?: "re2" | "javascript";
  /** Match letters regardless of case. Default false. */
  caseInsensitive?: boolean;
  /** The category when no tier matches. */
  defaultCategory: C;
  tiers: readonly Tier<C>[];
  /** RE2 memory budget per compiled set, in bytes (default 64 MiB). */
  maxMemory?: number;
}

const TOP_KEYS = new Set(["$schema", "name", "version", "description", "syntax", "caseInsensitive", "defaultCategory", "tiers", "maxMemory"]);
const TIER_KEYS = new Set(["category", "patterns", "note"]);
const PATTERN_KEYS = new Set(["pattern", "when"]);

/** The pattern text of a tier's entry. */
export const patternText = (p: string | ConditionalPattern): string => (typeof p === "string" ? p : p.pattern);


/**
 * Checks that value has the RuleSet shape and returns the engine's plain
 * spec. Throws RuleSetError (code ERR_RULESET_INVALID) listing every problem.
 */
export function toNativeSpec(value: unknown, options: { patternByPattern?: boolean; prefilter?: boolean } = {}): NativeSpec {
  const found = new IssueList();
  const { issues } = found;
  const bad = found.expected.bind(found);
  if (!isPlainObject(value)) {
    throw new RuleSetError("ERR_RULESET_INVALID", `Expected a rule set object but received ${describeValue(value)}`, []);
  }
  found.unknownKeys("", value, TOP_KEYS);
  for (const key of ["$schema", "name", "version", "description"] as const) {
    if (value[key] !== undefined && typeof value[key] !== "string") bad(key, "a string", value[key]);
  }
  if (value.syntax !== undefined && value.syntax !== "re2" && value.syntax !== "javascript") {
    bad("syntax", '"re2" or "javascript"', value.syntax);
  }
  if (value.caseInsensitive !== undefined && typeof value.caseInsensitive !== "boolean") {
    bad("caseInsensitive", "a boolean", value.caseInsensitive);
  }
  const maxMemory = value.maxMemory;
  if (maxMemory !== undefined && !(Number.isSafeInteger(maxMemory) && (maxMemory as number) >= 1024)) {
    bad("maxMemory", "an integer number of bytes of at least 1024", maxMemory);
  }
  if (typeof value.defaultCategory !== "string" || value.defaultCategory === "") {
    bad("defaultCategory", "a non-empty string", value.defaultCategory);
  }
  const tiers: NativeSpec["tiers"] = [];
  if (!Array.isArray(value.tiers)) {
    bad("tiers", "an array", value.tiers);
  } else {
    value.tiers.forEach((tier: unknown, t: number) => {
      const path = `tiers[${t}]`;
      if (!isPlainObject(tier)) return bad(path, "an object", tier);
      found.unknownKeys(path, tier, TIER_KEYS);
      if (typeof tier.category !== "string" || tier.category === "") bad(`${path}.category`, "a non-empty string", tier.category);
      if (tier.note !== undefined && typeof tier.note !== "string") bad(`${path}.note`, "a string", tier.note);
      if (!Array.isArray(tier.patterns)) return bad(`${path}.patterns`, "an array of patterns", tier.patterns);
      const patterns: string[] = [];
      const conditions: string[] = [];
      tier.patterns.forEach((p: unknown, i: number) => {
        const at = `${path}.patterns[${i}]`;
        let text: unknown = p;
        let when = "";
        if (isPlainObject(p)) {
          found.unknownKeys(at, p, PATTERN_KEYS);
          text = p.pattern;
          if (typeof p.when !== "string" || p.when.trim() === "") bad(`${at}.when`, "a non-empty string", p.when);
          else when = p.when;
          if (typeof text !== "string") return bad(`${at}.pattern`, "a string", text);
        } else if (typeof p !== "string") {
          return bad(at, "a string or a { pattern, when } object", p);
        }
        if (text === "") found.add(at, "an empty pattern would match every text");
        patterns.push(text as string);
        conditions.push(when);
      });
      tiers.push({ category: String(tier.category), patterns, ...(conditions.some(Boolean) ? { conditions } : {}) });
    });
  }
  if (issues.length) {
    throw new RuleSetError("ERR_RULESET_INVALID", `Invalid rule set${value.name ? ` "${String(value.name)}"` : ""}`, issues);
  }
  return {
    tiers,
    defaultCategory: value.defaultCategory as string,
    caseInsensitive: value.caseInsensitive === true,
    syntax: value.syntax === "javascript" ? "javascript" : "re2",
    maxMemory: (maxMemory as number | undefined) ?? 0,
    patternByPattern: options.patternByPattern === true,
    prefilter: options.prefilter !== false,
  };
}
