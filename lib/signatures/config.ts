import { isPlainObject } from "../data.js";
import { SignatureConfigError } from "../errors/SignatureConfigError.js";
import { IssueList } from "../issues.js";

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
export const SIGNATURE_LISTS = ["throttle", "flake"] as const;

const TOP_KEYS = new Set(["$schema", "providers"]);
const PROVIDER_KEYS = new Set(["id", "aliases", "error_signatures"]);
const LIST_KEYS = new Set<string>(SIGNATURE_LISTS);


/**
 * Checks that `value` (parsed TOML or JSON) is a SignatureConfig and returns
 * a fresh copy holding only its documented fields. Empty lists are valid.
 * Throws SignatureConfigError (code ERR_SIGNATURES_INVALID) listing every
 * problem at once, each with its path: a wrong type, an unknown key, an
 * empty or duplicate provider id or alias, an empty pattern. `source` (a file name)
 * is named in the error's message.
 */
export function validateSignatureConfig(value: unknown, source?: string): SignatureConfig {
  const found = new IssueList();
  const { issues } = found;
  const bad = found.expected.bind(found);
  const fail = () => new SignatureConfigError(`Invalid signature configuration${source === undefined ? "" : ` in ${source}`}`, issues);

  if (!isPlainObject(value)) {
    bad("", "an object with a providers list", value);
    throw fail();
  }
  found.unknownKeys("", value, TOP_KEYS);
  if (value.$schema !== undefined && typeof value.$schema !== "string") bad("$schema", "a string", value.$schema);
  const providers: ProviderSignatures[] = [];
  const firstIndex = new Map<string, number>();
  if (!Array.isArray(value.providers)) {
    bad("providers", "an array of providers", value.providers);
  } else {
    value.providers.forEach((provider: unknown, p: number) => {
      const path = `providers[${p}]`;
      if (!isPlainObject(provider)) return bad(path, "an object", provider);
      found.unknownKeys(path, provider, PROVIDER_KEYS);
      const claim = (name: unknown, at: string): name is string => {
        if (typeof name !== "string" || name === "") {
          bad(at, "a non-empty string", name);
          return false;
        }
        if (firstIndex.has(name)) {
          found.add(at, `duplicate provider id ${JSON.stringify(name)} (first at providers[${firstIndex.get(name)}])`);
        } else {
          firstIndex.set(name, p);
        }
        return true;
      };
      const id = provider.id;
      claim(id, `${path}.id`);
      const aliases: string[] = [];
      if (provider.aliases !== undefined && !Array.isArray(provider.aliases)) bad(`${path}.aliases`, "an array of strings", provider.aliases);
      else provider.aliases?.forEach((alias: unknown, a: number) => claim(alias, `${path}.aliases[${a}]`) && aliases.push(alias));
      const sigPath = `${path}.error_signatures`;
      const sig = provider.error_signatures;
      if (!isPlainObject(sig)) return bad(sigPath, "an object with throttle and flake lists", sig);
      found.unknownKeys(sigPath, sig, LIST_KEYS);
      const lists: Record<string, string[]> = {};
      for (const list of SIGNATURE_LISTS) {
        const patterns = sig[list];
        lists[list] = [];
        if (!Array.isArray(patterns)) {
          bad(`${sigPath}.${list}`, "an array of strings", patterns);
          continue;
        }
        patterns.forEach((pattern: unknown, i: number) => {
          const at = `${sigPath}.${list}[${i}]`;
          if (typeof pattern !== "string") bad(at, "a string", pattern);
          else if (pattern === "") found.add(at, "an empty pattern would match every text");
          else lists[list].push(pattern);
        });
      }
      providers.push({ id: String(id), ...(aliases.length ? { aliases } : {}), error_signatures: { throttle: lists.throttle, flake: lists.flake } });
    });
  }
  if (issues.length) throw fail();
  return { providers };
}
