// The source build finds RE2 through pkg-config with every include folder it
// reports, as on Homebrew, where RE2 and Abseil live in prefixes of their own:
// here RE2's headers (copies of the system's, with re2.h made to include a
// header of a fake dependency, as RE2's include Abseil's) in one prefix, the
// dependency in another, each with its own .pc file, and the system's re2.pc
// out of pkg-config's sight.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..");

describe("the source build's RE2 from pkg-config", () => {
  it("compiles the engine against RE2 and a dependency in separate prefixes", () => {
    const dir = mkdtempSync(join(tmpdir(), "ec-pkgconfig-"));
    const re2 = join(dir, "opt", "re2");
    const dep = join(dir, "opt", "fakedep");
    mkdirSync(join(re2, "lib", "pkgconfig"), { recursive: true });
    mkdirSync(join(dep, "lib", "pkgconfig"), { recursive: true });
    mkdirSync(join(dep, "include", "fakedep"), { recursive: true });
    cpSync("/usr/include/re2", join(re2, "include", "re2"), { recursive: true });
    const header = join(re2, "include", "re2", "re2.h");
    writeFileSync(header, `#include <fakedep/call_once.h>\nstatic_assert(FAKEDEP_CALL_ONCE == 1, "fakedep");\n${readFileSync(header, "utf8")}`);
    writeFileSync(join(dep, "include", "fakedep", "call_once.h"), "#pragma once\n#define FAKEDEP_CALL_ONCE 1\n");
    symlinkSync(execFileSync("sh", ["-c", "readlink -f /usr/lib/x86_64-linux-gnu/libre2.so"], { encoding: "utf8" }).trim(), join(re2, "lib", "libre2.so"));
    const pc = (prefix: string, name: string, extra: string) =>
      `prefix=${prefix}\nincludedir=\${prefix}/include\nlibdir=\${prefix}/lib\nName: ${name}\nDescription: ${name}\nVersion: 1.0\nCflags: -I\${includedir}\n${extra}`;
    writeFileSync(join(re2, "lib", "pkgconfig", "re2.pc"), pc(re2, "re2", "Libs: -L${libdir} -lre2\nRequires: fakedep\n"));
    writeFileSync(join(dep, "lib", "pkgconfig", "fakedep.pc"), pc(dep, "fakedep", "Libs:\n"));

    const env = { ...process.env, PKG_CONFIG_PATH: `${join(re2, "lib", "pkgconfig")}:${join(dep, "lib", "pkgconfig")}`, PKG_CONFIG_LIBDIR: join(dir, "none") };
    const build = join(dir, "build");
    const configure = spawnSync("cmake", ["-S", root, "-B", build, "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"], { env, encoding: "utf8" });
    expect(configure.stderr).toBe("");
    expect(configure.status).toBe(0);
    const commands = JSON.parse(readFileSync(join(build, "compile_commands.json"), "utf8")) as { file: string; command: string; directory: string }[];
    const ruleSet = commands.find((c) => c.file.endsWith("native/core/rule_set.cc"));
    expect(ruleSet?.command.split(" ").filter((a) => a.startsWith("-I") || a.startsWith("-isystem"))).toEqual([
      `-I${join(root, "native")}`,
      `-I${join(re2, "include")}`,
      `-I${join(dep, "include")}`,
    ]);
    // The same command, without code generation: every header resolves.
    const compile = spawnSync("sh", ["-c", `${ruleSet?.command} -fsyntax-only`], { cwd: ruleSet?.directory, encoding: "utf8" });
    expect(compile.stderr).toBe("");
    expect(compile.status).toBe(0);
    const cache = readFileSync(join(build, "CMakeCache.txt"), "utf8");
    expect(cache).toContain(`RE2_PC_INCLUDE_DIRS:INTERNAL=${join(re2, "include")};${join(dep, "include")}`);
  }, 300_000);
});
