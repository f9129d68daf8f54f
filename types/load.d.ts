import { type RuleSet } from "./rule-set.js";
export type DataFormat = "json" | "toml";
/** The format a data file's extension names (.json, .toml), or undefined. */
export declare function formatOf(path: string): DataFormat | undefined;
/**
 * Parses JSON or TOML text into plain data. Throws RuleSetError
 * (ERR_RULESET_INVALID) on a syntax error, its one issue giving `file`
 * (`source`), `line`, `column` and the parser's message.
 */
export declare function parseData(text: string, format: DataFormat, source: string): unknown;
/**
 * Reads a data file, choosing JSON or TOML by its extension. Throws
 * RuleSetError (ERR_RULESET_INVALID) with one issue naming the `file` when
 * the extension is neither, the file cannot be read, or it does not parse.
 */
export declare function readDataFile(path: string): unknown;
/** Reads and checks a rule set from a .json or .toml file. */
export declare function loadRuleSet(path: string): RuleSet;
