/** A provider id that is not in the signature map was asked for. */
export class UnknownProviderError extends Error {
  readonly code = "ERR_UNKNOWN_PROVIDER";
  /** The id asked for. */
  readonly provider: string;
  /** The ids the map knows, in configuration order. */
  readonly knownProviders: readonly string[];

  /** `aliases`: each alias and the id it stands for; named next to that id in the message. */
  constructor(provider: string, knownProviders: readonly string[], aliases: Readonly<Record<string, string>> = {}) {
    const also = (id: string) => Object.keys(aliases).filter((a) => aliases[a] === id).map((a) => JSON.stringify(a));
    const named = (id: string) => (also(id).length ? `${JSON.stringify(id)} (alias ${also(id).join(", ")})` : JSON.stringify(id));
    const known = knownProviders.length ? knownProviders.map(named).join(", ") : "(none)";
    super(`Unknown provider ${JSON.stringify(provider)}; the signatures know: ${known}`);
    this.name = "UnknownProviderError";
    this.provider = provider;
    this.knownProviders = Object.freeze([...knownProviders]);
  }
}
