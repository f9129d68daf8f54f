/** One problem found in a rule set or a signature configuration. */
export interface Issue {
    /** Where in the data, such as `tiers[1].patterns[0]`; "" for the data as a whole. */
    path: string;
    message: string;
    /** The file, when the problem is the file itself (it cannot be read, or does not parse). */
    file?: string;
    /** 1-based line and column in `file` of a syntax error. */
    line?: number;
    column?: number;
}
/** One problem found in a signature configuration. */
export type SignatureIssue = Issue;
/** `message` followed by one indented `place: message` line per issue (`whole` names the data as a whole). */
export declare function withIssueLines(message: string, issues: readonly Issue[], whole?: string): string;
/** `base.key`, or `base["key"]` when key is not a plain name. */
export declare function childPath(base: string, key: string): string;
/**
 * The problems a hand-written validator finds, collected so that one error
 * lists them all (lib/rule-set.ts and lib/signatures/config.ts share it).
 */
export declare class IssueList {
    readonly issues: Issue[];
    /** Records a problem at `path`. */
    add(path: string, message: string): void;
    /** Records "expected X but received Y" at `path`. */
    expected(path: string, expected: string, received: unknown): void;
    /** Records "unknown key" for each key of `object` not in `known`. */
    unknownKeys(path: string, object: Record<string, unknown>, known: ReadonlySet<string>): void;
}
