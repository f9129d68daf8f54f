// npm run build:from-source: compiles the engine against the system's RE2
// (found through pkg-config) into build/Release/error_classifier.node, which
// the loader prefers to the prebuilt binary. Works in a clone (after npm ci)
// and in an installed package (node_modules/error-classifier), where it first
// fetches the build tools from npm without saving them: cmake-js,
// node-addon-api and node-api-headers. Needs CMake, a C++17 compiler,
// pkg-config and RE2's headers from the system's packages.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(join(root, "package.json"));
const tools = ["cmake-js@8", "node-addon-api@8", "node-api-headers@1"];
const have = (name) => {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
};
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
if (!tools.every((t) => have(t.slice(0, t.lastIndexOf("@"))))) {
  const r = spawnSync(npm, ["install", "--no-save", "--omit=dev", "--no-audit", "--no-fund", "--ignore-scripts", ...tools], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const cmakeJs = require.resolve("cmake-js/bin/cmake-js");
const r = spawnSync(process.execPath, [cmakeJs, "compile", "--log-level", "error"], { cwd: root, stdio: "inherit" });
if (r.status !== 0) {
  const { BUILD_DEPENDENCIES } = require("./dist/cjs/platform-fix.js");
  const names = { debian: "Debian/Ubuntu", fedora: "Fedora", alpine: "Alpine", macos: "macOS (Homebrew)" };
  const list = Object.entries(BUILD_DEPENDENCIES).map(([family, command]) => `  ${`${names[family]}:`.padEnd(18)}${command}`);
  console.error(`error-classifier: the source build failed. It needs CMake, a C++17 compiler, pkg-config and RE2:\n${list.join("\n")}`);
  process.exit(r.status ?? 1);
}
