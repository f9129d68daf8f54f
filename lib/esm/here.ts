// The ESM build's lib/here.ts (scripts/build-ts.mjs compiles this file in its
// place): the same two values, found through import.meta.url, so that no
// CommonJS global (__dirname, require) is needed.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The folder of the compiled module (dist/esm). */
export const moduleDir: string = fileURLToPath(new URL(".", import.meta.url));

/** A require that resolves relative to this module: for .node files and CommonJS-only dependencies. */
export const requireHere: NodeJS.Require = createRequire(import.meta.url);
