// TranslateJavaScript (js_syntax.h) and the parser of its translator
// (js_translator.h): disjunctions, terms, quantifiers, groups and literal
// characters. Escapes and classes are read in js_escapes.cc.

#include "core/js_syntax.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/js_sets.h"
#include "core/js_translator.h"

namespace errclass {
namespace js {
namespace {

// A JavaScript group name as RE2 accepts one: ASCII letters, digits, '_'.
bool IsRe2Name(std::string_view name) {
  if (name.empty() || IsDigit(name[0])) return false;
  for (char c : name) {
    if (!IsAsciiLetter(static_cast<unsigned char>(c)) && !IsDigit(c) && c != '_') return false;
  }
  return true;
}

}  // namespace

bool Translator::Run() {
  out_.clear();
  Scan();
  if (!Disjunction()) return false;
  if (i_ < p_.size()) return Fail("unmatched ) in the pattern");
  if (uses_not_boundary_) {
    // RE2 tests \B between bytes: inside a multi-byte character both sides
    // are non-word bytes, where JavaScript sees no position at all. A
    // match of only assertions could sit there, so every match starts at
    // the text's start or just after a whole character it consumes.
    out_ = "(?:^|[\\x00-\\x{10FFFF}])(?:" + out_ + ")";
  }
  return true;
}

bool Translator::Fail(const std::string& message) {
  if (err_.empty()) err_ = message;
  return false;
}

void Translator::Scan() {
  for (std::size_t k = 0; k < p_.size(); ++k) {
    if (p_[k] == '\\') {
      ++k;
    } else if (p_[k] == '[') {
      for (++k; k < p_.size() && p_[k] != ']'; ++k) k += p_[k] == '\\';
    } else if (p_[k] == '(') {
      if (k + 1 < p_.size() && p_[k + 1] != '?') {
        ++groups_;
      } else if (p_.substr(k, 3) == "(?<" && k + 3 < p_.size() && p_[k + 3] != '=' && p_[k + 3] != '!') {
        ++groups_;
        std::size_t end = p_.find('>', k);
        if (end != std::string_view::npos) names_.emplace_back(p_.substr(k + 3, end - k - 3));
      }
    }
  }
}

bool Translator::Disjunction() {
  if (!Alternative()) return false;
  while (i_ < p_.size() && p_[i_] == '|') {
    ++i_;
    out_ += '|';
    if (!Alternative()) return false;
  }
  return true;
}

bool Translator::Alternative() {
  while (i_ < p_.size() && p_[i_] != '|' && p_[i_] != ')') {
    if (!Term()) return false;
  }
  return true;
}

bool Translator::Braced(std::size_t* end, std::string* lo, std::string* hi, bool* open) const {
  std::size_t k = i_ + 1;
  auto digits = [&](std::string* v) {
    std::size_t start = k;
    while (k < p_.size() && IsDigit(p_[k])) ++k;
    *v = std::string(p_.substr(start, k - start));
    return k > start;
  };
  if (!digits(lo)) return false;
  *open = false;
  *hi = *lo;
  if (k < p_.size() && p_[k] == ',') {
    ++k;
    if (!digits(hi)) *open = true;
  }
  if (k >= p_.size() || p_[k] != '}') return false;
  *end = k + 1;
  return true;
}

bool Translator::AtQuantifier() const {
  if (i_ >= p_.size()) return false;
  char c = p_[i_];
  std::size_t end = i_;
  std::string lo, hi;
  bool open = false;
  return c == '*' || c == '+' || c == '?' || (c == '{' && Braced(&end, &lo, &hi, &open));
}

bool Translator::Count(const std::string& digits, const std::string& quantifier, long* value) {
  std::size_t k = digits.find_first_not_of('0');
  std::string v = k == std::string::npos ? "0" : digits.substr(k);
  if (v.size() > 4 || std::stol(v) > 1000) {
    return Fail("the count in " + quantifier + " is over 1000, RE2's limit for counted repetition");
  }
  *value = std::stol(v);
  return true;
}

bool Translator::Quantifier(const std::string& what) {
  std::size_t start = i_;
  char c = p_[i_];
  if (c == '{') {
    std::size_t end = i_;
    std::string lo, hi;
    bool open = false;
    Braced(&end, &lo, &hi, &open);
    std::string text(p_.substr(i_, end - i_));
    long a, b = 0;
    if (!Count(lo, text, &a) || (!open && !Count(hi, text, &b))) return false;
    if (!open && b < a) return Fail("numbers out of order in " + text + " quantifier");
    out_ += "{" + std::to_string(a) + (open ? "," : b == a ? "" : "," + std::to_string(b)) + "}";
    i_ = end;
  } else {
    out_ += c;
    ++i_;
  }
  if (i_ < p_.size() && p_[i_] == '?') out_ += p_[i_++];
  if (AtQuantifier()) {
    return Fail("nothing to repeat: " + QuantifierText() + " after " + what +
                std::string(p_.substr(start, i_ - start)));
  }
  return true;
}

std::string Translator::QuantifierText() const {
  std::size_t end = i_ + 1;
  std::string lo, hi;
  bool open = false;
  if (p_[i_] == '{') Braced(&end, &lo, &hi, &open);
  return std::string(p_.substr(i_, end - i_));
}

bool Translator::Term() {
  const char c = p_[i_];
  const std::size_t start = i_;
  std::string assertion;
  if (c == '^' || c == '$') {
    out_ += c;
    assertion = std::string(1, c);
    ++i_;
  } else if (c == '\\' && i_ + 1 < p_.size() && (p_[i_ + 1] == 'b' || p_[i_ + 1] == 'B')) {
    out_ += p_.substr(i_, 2);
    assertion = std::string(p_.substr(i_, 2));
    uses_not_boundary_ |= p_[i_ + 1] == 'B';
    i_ += 2;
  } else if (AtQuantifier()) {
    return Fail("nothing to repeat: " + QuantifierText() + " at the start of a pattern, group or alternative");
  } else {
    astral_ = false;
    if (!Atom()) return false;
    astral_ = astral_ && c != '(';  // a group's last atom is not the group
  }
  if (!AtQuantifier()) return true;
  std::string what(p_.substr(start, i_ - start));
  if (!assertion.empty()) {
    return Fail("nothing to repeat: a quantifier after " + assertion + " (JavaScript rejects it)");
  }
  if (astral_) {
    return Fail("a quantifier after an astral character (" + what +
                ") repeats only its low surrogate in JavaScript; group it: (?:" + what + ")");
  }
  return Quantifier(what);
}

bool Translator::Group() {
  if (p_.substr(i_, 3) == "(?=" || p_.substr(i_, 3) == "(?!" || p_.substr(i_, 4) == "(?<=" ||
      p_.substr(i_, 4) == "(?<!") {
    std::size_t n = p_[i_ + 2] == '<' ? 4 : 3;
    return Fail("look-around " + std::string(p_.substr(i_, n)) + "...) is not supported: RE2 has none");
  }
  if (p_.substr(i_, 3) == "(?:") {
    out_ += "(?:";
    i_ += 3;
  } else if (p_.substr(i_, 3) == "(?<") {
    const std::size_t end = p_.find('>', i_ + 3);
    if (end == std::string_view::npos) return Fail("unterminated group name");
    std::string_view name = p_.substr(i_ + 3, end - i_ - 3);
    if (!IsRe2Name(name)) {
      return Fail("group name <" + std::string(name) + "> is not supported: RE2 names use only ASCII letters, digits and _");
    }
    if (std::count(names_.begin(), names_.end(), name) > 1) {
      return Fail("duplicate group name <" + std::string(name) + ">");
    }
    // The group's name is copied as it is: case folding is for literals.
    out_ += "(?P<" + std::string(name) + ">";
    i_ = end + 1;
  } else if (p_.substr(i_, 2) == "(?") {
    std::size_t end = std::min(p_.size(), i_ + 4);
    return Fail("invalid group " + std::string(p_.substr(i_, end - i_)) +
                "...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)");
  } else {
    out_ += '(';
    ++i_;
  }
  // The translation recurses once per group level: bounded, so that no
  // pattern can exhaust a thread's stack (a worker's is 4 MB).
  if (depth_ == kMaxJavaScriptNesting) {
    return Fail("groups nested more than " + std::to_string(kMaxJavaScriptNesting) +
                " deep: the limit of the JavaScript syntax (the re2 syntax has none)");
  }
  ++depth_;
  const bool ok = Disjunction();
  --depth_;
  if (!ok) return false;
  if (i_ >= p_.size()) return Fail("missing ) for a group");
  out_ += ')';
  ++i_;
  return true;
}

bool Translator::Atom() {
  const char c = p_[i_];
  if (c == '(') return Group();
  if (c == '[') return Class();
  if (c == '.') {
    ++i_;
    Emit(Dot());
    return true;
  }
  if (c == '\\') return Escape();
  uint32_t cp;
  switch (DecodeUtf8(p_, &i_, &cp)) {
    case 1: return Fail("pattern is not valid UTF-8");
    case 2: return LoneSurrogate(cp);
    default: break;
  }
  Literal(cp);
  return true;
}

bool Translator::LoneSurrogate(uint32_t cp) {
  return Fail("a lone surrogate (" + CodePointName(cp) + ") in a pattern is not supported: JavaScript also matches it "
              "as half of a surrogate pair");
}

void Translator::Literal(uint32_t c) {
  static constexpr char kMeta[] = "\\.+*?()|[]{}^$";
  if (c >= 0x10000) {
    // JavaScript sees two code units with no case: never folded.
    astral_ = true;
    out_ += CodePoint(c);
  } else if (c < 0x80 && ci_ && IsAsciiLetter(c)) {
    out_ += ClassText({{c | 0x20, c | 0x20}, {c & ~0x20u, c & ~0x20u}});
  } else if (c < 0x80) {
    if (c < 0x20 || c == 0x7F) {
      out_ += CodePoint(c);
    } else if (std::char_traits<char>::find(kMeta, sizeof kMeta - 1, static_cast<char>(c))) {
      out_ += '\\';
      out_ += static_cast<char>(c);
    } else {
      out_ += static_cast<char>(c);
    }
  } else if (ci_) {
    out_ += FoldedNonAscii(c);
  } else {
    out_ += CodePoint(c);
  }
}

}  // namespace js

bool TranslateJavaScript(std::string_view pattern, bool case_insensitive,
                         std::string* out, std::string* error) {
  std::string result, message;
  js::Translator t(pattern, case_insensitive, &result, &message);
  if (!t.Run()) {
    *error = message;
    return false;
  }
  *out = std::move(result);
  return true;
}

}  // namespace errclass
