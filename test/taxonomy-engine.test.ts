// analyzeError's one engine call (native/core/taxonomy.h) on the backend
// under test (the suite runs on both): the wire form lib/native.ts
// documents, offsets in UTF-16 units, and the records it gives for
// multibyte text, ANSI escapes, log prefixes and Windows paths.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeError, normalizeMessage, ArgumentTypeError } from "error-classifier";

const root = join(__dirname, "..");
const req = createRequire(__filename);
const { native } = req(join(root, "dist", "cjs", "native.js"));
const { readTaxonomy } = req(join(root, "dist", "cjs", "taxonomy", "analyzer.js"));
const taxonomy = JSON.parse(readFileSync(join(root, "rules", "taxonomy.json"), "utf8"));

const pick = (t: string) => {
  const r = analyzeError(t, { providerAnswers: false });
  return [r.exception_type, r.confidence, r.match_kind, r.matched_patterns, r.context];
};

describe("the taxonomy engine's wire form", () => {
  const { spec, compiled } = readTaxonomy(taxonomy);
  const engine = native().compileTaxonomy(spec).taxonomy;
  const out = new Int32Array(4096);
  const wire = (t: string) => [engine.analyze(t, out), Array.from(out.subarray(0, out[0]))];

  it("the specification's worked example: one type, one pattern, three fields sliced from one string", () => {
    // [length, winner, kind, fuzzy pattern, similarity ‰, its units, ranked: type, score, n, index; fields: field, start, end]
    expect(wire("Error: npm install timed out after 60000ms")).toEqual(["npminstall60000ms", [21, 1, 1, -1, 0, 0, 1, 1, 100, 1, 146, 3, 0, 0, 3, 1, 3, 10, 3, 10, 17]]);
    expect(compiled[146].text).toBe("timed out");
  });

  it("offsets count UTF-16 units; the fuzzy step's hit leads the string", () => {
    // file_path (2) "/tmp/" (RE2's \w is ASCII: ü ends it), error_code (7) "ENOENT".
    expect(wire("ü ENOENT: no such file or directory, open '/tmp/ü.txt'")).toEqual(["/tmp/ENOENT", [21, 4, 1, -1, 0, 0, 1, 4, 100, 4, 739, 741, 746, 784, 2, 2, 0, 5, 7, 5, 11]]);
    expect([739, 741, 746, 784].map((i) => compiled[i].text)).toEqual(["no such file", "ENOENT", "no such", "no such file or directory"]);
    // Nothing matched: the fuzzy hit (PERMISSION_DENIED's pattern 520, 0.938,
    // 16 units of text), then its type's field file_path (2).
    expect(wire("\x1b[1mpermision denied\x1b[0m C:\\tmp\\ö.log")).toEqual(["permision deniedC:\\tmp\\ö.log", [11, 3, 2, 520, 938, 16, 0, 1, 2, 16, 28]]);
    expect([compiled[520].text, compiled[520].type]).toEqual(["permission denied", 3]);
    expect(wire("😀 x")).toEqual(["", [8, -1, -1, -1, 0, 0, 0, 0]]);
  });

  it("a fuzzy winner's fields come in the same call, from its type's extractors", () => {
    expect(wire("permision denied to C:\\Users\\Ana\\a.txt")).toEqual(["permision deniedC:\\Users\\Ana\\a.txt", [11, 3, 2, 520, 938, 16, 0, 1, 2, 16, 34]]);
  });

  it("a short out array gets what fits and the whole length first", () => {
    const short = new Int32Array(4);
    expect(engine.analyze("Error: npm install timed out after 60000ms", short)).toBe("npminstall60000ms");
    expect(Array.from(short)).toEqual([21, 1, 1, -1]);
  });
});

describe("analyzeError through the engine", () => {
  it("multibyte text, ANSI escapes and log prefixes, Windows paths, a window in characters", () => {
    expect(pick("😀 Ünïcödé — Command 'npm install' timed out after 1m30s")).toEqual([
      "TOOL_TIMEOUT", 1, "exact", ["timed out"], { tool: "npm", operation: "install", duration_ms: 90000 },
    ]);
    expect(pick("\x1b[31m[ERROR]\x1b[0m Permission denied: cannot write to C:\\Users\\Ana\\config.json")).toEqual([
      "PERMISSION_DENIED", 1, "exact", ["permission denied", "\\bpermission\\b.{0,60}\\bdenied\\b", "\\b(?:not writable|could not be written|cannot be written|unable to write to|cannot write to)\\b"], { file_path: "C:\\Users\\Ana\\config.json" },
    ]);
    expect(pick("2026-01-15T10:30:00Z ERROR spawn npx ENOENT\n    at ChildProcess._handle.onexit (node:internal/child_process:284:19)")).toEqual([
      "TOOL_NOT_FOUND", 0.8, "regex", ["spawn(?:Sync)? \\S+ ENOENT"], { tool: "npx", error_code: "ENOENT" },
    ]);
    // ETIMEDOUT lies 200 characters (400 bytes) past the window's 160.
    expect(pick(`${"é".repeat(200)} connect ECONNREFUSED 10.0.0.1:443 ${"ü".repeat(200)} ETIMEDOUT`)).toEqual([
      "NETWORK_ERROR", 1, "exact", ["ETIMEDOUT", "ECONNREFUSED"], { error_code: "ECONNREFUSED", host: "10.0.0.1", port: 443 },
    ]);
  });

  it("normalizeMessage is the engine's normalisation", () => {
    expect(normalizeMessage("\x1b[31m2026-01-15 10:30:00 [WARN]  Error:\tdisk  full\x1b[0m\r\n  fatal: giving up")).toBe("disk full giving up");
    expect(normalizeMessage("E0115 10:30:00.123 123 file.cc:42] x\u2028WARNING: y\u00a0\u00a0z")).toBe("x WARNING: y z");
    expect(normalizeMessage("\ud800 lone")).toBe("\ufffd lone");
    expect(() => normalizeMessage(42 as unknown as string)).toThrow(ArgumentTypeError);
  });
});
