import type { AnalysisRecord, AnalyzeOptions, Taxonomy } from "./types.js";
/** The built-in taxonomy (rules/taxonomy.json), as frozen data. */
export declare const taxonomyRules: Taxonomy;
/** Reads and checks a taxonomy from a .json or .toml file (throws RuleSetError listing every problem). */
export declare function loadTaxonomy(path: string): Taxonomy;
/**
 * The record of one tool or operation failure under the built-in taxonomy:
 * its exception_type, severity, confidence, matched patterns, context,
 * root cause and recommended recovery (the specification's output format),
 * with the package's error_category and error_type of the same input.
 * input: a string, a Buffer or Uint8Array (UTF-8), or an error object (its
 * message, code, name, status, cause chain and AggregateError errors).
 * Throws ArgumentTypeError for anything else (a Symbol, a number, null).
 */
export declare function analyzeError(input: unknown, options?: AnalyzeOptions): AnalysisRecord;
/**
 * Whether to escalate after failedAttempts failed attempts, by the record's
 * severity and the taxonomy's severity_levels (default: the built-in ones:
 * critical at once, high after 2, medium after 5, low never).
 */
export declare function shouldEscalate(record: Pick<AnalysisRecord, "severity">, failedAttempts: number, taxonomy?: Taxonomy): boolean;
/** Retries the record's severity allows (critical 0, high 3, medium 5, low 10 by default). */
export declare function retryBudget(record: Pick<AnalysisRecord, "severity">, taxonomy?: Taxonomy): number;
export { createAnalyzer, type Analyzer } from "./analyzer.js";
export { checkTaxonomy } from "./validate.js";
export { normalizeMessage } from "./normalize.js";
export type { Alternative, AnalysisRecord, AnalyzeOptions, AnalysisContext, ExceptionType, FuzzyMatch, MatchKind, Scoring, Severity, SeverityLevel, Taxonomy, TaxonomyType, UnknownType, } from "./types.js";
