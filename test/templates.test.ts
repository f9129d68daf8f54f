// Error messages as the software that prints them writes them: string
// literals and format strings copied from the sources of inference servers,
// provider SDKs and APIs, HTTP stacks, gateways and agent CLIs
// (test/fixtures/templates/*.jsonl), each with its placeholders filled in
// (some fill a wrapper's placeholder with another template's text, as an SDK
// or a gateway relays it; their notes say so).
// They are not part of the labelled corpus (they are templates, not messages
// a user pasted) and do not count in the accuracy figures; they pin the
// wording the `extended` rule set covers because the source prints it.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyError } from "error-classifier/extended";
import { loadJsonlDir } from "../scripts/corpus.mjs";
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
  it("holds the recorded number of templates, each with a source, a distinct example and an allowed label pair", () => {
    expect(rows.length).toBe(2920);
    expect(new Set(rows.map((r) => r.example)).size).toBe(rows.length);
    const bad = rows.filter((r) => !isWellFormed(r, ["template", "example"], KEYS));
    expect(bad.map((r) => r.example)).toEqual([]);
  });

  it("are each classified by `extended` as their label says", () => {
    const wrong = rows.filter((r) => classifyError(r.example) !== r.spec).map((r) => `${r.file}: ${r.example}`);
    expect(wrong).toEqual([]);
  });
});
