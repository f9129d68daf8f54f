import { glibcVersion, platformFix } from "../platform-fix.js";

/** One candidate of the engine that did not load, and why. */
export interface AddonLoadAttempt {
  /** What and where it is: "prebuilt binary for linux-x64 at /…/error-classifier.node". */
  readonly candidate: string;
  /** Why it did not load, as thrown. */
  readonly error: unknown;
}

/** Each line of an error's message and of its causes', joined with " <- ". */
function reasons(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e !== undefined && depth < 8; depth++) {
    parts.push((e instanceof Error ? e.message : String(e)).split("\n")[0]);
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(" <- ");
}

/**
 * No candidate of the engine loaded (no local build, no prebuilt binary for
 * this platform, or one that failed to load). The message names every
 * candidate tried with its cause chain, and the fix for this platform;
 * `attempts` holds them, `cause` the first one's error.
 */
export class AddonLoadError extends Error {
  readonly code = "ERR_ADDON_NOT_LOADED";
  /** The candidates tried, in order, with their errors. */
  readonly attempts: readonly AddonLoadAttempt[];

  constructor(attempts: readonly AddonLoadAttempt[]) {
    const glibc = glibcVersion();
    const tried = attempts.map((a) => `\n  - ${a.candidate}: ${reasons(a.error)}`).join("");
    super(
      `error-classifier: its engine could not be loaded on ${process.platform}-${process.arch}` +
        `${glibc ? ` (glibc ${glibc})` : process.platform === "linux" ? " (not glibc)" : ""}. Tried:${tried}\n${platformFix()}`,
      { cause: attempts[0]?.error },
    );
    this.name = "AddonLoadError";
    this.attempts = Object.freeze([...attempts]);
  }
}
