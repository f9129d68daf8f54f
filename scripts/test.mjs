// The test command: Catch2 tests of the core (through CTest), short runs of
// the libFuzzer harnesses if EC_FUZZ_SECONDS is set, and the Vitest suites,
// then one line with the totals: "N passed, N failed".
// Usage: node scripts/test.mjs [--only native|ts] [--sanitize] [vitest args...]
//
// The Vitest suites run once per backend: the native addon, then its
// WebAssembly build (ERROR_CLASSIFIER_BACKEND=native, then wasm; a value set
// by the caller runs that one only). Files only one pass needs are left out
// of the other in vitest.config.mts, with the reason.
//
// --sanitize runs the native side a second time under AddressSanitizer and
// UBSan: the Catch2 tests built with EC_SANITIZE in build-test-asan, and the
// whole Vitest suite against the addon built with EC_SANITIZE in build-asan
// (node preloads libasan; EC_TEST_ADDON points lib/native.ts there). Every
// report a sanitizer writes (to a log file, in any process or worker) counts
// as a failed test. Leak detection is off: node itself does not free
// everything at exit, and that is not ours to report.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const onlyAt = args.indexOf("--only");
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
const sanitizeAt = args.indexOf("--sanitize");
const sanitize = sanitizeAt >= 0 && args.splice(sanitizeAt, 1).length === 1;
let passed = 0;
let failed = 0;

function run(cmd, cmdArgs, options = {}) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8", ...options });
  process.stdout.write(r.stdout ?? "");
  if (r.error) throw r.error;
  return r;
}

/** Builds and runs the Catch2 tests in build (sanitized: EC_SANITIZE=ON). */
function nativeTests(build, sanitized, env) {
  for (const step of [
    ["cmake", ["-S", root, "-B", build, "-DEC_BUILD_TESTS=ON", "-DCMAKE_BUILD_TYPE=Release", `-DEC_SANITIZE=${sanitized ? "ON" : "OFF"}`]],
    ["cmake", ["--build", build, "-j", "2"]],
  ]) {
    if (run(...step).status !== 0) {
      console.error("building the C++ tests failed");
      process.exit(1);
    }
  }
  const ctest = run("ctest", ["--test-dir", build, "--output-on-failure"], { env });
  const m = /tests passed, (\d+) tests failed out of (\d+)/.exec(ctest.stdout ?? "");
  if (!m) {
    failed += 1;
    console.error("ctest printed no summary");
  } else {
    failed += Number(m[1]);
    passed += Number(m[2]) - Number(m[1]);
  }
}

/** Short libFuzzer runs (CI sets EC_FUZZ_SECONDS): one test per harness. */
function fuzzTests(seconds) {
  for (const harness of ["compile_fuzzer", "classify_fuzzer"]) {
    const r = run("bash", [join(root, "scripts", "fuzz.sh"), seconds, harness], { stdio: ["ignore", "inherit", "inherit"] });
    if (r.status === 0) passed += 1;
    else {
      failed += 1;
      console.error(`fuzzing ${harness} failed`);
    }
  }
}

/** Runs the Vitest suites on one backend, in env (the sanitizer run's) if given. */
function vitestTests(backend, env = process.env) {
  const report = join(mkdtempSync(join(tmpdir(), "ec-vitest-")), "report.json");
  const vitest = join(root, "node_modules", "vitest", "vitest.mjs");
  console.log(`\nVitest, backend ${backend}${env === process.env ? "" : ", sanitized"}`);
  const status = run(process.execPath, [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...env, ERROR_CLASSIFIER_BACKEND: backend },
  }).status;
  try {
    const r = JSON.parse(readFileSync(report, "utf8"));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    // Vitest fails a run with unhandled errors (a test file's process that
    // died, say) whose report counts no failed test: count it as one.
    if (status !== 0 && r.numFailedTests === 0) {
      failed += 1;
      console.error(`vitest (backend ${backend}) exited ${status} with no failed test: unhandled errors`);
    }
    // A suite that failed to load has no tests to count: count it as failed.
    failed += r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length;
  } catch {
    failed += 1;
    console.error(`vitest (backend ${backend}) wrote no report`);
  }
}

/** The environment of a sanitized run, whose reports go under logs. */
function sanitizerEnv(logs) {
  const libasan = spawnSync("g++", ["-print-file-name=libasan.so"], { encoding: "utf8" }).stdout.trim();
  return {
    ...process.env,
    LD_PRELOAD: libasan,
    ASAN_OPTIONS: `detect_leaks=0:abort_on_error=1:log_path=${join(logs, "asan")}`,
    UBSAN_OPTIONS: `halt_on_error=1:abort_on_error=1:print_stacktrace=1:log_path=${join(logs, "ubsan")}`,
    EC_SANITIZED: "1",
  };
}

/** Counts (and prints) the reports sanitizers wrote under logs as failures. */
function sanitizerReports(logs) {
  for (const name of readdirSync(logs)) {
    failed += 1;
    console.error(`sanitizer report ${name}:\n${readFileSync(join(logs, name), "utf8")}`);
  }
}

// EC_SANITIZE=1 builds the plain run's C++ tests with the sanitizers too.
if (only !== "ts") nativeTests(join(root, "build-test"), Boolean(process.env.EC_SANITIZE), process.env);
if (only !== "ts" && process.env.EC_FUZZ_SECONDS) fuzzTests(process.env.EC_FUZZ_SECONDS);
if (only !== "native") {
  const backends = process.env.ERROR_CLASSIFIER_BACKEND ? [process.env.ERROR_CLASSIFIER_BACKEND] : ["native", "wasm"];
  for (const backend of backends) vitestTests(backend);
}

if (sanitize) {
  const logs = mkdtempSync(join(tmpdir(), "ec-sanitizers-"));
  const env = sanitizerEnv(logs);
  if (only !== "ts") nativeTests(join(root, "build-test-asan"), true, { ...env, LD_PRELOAD: "" });
  if (only !== "native") {
    const build = run(process.execPath, [join(root, "node_modules", "cmake-js", "bin", "cmake-js"), "compile", "--log-level", "error",
      "-O", join(root, "build-asan"), "--CDEC_SANITIZE=ON", "-j", "2"], { stdio: ["ignore", "inherit", "inherit"] });
    if (build.status !== 0) {
      console.error("building the sanitized addon failed");
      process.exit(1);
    }
    vitestTests("native", { ...env, EC_TEST_ADDON: join(root, "build-asan", "Release", "error_classifier.node") });
  }
  sanitizerReports(logs);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
