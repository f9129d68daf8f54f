/** A function of ours received an argument of the wrong type. */
export declare class ArgumentTypeError extends TypeError {
    readonly code = "ERR_INVALID_ARG_TYPE";
    /** The argument's name, such as `text` or `texts[3]`. */
    readonly argument: string;
    constructor(argument: string, expected: string, received: unknown, options?: {
        cause?: unknown;
    });
}
