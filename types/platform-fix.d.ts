/** The source-build prerequisites, by platform family. */
export declare const BUILD_DEPENDENCIES: {
    readonly debian: "sudo apt-get install -y cmake g++ make pkg-config libre2-dev";
    readonly fedora: "sudo dnf install -y cmake gcc-c++ make pkgconf-pkg-config re2-devel";
    readonly alpine: "apk add cmake g++ make pkgconf re2-dev";
    readonly macos: "brew install cmake pkg-config re2";
};
export type PlatformFamily = keyof typeof BUILD_DEPENDENCIES | "windows" | "other";
/** The platform family: from process.platform, and on Linux from /etc/os-release (ID, ID_LIKE). */
export declare function platformFamily(platform?: string, osRelease?: string): PlatformFamily;
/** The C library's version on glibc Linux ("2.36"), or undefined (musl, other systems). */
export declare function glibcVersion(): string | undefined;
/** The fix for this platform, as sentences for AddonLoadError's message. */
export declare function platformFix(family?: PlatformFamily, key?: string): string;
