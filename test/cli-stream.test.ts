// The command line's line mode streams: it answers each line as it arrives,
// in memory that does not grow with the input, and ends quietly when its
// reader goes away (`| head -1`).
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sanitized } from "./support/child";

const BIN = join(__dirname, "..", "bin", "error-classifier.js");
const PRELOAD = join(__dirname, "support", "report-max-rss.cjs");

describe("command line streaming", () => {
  it("answers each line before the next one arrives", async () => {
    const child = spawn(process.execPath, [BIN], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    const next = () => new Promise<void>((resolve) => child.stdout.once("data", (s: Buffer) => ((stdout += s.toString()), resolve())));
    const exited = new Promise<number | null>((resolve) => child.once("close", resolve));
    child.stdin.write("429 Too Many Requests\n");
    await next(); // the answer comes while stdin is still open
    expect(stdout).toBe("retryable\n");
    child.stdin.write("context window exceeded\r\nmaxim");
    await next();
    child.stdin.end("um context\n\nforbidden");
    child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    expect([await exited, stdout, stderr]).toEqual([0, "retryable\ncontext_overflow\ncontext_overflow\nfatal\nfatal\n", ""]);
  }, 20_000);

  it("exits 0 without a word when the reader closes the pipe", () => {
    const r = spawnSync("bash", ["-c", `yes '429 rate limit' | head -n 500000 | "${process.execPath}" "${BIN}" | head -n 1; echo "status \${PIPESTATUS[2]}"`], {
      encoding: "utf8",
    });
    expect([r.status, r.stdout, r.stderr]).toEqual([0, "retryable\nstatus 0\n", ""]);
  });

  it.skipIf(sanitized)("classifies 128 MiB of lines in constant memory", () => {
    // 2,097,152 lines of 64 bytes; the answers are counted by uniq.
    const line = `${"x".repeat(43)} rate limit exceeded`;
    expect(line.length).toBe(63);
    const r = spawnSync(
      "bash",
      ["-c", `yes '${line}' | head -c ${128 << 20} | "${process.execPath}" -r "${PRELOAD}" "${BIN}" | uniq -c; echo "status \${PIPESTATUS[2]}"`],
      { encoding: "utf8" },
    );
    expect([r.status, r.stdout.trim().replace(/ +/g, " ")]).toEqual([0, "2097152 retryable\nstatus 0"]);
    const peak = Number(/^maxRSS (\d+)\n$/.exec(r.stderr)?.[1]);
    // Before: the whole input as a Buffer, then as a string, then split (about 600 MB).
    expect(peak).toBeLessThan(150);
  }, 300_000);
});
