// createAnalyzer: a taxonomy compiled into two native rule sets (every
// pattern of every type in one set, so that one RE2 pass finds all matching
// patterns; every extractor in another, for captures), scored in JS.
import { randomUUID } from "node:crypto";
import { createClassifier, compileNative, type Classifier } from "../classifier.js";
import type { ClassifiedCategory } from "../classify-error.js";
import { RuleSetError, type RuleSetIssue } from "../errors/RuleSetError.js";
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { extendedRules } from "../extended.js";
import { isPlainObject } from "../data.js";
import type { NativeRuleSet } from "../native.js";
import { classifyProviderError } from "../provider/classify-provider-error.js";
import { fieldOf, fieldValue } from "./fields.js";
import { bestFuzzy, fuzzyPhrase, wordsOf, type FuzzyPhrase } from "./fuzzy.js";
import { readInput } from "./input.js";
import { normalizeMessage } from "./normalize.js";
import { containsPhrase, exactToRe2, isExact, literalRuns, requiredLiterals } from "./patterns.js";
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

interface Compiled {
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
  /** From detectable_from: a phrase the fuzzy step looks for. */
  fuzzy: boolean;
}

/** The longest normalised text read as bytes in place (a longer one is passed as a string). */
const MAX_SCRATCH = 1 << 16;

const encoder = new TextEncoder();

/** Texts the fuzzy step reads at most (normalised characters from the start). */
const FUZZY_MAX_CHARS = 16384;

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

function defaultId(): string {
  return `cls_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
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
 * Compiles a taxonomy (see schema/taxonomy.schema.json). Throws RuleSetError
 * listing every problem: ERR_RULESET_INVALID for the shape,
 * ERR_RULESET_PATTERN for patterns RE2 rejects (paths such as
 * `types[2].patterns[0]` and `extractors.tool`).
 */
export function createAnalyzer(taxonomy: Taxonomy, defaults: AnalyzeOptions = {}): Analyzer {
  checkTaxonomy(taxonomy);
  const base = checkOptions(defaults);
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
  // Literal texts (lower case) an extractor's match must contain one of
  // (requiredLiterals), or null when a pattern does not tell: it is not run
  // on a window without one.
  const extractorNeeds = extractorNames.map((n) => {
    const needs = new Set<string>();
    for (const p of taxonomy.extractors![n]) {
      const any = requiredLiterals(p);
      if (!any) return null;
      for (const a of any) needs.add(a);
    }
    return [...needs];
  });
  // The context fields each extractor can set: it is skipped once all are set.
  const extractorFields = extractorNames.map((n) => [
    ...new Set(taxonomy.extractors![n].flatMap((p) => [...p.matchAll(/\(\?P<(\w+)>/g)].map((m) => fieldOf(m[1])!))),
  ]);
  const extractorIndex = new Map(extractorNames.map((n, i) => [n, i]));
  const issues: RuleSetIssue[] = [];
  const compileSet = (patterns: string[], pathOf: (i: number) => string, caseInsensitive: boolean): NativeRuleSet | undefined => {
    try {
      return compileNative({ defaultCategory: "none", caseInsensitive, tiers: [{ category: "match", patterns }] });
    } catch (e) {
      if (!(e instanceof RuleSetError) || e.code !== "ERR_RULESET_PATTERN") throw e;
      for (const i of e.issues) issues.push({ ...i, path: pathOf(i.index ?? 0) });
      return undefined;
    }
  };
  const matchSet = compileSet(re2, (i) => paths[i], true);
  const extractSet = compileSet(
    extractorNames.map((n) => taxonomy.extractors![n].map((p) => `(?:${p})`).join("|")),
    (i) => `extractors.${extractorNames[i]}`,
    false,
  );
  if (issues.length || !matchSet || !extractSet) {
    throw new RuleSetError("ERR_RULESET_PATTERN", `${issues.length} ${issues.length === 1 ? "pattern" : "patterns"} rejected by RE2`, issues);
  }

  // The fuzzy step's phrases (exact phrases of detectable_from), by their first letter.
  const byFirst = new Map<string, FuzzyPhrase[]>();
  compiled.forEach((c, i) => {
    const p = c.kind === "exact" && c.fuzzy ? fuzzyPhrase(i, c.text) : undefined;
    if (p) byFirst.set(p.joined[0], [...(byFirst.get(p.joined[0]) ?? []), p]);
  });
  const extractOf = (t: TaxonomyType | UnknownType) => (t.extract ?? []).map((n) => extractorIndex.get(n)!);
  const typeExtract = types.map(extractOf);
  const unknownExtract = extractOf(taxonomy.unknown);

  // The normalised text's bytes, when it is ASCII: matching and extraction
  // read them in place, instead of the binding encoding the string again on
  // each call (a window is then a view, byte offsets being char offsets).
  let scratch = new Uint8Array(1024);
  const asciiBytes = (s: string): Uint8Array | undefined => {
    if (s.length > scratch.length) {
      if (s.length > MAX_SCRATCH) return undefined;
      scratch = new Uint8Array(Math.max(s.length, 2 * scratch.length));
    }
    const { read, written } = encoder.encodeInto(s, scratch);
    return read === s.length && written === s.length ? scratch.subarray(0, written) : undefined;
  };

  function extract(text: string, bytes: Uint8Array | undefined, which: readonly number[], anchor: string, context: AnalysisContext): void {
    if (!which.length || text === "") return;
    const w = scoring.extraction_window;
    let window = text;
    let from = 0;
    let to = text.length;
    // The text lower-cased once: to find the anchor, and (when the text is
    // ASCII, so that offsets agree) the window's literals.
    let lowerText: string | undefined;
    if (text.length > 2 * w + anchor.length) {
      const at = anchor ? (lowerText = text.toLowerCase()).indexOf(anchor) : -1;
      from = at < 0 ? 0 : Math.max(0, at - w);
      to = Math.min(text.length, (at < 0 ? 0 : at + anchor.length) + w);
      window = text.slice(from, to);
    }
    // Each extractor in order, each field taken from the first that sets
    // it: one is skipped once its fields are all set, or when the window
    // lacks its literal text.
    const arg = bytes ? bytes.subarray(from, to) : window;
    let lower: string | undefined;
    for (const x of which) {
      if (extractorFields[x].every((f) => context[f] !== undefined)) continue;
      const needs = extractorNeeds[x];
      if (needs) {
        lower ??= bytes && lowerText !== undefined ? lowerText.slice(from, to) : window.toLowerCase();
        if (!needs.some((n) => lower!.includes(n))) continue;
      }
      const flat = extractSet!.namedCaptures(0, arg, x);
      for (let k = 2; k < flat.length; k += 2) {
        const field = fieldOf(flat[k] as string);
        if (!field || context[field] !== undefined) continue;
        const v = fieldValue(field, flat[k + 1] as string);
        if (v !== undefined) (context as Record<string, string | number>)[field] = v;
      }
    }
  }

  // The last timestamp written, for calls within the same millisecond.
  let lastMs: unknown = NaN;
  let lastIso = "";

  return {
    taxonomy,
    scoring,
    analyze(input, options) {
      const call = options === undefined ? base : { ...base, ...checkOptions(options) };
      const { text, facts } = readInput(input);
      const norm = normalizeMessage(text);
      const bytes = asciiBytes(norm);
      const m = matchSet.classify(bytes ?? norm);

      // Score: each type's best surviving pattern (weight, then specificity).
      const explained = new Set<number>();
      for (let i = 1; i < m.length; i++) for (const j of compiled[m[i]].explains) explained.add(j);
      const best = new Map<number, { score: number; specificity: number; patterns: string[]; anchor: string }>();
      for (let i = 1; i < m.length; i++) {
        const idx = m[i];
        if (explained.has(idx)) continue;
        const c = compiled[idx];
        const b = best.get(c.type);
        if (!b) best.set(c.type, { score: c.weight, specificity: c.specificity, patterns: [c.text], anchor: c.anchor });
        else {
          b.patterns.push(c.text);
          if (c.weight > b.score || (c.weight === b.score && c.specificity > b.specificity)) {
            b.score = c.weight;
            b.specificity = c.specificity;
            b.anchor = c.anchor;
          }
        }
      }
      const ranked = [...best.entries()].sort(([ta, a], [tb, b]) => b.score - a.score || b.specificity - a.specificity || b.patterns.length - a.patterns.length || ta - tb);

      let winner: TaxonomyType | undefined;
      let score = 0;
      let kind: MatchKind = "none";
      let matched: string[] = [];
      let anchor = "";
      let fuzzy: AnalysisRecord["fuzzy_match"];
      let alternatives: Alternative[] = ranked.map(([t, b]) => ({ exception_type: types[t].type, score: b.score, matched_patterns: b.patterns }));
      if (ranked.length) {
        const [t, b] = ranked[0];
        score = b.score;
        if (score >= scoring.threshold) {
          winner = types[t];
          matched = b.patterns;
          anchor = b.anchor;
          kind = compiled[m.slice(1).find((i) => compiled[i].type === t && compiled[i].weight === b.score)!].kind;
          alternatives = alternatives.slice(1);
        }
      } else if (byFirst.size) {
        const hit = bestFuzzy(wordsOf(norm.length > FUZZY_MAX_CHARS ? norm.slice(0, FUZZY_MAX_CHARS) : norm), byFirst, scoring.fuzzy_match_threshold);
        if (hit) {
          const c = compiled[hit.id];
          score = scoring.fuzzy_match;
          if (score >= scoring.threshold) {
            winner = types[c.type];
            matched = [c.text];
            kind = "fuzzy";
            anchor = hit.text.split(" ")[0];
            fuzzy = { pattern: c.text, text: hit.text, similarity: Math.round(hit.similarity * 1000) / 1000 };
          } else alternatives = [{ exception_type: types[c.type].type, score, matched_patterns: [c.text] }];
        }
      }
      const type = winner ?? taxonomy.unknown;
      const tied = winner !== undefined && alternatives.length > 0 && alternatives[0].score === score;
      const confidence = winner === undefined ? 0 : Math.max(0, Math.min(1, (score - (tied ? scoring.tie_penalty : 0)) / 100));

      const context: AnalysisContext = {};
      extract(norm, bytes, winner ? typeExtract[types.indexOf(winner)] : unknownExtract, anchor, context);
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
        recommended_recovery: [...type.recommended_recovery],
        classification: type.classification,
        score,
        match_kind: kind,
        ...(fuzzy ? { fuzzy_match: fuzzy } : {}),
        alternatives,
      };
      if (call.providerAnswers !== false) {
        lazy(record, "error_category", () => (extended ??= createClassifier(extendedRules)).category(text));
        lazy(record, "error_type", () => classifyProviderError(facts ? input : text).type);
      }
      return record;
    },
  };
}
