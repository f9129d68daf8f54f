import { describeValue } from "../describe.js";

/** A function of ours received an argument of the wrong type. */
export class ArgumentTypeError extends TypeError {
  readonly code = "ERR_INVALID_ARG_TYPE";
  /** The argument's name, such as `text` or `texts[3]`. */
  readonly argument: string;

  constructor(argument: string, expected: string, received: unknown, options?: { cause?: unknown }) {
    super(`Expected ${expected} for ${argument} but received ${describeValue(received)}`, options);
    this.name = "ArgumentTypeError";
    this.argument = argument;
  }
}
