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

/** The index of the `]` closing the character class that opens at s[i] (s.length if none). */
function classEnd(s: string, i: number): number {
  for (i++; i < s.length && s[i] !== "]"; i++) if (s[i] === "\\") i++;
  return i;
}

/** The parts of pattern between `|` outside any group and class. */
function topLevelAlternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(pattern, i);
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      parts.push(pattern.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(pattern.slice(from));
  return parts;
}

/** The groups of sequence outside any other group that every match goes through: [content, …] in order. */
function mandatoryGroups(sequence: string): string[] {
  const groups: string[] = [];
  for (let i = 0; i < sequence.length; i++) {
    const c = sequence[i];
    if (c === "\\") i++;
    else if (c === "[") i = classEnd(sequence, i);
    else if (c === "(") {
      let depth = 1;
      let j = i + 1;
      for (; j < sequence.length && depth > 0; j++) {
        const d = sequence[j];
        if (d === "\\") j++;
        else if (d === "[") j = classEnd(sequence, j);
        else if (d === "(") depth++;
        else if (d === ")") depth--;
      }
      // sequence[i..j) is the group; what follows may make it optional.
      const q = sequence[j];
      const optional = q === "?" || q === "*" || (q === "{" && /^\{0[,}]/.test(sequence.slice(j)));
      const body = sequence.slice(i + 1, j - 1);
      const head = /^\?(?:P<\w+>|[a-zA-Z]*:)/.exec(body);
      if (!optional && (!body.startsWith("?") || head)) groups.push(head ? body.slice(head[0].length) : body);
      i = j - 1;
    }
  }
  return groups;
}

/**
 * Literal texts, lower-cased, one of which every match of pattern contains,
 * or null when the pattern does not tell: for each alternative outside any
 * group, its longest literal run (see literalRuns) or, when it has none,
 * what its first mandatory group that tells requires. `(?:cannot|can't) x`
 * gives ["cannot", "can't"]; `\d+ms|\d+s` gives null.
 */
export function requiredLiterals(pattern: string): string[] | null {
  const out = new Set<string>();
  for (const alt of topLevelAlternatives(pattern)) {
    const runs = literalRuns(alt);
    if (runs.length) {
      out.add(runs.reduce((a, r) => (r.length > a.length ? r : a)));
      continue;
    }
    let found: string[] | null = null;
    for (const g of mandatoryGroups(alt)) if ((found = requiredLiterals(g))) break;
    if (!found) return null;
    for (const f of found) out.add(f);
  }
  return [...out];
}
