// Translation of JavaScript RegExp pattern syntax (no `u` flag) into RE2
// syntax with the same meaning on UTF-8 text.

#ifndef ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_
#define ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_

#include <cstddef>
#include <string>
#include <string_view>

namespace errclass {

// Translates pattern, read as the source of a JavaScript RegExp without the
// `u` flag (with the `i` flag when case_insensitive), into an RE2 pattern
// meant to be compiled case-sensitively in UTF-8 mode, on text whose lone
// surrogates keep their code points (core/utf16.h). Returns true and sets
// *out; returns false and sets *error to a one-line message naming the
// construct if pattern is not valid UTF-8, is not a valid JavaScript
// pattern, or uses a construct that cannot be translated exactly:
// back-references, look-around, counts over 1000, a quantifier right after
// an astral character, an astral character in a class, a lone surrogate or
// a \u escape of one, a group name RE2 cannot take (only ASCII letters,
// digits and _), groups nested deeper than kMaxJavaScriptNesting.
//
// What the translation keeps exact (ECMA-262 with Annex B):
//  - Identity escapes: \A \z \C \Q \E \pL \a \e \8 are the letters and digits
//    themselves, \k too when the pattern has no named groups.
//  - \1 to \7 that name no group, and \0 followed by digits, are octal; [\1] and
//    [\01] too. [\cX] takes a digit or _ as well as a letter.
//  - Counts with leading zeros ({01}); {, } and ] that start no quantifier or
//    class are literal.
//  - `.`, negated classes, \D \S \W match any one code unit but their own
//    exclusions: lone surrogates included, astral characters never (two units).
//  - \s and \S use JavaScript's whitespace set; [\S] [\W] [\D] work.
//  - \B never holds inside a multi-byte character.
//  - With case_insensitive, an ASCII letter matches its two ASCII cases and
//    nothing else; a non-ASCII BMP character, in a literal or a class, matches
//    what JavaScript's Canonicalize equates with it (js_sets.h's
//    CloseUnderCase), never an ASCII letter (the Kelvin sign K U+212A and the
//    long s U+017F match only themselves) and never ß to ẞ; an astral
//    character matches only itself.
//  - `(?<name>` named groups, \uXXXX (a pair of them is one character), \xHH,
//    \cX, [\b], [] and [^].
// Where it is not exact (documented in docs/guide/rules.md, "Pattern syntax"):
//  - `.`, negated classes, \D, \S, \W can match a single half of a surrogate
//    pair in JavaScript (e.g. /.x/ on "😀x"), and \B holds between the
//    halves; here nothing matches part of an astral character.
//  - Case folding follows a table generated from one Node version's Unicode
//    data (scripts/gen-js-case.mjs): a Node with other Unicode data may fold
//    a letter added since differently.

// The deepest nesting of groups TranslateJavaScript accepts; a pattern
// nested deeper is rejected with a message naming this limit.
inline constexpr std::size_t kMaxJavaScriptNesting = 200;

bool TranslateJavaScript(std::string_view pattern, bool case_insensitive,
                         std::string* out, std::string* error);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_JS_SYNTAX_H_
