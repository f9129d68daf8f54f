// Issue 22: one answer per error. classifyProviderError reads message text
// through extended's rule data (lib/provider/text-decision.ts), so on a
// message alone it gives extended's classifyError's answer, mapped to the
// spec's three categories: an overflow is context_overflow, rate_limit,
// timeout and transient are retryable, every other type fatal.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { classifyProviderError, extendedRules, extendedTierTypes, typeCategory } from "error-classifier";
import { classifyError } from "error-classifier/extended";
import { loadCorpus, loadJsonlDir } from "../scripts/corpus.mjs";

function threeWay(message: string): string {
  const c = classifyProviderError(message);
  return c.contextOverflow ? "context_overflow" : typeCategory(c.type);
}

const corpus = loadCorpus() as { id: string; message: string }[];
const templates = loadJsonlDir(join(__dirname, "fixtures", "templates")) as { example: string; file: string }[];
const blind = loadJsonlDir(join(__dirname, "fixtures", "blind")) as { id: string; message: string }[];

describe("classifyProviderError and extended give one answer on text", () => {
  it("agrees with extended's classifyError on every corpus row", () => {
    const differ = corpus.filter((r) => threeWay(r.message) !== classifyError(r.message)).map((r) => r.id);
    expect(corpus.length).toBeGreaterThan(3800);
    expect(differ).toEqual([]);
  });

  it("agrees with extended's classifyError on every template", () => {
    const differ = templates.filter((r) => threeWay(r.example) !== classifyError(r.example)).map((r) => `${r.file}: ${r.example}`);
    expect(templates.length).toBeGreaterThan(2900);
    expect(differ).toEqual([]);
  });

  it("agrees with extended's classifyError on every blind row", () => {
    const differ = blind.filter((r) => threeWay(r.message) !== classifyError(r.message)).map((r) => r.id);
    expect(blind.length).toBe(303);
    expect(differ).toEqual([]);
  });

  it("maps every tier of rules/extended.json to an ErrorType of the tier's category", () => {
    expect(extendedTierTypes.map((t) => t.category)).toEqual(extendedRules.tiers.map((t) => t.category));
    for (const t of extendedTierTypes) {
      if (t.category !== "context_overflow") expect(typeCategory(t.type)).toBe(t.category);
    }
  });

  it("keeps the finer types of provider-text within extended's category", () => {
    expect(classifyProviderError("Error code: 401 - invalid api key").type).toBe("authentication");
    expect(classifyProviderError("insufficient balance (1008)")).toMatchObject({ type: "quota_exceeded", retryable: false, source: "budget" });
    expect(classifyProviderError("You exceeded your current quota, please check your plan and billing details.").type).toBe("quota_exceeded");
    expect(classifyProviderError("Request timed out.").type).toBe("timeout");
    expect(classifyProviderError("prompt is too long: 210000 tokens > 200000 maximum")).toMatchObject({ type: "invalid_request", contextOverflow: true });
    expect(classifyProviderError("nothing recognisable here")).toMatchObject({ type: "unknown", source: "none" });
  });
});

describe("structured fields that outrank the text (documented in classifyProviderError)", () => {
  it("a cancelled call is aborted whatever its message says", () => {
    const e = Object.assign(new Error("429 Rate limit exceeded"), { name: "AbortError" });
    expect(classifyProviderError(e).type).toBe("aborted");
  });

  it("HTTP 402 is budget_exceeded whatever its message says", () => {
    expect(classifyProviderError({ status: 402, message: "Rate limit exceeded, try again in 2s" }).type).toBe("budget_exceeded");
  });

  it("an exhausted quota sent as a 429 rate_limit_error stays fatal: the text outranks status and code", () => {
    const e = { status: 429, error: { type: "rate_limit_error", message: "[1113][Insufficient balance or no resource package. Please recharge.]" } };
    expect(classifyProviderError(e)).toMatchObject({ type: "quota_exceeded", retryable: false });
  });

  it("a rejected key relayed in a 5xx stays fatal: extended's definite tiers outrank the status", () => {
    expect(classifyProviderError({ status: 500, message: "API key not valid. Please pass a valid API key." }).retryable).toBe(false);
  });

  it("a status decides where the text is only a burst or a bare status word", () => {
    expect(classifyProviderError({ status: 400, message: "Service Unavailable" }).type).toBe("invalid_request");
    expect(classifyProviderError({ status: 503, message: "Bad Request" }).type).toBe("transient");
  });
});
