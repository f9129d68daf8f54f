#include "core/normalize.h"

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace errclass {
namespace {

using Bytes = const unsigned char*;

bool Digit(int c) { return c >= '0' && c <= '9'; }
bool Blank(int c) { return c == ' ' || c == '\t'; }
bool WordOrDotDash(int c) {
  return Digit(c) || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_' || c == '.' || c == '-';
}

// The text being read: s[i] for i past the end is -1 (no character).
struct Text {
  Bytes s;
  std::size_t n;
  int operator[](std::size_t i) const { return i < n ? s[i] : -1; }
  bool Digits(std::size_t i, std::size_t count) const {
    for (std::size_t k = 0; k < count; ++k)
      if (!Digit((*this)[i + k])) return false;
    return true;
  }
  bool Has(std::size_t i, const char* word, std::size_t len) const {
    return i + len <= n && std::memcmp(s + i, word, len) == 0;
  }
};

// The length of the whitespace character (JavaScript's \s) at t.s[i], or 0.
std::size_t SpaceAt(const Text& t, std::size_t i) {
  const int c = t[i];
  if (c == ' ' || (c >= 0x09 && c <= 0x0D)) return 1;
  if (c < 0xC2) return 0;
  const int c1 = t[i + 1];
  const int c2 = t[i + 2];
  if (c == 0xC2) return c1 == 0xA0 ? 2 : 0;                                        // U+00A0
  if (c == 0xE1) return c1 == 0x9A && c2 == 0x80 ? 3 : 0;                          // U+1680
  if (c == 0xE2 && c1 == 0x80) return (c2 >= 0x80 && c2 <= 0x8A) || c2 == 0xA8 || c2 == 0xA9 || c2 == 0xAF ? 3 : 0;
  if (c == 0xE2) return c1 == 0x81 && c2 == 0x9F ? 3 : 0;                          // U+205F
  if (c == 0xE3) return c1 == 0x80 && c2 == 0x80 ? 3 : 0;                          // U+3000
  if (c == 0xEF) return c1 == 0xBB && c2 == 0xBF ? 3 : 0;                          // U+FEFF
  return 0;
}

// The length of the ANSI escape sequence at t.s[i] (an ESC), or 0.
std::size_t AnsiAt(const Text& t, std::size_t i) {
  const int c = t[i + 1];
  if (c == '[') {
    std::size_t k = i + 2;
    while (t[k] >= 0x30 && t[k] <= 0x3F) ++k;
    while (t[k] >= 0x20 && t[k] <= 0x2F) ++k;
    return t[k] >= 0x40 && t[k] <= 0x7E ? k + 1 - i : 0;
  }
  if (c == ']') {
    std::size_t k = i + 2;
    while (k < t.n && t[k] != 0x07 && t[k] != 0x1B) ++k;
    if (t[k] == 0x07) return k + 1 - i;
    if (t[k] == 0x1B && t[k + 1] == '\\') return k + 2 - i;
    return 2;  // ESC ] as a two-byte escape
  }
  return (c >= 0x40 && c <= 0x5A) || (c >= 0x5C && c <= 0x5F) ? 2 : 0;
}

// Optional `[.,]` and digits at i: the index after them.
std::size_t Fraction(const Text& t, std::size_t i) {
  if ((t[i] == '.' || t[i] == ',') && Digit(t[i + 1])) {
    i += 2;
    while (Digit(t[i])) ++i;
  }
  return i;
}

// `\[?\d{4}-\d\d-\d\d[T ]\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?(?:Z|[+-]\d\d:?\d\d)?\]?`
std::size_t IsoTimestamp(const Text& t, std::size_t i) {
  const std::size_t from = i;
  if (t[i] == '[') ++i;
  if (!(t.Digits(i, 4) && t[i + 4] == '-' && t.Digits(i + 5, 2) && t[i + 7] == '-' && t.Digits(i + 8, 2) &&
        (t[i + 10] == 'T' || t[i + 10] == ' ') && t.Digits(i + 11, 2) && t[i + 13] == ':' && t.Digits(i + 14, 2))) {
    return 0;
  }
  i += 16;
  if (t[i] == ':' && t.Digits(i + 1, 2)) i = Fraction(t, i + 3);
  if (t[i] == 'Z') {
    ++i;
  } else if ((t[i] == '+' || t[i] == '-') && t.Digits(i + 1, 2)) {
    const std::size_t j = i + 3;
    if (t[j] == ':' && t.Digits(j + 1, 2)) i = j + 3;
    else if (t.Digits(j, 2)) i = j + 2;
  }
  if (t[i] == ']') ++i;
  return i - from;
}

// `\[?\d\d:\d\d:\d\d(?:[.,]\d+)?\]?`
std::size_t ClockTimestamp(const Text& t, std::size_t i) {
  const std::size_t from = i;
  if (t[i] == '[') ++i;
  if (!(t.Digits(i, 2) && t[i + 2] == ':' && t.Digits(i + 3, 2) && t[i + 5] == ':' && t.Digits(i + 6, 2))) return 0;
  i = Fraction(t, i + 8);
  if (t[i] == ']') ++i;
  return i - from;
}

constexpr const char* kBracketed[] = {"ERROR", "ERR", "WARN", "WARNING", "INFO", "DEBUG", "FATAL", "CRITICAL",
                                      "TRACE", "NOTICE", "error", "err", "warn", "warning", "info", "debug",
                                      "fatal", "critical", "trace", "Error", "Warning", "Fatal"};
constexpr const char* kBareLevels[] = {"ERROR", "ERR", "WARN", "WARNING", "FATAL", "CRITICAL"};
constexpr const char* kErrorWords[] = {"Error", "error", "fatal", "Fatal", "Warning", "warning"};

// `\[(?:ERROR|...|Fatal)\]`
std::size_t BracketedLevel(const Text& t, std::size_t i) {
  if (t[i] != '[') return 0;
  for (const char* w : kBracketed) {
    const std::size_t len = std::strlen(w);
    if (t.Has(i + 1, w, len) && t[i + 1 + len] == ']') return len + 2;
  }
  return 0;
}

// `[EWIF]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [\w.-]+:\d+\]`
std::size_t GlogHeader(const Text& t, std::size_t i) {
  const std::size_t from = i;
  const int c = t[i];
  if (!(c == 'E' || c == 'W' || c == 'I' || c == 'F')) return 0;
  if (!(t.Digits(i + 1, 4) && t[i + 5] == ' ' && t.Digits(i + 6, 2) && t[i + 8] == ':' && t.Digits(i + 9, 2) &&
        t[i + 11] == ':' && t.Digits(i + 12, 2) && t[i + 14] == '.' && Digit(t[i + 15]))) {
    return 0;
  }
  i += 16;
  while (Digit(t[i])) ++i;
  if (t[i] != ' ') return 0;
  while (t[i] == ' ') ++i;
  if (!Digit(t[i])) return 0;
  while (Digit(t[i])) ++i;
  if (t[i] != ' ' || !WordOrDotDash(t[i + 1])) return 0;
  ++i;
  while (WordOrDotDash(t[i])) ++i;
  if (t[i] != ':' || !Digit(t[i + 1])) return 0;
  ++i;
  while (Digit(t[i])) ++i;
  return t[i] == ']' ? i + 1 - from : 0;
}

// `(?:ERROR|ERR|WARN|WARNING|FATAL|CRITICAL)(?:[ \t]*:|[ \t]+(?=\S))`,
// each word tried in that order as a RegExp backtracks.
std::size_t BareLevel(const Text& t, std::size_t i) {
  for (const char* w : kBareLevels) {
    const std::size_t len = std::strlen(w);
    if (!t.Has(i, w, len)) continue;
    std::size_t k = i + len;
    while (Blank(t[k])) ++k;
    if (t[k] == ':') return k + 1 - i;
    if (k > i + len && k < t.n && SpaceAt(t, k) == 0) return k - i;
  }
  return 0;
}

// `(?:Error|error|fatal|Fatal|Warning|warning)[ \t]*:`
std::size_t ErrorWord(const Text& t, std::size_t i) {
  for (const char* w : kErrorWords) {
    const std::size_t len = std::strlen(w);
    if (!t.Has(i, w, len)) continue;
    std::size_t k = i + len;
    while (Blank(t[k])) ++k;
    if (t[k] == ':') return k + 1 - i;
  }
  return 0;
}

// The length of the prefixes (with their blanks) at the line start i, or 0.
std::size_t PrefixAt(const Text& t, std::size_t i) {
  std::size_t k = i;
  while (Blank(t[k])) ++k;
  bool any = false;
  for (;;) {
    // Each alternative is tried only where its first character is.
    const int c = t[k];
    std::size_t len = 0;
    if (c == '[' || Digit(c)) {
      len = IsoTimestamp(t, k);
      if (!len) len = ClockTimestamp(t, k);
      if (!len) len = BracketedLevel(t, k);
    } else if (c == 'E' || c == 'W' || c == 'I' || c == 'F' || c == 'C' || c == 'e' || c == 'f' || c == 'w') {
      len = GlogHeader(t, k);
      if (!len) len = BareLevel(t, k);
      if (!len) len = ErrorWord(t, k);
    }
    if (!len) break;
    any = true;
    k += len;
    while (Blank(t[k])) ++k;
  }
  return any ? k - i : 0;
}

// Copies t.s[from, to) to dst with whitespace collapsed (step 3): *pending
// says a space is owed before the next character that is not one (and
// none is written at the start, dst == begin). Returns the end written.
char* Collapse(const Text& t, std::size_t from, std::size_t to, bool* pending, char* dst, const char* begin) {
  bool owed = *pending;
  const Bytes s = t.s;
  for (std::size_t i = from; i < to;) {
    // Eight printable ASCII bytes at a time (none <= 0x20, none >= 0x80).
    if (!owed) {
      while (i + 8 <= to) {
        uint64_t w;
        std::memcpy(&w, s + i, 8);
        const uint64_t ones = 0x0101010101010101ULL;
        const uint64_t highs = 0x8080808080808080ULL;
        if ((((w - ones * 0x21) & ~w) | w) & highs) break;
        std::memcpy(dst, &w, 8);
        dst += 8;
        i += 8;
      }
      if (i >= to) break;
    }
    const unsigned char c = s[i];
    std::size_t space = 0;
    if (c <= ' ' || c >= 0x80) space = SpaceAt(t, i);
    if (space) {
      owed = true;
      i += space;
      continue;
    }
    if (owed) {
      if (dst != begin) *dst++ = ' ';
      owed = false;
    }
    *dst++ = static_cast<char>(c);
    ++i;
  }
  *pending = owed;
  return dst;
}

}  // namespace

void NormalizeMessage(std::string_view text, std::string* out) {
  out->clear();
  // Step 1, into a copy only when the text has an ESC.
  std::string plain;
  if (text.find('\x1b') != std::string_view::npos) {
    const Text t{reinterpret_cast<Bytes>(text.data()), text.size()};
    plain.reserve(text.size());
    for (std::size_t i = 0; i < t.n;) {
      const std::size_t len = t.s[i] == 0x1B ? AnsiAt(t, i) : 0;
      if (len) {
        i += len;
      } else {
        plain.push_back(static_cast<char>(t.s[i]));
        ++i;
      }
    }
    text = plain;
  }
  // Steps 2 and 3, line by line (a line break is whitespace), into room
  // for every byte: nothing grows the text.
  out->resize(text.size());
  char* const begin = &(*out)[0];
  char* dst = begin;
  const Text t{reinterpret_cast<Bytes>(text.data()), text.size()};
  bool pending = false;
  for (std::size_t at = 0;;) {
    const void* nl = t.n > at ? std::memchr(t.s + at, '\n', t.n - at) : nullptr;
    const std::size_t end = nl ? static_cast<std::size_t>(static_cast<Bytes>(nl) - t.s) : t.n;
    dst = Collapse(t, at + PrefixAt(t, at), end, &pending, dst, begin);
    if (!nl) break;
    pending = true;
    at = end + 1;
  }
  out->resize(static_cast<std::size_t>(dst - begin));
}

}  // namespace errclass
