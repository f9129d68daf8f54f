// npm pack / npm publish: the tarball must hold the compiled JS and the
// prebuilt binary. Builds the JS when dist/ is missing or older than lib/,
// and the binary (scripts/build-prebuilt.sh) when it is missing; fails rather
// than pack a package without them.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const newest = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((t, d) => Math.max(t, statSync(join(d.parentPath ?? d.path, d.name)).mtimeMs), 0);
const built = join(root, "dist", "esm", "index.js");
if (!existsSync(built) || statSync(built).mtimeMs < newest(join(root, "lib"))) {
  execFileSync(process.execPath, [join(root, "scripts", "build-ts.mjs")], { stdio: "inherit" });
}
if (!existsSync(join(root, "prebuilds", "linux-x64", "error-classifier.node"))) {
  try {
    execFileSync("bash", [join(root, "scripts", "build-prebuilt.sh")], { stdio: ["ignore", "ignore", "inherit"] });
  } catch {
    console.error("prepack: the prebuilt binary is missing and could not be built (see above): the package would not work without it");
    process.exit(1);
  }
}
