// Thread events that must never take the process down: workers terminated in
// the middle of every kind of call, buffers detached while classifyAsync
// works on them, many workers loading the addon at once. Each scenario runs
// in a child process whose exit status and output are asserted exactly.
import { describe, expect, it } from "vitest";
import { runNodeAsync } from "./support/child";

// One worker per kind of call, each looping on it until terminated.
const CALLS: Record<string, string> = {
  classify: "for (;;) c.classify(text);",
  category: "for (;;) c.category(text);",
  classifyMany: "for (;;) c.classifyMany([text, text, bytes]);",
  extract: "for (;;) c.extract(text);", // match, then captures per matching pattern
  compile: "for (;;) ec.createClassifier(ec.specRules);",
  classifyError: "for (;;) ec.classifyError(text);",
  classifyAsync: "(async () => { for (;;) await Promise.all([c.classifyAsync(text), c.classifyAsync(bytes)]); })();",
};

const TERMINATE = `
const { Worker } = require("node:worker_threads");
const calls = ${JSON.stringify(CALLS)};
const source = (call) => \`
  const ec = require("error-classifier");
  const c = ec.createClassifier(ec.specRules);
  const text = "429 token limit ".repeat(1 << 14);
  const bytes = Buffer.from(text);
  require("node:worker_threads").parentPort.postMessage("ready");
  \${calls[call]}\`;
async function once(call, delayMs) {
  const w = new Worker(source(call), { eval: true });
  await new Promise((resolve, reject) => { w.once("message", resolve); w.once("error", reject); });
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return w.terminate();
}
(async () => {
  const counts = Object.fromEntries(Object.keys(calls).map((k) => [k, 0]));
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(Object.keys(calls).map(async (call) => {
      const code = await once(call, round % 7);
      if (code === 1) counts[call]++;
    }));
  }
  console.log(JSON.stringify(counts));
})();
`;

describe("thread events", () => {
  it("survives workers terminated in the middle of every kind of call", async () => {
    const rounds = 12;
    const r = await runNodeAsync(TERMINATE.replace("ROUNDS", String(rounds)));
    const expected = Object.fromEntries(Object.keys(CALLS).map((k) => [k, rounds]));
    expect(r).toEqual({ code: 0, signal: null, stdout: `${JSON.stringify(expected)}\n`, stderr: "" });
  }, 300_000);

  it("classifies a buffer that is detached, transferred or handed to a worker while classifyAsync runs", async () => {
    const r = await runNodeAsync(
      `
      const { Worker, MessageChannel } = require("node:worker_threads");
      const ec = require("error-classifier");
      const c = ec.createClassifier(ec.specRules);
      const big = (tail) => { const u8 = new Uint8Array(96 << 20); u8.set(Buffer.from(tail), u8.length - tail.length); return u8; };
      (async () => {
        const out = [];
        for (let i = 0; i < 3; i++) {
          const u8 = big("rate limit");
          const p = c.classifyAsync(u8);
          structuredClone(u8.buffer, { transfer: [u8.buffer] });
          global.gc();
          out.push(u8.byteLength, (await p).category);
        }
        const { port1, port2 } = new MessageChannel();
        const u8 = big("context window");
        const p = c.classifyAsync(u8);
        port1.postMessage(u8, [u8.buffer]);
        port1.close();
        port2.close();
        global.gc();
        out.push(u8.byteLength, (await p).category);
        const w = new Worker("require('node:worker_threads').parentPort.once('message', (b) => { b.fill(0); process.exit(0); })", { eval: true });
        const v = big("ECONNRESET");
        const q = c.classifyAsync(v);
        w.postMessage(v, [v.buffer]);
        await new Promise((resolve) => w.once("exit", resolve));
        global.gc();
        out.push(v.byteLength, (await q).category);
        console.log(out.join(" "));
      })();
      `,
      ["--expose-gc"],
    );
    expect(r).toEqual({
      code: 0,
      signal: null,
      stdout: "0 retryable 0 retryable 0 retryable 0 context_overflow 0 retryable\n",
      stderr: "",
    });
  }, 120_000);

  it("loads the addon in many workers at once", async () => {
    const r = await runNodeAsync(`
      const { Worker } = require("node:worker_threads");
      const work = "const ec = require('error-classifier'); require('node:worker_threads').parentPort.postMessage([ec.classifyError('429'), ec.classifyError('context window'), ec.createClassifier(ec.specRules).classifyMany(['401', 'ECONNRESET'])].join())";
      Promise.all(Array.from({ length: 16 }, () => new Promise((resolve, reject) => {
        const w = new Worker(work, { eval: true });
        w.once("message", resolve);
        w.once("error", reject);
      }))).then((answers) => console.log(new Set(answers).size, answers[0]));
    `);
    expect(r).toEqual({ code: 0, signal: null, stdout: "1 retryable,context_overflow,fatal,retryable\n", stderr: "" });
  }, 120_000);
});
