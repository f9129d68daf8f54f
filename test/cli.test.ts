import { spawnSync } from "node:child_process";
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const BIN = join(__dirname, "..", "bin", "error-classifier.js");

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("command line", () => {
  it("classifies a message given as arguments", () => {
    expect(run(["429", "Too", "Many", "Requests"])).toEqual({ code: 0, stdout: "retryable\n", stderr: "" });
    expect(run(["--", "--not-an-option", "token", "limit"])).toEqual({ code: 0, stdout: "context_overflow\n", stderr: "" });
  });

  it("classifies each line of stdin, or the whole input", () => {
    expect(run([], "rate limit\ncontext window\r\n\nforbidden\n")).toEqual({
      code: 0,
      stdout: "retryable\ncontext_overflow\nfatal\nfatal\n",
      stderr: "",
    });
    expect(run(["--whole"], "rate\nlimit")).toEqual({ code: 0, stdout: "fatal\n", stderr: "" });
    expect(run(["--whole"], "Error: boom\n  at x (y.js:1:1)\nECONNRESET\n")).toEqual({ code: 0, stdout: "retryable\n", stderr: "" });
    expect(run([], "")).toEqual({ code: 0, stdout: "", stderr: "" });
  });

  it("prints JSON lines with the matched patterns", () => {
    const r = run(["--json"], "network 429\nnothing\n");
    expect(r.code).toBe(0);
    expect(r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l))).toEqual([
      {
        category: "retryable",
        matches: [
          { tier: 0, category: "retryable", index: 1, pattern: "429" },
          { tier: 0, category: "retryable", index: 7, pattern: "network" },
        ],
      },
      { category: "fatal", matches: [] },
    ]);
  });

  it("loads a rule set by name or from a file", () => {
    expect(run(["--rules", "spec", "503"]).stdout).toBe("retryable\n");
    const dir = mkdtempSync(join(tmpdir(), "ec-cli-"));
    const file = join(dir, "rules.json");
    writeFileSync(file, JSON.stringify({ defaultCategory: "other", caseInsensitive: true, tiers: [{ category: "disk", patterns: ["\\bENOSPC\\b"] }] }));
    expect(run(["--rules", file, "write", "enospc"])).toEqual({ code: 0, stdout: "disk\n", stderr: "" });
    expect(run(["--rules", join(__dirname, "fixtures", "rules", "ops.toml"), "OOMKilled"]).stdout).toBe("oom\n");
  });

  it("exits 2 with a message on bad usage or a bad rule set", () => {
    const unknown = run(["--frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr.split("\n")[0]).toBe("error-classifier: unknown option --frobnicate");
    const missing = run(["--rules"]);
    expect([missing.code, missing.stderr.split("\n")[0]]).toEqual([2, "error-classifier: --rules needs a value"]);
    const names = "the built-in rule sets are spec, extended, provider-text, provider-context, network-text; a rule-set file must end in .json or .toml";
    const nofile = run(["--rules", "nope", "x"]);
    expect([nofile.code, nofile.stderr]).toEqual([2, `error-classifier: No built-in rule set "nope"\n  nope: ${names}\n`]);
    const typo = run(["--rules", "extnded", "x"]);
    expect([typo.code, typo.stderr]).toEqual([2, `error-classifier: No built-in rule set "extnded"; did you mean "extended"?\n  extnded: ${names}\n`]);
    expect(run(["--rules", "Provider_Text", "x"]).stderr.split("\n")[0]).toBe('error-classifier: No built-in rule set "Provider_Text"; did you mean "provider-text"?');
    const gone = join(__dirname, "fixtures", "rules", "missing.toml");
    expect(run(["--rules", gone, "x"]).stderr).toBe(`error-classifier: Cannot read ${gone}\n  ${gone}: ENOENT: no such file or directory, open '${gone}'\n`);
    const bad = run(["--rules", join(__dirname, "fixtures", "rules", "bad-patterns.json"), "x"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      "error-classifier: 3 patterns rejected by RE2\n" +
        '  tiers[0].patterns[1]: "(?<=x)y": invalid perl operator: (?<\n' +
        '  tiers[1].patterns[0]: "(a)\\\\1": invalid escape sequence: \\1\n' +
        '  tiers[1].patterns[2]: "[z-a]": invalid character class range: z-a\n',
    );
  });

  it("uses the extended rule set by name and shows rule-set versions", () => {
    expect(run(["--rules", "extended", "429 You exceeded your current quota"])).toEqual({ code: 0, stdout: "fatal\n", stderr: "" });
    expect(run(["--rules", "extended", "prompt is too long: 208000 tokens > 200000 maximum"]).stdout).toBe("context_overflow\n");
    expect(run(["--rules", "spec", "429 You exceeded your current quota"]).stdout).toBe("retryable\n");
    const version = JSON.parse(require("node:fs").readFileSync(join(__dirname, "..", "package.json"), "utf8")).version;
    expect(run(["--version"])).toEqual({
      code: 0,
      stdout: `error-classifier ${version} (rules: spec 1.0.0, extended 1.35.58, provider-text 1.1.0, provider-context 1.0.0, network-text 1.0.0)\n`,
      stderr: "",
    });
  });

  it("prints help", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout.split("\n")[0]).toBe("Usage: error-classifier [options] [message...]");
  });
});
