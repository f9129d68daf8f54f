// The fix AddonLoadError names, by platform: which system it is (from
// process.platform and /etc/os-release) and what to run there.
import { describe, expect, it } from "vitest";
import { platformFamily, platformFix } from "../lib/platform-fix.js";

const BUILD = "then build the engine from source inside the installed package: `cd node_modules/error-classifier && npm run build:from-source`.";
const WASM =
  " Without a native binary the WebAssembly build (dist/wasm/) answers on any platform: " +
  "if it is missing too, reinstall the package or mark it external; if ERROR_CLASSIFIER_BACKEND=native is set, unset it.";
const PREBUILT =
  "The package ships a prebuilt binary for Linux x64 with glibc 2.17 or newer; if its prebuilds/ folder is missing " +
  '(a bundler or a copy step left it out; see the README\'s "Bundling"), reinstall the package or mark it external.';

describe("platformFamily", () => {
  it.each([
    ["linux", 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n', "debian"],
    ["linux", "ID=ubuntu\nID_LIKE=debian\n", "debian"],
    ["linux", 'ID=linuxmint\nID_LIKE="ubuntu debian"\n', "debian"],
    ["linux", 'ID=fedora\nVERSION_ID=40\n', "fedora"],
    ["linux", 'ID="rocky"\nID_LIKE="rhel centos fedora"\n', "fedora"],
    ["linux", "ID=alpine\nVERSION_ID=3.20.0\n", "alpine"],
    ["linux", "ID=arch\n", "other"],
    ["darwin", "", "macos"],
    ["win32", "", "windows"],
    ["freebsd", "", "other"],
  ])("%s with %j is %s", (platform, osRelease, family) => {
    expect(platformFamily(platform, osRelease)).toBe(family);
  });
});

describe("platformFix", () => {
  it("on Linux x64 names the prebuilt binary, then the source build with the system's packages", () => {
    expect(platformFix("debian", "linux-x64")).toBe(
      `${PREBUILT} To build it from source, install the build tools and RE2: \`sudo apt-get install -y cmake g++ make pkg-config libre2-dev\`, ${BUILD}${WASM}`,
    );
    expect(platformFix("fedora", "linux-x64")).toBe(
      `${PREBUILT} To build it from source, install the build tools and RE2: \`sudo dnf install -y cmake gcc-c++ make pkgconf-pkg-config re2-devel\`, ${BUILD}${WASM}`,
    );
    expect(platformFix("alpine", "linux-x64")).toBe(`${PREBUILT} To build it from source, install the build tools and RE2: \`apk add cmake g++ make pkgconf re2-dev\`, ${BUILD}${WASM}`);
  });

  it("elsewhere says there is no prebuilt binary for the platform", () => {
    expect(platformFix("macos", "darwin-arm64")).toBe(
      `There is no prebuilt binary for darwin-arm64. To build it from source, install the build tools and RE2: \`brew install cmake pkg-config re2\`, ${BUILD}${WASM}`,
    );
    expect(platformFix("alpine", "linux-arm64")).toBe(
      `There is no prebuilt binary for linux-arm64. To build it from source, install the build tools and RE2: \`apk add cmake g++ make pkgconf re2-dev\`, ${BUILD}${WASM}`,
    );
    expect(platformFix("windows", "win32-x64")).toBe("There is no prebuilt binary for win32-x64. On Windows there is no source build yet either: run Node under WSL (Ubuntu) instead." + WASM);
    expect(platformFix("other", "freebsd-x64")).toBe(
      `There is no prebuilt binary for freebsd-x64. To build it from source, install CMake, a C++17 compiler, pkg-config and RE2 (with its headers) from your system's packages, ${BUILD}${WASM}`,
    );
  });
});
