// Packs the package, installs the tarball into a scratch TypeScript project
// that drops it in as src/middleware/error-classifier.ts, and runs that
// project's own tests and type checks. Slow (it builds the addon from the
// tarball's sources), so everything happens once in beforeAll.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..");
// Consumers load their own build: not the one the sanitizer run points at.
const env = { ...process.env, EC_TEST_ADDON: "" };
const npm = (args: string[], cwd: string) =>
  spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...env, npm_config_loglevel: "error" } });

let dir = "";
let tarball = "";
let files: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "ec-consumer-"));
  const packed = npm(["pack", "--json", "--pack-destination", dir], root);
  if (packed.status !== 0) throw new Error(packed.stderr);
  const info = JSON.parse(packed.stdout.slice(packed.stdout.indexOf("[")))[0];
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

describe("the packed tarball", () => {
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
    const r = spawnSync("npx", ["vitest", "run"], { cwd: join(dir, "app"), encoding: "utf8", env });
    expect(r.stdout + r.stderr).toMatch(/Tests\s+.*4 passed/);
    expect(r.status).toBe(0);
  });

  it.each(["tsconfig.json", "tsconfig.nodenext.json", "tsconfig.node16.json"])("type-checks with %s", (config) => {
    const r = spawnSync("npx", ["tsc", "--noEmit", "-p", config], { cwd: join(dir, "app"), encoding: "utf8", env });
    const output = (r.stdout + r.stderr).split("\n").filter((l) => l && !l.startsWith("npm warn"));
    expect(output).toEqual([]);
    expect(r.status).toBe(0);
  });

  it("fails to import with an error of ours that names the fix when the addon was not built", () => {
    const r = spawnSync(process.execPath, ["-e", 'try { require("error-classifier") } catch (e) { console.log(e.name, e.code); console.log(e.message) }'], {
      cwd: join(dir, "bare"),
      encoding: "utf8",
      env,
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
