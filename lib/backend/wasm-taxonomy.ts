// The taxonomy engine on the WebAssembly backend: compileTaxonomy and
// normalize of the NativeAddon contract (lib/native.ts) over the C ABI of
// native/wasm/ec_wasm.h, with the same answers as the Node-API binding
// (native/binding/taxonomy_js.cc). lib/backend/wasm.ts owns the instances.
import { WasmBackendError } from "../errors/WasmBackendError.js";
import { Holder } from "./wasm-held.js";
import type { NativeAddon, NativeCompileFailure, NativeTaxonomy, NativeTaxonomySpec } from "../native.js";
import type { Instance } from "./wasm.js";

/** The taxonomy calls of the C ABI, as emscripten exports them. */
interface TaxonomyModule {
  HEAP32: Int32Array;
  _ec_taxonomy_spec_new(threshold: number, window: number, maxMem: number): number;
  _ec_taxonomy_add_pattern(s: number, p: number, len: number, type: number, weight: number, specificity: number, exact: number, a: number, alen: number): number;
  _ec_taxonomy_add_explain(s: number, pattern: number): number;
  _ec_taxonomy_add_fuzzy(s: number, p: number, len: number): number;
  _ec_taxonomy_set_fuzzy(s: number, threshold: number, decides: number): number;
  _ec_taxonomy_add_extractor(s: number, p: number, len: number): number;
  _ec_taxonomy_add_group(s: number, p: number, len: number, field: number): number;
  _ec_taxonomy_add_type(s: number, unknown: number): number;
  _ec_taxonomy_add_type_extractor(s: number, extractor: number): number;
  _ec_taxonomy_add_final_field(s: number, field: number): number;
  _ec_taxonomy_spec_free(s: number): void;
  _ec_taxonomy_compile(ctx: number, s: number): number;
  _ec_taxonomy_free(t: number): void;
  _ec_analyze(ctx: number, t: number, p: number, len: number): number;
  _ec_analysis_text(ctx: number): number;
  _ec_normalize(ctx: number, p: number, len: number): number;
}

const mod = (inst: Instance) => inst.m as unknown as TaxonomyModule;

const taxonomies = new Holder("taxonomy", (inst, taxonomy) => mod(inst)._ec_taxonomy_free(taxonomy));

/**
 * Writes a then b to the instance's scratch buffer, one after the other
 * (as one string): returns the address and byte length of each.
 */
function putTwo(inst: Instance, a: string, b: string): [number, number, number, number] {
  const total = inst.put(a + b);
  const first = Buffer.byteLength(a, "utf8");
  return [inst.at, first, inst.at + first, total - first];
}

/** Compiles spec in inst: the taxonomy's address, or 0 with the error in inst's context. */
function compileRaw(inst: Instance, spec: NativeTaxonomySpec): number {
  const m = mod(inst);
  return inst.run(() => {
    const s = m._ec_taxonomy_spec_new(spec.threshold, spec.window, spec.maxMemory);
    if (!s) throw new WasmBackendError("ERR_WASM_OUT_OF_MEMORY", "no memory for the taxonomy's spec");
    try {
      m._ec_taxonomy_set_fuzzy(s, spec.fuzzyThreshold, +spec.fuzzyDecides);
      for (const p of spec.patterns) {
        const [at, len, anchorAt, anchorLen] = putTwo(inst, p.pattern, p.anchor);
        m._ec_taxonomy_add_pattern(s, at, len, p.type, p.weight, p.specificity, +p.exact, anchorAt, anchorLen);
        for (const j of p.explains) m._ec_taxonomy_add_explain(s, j);
        if (p.fuzzy) {
          const len = inst.put(p.fuzzy);
          m._ec_taxonomy_add_fuzzy(s, inst.at, len);
        }
      }
      for (const x of spec.extractors) {
        let len = inst.put(x.pattern);
        m._ec_taxonomy_add_extractor(s, inst.at, len);
        x.groups.forEach((g, i) => {
          len = inst.put(g);
          m._ec_taxonomy_add_group(s, inst.at, len, x.fields[i]);
        });
      }
      for (const [list, unknown] of [...spec.types.map((t) => [t, 0] as const), [spec.unknown, 1] as const]) {
        m._ec_taxonomy_add_type(s, unknown);
        for (const x of list) m._ec_taxonomy_add_type_extractor(s, x);
      }
      for (const f of spec.finalFields) m._ec_taxonomy_add_final_field(s, f);
      return m._ec_taxonomy_compile(inst.ctx, s);
    } finally {
      m._ec_taxonomy_spec_free(s);
    }
  });
}

/** The wire form at address p (its length first) copied into out, as far as it fits. */
function copyOut(inst: Instance, p: number, out: Int32Array): void {
  const heap = mod(inst).HEAP32;
  const from = (p >>> 0) >> 2;
  out.set(heap.subarray(from, from + Math.min(heap[from], out.length)));
}

/**
 * compileTaxonomy and normalize on current() (the instance new compiles go
 * to; failure() reads a compile error). A taxonomy whose instance is lost
 * compiles again on the current instance at its next call, as rule sets do.
 */
export function taxonomyCalls(
  current: () => Instance,
  failure: (inst: Instance) => NativeCompileFailure,
): Pick<NativeAddon, "compileTaxonomy" | "normalize"> {
  return {
    compileTaxonomy(spec) {
      const inst = current();
      const compiled = compileRaw(inst, spec);
      if (!compiled) return { error: failure(inst) };
      const { held, revive } = taxonomies.hold(inst, compiled, current, (at) => compileRaw(at, spec));
      const taxonomy: NativeTaxonomy = {
        analyze(text, out) {
          const at = held.inst.lost ? revive() : held.inst;
          try {
            const m = mod(at);
            const len = at.put(text);
            copyOut(at, m._ec_analyze(at.ctx, held.handle, at.at, len), out);
            return at.string(m._ec_analysis_text(at.ctx));
          } catch (e) {
            throw at.fail(e);
          }
        },
        // Nothing is reported to V8: the module's memory is V8's own (a WebAssembly.Memory).
        externalMemory: () => 0,
      };
      return { taxonomy };
    },
    normalize(text) {
      const at = current();
      return at.run(() => {
        const len = at.put(text);
        return at.string(mod(at)._ec_normalize(at.ctx, at.at, len));
      });
    },
  };
}
