/** A provider id that is not in the signature map was asked for. */
export class UnknownProviderError extends Error {
  readonly code = "ERR_UNKNOWN_PROVIDER";
  /** The id asked for. */
  readonly provider: string;
  /** The ids the map knows, in configuration order. */
  readonly knownProviders: readonly string[];

  constructor(provider: string, knownProviders: readonly string[]) {
    const known = knownProviders.length ? knownProviders.map((id) => JSON.stringify(id)).join(", ") : "(none)";
    super(`Unknown provider ${JSON.stringify(provider)}; the signatures know: ${known}`);
    this.name = "UnknownProviderError";
    this.provider = provider;
    this.knownProviders = Object.freeze([...knownProviders]);
  }
}
