/**
 * The Buffer or Uint8Array given to classifyAsync was detached (transferred
 * with postMessage or structuredClone) while it was being copied: a text of
 * over 1 MiB is copied a slice per turn of the event loop, so that copying
 * it never holds the loop up.
 */
export class TextDetachedError extends Error {
  readonly code = "ERR_TEXT_DETACHED";

  constructor(length: number) {
    super(
      `The ${length}-byte text given to classifyAsync was detached while it was being copied; ` +
        "keep its buffer until classifyAsync's promise settles",
    );
    this.name = "TextDetachedError";
  }
}
