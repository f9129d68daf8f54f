// Translation of JavaScript RegExp pattern syntax (no `u` flag) into RE2
// syntax with the same meaning on UTF-8 text.

#ifndef ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_
#define ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_

#include <string>
#include <string_view>

namespace errclass {

// Translates pattern, read as the source of a JavaScript RegExp without the
// `u` flag (with the `i` flag when case_insensitive), into an RE2 pattern
// meant to be compiled case-sensitively in UTF-8 mode. Returns true and sets
// *out; returns false and sets *error to a one-line message if pattern is not
// valid UTF-8 or uses an escape that cannot be translated (\u escapes of lone
// surrogates, \u{...}). Constructs RE2 does not support (look-around,
// back-references) are passed through unchanged, so that RE2 rejects them
// with its own message.
//
// What the translation keeps exact:
//  - `.` and negated classes never match \n, \r, U+2028, U+2029, and never a
//    whole astral (non-BMP) character: JavaScript sees two UTF-16 units there.
//  - \s and \S use JavaScript's whitespace set (which includes U+00A0,
//    U+FEFF, U+2028, ...), not RE2's [\t\n\f\r ].
//  - With case_insensitive, an ASCII letter matches its two ASCII cases and
//    nothing else; a non-ASCII literal letter folds by Unicode simple case
//    folding but never to an ASCII letter (the Kelvin sign K U+212A and the
//    long s U+017F match only themselves).
//  - `(?<name>` named groups, \uXXXX, \xHH, \cX, \0, [\b] and the empty
//    classes [] and [^] are translated.
// Where it is not exact (documented in README):
//  - `.`, negated classes, \D, \S, \W can match a single half of a surrogate
//    pair in JavaScript (e.g. /.x/ on "😀x"); here they never match part of
//    an astral character.
//  - Non-ASCII letters inside classes are matched case-sensitively, and a
//    few non-ASCII letters fold differently from JavaScript's toUpperCase
//    rule (e.g. ß and ẞ).
bool TranslateJavaScript(std::string_view pattern, bool case_insensitive,
                         std::string* out, std::string* error);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_
