// The labels of the corpus and of the source templates
// (test/fixtures/corpus/LABELS.md): each finer type and the spec category it
// decides.
export const PAIRS: Record<string, string> = {
  rate_limit: "retryable",
  overloaded: "retryable",
  server_error: "retryable",
  network: "retryable",
  timeout: "retryable",
  context_overflow: "context_overflow",
  auth: "fatal",
  permission: "fatal",
  invalid_request: "fatal",
  not_found: "fatal",
  budget_exceeded: "fatal",
  policy: "fatal",
  parsing: "fatal",
  unknown: "fatal",
};

/**
 * Whether a labelled row (of the corpus or of the templates) is well formed:
 * each field named in `texts` a non-empty string, a `source` of at least 5
 * characters, a `type` of LABELS.md with the `spec` it decides, and no field
 * outside `keys`.
 */
export function isWellFormed(row: object, texts: string[], keys: string[]): boolean {
  const fields = row as Record<string, unknown>;
  const { source, type, spec } = fields;
  return (
    texts.every((k) => typeof fields[k] === "string" && (fields[k] as string).length > 0) &&
    typeof source === "string" &&
    source.trim().length >= 5 &&
    typeof type === "string" &&
    PAIRS[type] !== undefined &&
    PAIRS[type] === spec &&
    Object.keys(row).every((k) => keys.includes(k))
  );
}
