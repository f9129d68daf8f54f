import { type NativeTaxonomySpec } from "../native.js";
import type { AnalysisRecord, AnalyzeOptions, Scoring, Taxonomy } from "./types.js";
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
/**
 * The engine's spec of a checked taxonomy (native/core/taxonomy.h), with
 * what analyze() reads back: every pattern of every type in taxonomy order
 * with its path, and the extractors' names. Exported for tests, which run
 * one spec on both backends.
 */
export declare function readTaxonomy(taxonomy: Taxonomy): {
    scoring: Scoring;
    compiled: Compiled[];
    paths: string[];
    extractorNames: string[];
    spec: NativeTaxonomySpec;
};
/**
 * Compiles a taxonomy (see schema/taxonomy.schema.json). Throws RuleSetError
 * listing every problem: ERR_RULESET_INVALID for the shape,
 * ERR_RULESET_PATTERN for patterns RE2 rejects (paths such as
 * `types[2].patterns[0]` and `extractors.tool`).
 */
export declare function createAnalyzer(taxonomy: Taxonomy, defaults?: AnalyzeOptions): Analyzer;
