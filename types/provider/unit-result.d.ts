import { type ErrorContext } from "./error-context.js";
/** How a unit of work ended. */
export type UnitStatus = "completed" | "cancelled" | "error";
/**
 * The status each `stopReason` an agent runtime sends maps to; any other
 * value (or none) is `error`:
 *
 * | stopReason | status    | errorContext |
 * |------------|-----------|--------------|
 * | `stop`     | completed | none |
 * | `length`   | completed | none (the reply hit the output-token limit but arrived) |
 * | `toolUse`  | completed | none |
 * | `error`    | error     | toErrorContext of the error (or `errorMessage`) |
 * | `aborted`  | cancelled | category `aborted`, `isTransient: false` |
 * | other      | error     | toErrorContext of the error (or `errorMessage`, or a message naming the value) |
 */
export declare const stopReasonStatus: Readonly<Record<"stop" | "length" | "toolUse" | "error" | "aborted", UnitStatus>>;
/** The fields resolveUnitResult reads from the last assistant message of a run. */
export interface AgentStop {
    stopReason?: string;
    errorMessage?: string;
}
/**
 * The status of a unit of work and, unless it completed, why: the
 * error-context specification's `UnitResult` without its `event`, which the
 * caller adds.
 */
export interface UnitResult {
    status: UnitStatus;
    errorContext?: ErrorContext;
}
/**
 * The resolve step of a unit of work: from the last message's `stopReason`
 * and `errorMessage`, and the error object when the caller has one, the
 * `status` (see stopReasonStatus) and, for `cancelled` and `error`, the
 * `errorContext` a journal reads instead of matching message text. The
 * context's `message` is `errorMessage` when given, else the error's
 * message; its `stopReason` is the one given. Throws ArgumentTypeError when
 * `last` is not an object or its fields are not strings.
 */
export declare function resolveUnitResult(last: AgentStop, error?: unknown): UnitResult;
