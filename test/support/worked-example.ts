// The exception taxonomy specification's worked example, "Error: npm install
// timed out after 60000ms": its record without the two generated fields
// (classification_id, timestamp), as analyzeError and `--analyze --json` give it.
import type { AnalysisRecord } from "error-classifier";

export const WORKED_EXAMPLE: Omit<AnalysisRecord, "classification_id" | "timestamp"> = {
  exception_type: "TOOL_TIMEOUT",
  severity: "medium",
  confidence: 1,
  matched_patterns: ["timed out"],
  context: { tool: "npm", operation: "install", duration_ms: 60000 },
  root_cause: "Operation too slow or network issues",
  recommended_recovery: ["retry_with_longer_timeout", "use_cached_packages", "split_into_smaller_operations", "run_in_background"],
  classification: "Resource Error",
  score: 100,
  match_kind: "exact",
  alternatives: [],
  error_category: "retryable",
  error_type: "timeout",
};
