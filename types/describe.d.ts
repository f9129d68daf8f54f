/** A short description of a value for "Expected X for Y but received Z". */
export declare function describeValue(value: unknown): string;
