// The WebAssembly backend's memory: a heap that grows up to 2 GiB and never
// shrinks. A 100 MB input and the `extended` rule set fit well within it; an
// input that does not fit is refused with our error, and the backend keeps
// answering afterwards; an allocation that fails inside the engine stops the
// instance with our error, never the process, and every classifier compiles
// again on a fresh instance.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadCorpus } from "../scripts/corpus.mjs";

const root = join(__dirname, "..");
const req = createRequire(__filename);
const { loadWasm } = req(join(root, "dist", "cjs", "backend", "wasm.js"));
const { toNativeSpec } = req(join(root, "dist", "cjs", "rule-set.js"));
const pkg = req(join(root, "dist", "cjs", "index.js"));
const { WasmBackendError } = pkg;
const MiB = 1 << 20;

const spec = (name: string) => toNativeSpec(JSON.parse(readFileSync(join(root, "rules", `${name}.json`), "utf8")), {});

describe.skipIf(process.env.ERROR_CLASSIFIER_BACKEND !== "wasm")(
  // Loads the WebAssembly backend itself: runs once, in the wasm pass.
  "the WebAssembly backend's memory",
  () => {
    it("classifies a 100 MB string and a 100 MB buffer in a heap of at most 256 MiB", () => {
      const addon = loadWasm();
      const rules = addon.compile(spec("spec")).ruleSet;
      const text = `${"x".repeat(100 * MiB)} context window`;
      expect(rules.category(text)).toBe(1);
      expect(rules.classify(Buffer.from(`${"é".repeat(50 * MiB)} 429`))).toEqual([0, 1]);
      expect(addon.heapBytes()).toBeLessThanOrEqual(256 * MiB);
    });

    it("runs `extended` over the whole corpus within a heap of 128 MiB, without a DFA fallback", () => {
      const addon = loadWasm();
      const rules = addon.compile(spec("extended")).ruleSet;
      const messages = loadCorpus().map((r: { message: string }) => r.message);
      for (const m of messages) rules.classify(m);
      expect(rules.fallbackCount()).toBe(0);
      expect(addon.heapBytes()).toBeLessThanOrEqual(128 * MiB);
    });

    it("refuses a text the heap cannot hold with ERR_WASM_OUT_OF_MEMORY, then keeps answering", () => {
      const addon = loadWasm();
      const rules = addon.compile(spec("spec")).ruleSet;
      const before = addon.heapBytes();
      // Fits the 2 GiB bound alone, not beside the module's own memory: the
      // engine's malloc fails. Then one beyond the bound. (Zero pages: the
      // buffers are never written, nor copied.)
      for (const size of [2 ** 31 - MiB, 2 ** 31 + 1]) {
        const huge = Buffer.alloc(size);
        let error: unknown;
        try {
          rules.category(huge);
        } catch (e) {
          error = e;
        }
        expect(error).toBeInstanceOf(WasmBackendError);
        expect((error as { code: string }).code).toBe("ERR_WASM_OUT_OF_MEMORY");
        expect((error as Error).message).toContain(`no room for a text of ${size} bytes in the WebAssembly heap`);
      }
      expect(addon.heapBytes()).toBe(before);
      expect(rules.classify("HTTP 429")).toEqual([0, 1]);
      expect(addon.compile(spec("spec")).ruleSet.category("token limit")).toBe(1);
    });

    it("turns an allocation that fails inside the engine into ERR_WASM_ABORTED, then every classifier compiles again", () => {
      // The package itself, on this pass's backend: its own instance, its built-in classifiers.
      const { native } = req(join(root, "dist", "cjs", "native.js"));
      const extended = req(join(root, "dist", "cjs", "extended.js"));
      expect(pkg.backend()).toBe("wasm");
      const spec = pkg.createClassifier(pkg.specRules);
      expect(pkg.classifyError("HTTP 429")).toBe("retryable");
      // Fill the heap with one text: the largest the 2 GiB heap takes, in
      // 4 MiB steps (a larger one is refused). No tier of this rule set
      // decides (its only category is the default), so no byte is read.
      const filler = pkg.createClassifier({ defaultCategory: "none", tiers: [{ category: "none", patterns: ["x"] }] });
      let size = 2 ** 31;
      for (;;) {
        size -= 4 * MiB;
        try {
          expect(filler.category(Buffer.alloc(size))).toBe("none");
          break;
        } catch (e) {
          expect((e as { code: string }).code).toBe("ERR_WASM_OUT_OF_MEMORY");
        }
      }
      expect(native().heapBytes()).toBeGreaterThan(2 ** 31 - 8 * MiB);
      // Compiling `extended` (its first call) needs about 23 MiB more: an
      // allocation inside RE2 fails, which aborts the instance.
      let error: unknown;
      try {
        extended.classifyError("You exceeded your current quota");
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(WasmBackendError);
      expect((error as Error).name).toBe("WasmBackendError");
      expect((error as { code: string }).code).toBe("ERR_WASM_ABORTED");
      expect((error as Error).message).toBe(
        "error-classifier (WebAssembly backend): the WebAssembly instance stopped (Aborted()); " +
          "every classifier compiles again on a fresh instance at its next call",
      );
      expect((error as Error).cause).toBeInstanceOf(WebAssembly.RuntimeError);
      // The process goes on; every classifier answers again, compiled on a
      // fresh instance: those made before, the built-in ones, and new ones.
      expect(extended.classifyError("You exceeded your current quota")).toBe("fatal");
      expect(spec.category("context window exceeded")).toBe("context_overflow");
      expect(filler.category("x")).toBe("none");
      expect(pkg.classifyError("HTTP 429")).toBe("retryable");
      expect(pkg.createClassifier(pkg.specRules).classify("401 Unauthorized").category).toBe("fatal");
      expect(native().heapBytes()).toBeLessThanOrEqual(128 * MiB);
    });
  },
);
