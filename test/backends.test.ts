// The two backends side by side in one process: the Node-API addon and its
// WebAssembly build must give the same answers, bit for bit, on every text
// the other suites use, for every built-in rule set.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCorpus, loadJsonlDir } from "../scripts/corpus.mjs";
import { message, rng } from "./support/messages.js";

const root = join(__dirname, "..");
const req = createRequire(__filename);
const { loadWasm } = req(join(root, "dist", "cjs", "backend", "wasm.js"));
const { toNativeSpec } = req(join(root, "dist", "cjs", "rule-set.js"));
const nativeAddon = req(join(root, "build", "Release", "error_classifier.node"));
const wasmAddon = loadWasm();

const RULE_SETS = ["spec", "extended", "provider-context", "provider-text"];

/** Every text: corpus, template examples, the differential test's 25,000 messages. */
function texts(): string[] {
  const out = loadCorpus().map((r: { message: string }) => r.message);
  for (const t of loadJsonlDir(join(__dirname, "fixtures", "templates")) as { example: string }[]) out.push(t.example);
  const r = rng(20261122);
  for (let i = 0; i < 25_000; i++) out.push(message(r));
  return out;
}

/** The bytes of text with one byte made invalid UTF-8 (a lone 0xFF, a cut sequence). */
function corrupt(text: string, i: number): Uint8Array {
  const bytes = Buffer.from(text);
  if (bytes.length === 0) return Uint8Array.of(0xff);
  const at = i % bytes.length;
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(i % 2 ? [0xff] : [0xe2, 0x80]), bytes.subarray(at)]);
}

describe.skipIf(process.env.ERROR_CLASSIFIER_BACKEND === "wasm")(
  // Runs once, in the native pass: it loads both backends itself.
  "the native and WebAssembly backends",
  () => {
    const all = texts();

    it("use the texts the other suites use", () => {
      expect(all.length).toBe(loadCorpus().length + 2920 + 25_000);
    });

    it("agree wherever a literal sits in a text of 3 to 70 bytes (the literal scanners' block edges)", () => {
      // The native scanner reads 32 positions a block, the WebAssembly one 16
      // (SIMD128), each with a scalar tail: every offset of every length here.
      const spec = toNativeSpec(JSON.parse(readFileSync(join(root, "rules", "extended.json"), "utf8")), {});
      const n = nativeAddon.compile(spec).ruleSet;
      const w = wasmAddon.compile(spec).ruleSet;
      const disagreements: string[] = [];
      let matched = 0;
      for (const literal of ["429", "econnreset", "Rate Limit", "context window exceeded"]) {
        for (let length = 3; length <= 70; length++) {
          for (let at = 0; at + literal.length <= length; at++) {
            const text = `${".".repeat(at)}${literal}`.padEnd(length, ".");
            const a = n.classify(text);
            if (a[0] >= 0) matched++;
            if (JSON.stringify(a) !== JSON.stringify(w.classify(text))) disagreements.push(text);
          }
        }
      }
      expect(disagreements).toEqual([]);
      expect(matched).toBeGreaterThan(4000);
    });

    for (const name of RULE_SETS) {
      it(`agree on classify, category, classifyMany and captures for every text, rule set ${name}`, () => {
        const ruleSet = JSON.parse(readFileSync(join(root, "rules", `${name}.json`), "utf8"));
        for (const options of [{}, { prefilter: false }]) {
          const spec = toNativeSpec(ruleSet, options);
          const n = nativeAddon.compile(spec).ruleSet;
          const w = wasmAddon.compile(spec).ruleSet;
          const disagreements: string[] = [];
          let compared = 0;
          all.forEach((text, i) => {
            for (const t of [text, corrupt(text, i)]) {
              const a = n.classify(t);
              const b = w.classify(t);
              compared++;
              if (JSON.stringify(a) !== JSON.stringify(b) || n.category(t) !== w.category(t)) {
                disagreements.push(`${JSON.stringify(typeof t === "string" ? t : Buffer.from(t).toString("hex"))}: ${a} vs ${b}`);
                continue;
              }
              for (const index of a.slice(1)) {
                const ca = JSON.stringify(n.captures(a[0], index, t));
                const cb = JSON.stringify(w.captures(a[0], index, t));
                if (ca !== cb) disagreements.push(`captures ${a[0]}/${index} of ${JSON.stringify(text)}: ${ca} vs ${cb}`);
              }
            }
          });
          expect(disagreements.slice(0, 10)).toEqual([]);
          expect(compared).toBe(2 * all.length);
          const chunk = all.slice(0, 4096);
          expect(Array.from(w.classifyMany(...chunk))).toEqual(Array.from(n.classifyMany(...chunk)));
        }
        // About 25 s for `extended` on an idle machine; minutes on a busy one.
      }, 600_000);
    }

    it("agree on compile errors, lone surrogates, BOMs and capture edge cases", () => {
      const base = { defaultCategory: "d", caseInsensitive: false, maxMemory: 0, patternByPattern: false, prefilter: true };
      const bad = { ...base, syntax: "re2", tiers: [{ category: "a", patterns: ["(", "a(?=b)", "x{2000}", "ok"] }, { category: "b", patterns: ["\\8"] }] };
      expect(wasmAddon.compile(bad)).toEqual(nativeAddon.compile(bad));
      const badJs = { ...base, syntax: "javascript", tiers: [{ category: "a", patterns: ["\\u{41}", "\\ud800x", "(?<n>a)\\k<n>"] }] };
      expect(wasmAddon.compile(badJs)).toEqual(nativeAddon.compile(badJs));
      const cond = { ...base, syntax: "re2", tiers: [{ category: "a", patterns: ["(?P<n>\\d+)"], conditions: ["m > 1"] }] };
      expect(wasmAddon.compile(cond)).toEqual(nativeAddon.compile(cond));
      const big = { ...base, syntax: "re2", maxMemory: 1024, tiers: [{ category: "a", patterns: ["a{1,1000}b{1,1000}"] }] };
      expect(wasmAddon.compile(big)).toEqual(nativeAddon.compile(big));
      const spec = {
        ...base,
        syntax: "re2",
        tiers: [{ category: "\ud800", patterns: ["(\ufeff?x)(?P<named>y)?(z*)", "(?s)(.)\\C(.)", "\ud800(.)"] }],
      };
      const n = nativeAddon.compile(spec).ruleSet;
      const w = wasmAddon.compile(spec).ruleSet;
      const samples: (string | Uint8Array)[] = [
        "\ufeffx", "xy", "x", "\ud800x\udc00", "\udfff\ud800\ud800é", "😀x😀", "", "\u0000x\u0000",
        Uint8Array.of(0xef, 0xbb, 0xbf, 0x78), Uint8Array.of(0x61, 0xc3, 0x62), Uint8Array.of(0xf0, 0x9f, 0x98, 0x78, 0xff, 0xfe),
        Uint8Array.of(0xed, 0xa0, 0x80, 0x61), Uint8Array.of(0xe0, 0x80, 0x80, 0x62, 0x63),
      ];
      for (const t of samples) {
        expect(w.classify(t)).toEqual(n.classify(t));
        for (const [tier, index] of [[0, 0], [0, 1], [0, 2], [0, 3], [1, 0], [-1, 0], [0, 1.7], [NaN, 0], [2 ** 32, 0], [0, 2 ** 32 + 1]]) {
          expect([t, tier, index, w.captures(tier, index, t)]).toEqual([t, tier, index, n.captures(tier, index, t)]);
        }
      }
      expect(w.fallbackCount()).toBe(n.fallbackCount());
    });

    it("agree on the taxonomy's analysis (normalise, match, score, fuzzy step, fields) of every text, and on normalize", () => {
      const { loadToolCorpus } = req(join(root, "scripts", "taxonomy-corpus.mjs"));
      const { readTaxonomy } = req(join(root, "dist", "cjs", "taxonomy", "analyzer.js"));
      const { spec } = readTaxonomy(JSON.parse(readFileSync(join(root, "rules", "taxonomy.json"), "utf8")));
      const n = nativeAddon.compileTaxonomy(spec).taxonomy;
      const w = wasmAddon.compileTaxonomy(spec).taxonomy;
      const on = new Int32Array(4096);
      const ow = new Int32Array(4096);
      const edges = [
        "\ud800 tool 'x' not found \udc00", "😀 ü timed out C:\\Users\\Ana\\ü.json 5s", "\x1b]0;t\x07\x1b[1m[ERROR]\u00a0 x", "", "\ufeff",
        "a 7s permision denied 9s", "\ud800 conection refused \udc00 /tmp/ü 3s", "\u0130nvalid inpt", "\u212Aill 9 rate-limitted", "x ".repeat(8190) + "permision denied",
      ];
      const disagreements: string[] = [];
      const tool = loadToolCorpus().map((r: { message: string }) => r.message);
      for (const t of [...edges, ...tool, ...all.slice(-5000)]) {
        const a = [n.analyze(t, on), Array.from(on.subarray(0, on[0]))];
        const b = [w.analyze(t, ow), Array.from(ow.subarray(0, ow[0]))];
        if (JSON.stringify(a) !== JSON.stringify(b)) disagreements.push(`${JSON.stringify(t.slice(0, 80))}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
        if (nativeAddon.normalize(t) !== wasmAddon.normalize(t)) disagreements.push(`normalize ${JSON.stringify(t.slice(0, 80))}`);
      }
      expect(disagreements.slice(0, 5)).toEqual([]);
      // A short out: the same ints as fit, the same length first.
      const short = [new Int32Array(2), new Int32Array(2)];
      expect(w.analyze("npm install timed out after 5s", short[1])).toBe(n.analyze("npm install timed out after 5s", short[0]));
      expect(Array.from(short[1])).toEqual(Array.from(short[0]));
      const bad = { ...spec, extractors: [{ pattern: "(", groups: [], fields: [] }] };
      expect(wasmAddon.compileTaxonomy(bad)).toEqual(nativeAddon.compileTaxonomy(bad));
    });
  },
);
