// EncodeAnalysis (core/taxonomy.h): an Analysis in the wire form both
// bindings hand to JavaScript, its text as valid UTF-8.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/taxonomy.h"

namespace errclass {
namespace {

bool Continuation(unsigned char b) { return (b & 0xC0) == 0x80; }

// The length of the well-formed UTF-8 character (not a surrogate) at b[i], or 0.
std::size_t ValidAt(const unsigned char* b, std::size_t i, std::size_t n) {
  const unsigned char c = b[i];
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return i + 1 < n && Continuation(b[i + 1]) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned char lo = c == 0xE0 ? 0xA0 : 0x80;
    const unsigned char hi = c == 0xED ? 0x9F : 0xBF;
    return i + 2 < n && b[i + 1] >= lo && b[i + 1] <= hi && Continuation(b[i + 2]) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned char lo = c == 0xF0 ? 0x90 : 0x80;
    const unsigned char hi = c == 0xF4 ? 0x8F : 0xBF;
    return i + 3 < n && b[i + 1] >= lo && b[i + 1] <= hi && Continuation(b[i + 2]) && Continuation(b[i + 3]) ? 4 : 0;
  }
  return 0;
}

// Appends s to *out as valid UTF-8 (a surrogate's 3 bytes, or a byte that
// starts no well-formed character, as U+FFFD); returns the UTF-16 units
// added. Runs of well-formed characters go in one copy.
std::size_t AppendValid(std::string_view s, std::string* out) {
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  std::size_t units = 0;
  std::size_t run = 0;  // start of the well-formed bytes not yet copied
  std::size_t i = 0;
  while (i < n) {
    if (b[i] < 0x80) {
      ++i;
      ++units;
      continue;
    }
    const std::size_t len = ValidAt(b, i, n);
    if (len) {
      i += len;
      units += len == 4 ? 2 : 1;
      continue;
    }
    out->append(s.data() + run, i - run);
    out->append("\xEF\xBF\xBD");
    ++units;
    // A surrogate (ED A0..BF, then a continuation byte) is replaced whole.
    const bool surrogate = b[i] == 0xED && i + 2 < n && b[i + 1] >= 0xA0 && b[i + 1] <= 0xBF && Continuation(b[i + 2]);
    i += surrogate ? 3 : 1;
    run = i;
  }
  out->append(s.data() + run, n - run);
  return units;
}

}  // namespace

void EncodeAnalysis(const Analysis& a, bool with_normalized, std::vector<int32_t>* ints, std::string* text) {
  ints->clear();
  text->clear();
  const auto i32 = [](std::size_t v) { return static_cast<int32_t>(std::min<std::size_t>(v, INT32_MAX)); };
  ints->push_back(0);
  ints->push_back(a.winner);
  ints->push_back(a.winner < 0 ? -1 : a.exact ? 1 : 0);
  ints->push_back(with_normalized && a.ranked.empty() ? i32(AppendValid(a.normalized, text)) : 0);
  std::size_t units = static_cast<std::size_t>((*ints)[3]);
  ints->push_back(i32(a.ranked.size()));
  for (const TypeScore& t : a.ranked) {
    ints->push_back(t.type);
    ints->push_back(t.score);
    ints->push_back(i32(t.patterns.size()));
    ints->insert(ints->end(), t.patterns.begin(), t.patterns.end());
  }
  ints->push_back(i32(a.fields.size()));
  for (const FieldCapture& f : a.fields) {
    ints->push_back(f.field);
    ints->push_back(i32(units));
    if (f.begin <= f.end && f.end <= a.normalized.size()) {
      units += AppendValid(std::string_view(a.normalized).substr(f.begin, f.end - f.begin), text);
    }
    ints->push_back(i32(units));
  }
  (*ints)[0] = i32(ints->size());
}

}  // namespace errclass
