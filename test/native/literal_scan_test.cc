#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "core/literal_scan.h"

using errclass::LiteralScanner;
using Hits = std::set<std::pair<uint32_t, std::size_t>>;

namespace {
Hits All(const LiteralScanner& s, std::string_view text) {
  Hits hits;
  s.Scan(text, [&](uint32_t atom, std::size_t pos) {
    hits.insert({atom, pos});
    return true;
  });
  return hits;
}

// Every occurrence, the slow obvious way.
Hits Naive(const std::vector<std::string>& atoms, std::string_view text) {
  Hits hits;
  for (uint32_t a = 0; a < atoms.size(); ++a) {
    for (std::size_t p = 0; p + atoms[a].size() <= text.size(); ++p) {
      bool eq = true;
      for (std::size_t i = 0; i < atoms[a].size() && eq; ++i) {
        unsigned char c = static_cast<unsigned char>(text[p + i]);
        if (c - 'A' < 26u) c += 32;
        eq = c == static_cast<unsigned char>(atoms[a][i]);
      }
      if (eq) hits.insert({a, p});
    }
  }
  return hits;
}
}  // namespace

TEST_CASE("finds every occurrence, case-insensitively, at any position") {
  std::vector<std::string> atoms = {"limit", "429", "context", "too many tokens", "\xC3\xA9t\xC3\xA9"};
  LiteralScanner s(atoms);
  std::string text = "LIMIT 429 Context too Many tokens limit\xC3\xA9t\xC3\xA9" + std::string(100, 'x') + "42";
  text += "9";
  CHECK(All(s, text) == Hits{{0, 0}, {1, 6}, {2, 10}, {3, 18}, {0, 34}, {4, 39}, {1, 144}});
  CHECK(All(s, text) == Naive(atoms, text));
  CHECK(All(s, "") == Hits{});
  CHECK(All(s, "42") == Hits{});
  CHECK(All(s, "429") == Hits{{1, 0}});
}

TEST_CASE("stops when told to") {
  LiteralScanner s({"abc"});
  int calls = 0;
  bool finished = s.Scan("abc abc abc", [&](uint32_t, std::size_t) { return ++calls < 2; });
  CHECK_FALSE(finished);
  CHECK(calls == 2);
}

TEST_CASE("SIMD and scalar paths agree with a naive search on random texts") {
  std::mt19937 rng(7);
  const char alphabet[] = "abcdeKLMN0123 \n\xC3\xA9\xff";
  for (int round = 0; round < 300; ++round) {
    std::vector<std::string> atoms;
    int n = 1 + rng() % 30;
    for (int i = 0; i < n; ++i) {
      std::string a;
      int len = 3 + rng() % 5;
      for (int k = 0; k < len; ++k) {
        char c = alphabet[rng() % (sizeof alphabet - 1)];
        a += (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c;
      }
      atoms.push_back(a);
    }
    std::sort(atoms.begin(), atoms.end());
    atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
    std::string text;
    int len = rng() % 400;
    for (int k = 0; k < len; ++k) text += alphabet[rng() % (sizeof alphabet - 1)];
    LiteralScanner simd(atoms), scalar(atoms, false);
    Hits want = Naive(atoms, text);
    REQUIRE(All(simd, text) == want);
    REQUIRE(All(scalar, text) == want);
  }
}
