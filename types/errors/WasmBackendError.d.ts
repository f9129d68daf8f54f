/** The codes of WasmBackendError: a text the heap cannot hold, or an instance lost to an abort. */
export type WasmBackendErrorCode = 
/** The WebAssembly heap could not grow to hold a text (or a rule set's spec). */
"ERR_WASM_OUT_OF_MEMORY"
/** The WebAssembly instance stopped (an allocation failed inside the engine or RE2): the call that met it fails. */
 | "ERR_WASM_ABORTED";
/**
 * The WebAssembly backend ran out of memory. With ERR_WASM_OUT_OF_MEMORY the
 * call is refused and everything else keeps working; with ERR_WASM_ABORTED
 * the call that met the failure is lost with its instance, and every
 * classifier (those compiled before it included) compiles its rule set again
 * on a fresh instance at its next call.
 */
export declare class WasmBackendError extends Error {
    readonly code: WasmBackendErrorCode;
    constructor(code: WasmBackendErrorCode, message: string, options?: {
        cause?: unknown;
    });
}
