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

/** Text with PREFIX removed at every line start: one pass, linear in the text. */
function stripPrefixes(s: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let at = 0; ; ) {
    PREFIX.lastIndex = at;
    const m = PREFIX.exec(s);
    if (m && m[0].length) {
      parts.push(s.slice(from, at));
      from = at + m[0].length;
    }
    const nl = s.indexOf("\n", at);
    if (nl < 0) break;
    at = nl + 1;
  }
  if (from === 0) return s;
  parts.push(s.slice(from));
  return parts.join("");
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
