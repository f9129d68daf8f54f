// analyzeError and the exception taxonomy (rules/taxonomy.json): the
// specification's ten types, scored, explained, with context pulled out of
// the text. See docs/guide/analyze.md, "Tool and operation failures".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deepFreeze } from "../data.js";
import { readDataFile } from "../load.js";
import { packageRoot } from "../native.js";
import { createAnalyzer, type Analyzer } from "./analyzer.js";
import { checkTaxonomy } from "./validate.js";
import * as policy from "./policy.js";
import type { AnalysisRecord, AnalyzeOptions, Taxonomy } from "./types.js";

/** The built-in taxonomy (rules/taxonomy.json), as frozen data. */
export const taxonomyRules: Taxonomy = deepFreeze(JSON.parse(readFileSync(join(packageRoot, "rules", "taxonomy.json"), "utf8")) as Taxonomy);

/** Reads and checks a taxonomy from a .json or .toml file (throws RuleSetError listing every problem). */
export function loadTaxonomy(path: string): Taxonomy {
  const data = readDataFile(path);
  checkTaxonomy(data);
  return data;
}

let builtin: Analyzer | undefined;

/**
 * The record of one tool or operation failure under the built-in taxonomy:
 * its exception_type, severity, confidence, matched patterns, context,
 * root cause and recommended recovery (the specification's output format),
 * with the package's error_category and error_type of the same input.
 * input: a string, a Buffer or Uint8Array (UTF-8), or an error object (its
 * message, code, name, status, cause chain and AggregateError errors).
 * Throws ArgumentTypeError for anything else (a Symbol, a number, null).
 */
export function analyzeError(input: unknown, options?: AnalyzeOptions): AnalysisRecord {
  builtin ??= createAnalyzer(taxonomyRules);
  return builtin.analyze(input, options);
}

/**
 * Whether to escalate after failedAttempts failed attempts, by the record's
 * severity and the taxonomy's severity_levels (default: the built-in ones:
 * critical at once, high after 2, medium after 5, low never).
 */
export function shouldEscalate(record: Pick<AnalysisRecord, "severity">, failedAttempts: number, taxonomy: Taxonomy = taxonomyRules): boolean {
  return policy.shouldEscalate(record, failedAttempts, taxonomy.severity_levels);
}

/** Retries the record's severity allows (critical 0, high 3, medium 5, low 10 by default). */
export function retryBudget(record: Pick<AnalysisRecord, "severity">, taxonomy: Taxonomy = taxonomyRules): number {
  return policy.retryBudget(record, taxonomy.severity_levels);
}

export { createAnalyzer, type Analyzer } from "./analyzer.js";
export { checkTaxonomy } from "./validate.js";
export { normalizeMessage } from "./normalize.js";
export type {
  Alternative,
  AnalysisRecord,
  AnalyzeOptions,
  AnalysisContext,
  ExceptionType,
  FuzzyMatch,
  MatchKind,
  Scoring,
  Severity,
  SeverityLevel,
  Taxonomy,
  TaxonomyType,
  UnknownType,
} from "./types.js";
