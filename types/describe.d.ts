/**
 * A short description of a value for "Expected X for Y but received Z".
 * Never throws, and runs no code of the value's: a Proxy (revoked or not)
 * is not inspected, a getter of `constructor` is not called.
 */
export declare function describeValue(value: unknown): string;
