// The prefilter path must answer exactly as the RE2::Set path: random rule
// sets against random texts, compared call by call.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "core/rule_set.h"

using errclass::CompileError;
using errclass::RuleSet;
using errclass::RuleSetSpec;
using errclass::Syntax;

namespace {

const char* kWords[] = {"rate", "limit", "429", "503", "abc", "error", "token", "over",
                        "key", "ses", "Kelvin", "x", "yz", "net", "work"};
const char* kPieces[] = {".", ".?", ".*", "\\b", "^", "$", "\\d", "\\d+", "[a-c]", "[^a]",
                         "\\s", "(?:ab|cd)", "[kK]", "?", "+", "{1,3}", "\\w*", "(?i:ab)",
                         "\\x{212A}", "é", "[0-9]{2}", "(?i)", "\\Qa.b\\E", "[sS]", "x{0,2}",
                         "\\w", "[[:alpha:]]", "[\\w-]", "\\w{2}", "[[:upper:]]", "[a-z]"};
const char* kTextBits[] = {"rate", "limit", "RATE", "Limit", "429", "4290", "503", "abc",
                           "ABC", "error", "token", "TOKEN", "over", "key", "KEY",
                           "\xE2\x84\xAA" "ey", "\xC5\xBF" "es", "ses", "x", "yz", " ", "\n",
                           "_", "-", "12", "\xC3\xA9", "\xF0\x9F\x98\x80", "net", "work",
                           "network", "ab", "cd", "\xff", std::string("\0", 1).c_str(),
                           "\xE2\x84\xAA", "\xC5\xBF", "\xE2\x84\xAA\xC5\xBF", "\xC3\x9F", "\xCE\xA9"};

// A random pattern from a small grammar: words, character classes, dots,
// anchors, quantifiers, and groups with alternations, nested.
std::string RandomPattern(std::mt19937& rng, int depth = 0) {
  std::string p;
  int n = 1 + rng() % 4;
  for (int i = 0; i < n; ++i) {
    int kind = rng() % 10;
    if (kind < 4) {
      p += kWords[rng() % (sizeof kWords / sizeof *kWords)];
    } else if (kind < 7) {
      p += kPieces[rng() % (sizeof kPieces / sizeof *kPieces)];
    } else if (depth < 2) {
      std::string group = rng() % 2 ? "(?:" : "(";
      int branches = 1 + rng() % 3;
      for (int b = 0; b < branches; ++b) {
        if (b) group += "|";
        group += RandomPattern(rng, depth + 1);
      }
      group += ")";
      const char* quant[] = {"", "", "?", "*", "+", "{0,3}", "{2}"};
      p += group + quant[rng() % 7];
    }
  }
  return p;
}

std::string RandomText(std::mt19937& rng) {
  std::string t;
  int n = rng() % 12;
  for (int i = 0; i < n; ++i) {
    if (i == 0 && rng() % 5 == 0) t += std::string(rng() % 300, 'q');  // long gaps
    const char* bit = kTextBits[rng() % (sizeof kTextBits / sizeof *kTextBits)];
    t += *bit ? std::string(bit) : std::string("\0", 1);
  }
  return t;
}

}  // namespace

TEST_CASE("prefilter and sets agree on random rule sets and texts") {
  std::mt19937 rng(20261122);
  int rule_sets = 0, compared = 0, matched = 0, prefiltered = 0;
  for (int r = 0; r < 6000; ++r) {
    RuleSetSpec spec;
    int tiers = 1 + rng() % 4;
    for (int t = 0; t < tiers; ++t) {
      errclass::Tier tier{"c" + std::to_string(t % 2), {}};
      int n = rng() % 5;
      for (int i = 0; i < n; ++i) tier.patterns.push_back(RandomPattern(rng));
      spec.tiers.push_back(tier);
    }
    spec.default_category = "c1";
    spec.case_insensitive = rng() % 2;
    spec.syntax = rng() % 2 ? Syntax::kJavaScript : Syntax::kRE2;
    // Three paths to the same answers: the prefilter (where the patterns
    // have literals), the tiers' sets in order, and pattern by pattern.
    CompileError e1, e2, e3;
    RuleSetSpec slow_spec = spec, one_spec = spec;
    slow_spec.prefilter = false;
    one_spec.pattern_by_pattern = true;
    auto fast = RuleSet::Compile(spec, &e1);
    auto slow = RuleSet::Compile(slow_spec, &e2);
    auto one_by_one = RuleSet::Compile(one_spec, &e3);
    REQUIRE((fast == nullptr) == (slow == nullptr));
    REQUIRE((fast == nullptr) == (one_by_one == nullptr));
    if (!fast) continue;  // a pattern RE2 rejects; all said so
    ++rule_sets;
    prefiltered += fast->num_prefiltered() > 0;
    for (int k = 0; k < 60; ++k) {
      std::string text = RandomText(rng);
      std::string patterns;
      for (std::size_t t = 0; t < spec.tiers.size(); ++t) {
        for (const auto& p : spec.tiers[t].patterns) patterns += "\n  tier " + std::to_string(t) + ": " + p;
      }
      INFO("text: " << text << "\ncase-insensitive: " << spec.case_insensitive
                    << ", javascript: " << (spec.syntax == Syntax::kJavaScript) << patterns);
      int a = fast->ClassifyTier(text);
      REQUIRE(a == slow->ClassifyTier(text));
      REQUIRE(a == one_by_one->ClassifyTier(text));
      errclass::Classification ma = fast->Classify(text), mb = slow->Classify(text);
      REQUIRE(ma.tier == mb.tier);
      REQUIRE(ma.indices == mb.indices);
      errclass::Classification mc = one_by_one->Classify(text);
      REQUIRE(mc.tier == ma.tier);
      REQUIRE(mc.indices == ma.indices);
      int ca = fast->Category(text), cb = slow->Category(text);
      std::string cat_a = ca < 0 ? spec.default_category : spec.tiers[ca].category;
      std::string cat_b = cb < 0 ? spec.default_category : spec.tiers[cb].category;
      REQUIRE(cat_a == cat_b);
      ++compared;
      matched += a >= 0;
    }
  }
  CHECK(rule_sets > 2000);
  CHECK(prefiltered > 1500);
  CHECK(compared == rule_sets * 60);
  CHECK(matched > compared / 5);
}

TEST_CASE("prefilter and sets agree on large rule sets whose patterns share literals") {
  // Hundreds of bounded patterns around a few shared literals, with anchors
  // and word boundaries next to them, so that a shared literal's RE2::Set
  // runs on windows whose edges matter; texts repeat the literals often
  // enough that some go over to a whole-text check.
  std::mt19937 rng(5000);
  const char* shared[] = {"the connection", "quota exceeded", "failure"};
  const char* around[] = {"\\b", "^", "$", "\\d", "[a-c]", "x{0,2}", ".", "(?:ab|cd)", "12", "\\s",
                          "\\B", "(?i:Q)", "", ""};
  const char* bits[] = {"the connection", "THE CONNECTION", "quota exceeded", "failure", "Failure",
                        "12", "ab", "cd", "x", " ", "\n", "a", "q", "Q", "7", "\xC3\xA9", "-"};
  auto pick = [&](const char* const* list, std::size_t n) { return std::string(list[rng() % n]); };
  int shared_total = 0, compared = 0, matched = 0;
  for (int r = 0; r < 30; ++r) {
    RuleSetSpec spec;
    const int tiers = 1 + rng() % 3;
    for (int t = 0; t < tiers; ++t) {
      errclass::Tier tier{"c" + std::to_string(t), {}};
      const int n = 100 + rng() % 400;
      for (int i = 0; i < n; ++i) {
        tier.patterns.push_back(pick(around, 14) + pick(around, 14) + pick(shared, 3) +
                                pick(around, 14) + std::to_string(rng() % 40) + pick(around, 14));
      }
      spec.tiers.push_back(tier);
    }
    spec.default_category = "none";
    spec.case_insensitive = rng() % 2;
    CompileError e1, e2;
    RuleSetSpec slow_spec = spec;
    slow_spec.prefilter = false;
    auto fast = RuleSet::Compile(spec, &e1);
    auto slow = RuleSet::Compile(slow_spec, &e2);
    REQUIRE(fast != nullptr);
    REQUIRE(slow != nullptr);
    shared_total += static_cast<int>(fast->num_shared_literals());
    for (int k = 0; k < 40; ++k) {
      std::string text;
      const int n = rng() % (k % 4 == 0 ? 400 : 30);
      for (int i = 0; i < n; ++i) text += pick(bits, 17) + (rng() % 3 ? std::to_string(rng() % 40) : "");
      INFO("text: " << text);
      errclass::Classification ma = fast->Classify(text), mb = slow->Classify(text);
      REQUIRE(ma.tier == mb.tier);
      REQUIRE(ma.indices == mb.indices);
      REQUIRE(fast->Category(text) == slow->Category(text));
      REQUIRE(fast->ClassifyTier(text) == slow->ClassifyTier(text));
      ++compared;
      matched += ma.tier >= 0;
    }
  }
  CHECK(shared_total >= 30);
  CHECK(compared == 30 * 40);
  CHECK(matched > compared / 4);
  CHECK(matched < compared);
}

TEST_CASE("a shared literal's set sees the text around a match, not just the window") {
  // Twenty patterns share "failure": one RE2::Set checks them around each
  // candidate. A match may end exactly where the window would, and an
  // assertion there needs the byte after it; a window's own start is not
  // the text's.
  RuleSetSpec spec;
  errclass::Tier tier{"hit", {}};
  for (int i = 0; i < 10; ++i) tier.patterns.push_back("failure\\d1" + std::to_string(i) + "\\B");
  for (int i = 0; i < 10; ++i) tier.patterns.push_back("^failure\\d2" + std::to_string(i));
  spec.tiers.push_back(tier);
  spec.default_category = "none";
  CompileError error;
  auto rules = RuleSet::Compile(spec, &error);
  REQUIRE(rules != nullptr);
  CHECK(rules->num_shared_literals() == 1);
  CHECK(rules->Classify("failure712x").indices == std::vector<int>{2});
  CHECK(rules->Classify("failure712").tier == -1);
  CHECK(rules->Classify("failure712 ").tier == -1);
  CHECK(rules->Classify("failure723 and more").indices == std::vector<int>{13});
  CHECK(rules->Classify("x failure723").tier == -1);
  CHECK(rules->Classify("x\nfailure723").tier == -1);
  CHECK(rules->Classify(std::string(5000, 'y') + "failure719z").indices == std::vector<int>{9});
}

TEST_CASE("a bounded pattern matches when its match ends exactly at its window's end") {
  // The prefilter runs a bounded pattern (longest match max_len) only in the
  // window [pos - max_len, pos + max_len] around its literal at pos: with the
  // literal first, a longest match ends exactly at the window's end. Text
  // follows, so the window is not cut short by the text's end.
  RuleSetSpec spec;
  spec.tiers.push_back(errclass::Tier{"hit", {"abc\\d{3}", "xyz\\d{2}\\b", "\\d{3}uvw"}});
  spec.default_category = "none";
  CompileError error;
  auto rules = RuleSet::Compile(spec, &error);
  REQUIRE(rules != nullptr);
  REQUIRE(rules->num_prefiltered() == 3);
  CHECK(rules->Classify("qq abc123 qq").indices == std::vector<int>{0});
  CHECK(rules->Classify("abc123").indices == std::vector<int>{0});
  CHECK(rules->Classify("qq abc12 qq").tier == -1);
  // \b after the window's last byte reads the byte after it.
  CHECK(rules->Classify("qq xyz12 qq").indices == std::vector<int>{1});
  CHECK(rules->Classify("qq xyz123 qq").tier == -1);
  // The literal last: the match starts inside the window.
  CHECK(rules->Classify("qq 123uvw qq").indices == std::vector<int>{2});
}

TEST_CASE("case-folded classes next to literals keep their multibyte matches") {
  // RE2 folds these classes to the Kelvin sign (3 bytes) and the long s (2
  // bytes): the prefilter must look far enough around "abc" to see them.
  const char* patterns[] = {"abc\\w", "abc[[:alpha:]]", "abc[\\w-]", "abc[[:word:]]{2}", "(?i:abc[[:upper:]])"};
  const char* texts[] = {"abc\xE2\x84\xAA", "abc\xC5\xBF", "x abc\xE2\x84\xAA\xC5\xBF y"};
  for (const char* p : patterns) {
    for (const bool ci : {true, false}) {
      RuleSetSpec spec;
      spec.tiers.push_back({"hit", {p}});
      spec.default_category = "none";
      spec.case_insensitive = ci;
      RuleSetSpec slow_spec = spec;
      slow_spec.prefilter = false;
      CompileError e1, e2;
      auto fast = RuleSet::Compile(spec, &e1);
      auto slow = RuleSet::Compile(slow_spec, &e2);
      REQUIRE(fast != nullptr);
      REQUIRE(slow != nullptr);
      for (const char* t : texts) {
        INFO(p << " on " << t << (ci ? " (case-insensitive)" : ""));
        const bool folds = ci || p[0] == '(';
        const bool two = std::string(p).find("{2}") != std::string::npos;
        const int expected = folds && (!two || std::string(t).find(" y") != std::string::npos) ? 0 : -1;
        CHECK(slow->ClassifyTier(t) == expected);
        CHECK(fast->ClassifyTier(t) == expected);
        CHECK(fast->Classify(t).tier == expected);
        CHECK(fast->Category(t) == expected);
      }
    }
  }
}

TEST_CASE("a count with a leading zero is literal text to RE2 and to the prefilter") {
  // Found by compile_fuzzer: the analysis read {5,03} as a repeat.
  RuleSetSpec spec;
  spec.tiers.push_back({"hit", {"A<a]{{5,03}rm"}, {}});
  spec.default_category = "none";
  spec.case_insensitive = true;
  CompileError error;
  auto rules = RuleSet::Compile(spec, &error);
  REQUIRE(rules != nullptr);
  const std::string text = std::string(8, '\0') + "mmmmmmmmaA<a]{{5,03}rmmmmmmmmmk42k429";
  CHECK(rules->ClassifyTier(text) == 0);
  CHECK(rules->Classify(text).tier == 0);
  CHECK(rules->ClassifyTier("a<A]{{5,03}RM") == 0);
  CHECK(rules->ClassifyTier("a<a]{{{{{{rm") == -1);
}
