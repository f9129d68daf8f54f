// classifyAsync on a 100 MB stderr (string and Buffer): its total time and
// the event loop's largest delay while it runs (perf_hooks histogram and a
// 1 ms interval), against the time the synchronous call blocks the loop.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { formatNs } from "../harness.mjs";
import { WASM, pkg, report, warmWasm, wasmPkg } from "../common.mjs";

const MB = 1024 * 1024;
const LINE = "2026-11-22T05:09:46.123Z DEBUG agent step completed; tool=read_file path=src/index.ts bytes=2048\n";
const TAIL = "Error: upstream answered 503 Service Unavailable\n";

const now = () => Number(process.hrtime.bigint());

/** Runs `start()` (a promise) while watching the loop; returns total ns and the largest delay in ns. */
async function watch(start) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = now();
  let maxGap = 0;
  const timer = setInterval(() => {
    const t = now();
    maxGap = Math.max(maxGap, t - last);
    last = t;
  }, 1);
  await new Promise((resolve) => setTimeout(resolve, 20));
  histogram.enable();
  last = now();
  maxGap = 0;
  const t0 = now();
  const result = await start();
  const total = now() - t0;
  maxGap = Math.max(maxGap, now() - last);
  histogram.disable();
  clearInterval(timer);
  // The interval's own 1 ms period is not a delay.
  const delay = Math.max(histogram.max, maxGap - 1e6, 0);
  return { total, delay, result };
}

export async function run() {
  const classifier = pkg.createClassifier(pkg.specRules);
  if (typeof classifier.classifyAsync !== "function") {
    const reason = "classifyAsync is not in this build of the package: table skipped";
    console.log(`### Async\n\n${reason}\n`);
    return report("classifyAsync on 100 MB: event-loop delay", ["input", "result"], [["100 MB", reason]], {
      goals: [{ goal: "classifyAsync keeps the event loop free on 100 MB", figure: reason, met: false }],
    });
  }
  const text = LINE.repeat(Math.floor((100 * MB - TAIL.length) / LINE.length)) + TAIL;
  const buffer = Buffer.from(text, "latin1");
  const rows = [];
  const goals = [];
  const onWasm = wasmPkg.createClassifier(wasmPkg.specRules);
  warmWasm((t) => onWasm.category(t), [text.slice(-4096)]);
  const wasmRows = [];
  for (const [label, input] of [["100 MB string", text], ["100 MB Buffer", buffer]]) {
    // The WebAssembly backend computes classifyAsync synchronously (docs/guide/backends.md): reported.
    const wasmExpected = onWasm.category(input);
    const tw = now();
    onWasm.category(input);
    const wasmBlocking = now() - tw;
    const wasmRuns = [];
    for (let i = 0; i < 3; i++) wasmRuns.push(await watch(() => onWasm.classifyAsync(input)));
    for (const r of wasmRuns) if (r.result.category !== wasmExpected) throw new Error(`classifyAsync on WebAssembly answered ${r.result.category}, category() ${wasmExpected}`);
    wasmRuns.sort((a, b) => a.delay - b.delay);
    const wmid = wasmRuns[1];
    wasmRows.push([`${label}, ${WASM}`, wasmExpected, formatNs(wasmBlocking), formatNs(wmid.total), formatNs(wmid.delay), `${((wmid.delay / wasmBlocking) * 100).toFixed(1)}%`]);
    const expected = classifier.category(input);
    if (wasmExpected !== expected) throw new Error(`the backends answer ${expected} and ${wasmExpected} on the ${label}`);
    const t = now();
    classifier.category(input);
    const blocking = now() - t;
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await watch(() => classifier.classifyAsync(input)));
    for (const r of runs) if (r.result.category !== expected) throw new Error(`classifyAsync answered ${r.result.category}, category() ${expected}`);
    runs.sort((a, b) => a.delay - b.delay);
    const mid = runs[1];
    rows.push([label, expected, formatNs(blocking), formatNs(mid.total), formatNs(mid.delay), `${((mid.delay / blocking) * 100).toFixed(1)}%`]);
    goals.push({
      goal: `classifyAsync does not block the event loop (${label}; max delay under 25% of the synchronous call's blocking time)`,
      figure: `max delay ${formatNs(mid.delay)} vs ${formatNs(blocking)} blocking (${((mid.delay / blocking) * 100).toFixed(1)}%)`,
      met: mid.delay < blocking * 0.25,
    });
  }
  rows.push(...wasmRows);
  goals.push({
    goal: "WebAssembly backend: classifyAsync is computed synchronously (reported; docs/guide/backends.md)",
    figure: wasmRows.map((r) => `${r[0].split(",")[0]}: max delay ${r[4]} vs ${r[2]} blocking (${r[5]})`).join("; "),
    met: null,
  });
  return report(
    "classifyAsync on 100 MB: the event loop's delay (median of 3 runs)",
    ["input", "category", "synchronous call blocks", "classifyAsync total", "event loop max delay during it", "delay ÷ blocking"],
    rows,
    { goals, notes: ["A string's characters can only be read on the main thread (the thread pool cannot reach V8's heap); a Buffer's bytes can be read from the pool.", `${WASM}: the module is single-threaded, so classifyAsync computes the answer synchronously and returns a settled promise; the event loop waits as long as the synchronous call takes.`] },
  );
}
