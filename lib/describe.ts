/** A short description of a value for "Expected X for Y but received Z". */
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
    case "function":
      return `function ${value.name || "(anonymous)"}`;
    default: {
      if (Array.isArray(value)) return `an array of length ${value.length}`;
      const name = Object.getPrototypeOf(value)?.constructor?.name;
      return name && name !== "Object" ? `an instance of ${name}` : "an object";
    }
  }
}
