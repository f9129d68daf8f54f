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

  // Up to 1 MiB the addon copies a Buffer before classifyAsync returns, so
  // detaching it then changes nothing; a larger one is copied a slice per
  // turn of the event loop, and detaching it meanwhile rejects the promise.
  // Before the fix the thread pool read the detached memory in place: the
  // 96 MB cases died of SIGSEGV.
  it("classifies a buffer that is detached, transferred or handed to a worker while classifyAsync runs", async () => {
    const r = await runNodeAsync(
      `
      const { Worker, MessageChannel } = require("node:worker_threads");
      const ec = require("error-classifier");
      const c = ec.createClassifier(ec.specRules);
      const text = (size, tail) => { const u8 = new Uint8Array(size); u8.fill(120); u8.set(Buffer.from(tail), size - tail.length); return u8; };
      const settle = (p) => p.then((r) => r.category, (e) => e.code);
      const detachers = {
        structuredClone: async (u8) => { structuredClone(u8.buffer, { transfer: [u8.buffer] }); },
        port: async (u8) => { const { port1, port2 } = new MessageChannel(); port1.postMessage(u8, [u8.buffer]); port1.close(); port2.close(); },
        worker: async (u8) => {
          const w = new Worker("require('node:worker_threads').parentPort.once('message', (b) => { b.fill(0); process.exit(0); })", { eval: true });
          w.postMessage(u8, [u8.buffer]);
          await new Promise((resolve) => w.once("exit", resolve));
        },
      };
      (async () => {
        const out = [];
        for (const [name, detach] of Object.entries(detachers)) {
          for (const size of [1 << 20, 96 << 20]) {
            const u8 = text(size, "rate limit");
            const p = settle(c.classifyAsync(u8));
            await detach(u8);
            global.gc();
            out.push(name + " " + (size >> 20) + " MiB: " + u8.byteLength + " " + (await p));
          }
        }
        out.push("untouched 96 MiB: " + (await settle(c.classifyAsync(text(96 << 20, "context window")))));
        console.log(out.join("\\n"));
      })();
      `,
      ["--expose-gc"],
    );
    expect(r).toEqual({
      code: 0,
      signal: null,
      stdout:
        "structuredClone 1 MiB: 0 retryable\nstructuredClone 96 MiB: 0 ERR_TEXT_DETACHED\n" +
        "port 1 MiB: 0 retryable\nport 96 MiB: 0 ERR_TEXT_DETACHED\n" +
        "worker 1 MiB: 0 retryable\nworker 96 MiB: 0 ERR_TEXT_DETACHED\nuntouched 96 MiB: context_overflow\n",
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
