#include "core/js_sets.h"

#include <algorithm>
#include <cstdio>
#include <tuple>

namespace errclass {
namespace js {
namespace {

constexpr uint32_t kMaxUnit = 0xFFFF;

// JavaScript's case-insensitive comparison without the u flag, for the
// non-ASCII code units that compare equal to another: code units first,
// first + stride, ... (count of them) canonicalize to themselves plus delta
// (ECMA-262 Canonicalize: toUpperCase if it gives one code unit, never from
// non-ASCII to ASCII). Generated from node's own tables.
struct CaseRun {
  uint32_t first;
  uint32_t count;
  uint32_t stride;
  int32_t delta;
};
constexpr CaseRun kCaseRuns[] = {
#include "core/js_case_table.inc"
};

// (code unit, its canonical form), by code unit.
const std::vector<std::pair<uint32_t, uint32_t>>& CasePairs() {
  static const std::vector<std::pair<uint32_t, uint32_t>> pairs = [] {
    std::vector<std::pair<uint32_t, uint32_t>> v;
    for (const CaseRun& r : kCaseRuns) {
      for (uint32_t k = 0; k < r.count; ++k) {
        const uint32_t c = r.first + k * r.stride;
        v.push_back({c, static_cast<uint32_t>(static_cast<int32_t>(c) + r.delta)});
      }
    }
    std::sort(v.begin(), v.end());
    return v;
  }();
  return pairs;
}

// Sorted, merged ranges.
CodeUnitSet Normalized(CodeUnitSet set) {
  std::sort(set.begin(), set.end());
  CodeUnitSet out;
  for (const auto& r : set) {
    if (!out.empty() && r.first <= out.back().second + 1) {
      out.back().second = std::max(out.back().second, r.second);
    } else {
      out.push_back(r);
    }
  }
  return out;
}

}  // namespace

void Add(CodeUnitSet* set, uint32_t lo, uint32_t hi) { set->push_back({lo, hi}); }

void Union(CodeUnitSet* set, const CodeUnitSet& more) {
  set->insert(set->end(), more.begin(), more.end());
}

CodeUnitSet Complement(const CodeUnitSet& set) {
  CodeUnitSet out;
  uint32_t next = 0;
  for (const auto& r : Normalized(set)) {
    if (r.first > next) out.push_back({next, r.first - 1});
    next = r.second + 1;
  }
  if (next <= kMaxUnit) out.push_back({next, kMaxUnit});
  return out;
}

void CloseUnderCase(CodeUnitSet* set) {
  CloseUnderAsciiCase(set);
  const CodeUnitSet ranges = Normalized(*set);
  auto member = [&](uint32_t c) {
    auto it = std::upper_bound(ranges.begin(), ranges.end(), std::make_pair(c, kMaxUnit + 1));
    return it != ranges.begin() && std::prev(it)->second >= c;
  };
  std::vector<uint32_t> canons;
  for (const auto& [c, canon] : CasePairs()) {
    if (member(c)) canons.push_back(canon);
  }
  std::sort(canons.begin(), canons.end());
  for (const auto& [c, canon] : CasePairs()) {
    if (std::binary_search(canons.begin(), canons.end(), canon)) set->push_back({c, c});
  }
}

void CloseUnderAsciiCase(CodeUnitSet* set) {
  CodeUnitSet more;
  for (const auto& [lo, hi] : *set) {
    for (auto [a, b, delta] : {std::tuple<uint32_t, uint32_t, int>{'a', 'z', -32}, {'A', 'Z', 32}}) {
      const uint32_t l = std::max(lo, a), h = std::min(hi, b);
      if (l <= h) more.push_back({l + delta, h + delta});
    }
  }
  Union(set, more);
}

CodeUnitSet EscapeSet(char escape) {
  CodeUnitSet set;
  switch (escape | 0x20) {
    case 'd':
      set = {{'0', '9'}};
      break;
    case 'w':
      set = {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}};
      break;
    default:  // 's': ECMA-262 WhiteSpace and LineTerminator
      set = {{'\t', '\r'}, {' ', ' '},         {0xA0, 0xA0},     {0x1680, 0x1680}, {0x2000, 0x200A},
             {0x2028, 0x2029}, {0x202F, 0x202F}, {0x205F, 0x205F}, {0x3000, 0x3000}, {0xFEFF, 0xFEFF}};
      break;
  }
  return escape >= 'A' && escape <= 'Z' ? Complement(set) : set;
}

CodeUnitSet Dot() { return Complement({{'\n', '\n'}, {'\r', '\r'}, {0x2028, 0x2029}}); }

std::string CodePoint(uint32_t c) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "\\x{%X}", static_cast<unsigned>(c));
  return buf;
}

std::string ClassText(const CodeUnitSet& set) {
  const CodeUnitSet ranges = Normalized(set);
  if (ranges.empty()) return "[^\\x00-\\x{10FFFF}]";
  if (ranges.size() == 2 && ranges[0].first == ranges[0].second && ranges[1].first == ranges[1].second &&
      ranges[0].first + 32 == ranges[1].first && (ranges[0].first == 'K' || ranges[0].first == 'S')) {
    // Not [kK]: RE2 reads that as a case-folded k, and where it merges
    // one-character alternatives into one class, adds the Kelvin sign
    // ([kK]|x matches it); [sS] the long s.
    const char upper = static_cast<char>(ranges[0].first);
    return std::string("(?:") + static_cast<char>(upper + 32) + "|" + upper + ")";
  }
  // ASCII letters and digits as they are, the rest as \x{...}.
  auto one = [](uint32_t c) {
    const bool alnum = (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
    return alnum ? std::string(1, static_cast<char>(c)) : CodePoint(c);
  };
  auto list = [&](const CodeUnitSet& r) {
    std::string out;
    for (const auto& [lo, hi] : r) {
      out += one(lo);
      if (hi != lo) out += "-" + one(hi);
    }
    return out;
  };
  // A set holding most code units reads better negated: what it leaves
  // out, and the astral characters.
  const std::string plain = "[" + list(ranges) + "]";
  const std::string negated = "[^" + list(Complement(ranges)) + "\\x{10000}-\\x{10FFFF}]";
  return negated.size() < plain.size() ? negated : plain;
}

std::string FoldedNonAscii(uint32_t c) {
  CodeUnitSet set = {{c, c}};
  CloseUnderCase(&set);
  return set.size() == 1 ? CodePoint(c) : ClassText(set);
}

}  // namespace js
}  // namespace errclass
