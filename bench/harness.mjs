// A small measurement harness: each case runs in rounds of a fixed time; the
// figure is the median time per operation over the rounds. Every case of one
// table runs in the same process on the same inputs.
import os from "node:os";

const QUICK = process.argv.includes("--quick");
let sink = 0;
/** Keeps results alive so the JIT cannot drop the work. */
export function consume(value) {
  sink = (sink + (typeof value === "string" ? value.length : value ? 1 : 0)) | 0;
}

/** Median nanoseconds per call of fn over `rounds` rounds of about `ms` each. */
export function measure(fn, { rounds = QUICK ? 3 : 7, ms = QUICK ? 40 : 150 } = {}) {
  // Warm up and size a batch that takes about 1/10 of a round.
  let batch = 1;
  for (;;) {
    const t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) consume(fn());
    const ns = Number(process.hrtime.bigint() - t);
    if (ns > ms * 1e5 || batch >= 1 << 24) break;
    batch *= 2;
  }
  const perOp = [];
  // One more round than counted, first: the JIT settles (inlining across
  // the wrapper and its callees) before any round is kept.
  for (let r = -1; r < rounds; r++) {
    let ops = 0;
    const start = process.hrtime.bigint();
    const end = start + BigInt(ms * 1e6);
    let now = start;
    while (now < end) {
      for (let i = 0; i < batch; i++) consume(fn());
      ops += batch;
      now = process.hrtime.bigint();
    }
    if (r >= 0) perOp.push(Number(now - start) / ops);
  }
  perOp.sort((a, b) => a - b);
  return perOp[Math.floor(perOp.length / 2)];
}

export function formatNs(ns) {
  if (ns < 1e3) return `${ns.toFixed(0)} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toFixed(2)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toFixed(2)} ms`;
  return `${(ns / 1e9).toFixed(2)} s`;
}

export function machine() {
  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  return `${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, node ${process.version}`;
}

/** Prints a Markdown table; rows are arrays of cells. */
export function table(title, header, rows) {
  const lines = [`### ${title}`, "", `| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of rows) lines.push(`| ${row.join(" | ")} |`);
  lines.push("");
  const text = lines.join("\n");
  console.log(text);
  return text;
}

const LOG_LINE = "2026-11-22T05:09:46.123Z agent: step 14 tool=read_file path=src/index.ts status=ok bytes=2048\n";
/** 1 KB of log lines with `tail` as its last bytes (1024 UTF-16 units in all). */
export function kilobyte(tail) {
  let text = "";
  while (text.length < 1024 - tail.length) text += LOG_LINE;
  return text.slice(0, 1024 - tail.length) + tail;
}
