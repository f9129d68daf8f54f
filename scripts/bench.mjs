// npm run bench: every benchmark table, printed as Markdown, and written with
// the machine, the date and a summary of the issue's goals to bench/RESULTS.md.
// `--quick` shortens rounds and sizes for a smoke run and writes nothing;
// `--only TEXT` runs the tables whose name contains TEXT and writes nothing.
// Peers absent from bench/node_modules (scripts/bench-setup.sh) are skipped
// with the reason printed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { GOALS, QUICK } from "../bench/common.mjs";
import { machine } from "../bench/harness.mjs";
import { run as specVsRegexp } from "../bench/spec-vs-regexp.mjs";
import { run as signatures } from "../bench/signatures.mjs";
import { run as shortMix } from "../bench/workloads/short-mix.mjs";
import { run as shortCases } from "../bench/workloads/short-cases.mjs";
import { run as extendedMix } from "../bench/workloads/extended-mix.mjs";
import { run as longStderr } from "../bench/workloads/long-stderr.mjs";
import { run as patternCount } from "../bench/workloads/pattern-count.mjs";
import { run as adversarial } from "../bench/workloads/adversarial.mjs";
import { run as asyncLoop } from "../bench/workloads/async.mjs";
import { run as memory } from "../bench/workloads/memory.mjs";

const RESULTS = fileURLToPath(new URL("../bench/RESULTS.md", import.meta.url));
const PROFILE = fileURLToPath(new URL("../bench/PROFILE.md", import.meta.url));
/** RESULTS.md keeps what follows this line (measurements run by hand) when it is written again. */
const KEPT = "<!-- kept: sections below are measured by hand and kept by npm run bench -->";
const TABLES = [
  ["realistic short mix", shortMix],
  ["short best and worst cases", shortCases],
  ["extended rule set", extendedMix],
  ["long stderr", longStderr],
  ["pattern count", patternCount],
  ["adversarial", adversarial],
  ["async", asyncLoop],
  ["memory and load time", memory],
  ["classifyError against plain RegExp (issue 2)", specVsRegexp],
  ["classifyStderr signatures", signatures],
];

const head = [
  "# Benchmark results",
  "",
  "Latest `npm run bench`. Each table: one process, the same inputs in every column, every peer's answers checked against ours before timing. Ratio = peer's time ÷ ours (above 1×: we are faster). Peers: bench/package.json (scripts/bench-setup.sh). \"error-classifier on WebAssembly\": the same package on its WebAssembly backend (its ES module build, loaded in the same process with ERROR_CLASSIFIER_BACKEND=wasm; load time and memory in child processes), timed after a warm-up, its answers checked against the native addon's.",
  "",
  `Machine: ${machine()}`,
  `Date: ${new Date().toISOString()}`,
  `Node: ${process.version}`,
  `Load average (1, 5, 15 min) at the start: ${load()}`,
];
/** The load average as \`uptime\` prints it: the machine may be shared. */
function load() {
  return loadavg().map((l) => l.toFixed(2)).join(", ");
}
const sections = [];
const failures = [];

function summary() {
  const lines = ["## Goals (issue 5), grouped by table", ""];
  let table = "";
  for (const g of GOALS) {
    if (g.table !== table) lines.push("", `**${(table = g.table)}**`, "");
    lines.push(`- ${g.met === null ? "reported" : g.met ? "met" : "**NOT met**"}: ${g.goal}: ${g.figure}`);
  }
  for (const [name, error] of failures) lines.push(`- **NOT measured**: ${name}: ${error}`);
  const met = GOALS.filter((g) => g.met === true).length;
  const missed = GOALS.filter((g) => g.met === false).length;
  lines.splice(2, 0, `${met} met, ${missed} not met${failures.length ? `, ${failures.length} table(s) failed` : ""}.`);
  return lines.join("\n") + "\n";
}

/** A table as written to RESULTS.md: its goal lines are in the summary instead (the file stays small). */
const withoutGoals = (text) => text.split("\n").filter((line) => !line.startsWith("- Goal: ")).join("\n").replace(/\n{3,}/g, "\n\n");

const onlyAt = process.argv.indexOf("--only");
const ONLY = onlyAt > 0 ? process.argv[onlyAt + 1] ?? "" : null;

function write() {
  if (QUICK || ONLY !== null) return;
  // PROFILE.md: its short summary goes in; the details after the marker stay there.
  const profile = existsSync(PROFILE) ? readFileSync(PROFILE, "utf8").split("<!-- details -->")[0] : "";
  // Notes kept by hand after the marker (one-off measurements) stay as they are.
  const kept = existsSync(RESULTS) ? readFileSync(RESULTS, "utf8").split(KEPT).slice(1).join(KEPT) : "";
  const end = `Load average (1, 5, 15 min) at the end: ${load()}`;
  writeFileSync(RESULTS, [...head, end, "", summary(), "## Tables", "", ...sections.map(withoutGoals), profile, KEPT + kept].join("\n"));
}

/** Runs one table here and writes its section, goals and failure to `out` as JSON. */
async function runTable(name, run, out) {
  const before = GOALS.length;
  let section;
  let failure = null;
  try {
    section = await run();
  } catch (error) {
    console.error(`bench: ${name} failed: ${error.stack}`);
    failure = [name, String(error.message).split("\n")[0]];
    section = `### ${name}\n\nFailed: ${failure[1]}\n`;
  }
  writeFileSync(out, JSON.stringify({ section, goals: GOALS.slice(before), failure }));
}

// `--child NAME FILE`: one table in this process (see below), results to FILE.
const childAt = process.argv.indexOf("--child");
if (childAt > 0) {
  const [name, out] = process.argv.slice(childAt + 1, childAt + 3);
  const table = TABLES.find(([n]) => n === name);
  if (!table || !out) throw new Error(`--child needs a table name and a file, got ${name} ${out}`);
  await runTable(name, table[1], out);
} else {
  console.log(head.slice(4).join("\n"));
  // Each table runs in a process of its own, so that no table's peers carry
  // memory or JIT state into the next (re2-wasm's heap, for one, is fixed at
  // 16 MB and never given back).
  const dir = mkdtempSync(join(tmpdir(), "ec-bench-"));
  for (const [name] of TABLES) {
    if (ONLY !== null && !name.includes(ONLY)) continue;
    const out = join(dir, "table.json");
    rmSync(out, { force: true });
    const child = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2), "--child", name, out], { stdio: "inherit" });
    if (!existsSync(out)) {
      const why = child.error ? String(child.error.message) : `exited with ${child.signal ?? child.status}`;
      failures.push([name, why]);
      sections.push(`### ${name}\n\nFailed: ${why}\n`);
    } else {
      const result = JSON.parse(readFileSync(out, "utf8"));
      sections.push(result.section);
      GOALS.push(...result.goals);
      if (result.failure) failures.push(result.failure);
    }
    write();
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(summary());
  if (!QUICK && ONLY === null) console.log(`Written to ${RESULTS}`);
  process.exitCode = failures.length ? 1 : 0;
}
