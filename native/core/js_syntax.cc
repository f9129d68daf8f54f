#include "core/js_syntax.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "core/js_sets.h"

namespace errclass {
namespace {

using js::CodeUnitSet;

bool IsAsciiLetter(uint32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsHex(char c) {
  return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
uint32_t HexValue(std::string_view s) {
  uint32_t v = 0;
  for (char c : s) v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  return v;
}
std::string U(uint32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, c > 0xFFFF ? "U+%X" : "U+%04X", static_cast<unsigned>(c));
  return buf;
}

// Decodes one UTF-8 sequence at s[*i]; advances *i. Returns 0 on success, 1
// if invalid, 2 for the 3-byte form of a surrogate (a lone surrogate).
int DecodeUtf8(std::string_view s, std::size_t* i, uint32_t* cp) {
  unsigned char b = static_cast<unsigned char>(s[*i]);
  int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3
          : (b >> 3) == 30 ? 4 : 0;
  if (len == 0 || *i + len > s.size()) return 1;
  uint32_t c = len == 1 ? b : b & (0x7F >> len);
  for (int k = 1; k < len; ++k) {
    unsigned char cb = static_cast<unsigned char>(s[*i + k]);
    if ((cb & 0xC0) != 0x80) return 1;
    c = (c << 6) | (cb & 0x3F);
  }
  static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < kMin[len] || c > 0x10FFFF) return 1;
  *i += len;
  *cp = c;
  return c >= 0xD800 && c <= 0xDFFF ? 2 : 0;
}

// A JavaScript group name as RE2 accepts one: ASCII letters, digits, '_'.
bool IsRe2Name(std::string_view name) {
  if (name.empty() || IsDigit(name[0])) return false;
  for (char c : name) {
    if (!IsAsciiLetter(static_cast<unsigned char>(c)) && !IsDigit(c) && c != '_') return false;
  }
  return true;
}

class Translator {
 public:
  Translator(std::string_view p, bool ci, std::string* out, std::string* err)
      : p_(p), ci_(ci), out_(*out), err_(*err) {}

  bool Run() {
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

 private:
  bool Fail(const std::string& message) {
    if (err_.empty()) err_ = message;
    return false;
  }

  // Counts capturing groups and collects group names, as JavaScript does
  // before it reads escapes (\1 and \k depend on them).
  void Scan() {
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

  bool Disjunction() {
    if (!Alternative()) return false;
    while (i_ < p_.size() && p_[i_] == '|') {
      ++i_;
      out_ += '|';
      if (!Alternative()) return false;
    }
    return true;
  }

  bool Alternative() {
    while (i_ < p_.size() && p_[i_] != '|' && p_[i_] != ')') {
      if (!Term()) return false;
    }
    return true;
  }

  // Reads {n}, {n,} or {n,m} at i_ if there is one (without moving i_).
  bool Braced(std::size_t* end, std::string* lo, std::string* hi, bool* open) const {
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

  bool AtQuantifier() const {
    if (i_ >= p_.size()) return false;
    char c = p_[i_];
    std::size_t end = i_;
    std::string lo, hi;
    bool open = false;
    return c == '*' || c == '+' || c == '?' || (c == '{' && Braced(&end, &lo, &hi, &open));
  }

  // A count as RE2 reads it: no leading zeros, at most 1000.
  bool Count(const std::string& digits, const std::string& quantifier, long* value) {
    std::size_t k = digits.find_first_not_of('0');
    std::string v = k == std::string::npos ? "0" : digits.substr(k);
    if (v.size() > 4 || std::stol(v) > 1000) {
      return Fail("the count in " + quantifier + " is over 1000, RE2's limit for counted repetition");
    }
    *value = std::stol(v);
    return true;
  }

  bool Quantifier(const std::string& what) {
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

  // The quantifier at i_, as written.
  std::string QuantifierText() const {
    std::size_t end = i_ + 1;
    std::string lo, hi;
    bool open = false;
    if (p_[i_] == '{') Braced(&end, &lo, &hi, &open);
    return std::string(p_.substr(i_, end - i_));
  }

  bool Term() {
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

  bool Group() {
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

  bool Atom() {
    const char c = p_[i_];
    if (c == '(') return Group();
    if (c == '[') return Class();
    if (c == '.') {
      ++i_;
      Emit(js::Dot());
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

  bool LoneSurrogate(uint32_t cp) {
    return Fail("a lone surrogate (" + U(cp) + ") in a pattern is not supported: JavaScript also matches it "
                "as half of a surrogate pair");
  }

  // A literal character outside a class.
  void Literal(uint32_t c) {
    static constexpr char kMeta[] = "\\.+*?()|[]{}^$";
    if (c >= 0x10000) {
      // JavaScript sees two code units with no case: never folded.
      astral_ = true;
      out_ += js::CodePoint(c);
    } else if (c < 0x80 && ci_ && IsAsciiLetter(c)) {
      out_ += js::ClassText({{c | 0x20, c | 0x20}, {c & ~0x20u, c & ~0x20u}});
    } else if (c < 0x80) {
      if (c < 0x20 || c == 0x7F) {
        out_ += js::CodePoint(c);
      } else if (std::char_traits<char>::find(kMeta, sizeof kMeta - 1, static_cast<char>(c))) {
        out_ += '\\';
        out_ += static_cast<char>(c);
      } else {
        out_ += static_cast<char>(c);
      }
    } else if (ci_) {
      out_ += js::FoldedNonAscii(c);
    } else {
      out_ += js::CodePoint(c);
    }
  }

  void Emit(const CodeUnitSet& set) { out_ += js::ClassText(set); }

  // Octal as V8 reads a legacy octal escape: up to three digits, at most 0377.
  uint32_t Octal() {
    uint32_t v = p_[i_++] - '0';
    if (i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '7') {
      v = v * 8 + (p_[i_++] - '0');
      if (v < 32 && i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '7') v = v * 8 + (p_[i_++] - '0');
    }
    return v;
  }

  // An escape that stands for one character, inside or outside a class (at
  // i_ just after the backslash). Returns false and sets *set for the class
  // escapes \d \D \s \S \w \W; sets ok_ false on error.
  bool CharEscape(bool in_class, uint32_t* cp, CodeUnitSet* set) {
    char e = p_[i_];
    ++i_;
    switch (e) {
      case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
        *set = js::EscapeSet(e);
        return false;
      case 'f': *cp = '\f'; return true;
      case 'n': *cp = '\n'; return true;
      case 'r': *cp = '\r'; return true;
      case 't': *cp = '\t'; return true;
      case 'v': *cp = '\v'; return true;
      case 'b': *cp = 8; return true;  // only reached in a class
      case 'c':
        if (i_ < p_.size() && (IsAsciiLetter(static_cast<unsigned char>(p_[i_])) ||
                               (in_class && (IsDigit(p_[i_]) || p_[i_] == '_')))) {
          *cp = static_cast<unsigned char>(p_[i_++]) % 32;
          return true;
        }
        --i_;  // Annex B: a backslash, then c read on its own
        *cp = '\\';
        return true;
      case 'x':
        if (i_ + 2 <= p_.size() && IsHex(p_[i_]) && IsHex(p_[i_ + 1])) {
          *cp = HexValue(p_.substr(i_, 2));
          i_ += 2;
          return true;
        }
        *cp = 'x';
        return true;
      case 'u':
        if (i_ + 4 <= p_.size() && IsHex(p_[i_]) && IsHex(p_[i_ + 1]) && IsHex(p_[i_ + 2]) && IsHex(p_[i_ + 3])) {
          *cp = HexValue(p_.substr(i_, 4));
          i_ += 4;
          if (*cp >= 0xD800 && *cp <= 0xDBFF && p_.substr(i_, 2) == "\\u" && i_ + 6 <= p_.size() &&
              IsHex(p_[i_ + 2]) && IsHex(p_[i_ + 3]) && IsHex(p_[i_ + 4]) && IsHex(p_[i_ + 5])) {
            uint32_t low = HexValue(p_.substr(i_ + 2, 4));
            if (low >= 0xDC00 && low <= 0xDFFF) {
              // A pair of escapes is the astral character they encode.
              *cp = 0x10000 + ((*cp - 0xD800) << 10) + (low - 0xDC00);
              i_ += 6;
              return true;
            }
          }
          if (*cp >= 0xD800 && *cp <= 0xDFFF) ok_ = Fail("\\u escapes of surrogate code units are not supported");
          return true;
        }
        *cp = 'u';  // Annex B: \u alone (and \u{...}) is u
        return true;
      case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        --i_;
        *cp = Octal();
        return true;
      case 'k':
        if (!names_.empty()) {
          ok_ = Fail(in_class ? "\\k inside a character class is not valid when the pattern has named groups"
                              : "invalid named reference: \\k");
        }
        *cp = 'k';
        return true;
      default:
        break;
    }
    --i_;
    int r = DecodeUtf8(p_, &i_, cp);  // identity escape: \8, \a, \A, \p, \-, \é ...
    if (r == 1) ok_ = Fail("pattern is not valid UTF-8");
    if (r == 2) ok_ = LoneSurrogate(*cp);
    return true;
  }

  bool Escape() {
    const std::size_t start = i_;
    ++i_;
    if (i_ >= p_.size()) return Fail("\\ at end of pattern");
    const char e = p_[i_];
    if (e >= '1' && e <= '9') {
      // A back-reference if the number (all its digits) names a group.
      std::size_t k = i_;
      long n = 0;
      while (k < p_.size() && IsDigit(p_[k]) && n <= groups_) n = n * 10 + (p_[k++] - '0');
      if (n <= groups_) {
        return Fail("back-reference " + std::string(p_.substr(start, k - start)) + " is not supported: RE2 has none");
      }
    }
    if (e == 'k' && !names_.empty() && p_.substr(i_, 2) == "k<") {
      std::size_t end = p_.find('>', i_);
      if (end != std::string_view::npos) {
        std::string_view name = p_.substr(i_ + 2, end - i_ - 2);
        if (std::find(names_.begin(), names_.end(), name) != names_.end()) {
          return Fail("back-reference \\k<" + std::string(name) + "> is not supported: RE2 has none");
        }
      }
    }
    uint32_t cp;
    CodeUnitSet set;
    ok_ = true;
    if (!CharEscape(false, &cp, &set)) {
      const char k = p_[i_ - 1];
      if (k == 'd' || k == 'w') {
        out_ += '\\';
        out_ += k;  // RE2's \d and \w are JavaScript's, compiled case-sensitively
      } else {
        Emit(set);
      }
      return true;
    }
    if (!ok_) return false;
    Literal(cp);
    return true;
  }

  // One class atom: a code point, or a set for \d \D \s \S \w \W.
  bool ClassAtom(int64_t* cp, CodeUnitSet* set) {
    if (p_[i_] == '\\' && i_ + 1 < p_.size()) {
      ++i_;
      char e = p_[i_];
      uint32_t c;
      ok_ = true;
      if (e == 'B') {
        ++i_;
        *cp = 'B';
        return true;
      }
      if (e == '-') {
        ++i_;
        *cp = '-';
        return true;
      }
      if (e >= '8' && e <= '9') {
        ++i_;
        *cp = e;
        return true;
      }
      if (!CharEscape(true, &c, set)) {
        *cp = -1;
        return true;
      }
      *cp = c;
      return ok_;
    }
    uint32_t u;
    switch (DecodeUtf8(p_, &i_, &u)) {
      case 1: return Fail("pattern is not valid UTF-8");
      case 2: return LoneSurrogate(u);
      default: break;
    }
    *cp = u;
    return true;
  }

  bool Class() {
    const std::size_t start = i_;
    ++i_;  // '['
    bool negated = i_ < p_.size() && p_[i_] == '^';
    if (negated) ++i_;
    CodeUnitSet set;
    while (true) {
      if (i_ >= p_.size()) return Fail("missing terminating ] for character class");
      if (p_[i_] == ']') {
        ++i_;
        break;
      }
      int64_t lo;
      CodeUnitSet lo_set;
      if (!ClassAtom(&lo, &lo_set)) return false;
      int64_t hi = lo;
      CodeUnitSet hi_set;
      if (i_ + 1 < p_.size() && p_[i_] == '-' && p_[i_ + 1] != ']') {
        ++i_;
        if (!ClassAtom(&hi, &hi_set)) return false;
        if (lo < 0 || hi < 0) {
          // [a-\d]: Annex B reads '-' literally.
          js::Add(&set, '-', '-');
        } else if (hi < lo) {
          return Fail("range out of order in character class");
        }
      }
      for (int64_t c : {lo, hi}) {
        if (c > 0xFFFF) {
          return Fail("an astral character (" + U(static_cast<uint32_t>(c)) + ") in the character class " +
                      std::string(p_.substr(start)) + " stands for its two UTF-16 halves in JavaScript; use an "
                      "alternation such as (?:x|y) instead");
        }
      }
      if (lo < 0 || hi < 0) {
        js::Union(&set, lo < 0 ? lo_set : CodeUnitSet{{static_cast<uint32_t>(lo), static_cast<uint32_t>(lo)}});
        js::Union(&set, hi < 0 ? hi_set : CodeUnitSet{{static_cast<uint32_t>(hi), static_cast<uint32_t>(hi)}});
      } else {
        js::Add(&set, static_cast<uint32_t>(lo), static_cast<uint32_t>(hi));
      }
    }
    if (ci_) js::CloseUnderCase(&set);
    Emit(negated ? js::Complement(set) : set);
    return true;
  }

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

}  // namespace

bool TranslateJavaScript(std::string_view pattern, bool case_insensitive,
                         std::string* out, std::string* error) {
  std::string result, message;
  Translator t(pattern, case_insensitive, &result, &message);
  if (!t.Run()) {
    *error = message;
    return false;
  }
  *out = std::move(result);
  return true;
}

}  // namespace errclass
