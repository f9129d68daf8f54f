import type { NativeAddon, NativeCompileFailure } from "../native.js";
import type { Current, Instance } from "./wasm.js";
/**
 * compileTaxonomy and normalize over the instances of cur (fresh() makes
 * one, failure() reads a compile error). A taxonomy whose instance is lost
 * compiles again on the current instance at its next call, as rule sets do.
 */
export declare function taxonomyCalls(cur: Current, fresh: () => Instance, failure: (inst: Instance) => NativeCompileFailure): Pick<NativeAddon, "compileTaxonomy" | "normalize">;
