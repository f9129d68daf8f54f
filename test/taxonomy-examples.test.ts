// analyzeError on the built-in taxonomy (rules/taxonomy.json): the
// specification's twenty examples and the record's fields.
import { describe, expect, it } from "vitest";
import { WORKED_EXAMPLE } from "./support/worked-example";
import { fixed, analyze } from "./support/taxonomy";
import { analyzeError, ArgumentTypeError, createAnalyzer, taxonomyRules, type AnalysisRecord } from "error-classifier";

// General patterns of rules/taxonomy.json, as written there, that the examples also match.
const INVALID_WORD = String.raw`\b(?:invalid|unsupported|unrecognized|unrecognised|illegal|unknown|bad|wrong) (?:[\w.-]+[ -])?(?:argument|option|flag|parameter|param|value|type|format|mode|name|field|key|setting|config(?:uration)?|version|url|uri|path|id|input|syntax|character|scheme|range|expression|pattern|combination|port|level|method|provider|kind|target)s?\b`;
const IS_REQUIRED = String.raw`\b(?:is|are) (?:required|not supported|not allowed|not valid|invalid|mandatory)\b`;
const MUST = String.raw`\bmust (?:be|have|not|include|provide|contain|match|use|start|end|specify|pass|set|point)\b`;
const UNKNOWN_TOOL = String.raw`\b(?:unknown|unrecogni[sz]ed|undefined|unregistered) (?:\w+ )?(?:tool|function|command|subcommand|method|action|operation|plugin|extension|skill)s?\b`;
const PER_TIME = String.raw`\b(?:requests|tokens|calls) per (?:second|minute|hour|day|min)\b`;
const CONNECTION = String.raw`\b(?:connection|socket)\b.{0,30}\b(?:refused|reset|closed|aborted|lost|dropped|unreachable|failed|hung up|broken)\b`;
const WHILE = String.raw`\b(?:cannot|can't|unable to|could not) \w+ (?:while|during|until|once)\b`;
const REFUSED = String.raw`\b(?:access|request) (?:was )?(?:rejected|refused|denied|blocked|disallowed)\b`;
const BAD_RESPONSE = String.raw`\b(?:invalid|malformed|bad|corrupt|unparseable|unparsable) (?:\w+ )?(?:json|yaml|xml|response|reply|payload)\b`;
const TOOL_NAME_NOT_FOUND = "\\b(?:tool|function|command|subcommand|method|plugin|extension|executable|binary|program)s? (?:named |called )?(?:['\"`]?[\\w./:-]{1,80}['\"`]? )?(?:was |is )?not found\\b";
const EXCEEDED_TIMEOUT = String.raw`\bexceeded (?:the |its )?(?:\w+ )?time ?out\b`;
const EXCEEDED_MS = String.raw`\bexceeded (?:the )?(?:limit of )?\d+(?:\.\d+)? ?(?:ms|milliseconds|s|sec|secs|seconds|m|min|mins|minutes)\b`;
const INSUFFICIENT = String.raw`\binsufficient (?:\w+ )?(?:scope|permission|privilege|access|rights|role)s?\b`;
const QUOTA = String.raw`\bquota\b.{0,40}\b(?:exceeded|exhausted|reached|depleted|used up)\b`;
const STATE_WORD = String.raw`\bstate (?:is |was )?(?:invalid|corrupt\w*|inconsistent|unexpected|unknown)\b`;
const LIMIT_EXCEEDED = String.raw`\b(?:context|token) (?:window|limit|length|budget) (?:of (?:the )?(?:\w+ )?)?(?:was |has been |is )?(?:exceeded|reached|overflow\w*)\b`;
const BAD_FROM = String.raw`\b(?:unexpected|invalid|malformed|unparseable|unparsable|bad|corrupt(?:ed)?|truncated) (?:\w+ )?(?:json|yaml|xml|html|response|reply|payload|body|output|result|data|chunk|frame|message|event) (?:from|returned)\b`;
describe("the specification's examples", () => {
  // [message, exception_type, confidence, matched_patterns]
  const EXAMPLES: [string, string, number, string[]][] = [
    ["Tool 'deploy' not found", "TOOL_NOT_FOUND", 0.8, ["tool.*not found", TOOL_NAME_NOT_FOUND]],
    ["Unknown operation 'migrate'", "TOOL_NOT_FOUND", 1, ["unknown operation", UNKNOWN_TOOL]],
    ["Command 'npm install' timed out after 30000ms", "TOOL_TIMEOUT", 1, ["timed out"]],
    ["Operation exceeded 60000ms timeout", "TOOL_TIMEOUT", 1, ["timeout", EXCEEDED_TIMEOUT, EXCEEDED_MS]],
    ["Invalid input: file_path is required", "INVALID_INPUT", 1, ["invalid.*input", "is required", "invalid", INVALID_WORD, IS_REQUIRED]],
    ["Validation failed: size must be positive integer", "INVALID_INPUT", 1, ["validation failed", "must be", "must be positive", MUST]],
    ["Permission denied: cannot write to /etc/config", "PERMISSION_DENIED", 1, ["permission denied", "\\bpermission\\b.{0,60}\\bdenied\\b", "\\b(?:not writable|could not be written|cannot be written|unable to write to|cannot write to)\\b"]],
    ["Access denied: insufficient privileges", "PERMISSION_DENIED", 1, ["access denied", "insufficient privileges", REFUSED, INSUFFICIENT]],
    ["File not found: src/missing.ts", "RESOURCE_NOT_FOUND", 1, ["not found", "file not found"]],
    ["No such file or directory", "RESOURCE_NOT_FOUND", 1, ["no such file", "no such", "no such file or directory"]],
    ["Rate limit exceeded: 100 requests per minute", "RATE_LIMITED", 1, ["rate limit", "rate[ _-]?limit", "requests per minute", PER_TIME, "rate limit exceeded"]],
    ["API quota exceeded", "RATE_LIMITED", 1, ["quota exceeded", QUOTA]],
    ["Connection refused to api.example.com", "NETWORK_ERROR", 1, ["connection refused", CONNECTION]],
    ["Network timeout", "NETWORK_ERROR", 1, ["network", "network timeout"]],
    ["Invalid state: cannot edit while in READ_ONLY mode", "STATE_ERROR", 1, ["invalid state", "cannot \\w+ while", WHILE]],
    ["State corruption detected", "STATE_ERROR", 1, ["state corruption", "\\bcorrupt\\w*", STATE_WORD]],
    ["Context limit exceeded: 200000 tokens", "CONTEXT_OVERFLOW", 1, ["context.*limit", "context limit exceeded", LIMIT_EXCEEDED]],
    ["Prompt too long for model", "CONTEXT_OVERFLOW", 1, ["too long", "prompt too long"]],
    ["Unexpected JSON format: missing 'result' field", "UNEXPECTED_OUTPUT", 0.8, ["unexpected.*format"]],
    ["Parse error: invalid response from API", "UNEXPECTED_OUTPUT", 1, ["parse error", "invalid.*response", BAD_RESPONSE, BAD_FROM]],
  ];

  it.each(EXAMPLES)("%s is %s", (message, type, confidence, patterns) => {
    for (const text of [message, `Error: ${message}`]) {
      const r = analyze(text);
      expect([r.exception_type, r.confidence, r.matched_patterns, r.alternatives]).toEqual([type, confidence, patterns, []]);
    }
  });

  it("gives the worked example's record, field by field", () => {
    expect(analyzeError("Error: npm install timed out after 60000ms", fixed)).toEqual({
      classification_id: "cls_abc123",
      timestamp: "2024-01-15T10:30:00.000Z",
      ...WORKED_EXAMPLE,
    } satisfies AnalysisRecord);
  });
});

describe("the record", () => {
  it("takes the clock as a Date or epoch milliseconds, and the id generator", () => {
    let n = 0;
    const r = analyzeError("quota exceeded", { now: () => new Date("2025-03-01T08:00:00+01:00"), id: () => `cls_${++n}` });
    expect([r.classification_id, r.timestamp]).toEqual(["cls_1", "2025-03-01T07:00:00.000Z"]);
    expect(analyzeError("quota exceeded", { now: () => 0, id: () => `cls_${++n}` }).timestamp).toBe("1970-01-01T00:00:00.000Z");
    expect(n).toBe(2);
  });

  it("makes a random cls_ id and the current time by default", () => {
    const before = Date.now();
    const a = analyze("x");
    const b = analyze("x");
    expect(a.classification_id).toMatch(/^cls_[0-9a-f]{12}$/);
    expect(b.classification_id).not.toBe(a.classification_id);
    const t = Date.parse(a.timestamp);
    expect(t >= before && t <= Date.now()).toBe(true);
  });

  it("is UNKNOWN_ERROR with confidence 0 when nothing matches", () => {
    expect(analyzeError("the build succeeded", fixed)).toEqual({
      classification_id: "cls_abc123",
      timestamp: "2024-01-15T10:30:00.000Z",
      exception_type: "UNKNOWN_ERROR",
      severity: "high",
      confidence: 0,
      matched_patterns: [],
      context: {},
      root_cause: "Not identified from the message",
      recommended_recovery: ["log_and_inspect", "retry_once", "escalate_to_user"],
      classification: "Unclassified",
      score: 0,
      match_kind: "none",
      alternatives: [],
      error_category: "fatal",
      error_type: "unknown",
    });
  });

  it("lists the other types that matched, best first, and the package's answers", () => {
    const r = analyzeError("429 Too Many Requests: upstream connect error", fixed);
    expect([r.exception_type, r.alternatives, r.error_category, r.error_type]).toEqual([
      "RATE_LIMITED",
      [{ exception_type: "NETWORK_ERROR", score: 100, matched_patterns: ["connect error"] }],
      "retryable",
      "rate_limit",
    ]);
    expect(r.confidence).toBe(0.95);
  });

  it("copies the recovery list, so a caller cannot change the taxonomy", () => {
    analyze("API quota exceeded").recommended_recovery.push("x");
    expect(analyze("API quota exceeded").recommended_recovery).toEqual(["wait_and_retry_with_backoff", "honor_retry_after", "reduce_request_rate", "switch_api_key_or_provider"]);
  });
});

describe("the record's timestamp", () => {
  it("follows the clock from call to call, and rejects a bad time each time", () => {
    let t: unknown = Date.UTC(2024, 0, 15, 10, 30, 0);
    const a = createAnalyzer(taxonomyRules, { now: () => t as number, id: () => "cls_1", providerAnswers: false });
    expect(a.analyze("Network timeout").timestamp).toBe("2024-01-15T10:30:00.000Z");
    expect(a.analyze("Network timeout").timestamp).toBe("2024-01-15T10:30:00.000Z");
    t = Date.UTC(2024, 0, 15, 10, 30, 1);
    expect(a.analyze("Network timeout").timestamp).toBe("2024-01-15T10:30:01.000Z");
    t = new Date(Date.UTC(2025, 5, 1));
    expect(a.analyze("Network timeout").timestamp).toBe("2025-06-01T00:00:00.000Z");
    for (const bad of [NaN, "soon", new Date(NaN)]) {
      t = bad;
      expect(() => a.analyze("Network timeout")).toThrow(ArgumentTypeError);
    }
    t = Date.UTC(2024, 0, 15, 10, 30, 1);
    expect(a.analyze("Network timeout").timestamp).toBe("2024-01-15T10:30:01.000Z");
  });
});
