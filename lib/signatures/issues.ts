/** One problem found in a signature configuration. */
export interface SignatureIssue {
  /** Where, such as `providers[2].error_signatures.throttle[1]`; "" for the configuration itself. */
  path: string;
  message: string;
}

/** `message` followed by one indented `path: message` line per issue. */
export function withIssueLines(message: string, issues: readonly SignatureIssue[]): string {
  const lines = issues.map((i) => `  ${i.path || "(configuration)"}: ${i.message}`);
  return issues.length ? `${message}\n${lines.join("\n")}` : message;
}

/** `base.key`, or `base["key"]` when key is not a plain name. */
export function childPath(base: string, key: string): string {
  const name = /^[A-Za-z_$][\w$-]*$/.test(key) ? key : `[${JSON.stringify(key)}]`;
  if (name.startsWith("[")) return `${base}${name}`;
  return base ? `${base}.${name}` : name;
}
