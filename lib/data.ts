/** Plain-data helpers shared by the loaders of rule sets and signatures. */

/** True for an object that is neither null nor an array (nor a revoked Proxy, which cannot be read). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  try {
    return !Array.isArray(value);
  } catch {
    return false; // Array.isArray throws on a revoked Proxy
  }
}

/** Freezes value and everything reachable from it; returns value. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}
