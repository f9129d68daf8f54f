import { type SignatureConfig } from "./config.js";
import { type SignatureMap } from "./map.js";
/**
 * Reads and validates a signature configuration from a `.toml` or `.json`
 * file (chosen by extension). Throws SignatureConfigError when the file
 * cannot be read or parsed (one issue with `file`, and `line` and `column`
 * of a syntax error; the parser's error as `cause`) or does not have the
 * documented shape.
 */
export declare function readSignatureConfig(path: string): SignatureConfig;
/**
 * Reads a `.toml` or `.json` signature file and compiles it
 * (buildSignatureMap). Throws SignatureConfigError or SignatureCompileError
 * listing every problem.
 */
export declare function loadSignatureMap(path: string): SignatureMap;
/** A signature map read from a file, which can be reloaded when the file changes. */
export interface SignatureStore {
    /** The file it reads. */
    readonly path: string;
    /** The map in force: the last one that loaded without error. */
    readonly map: SignatureMap;
    /**
     * Reads the file again and puts the new map in force, returning it. When
     * the new file fails (SignatureConfigError, SignatureCompileError), throws
     * that error and keeps the previous map in force.
     */
    reload(): SignatureMap;
}
/**
 * Loads `path` (see loadSignatureMap; throws when it fails) and returns a
 * store whose `reload()` swaps in a new map only when the changed file
 * compiles. Watching the file is left to the caller.
 */
export declare function createSignatureStore(path: string): SignatureStore;
