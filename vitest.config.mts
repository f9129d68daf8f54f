import { defineConfig } from "vitest/config";

// scripts/test.mjs runs the suites once per backend (ERROR_CLASSIFIER_BACKEND
// native, then wasm). These files test the package, its build or its
// documents rather than the engine's answers: they pack, install or build
// and choose backends in child processes themselves (loading builds other
// than the one under test), so the wasm pass and the sanitized pass
// (EC_SANITIZED) would only repeat them. They run once, in the plain native
// pass.
const packageLevel = [
  "test/docs.test.ts", // TypeDoc over the sources
  "test/install.test.ts", // npm install of the tarball, no toolchain
  "test/packaging.test.ts", // npm pack, consumer type checks, attw
  "test/pkg-config.test.ts", // the source build's CMake configuration
  "test/prebuilt.test.ts", // the prebuilt binary's symbols, in a Debian 11 root
  "test/rule-provenance.test.ts", // the rule data's provenance: dozens of recompiles of extended, over 2 min under ASan
  "test/trixie.test.ts", // the source build in a Debian 13 root
  "test/types.test.ts", // types/ is what the build makes
  "test/wasm-package.test.ts", // the tarball on WebAssembly, backend chosen in children
];

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude:
      process.env.ERROR_CLASSIFIER_BACKEND === "wasm" || process.env.EC_SANITIZED
        ? ["**/node_modules/**", ...packageLevel]
        : ["**/node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 600_000,
    pool: "forks",
  },
});
