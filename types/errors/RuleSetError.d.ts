import { type Issue } from "../issues.js";
/**
 * One problem found in a rule set: where (`path`, such as
 * `tiers[1].patterns[0]`, "" for the rule set itself; or `file`, `line` and
 * `column` when the file cannot be read or parsed) and what.
 */
export interface RuleSetIssue extends Issue {
    /** For patterns RE2 rejected: the tier's and the pattern's 0-based positions. */
    tier?: number;
    index?: number;
    pattern?: string;
    /** For patterns RE2 rejected: RE2's own message (or the translator's). */
    reason?: string;
}
/** The `code` of a RuleSetError: what kind of problem it lists. */
export type RuleSetErrorCode = 
/** The rule set does not have the documented shape. */
"ERR_RULESET_INVALID"
/** One or more patterns were rejected by RE2 (all are listed). */
 | "ERR_RULESET_PATTERN"
/** The rule set as a whole does not fit its RE2 memory budget. */
 | "ERR_RULESET_TOO_LARGE";
/** A rule set could not be compiled. `issues` lists every problem found. */
export declare class RuleSetError extends Error {
    readonly code: RuleSetErrorCode;
    readonly issues: readonly RuleSetIssue[];
    constructor(code: RuleSetErrorCode, message: string, issues: readonly RuleSetIssue[]);
}
