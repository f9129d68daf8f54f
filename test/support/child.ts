// Runs a scenario in a child node process, so that a crash (a signal, an
// abort) is an exit status to assert on, not the end of the test run.
import { spawn, spawnSync } from "node:child_process";
import { join } from "node:path";

export const root = join(__dirname, "..", "..");

export interface ChildResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** node [flags] -e source, in the package's root (require("error-classifier") resolves there). */
export function runNode(source: string, flags: string[] = [], input?: string): ChildResult {
  const r = spawnSync(process.execPath, [...flags, "-e", source], { cwd: root, encoding: "utf8", input, maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  return { code: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** As runNode, without blocking the test's event loop. */
export function runNodeAsync(source: string, flags: string[] = []): Promise<ChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, "-e", source], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (s: string) => (stdout += s));
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Under the sanitizer run of scripts/test.mjs: resident memory is ASan's, not ours to bound. */
export const sanitized = process.env.EC_SANITIZED === "1";
