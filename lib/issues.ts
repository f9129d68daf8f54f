import { describeValue } from "./describe.js";

/** One problem found in a rule set or a signature configuration. */
export interface Issue {
  /** Where in the data, such as `tiers[1].patterns[0]`; "" for the data as a whole. */
  path: string;
  message: string;
  /** The file, when the problem is the file itself (it cannot be read, or does not parse). */
  file?: string;
  /** 1-based line and column in `file` of a syntax error. */
  line?: number;
  column?: number;
}

/** One problem found in a signature configuration. */
export type SignatureIssue = Issue;

/** Where an issue is, for its message line: the path, else `file:line:column`, else `whole`. */
function placeOf(issue: Issue, whole: string): string {
  if (issue.path) return issue.path;
  if (issue.file === undefined) return whole;
  return issue.line === undefined ? issue.file : `${issue.file}:${issue.line}:${issue.column ?? 1}`;
}

/** `message` followed by one indented `place: message` line per issue (`whole` names the data as a whole). */
export function withIssueLines(message: string, issues: readonly Issue[], whole = "(configuration)"): string {
  const lines = issues.map((i) => `  ${placeOf(i, whole)}: ${i.message}`);
  return issues.length ? `${message}\n${lines.join("\n")}` : message;
}

/** `base.key`, or `base["key"]` when key is not a plain name. */
export function childPath(base: string, key: string): string {
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (name.startsWith("[")) return `${base}${name}`;
  return base ? `${base}.${name}` : name;
}

/**
 * The problems a hand-written validator finds, collected so that one error
 * lists them all (lib/rule-set.ts and lib/signatures/config.ts share it).
 */
export class IssueList {
  readonly issues: Issue[] = [];

  /** Records a problem at `path`. */
  add(path: string, message: string): void {
    this.issues.push({ path, message });
  }

  /** Records "expected X but received Y" at `path`. */
  expected(path: string, expected: string, received: unknown): void {
    this.add(path, `expected ${expected} but received ${describeValue(received)}`);
  }

  /** Records "unknown key" for each key of `object` not in `known`. */
  unknownKeys(path: string, object: Record<string, unknown>, known: ReadonlySet<string>): void {
    for (const key of Object.keys(object)) if (!known.has(key)) this.add(childPath(path, key), "unknown key");
  }
}
