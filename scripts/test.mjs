// The test command: Catch2 tests of the core (through CTest), short runs of
// the libFuzzer harnesses if EC_FUZZ_SECONDS is set, and the Vitest suites,
// then one line with the totals: "N passed, N failed".
// Usage: node scripts/test.mjs [--only native|ts] [vitest args...]
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
let passed = 0;
let failed = 0;

function run(cmd, cmdArgs, options = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });
  process.stdout.write(r.stdout ?? "");
  if (r.error) throw r.error;
  return r;
}

if (only !== "ts") {
  const build = join(root, "build-test");
  for (const step of [
    ["cmake", ["-S", root, "-B", build, "-DEC_BUILD_TESTS=ON", "-DCMAKE_BUILD_TYPE=Release", `-DEC_SANITIZE=${process.env.EC_SANITIZE ? "ON" : "OFF"}`]],
    ["cmake", ["--build", build, "-j", "2"]],
  ]) {
    if (run(...step).status !== 0) {
      console.error("building the C++ tests failed");
      process.exit(1);
    }
  }
  const ctest = run("ctest", ["--test-dir", build, "--output-on-failure"]);
  const m = /tests passed, (\d+) tests failed out of (\d+)/.exec(ctest.stdout ?? "");
  if (!m) {
    failed += 1;
    console.error("ctest printed no summary");
  } else {
    failed += Number(m[1]);
    passed += Number(m[2]) - Number(m[1]);
  }
}

// Short libFuzzer runs (CI sets EC_FUZZ_SECONDS): one test per harness.
if (only !== "ts" && process.env.EC_FUZZ_SECONDS) {
  for (const harness of ["compile_fuzzer", "classify_fuzzer"]) {
    const r = run("bash", [join(root, "scripts", "fuzz.sh"), process.env.EC_FUZZ_SECONDS, harness], { stdio: ["ignore", "inherit", "inherit"] });
    if (r.status === 0) passed += 1;
    else {
      failed += 1;
      console.error(`fuzzing ${harness} failed`);
    }
  }
}

if (only !== "native") {
  const report = join(mkdtempSync(join(tmpdir(), "ec-vitest-")), "report.json");
  const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
  run(process.execPath, [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    const r = JSON.parse(readFileSync(report, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // A suite that failed to load has no tests to count: count it as failed.
    failed += r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length;
  } catch {
    failed += 1;
    console.error("vitest wrote no report");
  }
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
