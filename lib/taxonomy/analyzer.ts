// createAnalyzer: a taxonomy read into the engine's spec (what each pattern
// weighs, what it explains, which extractors fill which type's fields) and
// compiled once (native/core/taxonomy.h); each analysis is one call into
// the engine (normalise, match, score or the fuzzy step, capture), then the
// record.
import { createClassifier, type Classifier } from "../classifier.js";
import type { ClassifiedCategory } from "../classify-error.js";
import { RuleSetError, type RuleSetIssue } from "../errors/RuleSetError.js";
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { extendedRules } from "../extended.js";
import { isPlainObject } from "../data.js";
import { native, type NativeTaxonomySpec } from "../native.js";
import { classifyProviderError } from "../provider/classify-provider-error.js";
import { CONTEXT_FIELDS, fieldOf, fieldValue } from "./fields.js";
import { readInput } from "./input.js";
import { containsPhrase, exactToRe2, isExact, literalRuns } from "./patterns.js";
import { checkTaxonomy, DEFAULT_SCORING } from "./validate.js";
import type { Alternative, AnalysisRecord, AnalyzeOptions, AnalysisContext, MatchKind, Scoring, Taxonomy, TaxonomyType, UnknownType } from "./types.js";

/** A taxonomy compiled once; analyze() is the per-message call. */
export interface Analyzer {
  readonly taxonomy: Taxonomy;
  /** The effective scoring (the taxonomy's, over the specification's defaults). */
  readonly scoring: Readonly<Scoring>;
  /** The record of one failure: a string, a Buffer or Uint8Array, or an error object. */
  analyze(input: unknown, options?: AnalyzeOptions): AnalysisRecord;
}

/** A pattern of the taxonomy as analyze() scores it. */
export interface Compiled {
  type: number;
  /** As written in the taxonomy. */
  text: string;
  kind: "exact" | "regex";
  weight: number;
  /** Characters of literal text every match holds: the tie-break after the weight. */
  specificity: number;
  /** The longest literal run, lower case, to find where the match is ("" if none). */
  anchor: string;
  /** Patterns of other types whose match this pattern's match explains. */
  explains: number[];
  /** From detectable_from: a phrase the fuzzy step may compare (native/core/fuzzy.h says which). */
  fuzzy: boolean;
}

/** Field numbers of the engine (native/core/taxonomy.h): positions in CONTEXT_FIELDS. */
const FIELD_NAMES = Object.keys(CONTEXT_FIELDS) as (keyof AnalysisContext)[];

let extended: Classifier<ClassifiedCategory> | undefined;

/**
 * Defines record[key] as an enumerable property computed on first read (then
 * a plain data property): the package's own answers cost a pass of two more
 * rule sets, paid only by a caller that reads them (JSON.stringify does).
 */
function lazy<K extends keyof AnalysisRecord>(record: AnalysisRecord, key: K, compute: () => AnalysisRecord[K]): void {
  Object.defineProperty(record, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = compute();
      Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
      return value;
    },
  });
}

// Web Crypto's global randomUUID (every Node this package supports has it):
// importing node:crypto here cost about 5 ms of every require of the package.

function defaultId(): string {
  return `cls_${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
}

function checkOptions(options: unknown): AnalyzeOptions {
  if (options === undefined) return {};
  if (!isPlainObject(options)) throw new ArgumentTypeError("options", "an object", options);
  for (const key of ["now", "id"] as const) {
    if (options[key] !== undefined && typeof options[key] !== "function") throw new ArgumentTypeError(`options.${key}`, "a function", options[key]);
  }
  if (options.providerAnswers !== undefined && typeof options.providerAnswers !== "boolean") {
    throw new ArgumentTypeError("options.providerAnswers", "a boolean", options.providerAnswers);
  }
  return options as AnalyzeOptions;
}

/**
 * The engine's spec of a checked taxonomy (native/core/taxonomy.h), with
 * what analyze() reads back: every pattern of every type in taxonomy order
 * with its path, and the extractors' names. Exported for tests, which run
 * one spec on both backends.
 */
export function readTaxonomy(taxonomy: Taxonomy): { scoring: Scoring; compiled: Compiled[]; paths: string[]; extractorNames: string[]; spec: NativeTaxonomySpec } {
  const scoring: Scoring = { ...DEFAULT_SCORING, ...taxonomy.scoring };
  const types = taxonomy.types;

  // Every pattern of every type, in taxonomy order, with where it came from.
  const compiled: Compiled[] = [];
  const paths: string[] = [];
  const re2: string[] = [];
  types.forEach((t, ti) => {
    const seen = new Set<string>();
    for (const key of ["detectable_from", "patterns"] as const) {
      (t[key] ?? []).forEach((p, i) => {
        if (seen.has(p)) return;
        seen.add(p);
        const exact = isExact(p);
        const runs = literalRuns(p);
        compiled.push({
          type: ti,
          text: p,
          kind: exact ? "exact" : "regex",
          weight: exact ? scoring.exact_match : scoring.regex_match,
          specificity: runs.reduce((n, r) => n + r.length, 0),
          anchor: runs.reduce((a, r) => (r.length > a.length ? r : a), ""),
          explains: [],
          fuzzy: key === "detectable_from",
        });
        paths.push(`types[${ti}].${key}[${i}]`);
        re2.push(exact ? exactToRe2(p) : p);
      });
    }
  });
  // A's match explains B's (B exact, of another type) when B's phrase lies,
  // as a whole phrase, inside a literal run of A and A is another pattern
  // (a longer phrase, or a regex that asks more): `tool.*not found`
  // explains `not found`, `network timeout` explains `timeout`.
  compiled.forEach((a, ai) => {
    const runs = literalRuns(a.text);
    compiled.forEach((b, bi) => {
      if (b.type === a.type || b.kind !== "exact") return;
      const phrase = b.text.toLowerCase();
      if (a.text.toLowerCase() !== phrase && runs.some((r) => containsPhrase(r, phrase))) a.explains.push(bi);
    });
  });

  const extractorNames = Object.keys(taxonomy.extractors ?? {});
  const extractorIndex = new Map(extractorNames.map((n, i) => [n, i]));
  const extractOf = (t: TaxonomyType | UnknownType) => (t.extract ?? []).map((n) => extractorIndex.get(n)!);
  const spec: NativeTaxonomySpec = {
    patterns: compiled.map((c, i) => ({
      pattern: re2[i],
      type: c.type,
      weight: c.weight,
      specificity: c.specificity,
      exact: c.kind === "exact",
      anchor: c.anchor,
      explains: c.explains,
      fuzzy: c.kind === "exact" && c.fuzzy ? c.text : "",
    })),
    extractors: extractorNames.map((n) => {
      const pattern = taxonomy.extractors![n].map((p) => `(?:${p})`).join("|");
      const groups = [...new Set([...pattern.matchAll(/\(\?P<(\w+)>/g)].map((m) => m[1]))].filter((g) => fieldOf(g));
      return { pattern, groups, fields: groups.map((g) => FIELD_NAMES.indexOf(fieldOf(g)!)) };
    }),
    types: types.map(extractOf),
    unknown: extractOf(taxonomy.unknown),
    // String fields take any text as it is: their first capture stands.
    finalFields: FIELD_NAMES.flatMap((f, i) => (CONTEXT_FIELDS[f] === "string" ? [i] : [])),
    threshold: scoring.threshold,
    fuzzyThreshold: scoring.fuzzy_match_threshold,
    fuzzyDecides: scoring.fuzzy_match >= scoring.threshold,
    window: scoring.extraction_window,
    maxMemory: 0,
  };
  return { scoring, compiled, paths, extractorNames, spec };
}

/**
 * Compiles a taxonomy (see schema/taxonomy.schema.json). Throws RuleSetError
 * listing every problem: ERR_RULESET_INVALID for the shape,
 * ERR_RULESET_PATTERN for patterns RE2 rejects (paths such as
 * `types[2].patterns[0]` and `extractors.tool`).
 */
export function createAnalyzer(taxonomy: Taxonomy, defaults: AnalyzeOptions = {}): Analyzer {
  checkTaxonomy(taxonomy);
  const base = checkOptions(defaults);
  const { scoring, compiled, paths, extractorNames, spec } = readTaxonomy(taxonomy);
  const types = taxonomy.types;
  const compiledTaxonomy = native().compileTaxonomy(spec);
  if (compiledTaxonomy.error) {
    const e = compiledTaxonomy.error;
    if (e.kind === "too_large") throw new RuleSetError("ERR_RULESET_TOO_LARGE", e.message, []);
    const issues: RuleSetIssue[] = e.patterns.map((p) => ({
      path: p.tier === 0 ? paths[p.index] : `extractors.${extractorNames[p.index]}`,
      message: `${JSON.stringify(p.pattern)}: ${p.message}`,
      tier: 0,
      index: p.index,
      pattern: p.pattern,
      reason: p.message,
    }));
    throw new RuleSetError("ERR_RULESET_PATTERN", `${issues.length} ${issues.length === 1 ? "pattern" : "patterns"} rejected by RE2`, issues);
  }
  const engine = compiledTaxonomy.taxonomy;

  // The engine's answer (lib/native.ts NativeTaxonomy), reused by every call.
  let out = new Int32Array(256 + compiled.length);
  /** The engine's answer to analyze, out grown first when it was short. */
  const analyzeText = (text: string): string => {
    const s = engine.analyze(text, out);
    if (out[0] <= out.length) return s;
    out = new Int32Array(out[0]);
    return engine.analyze(text, out);
  };
  /** Sets each field of context from the first capture at out[k...] whose value parses; returns k past them. */
  const fill = (s: string, k: number, context: AnalysisContext): number => {
    const n = out[k++];
    for (let i = 0; i < n; i++, k += 3) {
      const field = FIELD_NAMES[out[k]];
      if (field === undefined || context[field] !== undefined) continue;
      const v = fieldValue(field, s.slice(out[k + 1], out[k + 2]));
      if (v !== undefined) (context as Record<string, string | number>)[field] = v;
    }
    return k;
  };

  // The last timestamp written, for calls within the same millisecond.
  let lastMs: unknown = NaN;
  let lastIso = "";

  return {
    taxonomy,
    scoring,
    analyze(input, options) {
      const call = options === undefined ? base : { ...base, ...checkOptions(options) };
      const { text, facts } = readInput(input);
      // One crossing: normalise, match, score (else the fuzzy step), and the winner's fields.
      const s = analyzeText(text);
      const rankedCount = out[6];
      const ranked: { type: number; score: number; patterns: string[] }[] = [];
      let k = 7;
      for (let r = 0; r < rankedCount; r++) {
        const n = out[k + 2];
        const patterns = new Array<string>(n);
        for (let i = 0; i < n; i++) patterns[i] = compiled[out[k + 3 + i]].text;
        ranked.push({ type: out[k], score: out[k + 1], patterns });
        k += 3 + n;
      }
      const context: AnalysisContext = {};
      fill(s, k, context);

      let winner: TaxonomyType | undefined;
      let score = 0;
      let kind: MatchKind = "none";
      let matched: string[] = [];
      let fuzzy: AnalysisRecord["fuzzy_match"];
      let alternatives: Alternative[] = ranked.map((b) => ({ exception_type: types[b.type].type, score: b.score, matched_patterns: b.patterns }));
      if (ranked.length) {
        score = ranked[0].score;
        if (out[1] >= 0) {
          winner = types[out[1]];
          matched = ranked[0].patterns;
          kind = out[2] === 1 ? "exact" : "regex";
          alternatives = alternatives.slice(1);
        }
      } else if (out[3] >= 0) {
        // Nothing matched; the fuzzy step found a phrase (its text leads the string).
        const c = compiled[out[3]];
        score = scoring.fuzzy_match;
        if (out[1] >= 0) {
          winner = types[c.type];
          matched = [c.text];
          kind = "fuzzy";
          fuzzy = { pattern: c.text, text: s.slice(0, out[5]), similarity: out[4] / 1000 };
        } else alternatives = [{ exception_type: types[c.type].type, score, matched_patterns: [c.text] }];
      }
      const type = winner ?? taxonomy.unknown;
      const tied = winner !== undefined && alternatives.length > 0 && alternatives[0].score === score;
      const confidence = winner === undefined ? 0 : Math.max(0, Math.min(1, (score - (tied ? scoring.tie_penalty : 0)) / 100));

      if (facts) {
        if (context.error_code === undefined && facts.codes.length) context.error_code = facts.codes[0];
        if (context.http_status === undefined && facts.statuses.length) context.http_status = facts.statuses[0];
      }

      const now = call.now ? call.now() : Date.now();
      const ms = now instanceof Date ? now.getTime() : now;
      if (typeof ms !== "number" || ms !== lastMs) {
        const when = new Date(ms);
        if (Number.isNaN(when.getTime())) throw new ArgumentTypeError("options.now()", "a valid Date or epoch milliseconds", now);
        lastIso = when.toISOString();
        lastMs = ms;
      }
      const record: AnalysisRecord = {
        classification_id: call.id ? call.id() : defaultId(),
        timestamp: lastIso,
        exception_type: type.type,
        severity: type.severity,
        confidence,
        matched_patterns: matched,
        context,
        root_cause: type.root_cause,
        recommended_recovery: type.recommended_recovery.slice(),
        classification: type.classification,
        score,
        match_kind: kind,
      } as AnalysisRecord;
      // Set in this order (the record's key order): no spread in the literal, which costs a slow path.
      if (fuzzy) record.fuzzy_match = fuzzy;
      record.alternatives = alternatives;
      if (call.providerAnswers !== false) {
        lazy(record, "error_category", () => (extended ??= createClassifier(extendedRules)).category(text));
        lazy(record, "error_type", () => classifyProviderError(facts ? input : text).type);
      }
      return record;
    },
  };
}
