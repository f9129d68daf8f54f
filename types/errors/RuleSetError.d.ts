/** One problem found in a rule set. */
export interface RuleSetIssue {
    /** Where, such as `tiers[1].patterns[0]`; "" for the rule set itself. */
    path: string;
    message: string;
    /** For patterns RE2 rejected: the tier's and the pattern's 0-based positions. */
    tier?: number;
    index?: number;
    pattern?: string;
    /** For patterns RE2 rejected: RE2's own message (or the translator's). */
    reason?: string;
}
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
