// Characters, escapes and classes for the analyzer of pattern_analyzer.h,
// with the widths in bytes RE2's case folding gives them.

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "core/literal_algebra.h"
#include "core/pattern_analyzer.h"
#include "core/utf16.h"
#include "re2/re2.h"

namespace errclass {
namespace analysis {
namespace {

using literal::Any;
using literal::Dedupe;
using literal::Exact;
using literal::Fold;
using literal::kInf;

// The fewest and most UTF-8 bytes one character matched by atom (a class
// or a one-character escape, in RE2 syntax) may take, as RE2 compiles it in
// UTF-8 mode with the given case folding. Folding widens some classes: with
// (?i), \w, [[:alpha:]] or [k] also match the Kelvin sign (3 bytes) and [s]
// the long s (2 bytes). UTF-8 lead bytes order as widths do, so the least
// and greatest strings RE2 can match give the widths. Returns kEmpty if atom
// matches nothing, kUnknown if RE2 cannot say.
enum class Width { kKnown, kEmpty, kUnknown };
Width CharWidth(std::string_view atom, bool ci, int64_t* lo, int64_t* hi) {
  re2::RE2::Options options;
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  options.set_case_sensitive(!ci);
  options.set_log_errors(false);
  const re2::RE2 re(re2::StringPiece(atom.data(), atom.size()), options);
  std::string least, greatest;
  if (!re.ok() || !re.PossibleMatchRange(&least, &greatest, 8)) return Width::kUnknown;
  if (least.empty() && greatest.empty()) return Width::kEmpty;
  if (least.empty() || greatest.empty()) return Width::kUnknown;
  auto width = [](unsigned char lead) -> int64_t { return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4; };
  *lo = width(static_cast<unsigned char>(least[0]));
  *hi = width(static_cast<unsigned char>(greatest[0]));
  return Width::kKnown;
}

// For each ASCII character, the most bytes it matches under case folding:
// 3 for k, 2 for s, else 1 (as RE2's own folding tables say).
const std::array<int8_t, 128>& FoldedAsciiWidth() {
  static const std::array<int8_t, 128> table = [] {
    std::array<int8_t, 128> t{};
    for (int c = 0; c < 128; ++c) {
      int64_t lo = 1, hi = 1;
      char hex[16];
      std::snprintf(hex, sizeof hex, "\\x{%X}", c);
      t[c] = CharWidth(hex, true, &lo, &hi) == Width::kKnown ? static_cast<int8_t>(hi) : 4;
    }
    return t;
  }();
  return table;
}

}  // namespace

bool Analyzer::CodePointBytes(std::string* bytes) {
  unsigned char b = static_cast<unsigned char>(p_[i_]);
  std::size_t len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
  if (len == 0 || i_ + len > p_.size()) return Fail();
  *bytes = std::string(p_.substr(i_, len));
  i_ += len;
  return true;
}

std::string Analyzer::Utf8(uint32_t c) {
  char bytes[4];
  return std::string(bytes, EncodeUtf8(c, bytes));
}

Info Analyzer::Literal(const std::string& bytes) const {
  unsigned char c = static_cast<unsigned char>(bytes[0]);
  if (bytes.size() > 1) {
    // Under case folding a non-ASCII letter may match other bytes, even an
    // ASCII letter (the Kelvin sign matches k).
    return ci_ ? Any(1, 4) : Exact(bytes, true);
  }
  bool letter = (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
  if (!letter) return Exact(bytes, true);
  if (ci_) {
    // k and s also match the Kelvin sign and the long s (multibyte).
    const int64_t wide = FoldedAsciiWidth()[c];
    if (wide > 1) return Any(1, wide);
    return Exact(std::string(1, Fold(static_cast<char>(c))), true);
  }
  return Exact(std::string(1, Fold(static_cast<char>(c))), false);
}

bool Analyzer::Hex(std::size_t digits, uint32_t* v) {
  *v = 0;
  for (std::size_t k = 0; k < digits; ++k) {
    if (i_ >= p_.size()) return Fail();
    char h = p_[i_++];
    int d = (h >= '0' && h <= '9') ? h - '0' : ((h | 0x20) >= 'a' && (h | 0x20) <= 'f') ? (h | 0x20) - 'a' + 10 : -1;
    if (d < 0) return Fail();
    *v = *v * 16 + static_cast<uint32_t>(d);
  }
  return true;
}

bool Analyzer::HexEscape(uint32_t* v) {
  if (i_ < p_.size() && p_[i_] == '{') {
    ++i_;
    *v = 0;
    std::size_t n = 0;
    while (i_ < p_.size() && p_[i_] != '}') {
      uint32_t d;
      if (!Hex(1, &d)) return false;
      *v = *v * 16 + d;
      if (++n > 8) return Fail();
    }
    if (i_ >= p_.size()) return Fail();
    ++i_;
    return true;
  }
  return Hex(2, v);
}

Analyzer::Esc Analyzer::Escape(uint32_t* cp) {
  if (i_ >= p_.size()) {
    Fail();
    return Esc::kWide;
  }
  char e = p_[i_++];
  switch (e) {
    case 'd': case 'w': case 's': return Esc::kAscii1;
    case 'D': case 'W': case 'S': return Esc::kWide;
    case 'p': case 'P':
      if (i_ < p_.size() && p_[i_] == '{') {
        while (i_ < p_.size() && p_[i_] != '}') ++i_;
        if (i_ >= p_.size()) Fail();
        ++i_;
      } else {
        ++i_;
      }
      return Esc::kWide;
    case 'b': case 'B': case 'A': case 'z': return Esc::kAnchor;
    case 'C': return Esc::kAscii1;
    case 'Q': return Esc::kQuote;
    case 'n': *cp = '\n'; return Esc::kChar;
    case 't': *cp = '\t'; return Esc::kChar;
    case 'r': *cp = '\r'; return Esc::kChar;
    case 'f': *cp = '\f'; return Esc::kChar;
    case 'v': *cp = '\v'; return Esc::kChar;
    case 'a': *cp = '\a'; return Esc::kChar;
    case 'x': HexEscape(cp); return Esc::kChar;
    default:
      if (static_cast<unsigned char>(e) < 0x80 && !((e | 0x20) >= 'a' && (e | 0x20) <= 'z') &&
          !(e >= '0' && e <= '9')) {
        *cp = static_cast<unsigned char>(e);
        return Esc::kChar;
      }
      Fail();  // octal and anything else: not modelled
      return Esc::kWide;
  }
}

Info Analyzer::Class() {
  const std::size_t start = i_ - 1;
  Info r = ClassBody();
  if (!ok_) return r;
  std::vector<char> members = class_chars_;
  std::sort(members.begin(), members.end());
  members.erase(std::unique(members.begin(), members.end()), members.end());
  pair_ks_ = !ci_ && (members == std::vector<char>{'K', 'k'} || members == std::vector<char>{'S', 's'});
  // Its width as RE2 parsed and folded it: a class that reaches beyond
  // ASCII is one character of 1 to 4 bytes.
  int64_t lo, hi;
  switch (CharWidth(p_.substr(start, i_ - start), ci_, &lo, &hi)) {
    case Width::kEmpty: return r;
    case Width::kUnknown: return Any(1, 4);
    case Width::kKnown: break;
  }
  return hi > 1 ? Any(lo, hi) : r;
}

Info Analyzer::EscapeClass(std::size_t start) {
  int64_t lo, hi;
  if (CharWidth(p_.substr(start, i_ - start), ci_, &lo, &hi) != Width::kKnown) return Any(1, 4);
  return Any(lo, hi);
}

Info Analyzer::ClassBody() {
  bool negated = i_ < p_.size() && p_[i_] == '^';
  if (negated) ++i_;
  bool wide = negated, ascii_big = false;
  std::vector<std::pair<uint32_t, uint32_t>> ranges;
  bool first = true;
  while (ok_) {
    if (i_ >= p_.size()) {
      Fail();
      break;
    }
    if (p_[i_] == ']' && !first) {
      ++i_;
      break;
    }
    first = false;
    if (p_.substr(i_, 2) == "[:") {
      std::size_t end = p_.find(":]", i_ + 2);
      if (end == std::string_view::npos) return Fail(), Any(0, kInf);
      if (p_[i_ + 2] == '^') wide = true; else ascii_big = true;
      i_ = end + 2;
      continue;
    }
    uint32_t lo;
    if (!ClassChar(&lo, &wide, &ascii_big)) continue;
    uint32_t hi = lo;
    if (i_ + 1 < p_.size() && p_[i_] == '-' && p_[i_ + 1] != ']') {
      ++i_;
      if (!ClassChar(&hi, &wide, &ascii_big)) {
        Fail();
        break;
      }
    }
    ranges.push_back({lo, hi});
  }
  if (!ok_) return Any(0, kInf);
  std::vector<char> chars;
  for (auto [lo, hi] : ranges) {
    if (hi >= 0x80) {
      wide = true;
      continue;
    }
    for (uint32_t c = lo; c <= hi; ++c) chars.push_back(static_cast<char>(c));
  }
  class_chars_ = negated || wide ? std::vector<char>{} : chars;
  bool letters_ks = false;
  for (char c : chars) {
    char f = Fold(c);
    if (f == 'k' || f == 's') letters_ks = true;
  }
  if (wide || (ci_ && letters_ks)) return Any(1, 4);
  if (ascii_big) return Any(1, 1);
  return CharsInfo(chars);
}

Info Analyzer::CharsInfo(const std::vector<char>& chars) const {
  std::vector<std::string> folded;
  for (char c : chars) folded.push_back(std::string(1, Fold(c)));
  Dedupe(&folded);
  if (folded.empty()) return Any(1, 1);  // matches nothing; keep it simple
  if (folded.size() > 8) return Any(1, 1);
  // Closed under ASCII case when case folding applies or every letter's
  // two cases are members.
  bool closed = true;
  if (!ci_) {
    for (char c : chars) {
      if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z' &&
          std::find(chars.begin(), chars.end(), static_cast<char>(c ^ 0x20)) == chars.end()) {
        closed = false;
      }
    }
  }
  Info r;
  r.has_exact = true;
  r.exact = std::move(folded);
  r.fold_exact = closed;
  r.min_len = r.max_len = 1;
  return r;
}

bool Analyzer::ClassChar(uint32_t* cp, bool* wide, bool* ascii_big) {
  if (p_[i_] == '\\') {
    ++i_;
    Esc k = Escape(cp);
    if (k == Esc::kChar) return true;
    if (k == Esc::kAscii1) *ascii_big = true;
    else if (k == Esc::kWide) *wide = true;
    else Fail();
    return false;
  }
  std::string bytes;
  if (!CodePointBytes(&bytes)) return false;
  if (bytes.size() == 1) {
    *cp = static_cast<unsigned char>(bytes[0]);
  } else {
    *cp = 0x80;  // any non-ASCII member makes the class wide
  }
  return true;
}

}  // namespace analysis
}  // namespace errclass
