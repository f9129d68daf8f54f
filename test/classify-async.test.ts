// Classifier.classifyAsync: the thread-pool call, its copies of large
// strings in slices, and surrogate pairs where the slices meet.
import { describe, expect, it } from "vitest";
import { createClassifier, specRules } from "error-classifier";

describe("classifyAsync", () => {
  const c = createClassifier(specRules);

  it("classifies on the thread pool with classifyAsync", async () => {
    const big = `${"x".repeat(5 * 1024 * 1024)} context window`;
    const results = await Promise.all([
      c.classifyAsync(big),
      c.classifyAsync(Buffer.from("HTTP 503 overloaded")),
      c.classifyAsync(""),
      c.classifyAsync(new TextEncoder().encode("rate\u2028limit")),
    ]);
    expect(results).toEqual([
      { category: "context_overflow", matches: [{ tier: 1, category: "context_overflow", index: 1, pattern: "context.?window" }] },
      {
        category: "retryable",
        matches: [
          { tier: 0, category: "retryable", index: 2, pattern: "503" },
          { tier: 0, category: "retryable", index: 3, pattern: "overloaded" },
        ],
      },
      { category: "fatal", matches: [] },
      { category: "fatal", matches: [] },
    ]);
    await expect(c.classifyAsync(7 as unknown as string)).rejects.toThrow("Expected a string or Uint8Array for text but received number 7");
  });

  it("encodes long strings for classifyAsync without splitting surrogate pairs", async () => {
    const slice = 1 << 20;
    const texts = [
      `${"x".repeat(slice - 1)}😀 token limit`, // the pair straddles the first slice's end
      `${"x".repeat(slice - 5)}rate\ud800limit`, // a lone surrogate at the boundary: U+FFFD, one unit
      `${"é".repeat(slice + 5)}ECONNRESET`,
      `${"x".repeat(3 * slice)}`,
    ];
    const answers = await Promise.all(texts.map((t) => c.classifyAsync(t)));
    expect(answers.map((a) => a.category)).toEqual(["context_overflow", "retryable", "retryable", "fatal"]);
    expect(answers).toEqual(texts.map((t) => c.classify(t)));
  });

  it("keeps a surrogate pair whole where classifyAsync's encoding slices meet", async () => {
    const slice = 1 << 20;
    // A lone surrogate keeps its code point (as the synchronous calls read it), never U+FFFD.
    const emoji = createClassifier({
      defaultCategory: "split",
      tiers: [{ category: "whole", patterns: ["x😀y"] }, { category: "lone", patterns: ["x\ud800y"] }, { category: "replaced", patterns: ["\\x{FFFD}"] }],
    });
    const straddling = `${"x".repeat(slice - 1)}😀y`; // the pair's high half is the first slice's last unit
    expect((await emoji.classifyAsync(straddling)).category).toBe("whole");
    const lone = `${"x".repeat(slice - 1)}\ud800y`;
    expect([(await emoji.classifyAsync(lone)).category, emoji.category(lone)]).toEqual(["lone", "lone"]);
  });

});
