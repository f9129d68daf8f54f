/** What a provider's stderr says: quota/rate limit, transient failure, or neither. */
export type SignatureCategory = "throttle" | "flake" | "unknown";
/** The two pattern lists of one provider. Patterns are RE2 syntax, matched case-insensitively anywhere in the text. */
export interface ErrorSignatures {
    /** Quota or rate limit hit; checked first. */
    throttle: readonly string[];
    /** Transient failure (timeout, connection reset, overload, 5xx); checked when no throttle pattern matched. */
    flake: readonly string[];
}
/** One provider (an agent CLI) and its signatures. */
export interface ProviderSignatures {
    /** Non-empty and unique within the configuration, such as `claude-code`. */
    id: string;
    /**
     * Other ids this provider answers to (such as `opencode-go` for `opencode`):
     * one entry, one set of patterns. Unique among all ids and aliases.
     */
    aliases?: readonly string[];
    error_signatures: ErrorSignatures;
}
/**
 * A per-provider signature configuration, as read from TOML or JSON
 * (schema/signatures.schema.json).
 */
export interface SignatureConfig {
    /** Optional pointer to the JSON Schema; ignored. */
    $schema?: string;
    providers: readonly ProviderSignatures[];
}
/** The two lists, in the order they are checked. */
export declare const SIGNATURE_LISTS: readonly ["throttle", "flake"];
/**
 * Checks that `value` (parsed TOML or JSON) is a SignatureConfig and returns
 * a fresh copy holding only its documented fields. Empty lists are valid.
 * Throws SignatureConfigError (code ERR_SIGNATURES_INVALID) listing every
 * problem at once, each with its path: a wrong type, an unknown key, an
 * empty or duplicate provider id or alias, an empty pattern. `source` (a file name)
 * is named in the error's message.
 */
export declare function validateSignatureConfig(value: unknown, source?: string): SignatureConfig;
