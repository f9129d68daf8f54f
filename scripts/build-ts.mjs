// Compiles lib/ twice: to CommonJS (dist/cjs, with the declarations in types/)
// and to ES modules (dist/esm), where lib/esm/here.ts takes the place of
// lib/here.ts so that the ESM build finds its files through import.meta.url
// and needs no CommonJS global. Writes the ESM entry points' declarations
// (types/*.d.mts) and dist/default-signatures.json.
//
// types/ is committed: `node scripts/build-ts.mjs --check-types` compiles the
// declarations into a scratch folder and exits 1 naming every file of types/
// that differs from them (a test runs it).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const tsc = (...args) => execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), ...args], { stdio: "inherit", cwd: root });
// The package's entry points (package.json "exports"): ".", "./extended",
// "./provider", "./signatures". Each gets a types/<entry>.d.mts beside its .d.ts.
const entries = ["index", "extended", "provider/index", "signatures/index"];
const mtsFor = (entry) => `export * from "./${entry.slice(entry.lastIndexOf("/") + 1)}.js";\n`;

/** Every file under dir, as paths relative to it. */
function files(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => relative(dir, join(d.parentPath ?? d.path, d.name)))
      .sort();
  } catch {
    return [];
  }
}

if (process.argv.includes("--check-types")) {
  const scratch = mkdtempSync(join(tmpdir(), "ec-types-"));
  tsc("-p", "tsconfig.json", "--emitDeclarationOnly", "--declarationDir", scratch);
  for (const entry of entries) writeFileSync(join(scratch, `${entry}.d.mts`), mtsFor(entry));
  const want = files(scratch);
  const have = files(join(root, "types"));
  const stale = [...new Set([...want, ...have])].filter(
    (f) => !want.includes(f) || !have.includes(f) || readFileSync(join(scratch, f), "utf8") !== readFileSync(join(root, "types", f), "utf8"),
  );
  rmSync(scratch, { recursive: true, force: true });
  if (stale.length) {
    console.error(`types/ is not current (run npm run build:ts and commit types/): ${stale.join(", ")}`);
    process.exit(1);
  }
  process.exit(0);
}

// dist/wasm/ is scripts/build-wasm.sh's output: kept.
for (const dir of ["cjs", "esm"]) rmSync(join(root, "dist", dir), { recursive: true, force: true });
rmSync(join(root, "dist", "default-signatures.json"), { force: true });
rmSync(join(root, "types"), { recursive: true, force: true });
tsc("-p", "tsconfig.json");
writeFileSync(join(root, "dist", "cjs", "package.json"), '{ "type": "commonjs" }\n');
for (const entry of entries) writeFileSync(join(root, "types", `${entry}.d.mts`), mtsFor(entry));

// The ESM build, from a copy of lib/ with lib/esm/here.ts as here.ts.
const staging = join(root, "build-esm-src");
rmSync(staging, { recursive: true, force: true });
cpSync(join(root, "lib"), staging, { recursive: true });
cpSync(join(root, "lib", "esm", "here.ts"), join(staging, "here.ts"));
rmSync(join(staging, "esm"), { recursive: true });
writeFileSync(
  join(staging, "tsconfig.json"),
  JSON.stringify({
    extends: "../tsconfig.json",
    compilerOptions: { rootDir: ".", outDir: "../dist/esm", declaration: false, declarationDir: null, module: "es2022", moduleResolution: "bundler" },
    include: ["./**/*.ts"],
  }),
);
tsc("-p", join(staging, "tsconfig.json"));
rmSync(staging, { recursive: true, force: true });
writeFileSync(join(root, "dist", "esm", "package.json"), '{ "type": "module" }\n');

// The default signatures, parsed from their TOML source (rules/signatures/
// default.toml, which ships too) into JSON, so that importing the package
// needs no TOML parser.
const { parse } = require("smol-toml");
const toml = readFileSync(join(root, "rules", "signatures", "default.toml"), "utf8");
mkdirSync(join(root, "dist"), { recursive: true });
writeFileSync(join(root, "dist", "default-signatures.json"), `${JSON.stringify(parse(toml))}\n`);

// The rule sets with a TOML source (rules/src/*.toml, where each pattern cites
// its provenance) compiled to the JSON that ships (rules/*.json).
execFileSync(process.execPath, [join(root, "scripts", "rules-toml.mjs")], { stdio: "inherit" });
