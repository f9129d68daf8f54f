// Compiles lib/ to CommonJS (dist/cjs) with declarations (types/), then writes
// the ESM entry points (dist/esm/*.mjs) and their declarations (types/*.d.mts)
// as thin re-exports, so that import and require share one instance.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const entries = ["index", "extended"].filter((e) => {
  try {
    require.resolve(join(root, "lib", `${e}.ts`));
    return true;
  } catch {
    return false;
  }
});

// dist/wasm/ is scripts/build-wasm.sh's output: kept.
for (const dir of ["cjs", "esm"]) rmSync(join(root, "dist", dir), { recursive: true, force: true });
rmSync(join(root, "dist", "default-signatures.json"), { force: true });
rmSync(join(root, "types"), { recursive: true, force: true });
execFileSync(process.execPath, [require.resolve("typescript/bin/tsc"), "-p", join(root, "tsconfig.json")], {
  stdio: "inherit",
});
mkdirSync(join(root, "dist", "esm"), { recursive: true });
writeFileSync(join(root, "dist", "cjs", "package.json"), '{ "type": "commonjs" }\n');
// The default signatures, parsed from their TOML source (rules/signatures/
// default.toml, which ships too) into JSON, so that importing the package
// needs no TOML parser.
const { parse } = require("smol-toml");
const toml = readFileSync(join(root, "rules", "signatures", "default.toml"), "utf8");
writeFileSync(join(root, "dist", "default-signatures.json"), `${JSON.stringify(parse(toml))}\n`);
for (const entry of entries) {
  writeFileSync(join(root, "dist", "esm", `${entry}.mjs`), `export * from "../cjs/${entry}.js";\n`);
  writeFileSync(join(root, "types", `${entry}.d.mts`), `export * from "./${entry}.js";\n`);
}
