// npm run build:from-source: compiles the engine against the system's RE2
// (found through pkg-config) into build/Release/error_classifier.node, which
// the loader prefers to the prebuilt binary. Works in a clone (after npm ci)
// and in an installed package (node_modules/error-classifier), where it first
// fetches the build tools from npm into build/tools: cmake-js,
// node-addon-api and node-api-headers. Needs CMake, a C++17 compiler,
// pkg-config and RE2's headers from the system's packages.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// In a clone the tools are devDependencies; in an installed package they go
// to build/tools (beside the build output, out of the user's project).
const toolsDir = join(root, "build", "tools");
const tools = ["cmake-js@8", "node-addon-api@8", "node-api-headers@1"];
const resolvers = [createRequire(join(root, "package.json")), createRequire(join(toolsDir, "package.json"))];
const resolve = (name) => {
  for (const r of resolvers) {
    try {
      return r.resolve(name);
    } catch {}
  }
  return undefined;
};
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
if (!tools.every((t) => resolve(`${t.slice(0, t.lastIndexOf("@"))}/package.json`))) {
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(join(toolsDir, "package.json"), '{ "private": true }\n');
  const args = ["install", "--prefix", toolsDir, "--no-package-lock", "--no-audit", "--no-fund", "--ignore-scripts", ...tools];
  const r = spawnSync(npm, args, { cwd: toolsDir, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const cmakeJs = resolve("cmake-js/bin/cmake-js");
// CMakeLists.txt asks node for node-addon-api's include folder: NODE_PATH lets it find build/tools'.
const env = { ...process.env, NODE_PATH: [join(toolsDir, "node_modules"), process.env.NODE_PATH].filter(Boolean).join(delimiter) };
const r = spawnSync(process.execPath, [cmakeJs, "compile", "--log-level", "error"], { cwd: root, stdio: "inherit", env });
if (r.status !== 0) {
  const { BUILD_DEPENDENCIES } = resolvers[0]("./dist/cjs/platform-fix.js");
  const names = { debian: "Debian/Ubuntu", fedora: "Fedora", alpine: "Alpine", macos: "macOS (Homebrew)" };
  const list = Object.entries(BUILD_DEPENDENCIES).map(([family, command]) => `  ${`${names[family]}:`.padEnd(18)}${command}`);
  console.error(`error-classifier: the source build failed. It needs CMake, a C++17 compiler, pkg-config and RE2:\n${list.join("\n")}`);
  process.exit(r.status ?? 1);
}
