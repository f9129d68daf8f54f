import { createClassifier, type Classifier } from "../classifier.js";
import { ArgumentTypeError } from "../errors/ArgumentTypeError.js";
import { RuleSetError } from "../errors/RuleSetError.js";
import { SignatureCompileError, type SignatureCompileIssue } from "../errors/SignatureCompileError.js";
import { UnknownProviderError } from "../errors/UnknownProviderError.js";
import type { RuleSet } from "../rule-set.js";
import { SIGNATURE_LISTS, validateSignatureConfig, type ProviderSignatures, type SignatureCategory, type SignatureConfig } from "./config.js";

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

const compiled = new WeakMap<SignatureMap, ReadonlyMap<string, Classifier<SignatureCategory>>>();

/** The rule set a provider's signatures become: throttle tier, then flake tier. */
function ruleSetOf(provider: ProviderSignatures): RuleSet<SignatureCategory> {
  return {
    name: `signatures:${provider.id}`,
    syntax: "re2",
    caseInsensitive: true,
    defaultCategory: "unknown",
    tiers: SIGNATURE_LISTS.map((list) => ({ category: list, patterns: provider.error_signatures[list] })),
  };
}

function freezeProvider(provider: ProviderSignatures): ProviderSignatures {
  const lists = provider.error_signatures;
  return Object.freeze({
    id: provider.id,
    ...(provider.aliases ? { aliases: Object.freeze([...provider.aliases]) } : {}),
    error_signatures: Object.freeze({ throttle: Object.freeze([...lists.throttle]), flake: Object.freeze([...lists.flake]) }),
  });
}

/** The SignatureCompileError issues of one provider's failed compilation. */
function compileIssues(error: RuleSetError, provider: string, p: number): SignatureCompileIssue[] {
  if (error.code === "ERR_RULESET_TOO_LARGE") {
    return [{ path: `providers[${p}]`, message: `provider ${JSON.stringify(provider)}: ${error.message}`, provider, reason: error.message }];
  }
  return error.issues.map((issue) => {
    const list = SIGNATURE_LISTS[issue.tier as number];
    const pattern = issue.pattern as string;
    const reason = issue.reason as string;
    return {
      path: `providers[${p}].error_signatures.${list}[${issue.index}]`,
      message: `provider ${JSON.stringify(provider)}, ${list}[${issue.index}] ${JSON.stringify(pattern)}: ${reason}`,
      provider,
      list,
      index: issue.index as number,
      pattern,
      reason,
    };
  });
}

/**
 * Validates `config` (see validateSignatureConfig) and compiles each
 * provider's lists once, as a two-tier rule set (throttle before flake,
 * case-insensitive RE2). Throws SignatureConfigError on a bad shape, and
 * SignatureCompileError listing every pattern RE2 rejects, across all
 * providers, with provider, list, index, pattern and RE2's message.
 */
export function buildSignatureMap(config: SignatureConfig): SignatureMap {
  const checked = validateSignatureConfig(config);
  const classifiers = new Map<string, Classifier<SignatureCategory>>();
  const issues: SignatureCompileIssue[] = [];
  checked.providers.forEach((provider, p) => {
    try {
      classifiers.set(provider.id, createClassifier(ruleSetOf(provider)));
    } catch (e) {
      if (!(e instanceof RuleSetError) || e.code === "ERR_RULESET_INVALID") throw e;
      issues.push(...compileIssues(e, provider.id, p));
    }
  });
  if (issues.length) {
    const rejected = issues.filter((i) => i.pattern !== undefined).length;
    const what = rejected === issues.length
      ? `${rejected} signature ${rejected === 1 ? "pattern" : "patterns"} rejected by RE2`
      : `${issues.length} signature ${issues.length === 1 ? "problem" : "problems"} found by RE2`;
    throw new SignatureCompileError(what, issues);
  }
  const providers = Object.freeze(checked.providers.map(freezeProvider));
  const aliases: Record<string, string> = {};
  for (const p of providers) for (const alias of p.aliases ?? []) aliases[alias] = p.id;
  const map: SignatureMap = Object.freeze({
    providers: Object.freeze(providers.map((p) => p.id)),
    aliases: Object.freeze(aliases),
    config: Object.freeze({ providers }),
  });
  compiled.set(map, classifiers);
  return map;
}

function classifiersOf(map: SignatureMap): ReadonlyMap<string, Classifier<SignatureCategory>> {
  const classifiers = typeof map === "object" && map !== null ? compiled.get(map) : undefined;
  if (!classifiers) throw new ArgumentTypeError("map", "a SignatureMap (from buildSignatureMap)", map);
  return classifiers;
}

/**
 * The provider id `provider` names in `map`: itself, or the id it is an
 * alias of (`opencode-go` → `opencode`), for keying one circuit breaker per
 * provider. Throws ArgumentTypeError when `map` is not a SignatureMap or
 * `provider` not a string, and UnknownProviderError when the map has no
 * such id or alias.
 */
export function canonicalProvider(map: SignatureMap, provider: string): string {
  const classifiers = classifiersOf(map);
  if (typeof provider !== "string") throw new ArgumentTypeError("provider", "a string", provider);
  if (classifiers.has(provider)) return provider;
  if (Object.hasOwn(map.aliases, provider)) return map.aliases[provider];
  throw new UnknownProviderError(provider, map.providers, map.aliases);
}

/** The compiled classifier of one provider, by id or alias (errors as canonicalProvider). */
export function classifierOf(map: SignatureMap, provider: string): Classifier<SignatureCategory> {
  return classifiersOf(map).get(canonicalProvider(map, provider))!;
}
