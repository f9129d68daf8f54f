/** A provider id that is not in the signature map was asked for. */
export declare class UnknownProviderError extends Error {
    readonly code = "ERR_UNKNOWN_PROVIDER";
    /** The id asked for. */
    readonly provider: string;
    /** The ids the map knows, in configuration order. */
    readonly knownProviders: readonly string[];
    /** `aliases`: each alias and the id it stands for; named next to that id in the message. */
    constructor(provider: string, knownProviders: readonly string[], aliases?: Readonly<Record<string, string>>);
}
