// The taxonomy as data: the built-in file against the specification, its
// schema, user taxonomies from JSON and TOML, and every problem of a bad one
// reported at once.
import { readFileSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkTaxonomy, createAnalyzer, loadTaxonomy, RuleSetError, retryBudget, shouldEscalate, taxonomyRules, type Taxonomy } from "error-classifier";

const root = join(__dirname, "..");
const schema = JSON.parse(readFileSync(join(root, "schema", "taxonomy.schema.json"), "utf8"));
const fixed = { now: () => 0, id: () => "cls_1", providerAnswers: false };

/** The specification's ten types: type, classification, severity, root cause and detectable_from, as written there. */
const SPEC: [string, string, string, string, string[]][] = [
  ["TOOL_NOT_FOUND", "Configuration Error", "high", "Tool not registered or incorrectly named", ["tool.*not found", "unknown tool", "tool not available"]],
  ["TOOL_TIMEOUT", "Resource Error", "medium", "Operation too slow or network issues", ["timeout", "exceeded.*limit", "timed out"]],
  ["INVALID_INPUT", "User Error", "low", "Missing required fields or wrong format", ["invalid.*input", "validation failed", "invalid argument", "required.*missing"]],
  ["PERMISSION_DENIED", "Authorization Error", "high", "User lacks required permissions", ["permission denied", "access denied", "unauthorized", "forbidden"]],
  ["RESOURCE_NOT_FOUND", "Resource Error", "medium", "Resource deleted or path incorrect", ["not found", "does not exist", "no such file", "404"]],
  ["RATE_LIMITED", "External Error", "medium", "Too many requests in time window", ["rate limit", "too many requests", "429", "quota exceeded"]],
  ["NETWORK_ERROR", "Infrastructure Error", "medium", "Network instability or server down", ["network", "connection refused", "ETIMEDOUT", "ECONNREFUSED", "ENOTFOUND"]],
  ["STATE_ERROR", "Logic Error", "high", "Incorrect workflow or concurrent modification", ["invalid state", "corrupted", "inconsistent", "unexpected state"]],
  ["CONTEXT_OVERFLOW", "Resource Error", "high", "Too much context or insufficient summarization", ["context.*limit", "maximum.*tokens", "context.*overflow", "too long"]],
  ["UNEXPECTED_OUTPUT", "Integration Error", "medium", "API change or version mismatch", ["unexpected.*format", "parse error", "invalid.*response", "malformed"]],
];

describe("the built-in taxonomy", () => {
  it("has the specification's ten types, in its order, with its fields and detectable_from as written", () => {
    expect(taxonomyRules.types.map((t) => [t.type, t.classification, t.severity, t.root_cause, t.detectable_from])).toEqual(SPEC);
    expect([taxonomyRules.unknown.type, taxonomyRules.version]).toEqual(["UNKNOWN_ERROR", "1.7.0"]);
  });

  it("names one recovery list per type, with the specification's actions for a timeout", () => {
    const timeout = taxonomyRules.types.find((t) => t.type === "TOOL_TIMEOUT")!;
    expect(timeout.recommended_recovery.slice(0, 2)).toEqual(["retry_with_longer_timeout", "use_cached_packages"]);
    for (const t of [...taxonomyRules.types, taxonomyRules.unknown]) {
      expect(t.recommended_recovery.length).toBeGreaterThanOrEqual(3);
      for (const a of t.recommended_recovery) expect(a).toMatch(/^[a-z][a-z0-9_]*$/);
    }
    expect(taxonomyRules.types.find((t) => t.type === "STATE_ERROR")!.recommended_recovery[0]).toBe("reread_file_and_retry");
  });

  it("keeps the specification's severity levels as data", () => {
    expect(taxonomyRules.severity_levels).toEqual({
      critical: { description: "System unusable or data at risk", escalate_immediately: true, retry_allowed: false, max_retries: 0 },
      high: { description: "Feature broken, work blocked", escalate_immediately: false, escalate_after: 2, retry_allowed: true, max_retries: 3 },
      medium: { description: "Degraded experience, workaround possible", escalate_immediately: false, escalate_after: 5, retry_allowed: true, max_retries: 5 },
      low: { description: "Minor issue, does not block work", escalate_immediately: false, escalate_after: null, retry_allowed: true, max_retries: 10 },
    });
  });

  it("is frozen", () => {
    expect(Object.isFrozen(taxonomyRules) && Object.isFrozen(taxonomyRules.types[0].recommended_recovery)).toBe(true);
  });

  it("agrees with its schema on the keys and the scoring defaults", () => {
    expect(Object.keys(taxonomyRules).every((k) => k in schema.properties)).toBe(true);
    const defaults = Object.fromEntries(Object.entries(schema.properties.scoring.properties).map(([k, v]) => [k, (v as { default: number }).default]));
    expect(defaults).toEqual(taxonomyRules.scoring);
    expect(schema.$defs.severity.enum).toEqual(["critical", "high", "medium", "low"]);
    expect(checkTaxonomy(taxonomyRules)).toBeUndefined();
  });
});

describe("user taxonomies", () => {
  it("loads one from TOML and analyzes with it", () => {
    const t = loadTaxonomy(join(root, "test", "fixtures", "taxonomy", "small.toml"));
    const a = createAnalyzer(t, fixed);
    expect(a.analyze("write /var/lib/data/db.sqlite: no space left on device")).toEqual({
      classification_id: "cls_1",
      timestamp: "1970-01-01T00:00:00.000Z",
      exception_type: "DISK_FULL",
      severity: "critical",
      confidence: 1,
      matched_patterns: ["no space left on device"],
      context: { file_path: "/var/lib/data/db.sqlite" },
      root_cause: "The disk is full",
      recommended_recovery: ["free_disk_space", "escalate_to_user"],
      classification: "Resource Error",
      score: 100,
      match_kind: "exact",
      alternatives: [],
    });
    const flaky = a.analyze("test auth.spec.ts failed on retry 2");
    expect([flaky.exception_type, flaky.score, flaky.confidence]).toEqual(["FLAKY_TEST", 70, 0.7]);
    expect(a.analyze("hello").exception_type).toBe("OTHER");
    expect([shouldEscalate({ severity: "critical" }, 0, t), retryBudget({ severity: "medium" }, t)]).toEqual([true, 5]);
  });

  it("loads one from JSON, and the same data from both gives the same answers", () => {
    const t = loadTaxonomy(join(root, "test", "fixtures", "taxonomy", "small.toml"));
    const dir = mkdtempSync(join(tmpdir(), "ec-taxonomy-"));
    writeFileSync(join(dir, "small.json"), JSON.stringify(t));
    expect(loadTaxonomy(join(dir, "small.json"))).toEqual(t);
  });

  it("reports every problem of the shape at once", () => {
    const bad = {
      name: "mine",
      scoring: { exact_match: "high", fuzzy_match_threshold: 2, extra: 1 },
      types: [
        { type: "A", description: "a", classification: "c", severity: "urgent", root_cause: "r", recommended_recovery: ["Retry Now"], patterns: ["ok", 5], extract: ["nope"] },
        { type: "A", description: "", classification: "c", severity: "low", root_cause: "r", recommended_recovery: "retry" },
      ],
      unknown: { type: "U", description: "u", classification: "c", severity: "low", root_cause: "r", recommended_recovery: [], patterns: ["x"] },
      extractors: { e: ["(?P<colour>red)", "no group"] },
      severity_levels: { low: { escalate_immediately: false, retry_allowed: "yes", max_retries: -1, escalate_after: 0 }, urgent: {} },
    };
    let error: RuleSetError | undefined;
    try {
      createAnalyzer(bad as unknown as Taxonomy);
    } catch (e) {
      error = e as RuleSetError;
    }
    expect(error).toBeInstanceOf(RuleSetError);
    expect(error!.code).toBe("ERR_RULESET_INVALID");
    expect(error!.issues.map((i) => `${i.path}: ${i.message}`)).toEqual([
      'scoring.exact_match: expected a finite number of at least 0 but received string "high"',
      "scoring.fuzzy_match_threshold: expected a number in (0, 1] but received number 2",
      "scoring.extra: unknown key",
      'extractors.e[0]: group "colour" is not a context field',
      "extractors.e[1]: has no named group: name a group after a context field, such as (?P<tool>...)",
      'severity_levels.low.retry_allowed: expected a boolean but received string "yes"',
      "severity_levels.low.max_retries: expected an integer of at least 0 but received number -1",
      "severity_levels.low.escalate_after: expected an integer of at least 1, or null for never but received number 0",
      "severity_levels.urgent: unknown severity (expected one of critical, high, medium, low)",
      "severity_levels.urgent.escalate_immediately: expected a boolean but received undefined",
      "severity_levels.urgent.retry_allowed: expected a boolean but received undefined",
      "severity_levels.urgent.max_retries: expected an integer of at least 0 but received undefined",
      'types[0].severity: expected "critical", "high", "medium" or "low" but received string "urgent"',
      'types[0].recommended_recovery[0]: "Retry Now" is not an action name (lower case letters, digits and _)',
      "types[0].patterns[1]: expected a non-empty string but received number 5",
      'types[0].extract[0]: no extractor named "nope"',
      'types[1].description: expected a non-empty string but received string ""',
      'types[1].type: duplicate type "A"',
      'types[1].recommended_recovery: expected an array of strings but received string "retry"',
      "unknown.patterns: unknown key",
    ]);
    expect(error!.message.split("\n")[0]).toBe('Invalid taxonomy "mine"');
  });

  it("reports every pattern RE2 rejects, in match patterns and extractors, by its path", () => {
    const bad = {
      ...taxonomyRules,
      types: [{ ...taxonomyRules.types[0], patterns: ["(unclosed", "a(?=b)"] }],
      extractors: { ...taxonomyRules.extractors, tool: ["(?P<tool>[a-)"] },
    };
    let error: RuleSetError | undefined;
    try {
      createAnalyzer(bad);
    } catch (e) {
      error = e as RuleSetError;
    }
    expect(error!.code).toBe("ERR_RULESET_PATTERN");
    expect(error!.issues.map((i) => [i.path, i.reason])).toEqual([
      ["types[0].patterns[0]", "missing ): (unclosed"],
      ["types[0].patterns[1]", "invalid perl operator: (?="],
      ["extractors.tool", "invalid character class range: a-)"],
    ]);
  });

  it("rejects what is not a taxonomy, and a file that is neither JSON nor TOML", () => {
    expect(() => createAnalyzer(null as never)).toThrow("Expected a taxonomy object but received null");
    expect(() => loadTaxonomy(join(root, "test", "fixtures", "broken.toml"))).toThrow(RuleSetError);
    expect(() => loadTaxonomy("taxonomy.yaml")).toThrow('Expected a .json or .toml file but received "taxonomy.yaml"');
  });
});
