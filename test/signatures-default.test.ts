// The signatures shipped in the package (rules/signatures/default.toml): its
// providers and aliases, the specification's flake wording, and its answers
// on the labelled stderr of real CLIs (test/fixtures/signatures/cli-stderr.jsonl).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { UnknownProviderError, buildSignatureMap, canonicalProvider, classifyStderr, defaultSignatures, readSignatureConfig } from "error-classifier";
import { caught, fixtures } from "./support/signatures-helpers.js";

describe("defaultSignatures", () => {
  it("is the shipped default.toml, deep-frozen, and compiles", () => {
    expect(defaultSignatures.providers.map((p) => p.id)).toEqual(["claude-code", "codex", "gemini-cli", "opencode", "kimi", "qwen-code", "aider"]);
    expect(defaultSignatures).toEqual(readSignatureConfig(join(__dirname, "..", "rules", "signatures", "default.toml")));
    expect(Object.isFrozen(defaultSignatures)).toBe(true);
    expect(Object.isFrozen(defaultSignatures.providers[2].error_signatures.flake)).toBe(true);
    expect(() => (defaultSignatures.providers as unknown as unknown[]).push(1)).toThrow(TypeError);
    const map = buildSignatureMap(defaultSignatures);
    expect(classifyStderr(map, "gemini-cli", "[API Error: got status: 429 Too Many Requests]")).toBe("throttle");
    expect(classifyStderr(map, "claude-code", "API Error: 401 {\"type\":\"authentication_error\"}")).toBe("unknown");
  });

  it("accept the specification's ids claude-code, opencode-go and kimi-for-coding, as aliases of one entry each", () => {
    const map = buildSignatureMap(defaultSignatures);
    expect(map.aliases).toEqual({ "opencode-go": "opencode", "kimi-for-coding": "kimi" });
    expect(["claude-code", "opencode-go", "kimi-for-coding"].map((id) => canonicalProvider(map, id))).toEqual(["claude-code", "opencode", "kimi"]);
    expect(map.providers).toEqual(["claude-code", "codex", "gemini-cli", "opencode", "kimi", "qwen-code", "aider"]);
    expect(classifyStderr(map, "opencode-go", "Monthly usage limit reached. It will reset in 10 days 19 hours.")).toBe("throttle");
    expect(classifyStderr(map, "kimi-for-coding", "Error code: 429 - {'type': 'rate_limit_reached_error'}")).toBe("throttle");
    const e = caught(UnknownProviderError, () => classifyStderr(map, "kimi-cli", "x"));
    expect(e.knownProviders).toEqual(map.providers);
    expect(e.message).toBe(
      'Unknown provider "kimi-cli"; the signatures know: "claude-code", "codex", "gemini-cli", "opencode" (alias "opencode-go"), "kimi" (alias "kimi-for-coding"), "qwen-code", "aider"',
    );
  });

  it("answer flake for the specification's flake wording (timeout, EOF, connection reset) for every provider", () => {
    const map = buildSignatureMap(defaultSignatures);
    const flake = [
      "Error: timeout",
      "request timed out",
      "unexpected EOF",
      'Post "https://api.moonshot.cn/v1/chat/completions": EOF',
      "[SSL: UNEXPECTED_EOF_WHILE_READING] EOF occurred in violation of protocol (_ssl.c:1006)",
      "read tcp 10.0.0.2:51234->104.18.6.192:443: read: connection reset by peer",
      "Error: read ECONNRESET",
    ];
    const answers = Object.fromEntries(map.providers.map((id) => [id, flake.map((text) => classifyStderr(map, id, text))]));
    expect(answers).toEqual(Object.fromEntries(map.providers.map((id) => [id, flake.map(() => "flake")])));
    // A bare EOF from a parser is truncated model output, not a transient failure.
    expect(map.providers.map((id) => classifyStderr(map, id, "Could not parse LLM output: EOF while parsing an object"))).toEqual(map.providers.map(() => "unknown"));
  });

  // The labelled set: real stderr of these CLIs, each row {id, provider, stderr, label}.
  const rows = readFileSync(join(fixtures, "cli-stderr.jsonl"), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as { id: string; provider: string; stderr: string; label: string });
  const map = buildSignatureMap(defaultSignatures);
  const perProvider: Record<string, string> = {};
  const wrong: string[] = [];
  let right = 0;
  for (const row of rows) {
    const ok = classifyStderr(map, row.provider, row.stderr) === row.label;
    if (ok) right += 1;
    else wrong.push(row.id);
  }
  for (const id of map.providers) {
    const mine = rows.filter((r) => r.provider === id);
    perProvider[id] = `${mine.filter((r) => !wrong.includes(r.id)).length}/${mine.length}`;
  }
  const figures = Object.entries(perProvider).map(([id, f]) => `${id} ${f}`).join(", ");

  it(`classify ${right} of ${rows.length} labelled rows of cli-stderr.jsonl right (${figures})`, () => {
    console.log(`defaultSignatures on cli-stderr.jsonl: ${right}/${rows.length}; ${figures}; wrong: ${wrong.join(", ")}`);
    expect(rows.length).toBe(266);
    expect(right).toBe(264);
    expect(perProvider).toEqual({
      "claude-code": "81/82",
      codex: "73/73",
      "gemini-cli": "41/42",
      opencode: "52/52",
      kimi: "6/6",
      "qwen-code": "5/5",
      aider: "6/6",
    });
    // claude-code-043: retries print "fetch failed" but the run ends on a 400 model-not-found (label unknown).
    // gemini-cli-040: server-side MODEL_CAPACITY_EXHAUSTED sent as 429 RESOURCE_EXHAUSTED (label flake).
    expect(wrong).toEqual(["claude-code-043", "gemini-cli-040"]);
  });
});
