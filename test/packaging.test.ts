// Packs the package, installs the tarball into a scratch TypeScript project
// that drops it in as src/middleware/error-classifier.ts, and runs that
// project's own tests and type checks. Slow (it builds the addon from the
// tarball's sources), so everything happens once in beforeAll.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const npm = (args: string[], cwd: string) =>
  spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } });

let dir = "";
let tarball = "";
let files: string[] = [];
let info: { files: { path: string; size: number }[] };

/** Text without its terminal colours. */
const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, "");

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

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ec-consumer-"));
  const packed = npm(["pack", "--json", "--pack-destination", dir], root);
  if (packed.status !== 0) throw new Error(packed.stderr);
  info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("[")))[0];
  tarball = join(dir, info.filename);
  files = info.files.map((f: { path: string }) => f.path);
  const app = join(dir, "app");
  mkdirSync(join(app, "src", "middleware"), { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  writeFileSync(
    join(app, "src", "middleware", "error-classifier.ts"),
    'export { classifyError, type ErrorCategory } from "error-classifier";\n',
  );
  writeFileSync(join(app, "src", "middleware", "error-classifier.test.ts"), CONSUMER_TEST);
  // The package's own spec tests, run against the installed package.
  mkdirSync(join(app, "src", "spec"), { recursive: true });
  writeFileSync(join(app, "src", "spec", "spec.test.ts"), readFileSync(join(root, "test", "spec.test.ts"), "utf8"));
  // Their 100 MB test takes seconds: the package's own timeout, not vitest's 5 s.
  writeFileSync(join(app, "vitest.config.mjs"), "export default { test: { testTimeout: 60_000 } };\n");
  // Under node16/nodenext resolution: an ES module and a CommonJS module that use the package.
  mkdirSync(join(app, "src", "node"), { recursive: true });
  writeFileSync(
    join(app, "src", "node", "esm-consumer.ts"),
    'import { classifyError, createClassifier, specRules, type ErrorCategory } from "error-classifier";\n' +
      'import { classifyError as extended, extendedVersion } from "error-classifier/extended";\n' +
      'export const c: ErrorCategory = classifyError("429");\nexport const d: string = createClassifier(specRules).category("x");\n' +
      'export const e: ErrorCategory = extended("x");\nexport const v: string = extendedVersion;\n',
  );
  writeFileSync(
    join(app, "src", "node", "cjs-consumer.cts"),
    'import ec = require("error-classifier");\nexport const c: ec.ErrorCategory = ec.classifyError("429");\n',
  );
  const tsconfig = (resolution: string, module: string, include: string[]) =>
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module, moduleResolution: resolution, target: "ES2022", skipLibCheck: false, types: [] }, include });
  writeFileSync(join(app, "tsconfig.json"), tsconfig("bundler", "esnext", ["src/middleware"]));
  writeFileSync(join(app, "tsconfig.nodenext.json"), tsconfig("nodenext", "nodenext", ["src/node"]));
  writeFileSync(join(app, "tsconfig.node16.json"), tsconfig("node16", "node16", ["src/node"]));
  const vitest = JSON.parse(readFileSync(join(root, "node_modules", "vitest", "package.json"), "utf8")).version;
  const ts = JSON.parse(readFileSync(join(root, "node_modules", "typescript", "package.json"), "utf8")).version;
  const installed = npm(["install", "--prefer-offline", "--no-audit", "--no-fund", tarball, `vitest@${vitest}`, `typescript@${ts}`], app);
  if (installed.status !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`);
  // A second consumer installs with install scripts skipped: no addon is built.
  const bare = join(dir, "bare");
  mkdirSync(bare);
  // The README's examples, run by each consumer against its installed package.
  for (const d of [app, bare]) writeFileSync(join(d, "readme-examples.cjs"), readFileSync(join(root, "test", "support", "readme-examples.cjs")));
  writeFileSync(join(bare, "package.json"), JSON.stringify({ name: "bare", private: true }));
  const bareInstall = npm(["install", "--prefer-offline", "--no-audit", "--no-fund", "--ignore-scripts", tarball], bare);
  if (bareInstall.status !== 0) throw new Error(`npm install failed:\n${bareInstall.stderr}`);
});

const CONSUMER_TEST = `import { describe, expect, it } from "vitest";
import { classifyError, type ErrorCategory } from "./error-classifier";

describe("classifyError", () => {
  it("classifies retryable errors", () => {
    for (const m of ["rate limit", "rate_limit", "Rate Limit", "429", "503", "overloaded", "ETIMEDOUT", "ECONNRESET", "ECONNREFUSED", "network error"]) {
      expect(classifyError(m)).toBe("retryable");
    }
  });
  it("classifies context overflow", () => {
    for (const m of ["context length", "context window", "context overflow", "too many tokens", "maximum context", "token limit"]) {
      expect(classifyError(m)).toBe("context_overflow");
    }
  });
  it("classifies fatal errors and defaults to fatal", () => {
    for (const m of ["401", "403", "unauthorized", "forbidden", "invalid key", "authentication failed", "weird", ""]) {
      expect(classifyError(m)).toBe("fatal");
    }
  });
  it("first match wins", () => {
    const c: ErrorCategory = classifyError("401 after rate limit");
    expect(c).toBe("retryable");
  });
});
`;

describe.skipIf(process.env.ERROR_CLASSIFIER_BACKEND === "wasm")(
  // Packs and installs the tarball and picks the backend in child processes
  // itself (native, WebAssembly after a skipped build or with the addon made
  // unloadable): the same in either pass, so it runs once, in the native one.
  "the packed tarball", () => {
  it("ships sources, compiled JS, types and data, and nothing else", () => {
    const top = [...new Set(files.map((f) => f.split("/")[0]))].sort();
    expect(top).toEqual(["CHANGELOG.md", "CMakeLists.txt", "LICENSE", "README.md", "bin", "dist", "native", "package.json", "rules", "schema", "types"]);
    expect(files).toContain("native/core/rule_set.cc");
    expect(files).toContain("native/binding/addon.cc");
    expect(files).toContain("rules/spec.json");
    expect(files).toContain("types/index.d.mts");
    expect(files.some((f) => f.startsWith("build/") || f.startsWith("test/") || f.startsWith("lib/"))).toBe(false);
  });

  it("works as a drop-in src/middleware/error-classifier.ts: the consumer's vitest passes", () => {
    const r = spawnSync("npx", ["vitest", "run"], { cwd: join(dir, "app"), encoding: "utf8" });
    // Its 4 tests and the package's 39 spec tests.
    expect(plain(r.stdout + r.stderr)).toMatch(/Tests\s+43 passed \(43\)/);
    expect(r.status).toBe(0);
  });

  it.each(["tsconfig.json", "tsconfig.nodenext.json", "tsconfig.node16.json"])("type-checks with %s", (config) => {
    const r = spawnSync("npx", ["tsc", "--noEmit", "-p", config], { cwd: join(dir, "app"), encoding: "utf8" });
    const output = (r.stdout + r.stderr).split("\n").filter((l) => l && !l.startsWith("npm warn"));
    expect(output).toEqual([]);
    expect(r.status).toBe(0);
  });

  it("ships the WebAssembly build, within 1.5 MB", () => {
    const sizes = Object.fromEntries(info.files.map((f: { path: string; size: number }) => [f.path, f.size]));
    expect(Object.keys(sizes).filter((f) => f.startsWith("dist/wasm/")).sort()).toEqual(["dist/wasm/error-classifier.js", "dist/wasm/error-classifier.wasm"]);
    expect(sizes["dist/wasm/error-classifier.wasm"] + sizes["dist/wasm/error-classifier.js"]).toBeLessThan(1.5 * 1024 * 1024);
  });

  it("runs on WebAssembly, without a warning, when install scripts were skipped (no addon built)", () => {
    const r = spawnSync(process.execPath, ["readme-examples.cjs"], {
      cwd: join(dir, "bare"),
      encoding: "utf8",
      env: { ...process.env, ERROR_CLASSIFIER_BACKEND: "" }, // the automatic choice, not the test pass's
    });
    expect(r.stderr).toBe("");
    expect(JSON.parse(r.stdout)).toEqual(README_ANSWERS("wasm"));
  });

  it("with its native addon made unloadable, imports, answers the spec tests and the README's examples, and the CLI runs", () => {
    const addon = join(dir, "app", "node_modules", "error-classifier", "build", "Release", "error_classifier.node");
    expect(existsSync(addon)).toBe(true);
    // A private mount namespace where the addon is /dev/null (not an ELF file).
    const hidden = (command: string) =>
      spawnSync("unshare", ["-m", "sh", "-c", `mount --bind /dev/null '${addon}' && ${command}`], {
        cwd: join(dir, "app"),
        encoding: "utf8",
        env: { ...process.env, ERROR_CLASSIFIER_BACKEND: "" },
      });
    const examples = hidden("node readme-examples.cjs");
    expect(JSON.parse(examples.stdout)).toEqual(README_ANSWERS("wasm"));
    // One warning, saying why.
    const warnings = examples.stderr.split("\n").filter((l) => l.includes("Warning"));
    expect(warnings.length).toBe(1);
    expect(warnings[0]).toContain("[ERROR_CLASSIFIER_WASM_FALLBACK] Warning: error-classifier: the native addon at ");
    expect(warnings[0]).toContain("exists but did not load");
    expect(warnings[0]).toContain("using the WebAssembly backend instead");
    // The spec's tests and the consumer's own, from the installed package.
    const tests = hidden("npx vitest run");
    expect(plain(tests.stdout + tests.stderr)).toMatch(/Tests\s+43 passed \(43\)/);
    expect(tests.status).toBe(0);
    const cli = hidden(
      `printf '%s\\n' "429 You exceeded your current quota" "prompt is too long: 208000 tokens > 200000 maximum" "API Error: 529 overloaded_error" | npx error-classifier --rules extended`,
    );
    expect(cli.stdout).toBe("fatal\ncontext_overflow\nretryable\n");
    expect(cli.status).toBe(0);
    // Forcing the native backend there fails with our error instead.
    const forced = hidden(`ERROR_CLASSIFIER_BACKEND=native node -e 'try { require("error-classifier") } catch (e) { console.log(e.code) }'`);
    expect(forced.stdout).toBe("ERR_ADDON_NOT_LOADED\n");
  });

  it("fails to import with an error of ours that names the fix when the native backend is forced and the addon was not built", () => {
    const r = spawnSync(process.execPath, ["-e", 'try { require("error-classifier") } catch (e) { console.log(e.name, e.code); console.log(e.message) }'], {
      cwd: join(dir, "bare"),
      encoding: "utf8",
      env: { ...process.env, ERROR_CLASSIFIER_BACKEND: "native" },
    });
    const [first, message] = r.stdout.split("\n");
    expect(first).toBe("AddonLoadError ERR_ADDON_NOT_LOADED");
    expect(message).toMatch(/^error-classifier: its native addon could not be loaded from .*error_classifier\.node \(Cannot find module/);
    expect(message).toContain("sudo apt-get install -y cmake g++ libre2-dev");
    expect(message).toContain("npm rebuild error-classifier");
  });

  it("resolves types for import and require (arethetypeswrong)", () => {
    const attw = join(root, "node_modules", ".bin", "attw");
    const out = execFileSync(attw, [tarball, "--profile", "node16", "--format", "json"], { encoding: "utf8" });
    const report = JSON.parse(out);
    // node10 resolution (no "exports") is out of scope: the node16 profile
    // ignores it, and only the subpath is unreachable there.
    const problems = report.analysis.problems as { kind: string; entrypoint: string; resolutionKind: string }[];
    expect(problems.filter((p) => p.resolutionKind !== "node10")).toEqual([]);
    expect(problems.map((p) => [p.kind, p.entrypoint, p.resolutionKind])).toEqual([["NoResolution", "./extended", "node10"]]);
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual([".", "./extended", "./package.json", "./rules/*.json", "./schema/*.json"]);
  });
});
