import { describe, expect, it } from "vitest";
import {
  ArgumentTypeError,
  createClassifier,
  defaultPolicies,
  errorTypes,
  isErrorType,
  providerContextRules,
  providerTextRules,
  resolvePolicy,
} from "error-classifier";

describe("the policy table (section 1)", () => {
  // [type, retryable, maxAttempts (retries after the first call), fallbackEligible, backoffStrategy]
  const table = [
    ["rate_limit", true, 3, true, "exponential"],
    ["timeout", true, 3, true, "exponential"],
    ["transient", true, 3, true, "exponential"],
    ["parsing", true, 1, true, "corrective"],
    ["unknown", true, 1, false, "exponential"],
    ["authentication", false, 0, false, "none"],
    ["invalid_request", false, 0, false, "none"],
    ["budget_exceeded", false, 0, false, "none"],
    ["quota_exceeded", false, 0, true, "none"],
    ["policy", false, 0, false, "none"],
    ["aborted", false, 0, false, "none"],
  ] as const;

  it.each(table)("%s: retryable %s, %i retries, fallback %s, %s", (type, retryable, maxAttempts, fallbackEligible, backoffStrategy) => {
    expect(resolvePolicy(type)).toEqual({ retryable, maxAttempts, fallbackEligible, backoffStrategy });
    expect(defaultPolicies[type]).toEqual({ retryable, maxAttempts, fallbackEligible, backoffStrategy });
  });

  it("lists exactly the eleven types, and the table is frozen data", () => {
    expect([...errorTypes]).toEqual(table.map((row) => row[0]));
    expect(Object.keys(defaultPolicies).sort()).toEqual([...errorTypes].sort());
    expect(Object.isFrozen(defaultPolicies)).toBe(true);
    expect(Object.isFrozen(defaultPolicies.rate_limit)).toBe(true);
    expect(isErrorType("quota_exceeded")).toBe(true);
    expect(isErrorType("fatal")).toBe(false);
  });

  it("lets a caller override some fields of one type", () => {
    const overrides = { rate_limit: { maxAttempts: 5 }, invalid_request: { fallbackEligible: true } };
    expect(resolvePolicy("rate_limit", overrides)).toEqual({ retryable: true, maxAttempts: 5, fallbackEligible: true, backoffStrategy: "exponential" });
    expect(resolvePolicy("invalid_request", overrides)).toEqual({ retryable: false, maxAttempts: 0, fallbackEligible: true, backoffStrategy: "none" });
    expect(resolvePolicy("timeout", overrides)).toBe(defaultPolicies.timeout);
    expect(resolvePolicy("rate_limit", { rate_limit: { maxAttempts: undefined } })).toEqual(defaultPolicies.rate_limit);
    expect(defaultPolicies.rate_limit.maxAttempts).toBe(3);
  });

  it("rejects unknown types and malformed overrides", () => {
    const cases: [() => unknown, string][] = [
      [() => resolvePolicy("fatal" as never), 'for type but received string "fatal"'],
      [() => resolvePolicy("timeout", 3 as never), "Expected an object of per-type policy overrides for overrides but received number 3"],
      [() => resolvePolicy("timeout", { nope: {} } as never), 'for overrides but received string "nope"'],
      [() => resolvePolicy("timeout", { timeout: { maxAttempts: -1 } }), "Expected a non-negative integer for overrides.timeout.maxAttempts but received number -1"],
      [() => resolvePolicy("timeout", { timeout: { maxAttempts: 1.5 } }), "Expected a non-negative integer for overrides.timeout.maxAttempts but received number 1.5"],
      [() => resolvePolicy("timeout", { timeout: { retryable: "yes" as never } }), 'Expected a boolean for overrides.timeout.retryable but received string "yes"'],
      [() => resolvePolicy("timeout", { timeout: { backoffStrategy: "linear" as never } }), 'for overrides.timeout.backoffStrategy but received string "linear"'],
      [() => resolvePolicy("timeout", { timeout: { delay: 3 } as never }), "for overrides.timeout.delay but received number 3"],
    ];
    for (const [fn, message] of cases) {
      let caught: unknown;
      try {
        fn();
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ArgumentTypeError);
      expect((caught as Error).message.endsWith(message)).toBe(true);
    }
  });
});

describe("the shipped text rule sets", () => {
  it("are RE2 data whose categories are ErrorType names, default unknown", () => {
    expect([providerTextRules.syntax, providerTextRules.caseInsensitive, providerTextRules.defaultCategory]).toEqual(["re2", true, "unknown"]);
    expect(providerTextRules.tiers.map((t) => t.category)).toEqual([
      "budget_exceeded",
      "quota_exceeded",
      "parsing",
      "rate_limit",
      "authentication",
      "policy",
      "timeout",
      "transient",
      "invalid_request",
    ]);
    for (const t of providerTextRules.tiers) expect(isErrorType(t.category)).toBe(true);
    expect(Object.isFrozen(providerTextRules)).toBe(true);
    expect([providerContextRules.syntax, providerContextRules.defaultCategory, providerContextRules.tiers.map((t) => t.category)]).toEqual([
      "re2",
      "none",
      ["context_overflow"],
    ]);
  });

  it("classify text case-insensitively on the native engine, first tier first", () => {
    const c = createClassifier(providerTextRules);
    expect(c.classifyMany(["YOU EXCEEDED YOUR CURRENT QUOTA", "rate limit; json", "Request Timed Out", "hello"])).toEqual([
      "quota_exceeded",
      "parsing",
      "timeout",
      "unknown",
    ]);
    expect(createClassifier(providerContextRules).category("Prompt is too long: 210000 tokens > 200000 maximum")).toBe("context_overflow");
  });
});
