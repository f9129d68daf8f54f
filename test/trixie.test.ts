// The source build against Debian 13's RE2 (20240702, on Abseil, whose
// include folders come from pkg-config) and Catch2 3: scripts/check-trixie.sh
// builds the engine's Catch2 suite and the addon in a trixie root, runs the
// suite, and classifies with the addon under trixie's node.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..");

describe("the source build on Debian 13 (trixie)", () => {
  it("passes every Catch2 test this machine's build has, and the addon classifies", () => {
    const here = spawnSync("ctest", ["--test-dir", join(root, "build-test"), "-N"], { encoding: "utf8" });
    const total = /Total Tests: (\d+)/.exec(here.stdout)?.[1];
    expect(Number(total)).toBeGreaterThan(0);
    const r = spawnSync("bash", [join(root, "scripts", "check-trixie.sh")], { encoding: "utf8" });
    const last = r.stdout.trim().split("\n").pop();
    expect(r.stderr).toBe("");
    expect(last).toMatch(new RegExp(`^trixie: ${total} Catch2 tests passed, addon ok \\(libre2-dev 20240702-`));
    expect(r.status).toBe(0);
  }, 1_200_000);
});
