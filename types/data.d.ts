/** Plain-data helpers shared by the loaders of rule sets and signatures. */
/** True for an object that is neither null nor an array (nor a revoked Proxy, which cannot be read). */
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** Freezes value and everything reachable from it; returns value. */
export declare function deepFreeze<T>(value: T): T;
