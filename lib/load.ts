import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { RuleSetError, type RuleSetIssue } from "./errors/RuleSetError.js";
import { requireHere } from "./here.js";
import { toNativeSpec, type RuleSet } from "./rule-set.js";

type Toml = typeof import("smol-toml", { with: { "resolution-mode": "import" } });
let toml: Toml | undefined;
/**
 * smol-toml, loaded on first use (it is not needed to import the package).
 * It ships CommonJS under its "require" condition; its declarations are
 * ESM-only, hence the typed require.
 */
function parseToml(text: string): unknown {
  toml ??= requireHere("smol-toml") as Toml;
  return toml.parse(text);
}

export type DataFormat = "json" | "toml";

/** The format a data file's extension names (.json, .toml), or undefined. */
export function formatOf(path: string): DataFormat | undefined {
  const ext = extname(path).toLowerCase();
  return ext === ".json" ? "json" : ext === ".toml" ? "toml" : undefined;
}

/** The 1-based line and column of a 0-based offset in text. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length))).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** Where a parser's error points: smol-toml's line and column, or JSON.parse's "at position N" (else the end). */
function syntaxPlace(cause: unknown, text: string, format: DataFormat): { line: number; column: number } {
  const c = cause as { line?: unknown; column?: unknown; message?: unknown };
  if (format === "toml" && typeof c.line === "number" && typeof c.column === "number") return { line: c.line, column: c.column };
  const at = /at position (\d+)/.exec(String(c.message));
  return lineColumn(text, at ? Number(at[1]) : text.length);
}

function fileError(message: string, issue: RuleSetIssue, cause: unknown): RuleSetError {
  const err = new RuleSetError("ERR_RULESET_INVALID", message, [issue]);
  (err as { cause?: unknown }).cause = cause;
  return err;
}

/**
 * Parses JSON or TOML text into plain data. Throws RuleSetError
 * (ERR_RULESET_INVALID) on a syntax error, its one issue giving `file`
 * (`source`), `line`, `column` and the parser's message.
 */
export function parseData(text: string, format: DataFormat, source: string): unknown {
  try {
    return format === "json" ? JSON.parse(text) : parseToml(text);
  } catch (cause) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
    const issue: RuleSetIssue = { path: "", message: reason, file: source, ...syntaxPlace(cause, text, format) };
    throw fileError(`${source} is not valid ${format.toUpperCase()}`, issue, cause);
  }
}

/**
 * Reads a data file, choosing JSON or TOML by its extension. Throws
 * RuleSetError (ERR_RULESET_INVALID) with one issue naming the `file` when
 * the extension is neither, the file cannot be read, or it does not parse.
 */
export function readDataFile(path: string): unknown {
  const format = formatOf(path);
  if (!format) {
    const issue: RuleSetIssue = { path: "", message: "expected a .json or .toml file", file: path };
    throw new RuleSetError("ERR_RULESET_INVALID", `Expected a .json or .toml file but received ${JSON.stringify(path)}`, [issue]);
  }
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (cause) {
    throw fileError(`Cannot read ${path}`, { path: "", message: (cause as Error).message, file: path }, cause);
  }
  return parseData(text, format, path);
}

/** Reads and checks a rule set from a .json or .toml file. */
export function loadRuleSet(path: string): RuleSet {
  const data = readDataFile(path);
  toNativeSpec(data);
  return data as RuleSet;
}
