// The prebuilt binary (scripts/build-prebuilt.sh): self-contained, needing
// only glibc (2.17 by its symbol versions), and loading on Debian 11's glibc
// 2.31 under Debian 11's node, in the build root the script keeps.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const binary = join(root, "prebuilds", "linux-x64", "error-classifier.node");
const buildRoot = process.env.EC_BUILD_ROOT ?? "/var/cache/error-classifier/bullseye-root";
const dynamicSymbols = () => execFileSync("objdump", ["-T", binary], { encoding: "utf8" }).split("\n");

/** "2.16" -> [2, 16], for comparing versions. */
const version = (v: string) => v.split(".").map(Number) as [number, number];

describe("the prebuilt binary for linux-x64", () => {
  it("ships with RE2's licence beside it", () => {
    expect(existsSync(binary)).toBe(true);
    expect(execFileSync("head", ["-c", "32", join(root, "prebuilds", "linux-x64", "LICENSE.re2")], { encoding: "utf8" })).toBe(
      "// Copyright (c) 2009 The RE2 Au",
    );
  });

  it("needs glibc 2.17 at most, and no libstdc++ or libgcc_s symbol versions", () => {
    const versions = [...new Set(dynamicSymbols().flatMap((l) => [...l.matchAll(/\((GLIBC[A-Z]*)_([0-9.]+)\)/g)].map((m) => `${m[1]}_${m[2]}`)))];
    expect(versions.filter((v) => !v.startsWith("GLIBC_"))).toEqual([]);
    const newest = versions.map((v) => v.slice("GLIBC_".length)).sort((a, b) => version(b)[0] - version(a)[0] || version(b)[1] - version(a)[1])[0];
    expect(newest).toBe("2.16");
    expect(dynamicSymbols().some((l) => /GLIBCXX_|CXXABI_|GCC_\d/.test(l))).toBe(false);
  });

  it("links only glibc's libraries and exports only the Node-API entry points", () => {
    const needed = execFileSync("objdump", ["-p", binary], { encoding: "utf8" })
      .split("\n")
      .filter((l) => l.trim().startsWith("NEEDED"))
      .map((l) => l.trim().split(/\s+/)[1]);
    expect(needed).toEqual(["libm.so.6", "libpthread.so.0", "libc.so.6", "ld-linux-x86-64.so.2"]);
    const defined = dynamicSymbols().filter((l) => / g +DF \.text/.test(l)).map((l) => l.trim().split(/\s+/).pop());
    expect(defined.sort()).toEqual(["napi_register_module_v1", "node_api_module_get_api_version_v1"]);
    // Every strong undefined symbol is glibc's (versioned) or Node-API's (from the node process).
    const strong = dynamicSymbols().filter((l) => /\*UND\*/.test(l) && !/^\S+\s+w\s/.test(l));
    expect(strong.filter((l) => !/\(GLIBC_[0-9.]+\)/.test(l) && !/\s(napi|node_api)_\w+$/.test(l))).toEqual([]);
  });

  it("loads and classifies on glibc 2.31 under Debian 11's node (chroot into the build root)", () => {
    expect(existsSync(join(buildRoot, "usr", "bin", "node"))).toBe(true);
    const dir = mkdtempSync(join(buildRoot, "tmp", "ec-load-"));
    try {
      copyFileSync(binary, join(dir, "error-classifier.node"));
      const inside = dir.slice(buildRoot.length);
      const script =
        `const a = require("${inside}/error-classifier.node");` +
        `const { ruleSet, error } = a.compile({ tiers: [{ category: "retryable", patterns: ["rate.?limit", "\\\\b429\\\\b"] }, { category: "fatal", patterns: ["\\\\b401\\\\b"] }],` +
        ` defaultCategory: "unknown", caseInsensitive: true, syntax: "re2", maxMemory: 0, patternByPattern: false, prefilter: true });` +
        `if (error) throw new Error(error.message);` +
        `const libc = require("child_process").execFileSync("ldd", ["--version"], { encoding: "utf8" }).split("\\n")[0];` +
        `console.log(process.version, libc.slice(libc.lastIndexOf(" ") + 1), ruleSet.category("HTTP 429 Rate Limit"), ruleSet.category("401"), ruleSet.category("ok"));`;
      const r = spawnSync("/usr/sbin/chroot", [buildRoot, "/usr/bin/node", "-e", script], { encoding: "utf8", env: { PATH: "/usr/bin:/bin" } });
      expect(r.stderr).toBe("");
      expect(r.stdout).toBe("v12.22.12 2.31 0 1 -1\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
