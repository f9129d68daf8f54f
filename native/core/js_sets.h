// Sets of UTF-16 code units for the JavaScript syntax (core/js_syntax.h):
// what a class, `.` or a class escape matches, written as an RE2 class.

#ifndef ERROR_CLASSIFIER_CORE_JS_SETS_H_
#define ERROR_CLASSIFIER_CORE_JS_SETS_H_

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace errclass {
namespace js {

// Inclusive ranges of code units, 0 to 0xFFFF, in any order.
using CodeUnitSet = std::vector<std::pair<uint32_t, uint32_t>>;

void Add(CodeUnitSet* set, uint32_t lo, uint32_t hi);
void Union(CodeUnitSet* set, const CodeUnitSet& more);
// The code units 0 to 0xFFFF not in set.
CodeUnitSet Complement(const CodeUnitSet& set);
// Adds the other ASCII case of every ASCII letter in set (and nothing else:
// the Kelvin sign and the long s never fold to ASCII in JavaScript).
void CloseUnderAsciiCase(CodeUnitSet* set);
// Adds every code unit that JavaScript's case-insensitive comparison
// without the u flag (ECMA-262 Canonicalize) equates with one in set: the
// two ASCII cases of letters, and the non-ASCII classes (é and É; µ, μ and
// Μ; never ß and ẞ, or the Kelvin sign and k), from a table generated from
// node's Unicode data by scripts/gen-js-case.mjs.
void CloseUnderCase(CodeUnitSet* set);
// \d \D \s \S \w \W as JavaScript defines them without the u flag.
CodeUnitSet EscapeSet(char escape);
// What `.` matches: any code unit but \n, \r, U+2028 and U+2029.
CodeUnitSet Dot();

// An RE2 class matching exactly the characters of set, when text is UTF-8
// with lone surrogates kept as their code points (core/utf16.h): never an
// astral character, which JavaScript sees as two code units. An empty set
// becomes a class that matches nothing.
std::string ClassText(const CodeUnitSet& set);
// \x{HEX}.
std::string CodePoint(uint32_t c);
// A non-ASCII BMP character c under the i flag, as RE2 text matching the
// characters JavaScript's case-insensitive comparison equates with c (see
// CloseUnderCase).
std::string FoldedNonAscii(uint32_t c);

}  // namespace js
}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_JS_SETS_H_
