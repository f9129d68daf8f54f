import type { AnalysisRecord, Taxonomy } from "./types.js";
export type SeverityLevels = Taxonomy["severity_levels"];
/**
 * Whether a failure of this record's type should go to a person now, after
 * failedAttempts failed attempts: always for a level that escalates
 * immediately (critical), once failedAttempts reaches escalate_after (high:
 * 2, medium: 5), never for a level without escalate_after (low).
 */
export declare function shouldEscalate(record: Pick<AnalysisRecord, "severity">, failedAttempts: number, levels: SeverityLevels): boolean;
/** How many retries the record's severity allows: max_retries where retry_allowed, else 0. */
export declare function retryBudget(record: Pick<AnalysisRecord, "severity">, levels: SeverityLevels): number;
