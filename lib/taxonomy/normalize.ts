// [Normalize Message], the first step of the specification's flow.

/** ANSI escape sequences: CSI (colours, cursor), OSC (titles, links) and two-byte escapes. */
const ANSI = /\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]/g;

/**
 * Prefixes at the start of a line (the regex is sticky, tried at each line start), any number of them: ISO 8601 or clock
 * timestamps (bracketed or not), bracketed log levels (`[ERROR]`), bare log
 * levels in capitals (`ERROR`, `WARN:`), `Error:` / `error:` / `fatal:`, glog
 * headers (`E0115 10:30:00.123 123 file.cc:42]`). Anchored and each
 * alternative consumes input: linear time.
 */
const PREFIX =
  /[ \t]*(?:(?:\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?\]?|\[?\d\d:\d\d:\d\d(?:[.,]\d+)?\]?|\[(?:ERROR|ERR|WARN|WARNING|INFO|DEBUG|FATAL|CRITICAL|TRACE|NOTICE|error|err|warn|warning|info|debug|fatal|critical|trace|Error|Warning|Fatal)\]|[EWIF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w.-]+:\d+\]|(?:ERROR|ERR|WARN|WARNING|FATAL|CRITICAL)(?:[ \t]*:|[ \t]+(?=\S))|(?:Error|error|fatal|Fatal|Warning|warning)[ \t]*:)[ \t]*)+/y;

/** Runs of two or more whitespace characters, or one that is not a space. */
const SPACES = /\s{2,}|[^\S ]/g;

/** Whether a line whose first character is c may start with PREFIX (blanks, `[`, a digit, or a letter of E W I F C e f w). */
function mayPrefix(c: number): boolean {
  return c === 32 || c === 9 || c === 91 || (c >= 48 && c <= 57) || c === 69 || c === 87 || c === 73 || c === 70 || c === 67 || c === 101 || c === 102 || c === 119;
}

/**
 * Text with PREFIX removed at every line start, and each line break made a
 * space (which the whitespace pass would do anyway): one pass, linear in
 * the text, and no line break left for that pass to replace.
 */
function stripPrefixes(s: string): string {
  if (s.indexOf("\n") < 0) {
    if (!mayPrefix(s.charCodeAt(0))) return s;
    PREFIX.lastIndex = 0;
    const m = PREFIX.exec(s);
    return m && m[0].length ? s.slice(m[0].length) : s;
  }
  let out = "";
  for (let at = 0; ; ) {
    const nl = s.indexOf("\n", at);
    let from = at;
    if (mayPrefix(s.charCodeAt(at))) {
      PREFIX.lastIndex = at;
      const m = PREFIX.exec(s);
      if (m) from += m[0].length;
    }
    if (nl < 0) return out + s.slice(from);
    out += s.slice(from, nl) + " ";
    at = nl + 1;
  }
}

/**
 * The message as matching reads it: ANSI escape sequences removed, leading
 * timestamps, log levels and `Error:` removed from each line, runs of
 * whitespace (newlines included) made one space, ends trimmed.
 * `"\x1b[31mError: npm install timed out after 60000ms\x1b[0m"` becomes
 * `"npm install timed out after 60000ms"`.
 */
export function normalizeMessage(text: string): string {
  let s = text.indexOf("\x1b") >= 0 ? text.replace(ANSI, "") : text;
  s = stripPrefixes(s);
  return s.replace(SPACES, " ").trim();
}
