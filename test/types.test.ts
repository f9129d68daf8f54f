// types/ holds the published declarations and is committed, so that every
// change to the public API shows in review: it must be what the build makes.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("types/", () => {
  it("is current: the declarations the build makes from lib/, file for file", () => {
    const r = spawnSync(process.execPath, [join(__dirname, "..", "scripts", "build-ts.mjs"), "--check-types"], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
