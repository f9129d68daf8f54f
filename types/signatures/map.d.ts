import { type Classifier } from "../classifier.js";
import { type SignatureCategory, type SignatureConfig } from "./config.js";
/**
 * Every provider's signatures, compiled once on the native engine. Built by
 * buildSignatureMap or loadSignatureMap; immutable.
 */
export interface SignatureMap {
    /** The provider ids, in configuration order. */
    readonly providers: readonly string[];
    /** Each alias and the provider id it stands for (such as `opencode-go` → `opencode`). */
    readonly aliases: Readonly<Record<string, string>>;
    /** The validated configuration it was compiled from (deep-frozen). */
    readonly config: SignatureConfig;
}
/**
 * Validates `config` (see validateSignatureConfig) and compiles each
 * provider's lists once, as a two-tier rule set (throttle before flake,
 * case-insensitive RE2). Throws SignatureConfigError on a bad shape, and
 * SignatureCompileError listing every pattern RE2 rejects, across all
 * providers, with provider, list, index, pattern and RE2's message.
 */
export declare function buildSignatureMap(config: SignatureConfig): SignatureMap;
/**
 * The provider id `provider` names in `map`: itself, or the id it is an
 * alias of (`opencode-go` → `opencode`), for keying one circuit breaker per
 * provider. Throws ArgumentTypeError when `map` is not a SignatureMap or
 * `provider` not a string, and UnknownProviderError when the map has no
 * such id or alias.
 */
export declare function canonicalProvider(map: SignatureMap, provider: string): string;
/** The compiled classifier of one provider, by id or alias (errors as canonicalProvider). */
export declare function classifierOf(map: SignatureMap, provider: string): Classifier<SignatureCategory>;
