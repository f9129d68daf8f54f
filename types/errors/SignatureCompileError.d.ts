import { type SignatureIssue } from "../issues.js";
import type { SignatureCategory } from "../signatures/config.js";
/** A pattern RE2 rejected (or a provider whose lists do not fit RE2's memory budget). */
export interface SignatureCompileIssue extends SignatureIssue {
    /** The provider's id. */
    provider: string;
    /** The list the pattern is in; absent when the provider's lists as a whole are too large. */
    list?: Exclude<SignatureCategory, "unknown">;
    /** 0-based position of the pattern in its list. */
    index?: number;
    /** The pattern as written. */
    pattern?: string;
    /** RE2's own message. */
    reason: string;
}
/**
 * Some providers' signatures could not be compiled by RE2. `issues` lists
 * every rejected pattern of every provider at once.
 */
export declare class SignatureCompileError extends Error {
    readonly code = "ERR_SIGNATURES_COMPILE";
    readonly issues: readonly SignatureCompileIssue[];
    constructor(message: string, issues: readonly SignatureCompileIssue[]);
}
