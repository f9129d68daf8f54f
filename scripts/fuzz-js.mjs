// The long differential run of the JavaScript syntax against RegExp.
// Usage: node scripts/fuzz-js.mjs [pairs (default 1000000)] [seed]
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [pairs = "1000000", seed] = process.argv.slice(2);
const env = { ...process.env, EC_FUZZ_JS_PAIRS: pairs, ...(seed ? { EC_FUZZ_JS_SEED: seed } : {}) };
const r = spawnSync(process.execPath, [join(root, "node_modules", "vitest", "vitest.mjs"), "run", "test/javascript-fuzz.test.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});
process.exit(r.status ?? 1);
