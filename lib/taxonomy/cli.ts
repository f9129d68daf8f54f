// error-classifier --analyze [--json] [--whole]: the analysis record of each
// line of standard input (or of all of it, or of the message arguments).
import type { CliIo, CliOptions } from "../cli.js";
import { RuleSetError } from "../errors/RuleSetError.js";
import { createAnalyzer, type Analyzer } from "./analyzer.js";
import { loadTaxonomy, taxonomyRules } from "./index.js";
import type { AnalysisRecord } from "./types.js";

/** One line for people: type, severity, confidence, then the context fields. */
export function recordLine(r: AnalysisRecord): string {
  const context = Object.entries(r.context).map(([k, v]) => ` ${k}=${typeof v === "string" ? JSON.stringify(v) : v}`);
  return `${r.exception_type} ${r.severity} ${r.confidence}${context.join("")}`;
}

/** Runs --analyze [--taxonomy FILE]; resolves to the exit code (2 for a bad taxonomy). */
export async function analyzeMain(options: CliOptions, io: CliIo, readAll: (stdin: NodeJS.ReadableStream) => Promise<Buffer>): Promise<number> {
  let analyzer: Analyzer;
  try {
    const file = options.extra.get("--taxonomy");
    analyzer = createAnalyzer(file === undefined ? taxonomyRules : loadTaxonomy(file));
  } catch (e) {
    if (!(e instanceof RuleSetError)) throw e;
    io.stderr.write(`error-classifier: ${e.message}\n`);
    return 2;
  }
  const print = (input: string | Buffer) => {
    const r = analyzer.analyze(input);
    io.stdout.write(`${options.json ? JSON.stringify(r) : recordLine(r)}\n`);
  };
  if (options.message.length) {
    print(options.message.join(" "));
    return 0;
  }
  const input = await readAll(io.stdin);
  if (options.whole) {
    print(input);
    return 0;
  }
  const lines = input.toString("utf8").split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (const line of lines) print(line.endsWith("\r") ? line.slice(0, -1) : line);
  return 0;
}
