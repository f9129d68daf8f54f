// Numeric conditions on a pattern's captures: "the completion is at least
// the window", which no regular expression can say about two numbers of the
// same length.
//
// Pure C++17 on Google RE2; no Node.js headers.

#ifndef ERROR_CLASSIFIER_CORE_CONDITION_H_
#define ERROR_CLASSIFIER_CORE_CONDITION_H_

#include <string>
#include <string_view>

#include "re2/re2.h"

namespace errclass {

// A comparison between a named capture group of a pattern and another
// named group or a decimal integer, such as "output >= window" or
// "wait > 3600". Values compare as non-negative whole numbers of any length.
struct Condition {
  enum class Op { kLess, kLessEqual, kGreater, kGreaterEqual, kEqual, kNotEqual };
  int lhs = 0;           // capture group index (1-based) of the left side
  Op op = Op::kEqual;
  int rhs = 0;           // capture group index of the right side, or 0 ...
  std::string literal;   // ... for this integer, without leading zeros
};

// Parses text, "<group> <op> <group or integer>" with op one of < <= > >=
// == != (spaces around op optional), against the named capture groups of re.
// On success fills *out and returns true. On failure returns false and sets
// *error (which must not be NULL) to one line saying what is wrong: the
// text does not have that form, or names a group re does not have.
bool ParseCondition(const std::string& text, const re2::RE2& re,
                    Condition* out, std::string* error);

// Whether c holds for the leftmost match of re in text (unanchored, as the
// rule set searches). False if re does not match text, if a group of c took
// no part in that match, or if a group's value is not a whole number: ASCII
// digits, optionally grouped by commas ("262,144") or underscores.
bool ConditionHolds(const Condition& c, const re2::RE2& re,
                    std::string_view text);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_CONDITION_H_
