// The blind label audit of the blind collections (scripts/blind-audit.mjs,
// test/fixtures/blind-audit/): a second labeller's labels of 200 random rows
// of batches 22 to 41, made by test/fixtures/corpus/LABELS.md from the
// message alone, without the first labels; bench/ACCURACY.md reports it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditFigures, auditPool } from "../scripts/blind-audit.mjs";
import { drawSample } from "../scripts/taxonomy-audit.mjs";
import { classifyError } from "error-classifier/extended";
import { PAIRS } from "./support/labels.js";

const audit = readFileSync(join(__dirname, "fixtures", "blind-audit", "audit-2026-11-28.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l));

describe("the blind audit of 2026-11-28", () => {
  it("labels the seeded sample of batches 22 to 41: 200 distinct rows, a type and its category, a second choice exactly where unsure", () => {
    const pool = auditPool(41);
    expect(pool).toHaveLength(3598);
    expect(audit.map((a) => a.id)).toEqual(drawSample(pool, 200, 2812).map((r: { id: string }) => r.id));
    expect(audit.filter((a) => PAIRS[a.type] === undefined || PAIRS[a.type] !== a.spec).map((a) => a.id)).toEqual([]);
    expect(audit.filter((a) => a.alt !== undefined && PAIRS[a.alt] === undefined).map((a) => a.id)).toEqual([]);
    expect(audit.filter((a) => !a.sure).length).toBe(43);
    expect(audit.filter((a) => a.sure === (a.alt !== undefined)).map((a) => a.id)).toEqual([]);
  });

  it("agrees with the first labels as bench/ACCURACY.md reports", () => {
    const f = auditFigures(audit, classifyError);
    const round = (k: number) => Math.round(k * 1000) / 1000;
    expect([f.all.spec.same, f.all.rows, round(f.all.spec.kappa), f.all.type.same, round(f.all.type.kappa)]).toEqual([195, 200, 0.957, 191, 0.951]);
    expect([f.sure.spec.same, f.sure.rows, f.unsure.spec.same, f.unsure.rows]).toEqual([156, 157, 39, 43]);
    expect(f.disagreements.map((a: { id: string }) => a.id).sort()).toEqual(["b22-hermes-216", "b24-openai-074", "b28-ollama-105", "b30-bedrock-170", "b36-phaseo-002"]);
  });
});

const fixture = (name: string) => readFileSync(join(__dirname, "fixtures", "blind-audit", name), "utf8").trim().split("\n").map((l) => JSON.parse(l));

interface Relabelling {
  collection: string; file: string; through: number; batches: RegExp; rows: number;
  /** [category agrees, rows, kappa, type agrees, kappa] */
  agreement: number[];
  overruled: string[];
  /** extended now against the first, the second and the majority label. */
  scores: number[];
  /** Blind rows' labels now: the majority's where it overruled, else kept (and why). */
  labels: Record<string, string>;
}

// Whole collections labelled a second time, every row, before any was read
// against answers; a third time where the two disagree. Each line keeps the
// first label it was compared with (`first`).
const relabellings: Relabelling[] = [
  {
    collection: "P to R, batches 128 to 140", file: "relabel-2026-11-30-p", through: 140, batches: /^b1(?:2[89]|3[0-9]|40)-/, rows: 612,
    agreement: [594, 612, 0.941, 574, 0.932],
    overruled: ["b128-lm-studio-044", "b129-ollama-003", "b131-chatgpt-061", "b133-liveblocks-012", "b133-mindcraft-023", "b134-openai-019", "b134-openai-023", "b134-off-grid-086", "b135-vllm-031", "b136-anthropic-058", "b136-gemini-066", "b137-zentracore-044", "b137-openai-063"],
    scores: [592, 598, 601],
    // Two keep their first label for the same words elsewhere (b150-openai-056, b35-gemini-007).
    labels: { "b129-ollama-003": "unknown", "b134-openai-023": "network", "b137-zentracore-044": "unknown", "b136-gemini-066": "parsing" },
  },
  {
    collection: "S to Y but U, batches 141 to 152 and 161 to 182", file: "relabel-2026-11-30-s", through: 182, batches: /^b(?:14[1-9]|15[0-2]|16[1-9]|17[0-9]|18[0-2])-/, rows: 993,
    agreement: [984, 993, 0.981, 958, 0.961],
    overruled: ["b147-deepgram-050", "b148-openai-048", "b150-gemini-060", "b164-firecrawl-017", "b164-jina-049"],
    scores: [979, 984, 984],
    labels: { "b148-openai-048": "server_error", "b150-gemini-060": "server_error", "b164-jina-049": "policy" },
  },
  {
    collection: "U, batches 153 to 160", file: "relabel-2026-11-30-u", through: 160, batches: /^b(?:15[3-9]|160)-/, rows: 343,
    agreement: [335, 343, 0.95, 329, 0.955],
    overruled: ["b157-replicate-022", "b157-replicate-025", "b157-deepseek-034", "b157-bedrock-080", "b158-brain_fusion-040", "b160-anthropic-050"],
    scores: [335, 341, 341],
    labels: { "b157-replicate-022": "unknown", "b157-deepseek-034": "budget_exceeded", "b157-bedrock-080": "parsing", "b160-anthropic-050": "server_error" },
  },
  {
    collection: "Z, batches 183 to 190", file: "relabel-2026-11-30", through: 190, batches: /^b(?:18[3-9]|190)-/, rows: 402,
    agreement: [395, 402, 0.964, 376, 0.928], overruled: ["b185-droidproxy-042", "b187-google-whisk-044"], scores: [396, 397, 398],
    labels: { "b185-droidproxy-042": "auth", "b187-google-whisk-044": "unknown" },
  },
  {
    collection: "AA, batches 191 to 202", file: "relabel-2026-11-30-aa", through: 202, batches: /^b(?:19[1-9]|20[0-2])-/, rows: 269,
    agreement: [267, 269, 0.983, 258, 0.953], overruled: ["b192-sub2api-050", "b193-nextcloud-llm-009"], scores: [268, 268, 268],
    // The sub2api text keeps the label batches 39 and 43 give the same text.
    labels: { "b192-sub2api-050": "server_error", "b193-nextcloud-llm-009": "unknown", "b43-sub2api-005": "server_error", "b39-sub2api-001": "server_error" },
  },
];

describe.each(relabellings)("the blind relabelling of 2026-11-30 (collection $collection)", (r) => {
  const second = fixture(`${r.file}.jsonl`);
  const third = fixture(`${r.file}-third.jsonl`);

  it("labels every row once more, keeps the first labels, and labels the disagreements a third time", () => {
    const ids = auditPool(r.through).filter((row: { id: string }) => r.batches.test(row.id)).map((row: { id: string }) => row.id);
    expect(ids).toHaveLength(r.rows);
    expect(second.map((a) => a.id)).toEqual(ids);
    expect([...second, ...third, ...second.map((a) => a.first)].filter((a) => PAIRS[a.type] !== a.spec)).toEqual([]);
    expect(third.map((a) => a.id)).toEqual(auditFigures(second, classifyError).disagreements.map((a: { id: string }) => a.id));
  });

  it("agrees with the first labels, and scores extended against each labelling, as bench/ACCURACY.md reports", () => {
    const f = auditFigures(second, classifyError, third);
    const round = (k: number) => Math.round(k * 1000) / 1000;
    expect([f.all.spec.same, f.all.rows, round(f.all.spec.kappa), f.all.type.same, round(f.all.type.kappa)]).toEqual(r.agreement);
    expect(f.overruled).toEqual(r.overruled);
    expect([f.all.vsFirst, f.all.vsSecond, f.all.vsMajority]).toEqual(r.scores);
    const types = new Map(auditPool(r.through).map((row: { id: string; type: string }) => [row.id, row.type]));
    expect(Object.keys(r.labels).map((id) => types.get(id))).toEqual(Object.values(r.labels));
  });
});
