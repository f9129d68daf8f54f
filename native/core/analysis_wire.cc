// EncodeAnalysis (core/taxonomy.h): an Analysis in the wire form both
// bindings hand to JavaScript, its text as valid UTF-8 (AppendValidUtf8).

#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/taxonomy.h"
#include "core/utf16.h"

namespace errclass {

// Runs of well-formed characters go in one copy.
std::size_t AppendValidUtf8(std::string_view s, std::string* out) {
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
    const std::size_t len = WellFormedUtf8At(b, i, n);
    if (len) {
      i += len;
      units += len == 4 ? 2 : 1;
      continue;
    }
    out->append(s.data() + run, i - run);
    out->append("\xEF\xBF\xBD");
    ++units;
    i += Utf8SurrogateAt(b, i, n) ? 3 : 1;  // a surrogate is replaced whole
    run = i;
  }
  out->append(s.data() + run, n - run);
  return units;
}

bool WellFormedUtf8(std::string_view s) {
  const auto* b = reinterpret_cast<const unsigned char*>(s.data());
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n) {
    if (b[i] < 0x80) {
      ++i;
      continue;
    }
    const std::size_t len = WellFormedUtf8At(b, i, n);
    if (!len) return false;
    i += len;
  }
  return true;
}

void EncodeAnalysis(const Analysis& a, std::vector<int32_t>* ints, std::string* text) {
  ints->clear();
  text->clear();
  const auto i32 = [](std::size_t v) { return static_cast<int32_t>(std::min<std::size_t>(v, INT32_MAX)); };
  ints->push_back(0);
  ints->push_back(a.winner);
  const bool fuzzy = a.fuzzy.id >= 0;
  ints->push_back(a.winner < 0 ? -1 : fuzzy ? 2 : a.exact ? 1 : 0);
  ints->push_back(fuzzy ? a.fuzzy.id : -1);
  ints->push_back(fuzzy ? static_cast<int32_t>(std::round(a.fuzzy.similarity * 1000)) : 0);
  std::size_t units = fuzzy ? AppendValidUtf8(a.fuzzy.text, text) : 0;
  ints->push_back(i32(units));
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
      units += AppendValidUtf8(std::string_view(a.normalized).substr(f.begin, f.end - f.begin), text);
    }
    ints->push_back(i32(units));
  }
  (*ints)[0] = i32(ints->size());
}

}  // namespace errclass
