// The RE2-based peers a user picks for linear-time safety: re2js (RE2 in pure
// JavaScript), re2-wasm (RE2 in WebAssembly) and re2 (RE2 native bindings).
// Each is a dependency of bench/package.json only (scripts/bench-setup.sh);
// an absent one is reported as skipped with the reason.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

function tryRequire(name) {
  try {
    return { module: require(name) };
  } catch (error) {
    return { reason: `${name} not installed (run scripts/bench-setup.sh): ${String(error.message).split("\n")[0]}` };
  }
}

/** Tier classifiers from per-tier "does any of these match" tests. */
function tiersOf(tiers, defaultCategory, compileTier) {
  const none = () => false;
  const compiled = tiers.map(([category, patterns, also = none]) => [category, patterns.length ? compileTier(patterns) : none, also]);
  return (text) => {
    for (const [category, test, also] of compiled) if (test(text) || also(text)) return category;
    return defaultCategory;
  };
}

/**
 * Every RE2-based peer: `{ name, make(tiers, defaultCategory) → (text) → category,
 * bytes }` (bytes: the peer takes a Buffer of UTF-8 as it is), or `{ name, skip }`.
 */
export function re2Peers() {
  const peers = [];
  const re2js = tryRequire("re2js");
  if (re2js.module) {
    const { RE2JS, RE2Set } = re2js.module;
    peers.push({
      name: "re2js per pattern",
      make: (tiers, def) =>
        tiersOf(tiers, def, (patterns) => {
          const res = patterns.map((p) => RE2JS.compile(p, RE2JS.CASE_INSENSITIVE));
          return (text) => res.some((re) => re.test(text));
        }),
    });
    peers.push({
      name: "re2js RE2Set",
      make: (tiers, def) =>
        tiersOf(tiers, def, (patterns) => {
          const set = new RE2Set(RE2Set.UNANCHORED, RE2JS.CASE_INSENSITIVE);
          for (const p of patterns) set.add(p);
          set.compile();
          return (text) => set.match(text).length > 0;
        }),
    });
  } else {
    peers.push({ name: "re2js", skip: re2js.reason });
  }
  const wasm = tryRequire("re2-wasm");
  if (wasm.module) {
    const { RE2 } = wasm.module;
    peers.push({
      name: "re2-wasm per pattern",
      make: (tiers, def) =>
        tiersOf(tiers, def, (patterns) => {
          const res = patterns.map((p) => new RE2(p, "iu"));
          return (text) => res.some((re) => re.test(text));
        }),
    });
  } else {
    peers.push({ name: "re2-wasm", skip: wasm.reason });
  }
  const native = tryRequire("re2");
  if (native.module) {
    const RE2 = native.module;
    peers.push({
      name: "re2 per pattern",
      bytes: true,
      make: (tiers, def) =>
        tiersOf(tiers, def, (patterns) => {
          const res = patterns.map((p) => new RE2(p, "i"));
          return (text) => res.some((re) => re.test(text));
        }),
    });
    peers.push({
      name: "re2 RE2.Set",
      bytes: true,
      make: (tiers, def) =>
        tiersOf(tiers, def, (patterns) => {
          const set = new RE2.Set(patterns, "i");
          return (text) => set.test(text);
        }),
    });
  } else {
    peers.push({ name: "re2", skip: native.reason });
  }
  return peers;
}
