/** One candidate of the engine that did not load, and why. */
export interface AddonLoadAttempt {
    /** What and where it is: "prebuilt binary for linux-x64 at /…/error-classifier.node". */
    readonly candidate: string;
    /** Why it did not load, as thrown. */
    readonly error: unknown;
}
/**
 * No candidate of the engine loaded (no local build, no prebuilt binary for
 * this platform, or one that failed to load). The message names every
 * candidate tried with its cause chain, and the fix for this platform;
 * `attempts` holds them, `cause` the first one's error.
 */
export declare class AddonLoadError extends Error {
    readonly code = "ERR_ADDON_NOT_LOADED";
    /** The candidates tried, in order, with their errors. */
    readonly attempts: readonly AddonLoadAttempt[];
    constructor(attempts: readonly AddonLoadAttempt[]);
}
