// What a literal prefilter may know about a pattern without running it: the
// literals ("atoms") every match must contain, and how long a match can be.

#ifndef ERROR_CLASSIFIER_CORE_PATTERN_INFO_H_
#define ERROR_CLASSIFIER_CORE_PATTERN_INFO_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace errclass {

struct PatternInfo {
  // Every match of the pattern contains at least one of these byte strings,
  // compared with ASCII letters folded (atoms are stored lower-case). Empty
  // when nothing useful is known: the pattern must then be run on the whole
  // text.
  std::vector<std::string> atoms;
  // True when an occurrence of an atom (ASCII case aside) is by itself a
  // match: the pattern's language is exactly the atoms in all their ASCII
  // case variants, with no anchors or word boundaries.
  bool exact = false;
  // The longest match in bytes, or -1 if unbounded or unknown.
  int64_t max_len = -1;
  // A second set of this kind, for a cheap check before running the
  // pattern around an atom: every match also contains one of these (ASCII
  // letters folded, stored lower-case). Empty when nothing further is
  // known, or when each atom already contains one of them.
  std::vector<std::string> also;
};

// Groups nested deeper than this are not analyzed (AnalyzePattern below
// answers for them as for a construct it does not model).
constexpr std::size_t kMaxAnalyzedNesting = 256;

// Analyzes pattern, in RE2 syntax, as RE2 compiles it in UTF-8 mode with the
// given case sensitivity. Never wrong, only sometimes unhelpful: constructs
// it does not model make it answer with fewer atoms, no exactness or an
// unbounded length; so does a group nested more than kMaxAnalyzedNesting
// deep. Its stack use is bounded for any pattern. Atoms shorter than
// min_atom_len bytes are not used.
PatternInfo AnalyzePattern(std::string_view pattern, bool case_insensitive,
                           std::size_t min_atom_len);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_PATTERN_INFO_H_
