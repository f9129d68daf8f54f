import type { NativeAddon } from "../native.js";
/** Where the build puts the module (scripts/build-wasm.sh): dist/wasm/. */
export declare const wasmDir: string;
/** The heap's bound (-sMAXIMUM_MEMORY=2GB in CMakeLists.txt). */
export declare const WASM_MAX_HEAP: number;
/**
 * Loads the WebAssembly module (synchronously) and returns the contract of
 * lib/native.ts over it. Throws what loading threw (a missing file, no
 * WebAssembly in this runtime).
 */
export declare function loadWasm(): NativeAddon & {
    heapBytes(): number;
};
