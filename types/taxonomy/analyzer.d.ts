import type { AnalysisRecord, AnalyzeOptions, Scoring, Taxonomy } from "./types.js";
/** A taxonomy compiled once; analyze() is the per-message call. */
export interface Analyzer {
    readonly taxonomy: Taxonomy;
    /** The effective scoring (the taxonomy's, over the specification's defaults). */
    readonly scoring: Readonly<Scoring>;
    /** The record of one failure: a string, a Buffer or Uint8Array, or an error object. */
    analyze(input: unknown, options?: AnalyzeOptions): AnalysisRecord;
}
/**
 * Compiles a taxonomy (see schema/taxonomy.schema.json). Throws RuleSetError
 * listing every problem: ERR_RULESET_INVALID for the shape,
 * ERR_RULESET_PATTERN for patterns RE2 rejects (paths such as
 * `types[2].patterns[0]` and `extractors.tool`).
 */
export declare function createAnalyzer(taxonomy: Taxonomy, defaults?: AnalyzeOptions): Analyzer;
