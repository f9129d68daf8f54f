/** One problem found in a signature configuration. */
export interface SignatureIssue {
    /** Where, such as `providers[2].error_signatures.throttle[1]`; "" for the configuration itself. */
    path: string;
    message: string;
}
/** `message` followed by one indented `path: message` line per issue. */
export declare function withIssueLines(message: string, issues: readonly SignatureIssue[]): string;
/** `base.key`, or `base["key"]` when key is not a plain name. */
export declare function childPath(base: string, key: string): string;
