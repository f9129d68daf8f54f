// The packed tarball installed as a user installs it: with nothing on PATH
// but node, npm, npx and sh (no compiler, no CMake), and the system's RE2
// hidden (a private mount namespace with /dev/null bound over libre2.so*).
// Then a bundled consumer (esbuild, the package marked external), and the
// error a user gets when the binary is missing. Prints the install time.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const libDir = "/usr/lib/x86_64-linux-gnu";
let dir = "";
let app = "";
let steps: Record<string, { status: number | null; out: string; ms: number }> = {};

// Runs inside the namespace, with PATH reduced to bin/: each step's exit status, output and time.
const STEPS = `
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
const run = (cmd, args) => {
  const t = performance.now();
  const r = spawnSync(cmd, args, { encoding: "utf8" });
  return { status: r.status, out: (r.stdout ?? "") + (r.stderr ?? "") + (r.error ? String(r.error.code) : ""), ms: Math.round(performance.now() - t) };
};
const hidden = (name) => { try { return statSync("${libDir}/" + name).size; } catch (e) { return e.code; } };
const [tarball] = process.argv.slice(2);
const out = {
  path: { status: 0, out: process.env.PATH, ms: 0 },
  cmake: run("cmake", ["--version"]),
  gxx: run("g++", ["--version"]),
  re2: { status: 0, out: process.argv.slice(3).map((f) => f + "=" + hidden(f)).join(" "), ms: 0 },
  install: run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball]),
  esm: run("node", ["--input-type=module", "-e", 'import { classifyError, createClassifier, specRules } from "error-classifier"; import { classifyError as x } from "error-classifier/extended"; console.log(classifyError("HTTP 429 Too Many Requests"), createClassifier(specRules).category("maximum context length"), x("insufficient_quota"))']),
  cjs: run("node", ["-e", 'const ec = require("error-classifier"); console.log(ec.classifyError("401 Unauthorized"), require("error-classifier/extended").classifyError("ECONNRESET"))']),
  cli: run("npx", ["error-classifier", "--version"]),
  classify: run("npx", ["error-classifier", "rate", "limit"]),
};
console.log(JSON.stringify(out));
`;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ec-install-"));
  const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", dir], { cwd: root, encoding: "utf8" });
  if (packed.status !== 0) throw new Error(packed.stderr);
  const tarball = join(dir, JSON.parse(packed.stdout.slice(packed.stdout.indexOf("[")))[0].filename);
  const bin = join(dir, "bin");
  mkdirSync(bin);
  for (const tool of ["node", "npm", "npx", "sh"]) symlinkSync(execFileSync("sh", ["-c", `command -v ${tool}`], { encoding: "utf8" }).trim(), join(bin, tool));
  app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true }));
  writeFileSync(join(dir, "steps.mjs"), STEPS);
  const libs = readdirSync(libDir).filter((f) => f.startsWith("libre2.so"));
  if (libs.length === 0) throw new Error(`no libre2.so* in ${libDir} to hide`);
  const script =
    `set -e; for f in ${libs.map((f) => `${libDir}/${f}`).join(" ")}; do /usr/bin/mount --bind /dev/null "$f"; done; ` +
    `cd ${app}; exec /usr/bin/env -i PATH=${bin} HOME=${process.env.HOME ?? "/root"} node ${join(dir, "steps.mjs")} ${tarball} ${libs.join(" ")}`;
  const r = spawnSync("unshare", ["-m", "/bin/sh", "-c", script], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`the install steps failed: ${r.stderr}`);
  steps = JSON.parse(r.stdout);
  console.log(`install of the packed tarball (warm cache, no compiler, RE2 hidden): ${steps.install.ms} ms`);
});

describe("npm install of the packed tarball, with no compiler, no CMake and no RE2", () => {
  it("runs with PATH holding only node, npm, npx and sh, and the system's RE2 hidden", () => {
    expect(readdirSync(join(dir, "bin")).sort()).toEqual(["node", "npm", "npx", "sh"]);
    expect(steps.path.out).toBe(join(dir, "bin"));
    expect([steps.cmake.status, steps.cmake.out]).toEqual([null, "ENOENT"]);
    expect([steps.gxx.status, steps.gxx.out]).toEqual([null, "ENOENT"]);
    expect(steps.re2.out).toMatch(/^(libre2\.so\S*=0 ?)+$/);
  });

  it("installs without compiling and without an install-scripts warning", () => {
    expect(steps.install.status).toBe(0);
    expect(steps.install.out).not.toMatch(/install-scripts|allowScripts|cmake|gyp|prepare/i);
    expect(steps.install.out.trim()).toBe("added 2 packages in " + /in (\S+)$/.exec(steps.install.out.trim())?.[1]);
  });

  it("imports and classifies, as an ES module and as CommonJS", () => {
    expect([steps.esm.status, steps.esm.out]).toEqual([0, "retryable context_overflow fatal\n"]);
    expect([steps.cjs.status, steps.cjs.out]).toEqual([0, "fatal retryable\n"]);
  });

  it("runs the command line through npx", () => {
    expect(steps.cli.status).toBe(0);
    expect(steps.cli.out).toMatch(/^error-classifier \d+\.\d+\.\d+ \(rules: spec /);
    expect([steps.classify.status, steps.classify.out]).toEqual([0, "retryable\n"]);
  });
});

describe("an application bundled with esbuild, the package marked external", () => {
  const entry = 'import { classifyError, retryDelay } from "error-classifier";\nconsole.log(classifyError("503 Service Unavailable"), retryDelay({ attempt: 1, headers: { "retry-after": "2" } }).delayMs);\n';
  it.each([
    ["esm", "app.mjs"],
    ["cjs", "app.cjs"],
  ] as const)("runs as %s", (format, outfile) => {
    writeFileSync(join(app, "main.mjs"), entry);
    buildSync({ entryPoints: [join(app, "main.mjs")], bundle: true, platform: "node", format, outfile: join(app, "out", outfile), external: ["error-classifier"], logLevel: "error" });
    const r = spawnSync(process.execPath, [join(app, "out", outfile)], { cwd: app, encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("retryable 2000\n");
  });

  it("names the fix when the package's JavaScript was bundled in (not marked external)", () => {
    buildSync({ entryPoints: [join(app, "main.mjs")], bundle: true, platform: "node", format: "esm", outfile: join(app, "inlined", "app.mjs"), logLevel: "error" });
    const r = spawnSync(process.execPath, [join(app, "inlined", "app.mjs")], { cwd: app, encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).not.toContain("__dirname");
    expect(r.stderr).toContain(`error-classifier: cannot read its rule data ${join(dir, "rules", "spec.json")} (ENOENT`);
    expect(r.stderr).toContain('mark it external (see the README\'s "Bundling")');
  });
});

describe("the installed package without its binary", () => {
  it("imports, and the pure-JavaScript parts work; the engine's first use throws AddonLoadError naming each candidate and the fix", () => {
    const bare = join(dir, "bare");
    cpSync(app, bare, { recursive: true });
    const pkg = join(bare, "node_modules", "error-classifier");
    // Neither the prebuilt binary nor the WebAssembly build: nothing can load.
    rmSync(join(pkg, "prebuilds"), { recursive: true });
    rmSync(join(pkg, "dist", "wasm"), { recursive: true });
    const script =
      'const ec = require("error-classifier"); console.log(ec.retryDelay({ attempt: 0, headers: { "retry-after": "1" } }).delayMs);' +
      'const fail = (info) => { if (info.attempt === 0) throw Object.assign(new Error("slow down"), { status: 429 }); return "ok " + info.attempt; };' +
      'ec.withRetry((p, info) => fail(info), { providers: ["a"], sleep: () => {}, classify: () => ({ type: "rate_limit" }) }).then((v) => console.log("withRetry", v));' +
      'try { ec.classifyError("x") } catch (e) { console.log(e.name, e.code, e.attempts.length); console.log(e.message) }';
    // The automatic choice of backend, not the test pass's forced one.
    const r = spawnSync(process.execPath, ["-e", script], { cwd: bare, encoding: "utf8", env: { ...process.env, ERROR_CLASSIFIER_BACKEND: "" } });
    expect(r.stderr).toBe("");
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 2)).toEqual(["1000", "AddonLoadError ERR_ADDON_NOT_LOADED 3"]);
    expect(lines[7]).toBe("withRetry ok 1");
    expect(lines[2]).toMatch(/^error-classifier: its engine could not be loaded on linux-x64 \(glibc \d+\.\d+\)\. Tried:$/);
    expect(lines[3]).toBe(`  - local build at ${join(pkg, "build", "Release", "error_classifier.node")}: not found`);
    expect(lines[4]).toBe(`  - prebuilt binary for linux-x64 at ${join(pkg, "prebuilds", "linux-x64", "error-classifier.node")}: not found`);
    expect(lines[5]).toBe(
      `  - WebAssembly build at ${join(pkg, "dist", "wasm")}: ENOENT: no such file or directory, open '${join(pkg, "dist", "wasm", "error-classifier.wasm")}'`,
    );
    expect(lines[6]).toContain("`sudo apt-get install -y cmake g++ make pkg-config libre2-dev`");
    expect(lines[6]).toContain("`cd node_modules/error-classifier && npm run build:from-source`");
    expect(lines[6]).toContain("the WebAssembly build (dist/wasm/) answers on any platform");
    for (const args of [["--version"], ["--help"]]) {
      const cli = spawnSync(process.execPath, [join(pkg, "bin", "error-classifier.js"), ...args], { encoding: "utf8" });
      expect([cli.status, cli.stderr]).toEqual([0, ""]);
    }
  });

  it("builds from source on request inside the installed package (npm run build:from-source), and then classifies with that build", () => {
    const pkg = join(dir, "bare", "node_modules", "error-classifier");
    const build = spawnSync("npm", ["run", "build:from-source"], { cwd: pkg, encoding: "utf8" });
    expect(build.status).toBe(0);
    const script = 'const ec = require("error-classifier"); console.log(ec.classifyError("ECONNRESET")); console.log(Object.keys(require.cache).filter((k) => k.endsWith(".node")).join());';
    const r = spawnSync(process.execPath, ["-e", script], { cwd: join(dir, "bare"), encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe(`retryable\n${join(pkg, "build", "Release", "error_classifier.node")}\n`);
  }, 600_000);
});
