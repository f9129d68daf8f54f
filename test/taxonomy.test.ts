// analyzeError on the built-in taxonomy (rules/taxonomy.json): the
// specification's examples, the record, the scoring rules on both sides,
// fuzzy matching, normalisation, extraction, inputs and the severity policy.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { WORKED_EXAMPLE } from "./support/worked-example";
import { analyzeError, ArgumentTypeError, createAnalyzer, normalizeMessage, retryBudget, shouldEscalate, taxonomyRules, type AnalysisRecord } from "error-classifier";

const fixed = { now: () => Date.UTC(2024, 0, 15, 10, 30, 0), id: () => "cls_abc123" };
const quiet = { providerAnswers: false };
const analyze = (input: unknown) => analyzeError(input, quiet);

// Three general patterns of INVALID_INPUT, as written in rules/taxonomy.json.
const INVALID_WORD = String.raw`\b(?:invalid|unsupported|unrecognized|unrecognised|illegal|unknown|bad|wrong) (?:[\w.-]+[ -])?(?:argument|option|flag|parameter|param|value|type|format|mode|name|field|key|setting|config(?:uration)?|version|url|uri|path|id|input|syntax|character|scheme|range|expression|pattern|combination|port|level|method|provider|kind|target)s?\b`;
const IS_REQUIRED = String.raw`\b(?:is|are) (?:required|not supported|not allowed|not valid|invalid|mandatory)\b`;
const MUST = String.raw`\bmust (?:be|have|not|include|provide|contain|match|use|start|end|specify|pass|set|point)\b`;
const UNKNOWN_TOOL = String.raw`\b(?:unknown|unrecogni[sz]ed|undefined|unregistered) (?:\w+ )?(?:tool|function|command|subcommand|method|action|operation|plugin|extension|skill)s?\b`;
const PER_TIME = String.raw`\b(?:requests|tokens|calls) per (?:second|minute|hour|day|min)\b`;
const CONNECTION = String.raw`\b(?:connection|socket)\b.{0,30}\b(?:refused|reset|closed|aborted|lost|dropped|unreachable|failed|hung up|broken)\b`;
const WHILE = String.raw`\b(?:cannot|can't|unable to|could not) \w+ (?:while|during|until|once)\b`;
const BAD_RESPONSE = String.raw`\b(?:invalid|malformed|bad|corrupt|unparseable|unparsable) (?:\w+ )?(?:json|yaml|xml|response|reply|payload)\b`;

describe("the specification's examples", () => {
  // [message, exception_type, confidence, matched_patterns]
  const EXAMPLES: [string, string, number, string[]][] = [
    ["Tool 'deploy' not found", "TOOL_NOT_FOUND", 0.8, ["tool.*not found"]],
    ["Unknown operation 'migrate'", "TOOL_NOT_FOUND", 1, ["unknown operation", UNKNOWN_TOOL]],
    ["Command 'npm install' timed out after 30000ms", "TOOL_TIMEOUT", 1, ["timed out"]],
    ["Operation exceeded 60000ms timeout", "TOOL_TIMEOUT", 1, ["timeout"]],
    ["Invalid input: file_path is required", "INVALID_INPUT", 1, ["invalid.*input", "is required", "invalid", INVALID_WORD, IS_REQUIRED]],
    ["Validation failed: size must be positive integer", "INVALID_INPUT", 1, ["validation failed", "must be", "must be positive", MUST]],
    ["Permission denied: cannot write to /etc/config", "PERMISSION_DENIED", 1, ["permission denied", "\\bpermission\\b.{0,60}\\bdenied\\b"]],
    ["Access denied: insufficient privileges", "PERMISSION_DENIED", 1, ["access denied", "insufficient privileges"]],
    ["File not found: src/missing.ts", "RESOURCE_NOT_FOUND", 1, ["not found"]],
    ["No such file or directory", "RESOURCE_NOT_FOUND", 1, ["no such file", "no such"]],
    ["Rate limit exceeded: 100 requests per minute", "RATE_LIMITED", 1, ["rate limit", "rate[ _-]?limit", "requests per minute", PER_TIME]],
    ["API quota exceeded", "RATE_LIMITED", 1, ["quota exceeded"]],
    ["Connection refused to api.example.com", "NETWORK_ERROR", 1, ["connection refused", CONNECTION]],
    ["Network timeout", "NETWORK_ERROR", 1, ["network", "network timeout"]],
    ["Invalid state: cannot edit while in READ_ONLY mode", "STATE_ERROR", 1, ["invalid state", "cannot \\w+ while", WHILE]],
    ["State corruption detected", "STATE_ERROR", 1, ["state corruption", "\\bcorrupt\\w*"]],
    ["Context limit exceeded: 200000 tokens", "CONTEXT_OVERFLOW", 1, ["context.*limit", "context limit exceeded"]],
    ["Prompt too long for model", "CONTEXT_OVERFLOW", 1, ["too long"]],
    ["Unexpected JSON format: missing 'result' field", "UNEXPECTED_OUTPUT", 0.8, ["unexpected.*format"]],
    ["Parse error: invalid response from API", "UNEXPECTED_OUTPUT", 1, ["parse error", "invalid.*response", BAD_RESPONSE]],
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

describe("scoring", () => {
  it("finds an exact pattern as a whole phrase only", () => {
    expect(analyze("Permission denied").exception_type).toBe("PERMISSION_DENIED");
    expect(analyze("unforbiddenness").exception_type).toBe("UNKNOWN_ERROR");
    expect(analyze("HTTP 4290").exception_type).toBe("UNKNOWN_ERROR");
    expect(analyze("HTTP 429").exception_type).toBe("RATE_LIMITED");
  });

  it("lets a pattern explain another type's exact phrase inside it, and only then", () => {
    // tool.*not found explains RESOURCE_NOT_FOUND's `not found`
    expect([analyze("Tool 'deploy' not found").exception_type, analyze("Tool 'deploy' not found").alternatives]).toEqual(["TOOL_NOT_FOUND", []]);
    // without the tool, `not found` decides
    expect(analyze("Page 'deploy' not found").exception_type).toBe("RESOURCE_NOT_FOUND");
    // `network timeout` explains TOOL_TIMEOUT's `timeout`; apart, they tie and NETWORK_ERROR wins on its longer phrase
    expect(analyze("Network timeout").alternatives).toEqual([]);
    const apart = analyze("timeout talking to the network");
    expect([apart.exception_type, apart.confidence, apart.alternatives]).toEqual(["TOOL_TIMEOUT", 0.95, [{ exception_type: "NETWORK_ERROR", score: 100, matched_patterns: ["network"] }]]);
  });

  const tiny = (patterns: [string[], string[]], scoring = {}) =>
    createAnalyzer(
      {
        scoring,
        types: [
          { type: "A", description: "a", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["x"], patterns: patterns[0] },
          { type: "B", description: "b", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["y"], patterns: patterns[1] },
        ],
        unknown: { type: "U", description: "u", classification: "c", severity: "low", root_cause: "r", recommended_recovery: ["z"] },
        severity_levels: { low: { escalate_immediately: false, retry_allowed: true, max_retries: 1 } },
      },
      quiet,
    );
  const pick = (r: AnalysisRecord) => [r.exception_type, r.score, r.confidence, r.matched_patterns, r.alternatives.map((a) => a.exception_type)];

  it("ranks by score first: exact 100 beats regex 80 whatever their length", () => {
    expect(pick(tiny([["red"], ["ball.*bounced"]]).analyze("the red ball bounced"))).toEqual(["A", 100, 1, ["red"], ["B"]]);
    // ...unless the regex holds the phrase: then it explains it
    expect(pick(tiny([["red"], ["red ball.*bounced"]]).analyze("the red ball bounced"))).toEqual(["B", 80, 0.8, ["red ball.*bounced"], []]);
  });

  it("breaks a tie of score by the longer literal text, then by more matching patterns, then by type order", () => {
    expect(pick(tiny([["ball"], ["bounced"]]).analyze("ball bounced"))).toEqual(["B", 100, 0.95, ["bounced"], ["A"]]);
    expect(pick(tiny([["ball"], ["lamp"]]).analyze("ball lamp"))).toEqual(["A", 100, 0.95, ["ball"], ["B"]]);
    expect(pick(tiny([["ball"], ["lamp"]]).analyze("lamp ball"))).toEqual(["A", 100, 0.95, ["ball"], ["B"]]);
    expect(pick(tiny([["ball"], ["lamp", "lamp.*on"]]).analyze("ball lamp on"))).toEqual(["B", 100, 0.95, ["lamp", "lamp.*on"], ["A"]]);
    expect(pick(tiny([["ball"], ["lamp", "on"]]).analyze("ball lamp on"))).toEqual(["B", 100, 0.95, ["lamp", "on"], ["A"]]);
  });

  it("takes no tie penalty when the runner-up scored less", () => {
    expect(pick(tiny([["ball"], ["la.p"]]).analyze("ball lamp"))).toEqual(["A", 100, 1, ["ball"], ["B"]]);
  });

  it("answers the unknown type below the threshold", () => {
    const low = tiny([["ball"], ["la.p"]], { exact_match: 40, regex_match: 30 });
    expect(pick(low.analyze("ball lamp"))).toEqual(["U", 40, 0, [], ["A", "B"]]);
    expect(pick(low.analyze("nothing"))).toEqual(["U", 0, 0, [], []]);
  });
});

describe("fuzzy matching (only when no pattern matched)", () => {
  it.each([
    ["permision denied", "PERMISSION_DENIED", "permission denied", "permision denied", 0.938],
    ["time out", "TOOL_TIMEOUT", "timeout", "time out", 1],
    ["conection refused", "NETWORK_ERROR", "connection refused", "conection refused", 0.941],
    ["request forbiden", "PERMISSION_DENIED", "forbidden", "forbiden", 0.889],
    ["the index was corupted", "STATE_ERROR", "corrupted", "corupted", 0.889],
  ])("finds %s", (message, type, pattern, text, similarity) => {
    const r = analyze(message);
    expect([r.exception_type, r.score, r.confidence, r.match_kind, r.matched_patterns, r.fuzzy_match]).toEqual([type, 60, 0.6, "fuzzy", [pattern], { pattern, text, similarity }]);
  });

  it("finds rate-limitted against the specification's `rate limit`, which the built-in regex already finds", () => {
    const specOnly = createAnalyzer({ ...taxonomyRules, types: taxonomyRules.types.map(({ patterns: _, ...t }) => t) }, quiet);
    expect(specOnly.analyze("rate-limitted").fuzzy_match).toEqual({ pattern: "rate limit", text: "rate limitted", similarity: 0.75 });
    expect(specOnly.analyze("rate-limitted").exception_type).toBe("RATE_LIMITED");
    expect([analyze("rate-limitted").exception_type, analyze("rate-limitted").match_kind]).toEqual(["RATE_LIMITED", "regex"]);
  });

  it.each([
    "permission granted", // a word of the phrase too far from its counterpart
    "it does not work", // `not work` ~ `network`, but `not` is a stop word
    "the build succeeded",
    "summarizer unexpectedly stopped", // one word for the two of `unexpected state` needs 0.8
    "config loaded", // `conflict` is not a detectable_from phrase
    "timed", // 0.57 from timeout
    "found it", // too short against `not found`
    "forgotten password",
  ])("does not find %s", (message) => {
    expect(analyze(message).exception_type).toBe("UNKNOWN_ERROR");
  });

  it("does not run when a pattern matched", () => {
    const r = analyze("permision denied: file not found");
    expect([r.exception_type, r.match_kind, r.fuzzy_match]).toEqual(["RESOURCE_NOT_FOUND", "exact", undefined]);
  });
});

describe("normalisation", () => {
  it.each([
    ["\x1b[31mError: npm install timed out after 60000ms\x1b[0m", "npm install timed out after 60000ms"],
    ["[ERROR] Tool 'deploy' not found", "Tool 'deploy' not found"],
    ["2024-01-15T10:30:00Z ERROR: Network   timeout", "Network timeout"],
    ["[10:30:00.123] WARN Rate limit\n  exceeded", "Rate limit exceeded"],
    ["fatal: not a git repository (or any of the parent directories): .git", "not a git repository (or any of the parent directories): .git"],
    ["error decoding response body", "error decoding response body"],
    ["Error: Error: nested", "nested"],
    ["\x1b]0;title\x07ok", "ok"],
  ])("%j becomes %j", (raw, normal) => {
    expect(normalizeMessage(raw)).toBe(normal);
  });

  it("matches the normalised text", () => {
    expect(analyze("\x1b[1m\x1b[31m[ERROR]\x1b[0m   Permission\n\ndenied").exception_type).toBe("PERMISSION_DENIED");
  });
});

describe("context extraction", () => {
  it.each([
    ["Tool 'deploy' not found", { tool: "deploy" }],
    ["Unknown operation 'migrate'", { operation: "migrate" }],
    ["Command 'npm install' timed out after 30000ms", { tool: "npm", operation: "install", duration_ms: 30000 }],
    ["Process killed with SIGKILL after 120s timeout", { duration_ms: 120000, signal: "SIGKILL" }],
    ["Build timed out after 2 minutes", { duration_ms: 120000 }],
    ["Hook timed out after 1m30s", { duration_ms: 90000 }],
    ["File not found: src/missing.ts", { file_path: "src/missing.ts" }],
    ["ENOENT: no such file or directory, open '/home/dev/app/.env'", { file_path: "/home/dev/app/.env", error_code: "ENOENT" }],
    ["EACCES: permission denied, open 'C:\\Users\\dev\\app\\config.json'", { file_path: "C:\\Users\\dev\\app\\config.json", error_code: "EACCES" }],
    ["prompt is too long: 208000 tokens > 200000 maximum", { tokens: 208000, max_tokens: 200000 }],
    ["This model's maximum context length is 128000 tokens. However, your messages resulted in 130,512 tokens.", { max_tokens: 128000, tokens: 130512 }],
    ["Payload too large: 15 MB exceeds 10 MB limit", { size_bytes: 15000000 }],
    ["Rate limit reached for gpt-4o on tokens per min (TPM). Please try again in 1m30s.", { retry_after_ms: 90000 }],
    ["429 Too Many Requests: Please retry in 5.2s", { retry_after_ms: 5200, http_status: 429 }],
    ["Request to https://api.openai.com/v1/chat/completions failed: connect ECONNREFUSED 127.0.0.1:8080", { error_code: "ECONNREFUSED", host: "127.0.0.1", port: 8080, url: "https://api.openai.com/v1/chat/completions" }],
    ["npm ERR! code E404 npm ERR! 404 Not Found - GET https://registry.npmjs.org/lefpad - Not found", { url: "https://registry.npmjs.org/lefpad", http_status: 404, error_code: "E404" }],
    ["Command failed: git push origin main exited with code 128", { tool: "git", operation: "push", exit_code: 128 }],
    ["MCP error -32602: Invalid params: missing required property path", { parameter: "path", error_code: "-32602" }],
    ["Invalid state: cannot edit while in READ_ONLY mode", { operation: "edit", state: "READ_ONLY" }],
    ["HTTP 403 Forbidden", { http_status: 403 }],
    ["API quota exceeded", {}],
  ])("%s", (message, context) => {
    expect(analyze(message).context).toEqual(context);
  });

  it("reads a window around the deciding match in a long text", () => {
    const far = `Tool 'early' ran. ${"lorem ipsum ".repeat(60)}`;
    expect(analyze(`${far}deploy failed: command timed out after 45s`).context).toEqual({ duration_ms: 45000 });
    expect(analyze(`${far}tool 'late' timed out after 45s`).context).toEqual({ tool: "late", duration_ms: 45000 });
  });
});

describe("inputs", () => {
  it("reads Buffers and Uint8Arrays as UTF-8", () => {
    expect(analyze(Buffer.from("Permission denied: /etc/x")).context).toEqual({ file_path: "/etc/x" });
    expect(analyze(new TextEncoder().encode("spawn npx ENOENT")).exception_type).toBe("TOOL_NOT_FOUND");
    expect(analyze(Buffer.from("xx Network timeout").subarray(3)).exception_type).toBe("NETWORK_ERROR");
  });

  it("reads a real spawn failure: TOOL_NOT_FOUND, not RESOURCE_NOT_FOUND", () => {
    const error = spawnSync("no-such-command-xyz").error!;
    const r = analyzeError(error, fixed);
    expect([r.exception_type, r.context, r.error_type]).toEqual(["TOOL_NOT_FOUND", { tool: "no-such-command-xyz", error_code: "ENOENT" }, "unknown"]);
  });

  it("follows the cause chain and an AggregateError's errors, and reads code and status", () => {
    const cause = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:443"), { code: "ECONNREFUSED" });
    const r = analyzeError(new TypeError("fetch failed", { cause }), fixed);
    expect([r.exception_type, r.matched_patterns, r.context, r.error_type]).toEqual(["NETWORK_ERROR", ["ECONNREFUSED", "fetch failed"], { error_code: "ECONNREFUSED", host: "127.0.0.1", port: 443 }, "transient"]);
    const agg = new AggregateError([Object.assign(new Error("Tool 'deploy' not found"), { code: "E_TOOL" })], "all failed");
    expect([analyze(agg).exception_type, analyze(agg).context]).toEqual(["TOOL_NOT_FOUND", { tool: "deploy", error_code: "E_TOOL" }]);
    const http = Object.assign(new Error("Request failed"), { status: 403 });
    expect([analyze(http).exception_type, analyze(http).context]).toEqual(["PERMISSION_DENIED", { http_status: 403 }]);
  });

  it("reads the error names of agent SDKs (Vercel AI SDK's NoSuchToolError)", () => {
    const e = Object.assign(new Error("Model tried to call unavailable tool 'deploy'. Available tools: read_file."), { name: "AI_NoSuchToolError" });
    expect([analyze(e).exception_type, analyze(e).context]).toEqual(["TOOL_NOT_FOUND", { tool: "deploy" }]);
  });

  it.each([[Symbol("x"), "symbol x"], [null, "null"], [undefined, "undefined"], [42, "number 42"], [true, "boolean true"]])("throws ArgumentTypeError for %s", (value, shown) => {
    expect(() => analyzeError(value)).toThrow(ArgumentTypeError);
    expect(() => analyzeError(value)).toThrow(`Expected a string, a Buffer or Uint8Array, or an error object for input but received ${shown}`);
  });

  it("checks its options", () => {
    expect(() => analyzeError("x", { now: 5 } as never)).toThrow("Expected a function for options.now but received number 5");
    expect(() => analyzeError("x", { id: "a" } as never)).toThrow("Expected a function for options.id but received string \"a\"");
    expect(() => analyzeError("x", { providerAnswers: 1 } as never)).toThrow("Expected a boolean for options.providerAnswers but received number 1");
    expect(() => analyzeError("x", { now: () => NaN })).toThrow("Expected a valid Date or epoch milliseconds for options.now() but received number NaN");
    expect(() => analyzeError("x", [] as never)).toThrow(ArgumentTypeError);
  });
});

describe("severity policy", () => {
  it.each([
    ["critical", [true, true, true], 0],
    ["high", [false, false, true], 3],
    ["medium", [false, false, false], 5],
    ["low", [false, false, false], 10],
  ] as const)("%s: escalate after 0, 1, 2 failures %j; retry budget %i", (severity, escalate, budget) => {
    expect([0, 1, 2].map((n) => shouldEscalate({ severity }, n))).toEqual(escalate);
    expect(retryBudget({ severity })).toBe(budget);
  });

  it("escalates medium at 5 failures and low never", () => {
    expect([4, 5].map((n) => shouldEscalate({ severity: "medium" }, n))).toEqual([false, true]);
    expect(shouldEscalate({ severity: "low" }, 1000)).toBe(false);
  });

  it("reads a record's severity", () => {
    const r = analyze("Tool 'deploy' not found");
    expect([r.severity, shouldEscalate(r, 2), retryBudget(r)]).toEqual(["high", true, 3]);
  });

  it("checks its arguments", () => {
    expect(() => shouldEscalate({ severity: "urgent" } as never, 1)).toThrow('Expected one of critical, high, medium, low for record.severity but received string "urgent"');
    expect(() => shouldEscalate({ severity: "low" }, -1)).toThrow("Expected an integer of at least 0 for failedAttempts but received number -1");
    expect(() => retryBudget(null as never)).toThrow(ArgumentTypeError);
  });
});
