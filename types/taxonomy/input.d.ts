import { type ErrorFacts } from "../provider/facts.js";
export interface AnalyzedInput {
    text: string;
    /** For error objects only. */
    facts?: ErrorFacts;
}
/**
 * The text of input: a string as it is, bytes decoded as UTF-8 (bad bytes
 * become U+FFFD), an object as its messages, then codes, then names other
 * than `Error` and `Object`, then `HTTP <status>` for each status not stated
 * in a message, one a line. Throws ArgumentTypeError for anything else.
 */
export declare function readInput(input: unknown, argument?: string): AnalyzedInput;
