// The context fields extraction fills, and how each captured text becomes a value.
import type { AnalysisContext } from "./types.js";

type Kind = "string" | "integer" | "duration" | "size";

/** Every context field, with the kind of its value. Named groups of extractors are these names (a `__N` suffix is dropped). */
export const CONTEXT_FIELDS: Readonly<Record<keyof AnalysisContext, Kind>> = Object.freeze({
  tool: "string",
  operation: "string",
  file_path: "string",
  duration_ms: "duration",
  size_bytes: "size",
  tokens: "integer",
  max_tokens: "integer",
  error_code: "string",
  http_status: "integer",
  exit_code: "integer",
  signal: "string",
  url: "string",
  host: "string",
  port: "integer",
  retry_after_ms: "duration",
  parameter: "string",
  state: "string",
});

/** The context field a group name stands for (`tool__2` → `tool`), or undefined. */
export function fieldOf(group: string): keyof AnalysisContext | undefined {
  let field = fieldCache.get(group);
  if (field === undefined && !fieldCache.has(group)) {
    const name = group.replace(/__\d+$/, "");
    field = Object.hasOwn(CONTEXT_FIELDS, name) ? (name as keyof AnalysisContext) : undefined;
    if (fieldCache.size < 1024) fieldCache.set(group, field);
  }
  return field;
}

/** Group names seen, and their fields (names come from taxonomies: few). */
const fieldCache = new Map<string, keyof AnalysisContext | undefined>();

const UNIT_MS: Record<string, number> = { ms: 1, millisecond: 1, milliseconds: 1, s: 1000, sec: 1000, secs: 1000, second: 1000, seconds: 1000, m: 60000, min: 60000, mins: 60000, minute: 60000, minutes: 60000, h: 3600000, hour: 3600000, hours: 3600000 };
const DURATION_PART = /(\d+(?:\.\d+)?)\s*([a-z]*)/gi;

/** Milliseconds of "60000ms", "30 s", "1m30s", "5.2s", "2 minutes", "1h"; a bare number is seconds (Retry-After). */
export function parseDurationMs(text: string): number | undefined {
  let total = 0;
  let any = false;
  DURATION_PART.lastIndex = 0;
  for (let m = DURATION_PART.exec(text); m !== null; m = DURATION_PART.exec(text)) {
    const unit = m[2].toLowerCase() || "s";
    const factor = UNIT_MS[unit];
    if (factor === undefined) return undefined;
    total += Number(m[1]) * factor;
    any = true;
  }
  return any ? Math.round(total) : undefined;
}

const SIZE_UNITS: Record<string, number> = { b: 1, byte: 1, bytes: 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

/** Bytes of "512 bytes", "4.5 MB" (SI: 1 MB = 1,000,000 bytes), "2 MiB" (1,048,576 each). */
export function parseSizeBytes(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i.exec(text.trim());
  if (!m) return undefined;
  const factor = SIZE_UNITS[m[2].toLowerCase()];
  return factor === undefined ? undefined : Math.round(Number(m[1]) * factor);
}

/** The value of a captured text for field, or undefined when it does not parse. */
export function fieldValue(field: keyof AnalysisContext, text: string): string | number | undefined {
  switch (CONTEXT_FIELDS[field]) {
    case "string":
      return text;
    case "integer": {
      const n = Number(text.replace(/[,_]/g, ""));
      return Number.isSafeInteger(n) ? n : undefined;
    }
    case "duration":
      return parseDurationMs(text);
    case "size":
      return parseSizeBytes(text);
  }
}
