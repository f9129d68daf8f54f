// The severity policy (the specification's severity_levels, as data in
// rules/taxonomy.json): when to escalate and how many retries a record allows.
import { isPlainObject } from "../data.js";
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import type { AnalysisRecord, SeverityLevel, Taxonomy } from "./types.js";

export type SeverityLevels = Taxonomy["severity_levels"];

function levelOf(record: Pick<AnalysisRecord, "severity">, levels: SeverityLevels): SeverityLevel {
  if (!isPlainObject(record)) throw new ArgumentTypeError("record", "an analysis record (an object with a severity)", record);
  const level = typeof record.severity === "string" && Object.hasOwn(levels, record.severity) ? levels[record.severity] : undefined;
  if (!level) throw new ArgumentTypeError("record.severity", `one of ${Object.keys(levels).join(", ")}`, record.severity);
  return level;
}

/**
 * Whether a failure of this record's type should go to a person now, after
 * failedAttempts failed attempts: always for a level that escalates
 * immediately (critical), once failedAttempts reaches escalate_after (high:
 * 2, medium: 5), never for a level without escalate_after (low).
 */
export function shouldEscalate(record: Pick<AnalysisRecord, "severity">, failedAttempts: number, levels: SeverityLevels): boolean {
  const level = levelOf(record, levels);
  if (!Number.isSafeInteger(failedAttempts) || failedAttempts < 0) {
    throw new ArgumentTypeError("failedAttempts", "an integer of at least 0", failedAttempts);
  }
  if (level.escalate_immediately) return true;
  const after = level.escalate_after;
  return after !== undefined && after !== null && failedAttempts >= after;
}

/** How many retries the record's severity allows: max_retries where retry_allowed, else 0. */
export function retryBudget(record: Pick<AnalysisRecord, "severity">, levels: SeverityLevels): number {
  const level = levelOf(record, levels);
  return level.retry_allowed ? level.max_retries : 0;
}
