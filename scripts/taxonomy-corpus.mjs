// The labelled corpus of tool and agent failures (test/fixtures/tool-corpus/
// *.jsonl, labelled by bench/TAXONOMY-LABELS.md), held out by the same hash
// as the provider corpus (scripts/corpus.mjs): a row is held out when the
// FNV-1a hash of its message is divisible by 5.
// `node scripts/taxonomy-corpus.mjs train` prints only the rows that may be
// read while patterns are written; without an argument, the counts.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isHoldout, loadJsonlDir } from "./corpus.mjs";

const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "test", "fixtures", "tool-corpus");

/** Every row, with `file` and `holdout: boolean` added. */
export function loadToolCorpus() {
  return loadJsonlDir(dir).map((row) => ({ ...row, holdout: isHoldout(row.message) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = loadToolCorpus();
  if (process.argv[2] === "train") {
    for (const r of rows.filter((r) => !r.holdout)) process.stdout.write(`${JSON.stringify(r)}\n`);
  } else {
    const held = rows.filter((r) => r.holdout).length;
    console.log(`${rows.length} rows: ${rows.length - held} for training, ${held} held out`);
  }
}
