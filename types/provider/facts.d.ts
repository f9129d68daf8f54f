import { type HeadersLike } from "./headers.js";
/** The fields classifyProviderError reads, gathered from an error and its causes. */
export interface ErrorFacts {
    /** The error, its `cause`s and an AggregateError's `errors`, nearest first (at most 16, no cycles). */
    chain: object[];
    /** `name` and constructor name of each, in chain order. */
    names: string[];
    /** HTTP statuses (`status`, `statusCode`, `response.status`), in chain order. */
    statuses: number[];
    /** String `code`, `errorCode`, `error.code`, `error.error.code`, `error.details.error_code` values. */
    codes: string[];
    /** String `type`, `error.type`, `error.error.type` values (the envelope's `"error"` left out). */
    types: string[];
    /** Messages: `message`, `error.message`, `error.error.message`; a string error is its own message. */
    messages: string[];
    /** The first response headers found (`headers`, `response.headers`). */
    headers?: HeadersLike;
}
/** Gathers the facts of `error` (any value; a string is a message). */
export declare function errorFacts(error: unknown): ErrorFacts;
