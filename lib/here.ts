// Where this build of the package runs from, for the CommonJS build
// (dist/cjs). The ESM build (dist/esm) compiles lib/esm/here.ts in its place,
// which finds the same through import.meta.url (scripts/build-ts.mjs).
import { createRequire } from "node:module";

/** The folder of the compiled module (dist/cjs). */
export const moduleDir: string = __dirname;

/** A require that resolves relative to this module: for .node files and CommonJS-only dependencies. */
export const requireHere: NodeJS.Require = createRequire(__filename);
