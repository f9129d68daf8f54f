#include "core/js_syntax.h"

#include <cstdint>
#include <cstdio>

namespace errclass {
namespace {

// What `.` and negated classes may never match (besides their own set).
constexpr char kNotDot[] = "\\n\\r\\x{2028}\\x{2029}\\x{10000}-\\x{10FFFF}";
constexpr char kAstral[] = "\\x{10000}-\\x{10FFFF}";
// JavaScript's WhiteSpace and LineTerminator code points (ECMA-262 \s).
constexpr char kJsSpace[] =
    "\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}"
    "\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}";

bool IsAsciiLetter(uint32_t c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool IsHex(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') ||
         (c >= 'A' && c <= 'F');
}
uint32_t HexValue(std::string_view s) {
  uint32_t v = 0;
  for (char c : s) {
    v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  }
  return v;
}

std::string CodePoint(uint32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\x{%X}", static_cast<unsigned>(c));
  return buf;
}

// Decodes one UTF-8 sequence at s[*i]; advances *i. Returns false if invalid.
bool DecodeUtf8(std::string_view s, std::size_t* i, uint32_t* cp) {
  unsigned char b = static_cast<unsigned char>(s[*i]);
  int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3
          : (b >> 3) == 30 ? 4 : 0;
  if (len == 0 || *i + len > s.size()) return false;
  uint32_t c = len == 1 ? b : b & (0x7F >> len);
  for (int k = 1; k < len; ++k) {
    unsigned char cb = static_cast<unsigned char>(s[*i + k]);
    if ((cb & 0xC0) != 0x80) return false;
    c = (c << 6) | (cb & 0x3F);
  }
  static constexpr uint32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < kMin[len] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
    return false;
  }
  *i += len;
  *cp = c;
  return true;
}

class Translator {
 public:
  Translator(std::string_view p, bool ci, std::string* out, std::string* err)
      : p_(p), ci_(ci), out_(*out), err_(*err) {}

  bool Run() {
    out_.clear();
    while (i_ < p_.size()) {
      char c = p_[i_];
      if (c == '\\') {
        if (!Escape(false)) return false;
      } else if (c == '[') {
        if (!Class()) return false;
      } else if (c == '.') {
        out_ += "[^";
        out_ += kNotDot;
        out_ += ']';
        ++i_;
      } else if (c == '(' && p_.substr(i_, 3) == "(?<" &&
                 p_.substr(i_, 4) != "(?<=" && p_.substr(i_, 4) != "(?<!") {
        // The group's name is copied as it is: case folding is for literals.
        const std::size_t end = p_.find('>', i_ + 3);
        if (end == std::string_view::npos) return Fail("unterminated group name");
        out_ += "(?P<";
        out_.append(p_.substr(i_ + 3, end + 1 - (i_ + 3)));
        i_ = end + 1;
      } else if (static_cast<unsigned char>(c) >= 0x80) {
        uint32_t cp;
        if (!DecodeUtf8(p_, &i_, &cp)) return Fail("pattern is not valid UTF-8");
        Literal(cp);
      } else {
        Literal(static_cast<unsigned char>(c));
        ++i_;
      }
    }
    return true;
  }

 private:
  bool Fail(const std::string& message) {
    err_ = message;
    return false;
  }

  // A literal character outside a class.
  void Literal(uint32_t c) {
    if (c < 0x80) {
      if (ci_ && IsAsciiLetter(c)) {
        out_ += '[';
        out_ += static_cast<char>(c | 0x20);
        out_ += static_cast<char>(c & ~0x20);
        out_ += ']';
      } else {
        out_ += static_cast<char>(c);  // metacharacters keep their meaning
      }
    } else if (ci_ && c != 0x212A && c != 0x017F) {
      // Non-ASCII folds among non-ASCII only: the two code points whose
      // Unicode fold orbit holds an ASCII letter stay literal.
      out_ += "(?i:" + CodePoint(c) + ")";
    } else {
      out_ += CodePoint(c);
    }
  }

  // Parses the escape at p_[i_] ('\\'). Outside a class, emits its RE2 form;
  // inside a class (in_class), emits class content. Returns false on error.
  bool Escape(bool in_class) {
    if (i_ + 1 >= p_.size()) {
      // A trailing backslash: let RE2 report it.
      out_ += '\\';
      ++i_;
      return true;
    }
    char e = p_[i_ + 1];
    std::size_t start = i_;
    i_ += 2;
    uint32_t cp;
    switch (e) {
      case 's':
        out_ += in_class ? std::string(kJsSpace)
                         : "[" + std::string(kJsSpace) + "]";
        return true;
      case 'S':
      case 'D':
      case 'W': {
        std::string set = e == 'S' ? std::string(kJsSpace)
                        : e == 'D' ? "0-9" : "0-9A-Za-z_";
        if (in_class) {
          // Inside a class, a negated escape cannot exclude astral
          // characters; RE2's own \D \W are the same sets in ASCII.
          if (e == 'S') return Fail("\\S inside a character class is not supported");
          out_ += '\\';
          out_ += e;
        } else {
          out_ += "[^" + set + kAstral + "]";
        }
        return true;
      }
      case 'd': case 'w': case 'b': case 'B':
        if (in_class && e == 'b') {
          return Char(8, true);  // [\b] is backspace
        } else if (in_class && e == 'B') {
          return Fail("\\B inside a character class is not valid");
        } else {
          out_ += '\\';
          out_ += e;
        }
        return true;
      case 'u':
        if (i_ + 4 <= p_.size() && IsHex(p_[i_]) && IsHex(p_[i_ + 1]) &&
            IsHex(p_[i_ + 2]) && IsHex(p_[i_ + 3])) {
          cp = HexValue(p_.substr(i_, 4));
          i_ += 4;
          if (cp >= 0xD800 && cp <= 0xDFFF) {
            return Fail("\\u escapes of surrogate code units are not supported");
          }
          return Char(cp, in_class);
        }
        if (i_ < p_.size() && p_[i_] == '{') {
          return Fail("\\u{...} needs the u flag, which is not supported");
        }
        return Char('u', in_class);  // Annex B: \u alone is 'u'
      case 'x':
        if (i_ + 2 <= p_.size() && IsHex(p_[i_]) && IsHex(p_[i_ + 1])) {
          cp = HexValue(p_.substr(i_, 2));
          i_ += 2;
          return Char(cp, in_class);
        }
        return Char('x', in_class);
      case 'c':
        if (i_ < p_.size() && IsAsciiLetter(static_cast<unsigned char>(p_[i_]))) {
          cp = static_cast<unsigned char>(p_[i_]) % 32;
          ++i_;
          return Char(cp, in_class);
        }
        i_ = start + 1;  // Annex B: "\c" is a literal backslash then c
        return Char('\\', in_class);
      case '0':
        if (i_ >= p_.size() || p_[i_] < '0' || p_[i_] > '9') {
          return Char(0, in_class);
        }
        break;
      case 'n': case 'r': case 't': case 'f': case 'v':
        out_ += '\\';
        out_ += e;
        return true;
      default:
        break;
    }
    if (static_cast<unsigned char>(e) >= 0x80) {
      // Identity escape of a non-ASCII character.
      i_ = start + 1;
      if (!DecodeUtf8(p_, &i_, &cp)) return Fail("pattern is not valid UTF-8");
      return Char(cp, in_class);
    }
    if (!IsAsciiLetter(static_cast<unsigned char>(e)) && !(e >= '0' && e <= '9')) {
      // Identity escape of punctuation: RE2 accepts every one of these.
      out_ += '\\';
      out_ += e;
      return true;
    }
    // Back-references (\1, \k<name>) and unknown letter escapes: RE2 says.
    out_ += '\\';
    out_ += e;
    return true;
  }

  // A character given by an escape.
  bool Char(uint32_t c, bool in_class) {
    if (in_class) {
      ClassChar(c);
    } else if (c < 0x80 && !IsAsciiLetter(c)) {
      out_ += CodePoint(c);  // never a metacharacter
    } else {
      Literal(c);
    }
    return true;
  }

  void ClassChar(uint32_t c) { ClassRange(c, c); }

  // A range inside a class, plus the other ASCII case of its ASCII letters.
  void ClassRange(uint32_t lo, uint32_t hi) {
    out_ += CodePoint(lo);
    if (hi != lo) out_ += "-" + CodePoint(hi);
    if (!ci_) return;
    auto add_case = [&](uint32_t a, uint32_t b, int32_t delta) {
      uint32_t l = lo > a ? lo : a, h = hi < b ? hi : b;
      if (l > h) return;
      out_ += CodePoint(l + delta);
      if (h != l) out_ += "-" + CodePoint(h + delta);
    };
    add_case('a', 'z', -32);
    add_case('A', 'Z', 32);
  }

  // One class atom: returns its code point, or -1 if it was a class escape
  // (\d, \s, ...) already emitted.
  bool ClassAtom(int64_t* cp) {
    char c = p_[i_];
    if (c == '\\') {
      std::size_t before = out_.size();
      std::size_t start = i_;
      if (!Escape(true)) return false;
      // Escapes that denote one character are re-read as a code point so that
      // ranges such as [\x41-\x5A] work.
      char e = p_[start + 1];
      bool single = e != 'd' && e != 'D' && e != 'w' && e != 'W' && e != 's' &&
                    e != 'S';
      if (single && out_.size() > before) {
        std::string emitted = out_.substr(before);
        out_.resize(before);
        if (emitted.rfind("\\x{", 0) == 0) {
          *cp = HexValue(std::string_view(emitted).substr(
              3, emitted.find('}') - 3));
        } else if (emitted.size() == 2 && emitted[0] == '\\') {
          char k = emitted[1];
          *cp = k == 'n' ? '\n' : k == 'r' ? '\r' : k == 't' ? '\t'
              : k == 'f' ? '\f' : k == 'v' ? '\v' : k;
        } else {
          *cp = static_cast<unsigned char>(emitted.back());
        }
        return true;
      }
      *cp = -1;
      return true;
    }
    uint32_t u;
    if (static_cast<unsigned char>(c) >= 0x80) {
      if (!DecodeUtf8(p_, &i_, &u)) return Fail("pattern is not valid UTF-8");
    } else {
      u = static_cast<unsigned char>(c);
      ++i_;
    }
    *cp = u;
    return true;
  }

  bool Class() {
    ++i_;  // '['
    bool negated = i_ < p_.size() && p_[i_] == '^';
    if (negated) ++i_;
    if (i_ < p_.size() && p_[i_] == ']') {
      ++i_;
      // [] matches nothing; [^] matches any one unit.
      out_ += negated ? "[^" + std::string(kAstral) + "]"
                      : "[^\\x00-\\x{10FFFF}]";
      return true;
    }
    out_ += negated ? "[^" : "[";
    while (true) {
      if (i_ >= p_.size()) return Fail("missing terminating ] for character class");
      if (p_[i_] == ']') {
        ++i_;
        break;
      }
      int64_t lo;
      if (!ClassAtom(&lo)) return false;
      if (lo >= 0 && i_ + 1 < p_.size() && p_[i_] == '-' && p_[i_ + 1] != ']') {
        ++i_;
        int64_t hi;
        if (!ClassAtom(&hi)) return false;
        if (hi < 0) {
          // [a-\d]: Annex B reads '-' literally.
          ClassChar(static_cast<uint32_t>(lo));
          out_ += "\\-";
          continue;
        }
        if (hi < lo) return Fail("range out of order in character class");
        ClassRange(static_cast<uint32_t>(lo), static_cast<uint32_t>(hi));
      } else if (lo >= 0) {
        ClassChar(static_cast<uint32_t>(lo));
      }
    }
    if (negated) out_ += kAstral;
    out_ += ']';
    return true;
  }

  std::string_view p_;
  bool ci_;
  std::string& out_;
  std::string& err_;
  std::size_t i_ = 0;
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
