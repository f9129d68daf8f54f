import type { CliIo, CliOptions } from "../cli.js";
import type { AnalysisRecord } from "./types.js";
/** One line for people: type, severity, confidence, then the context fields. */
export declare function recordLine(r: AnalysisRecord): string;
/** Runs --analyze [--taxonomy FILE]; resolves to the exit code (2 for a bad taxonomy). */
export declare function analyzeMain(options: CliOptions, io: CliIo, readAll: (stdin: NodeJS.ReadableStream) => Promise<Buffer>): Promise<number>;
