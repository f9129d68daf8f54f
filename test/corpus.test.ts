// The labelled corpus of real error messages (test/fixtures/corpus/*.jsonl)
// that the accuracy figures rest on: well formed, distinct, labelled with the
// allowed pairs, and split by the fixed hash.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fingerprint, fnv1a32, isHoldout, loadCorpus } from "../scripts/corpus.mjs";
import { byFile, pinsFile, rowLine } from "../scripts/pins.mjs";
import { isWellFormed } from "./support/labels.js";

const KEYS = ["id", "message", "source", "provider", "spec", "type", "note"];

describe("labelled corpus", () => {
  const rows = loadCorpus();

  it("holds the pinned rows: training rows per file, held-out rows by one fingerprint", () => {
    // test/fixtures/pins.json, rewritten by `node scripts/pins.mjs --write` when rows change on purpose.
    const pinned = JSON.parse(readFileSync(pinsFile, "utf8"));
    const training = rows.filter((r) => !r.holdout);
    expect(byFile(training, rowLine)).toEqual(pinned.trainingRowsByFile);
    expect(fingerprint(rows.filter((r) => r.holdout).map(rowLine)), "the held-out rows changed").toBe(pinned.heldOutRows);
  });

  it("has distinct messages and ids", () => {
    expect(new Set(rows.map((r) => r.message)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("gives every row a source, a provider and an allowed (type, spec) pair", () => {
    const bad = rows.filter((r) => !isWellFormed(r, ["message", "source", "provider"], [...KEYS, "file", "holdout"]));
    expect(bad.map((r) => r.id)).toEqual([]);
  });

  it("splits by the 32-bit FNV-1a hash of the message's UTF-8 bytes", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("429 Too Many Requests")).toBe(2533737875);
    expect(isHoldout("429 Too Many Requests")).toBe(2533737875 % 5 === 0);
    for (const r of rows) expect(r.holdout).toBe(fnv1a32(r.message) % 5 === 0);
  });
});
