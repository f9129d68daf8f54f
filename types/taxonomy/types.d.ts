import type { ErrorCategory } from "../classify-error.js";
import type { ErrorType } from "../provider/taxonomy.js";
/** The ten types of the specification, and UNKNOWN_ERROR. */
export type ExceptionType = "TOOL_NOT_FOUND" | "TOOL_TIMEOUT" | "INVALID_INPUT" | "PERMISSION_DENIED" | "RESOURCE_NOT_FOUND" | "RATE_LIMITED" | "NETWORK_ERROR" | "STATE_ERROR" | "CONTEXT_OVERFLOW" | "UNEXPECTED_OUTPUT" | "UNKNOWN_ERROR";
/** A type's severity: what the severity policy (`severity_levels`) allows for it. */
export type Severity = "critical" | "high" | "medium" | "low";
/** One type of a taxonomy: what it means, what to do, and the patterns that find it. */
export interface TaxonomyType {
    type: string;
    description: string;
    classification: string;
    severity: Severity;
    root_cause: string;
    /** Named recovery actions, most useful first. */
    recommended_recovery: readonly string[];
    /** The specification's patterns, as written. */
    detectable_from?: readonly string[];
    /** Further patterns (what real tools print). */
    patterns?: readonly string[];
    /** Extractors (keys of `extractors`) run when this type wins, in order of precedence. */
    extract?: readonly string[];
}
/** The type given when no type scores at least `threshold`. */
export type UnknownType = Omit<TaxonomyType, "detectable_from" | "patterns">;
/** The specification's weights and this package's additions. */
export interface Scoring {
    exact_match: number;
    regex_match: number;
    fuzzy_match: number;
    threshold: number;
    /** Normalised edit-distance similarity a fuzzy hit needs, in (0, 1]. */
    fuzzy_match_threshold: number;
    /** Points taken off when the winner only won a tie (same weight as the runner-up). */
    tie_penalty: number;
    /** Characters either side of the deciding match that extraction reads. */
    extraction_window: number;
}
/** What a severity allows: the specification's severity_levels. */
export interface SeverityLevel {
    description?: string;
    escalate_immediately: boolean;
    /** Escalate once this many attempts have failed; null or absent: never. */
    escalate_after?: number | null;
    retry_allowed: boolean;
    max_retries: number;
}
/** A taxonomy: types with patterns, extractors, scoring and severity levels (schema/taxonomy.schema.json). */
export interface Taxonomy {
    $schema?: string;
    name?: string;
    version?: string;
    description?: string;
    scoring?: Partial<Scoring>;
    types: readonly TaxonomyType[];
    unknown: UnknownType;
    /** Named RE2 patterns whose named groups are context fields; each entry's alternatives are tried together (leftmost match). */
    extractors?: Readonly<Record<string, readonly string[]>>;
    severity_levels: Readonly<Partial<Record<Severity, SeverityLevel>>>;
}
/** Context pulled out of the text; a field is present only where the text states it. */
export interface AnalysisContext {
    tool?: string;
    operation?: string;
    file_path?: string;
    duration_ms?: number;
    size_bytes?: number;
    tokens?: number;
    max_tokens?: number;
    error_code?: string;
    http_status?: number;
    exit_code?: number;
    signal?: string;
    url?: string;
    host?: string;
    port?: number;
    retry_after_ms?: number;
    parameter?: string;
    state?: string;
}
/** How the deciding pattern matched. */
export type MatchKind = "exact" | "regex" | "fuzzy" | "none";
/** The fuzzy hit that decided, when the fuzzy step decided. */
export interface FuzzyMatch {
    /** The exact-phrase pattern it resembles. */
    pattern: string;
    /** The words of the message that resemble it (lower case, as compared). */
    text: string;
    /** 1 - edit distance / length of the longer, rounded to 3 decimals. */
    similarity: number;
}
/** Another type that matched, and lost. */
export interface Alternative {
    exception_type: string;
    score: number;
    matched_patterns: string[];
}
/**
 * The specification's output record (its field names exactly, the wire format
 * to a recovery system), then this package's additions.
 */
export interface AnalysisRecord {
    classification_id: string;
    /** ISO 8601, UTC. */
    timestamp: string;
    exception_type: ExceptionType | (string & {});
    severity: Severity;
    /** In [0, 1]: the score / 100, less the tie penalty when a tie was broken. */
    confidence: number;
    /** The winning type's matching patterns as written in the taxonomy, in taxonomy order. */
    matched_patterns: string[];
    context: AnalysisContext;
    root_cause: string;
    recommended_recovery: string[];
    /** The type's classification (e.g. "Resource Error"). */
    classification: string;
    /** The winning score on the specification's weights (100 exact, 80 regex, 60 fuzzy), 0 for UNKNOWN_ERROR. */
    score: number;
    match_kind: MatchKind;
    fuzzy_match?: FuzzyMatch;
    /** Other types that matched, best first. */
    alternatives: Alternative[];
    /** The `extended` rule set's category of the same text (retryable, context_overflow, fatal). */
    error_category?: ErrorCategory;
    /** classifyProviderError's type of the same input. */
    error_type?: ErrorType;
}
/** Options of analyzeError and createAnalyzer: the clock, the id generator, the package's own answers. */
export interface AnalyzeOptions {
    /** The clock: a Date or epoch milliseconds. Default Date.now. */
    now?: () => Date | number;
    /** The id generator. Default `cls_` and 12 random hex digits. */
    id?: () => string;
    /** Add error_category and error_type (default true). */
    providerAnswers?: boolean;
}
