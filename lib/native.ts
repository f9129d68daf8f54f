// The one typed contract of the native binding (native/binding/), and its
// loading. Nothing else in lib/ touches the addon directly.
//
// One name per operation in every layer: the public Classifier's word.
//
//   operation                   C++ (native/core)  binding        wasm (ec_wasm.h)      Classifier, API
//   compile a spec              RuleSet::Compile   compile        ec_compile            createClassifier
//   tier + matching patterns    RuleSet::Classify  classify       ec_classify           classify, extract
//   the same, off the loop      RuleSet::Classify  classifyAsync  (ec_classify)         classifyAsync
//   the category's tier only    RuleSet::Category  category       ec_category           category
//   the category of many texts  RuleSet::Category  classifyMany   (ec_category, each)   classifyMany
//   a pattern's capture groups  RuleSet::Captures  captures       ec_captures           extract
//   compile a taxonomy          Taxonomy::Compile  compileTaxonomy  ec_taxonomy_compile  createAnalyzer
//   normalise, match, extract   Taxonomy::Analyze  analyze        ec_analyze            analyzeError
//   normalise a message         NormalizeMessage   normalize      ec_normalize          normalizeMessage
//
// ec_classify leaves its indices for ec_classify_indices/ec_classify_count;
// the wasm backend (lib/backend/wasm.ts) builds classifyAsync and
// classifyMany from ec_classify and ec_category. RuleSet::ClassifyTier
// (Classify's tier without the indices) is C++ only, for tests and fuzzing.
// The taxonomy rows are native/core/taxonomy.h and normalize.h; their
// binding functions are the addon's (compileTaxonomy, normalize) and that
// of a compiled NativeTaxonomy (analyze: matching, the fuzzy step of
// native/core/fuzzy.h and the fields, in one call). A compiled rule set's
// and taxonomy's externalMemory (the bytes reported to V8: their
// ApproximateMemory in C++, 0 on WebAssembly) and a rule set's
// fallbackCount are outside the map.
// The binding's classifyMany answers categories, as Classifier.classifyMany
// does: the public name predates this map and stays for compatibility.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { selectBackend, type BackendName } from "./backend/select.js";
import { AddonLoadError } from "./errors/AddonLoadError.js";
import { moduleDir, requireHere } from "./here.js";

/** Text the engine reads: a string, or UTF-8 bytes. */
export type NativeText = string | Uint8Array;

/** The plain, already validated spec that `compile` reads. */
export interface NativeSpec {
  /** conditions: one per pattern ("" for none), present when any is set. */
  tiers: { category: string; patterns: string[]; conditions?: string[] }[];
  defaultCategory: string;
  caseInsensitive: boolean;
  syntax: "re2" | "javascript";
  /** RE2 memory budget per compiled set, bytes; 0 for the default (64 MiB). */
  maxMemory: number;
  /** Match pattern by pattern (the slow path taken when a DFA fails). */
  patternByPattern: boolean;
  /** Use the literal prefilter where patterns allow (default true). */
  prefilter: boolean;
}

export interface NativePatternError {
  tier: number;
  index: number;
  pattern: string;
  message: string;
  /** RE2 or the translator rejected it; it exceeds a limit; its condition is bad. */
  kind: "syntax" | "limit" | "condition";
}

export interface NativeCompileFailure {
  kind: "bad_pattern" | "too_large";
  message: string;
  patterns: NativePatternError[];
}

/**
 * One compiled rule set: functions bound to it by the addon
 * (native/binding/bound_rule_set.cc). Each finds its rule set in its own
 * callback data, so they take no handle and may be called detached.
 */
export interface NativeRuleSet {
  /** A tier whose category is the answer, or -1 for the default category. */
  category(text: NativeText): number;
  /** `[tier, ...matching pattern indices ascending]`; `[-1]` for no match. */
  classify(text: NativeText): number[];
  /**
   * `classify` computed on the libuv thread pool, on a copy of the text made
   * before it returns; with `soleOwner`, a Uint8Array is read in place
   * instead, and the caller promises that no other code can reach it or its
   * buffer (one it allocated and never hands out) until the promise settles.
   */
  classifyAsync(text: NativeText, soleOwner?: boolean): Promise<number[]>;
  /**
   * `category` of each text, in one crossing. The texts are arguments (a
   * spread array), which the addon reads far faster than an array's
   * elements; callers pass at most `MANY_CHUNK` of them per call.
   */
  classifyMany(...texts: NativeText[]): Int32Array;
  /**
   * Capture groups `[name, value]` of the pattern's leftmost match, or null
   * (also when tier and index, whatever numbers, name no pattern).
   */
  captures(tier: number, index: number, text: NativeText): [string, string | null][] | null;
  /** How many times a set's DFA failed and the slow path answered. */
  fallbackCount(): number;
  /** The bytes reported to V8 as this rule set's external memory. */
  externalMemory(): number;
}

/**
 * A taxonomy as the engine reads it (native/core/taxonomy.h TaxonomySpec):
 * what each pattern and field means is decided in lib/taxonomy/analyzer.ts.
 */
export interface NativeTaxonomySpec {
  /** Every pattern of every type, RE2 syntax, matched ignoring case. */
  patterns: { pattern: string; type: number; weight: number; specificity: number; exact: boolean; anchor: string; explains: number[]; fuzzy: string }[];
  /** Extractors, case as written; groups[i] is the named group that fills field number fields[i]. */
  extractors: { pattern: string; groups: string[]; fields: number[] }[];
  /** Per type, the extractors that fill its context, in order. */
  types: number[][];
  /** The same for the text no type wins. */
  unknown: number[];
  /** Fields whose first capture always stands (any text is their value): see TaxonomySpec::final_fields. */
  finalFields: number[];
  threshold: number;
  /** The similarity a fuzzy hit needs (scoring.fuzzy_match_threshold). */
  fuzzyThreshold: number;
  /** Whether a fuzzy hit wins (scoring.fuzzy_match reaches scoring.threshold). */
  fuzzyDecides: boolean;
  /** UTF-16 units each side of the anchor. */
  window: number;
  maxMemory: number;
}

/**
 * One compiled taxonomy (native/binding/taxonomy_js.cc). analyze writes the
 * engine's answer into out in the wire form of EncodeAnalysis
 * (native/core/taxonomy.h): as many ints as fit, out[0] being how many
 * there are (a caller whose out is shorter calls again with a longer one),
 *   [length, winner (-1: none), kind (-1 with no winner, 0 regex, 1 exact,
 *    2 fuzzy), the fuzzy hit's pattern (-1: none; only when nothing is
 *    ranked), its similarity in thousandths, units of its text (lower-case
 *    words, one space apart) at the start of the string,
 *    ranked count, per type: type, score, n, n pattern indices,
 *    field count, per field: field, start, end (UTF-16 units of the string)]
 * and returns the string that the offsets index.
 */
export interface NativeTaxonomy {
  /** Normalise text, match, score (else the fuzzy step), extract the winner's fields (unknown's when none). */
  analyze(text: string, out: Int32Array): string;
  /** The bytes reported to V8 as this taxonomy's external memory (0 on WebAssembly, whose memory V8 counts). */
  externalMemory(): number;
}

/** The addon's module functions (native/binding/addon.cc). */
export interface NativeAddon {
  compile(spec: NativeSpec): { ruleSet: NativeRuleSet; error?: undefined } | { ruleSet?: undefined; error: NativeCompileFailure };
  compileTaxonomy(spec: NativeTaxonomySpec): { taxonomy: NativeTaxonomy; error?: undefined } | { taxonomy?: undefined; error: NativeCompileFailure };
  /** The message as matching reads it (native/core/normalize.h). */
  normalize(text: string): string;
}

/** The most texts passed to one `classifyMany` call (they go on the stack). */
export const MANY_CHUNK = 4096;

/** Root of the installed package (this file is dist/cjs/native.js or dist/esm/native.js). */
export const packageRoot = join(moduleDir, "..", "..");

/**
 * One way to get the engine. `native()` tries the candidates in order and
 * takes the first that loads; a WebAssembly backend goes last.
 */
export interface AddonCandidate {
  /** What and where it is, for AddonLoadError: "local build at /…/build/Release/error_classifier.node". */
  readonly name: string;
  /** The file it loads, when it is one (a file that exists but fails to load warns). */
  readonly path?: string;
  /** Loads it, or throws why it cannot (recorded as that candidate's cause). */
  load(): NativeAddon;
}

/** The platform key of a prebuilt binary: `linux-x64`. */
export const platformKey = `${process.platform}-${process.arch}`;

/** A candidate that loads a `.node` file, failing with "not found" when it is absent. */
export function fileCandidate(name: string, path: string): AddonCandidate {
  return {
    name: `${name} at ${path}`,
    path,
    load() {
      if (!existsSync(path)) throw new Error("not found");
      return requireHere(path) as NativeAddon;
    },
  };
}

/**
 * The ordered candidates: a local build (`npm run build:from-source`, so a
 * user's own build wins), then the prebuilt binary for this platform.
 */
export const addonCandidates: AddonCandidate[] = [
  fileCandidate("local build", join(packageRoot, "build", "Release", "error_classifier.node")),
  fileCandidate(`prebuilt binary for ${platformKey}`, join(packageRoot, "prebuilds", platformKey, "error-classifier.node")),
];

let addon: NativeAddon | undefined;
let active: BackendName | undefined;

/**
 * The engine, loaded on first use: the first native candidate that loads,
 * else the WebAssembly build (lib/backend/select.ts;
 * ERROR_CLASSIFIER_BACKEND=native|wasm forces one). Throws AddonLoadError
 * naming every candidate tried, why each failed, and the fix for this
 * platform.
 */
export function native(): NativeAddon {
  if (addon) return addon;
  // Under Vitest only, EC_TEST_ADDON names another build of the addon: the
  // sanitizer run of scripts/test.mjs points it at its ASan+UBSan build.
  const testAddon = process.env.VITEST ? process.env.EC_TEST_ADDON : undefined;
  const candidates = testAddon ? [fileCandidate("test build", testAddon)] : addonCandidates;
  const chosen = selectBackend(candidates, (attempts) => new AddonLoadError(attempts));
  active = chosen.backend;
  addon = chosen.addon;
  return addon;
}

/** Which backend answers: "native" (the Node-API addon) or "wasm" (WebAssembly). Loads it if needed. */
export function backend(): BackendName {
  native();
  return active as BackendName;
}
