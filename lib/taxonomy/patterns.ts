// What an exact and a regex pattern are, and what a pattern's literal text
// is (the words every match of it contains), for the scoring rules.

const META = /[\\^$.|?*+()[\]{}]/;

/** An exact pattern has no regex operator (none of `\ ^ $ . | ? * + ( ) [ ] { }`). */
export const isExact = (pattern: string): boolean => !META.test(pattern);

const WORD = /\w/;

/**
 * The RE2 pattern an exact pattern compiles to: the phrase found as a whole
 * phrase, i.e. with a word boundary at an end that is a word character
 * (`not found` does not match `notfound` nor `cannot foundry`; `-32602`
 * matches after a space). Case is folded by the compiled set.
 */
export function exactToRe2(phrase: string): string {
  const start = WORD.test(phrase[0]) ? "\\b" : "";
  const end = WORD.test(phrase[phrase.length - 1]) ? "\\b" : "";
  return `${start}${phrase}${end}`;
}

/**
 * The literal runs every match of pattern contains, lower-cased: for an
 * exact pattern the phrase itself; for a regex, its runs of literal
 * characters outside classes, alternations and optional parts, with `\s`
 * read as a space. `tool.*not found` gives ["tool", "not found"]; a
 * pattern with `|` outside any group gives [].
 */
export function literalRuns(pattern: string): string[] {
  if (isExact(pattern)) return [pattern.toLowerCase()];
  const runs: string[] = [];
  let cur = "";
  const flush = () => {
    if (cur.trim()) runs.push(cur.toLowerCase());
    cur = "";
  };
  // Groups: where each open group's runs start, and whether it holds an alternation.
  const stack: { runsAt: number; alt: boolean }[] = [];
  let depth0Alt = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    const next = pattern[i + 1];
    const quantified = (at: number) => {
      const q = pattern[at];
      return q === "?" || q === "*" || q === "+" || q === "{";
    };
    const optional = (at: number) => {
      const q = pattern[at];
      return q === "?" || q === "*" || (q === "{" && /^\{0[,}]/.test(pattern.slice(at)));
    };
    if (c === "\\") {
      const e = next;
      i++;
      if (e === "s") {
        if (optional(i + 1)) flush();
        else cur += " ";
        if (quantified(i + 1)) flush();
      } else if (e === "b" || e === "B") {
        // zero-width: the run goes on
      } else if (/[A-Za-z0-9]/.test(e ?? "")) {
        flush();
      } else {
        if (optional(i + 1)) flush();
        else cur += e ?? "";
        if (quantified(i + 1)) flush();
      }
    } else if (c === "[") {
      flush();
      for (i++; i < pattern.length && pattern[i] !== "]"; i++) if (pattern[i] === "\\") i++;
    } else if (c === "(") {
      flush();
      stack.push({ runsAt: runs.length, alt: false });
      if (next === "?") {
        // (?:  (?P<name>  (?i:  (?i)
        const close = pattern.indexOf(pattern[i + 2] === "P" ? ">" : ":", i);
        const flagsOnly = /^\(\?[a-zA-Z-]*\)/.exec(pattern.slice(i));
        if (flagsOnly) {
          stack.pop();
          i += flagsOnly[0].length - 1;
        } else if (close > 0) i = close;
      }
    } else if (c === "|") {
      flush();
      if (stack.length) stack[stack.length - 1].alt = true;
      else depth0Alt = true;
    } else if (c === ")") {
      flush();
      const g = stack.pop();
      if (g && (g.alt || optional(i + 1))) runs.length = g.runsAt;
    } else if (c === "." || c === "^" || c === "$") {
      flush();
    } else if (c === "?" || c === "*" || c === "+") {
      flush();
    } else if (c === "{") {
      flush();
      const end = pattern.indexOf("}", i);
      if (end > 0) i = end;
    } else {
      if (optional(i + 1)) flush();
      else cur += c;
      if (quantified(i + 1)) flush();
    }
  }
  flush();
  return depth0Alt ? [] : runs.map((r) => r.trim()).filter(Boolean);
}

/** Whether phrase occurs in run as a whole phrase (word boundaries where its ends are word characters). */
export function containsPhrase(run: string, phrase: string): boolean {
  for (let at = run.indexOf(phrase); at >= 0; at = run.indexOf(phrase, at + 1)) {
    const before = at > 0 && WORD.test(phrase[0]) && WORD.test(run[at - 1]);
    const end = at + phrase.length;
    const after = end < run.length && WORD.test(phrase[phrase.length - 1]) && WORD.test(run[end]);
    if (!before && !after) return true;
  }
  return false;
}
