import type { NativeAddon, NativeCompileFailure } from "../native.js";
import type { Instance } from "./wasm.js";
/**
 * compileTaxonomy and normalize on current() (the instance new compiles go
 * to; failure() reads a compile error). A taxonomy whose instance is lost
 * compiles again on the current instance at its next call, as rule sets do.
 */
export declare function taxonomyCalls(current: () => Instance, failure: (inst: Instance) => NativeCompileFailure): Pick<NativeAddon, "compileTaxonomy" | "normalize">;
