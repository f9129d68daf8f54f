// The labelled corpus of real error messages (test/fixtures/corpus/*.jsonl)
// and its fixed hold-out split: a row is held out when the 32-bit FNV-1a hash
// of its message's UTF-8 bytes is divisible by 5. The split was fixed before
// any pattern of the extended rule set was written; held-out rows are never
// read while writing patterns (`node scripts/corpus.mjs train` prints only the
// rows that may be read).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "test", "fixtures", "corpus");

export function fnv1a32(text) {
  let h = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function isHoldout(message) {
  return fnv1a32(message) % 5 === 0;
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so that a sample or an order can be drawn again. */
export function seededRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A copy of `list` in a seeded Fisher-Yates order. */
export function shuffled(list, seed) {
  const a = list.slice();
  const next = seededRandom(seed);
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** The rows whose file's batch number (`batchN-…`) is at most `through`. */
export function upToBatch(rows, through) {
  return rows.filter((r) => Number(/batch(\d+)/.exec(r.file)[1]) <= through);
}

/** Every row of the *.jsonl files of `from` (one JSON object a line), files in name order, with `file` added. */
export function loadJsonlDir(from) {
  const rows = [];
  for (const file of readdirSync(from).filter((f) => f.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(join(from, file), "utf8").split("\n")) {
      if (line.trim()) rows.push({ ...JSON.parse(line), file });
    }
  }
  return rows;
}

/**
 * A short fingerprint (16 hex digits of SHA-256) of a list of lines, in the
 * order given: tests pin answers of rows they must not show (held-out rows)
 * by it. `node scripts/pins.mjs` prints the current fingerprints.
 */
export function fingerprint(lines) {
  return createHash("sha256").update(lines.join("\n")).digest("hex").slice(0, 16);
}

/** The lines `id<TAB>answer` of `rows`, by id, that the answers fingerprint covers. */
export function answerLines(rows, answerOf) {
  return rows.map((r) => `${r.id}\t${answerOf(r)}`).sort();
}

/** Every row, with `holdout: boolean` added. */
export function loadCorpus() {
  return loadJsonlDir(dir).map((row) => ({ ...row, holdout: isHoldout(row.message) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = loadCorpus();
  const which = process.argv[2];
  if (which === "train") {
    for (const r of rows.filter((r) => !r.holdout)) process.stdout.write(`${JSON.stringify(r)}\n`);
  } else {
    const held = rows.filter((r) => r.holdout).length;
    console.log(`${rows.length} rows: ${rows.length - held} for training, ${held} held out`);
  }
}
