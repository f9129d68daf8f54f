// The long differential run of `syntax: "javascript"` against RegExp, for
// `npm run fuzz:js` (EC_FUZZ_JS_PAIRS pattern/text pairs, EC_FUZZ_JS_SEED);
// skipped in the normal test run, which runs the same generator with fixed
// seeds (javascript-syntax.test.ts).
import { describe, expect, it } from "vitest";
import { runDifferential } from "./support/js-differential.js";

const pairs = Number(process.env.EC_FUZZ_JS_PAIRS ?? 0);
const seed = Number(process.env.EC_FUZZ_JS_SEED ?? Date.now() % 2 ** 31);

describe.runIf(pairs > 0)("long differential run against RegExp", () => {
  it(`${pairs} pairs from seed ${seed}`, { timeout: 0 }, () => {
    const started = Date.now();
    const { outcome, constructs } = runDifferential(seed, Math.ceil(pairs / 4));
    const seconds = (Date.now() - started) / 1000;
    console.log(JSON.stringify({ seed, seconds, node: process.version, outcome, constructs }, null, 1));
    expect(outcome.failures).toEqual([]);
  });
});
