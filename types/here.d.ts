/** The folder of the compiled module (dist/cjs). */
export declare const moduleDir: string;
/** A require that resolves relative to this module: for .node files and CommonJS-only dependencies. */
export declare const requireHere: NodeJS.Require;
