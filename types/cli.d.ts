export interface CliIo {
    stdin: NodeJS.ReadableStream;
    stdout: {
        write(s: string): unknown;
    };
    stderr: {
        write(s: string): unknown;
    };
}
export interface CliOptions {
    rules: string;
    whole: boolean;
    json: boolean;
    /** --analyze: the exception taxonomy's record (lib/taxonomy/cli.ts). */
    analyze: boolean;
    help: boolean;
    version: boolean;
    message: string[];
    /** Extra options that other commands add (name → value). */
    extra: Map<string, string>;
}
/** Parses argv; `valued` lists extra options that take a value. */
export declare function parseArgs(argv: readonly string[], valued?: readonly string[]): CliOptions;
/**
 * The lines of stdin as they arrive, a chunk's worth at a time: split at
 * "\n", a trailing "\r" removed, each decoded as UTF-8 (never split inside
 * a character: "\n" is never part of one). Memory holds one chunk and the
 * line in progress, whatever the size of the input.
 */
export declare function linesOf(stdin: NodeJS.ReadableStream): AsyncGenerator<string[]>;
export declare function readAll(stdin: NodeJS.ReadableStream): Promise<Buffer>;
/** "error-classifier 0.10.0 (rules: spec 1.0.0, extended 1.22.0, ...)" */
export declare function versionText(): string;
/** Runs the command line; resolves to the exit code. */
export declare function main(argv: readonly string[], io?: CliIo): Promise<number>;
