// Escapes and character classes of the JavaScript syntax's translator
// (js_translator.h), and the UTF-8 helpers its parser shares.

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/js_sets.h"
#include "core/js_translator.h"

namespace errclass {
namespace js {
namespace {

bool IsHex(char c) {
  return IsDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
uint32_t HexValue(std::string_view s) {
  uint32_t v = 0;
  for (char c : s) v = v * 16 + (c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
  return v;
}

}  // namespace

std::string CodePointName(uint32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, c > 0xFFFF ? "U+%X" : "U+%04X", static_cast<unsigned>(c));
  return buf;
}

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

uint32_t Translator::Octal() {
  uint32_t v = p_[i_++] - '0';
  if (i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '7') {
    v = v * 8 + (p_[i_++] - '0');
    if (v < 32 && i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '7') v = v * 8 + (p_[i_++] - '0');
  }
  return v;
}

bool Translator::CharEscape(bool in_class, uint32_t* cp, CodeUnitSet* set) {
  char e = p_[i_];
  ++i_;
  switch (e) {
    case 'd': case 'D': case 's': case 'S': case 'w': case 'W':
      *set = EscapeSet(e);
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

bool Translator::Escape() {
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

bool Translator::ClassAtom(int64_t* cp, CodeUnitSet* set) {
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

bool Translator::Class() {
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
        Add(&set, '-', '-');
      } else if (hi < lo) {
        return Fail("range out of order in character class");
      }
    }
    for (int64_t c : {lo, hi}) {
      if (c > 0xFFFF) {
        return Fail("an astral character (" + CodePointName(static_cast<uint32_t>(c)) + ") in the character class " +
                    std::string(p_.substr(start)) + " stands for its two UTF-16 halves in JavaScript; use an "
                    "alternation such as (?:x|y) instead");
      }
    }
    if (lo < 0 || hi < 0) {
      Union(&set, lo < 0 ? lo_set : CodeUnitSet{{static_cast<uint32_t>(lo), static_cast<uint32_t>(lo)}});
      Union(&set, hi < 0 ? hi_set : CodeUnitSet{{static_cast<uint32_t>(hi), static_cast<uint32_t>(hi)}});
    } else {
      Add(&set, static_cast<uint32_t>(lo), static_cast<uint32_t>(hi));
    }
  }
  if (ci_) CloseUnderCase(&set);
  Emit(negated ? Complement(set) : set);
  return true;
}

}  // namespace js
}  // namespace errclass
