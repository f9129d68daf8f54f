import type { AnalysisContext } from "./types.js";
type Kind = "string" | "integer" | "duration" | "size";
/** Every context field, with the kind of its value. Named groups of extractors are these names (a `__N` suffix is dropped). */
export declare const CONTEXT_FIELDS: Readonly<Record<keyof AnalysisContext, Kind>>;
/** The context field a group name stands for (`tool__2` → `tool`), or undefined. */
export declare function fieldOf(group: string): keyof AnalysisContext | undefined;
/** Milliseconds of "60000ms", "30 s", "1m30s", "5.2s", "2 minutes", "1h"; a bare number is seconds (Retry-After). */
export declare function parseDurationMs(text: string): number | undefined;
/** Bytes of "512 bytes", "4.5 MB" (SI: 1 MB = 1,000,000 bytes), "2 MiB" (1,048,576 each). */
export declare function parseSizeBytes(text: string): number | undefined;
/** The value of a captured text for field, or undefined when it does not parse. */
export declare function fieldValue(field: keyof AnalysisContext, text: string): string | number | undefined;
export {};
