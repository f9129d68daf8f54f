import { type SignatureIssue } from "../issues.js";
/**
 * A signature configuration could not be read, or does not have the
 * documented shape (schema/signatures.schema.json). `issues` lists every
 * problem found, each with the exact path of the bad field, or, when the
 * file itself could not be read or parsed, its `file`, `line` and `column`.
 */
export declare class SignatureConfigError extends Error {
    readonly code = "ERR_SIGNATURES_INVALID";
    readonly issues: readonly SignatureIssue[];
    constructor(message: string, issues: readonly SignatureIssue[], options?: {
        cause?: unknown;
    });
}
