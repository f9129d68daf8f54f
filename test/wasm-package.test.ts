// The packed tarball on the WebAssembly backend: where no native binary is
// shipped for the platform (the prebuilt binary removed: what Windows, macOS
// or Alpine get), and where the shipped one cannot load (bound over by
// /dev/null in a private mount namespace). The installed package then
// imports, answers the spec tests and the README's examples (with
// docs/guide/rules.md's: test/support/readme-examples.cjs), and the CLI
// runs. They pick the backend in child processes themselves: run once, in
// the native pass (vitest.config.mts).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const npm = (args: string[], cwd: string) => spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } });
// The automatic choice, not the test pass's forced one.
const env = { ...process.env, ERROR_CLASSIFIER_BACKEND: "" };

/** What test/support/readme-examples.cjs prints. */
const README_ANSWERS = (backend: string) => ({
  backend,
  spec: ["retryable", "context_overflow", "fatal", "fatal"],
  extended: ["fatal", "context_overflow", "retryable"],
  classify: { category: "oom", matches: [{ tier: 1, category: "oom", index: 1, pattern: "(?P<signal>SIGKILL|OOMKilled)" }] },
  category: "disk",
  many: ["disk", "unknown"],
  groups: { signal: "OOMKilled" },
  huge: "oom",
});

let dir = "";
let app = "";
let sizes: Record<string, number> = {};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ec-wasm-consumer-"));
  const packed = npm(["pack", "--json", "--pack-destination", dir], root);
  if (packed.status !== 0) throw new Error(packed.stderr);
  const info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("[")))[0];
  sizes = Object.fromEntries(info.files.map((f: { path: string; size: number }) => [f.path, f.size]));
  app = join(dir, "app");
  mkdirSync(join(app, "src"), { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  // The package's own spec tests, run against the installed package; their 100 MB test takes seconds.
  writeFileSync(join(app, "src", "spec.test.ts"), readFileSync(join(root, "test", "spec.test.ts"), "utf8"));
  writeFileSync(join(app, "vitest.config.mjs"), "export default { test: { testTimeout: 60_000 } };\n");
  writeFileSync(join(app, "readme-examples.cjs"), readFileSync(join(root, "test", "support", "readme-examples.cjs")));
  const vitest = JSON.parse(readFileSync(join(root, "node_modules", "vitest", "package.json"), "utf8")).version;
  const installed = npm(["install", "--prefer-offline", "--no-audit", "--no-fund", join(dir, info.filename), `vitest@${vitest}`], app);
  if (installed.status !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`);
}, 300_000);

describe("the packed tarball on WebAssembly", () => {
  it("ships the WebAssembly build, within 1.5 MB", () => {
    expect(Object.keys(sizes).filter((f) => f.startsWith("dist/wasm/")).sort()).toEqual(["dist/wasm/error-classifier.js", "dist/wasm/error-classifier.wasm"]);
    expect(sizes["dist/wasm/error-classifier.wasm"] + sizes["dist/wasm/error-classifier.js"]).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("runs on WebAssembly, without a warning, where no native binary is shipped for the platform", () => {
    const other = join(dir, "other-platform");
    cpSync(app, other, { recursive: true });
    rmSync(join(other, "node_modules", "error-classifier", "prebuilds"), { recursive: true });
    const r = spawnSync(process.execPath, ["readme-examples.cjs"], { cwd: other, encoding: "utf8", env });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual(README_ANSWERS("wasm"));
  });

  it("with its native binary made unloadable, warns once, answers the spec tests and the README's examples, and the CLI runs", () => {
    const binary = join(app, "node_modules", "error-classifier", "prebuilds", "linux-x64", "error-classifier.node");
    expect(existsSync(binary)).toBe(true);
    const hidden = (command: string, extra: Record<string, string> = {}) =>
      spawnSync("unshare", ["-m", "sh", "-c", `mount --bind /dev/null '${binary}' && ${command}`], { cwd: app, encoding: "utf8", env: { ...env, ...extra } });
    const examples = hidden("node readme-examples.cjs");
    expect(JSON.parse(examples.stdout)).toEqual(README_ANSWERS("wasm"));
    const warnings = examples.stderr.split("\n").filter((l) => l.includes("Warning"));
    expect(warnings).toEqual([
      expect.stringContaining(`[ERROR_CLASSIFIER_WASM_FALLBACK] Warning: error-classifier: the native addon prebuilt binary for linux-x64 at ${binary} exists but did not load`),
    ]);
    expect(warnings[0]).toContain("using the WebAssembly backend instead");
    const tests = hidden("npx vitest run");
    expect(stripVTControlCharacters(tests.stdout + tests.stderr)).toMatch(/\bTests\s+39 passed \(39\)/);
    expect(tests.status).toBe(0);
    const cli = hidden(
      `printf '%s\\n' "429 You exceeded your current quota" "prompt is too long: 208000 tokens > 200000 maximum" "API Error: 529 overloaded_error" | npx error-classifier --rules extended`,
    );
    expect([cli.stdout, cli.status]).toEqual(["fatal\ncontext_overflow\nretryable\n", 0]);
    // Forcing the native backend there fails with our error instead.
    const forced = hidden(`node -e 'try { require("error-classifier").classifyError("x") } catch (e) { console.log(e.code, e.attempts.length) }'`, {
      ERROR_CLASSIFIER_BACKEND: "native",
    });
    expect(forced.stdout).toBe("ERR_ADDON_NOT_LOADED 2\n");
  }, 120_000);
});
