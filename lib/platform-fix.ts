// What a user does when no candidate of the engine loads, by platform: the
// system packages a source build needs, and the command that builds it.
import { readFileSync } from "node:fs";

/** The source-build prerequisites, by platform family. */
export const BUILD_DEPENDENCIES = {
  debian: "sudo apt-get install -y cmake g++ make pkg-config libre2-dev",
  fedora: "sudo dnf install -y cmake gcc-c++ make pkgconf-pkg-config re2-devel",
  alpine: "apk add cmake g++ make pkgconf re2-dev",
  macos: "brew install cmake pkg-config re2",
} as const;

export type PlatformFamily = keyof typeof BUILD_DEPENDENCIES | "windows" | "other";

/** The platform family: from process.platform, and on Linux from /etc/os-release (ID, ID_LIKE). */
export function platformFamily(platform: string = process.platform, osRelease?: string): PlatformFamily {
  if (platform === "win32") return "windows";
  if (platform === "darwin") return "macos";
  if (platform !== "linux") return "other";
  let text = osRelease;
  if (text === undefined) {
    try {
      text = readFileSync("/etc/os-release", "utf8");
    } catch {
      return "other";
    }
  }
  const ids = [...text.matchAll(/^(?:ID|ID_LIKE)="?([^"\n]*)"?$/gm)].flatMap((m) => m[1].split(/\s+/));
  if (ids.some((id) => id === "debian" || id === "ubuntu")) return "debian";
  if (ids.some((id) => id === "fedora" || id === "rhel" || id === "centos")) return "fedora";
  if (ids.includes("alpine")) return "alpine";
  return "other";
}

/** The C library's version on glibc Linux ("2.36"), or undefined (musl, other systems). */
export function glibcVersion(): string | undefined {
  if (process.platform !== "linux") return undefined;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return header?.glibcVersionRuntime;
}

/** The fix for this platform, as sentences for AddonLoadError's message. */
export function platformFix(family: PlatformFamily = platformFamily(), key = `${process.platform}-${process.arch}`): string {
  const build = "then build the engine from source inside the installed package: `cd node_modules/error-classifier && npm run build:from-source`";
  const prebuilt =
    "The package ships a prebuilt binary for Linux x64 with glibc 2.17 or newer; " +
    "if its prebuilds/ folder is missing (a bundler or a copy step left it out; see the README's \"Bundling\"), reinstall the package or mark it external.";
  const source =
    family === "windows"
      ? "On Windows there is no source build yet either: run Node under WSL (Ubuntu) instead."
      : family === "other"
        ? `To build it from source, install CMake, a C++17 compiler, pkg-config and RE2 (with its headers) from your system's packages, ${build}.`
        : `To build it from source, install the build tools and RE2: \`${BUILD_DEPENDENCIES[family]}\`, ${build}.`;
  const wasm =
    "Without a native binary the WebAssembly build (dist/wasm/) answers on any platform: " +
    "if it is missing too, reinstall the package or mark it external; if ERROR_CLASSIFIER_BACKEND=native is set, unset it.";
  return key === "linux-x64" ? `${prebuilt} ${source} ${wasm}` : `There is no prebuilt binary for ${key}. ${source} ${wasm}`;
}
