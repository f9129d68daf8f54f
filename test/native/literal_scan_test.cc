#include <catch2/catch.hpp>

#include <algorithm>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "core/fingerprints.h"
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

TEST_CASE("short texts: every length to 40, an atom at every position") {
  // Texts under 34 bytes are scanned from a block built in registers (the
  // last word shifted into place, a 33rd byte inserted): each length and
  // each position of an atom, the last one included, must be found.
  const std::vector<std::string> atoms = {"k9z", "4zk9", "zzk9z4"};
  LiteralScanner simd(atoms), scalar(atoms, false);
  std::mt19937 rng(34);
  const char filler[] = "kz94Kx";
  int checked = 0;
  for (std::size_t len = 0; len <= 40; ++len) {
    for (std::size_t pos = 0; pos + 3 <= len || (len < 3 && pos == 0); ++pos) {
      for (const std::string& a : atoms) {
        std::string text;
        for (std::size_t k = 0; k < len; ++k) text += filler[rng() % (sizeof filler - 1)];
        if (pos + a.size() <= len) text.replace(pos, a.size(), a);
        INFO("text: " << text);
        Hits want = Naive(atoms, text);
        REQUIRE(All(simd, text) == want);
        REQUIRE(All(scalar, text) == want);
        checked += pos + a.size() <= len;
      }
    }
  }
  CHECK(checked == 2074);  // 741 + 703 + 630 placements
}

TEST_CASE("many atoms from a few templates share a few fingerprints") {
  std::vector<std::string> atoms;
  for (int i = 0; i < 1000; ++i) atoms.push_back("quota exceeded for model-" + std::to_string(1000 + i));
  const std::vector<uint32_t> offsets = errclass::ChooseFingerprints(atoms);
  CHECK(std::count(offsets.begin(), offsets.end(), 0u) == 1000);  // all "quo"
  // Up to kFewAtoms atoms, each gets its own rarest window by the
  // letter-frequency guess: "quo" here too, "zzz" and "bcd" below.
  const std::vector<std::string> few(atoms.begin(), atoms.begin() + 10);
  CHECK(errclass::ChooseFingerprints(few) == std::vector<uint32_t>(10, 0));
  CHECK(errclass::ChooseFingerprints({"zzzq", "abcd"}) == std::vector<uint32_t>{0, 1});
  // Past kFewAtoms, a window shared by many beats a rarer one of each:
  // 65 atoms "xq<i> timeout" are all known by " ti" or another shared window.
  std::vector<std::string> shared;
  for (int i = 0; i < 65; ++i) shared.push_back("xq" + std::to_string(i) + " timeout");
  const std::vector<uint32_t> at = errclass::ChooseFingerprints(shared);
  for (std::size_t a = 0; a < shared.size(); ++a) {
    INFO(shared[a]);
    CHECK(shared[a].substr(at[a], 3) == shared[0].substr(at[0], 3));
  }
}

TEST_CASE("large groups of atoms that are prefixes of one another find every occurrence") {
  std::vector<std::string> atoms = {"quota", "quota exceeded", "quota exceeded for"};
  for (int i = 0; i < 300; ++i) atoms.push_back("quota exceeded for model-" + std::to_string(i));
  for (int i = 0; i < 100; ++i) atoms.push_back("econn" + std::to_string(i) + " failure");
  LiteralScanner simd(atoms), scalar(atoms, false);
  const std::string text =
      "QUOTA EXCEEDED FOR MODEL-29 (daily); quota exceeded for model-3; econn7 failure; "
      "quota exceeded for model-299x quota exceeded fo quota exceeded for model-";
  const Hits want = Naive(atoms, text);
  CHECK(want.size() == 21);
  CHECK(All(simd, text) == want);
  CHECK(All(scalar, text) == want);
}

TEST_CASE("SIMD and scalar paths agree with a naive search for hundreds of templated atoms") {
  std::mt19937 rng(11);
  const char* templates[] = {"quota exceeded for model-", "econn", "rate limit reached for tier ",
                             "gateway timeout at edge ", "a", "ab"};
  const char alphabet[] = "abcdeqxz0123456789- ";
  for (int round = 0; round < 40; ++round) {
    std::vector<std::string> atoms;
    const int n = 65 + rng() % 1500;
    for (int i = 0; i < n; ++i) {
      std::string a = templates[rng() % 6];
      const int extra = rng() % 6;
      for (int k = 0; k < extra || a.size() < 3; ++k) a += alphabet[rng() % (sizeof alphabet - 1)];
      atoms.push_back(a);
    }
    std::sort(atoms.begin(), atoms.end());
    atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
    std::shuffle(atoms.begin(), atoms.end(), rng);
    std::string text;
    while (text.size() < 2000) {
      if (rng() % 3 == 0) {
        std::string a = atoms[rng() % atoms.size()];
        if (rng() % 2) a.pop_back();  // a near miss
        if (rng() % 2) a[0] = static_cast<char>(a[0] >= 'a' && a[0] <= 'z' ? a[0] - 32 : a[0]);
        text += a;
      } else {
        text += alphabet[rng() % (sizeof alphabet - 1)];
      }
    }
    LiteralScanner simd(atoms), scalar(atoms, false);
    const Hits want = Naive(atoms, text);
    REQUIRE(All(simd, text) == want);
    REQUIRE(All(scalar, text) == want);
  }
}
