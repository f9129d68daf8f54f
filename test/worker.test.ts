import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { classifyError } from "error-classifier";

function runWorker(source: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true });
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (code !== 0) reject(new Error(`worker exited with ${code}`));
    });
  });
}

const WORK = `
  const { parentPort } = require("node:worker_threads");
  const ec = require("error-classifier");
  const c = ec.createClassifier(ec.specRules);
  parentPort.postMessage([
    ec.classifyError("429"),
    ec.classifyError("context window"),
    ec.classifyError("nothing"),
    c.classifyMany(["ECONNRESET", "401"]),
  ]);
`;

describe("worker threads", () => {
  it("loads and classifies in several workers at once, and on the main thread", async () => {
    const results = await Promise.all([runWorker(WORK), runWorker(WORK), runWorker(WORK), runWorker(WORK)]);
    for (const r of results) expect(r).toEqual(["retryable", "context_overflow", "fatal", ["retryable", "fatal"]]);
    expect(classifyError("503")).toBe("retryable");
  });

  it("survives workers that end while the main thread keeps classifying", async () => {
    for (let i = 0; i < 3; i++) await runWorker(WORK);
    expect(classifyError("maximum context")).toBe("context_overflow");
  });

  it("loads twice in one thread: fresh module instances and a second load of the addon both work", async () => {
    const result = await runWorker(`
      const { parentPort } = require("node:worker_threads");
      const first = require("error-classifier");
      const loaded = first.classifyError("429"); // the addon loads on the engine's first use
      for (const key of Object.keys(require.cache)) if (key.includes("/dist/cjs/") || key.endsWith(".node")) delete require.cache[key];
      const second = require("error-classifier");
      const answers = [loaded, second.classifyError("forbidden"), second.classifyError("token limit"), first.classifyError("network")];
      const reloaded = Object.keys(require.cache).filter((k) => k.endsWith(".node")).length;
      parentPort.postMessage([first === second, reloaded, ...answers]);
    `);
    // The WebAssembly backend loads no .node file: a fresh instance instead.
    const addons = process.env.ERROR_CLASSIFIER_BACKEND === "wasm" ? 0 : 1;
    expect(result).toEqual([false, addons, "retryable", "fatal", "context_overflow", "retryable"]);
  });

  it("loads in an ESM worker", async () => {
    const result = await new Promise((resolve, reject) => {
      const w = new Worker(new URL("./support/esm-worker.mjs", import.meta.url));
      w.once("message", resolve);
      w.once("error", reject);
    });
    expect(result).toEqual(["retryable", "context_overflow"]);
  });
});
