import type { AddonLoadAttempt } from "../errors/AddonLoadError.js";
import type { AddonCandidate, NativeAddon } from "../native.js";
/** Which backend runs the engine: the Node-API addon, or its WebAssembly build. */
export type BackendName = "native" | "wasm";
/** The environment variable that forces a backend. */
export declare const BACKEND_ENV = "ERROR_CLASSIFIER_BACKEND";
/**
 * Loads the first candidate that loads, else the WebAssembly build; with
 * ERROR_CLASSIFIER_BACKEND=native only the candidates, with =wasm only the
 * WebAssembly build. When a native binary exists but fails to load and
 * WebAssembly answers instead, warns once (process.emitWarning) saying why.
 * Throws fail(attempts) when nothing loads.
 */
export declare function selectBackend(candidates: readonly AddonCandidate[], fail: (attempts: AddonLoadAttempt[]) => Error): {
    addon: NativeAddon;
    backend: BackendName;
};
