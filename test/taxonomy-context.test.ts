// analyzeError's normalisation, context extraction, inputs (strings,
// bytes, error objects) and the severity policy.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fixed, analyze } from "./support/taxonomy";
import { analyzeError, ArgumentTypeError, normalizeMessage, retryBudget, shouldEscalate } from "error-classifier";

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
    expect([r.exception_type, r.matched_patterns, r.context, r.error_type]).toEqual(["NETWORK_ERROR", ["ECONNREFUSED", "fetch failed", String.raw`\b(?:failed|unable|could not|couldn't|cannot) (?:to )?connect\b`], { error_code: "ECONNREFUSED", host: "127.0.0.1", port: 443 }, "transient"]);
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
