// error-classifier --analyze [--json] [--whole], through the installed bin.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WORKED_EXAMPLE } from "./support/worked-example";

const BIN = join(__dirname, "..", "bin", "error-classifier.js");

function run(args: string[], input?: string | Buffer) {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("command line: --analyze", () => {
  it("prints type, severity, confidence and context for each line of stdin", () => {
    expect(run(["--analyze"], "Error: npm install timed out after 60000ms\r\nthe build succeeded\n\x1b[31mspawn npx ENOENT\x1b[0m\n")).toEqual({
      code: 0,
      stdout: 'TOOL_TIMEOUT medium 1 tool="npm" operation="install" duration_ms=60000\nUNKNOWN_ERROR high 0\nTOOL_NOT_FOUND high 0.8 tool="npx" error_code="ENOENT"\n',
      stderr: "",
    });
  });

  it("analyzes all of stdin as one message with --whole", () => {
    expect(run(["--analyze", "--whole"], "deploy step 3 of 5\nTool 'deploy' not found\n")).toEqual({ code: 0, stdout: 'TOOL_NOT_FOUND high 0.8 tool="deploy"\n', stderr: "" });
  });

  it("analyzes the message arguments", () => {
    expect(run(["--analyze", "--", "Permission", "denied:", "/etc/config"])).toEqual({ code: 0, stdout: 'PERMISSION_DENIED high 1 file_path="/etc/config"\n', stderr: "" });
  });

  it("prints the whole record as JSON lines with --json", () => {
    const r = run(["--analyze", "--json"], "Error: npm install timed out after 60000ms\nAPI quota exceeded\n");
    expect([r.code, r.stderr]).toEqual([0, ""]);
    const lines = r.stdout.trimEnd().split("\n").map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.classification_id).toMatch(/^cls_[0-9a-f]{12}$/);
      expect(Number.isNaN(Date.parse(l.timestamp))).toBe(false);
    }
    const { classification_id: _, timestamp: __, ...first } = lines[0];
    expect(first).toEqual(WORKED_EXAMPLE);
    expect([lines[1].exception_type, lines[1].error_category]).toEqual(["RATE_LIMITED", "fatal"]);
  });

  it("reads invalid UTF-8 without failing", () => {
    expect(run(["--analyze", "--whole"], Buffer.from([0xff, 0xfe, 0x20, ...Buffer.from("rate limit")]))).toEqual({ code: 0, stdout: "RATE_LIMITED medium 1\n", stderr: "" });
  });

  it("takes a taxonomy of the user's with --taxonomy, and exits 2 on a bad one", () => {
    const small = join(__dirname, "fixtures", "taxonomy", "small.toml");
    expect(run(["--taxonomy", small], "ENOSPC: no space left on device, write '/var/db'\nfine\n")).toEqual({
      code: 0,
      stdout: 'DISK_FULL critical 1 file_path="/var/db"\nOTHER medium 0\n',
      stderr: "",
    });
    const bad = run(["--analyze", "--taxonomy", join(__dirname, "fixtures", "broken.toml")], "x\n");
    expect([bad.code, bad.stdout, bad.stderr.startsWith("error-classifier: ")]).toEqual([2, "", true]);
    expect(run(["--analyze", "--taxonomy"]).code).toBe(2);
  });

  it("lists --analyze in its help", () => {
    expect(run(["--help"]).stdout).toContain("--analyze          print the exception taxonomy's analysis of each message instead");
  });
});
