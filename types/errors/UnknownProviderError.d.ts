/** A provider id that is not in the signature map was asked for. */
export declare class UnknownProviderError extends Error {
    readonly code = "ERR_UNKNOWN_PROVIDER";
    /** The id asked for. */
    readonly provider: string;
    /** The ids the map knows, in configuration order. */
    readonly knownProviders: readonly string[];
    constructor(provider: string, knownProviders: readonly string[]);
}
