// The first step of the exception taxonomy's flow (issue 21, "Normalize
// Message"): the text matching reads. The one implementation: the
// TypeScript normalizeMessage and every analysis call this.

#ifndef ERROR_CLASSIFIER_CORE_NORMALIZE_H_
#define ERROR_CLASSIFIER_CORE_NORMALIZE_H_

#include <string>
#include <string_view>

namespace errclass {

// Writes to *out (replacing its contents) the message text reads as once
// normalised, in three steps, each over the output of the one before:
//
// 1. ANSI escape sequences removed: CSI (ESC [ params intermediates final),
//    OSC (ESC ] ... BEL or ESC \) and two-byte escapes (ESC and one of
//    @ to Z, \ to _).
// 2. At the start of each line (the text's start and after each \n), any
//    number of prefixes removed with the blanks (space, tab) around them:
//    ISO 8601 or clock timestamps, bracketed or not (`2026-01-15T10:30:00Z`,
//    `[10:30:00.123]`); bracketed log levels (`[ERROR]`, `[warn]`); glog
//    headers (`E0115 10:30:00.123 123 file.cc:42]`); bare log levels in
//    capitals followed by `:` or by blanks and a non-space (`ERROR:`,
//    `WARN x`); `Error:`, `error:`, `fatal:`, `Warning:` and their
//    capitalised forms. A line with none keeps its leading blanks.
// 3. Every run of whitespace (what a JavaScript RegExp's \s matches: ASCII
//    \t \n \v \f \r and space, U+00A0, U+1680, U+2000 to U+200A, U+2028,
//    U+2029, U+202F, U+205F, U+3000, U+FEFF) made one space, and none left
//    at either end.
//
// The rules are those of the JavaScript RegExps the package used before
// (lib/taxonomy/normalize.ts until 0.10), byte for byte on the UTF-8 of a
// JavaScript string. Bytes that are not UTF-8 are kept, each read as one
// character that is not a space. Linear time, no allocation beyond *out.
// `"\x1b[31mError: npm install timed out after 60000ms\x1b[0m"` becomes
// `"npm install timed out after 60000ms"`.
void NormalizeMessage(std::string_view text, std::string* out);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_NORMALIZE_H_
