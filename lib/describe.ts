import { isProxy, isTypedArray } from "node:util/types";

/**
 * A short description of a value for "Expected X for Y but received Z".
 * Never throws, and runs no code of the value's: a Proxy (revoked or not)
 * is not inspected, a getter of `constructor` is not called.
 */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "undefined";
  switch (typeof value) {
    case "string": {
      const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
      return `string ${JSON.stringify(shown)}`;
    }
    case "number":
    case "bigint":
    case "boolean":
      return `${typeof value} ${String(value)}`;
    case "symbol":
      return `symbol ${value.description === undefined ? "" : value.description}`.trimEnd();
    case "function": {
      if (isProxy(value)) return "a Proxy";
      const name = Object.getOwnPropertyDescriptor(value, "name")?.value as unknown;
      return `function ${typeof name === "string" && name ? name : "(anonymous)"}`;
    }
    default: {
      if (isProxy(value)) return "a Proxy";
      if (Array.isArray(value)) return `an array of length ${value.length}`;
      const name = constructorName(value as object);
      if (name && name.endsWith("Array") && name !== "Array" && !isTypedArray(value)) {
        return `an object inheriting from ${name}.prototype that is not a ${name}`;
      }
      return name && name !== "Object" ? `an instance of ${name}` : "an object";
    }
  }
}

/** The name of the constructor on value's prototype chain, read as data only. */
function constructorName(value: object): string | undefined {
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto === null || typeof proto !== "object" || isProxy(proto)) return undefined;
  const ctor = Object.getOwnPropertyDescriptor(proto, "constructor")?.value as unknown;
  if (typeof ctor !== "function") return undefined;
  const name = Object.getOwnPropertyDescriptor(ctor, "name")?.value as unknown;
  return typeof name === "string" ? name : undefined;
}
