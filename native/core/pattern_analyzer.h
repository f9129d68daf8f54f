// The walk behind AnalyzePattern (pattern_info.h): a recursive descent over
// a pattern in RE2 syntax that computes, piece by piece, what the algebra of
// literal_algebra.h knows about the strings it matches. Internal to
// native/core.
//
// The walk (alternation, concatenation, repetition, groups and the atoms
// between them) is in pattern_info.cc; literal characters, escapes and
// classes, with their widths in bytes under RE2's case folding, are in
// pattern_chars.cc. Every reading method starts at i_ and leaves i_ just
// after what it read. A construct the walk does not model sets ok_ false:
// the whole pattern then gets no atoms and an unbounded length.

#ifndef ERROR_CLASSIFIER_CORE_PATTERN_ANALYZER_H_
#define ERROR_CLASSIFIER_CORE_PATTERN_ANALYZER_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/literal_algebra.h"
#include "core/pattern_info.h"

namespace errclass {
namespace analysis {

using literal::Info;

class Analyzer {
 public:
  static constexpr std::size_t kMaxAnalyzedDepth = kMaxAnalyzedNesting;

  // Analyzes p in RE2 syntax (case-insensitively when ci); atoms shorter
  // than min_atom bytes are not used.
  Analyzer(std::string_view p, bool ci, std::size_t min_atom)
      : p_(p), ci_(ci), algebra_(min_atom) {}

  // Reads the whole pattern into *out. Returns false if some construct is
  // not modelled (then *out must not be used).
  bool Run(Info* out) {
    *out = Alternation();
    return ok_ && i_ == p_.size();
  }

  // The usable atoms of info (literal::Algebra::AtomsOf).
  bool AtomsOf(const Info& info, std::vector<std::string>* atoms) const {
    return algebra_.AtomsOf(info, atoms);
  }

 private:
  // --- The walk (pattern_info.cc).

  // alternation := concat ('|' concat)*
  Info Alternation();
  // concat := piece*
  Info Concatenation();
  // A count as RE2 reads one: digits, no leading zero ({01} is literal
  // text). Returns false, having moved i_, if there is none.
  bool ReadInt(int64_t* v);
  // piece := atom quantifier*
  Info Piece();
  // atom := group | class | escape | '.' | '^' | '$' | literal
  Info Atom();

  // --- Characters, escapes and classes (pattern_chars.cc).

  // Sets ok_ false; returns false.
  bool Fail() {
    ok_ = false;
    return false;
  }
  // One UTF-8 encoded code point at i_, as its bytes; fails if the bytes at
  // i_ cannot start one.
  bool CodePointBytes(std::string* bytes);
  static std::string Utf8(uint32_t c);
  // A literal character given by its UTF-8 bytes. Under case folding a
  // non-ASCII character, k and s match characters of other widths.
  Info Literal(const std::string& bytes) const;
  // digits hex digits at i_ into *v.
  bool Hex(std::size_t digits, uint32_t* v);
  // \x{...} or \xHH after "\x" has been read.
  bool HexEscape(uint32_t* v);

  // Kinds of escape, shared by atoms and classes: one character (kChar),
  // a class of one-byte characters (\d \w \s \C: kAscii1), of any width
  // (kWide), an assertion (kAnchor), or \Q (kQuote).
  enum class Esc { kChar, kAscii1, kWide, kAnchor, kQuote };
  // Reads the escape after '\\'; sets *cp for kChar. Octal escapes and
  // unknown letters are not modelled.
  Esc Escape(uint32_t* cp);
  // A bracketed class, after '[': one character of the widths RE2 gives
  // the class as it parsed and folded it. Sets pair_ks_.
  Info Class();
  // A one-character escape such as \w starting at start, which folding may
  // widen.
  Info EscapeClass(std::size_t start);
  // The members of a class after '[' (sets class_chars_).
  Info ClassBody();
  // One character out of chars (ASCII, as written).
  Info CharsInfo(const std::vector<char>& chars) const;
  // One class member at i_; returns false (setting *wide or *ascii_big) for
  // a set escape.
  bool ClassChar(uint32_t* cp, bool* wide, bool* ascii_big);

  std::string_view p_;
  bool ci_;
  literal::Algebra algebra_;
  std::size_t i_ = 0;
  bool ok_ = true;
  std::size_t depth_ = 0;  // groups open around i_
  // The piece, concatenation or alternation just read is, as RE2 sees it,
  // one class of exactly k and K or s and S, read case-sensitively.
  bool pair_ks_ = false;
  // The piece, concatenation or alternation just read is one ASCII literal
  // character, read case-sensitively: this one; else -1.
  int single_char_ = -1;
  std::vector<char> class_chars_;  // the ASCII members of the last class
};

}  // namespace analysis
}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_PATTERN_ANALYZER_H_
