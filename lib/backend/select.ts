// Which backend runs the engine: the native addon's candidates in order,
// then the WebAssembly build; or the one ERROR_CLASSIFIER_BACKEND forces.
import { existsSync } from "node:fs";
import type { AddonLoadAttempt } from "../errors/AddonLoadError.js";
import type { AddonCandidate, NativeAddon } from "../native.js";
import { loadWasm, wasmDir } from "./wasm.js";

/** Which backend runs the engine: the Node-API addon, or its WebAssembly build. */
export type BackendName = "native" | "wasm";

/** The environment variable that forces a backend. */
export const BACKEND_ENV = "ERROR_CLASSIFIER_BACKEND";

/** The backend ERROR_CLASSIFIER_BACKEND asks for; undefined for "try all". */
function forcedBackend(): BackendName | undefined {
  const value = process.env[BACKEND_ENV];
  if (value === undefined || value === "") return undefined;
  if (value === "native" || value === "wasm") return value;
  throw new Error(`${BACKEND_ENV} must be "native" or "wasm" (or unset), but is ${JSON.stringify(value)}`);
}

/**
 * Loads the first candidate that loads, else the WebAssembly build; with
 * ERROR_CLASSIFIER_BACKEND=native only the candidates, with =wasm only the
 * WebAssembly build. When a native binary exists but fails to load and
 * WebAssembly answers instead, warns once (process.emitWarning) saying why.
 * Throws fail(attempts) when nothing loads.
 */
export function selectBackend(
  candidates: readonly AddonCandidate[],
  fail: (attempts: AddonLoadAttempt[]) => Error,
): { addon: NativeAddon; backend: BackendName } {
  const attempts: AddonLoadAttempt[] = [];
  let forced: BackendName | undefined;
  try {
    forced = forcedBackend();
  } catch (error) {
    throw fail([{ candidate: BACKEND_ENV, error }]);
  }
  if (forced !== "wasm") {
    for (const candidate of candidates) {
      try {
        return { addon: candidate.load(), backend: "native" };
      } catch (error) {
        attempts.push({ candidate: candidate.name, error });
      }
    }
    if (forced === "native") throw fail(attempts);
  }
  let addon: NativeAddon;
  try {
    addon = loadWasm();
  } catch (error) {
    attempts.push({ candidate: `WebAssembly build at ${wasmDir}`, error });
    throw fail(attempts);
  }
  const broken = candidates.find((c, i) => c.path !== undefined && existsSync(c.path) && attempts[i]);
  if (broken) {
    const why = attempts[candidates.indexOf(broken)].error;
    process.emitWarning(
      `error-classifier: the native addon ${broken.name} exists but did not load ` +
        `(${(why instanceof Error ? why.message : String(why)).split("\n")[0]}); ` +
        `using the WebAssembly backend instead, which is slower. Set ${BACKEND_ENV}=wasm to choose it on purpose.`,
      { code: "ERROR_CLASSIFIER_WASM_FALLBACK" },
    );
  }
  return { addon, backend: "wasm" };
}
