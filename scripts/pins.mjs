// node scripts/pins.mjs [--write] (after `npm run build:ts`): the values the
// corpus tests pin (test/fixtures/pins.json; --write rewrites it after a
// deliberate change of rules or rows, with the CHANGELOG entry that says why): the training rows `extended`
// gets wrong (id, label, answer), and the fingerprints of the held-out
// answers, of the corpus rows (training rows per file) and of the templates
// (per file). Held-out rows are only
// fingerprinted here, never printed.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { answerLines, fingerprint, loadCorpus, loadJsonlDir } from "./corpus.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { classifyError } = createRequire(import.meta.url)(join(root, "dist", "cjs", "extended.js"));

/** A corpus row as its fingerprint covers it: id, labels and message. */
export const rowLine = (r) => `${r.id}\t${r.spec}\t${r.type}\t${r.message}`;

/** A template as its fingerprint covers it: labels and example. */
export const templateLine = (t) => `${t.spec}\t${t.type}\t${t.example}`;

/** Per file, the fingerprint of its rows' lines: a change names the file. */
export function byFile(rows, line) {
  const files = {};
  for (const r of rows) (files[r.file] ??= []).push(line(r));
  return Object.fromEntries(Object.entries(files).map(([file, lines]) => [file, fingerprint(lines)]));
}

/** The pinned values, computed now. */
export function pins() {
  const rows = loadCorpus();
  const training = rows.filter((r) => !r.holdout);
  const heldOut = rows.filter((r) => r.holdout);
  const templates = loadJsonlDir(join(root, "test", "fixtures", "templates"));
  return {
    wrongTraining: training
      .map((r) => ({ id: r.id, label: r.spec, answer: classifyError(r.message) }))
      .filter((w) => w.answer !== w.label),
    heldOutAnswers: fingerprint(answerLines(heldOut, (r) => classifyError(r.message))),
    trainingRowsByFile: byFile(training, rowLine),
    heldOutRows: fingerprint(heldOut.map(rowLine)),
    templatesByFile: byFile(templates, templateLine),
  };
}

/** Where the tests read the pinned values. */
export const pinsFile = join(root, "test", "fixtures", "pins.json");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = `${JSON.stringify(pins(), null, 2)}\n`;
  if (process.argv.includes("--write")) writeFileSync(pinsFile, text);
  else process.stdout.write(text);
}
