// The translator behind TranslateJavaScript (js_syntax.h): a recursive
// descent over a JavaScript pattern (ECMA-262 with Annex B, no `u` flag)
// that writes RE2 syntax as it reads. Internal to native/core.
//
// Its parser (disjunctions, terms, quantifiers, groups and literals) is in
// js_syntax.cc; escapes and character classes are in js_escapes.cc, with
// the UTF-8 helpers both use. Every reading method starts at i_ and leaves
// i_ just after what it read; a method returning false has set the error
// (the first failure's message is kept) and the translation stops.

#ifndef ERROR_CLASSIFIER_CORE_JS_TRANSLATOR_H_
#define ERROR_CLASSIFIER_CORE_JS_TRANSLATOR_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/js_sets.h"

namespace errclass {
namespace js {

inline bool IsAsciiLetter(uint32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool IsDigit(char c) { return c >= '0' && c <= '9'; }

// Decodes one UTF-8 sequence at s[*i], *i < s.size(). Returns 0 on success
// (sets *cp, advances *i past it), 1 if the bytes are not valid UTF-8 (*i
// unchanged), 2 for the 3-byte form of a surrogate (a lone surrogate: sets
// *cp and advances too).
int DecodeUtf8(std::string_view s, std::size_t* i, uint32_t* cp);

// "U+0041", "U+1F600": a code point as a message names it.
std::string CodePointName(uint32_t c);

class Translator {
 public:
  // Reads pattern (with the i flag when ci) into *out, or sets *err. Both
  // must outlive the translator.
  Translator(std::string_view p, bool ci, std::string* out, std::string* err)
      : p_(p), ci_(ci), out_(*out), err_(*err) {}

  // Translates the whole pattern. Returns true with the RE2 text in *out;
  // false with a message naming the construct in *err.
  bool Run();

 private:
  // --- The parser (js_syntax.cc).

  // Sets the error to message unless one is set; returns false.
  bool Fail(const std::string& message);
  // Counts capturing groups and collects group names, as JavaScript does
  // before it reads escapes (\1 and \k depend on them).
  void Scan();
  bool Disjunction();
  bool Alternative();
  // Reads {n}, {n,} or {n,m} at i_ if there is one, without moving i_:
  // sets *end just past it, its digits as written and *open for {n,}.
  bool Braced(std::size_t* end, std::string* lo, std::string* hi, bool* open) const;
  // Whether a quantifier (*, +, ? or a complete {n,m}) starts at i_.
  bool AtQuantifier() const;
  // A count as RE2 reads it: no leading zeros, at most 1000; fails naming
  // quantifier if it is over 1000.
  bool Count(const std::string& digits, const std::string& quantifier, long* value);
  // The quantifier at i_ (with its lazy ?) after the atom written as what.
  bool Quantifier(const std::string& what);
  // The quantifier at i_, as written.
  std::string QuantifierText() const;
  // term := assertion | atom quantifier?
  bool Term();
  // A group at '(', with what is in it; fails for look-around, inline
  // flags, (?P<, unsupported names and nesting over kMaxJavaScriptNesting.
  bool Group();
  // atom := group | class | '.' | escape | a literal character.
  bool Atom();
  // Fails naming a lone surrogate found in the pattern.
  bool LoneSurrogate(uint32_t cp);
  // Writes the literal character c outside a class (folded under the i
  // flag as JavaScript folds it; an astral one sets astral_).
  void Literal(uint32_t c);
  void Emit(const CodeUnitSet& set) { out_ += ClassText(set); }

  // --- Escapes and classes (js_escapes.cc).

  // A legacy octal escape at i_ as V8 reads it: up to three digits, at most
  // 0377.
  uint32_t Octal();
  // An escape that stands for one character, inside or outside a class (at
  // i_ just after the backslash): returns true and sets *cp; returns false
  // and sets *set for the class escapes \d \D \s \S \w \W. Sets ok_ false
  // (and the error) for an escape that is invalid or not supported.
  bool CharEscape(bool in_class, uint32_t* cp, CodeUnitSet* set);
  // An escape outside a class, at the backslash; fails for back-references.
  bool Escape();
  // One class atom: sets *cp to a code point, or to -1 and *set for \d \D
  // \s \S \w \W.
  bool ClassAtom(int64_t* cp, CodeUnitSet* set);
  // A class at '[', closed under case with the i flag.
  bool Class();

  std::string_view p_;
  bool ci_;
  std::string& out_;
  std::string& err_;
  std::size_t i_ = 0;
  long groups_ = 0;
  std::vector<std::string_view> names_;
  std::size_t depth_ = 0;  // groups open around i_
  bool uses_not_boundary_ = false;
  bool astral_ = false;  // the last atom was an astral character
  bool ok_ = true;
};

}  // namespace js
}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_JS_TRANSLATOR_H_
