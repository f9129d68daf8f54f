import { WasmBackendError } from "../errors/WasmBackendError.js";
import type { NativeAddon, NativeText } from "../native.js";
/** Where the build puts the module (scripts/build-wasm.sh): dist/wasm/. */
export declare const wasmDir: string;
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
/** The heap's bound (-sMAXIMUM_MEMORY=2GB in CMakeLists.txt). */
export declare const WASM_MAX_HEAP: number;
/** One module instance: its memory, its context and its scratch buffer. */
export declare class Instance {
    readonly m: Module;
    readonly ctx: number;
    /** Set once the instance aborted: its rule sets then compile again on a fresh instance. */
    lost: WasmBackendError | undefined;
    private abortText;
    private ptr;
    private capacity;
    private view;
    constructor();
    /** Runs fn, turning an abort or trap of the instance into our error. */
    run<T>(fn: () => T): T;
    /**
     * The error to throw for e, thrown by a call into the instance: ours as
     * it is; anything else (an abort, a trap) means the instance is lost.
     */
    fail(e: unknown): unknown;
    /** The heap; a new view after the memory grew. */
    heap(): Uint8Array;
    /** Writes text's UTF-8 bytes to the scratch buffer; returns their length. */
    put(text: NativeText): number;
    /** The scratch buffer's address (valid after put). */
    get at(): number;
    private reserve;
    /** The string the C ABI returned at ptr (its length from ec_length). */
    string(ptr: number): string;
}
/**
 * Loads the WebAssembly module (synchronously) and returns the contract of
 * lib/native.ts over it. Throws what loading threw (a missing file, no
 * WebAssembly in this runtime).
 */
export declare function loadWasm(): NativeAddon & {
    heapBytes(): number;
};
export {};
