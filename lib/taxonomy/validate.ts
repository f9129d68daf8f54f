// Checks a value against the taxonomy shape (schema/taxonomy.schema.json),
// reporting every problem at once.
import { isPlainObject } from "../data.js";
import { describeValue } from "../describe.js";
import { RuleSetError, type RuleSetIssue } from "../errors/RuleSetError.js";
import { fieldOf } from "./fields.js";
import type { Scoring, Taxonomy } from "./types.js";

export const SEVERITIES = ["critical", "high", "medium", "low"] as const;

/** The specification's weights and this package's defaults for the rest. */
export const DEFAULT_SCORING: Readonly<Scoring> = Object.freeze({
  exact_match: 100,
  regex_match: 80,
  fuzzy_match: 60,
  threshold: 50,
  fuzzy_match_threshold: 0.6,
  tie_penalty: 5,
  extraction_window: 160,
});

const TOP_KEYS = new Set(["$schema", "name", "version", "description", "scoring", "types", "unknown", "extractors", "severity_levels"]);
const TYPE_KEYS = new Set(["type", "description", "classification", "severity", "root_cause", "recommended_recovery", "detectable_from", "patterns", "extract"]);
const LEVEL_KEYS = new Set(["description", "escalate_immediately", "escalate_after", "retry_allowed", "max_retries"]);
const ACTION = /^[a-z][a-z0-9_]*$/;
const GROUP = /\(\?P<(\w+)>/g;

/** Throws RuleSetError (ERR_RULESET_INVALID) listing every problem, unless value is a Taxonomy. */
export function checkTaxonomy(value: unknown): asserts value is Taxonomy {
  const issues: RuleSetIssue[] = [];
  const bad = (path: string, expected: string, received: unknown) =>
    issues.push({ path, message: `expected ${expected} but received ${describeValue(received)}` });
  if (!isPlainObject(value)) throw new RuleSetError("ERR_RULESET_INVALID", `Expected a taxonomy object but received ${describeValue(value)}`, []);
  for (const key of Object.keys(value)) if (!TOP_KEYS.has(key)) issues.push({ path: key, message: "unknown key" });
  for (const key of ["$schema", "name", "version", "description"]) {
    if (value[key] !== undefined && typeof value[key] !== "string") bad(key, "a string", value[key]);
  }
  const nonEmpty = (path: string, v: unknown) => {
    if (typeof v !== "string" || v === "") bad(path, "a non-empty string", v);
  };
  const strings = (path: string, v: unknown, check?: (s: string, at: string) => void) => {
    if (!Array.isArray(v)) return bad(path, "an array of strings", v);
    v.forEach((s: unknown, i: number) => {
      if (typeof s !== "string" || s === "") bad(`${path}[${i}]`, "a non-empty string", s);
      else check?.(s, `${path}[${i}]`);
    });
  };

  if (value.scoring !== undefined) {
    if (!isPlainObject(value.scoring)) bad("scoring", "an object", value.scoring);
    else {
      for (const [key, v] of Object.entries(value.scoring)) {
        const at = `scoring.${key}`;
        if (!Object.hasOwn(DEFAULT_SCORING, key)) issues.push({ path: at, message: "unknown key" });
        else if (key === "fuzzy_match_threshold") {
          if (typeof v !== "number" || !(v > 0 && v <= 1)) bad(at, "a number in (0, 1]", v);
        } else if (key === "extraction_window") {
          if (!Number.isSafeInteger(v) || (v as number) < 16) bad(at, "an integer of at least 16", v);
        } else if (typeof v !== "number" || !Number.isFinite(v) || v < 0) bad(at, "a finite number of at least 0", v);
      }
    }
  }

  const extractors = new Set<string>();
  if (value.extractors !== undefined) {
    if (!isPlainObject(value.extractors)) bad("extractors", "an object", value.extractors);
    else {
      for (const [name, patterns] of Object.entries(value.extractors)) {
        extractors.add(name);
        strings(`extractors.${name}`, patterns, (p, at) => {
          const groups = [...p.matchAll(GROUP)].map((m) => m[1]);
          if (!groups.length) issues.push({ path: at, message: "has no named group: name a group after a context field, such as (?P<tool>...)" });
          for (const g of groups) if (!fieldOf(g)) issues.push({ path: at, message: `group ${JSON.stringify(g)} is not a context field` });
        });
      }
    }
  }

  const levels = isPlainObject(value.severity_levels) ? value.severity_levels : undefined;
  if (!levels) bad("severity_levels", "an object", value.severity_levels);
  else {
    for (const [name, level] of Object.entries(levels)) {
      const at = `severity_levels.${name}`;
      if (!(SEVERITIES as readonly string[]).includes(name)) issues.push({ path: at, message: `unknown severity (expected one of ${SEVERITIES.join(", ")})` });
      if (!isPlainObject(level)) {
        bad(at, "an object", level);
        continue;
      }
      for (const key of Object.keys(level)) if (!LEVEL_KEYS.has(key)) issues.push({ path: `${at}.${key}`, message: "unknown key" });
      if (level.description !== undefined && typeof level.description !== "string") bad(`${at}.description`, "a string", level.description);
      for (const key of ["escalate_immediately", "retry_allowed"]) if (typeof level[key] !== "boolean") bad(`${at}.${key}`, "a boolean", level[key]);
      if (!Number.isSafeInteger(level.max_retries) || (level.max_retries as number) < 0) bad(`${at}.max_retries`, "an integer of at least 0", level.max_retries);
      const after = level.escalate_after;
      if (after !== undefined && after !== null && (!Number.isSafeInteger(after) || (after as number) < 1)) {
        bad(`${at}.escalate_after`, "an integer of at least 1, or null for never", after);
      }
    }
  }

  const names = new Set<string>();
  const checkType = (t: unknown, at: string, unknownType: boolean) => {
    if (!isPlainObject(t)) return bad(at, "an object", t);
    for (const key of Object.keys(t)) {
      if (!TYPE_KEYS.has(key) || (unknownType && (key === "detectable_from" || key === "patterns"))) issues.push({ path: `${at}.${key}`, message: "unknown key" });
    }
    for (const key of ["type", "description", "classification", "root_cause"]) nonEmpty(`${at}.${key}`, t[key]);
    if (typeof t.type === "string" && t.type !== "") {
      if (names.has(t.type)) issues.push({ path: `${at}.type`, message: `duplicate type ${JSON.stringify(t.type)}` });
      names.add(t.type);
    }
    if (!(SEVERITIES as readonly unknown[]).includes(t.severity)) bad(`${at}.severity`, SEVERITIES.map((s) => JSON.stringify(s)).join(", ").replace(/, ([^,]*)$/, " or $1"), t.severity);
    else if (levels && !isPlainObject(levels[t.severity as string])) issues.push({ path: `${at}.severity`, message: `severity_levels has no ${t.severity as string} level` });
    strings(`${at}.recommended_recovery`, t.recommended_recovery, (s, p) => {
      if (!ACTION.test(s)) issues.push({ path: p, message: `${JSON.stringify(s)} is not an action name (lower case letters, digits and _)` });
    });
    for (const key of ["detectable_from", "patterns"]) if (t[key] !== undefined) strings(`${at}.${key}`, t[key]);
    if (t.extract !== undefined) {
      strings(`${at}.extract`, t.extract, (s, p) => {
        if (!extractors.has(s)) issues.push({ path: p, message: `no extractor named ${JSON.stringify(s)}` });
      });
    }
  };
  if (!Array.isArray(value.types) || value.types.length === 0) bad("types", "a non-empty array", value.types);
  else value.types.forEach((t: unknown, i: number) => checkType(t, `types[${i}]`, false));
  checkType(value.unknown, "unknown", true);

  if (issues.length) throw new RuleSetError("ERR_RULESET_INVALID", `Invalid taxonomy${value.name ? ` "${String(value.name)}"` : ""}`, issues);
}
