import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { RuleSetError } from "./errors/RuleSetError.js";
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

/**
 * Parses JSON or TOML text into plain data. Throws RuleSetError
 * (ERR_RULESET_INVALID) with the parser's message on a syntax error.
 */
export function parseData(text: string, format: DataFormat, source: string): unknown {
  try {
    return format === "json" ? JSON.parse(text) : parseToml(text);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const err = new RuleSetError("ERR_RULESET_INVALID", `${source} is not valid ${format.toUpperCase()}: ${message}`, []);
    (err as { cause?: unknown }).cause = cause;
    throw err;
  }
}

/** Reads a data file, choosing JSON or TOML by its extension. */
export function readDataFile(path: string): unknown {
  const format = formatOf(path);
  if (!format) {
    throw new RuleSetError("ERR_RULESET_INVALID", `Expected a .json or .toml file but received ${JSON.stringify(path)}`, []);
  }
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (cause) {
    const err = new RuleSetError("ERR_RULESET_INVALID", `Cannot read ${path}: ${(cause as Error).message}`, []);
    (err as { cause?: unknown }).cause = cause;
    throw err;
  }
  return parseData(text, format, path);
}

/** Reads and checks a rule set from a .json or .toml file. */
export function loadRuleSet(path: string): RuleSet {
  const data = readDataFile(path);
  toNativeSpec(data);
  return data as RuleSet;
}
