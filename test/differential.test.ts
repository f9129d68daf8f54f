import { describe, expect, it } from "vitest";
import { classifyError } from "error-classifier";
import { referenceClassifyError } from "./support/reference.js";
import { message, rng, SLOT } from "./support/messages.js";

describe("classifyError against the plain RegExp implementation", () => {
  it("agrees on 25,000 random messages near the patterns", () => {
    const r = rng(20261122);
    const disagreements: { message: string; ours: string; reference: string }[] = [];
    const counts: Record<string, number> = {};
    for (let i = 0; i < 25_000; i++) {
      const m = message(r);
      const ours = classifyError(m);
      const reference = referenceClassifyError(m);
      counts[reference] = (counts[reference] ?? 0) + 1;
      if (ours !== reference) disagreements.push({ message: JSON.stringify(m), ours, reference });
    }
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(disagreements.length).toBe(0);
    // The generator must exercise every answer, not only the default.
    expect(counts.retryable).toBeGreaterThan(5000);
    expect(counts.context_overflow).toBeGreaterThan(1000);
    expect(counts.fatal).toBeGreaterThan(5000);
  });

  it("agrees on every single-character slot filler between every pattern's halves", () => {
    const fillers = [...SLOT, "a", "A", "0", "\u0085", "\u00a0", "\ufeff", "\udfff", "\ud83d\ude00", "\u{1F600}x"];
    const stems = [["rate", "limit"], ["context", "length"], ["context", "window"], ["context", "overflow"], ["token", "limit"], ["invalid", "key"]];
    let checked = 0;
    for (const [a, b] of stems) {
      for (const f of fillers) {
        for (const m of [`${a}${f}${b}`, `${a.toUpperCase()}${f}${b}`, `x${a}${f}${f}${b}x`]) {
          expect([m, classifyError(m)]).toEqual([m, referenceClassifyError(m)]);
          checked++;
        }
      }
    }
    expect(checked).toBe(stems.length * fillers.length * 3);
  });
});
