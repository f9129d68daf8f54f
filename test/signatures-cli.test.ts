import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BIN, fixtures, provider } from "./support/signatures-helpers.js";

describe("command line: --signatures FILE --provider ID", () => {
  const agents = join(fixtures, "agents.toml");
  function run(args: string[], input: string | Buffer = "") {
    const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8" });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it("classifies all of stdin, as bytes, as one run's stderr", () => {
    expect(run(["--signatures", agents, "--provider", "claude-code"], "Error: boom\n  at x (y.js:1:1)\nsocket hang up\n")).toEqual({ code: 0, stdout: "flake\n", stderr: "" });
    expect(run(["--provider", "claude-code", "--signatures", agents], "ECONNRESET\nusage limit reached\n")).toEqual({ code: 0, stdout: "throttle\n", stderr: "" });
    expect(run(["--signatures", agents, "--provider", "codex"], Buffer.from([0xff, 0xfe, 0x0a, ...Buffer.from("HTTP 503")]))).toEqual({ code: 0, stdout: "flake\n", stderr: "" });
    expect(run(["--signatures", join(fixtures, "agents.json"), "--provider", "codex"], "invalid api key")).toEqual({ code: 0, stdout: "unknown\n", stderr: "" });
    expect(run(["--signatures", agents, "--provider", "codex"], "")).toEqual({ code: 0, stdout: "unknown\n", stderr: "" });
  });

  it("prints JSON with the dedupe key of an unknown error", () => {
    expect(run(["--json", "--signatures", agents, "--provider", "codex"], "  Invalid API Key provided: sk-****abcd\n")).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ provider: "codex", category: "unknown", dedupeKey: "codex:invalid api key prov" })}\n`,
      stderr: "",
    });
    expect(JSON.parse(run(["--signatures", agents, "--provider", "codex", "--json"], "Too Many Requests").stdout)).toEqual({ provider: "codex", category: "throttle" });
  });

  it("uses the shipped signatures when --signatures is not given, and message arguments when given", () => {
    expect(run(["--provider", "gemini-cli"], "[API Error: got status: 429 Too Many Requests.]\n")).toEqual({ code: 0, stdout: "throttle\n", stderr: "" });
    expect(run(["--provider", "codex", "stream", "disconnected", "before", "completion:", "transport", "error"])).toEqual({ code: 0, stdout: "flake\n", stderr: "" });
    // The specification's ids are aliases: JSON names the provider's own id.
    expect(run(["--provider", "kimi-for-coding", "--json"], "unexpected EOF\n")).toEqual({ code: 0, stdout: '{"provider":"kimi","category":"flake"}\n', stderr: "" });
    expect(run(["--provider", "opencode-go", "--json"], "Error: boom\n")).toEqual({
      code: 0,
      stdout: `${JSON.stringify({ provider: "opencode", category: "unknown", dedupeKey: "opencode:error: boom" })}\n`,
      stderr: "",
    });
  });

  it("exits 2 listing every problem of a bad signatures file", () => {
    const shape = run(["--signatures", join(fixtures, "bad-shape.toml"), "--provider", "codex"], "x");
    expect(shape.code).toBe(2);
    expect(shape.stdout).toBe("");
    expect(shape.stderr.split("\n")).toEqual([
      `error-classifier: Invalid signature configuration in ${join(fixtures, "bad-shape.toml")}`,
      "  providers[0].error_signatures.throtle: unknown key",
      "  providers[0].error_signatures.throttle: expected an array of strings but received undefined",
      "  providers[0].error_signatures.flake[1]: an empty pattern would match every text",
      '  providers[1].id: expected a non-empty string but received string ""',
      "  providers[2].region: unknown key",
      "  providers[2].error_signatures.throttle[1]: expected a string but received number 429",
      '  providers[2].error_signatures.flake: expected an array of strings but received string "timeout"',
      '  providers[3].id: duplicate provider id "claude-code" (first at providers[0])',
      "",
    ]);
    expect(run(["--signatures", join(fixtures, "bad-patterns.toml"), "--provider", "codex"], "x")).toEqual({
      code: 2,
      stdout: "",
      stderr:
        "error-classifier: 3 signature patterns rejected by RE2\n" +
        '  providers[0].error_signatures.throttle[1]: provider "claude-code", throttle[1] "(?<=x)y": invalid perl operator: (?<\n' +
        '  providers[1].error_signatures.flake[0]: provider "gemini-cli", flake[0] "(a)\\\\1": invalid escape sequence: \\1\n' +
        '  providers[1].error_signatures.flake[2]: provider "gemini-cli", flake[2] "[z-a]": invalid character class range: z-a\n',
    });
    const broken = run(["--signatures", join(fixtures, "broken.toml"), "--provider", "codex"], "x");
    expect([broken.code, broken.stderr]).toEqual([
      2,
      `error-classifier: ${join(fixtures, "broken.toml")} is not valid TOML\n` +
        `  ${join(fixtures, "broken.toml")}:2:18: Invalid TOML document: control characters are not allowed in strings\n`,
    ]);
  });

  it("exits 2 naming the known ids when --provider is missing or unknown", () => {
    expect(run(["--signatures", agents], "x")).toEqual({
      code: 2,
      stdout: "",
      stderr: 'error-classifier: --signatures needs --provider ID; the signatures know: "claude-code", "codex", "silent"\n',
    });
    expect(run(["--signatures", agents, "--provider", "gemini-cli"], "x")).toEqual({
      code: 2,
      stdout: "",
      stderr: 'error-classifier: Unknown provider "gemini-cli"; the signatures know: "claude-code", "codex", "silent"\n',
    });
    const missing = run(["--signatures", agents, "--provider"]);
    expect([missing.code, missing.stderr.split("\n")[0]]).toEqual([2, "error-classifier: --provider needs a value"]);
  });
});
