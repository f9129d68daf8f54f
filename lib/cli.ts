import { constants } from "node:buffer";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClassifier, type Classifier, type Text } from "./classifier.js";
import { packageRoot } from "./native.js";
import { builtinRuleSets, ruleSetFor } from "./registry.js";
import { RuleSetError } from "./errors/RuleSetError.js";
import { SignatureConfigError } from "./errors/SignatureConfigError.js";
import { SignatureCompileError } from "./errors/SignatureCompileError.js";
import { UnknownProviderError } from "./errors/UnknownProviderError.js";
import { buildSignatureMap, canonicalProvider, type SignatureMap } from "./signatures/map.js";
import { loadSignatureMap } from "./signatures/load.js";
import { classifyStderr } from "./signatures/classify.js";
import { unknownDedupeKey } from "./signatures/dedupe.js";
import { defaultSignatures } from "./signatures/defaults.js";
import { analyzeMain } from "./taxonomy/cli.js";

const USAGE = `Usage: error-classifier [options] [message...]

Classifies an error message given as arguments (joined with spaces), or else
each line of standard input, and prints its category.

Options:
  --rules NAME|FILE  a built-in rule set (${Object.keys(builtinRuleSets).join(", ")}) or a .json/.toml rule-set file (default: spec)
  --whole            classify all of standard input as one message, not line by line
  --json             print JSON lines: {"category", "matches": [{tier, category, index, pattern}]}
  --analyze          print the exception taxonomy's analysis of each message instead: its type,
                     severity, confidence and context; with --json the whole record (docs/guide/analyze.md)
  --taxonomy FILE    a .json/.toml taxonomy for --analyze (default: the built-in one)
  --provider ID      classify all of standard input (one run's stderr) with that provider's
                     signatures and print throttle, flake or unknown; with --json print
                     {"provider", "category", "dedupeKey" (only for unknown)}
  --signatures FILE  a .toml/.json signatures file for --provider (default: the shipped ones)
  -V, --version      print the package's version and each built-in rule set's data version
  -h, --help         print this help
Exit status: 0 on success, 2 on bad usage, a bad rule set or a bad signatures file.`;

export interface CliIo {
  stdin: NodeJS.ReadableStream;
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
}

class UsageError extends Error {}

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
export function parseArgs(argv: readonly string[], valued: readonly string[] = []): CliOptions {
  const o: CliOptions = { rules: "spec", whole: false, json: false, analyze: false, help: false, version: false, message: [], extra: new Map() };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) throw new UsageError(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--") {
      o.message.push(...argv.slice(i + 1));
      break;
    } else if (a === "--rules") o.rules = value();
    else if (a === "--whole") o.whole = true;
    else if (a === "--json") o.json = true;
    else if (a === "--analyze") o.analyze = true;
    else if (a === "-h" || a === "--help") o.help = true;
    else if (a === "-V" || a === "--version") o.version = true;
    else if (valued.includes(a)) o.extra.set(a, value());
    else if (a.startsWith("-") && a.length > 1) throw new UsageError(`unknown option ${a}`);
    else o.message.push(a);
  }
  return o;
}

function classifierFor(rules: string): Classifier {
  return createClassifier(ruleSetFor(rules));
}

/**
 * The lines of stdin as they arrive, a chunk's worth at a time: split at
 * "\n", a trailing "\r" removed, each decoded as UTF-8 (never split inside
 * a character: "\n" is never part of one). Memory holds one chunk and the
 * line in progress, whatever the size of the input.
 */
export async function* linesOf(stdin: NodeJS.ReadableStream): AsyncGenerator<string[]> {
  const text = (line: Buffer) => line.toString("utf8", 0, line.length > 0 && line[line.length - 1] === 13 ? line.length - 1 : line.length);
  let partial: Buffer[] = [];
  for await (const chunk of stdin) {
    const buf = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    const lines: string[] = [];
    let start = 0;
    for (let nl = buf.indexOf(10); nl >= 0; nl = buf.indexOf(10, start)) {
      const piece = buf.subarray(start, nl);
      lines.push(text(partial.length ? Buffer.concat([...partial, piece]) : piece));
      partial = [];
      start = nl + 1;
    }
    if (start < buf.length) partial.push(buf.subarray(start));
    if (lines.length) yield lines;
  }
  if (partial.length) yield [text(Buffer.concat(partial))];
}

/** Writes s, then waits while the stream asks the writer to (backpressure). */
async function writeOut(stdout: CliIo["stdout"], s: string): Promise<void> {
  const stream = stdout as Partial<NodeJS.WritableStream>;
  if (stdout.write(s) === false && typeof stream.once === "function") {
    await new Promise<void>((resolve) => stream.once!("drain", resolve));
  }
}

export async function readAll(stdin: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

const SIGNATURE_OPTIONS = ["--signatures", "--provider"];

/** --provider [--signatures]: one verdict for the message arguments, or else all of stdin as bytes. */
async function signaturesMain(options: CliOptions, io: CliIo): Promise<number> {
  const file = options.extra.get("--signatures");
  const provider = options.extra.get("--provider");
  let map: SignatureMap;
  let id: string;
  try {
    map = file === undefined ? buildSignatureMap(defaultSignatures) : loadSignatureMap(file);
    if (provider === undefined) {
      throw new UsageError(`--signatures needs --provider ID; the signatures know: ${map.providers.map((id) => JSON.stringify(id)).join(", ")}`);
    }
    id = canonicalProvider(map, provider); // an unknown id fails here, before stdin is read
  } catch (e) {
    if (e instanceof UsageError || e instanceof SignatureConfigError || e instanceof SignatureCompileError || e instanceof UnknownProviderError) {
      io.stderr.write(`error-classifier: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
  const stderr = options.message.length ? options.message.join(" ") : await readAll(io.stdin);
  const category = classifyStderr(map, provider, stderr);
  if (!options.json) {
    io.stdout.write(`${category}\n`);
    return 0;
  }
  // An alias reports its provider's id: one key per provider.
  const dedupe = category === "unknown" ? { dedupeKey: unknownDedupeKey(id, stderr) } : {};
  io.stdout.write(`${JSON.stringify({ provider: id, category, ...dedupe })}\n`);
  return 0;
}

/** "error-classifier 0.10.0 (rules: spec 1.0.0, extended 1.22.0, ...)" */
export function versionText(): string {
  const { version } = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string };
  const rules = Object.entries(builtinRuleSets).map(([name, r]) => `${name} ${r.version ?? "(unversioned)"}`);
  return `error-classifier ${version} (rules: ${rules.join(", ")})`;
}

/** Runs the command line; resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo = process): Promise<number> {
  let options: CliOptions;
  let classifier: Classifier;
  try {
    options = parseArgs(argv, [...SIGNATURE_OPTIONS, "--taxonomy"]);
    if (options.help) {
      io.stdout.write(`${USAGE}\n`);
      return 0;
    }
    if (options.version) {
      io.stdout.write(`${versionText()}\n`);
      return 0;
    }
    if (SIGNATURE_OPTIONS.some((o) => options.extra.has(o))) return await signaturesMain(options, io);
    if (options.analyze || options.extra.has("--taxonomy")) return await analyzeMain(options, io, readAll);
    classifier = classifierFor(options.rules);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RuleSetError) {
      io.stderr.write(`error-classifier: ${e.message}\n${e instanceof UsageError ? `${USAGE}\n` : ""}`);
      return 2;
    }
    throw e;
  }
  const answer = (text: Text) =>
    options.json ? `${JSON.stringify(classifier.classify(text))}\n` : `${classifier.category(text)}\n`;
  if (options.message.length) {
    io.stdout.write(answer(options.message.join(" ")));
    return 0;
  }
  if (options.whole) {
    // Past the longest string V8 can make, the bytes are classified as they are.
    const input = await readAll(io.stdin);
    io.stdout.write(answer(input.length < constants.MAX_STRING_LENGTH ? input.toString("utf8") : input));
    return 0;
  }
  // Line by line as input arrives: one write per chunk of input.
  for await (const lines of linesOf(io.stdin)) await writeOut(io.stdout, lines.map(answer).join(""));
  return 0;
}
