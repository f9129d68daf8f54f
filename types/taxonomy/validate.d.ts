import type { Scoring, Taxonomy } from "./types.js";
export declare const SEVERITIES: readonly ["critical", "high", "medium", "low"];
/** The specification's weights and this package's defaults for the rest. */
export declare const DEFAULT_SCORING: Readonly<Scoring>;
/** Throws RuleSetError (ERR_RULESET_INVALID) listing every problem, unless value is a Taxonomy. */
export declare function checkTaxonomy(value: unknown): asserts value is Taxonomy;
