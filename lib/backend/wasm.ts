// The WebAssembly backend: the engine (native/core) and RE2 compiled by
// emscripten behind the C ABI of native/wasm/ec_wasm.h, implementing the
// same NativeAddon contract as the Node-API binding (lib/native.ts), with
// the same answers bit for bit.
//
// Texts: a string is encoded straight into the module's memory by
// TextEncoder.encodeInto; when that was not all ASCII and the string is not
// well-formed UTF-16, again by writeUtf8 (lib/utf8.ts), which keeps a lone
// surrogate's code point exactly as the binding's Utf16ToUtf8 does (an
// ASCII text skips the isWellFormed scan); a Uint8Array is copied there once. Strings come
// back decoded as napi_create_string_utf8 decodes them (WHATWG UTF-8, a BOM
// kept).
//
// classifyAsync is classify computed synchronously, its answer (or error) handed
// back as a settled promise: the module is single-threaded, and a worker
// would need its own instance with every rule set compiled again there.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { WasmBackendError } from "../errors/WasmBackendError.js";
import { moduleDir, requireHere } from "../here.js";
import { writeUtf8 } from "../utf8.js";
import { taxonomyCalls } from "./wasm-taxonomy.js";
import { Holder } from "./wasm-held.js";
import type { NativeAddon, NativeCompileFailure, NativePatternError, NativeRuleSet, NativeSpec, NativeText } from "../native.js";

/** Where the build puts the module (scripts/build-wasm.sh): dist/wasm/. */
export const wasmDir = join(moduleDir, "..", "wasm");

/** The C ABI (ec_wasm.h) as emscripten exports it. */
interface Module {
  HEAPU8: Uint8Array;
  HEAP32: Int32Array;
  _ec_context_new(): number;
  _ec_scratch(ctx: number, size: number): number;
  _ec_length(ctx: number): number;
  _ec_spec_new(cat: number, len: number, ci: number, js: number, maxMem: number, pbp: number, prefilter: number): number;
  _ec_spec_add_tier(spec: number, p: number, len: number): number;
  _ec_spec_add_pattern(spec: number, p: number, len: number): number;
  _ec_spec_add_condition(spec: number, p: number, len: number): number;
  _ec_spec_free(spec: number): void;
  _ec_compile(ctx: number, spec: number): number;
  _ec_rule_set_free(rules: number): void;
  _ec_error_kind(ctx: number): number;
  _ec_error_message(ctx: number): number;
  _ec_error_pattern_count(ctx: number): number;
  _ec_error_pattern_tier(ctx: number, i: number): number;
  _ec_error_pattern_index(ctx: number, i: number): number;
  _ec_error_pattern_text(ctx: number, i: number): number;
  _ec_error_pattern_message(ctx: number, i: number): number;
  _ec_error_pattern_kind(ctx: number, i: number): number;
  _ec_category(rules: number, p: number, len: number): number;
  _ec_classify(ctx: number, rules: number, p: number, len: number): number;
  _ec_classify_indices(ctx: number): number;
  _ec_classify_count(ctx: number): number;
  _ec_captures(ctx: number, rules: number, tier: number, index: number, p: number, len: number): number;
  _ec_capture_count(ctx: number): number;
  _ec_capture_name(ctx: number, i: number): number;
  _ec_capture_value(ctx: number, i: number): number;
  _ec_fallback_count(rules: number): number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
/** The heap's bound (-sMAXIMUM_MEMORY=2GB in CMakeLists.txt). */
export const WASM_MAX_HEAP = 2 ** 31;
/** Strings up to this many UTF-16 units reserve 3 bytes a unit, uncounted. */
const SHORT_UNITS = 16384;

let binary: Uint8Array | undefined;
let factory: ((m: object) => { ready: Promise<unknown> }) | undefined;

/** One module instance: its memory, its context and its scratch buffer. */
export class Instance {
  readonly m: Module;
  readonly ctx: number;
  /** Set once the instance aborted: its rule sets then compile again on a fresh instance. */
  lost: WasmBackendError | undefined;
  private abortText = "";
  private ptr = 0;
  private capacity = 0;
  private view: Uint8Array = new Uint8Array(0);

  constructor() {
    binary ??= readFileSync(join(wasmDir, "error-classifier.wasm"));
    factory ??= requireHere(join(wasmDir, "error-classifier.js")) as (m: object) => { ready: Promise<unknown> };
    const m = {
      wasmBinary: binary,
      print: () => {},
      printErr: (line: string) => {
        this.abortText = line;
      },
    };
    // Compiled synchronously (-sWASM_ASYNC_COMPILATION=0): the module is
    // ready on return; its `ready` promise rejects on an abort, handled here
    // (the abort itself is thrown to the caller).
    const module = factory(m);
    module.ready.catch(() => {});
    this.m = module as unknown as Module;
    this.ctx = this.m._ec_context_new();
    if (!this.ctx) throw new WasmBackendError("ERR_WASM_OUT_OF_MEMORY", "no memory for the engine's context");
  }

  /** Runs fn, turning an abort or trap of the instance into our error. */
  run<T>(fn: () => T): T {
    if (this.lost) throw this.lost;
    try {
      return fn();
    } catch (e) {
      throw this.fail(e);
    }
  }

  /**
   * The error to throw for e, thrown by a call into the instance: ours as
   * it is; anything else (an abort, a trap) means the instance is lost.
   */
  fail(e: unknown): unknown {
    if (e instanceof WasmBackendError) return e;
    const why = this.abortText || (e instanceof Error ? e.message : String(e));
    this.lost = new WasmBackendError(
      "ERR_WASM_ABORTED",
      `the WebAssembly instance stopped (${why}); every classifier compiles again on a fresh instance at its next call`,
      { cause: e },
    );
    return this.lost;
  }

  /** The heap; a new view after the memory grew. */
  heap(): Uint8Array {
    return this.m.HEAPU8;
  }

  /** Writes text's UTF-8 bytes to the scratch buffer; returns their length. */
  put(text: NativeText): number {
    if (typeof text === "string") {
      const units = text.length;
      this.reserve(units <= SHORT_UNITS ? 3 * units : Buffer.byteLength(text, "utf8"));
      const { read, written } = encoder.encodeInto(text, this.view);
      // One byte a unit: all ASCII, so no surrogate (most messages; no scan).
      if (written === units && read === units) return written;
      // encodeInto wrote U+FFFD for a lone surrogate, in the 3 bytes its
      // code point takes too: write the text again as the binding does.
      if (!(text as unknown as { isWellFormed(): boolean }).isWellFormed()) {
        return writeUtf8(Buffer.from(this.view.buffer, this.view.byteOffset, this.view.byteLength), text, 0);
      }
      // The room reserved counted every byte (3 a unit, or byteLength).
      if (read !== units) throw new Error(`error-classifier: encodeInto read ${read} of ${units} units`);
      return written;
    }
    this.reserve(text.length);
    this.view.set(text);
    return text.length;
  }

  /** The scratch buffer's address (valid after put). */
  get at(): number {
    return this.ptr;
  }

  private reserve(size: number): void {
    if (size > this.capacity || this.view.byteLength === 0) {
      if (size > this.capacity) {
        const ptr = size < WASM_MAX_HEAP ? this.m._ec_scratch(this.ctx, size) >>> 0 : 0;
        if (!ptr) {
          this.capacity = 0;
          throw new WasmBackendError(
            "ERR_WASM_OUT_OF_MEMORY",
            `no room for a text of ${size} bytes in the WebAssembly heap (at most 2 GiB, ${this.heap().byteLength} bytes now); ` +
              "the native addon has no such bound",
          );
        }
        this.ptr = ptr;
        this.capacity = size;
      }
      const heap = this.heap();
      this.view = new Uint8Array(heap.buffer, this.ptr, this.capacity);
    }
  }

  /** The string the C ABI returned at ptr (its length from ec_length). */
  string(ptr: number): string {
    const len = this.m._ec_length(this.ctx);
    return decoder.decode(this.heap().subarray(ptr >>> 0, (ptr >>> 0) + len));
  }
}

const ruleSets = new Holder("rule set", (inst, rules) => inst.m._ec_rule_set_free(rules));

/** The instance new compiles go to: replaced by a fresh one once it is lost. */
interface Current {
  inst: Instance;
}

/** cur's instance, replaced by a fresh one first if it is lost. */
function currentOf(cur: Current): Instance {
  if (cur.inst.lost) cur.inst = new Instance();
  return cur.inst;
}

/** Compiles spec in inst: the rule set's address, or 0 with the error in inst's context. */
function compileRaw(inst: Instance, spec: NativeSpec): number {
  const m = inst.m;
  return inst.run(() => {
    let len = inst.put(spec.defaultCategory);
    const s = m._ec_spec_new(inst.at, len, +spec.caseInsensitive, +(spec.syntax === "javascript"),
      spec.maxMemory, +spec.patternByPattern, +spec.prefilter);
    if (!s) throw new WasmBackendError("ERR_WASM_OUT_OF_MEMORY", "no memory for the rule set's spec");
    try {
      for (const tier of spec.tiers) {
        len = inst.put(tier.category);
        m._ec_spec_add_tier(s, inst.at, len);
        for (const p of tier.patterns) {
          len = inst.put(p);
          m._ec_spec_add_pattern(s, inst.at, len);
        }
        if ("conditions" in tier) {
          for (const c of tier.conditions as string[]) {
            len = inst.put(c);
            m._ec_spec_add_condition(s, inst.at, len);
          }
        }
      }
      return m._ec_compile(inst.ctx, s);
    } finally {
      m._ec_spec_free(s);
    }
  });
}

/** The error of the compile that returned 0 in inst. */
function compileFailure(inst: Instance): NativeCompileFailure {
  const m = inst.m;
  const ctx = inst.ctx;
  const error: NativeCompileFailure = {
    kind: inst.string(m._ec_error_kind(ctx)) as NativeCompileFailure["kind"],
    message: inst.string(m._ec_error_message(ctx)),
    patterns: [],
  };
  if ((error.kind as string) === "none") {
    throw new WasmBackendError("ERR_WASM_OUT_OF_MEMORY", "no memory for the compiled rule set");
  }
  for (let i = 0, n = m._ec_error_pattern_count(ctx); i < n; i++) {
    error.patterns.push({
      tier: m._ec_error_pattern_tier(ctx, i),
      index: m._ec_error_pattern_index(ctx, i),
      pattern: inst.string(m._ec_error_pattern_text(ctx, i)),
      message: inst.string(m._ec_error_pattern_message(ctx, i)),
      kind: inst.string(m._ec_error_pattern_kind(ctx, i)) as NativePatternError["kind"],
    });
  }
  return error;
}

function compileIn(cur: Current, spec: NativeSpec): ReturnType<NativeAddon["compile"]> {
  const inst = currentOf(cur);
  const rules = compileRaw(inst, spec);
  if (!rules) return { error: compileFailure(inst) };
  return { ruleSet: bind(cur, spec, inst, rules) };
}

/**
 * The contract's functions over one compiled rule set. Once its instance is
 * lost (an abort in a call of any rule set there), the call that met the
 * abort throws ERR_WASM_ABORTED, and the rule set compiles spec again on the
 * current instance at its next call.
 */
function bind(cur: Current, spec: NativeSpec, inst: Instance, rules: number): NativeRuleSet {
  const { held, revive } = ruleSets.hold(inst, rules, () => currentOf(cur), (at) => compileRaw(at, spec));
  // The hot calls check and catch inline (no closure per call).
  const category = (text: NativeText): number => {
    const at = held.inst.lost ? revive() : held.inst;
    try {
      const len = at.put(text);
      return at.m._ec_category(held.handle, at.at, len);
    } catch (e) {
      throw at.fail(e);
    }
  };
  const classify = (text: NativeText): number[] => {
    const at = held.inst.lost ? revive() : held.inst;
    try {
      const m = at.m;
      const len = at.put(text);
      const tier = m._ec_classify(at.ctx, held.handle, at.at, len);
      const n = m._ec_classify_count(at.ctx);
      const out = new Array<number>(n + 1);
      out[0] = tier;
      const from = (m._ec_classify_indices(at.ctx) >>> 0) >> 2;
      const heap = m.HEAP32;
      for (let i = 0; i < n; i++) out[i + 1] = heap[from + i];
      return out;
    } catch (e) {
      throw at.fail(e);
    }
  };
  const ruleSet: NativeRuleSet = {
    category,
    classify,
    classifyAsync(text) {
      try {
        return Promise.resolve(classify(text));
      } catch (e) {
        return Promise.reject(e);
      }
    },
    classifyMany(...texts) {
      const out = new Int32Array(texts.length);
      for (let i = 0; i < texts.length; i++) out[i] = category(texts[i]);
      return out;
    },
    captures(tier, index, text) {
      const at = held.inst.lost ? revive() : held.inst;
      return at.run(() => groupsOf(at, held.handle, tier, index, at.put(text)));
    },
    // Nothing is reported to V8: the module's memory is V8's own (a WebAssembly.Memory).
    externalMemory() {
      return 0;
    },
    fallbackCount() {
      // Counted since the rule set was compiled on its current instance.
      const at = held.inst.lost ? revive() : held.inst;
      return at.run(() => at.m._ec_fallback_count(held.handle));
    },
  };
  return ruleSet;
}

/**
 * The capture groups of pattern (tier, index) of rules on the text already
 * put at at.at (len bytes), in the order the pattern names them: null when
 * the pattern does not match.
 */
function groupsOf(at: Instance, rules: number, tier: number, index: number, len: number): [string, string | null][] | null {
  const m = at.m;
  const ctx = at.ctx;
  if (!m._ec_captures(ctx, rules, tier, index, at.at, len)) return null;
  const out: [string, string | null][] = [];
  for (let i = 0, n = m._ec_capture_count(ctx); i < n; i++) {
    // Each string is read before the next call: its length is the context's last (ec_length).
    const name = at.string(m._ec_capture_name(ctx, i));
    const value = m._ec_capture_value(ctx, i);
    out.push([name, value ? at.string(value) : null]);
  }
  return out;
}

/**
 * Loads the WebAssembly module (synchronously) and returns the contract of
 * lib/native.ts over it. Throws what loading threw (a missing file, no
 * WebAssembly in this runtime).
 */
export function loadWasm(): NativeAddon & { heapBytes(): number } {
  const cur: Current = { inst: new Instance() };
  return {
    compile(spec) {
      return compileIn(cur, spec);
    },
    ...taxonomyCalls(() => currentOf(cur), compileFailure),
    /** The current instance's heap size in bytes (it grows, never shrinks; a fresh instance starts again at 16 MiB). */
    heapBytes() {
      return cur.inst.heap().byteLength;
    },
  };
}
