// Error messages as the software that prints them writes them: string
// literals and format strings copied from the sources of inference servers,
// provider SDKs and APIs, HTTP stacks, gateways and agent CLIs
// (test/fixtures/templates/*.jsonl), each with its placeholders filled in
// (some fill a wrapper's placeholder with another template's text, as an SDK
// or a gateway relays it; their notes say so).
// They are not part of the labelled corpus (they are templates, not messages
// a user pasted) and do not count in the accuracy figures; they pin the
// wording the `extended` rule set covers because the source prints it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyError } from "error-classifier/extended";
import { loadJsonlDir } from "../scripts/corpus.mjs";
import { byFile, pinsFile, templateLine } from "../scripts/pins.mjs";
import { isWellFormed } from "./support/labels.js";

interface Template {
  template: string;
  source: string;
  example: string;
  type: string;
  spec: string;
  note?: string;
  file: string;
}

const rows = loadJsonlDir(join(__dirname, "fixtures", "templates")) as Template[];
const KEYS = ["template", "source", "example", "type", "spec", "note", "file"];

describe("source templates", () => {
  it("holds the pinned templates (per file), each with a source, a distinct example and an allowed label pair", () => {
    // test/fixtures/pins.json, rewritten by `node scripts/pins.mjs --write` when templates change on purpose.
    const pinned = JSON.parse(readFileSync(pinsFile, "utf8"));
    expect(byFile(rows, templateLine)).toEqual(pinned.templatesByFile);
    expect(new Set(rows.map((r) => r.example)).size).toBe(rows.length);
    const bad = rows.filter((r) => !isWellFormed(r, ["template", "example"], KEYS));
    expect(bad.map((r) => r.example)).toEqual([]);
  });

  it("are each classified by `extended` as their label says", () => {
    const wrong = rows.filter((r) => classifyError(r.example) !== r.spec).map((r) => `${r.file}: ${r.example}`);
    expect(wrong).toEqual([]);
  });
});
