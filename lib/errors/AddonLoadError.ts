/** The native addon could not be loaded (not built, or RE2 missing). */
export class AddonLoadError extends Error {
  readonly code = "ERR_ADDON_NOT_LOADED";

  constructor(path: string, cause: unknown) {
    const reason = (cause instanceof Error ? cause.message : String(cause)).split("\n")[0];
    super(
      `error-classifier: its native addon could not be loaded from ${path} (${reason}). ` +
        "It is built when the package is installed; if install scripts were skipped or the build failed, " +
        "install the system packages with `sudo apt-get install -y cmake g++ libre2-dev` " +
        "and run `npm rebuild error-classifier`.",
      { cause },
    );
    this.name = "AddonLoadError";
  }
}
