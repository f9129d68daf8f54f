// Packs the package, installs the tarball into a scratch TypeScript project
// that drops it in as src/middleware/error-classifier.ts, and runs that
// project's own tests and type checks (under node16, nodenext, bundler and
// node10 resolution, and with lib ES2020). Everything happens once in
// beforeAll. test/install.test.ts installs it with no build tools at all.
import { spawnSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(__dirname, "..");
const npm = (args: string[], cwd: string) =>
  spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } });

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
  mkdirSync(join(app, "src", "node10"), { recursive: true });
  writeFileSync(
    join(app, "src", "node", "esm-consumer.ts"),
    'import { classifyError, createClassifier, specRules, type ErrorCategory } from "error-classifier";\n' +
      'import { classifyError as extended, extendedVersion } from "error-classifier/extended";\n' +
      'export const c: ErrorCategory = classifyError("429");\nexport const d: string = createClassifier(specRules).category("x");\n' +
      'export const e: ErrorCategory = extended("x");\nexport const v: string = extendedVersion;\n' +
      SUBPATH_CONSUMER,
  );
  writeFileSync(
    join(app, "src", "node", "cjs-consumer.cts"),
    'import ec = require("error-classifier");\nexport const c: ec.ErrorCategory = ec.classifyError("429");\n' +
      'import provider = require("error-classifier/provider");\nimport signatures = require("error-classifier/signatures");\n' +
      'export const p: number = provider.retryDelay({ attempt: 1, random: () => 0.5 }).delayMs;\nexport const s: typeof signatures.classifyStderr = signatures.classifyStderr;\n',
  );
  const tsconfig = (resolution: string, module: string, include: string[]) =>
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module, moduleResolution: resolution, target: "ES2022", skipLibCheck: false, types: [] }, include });
  writeFileSync(join(app, "tsconfig.json"), tsconfig("bundler", "esnext", ["src/middleware"]));
  writeFileSync(join(app, "tsconfig.nodenext.json"), tsconfig("nodenext", "nodenext", ["src/node"]));
  writeFileSync(join(app, "tsconfig.node16.json"), tsconfig("node16", "node16", ["src/node"]));
  // node10 resolution (no "exports": the subpath through typesVersions), and
  // a consumer whose target (and so default lib) is ES2020: no AggregateError.
  writeFileSync(
    join(app, "src", "node10", "consumer.ts"),
    'import { classifyError, RetryExhaustedError, withRetry, type ErrorCategory } from "error-classifier";\n' +
      'import { classifyError as extended, extendedVersion } from "error-classifier/extended";\n' +
      'export const c: ErrorCategory = classifyError("429");\nexport const e: ErrorCategory = extended("x");\nexport const v: string = extendedVersion;\n' +
      'export const w: typeof withRetry = withRetry;\nexport const errors = (x: RetryExhaustedError): unknown[] => x.errors;\n' +
      SUBPATH_CONSUMER,
  );
  writeFileSync(
    join(app, "tsconfig.node10.json"),
    JSON.stringify({ compilerOptions: { strict: true, noEmit: true, module: "commonjs", moduleResolution: "node10", target: "ES2020", skipLibCheck: false, types: [] }, include: ["src/node10"] }),
  );
  const vitest = JSON.parse(readFileSync(join(root, "node_modules", "vitest", "package.json"), "utf8")).version;
  const ts = JSON.parse(readFileSync(join(root, "node_modules", "typescript", "package.json"), "utf8")).version;
  const installed = npm(["install", "--prefer-offline", "--no-audit", "--no-fund", tarball, `vitest@${vitest}`, `typescript@${ts}`], app);
  if (installed.status !== 0) throw new Error(`npm install failed:\n${installed.stdout}\n${installed.stderr}`);
});

/** Types from the provider and signatures subpaths (ESM or CommonJS import syntax both compile it). */
const SUBPATH_CONSUMER =
  'import { classifyProviderError, withRetry as retry, type ErrorContext } from "error-classifier/provider";\n' +
  'import { classifyStderr, type SignatureCategory } from "error-classifier/signatures";\n' +
  'export const t: string = classifyProviderError(new Error("429"), "claude").type;\nexport const r: typeof retry = retry;\n' +
  'export const s: typeof classifyStderr = classifyStderr;\nexport const k: SignatureCategory = "flake";\nexport const x = (e: ErrorContext): string => e.category;\n';

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
  it("ships the prebuilt binary with RE2's licence, compiled JS, types, data, the guide pages the README links and the sources to build from, and nothing else", () => {
    const top = [...new Set(files.map((f) => f.split("/")[0]))].sort();
    expect(top).toEqual(["CHANGELOG.md", "CMakeLists.txt", "LICENSE", "README.md", "bin", "dist", "docs", "native", "package.json", "prebuilds", "rules", "schema", "scripts", "types"]);
    expect(files.filter((f) => f.startsWith("prebuilds/") || f.startsWith("scripts/")).sort()).toEqual([
      "prebuilds/linux-x64/LICENSE.re2",
      "prebuilds/linux-x64/error-classifier.node",
      "scripts/build-from-source.mjs",
    ]);
    expect(files.filter((f) => /\.(o|a|so|obj|tsbuildinfo|log)$/.test(f) || f.includes("CMakeFiles"))).toEqual([]);
    // The guide pages, not the generated API reference (docs/api/, git-ignored).
    expect(files.filter((f) => f.startsWith("docs/")).sort()).toEqual(readdirSync(join(root, "docs", "guide")).map((f) => `docs/guide/${f}`).sort());
    expect(files).toContain("dist/esm/index.js");
    expect(files).toContain("dist/esm/package.json");
    expect(files).toContain("native/core/rule_set.cc");
    expect(files).toContain("native/binding/addon.cc");
    expect(files).toContain("rules/spec.json");
    expect(files).toContain("types/index.d.mts");
    expect(files.some((f) => f.startsWith("build/") || f.startsWith("test/") || f.startsWith("lib/"))).toBe(false);
  });

  it("works as a drop-in src/middleware/error-classifier.ts: the consumer's vitest passes", () => {
    const r = spawnSync("npx", ["vitest", "run"], { cwd: join(dir, "app"), encoding: "utf8" });
    // Exactly 4: the consumer's four tests, none skipped or failed (a bare /4 passed/ would accept "14 passed").
    expect(stripVTControlCharacters(r.stdout + r.stderr)).toMatch(/\bTests\s+4 passed \(4\)/);
    expect(r.status).toBe(0);
  });

  it.each(["tsconfig.json", "tsconfig.nodenext.json", "tsconfig.node16.json", "tsconfig.node10.json"])("type-checks with %s", (config) => {
    const r = spawnSync("npx", ["tsc", "--noEmit", "-p", config], { cwd: join(dir, "app"), encoding: "utf8" });
    const output = (r.stdout + r.stderr).split("\n").filter((l) => l && !l.startsWith("npm warn"));
    expect(output).toEqual([]);
    expect(r.status).toBe(0);
  });

  it.each(["strict", "node16", "esm-only"])("resolves types for import and require (arethetypeswrong, profile %s)", (profile) => {
    const attw = join(root, "node_modules", ".bin", "attw");
    const r = spawnSync(attw, [tarball, "--profile", profile, "--format", "json"], { encoding: "utf8" });
    const report = JSON.parse(r.stdout);
    expect(report.analysis.problems).toEqual([]);
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual([".", "./extended", "./package.json", "./provider", "./rules/*.json", "./schema/*.json", "./signatures"]);
    expect(r.status).toBe(0);
  });

  it("has a manifest with no install-time steps, no build tools among its dependencies and no os restriction", () => {
    const pkg = JSON.parse(readFileSync(join(dir, "app", "node_modules", "error-classifier", "package.json"), "utf8"));
    expect(Object.keys(pkg.scripts).filter((s) => /^(pre|post)?(install|prepare)$/.test(s))).toEqual([]);
    expect(pkg.dependencies).toEqual({ "smol-toml": expect.any(String) });
    expect(pkg.os).toBeUndefined();
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.typesVersions).toEqual({
      "*": { extended: ["types/extended.d.ts"], provider: ["types/provider/index.d.ts"], signatures: ["types/signatures/index.d.ts"] },
    });
  });

  it("resolves the provider and signatures subpaths from the installed tarball, by import and require, to the root's own objects", () => {
    const check =
      'const same = (sub, m) => [sub, Object.keys(m).length, Object.keys(m).filter((k) => root[k] !== m[k])];\n' +
      'console.log(JSON.stringify([same("provider", provider), same("signatures", signatures), provider.withRetry === root.withRetry]));';
    const esm = spawnSync(process.execPath, ["--input-type=module", "-e",
      'import * as root from "error-classifier"; import * as provider from "error-classifier/provider"; import * as signatures from "error-classifier/signatures";\n' + check], { cwd: join(dir, "app"), encoding: "utf8" });
    const cjs = spawnSync(process.execPath, ["-e",
      'const root = require("error-classifier"), provider = require("error-classifier/provider"), signatures = require("error-classifier/signatures");\n' + check], { cwd: join(dir, "app"), encoding: "utf8" });
    const expected = JSON.stringify([["provider", 27, []], ["signatures", 14, []], true]);
    expect([esm.stderr, esm.stdout.trim()]).toEqual(["", expected]);
    expect([cjs.stderr, cjs.stdout.trim()]).toEqual(["", expected]);
  });
});
