#include <catch2/catch.hpp>

#include <string>

#include <re2/re2.h>

#include "core/rule_set.h"

using errclass::CompileError;
using errclass::CompileErrorKind;
using errclass::RuleSet;
using errclass::RuleSetSpec;
using errclass::Syntax;

namespace {

RuleSetSpec SpecRules() {
  RuleSetSpec spec;
  spec.tiers = {
      {"retryable", {"rate.?limit", "429", "503", "overloaded", "ETIMEDOUT",
                     "ECONNRESET", "ECONNREFUSED", "network"}},
      {"context_overflow", {"context.?length", "context.?window",
                            "context.?overflow", "too many tokens",
                            "maximum context", "token.?limit"}},
      {"fatal", {"401", "403", "unauthorized", "forbidden", "invalid.?key",
                 "authentication"}},
  };
  spec.default_category = "fatal";
  spec.case_insensitive = true;
  spec.syntax = Syntax::kJavaScript;
  return spec;
}

std::unique_ptr<RuleSet> MustCompile(const RuleSetSpec& spec) {
  CompileError error;
  auto rs = RuleSet::Compile(spec, &error);
  INFO(error.message);
  REQUIRE(rs != nullptr);
  return rs;
}

}  // namespace

TEST_CASE("first matching tier wins, in tier order") {
  auto rs = MustCompile(SpecRules());
  CHECK(rs->ClassifyTier("429 Too Many Requests") == 0);
  CHECK(rs->ClassifyTier("Rate_Limit exceeded") == 0);
  CHECK(rs->ClassifyTier("maximum context length exceeded") == 1);
  CHECK(rs->ClassifyTier("401 Unauthorized") == 2);
  CHECK(rs->ClassifyTier("401 then 429") == 0);
  CHECK(rs->ClassifyTier("") == -1);
  CHECK(rs->ClassifyTier("segmentation fault") == -1);
  CHECK(rs->default_category() == "fatal");
  CHECK(rs->category(1) == "context_overflow");
}

TEST_CASE("Classify names the matching patterns of the first tier, sorted") {
  auto rs = MustCompile(SpecRules());
  errclass::Classification m = rs->Classify("network error: ECONNRESET after rate limit");
  CHECK(m.tier == 0);
  CHECK(m.indices == std::vector<int>{0, 5, 7});
  m = rs->Classify("token limit and forbidden");
  CHECK(m.tier == 1);
  CHECK(m.indices == std::vector<int>{5});
  m = rs->Classify("nothing here");
  CHECK(m.tier == -1);
  CHECK(m.indices.empty());
}

TEST_CASE("text may hold NUL bytes and non-UTF-8 bytes") {
  auto rs = MustCompile(SpecRules());
  std::string nul("abc\0def\0 overloaded", 20);
  CHECK(rs->ClassifyTier(nul) == 0);
  CHECK(rs->ClassifyTier(std::string("\xff\xfe 403 \xc0", 8)) == 2);
}

TEST_CASE("JavaScript syntax: dot and case folding as a RegExp with the i flag") {
  auto rs = MustCompile(SpecRules());
  CHECK(rs->ClassifyTier("rate\nlimit") == -1);
  CHECK(rs->ClassifyTier("rate\rlimit") == -1);
  CHECK(rs->ClassifyTier("rate\xE2\x80\xA8limit") == -1);        // U+2028
  CHECK(rs->ClassifyTier("rate\xF0\x9F\x98\x80limit") == -1);    // emoji
  CHECK(rs->ClassifyTier("rate\xC3\xA9limit") == 0);             // é is one unit
  CHECK(rs->ClassifyTier("invalid\xE2\x84\xAA" "ey") == -1);    // Kelvin sign
  CHECK(rs->ClassifyTier("\xC5\xBF" "afety network") == 0);
  CHECK(rs->ClassifyTier("AUTHENTICATION") == 2);
  CHECK(rs->ClassifyTier("AUTHENTI\xC5\xBF" "ATION") == -1);     // long s
}

TEST_CASE("RE2 syntax with case-insensitivity folds Unicode") {
  RuleSetSpec spec;
  spec.tiers = {{"x", {"key"}}};
  spec.case_insensitive = true;
  spec.syntax = Syntax::kRE2;
  auto rs = MustCompile(spec);
  CHECK(rs->ClassifyTier("\xE2\x84\xAA" "EY") == 0);  // RE2 folds K to k
  CHECK(rs->ClassifyTier("KEY") == 0);
  spec.case_insensitive = false;
  rs = MustCompile(spec);
  CHECK(rs->ClassifyTier("KEY") == -1);
}

// RE2's own message for a pattern, whose wording differs between RE2's
// versions (2022: "invalid perl operator: (?<", 2024: "... (?<=").
static std::string Re2Error(const std::string& pattern) {
  RE2::Options options;
  options.set_log_errors(false);
  return RE2(pattern, options).error();
}

TEST_CASE("every bad pattern is reported with tier, index, text and RE2's message") {
  RuleSetSpec spec;
  spec.tiers = {{"a", {"ok", "(?<=x)y", "fine"}}, {"b", {"(unclosed", "\\1"}}};
  spec.syntax = Syntax::kRE2;
  CompileError error;
  auto rs = RuleSet::Compile(spec, &error);
  REQUIRE(rs == nullptr);
  CHECK(error.kind == CompileErrorKind::kBadPattern);
  REQUIRE(error.patterns.size() == 3);
  CHECK(error.patterns[0].tier == 0);
  CHECK(error.patterns[0].index == 1);
  CHECK(error.patterns[0].pattern == "(?<=x)y");
  CHECK(error.patterns[0].message.rfind("invalid perl operator: (?<", 0) == 0);
  CHECK(error.patterns[0].message == Re2Error("(?<=x)y"));
  CHECK(error.patterns[1].tier == 1);
  CHECK(error.patterns[1].index == 0);
  CHECK(error.patterns[1].message == "missing ): (unclosed");
  CHECK(error.patterns[2].index == 1);
  CHECK(error.patterns[2].message == "invalid escape sequence: \\1");
  CHECK(error.message == "3 patterns could not be compiled: tier 0 pattern 1 /(?<=x)y/: " + Re2Error("(?<=x)y") + " (and more)");
}

TEST_CASE("a rule set over its memory budget is an error of its own kind") {
  RuleSetSpec spec;
  std::vector<std::string> many;
  for (int i = 0; i < 200; ++i) many.push_back("[a-z]{20}x" + std::to_string(i) + "[0-9]{30}");
  spec.tiers = {{"big", many}};
  // Even one of the tier's sets (ChunkedSet) is over it.
  spec.max_mem = 64 << 10;
  CompileError error;
  auto rs = RuleSet::Compile(spec, &error);
  REQUIRE(rs == nullptr);
  CHECK(error.kind == CompileErrorKind::kTooLarge);
  CHECK(error.patterns.empty());
  CHECK(error.message.rfind("tier 0 (big, 200 patterns) does not fit the RE2 memory budget", 0) == 0);
}

TEST_CASE("the pattern-by-pattern path answers as the sets do") {
  RuleSetSpec fast = SpecRules();
  RuleSetSpec slow = SpecRules();
  slow.pattern_by_pattern = true;
  auto a = MustCompile(fast);
  auto b = MustCompile(slow);
  const char* texts[] = {"", "rate limit", "x 401 y", "context window and 403",
                         "RATE\nLIMIT", "ECONNREFUSED 127.0.0.1", "nothing",
                         "token_limit network forbidden"};
  for (const char* text : texts) {
    INFO(text);
    CHECK(a->ClassifyTier(text) == b->ClassifyTier(text));
    errclass::Classification ma = a->Classify(text), mb = b->Classify(text);
    CHECK(ma.tier == mb.tier);
    CHECK(ma.indices == mb.indices);
  }
  CHECK(b->Classify("token_limit network forbidden").indices == std::vector<int>{7});
  CHECK(a->fallback_count() == 0);
  CHECK(b->fallback_count() == 0);
}

TEST_CASE("a tier of more patterns than one RE2::Set holds answers across its sets") {
  // A tier's patterns go into RE2::Sets of at most 640 patterns and about
  // 65,536 instructions each (ChunkedSet): the indices found in later sets
  // are counted on from the sets before them. Here 1,200 small patterns
  // (two sets by count) and, in a second tier, 100 large ones (sets split
  // by instructions).
  RuleSetSpec spec;
  std::vector<std::string> many, large;
  for (int i = 0; i < 1200; ++i) many.push_back("w" + std::to_string(1000 + i) + "\\s+x");
  for (int i = 0; i < 100; ++i) large.push_back("q" + std::to_string(100 + i) + "[a-z]{0,500}q");
  spec.tiers = {{"none", {"nothing here"}}, {"many", many}, {"large", large}};
  spec.default_category = "other";
  spec.prefilter = false;  // the tiers' sets
  RuleSetSpec one = spec;
  one.pattern_by_pattern = true;
  auto sets = MustCompile(spec);
  auto by_one = MustCompile(one);
  const std::string text = "w1000 x, w1639  x, w1640\tx w1700 x w2023 x w2024 x w2199 x";
  const std::vector<int> want{0, 639, 640, 700, 1023, 1024, 1199};
  CHECK(sets->Classify(text).tier == 1);
  CHECK(sets->Classify(text).indices == want);
  CHECK(by_one->Classify(text).indices == want);
  CHECK(sets->Category(text) == 1);
  CHECK(sets->Classify("w2199 x").indices == std::vector<int>{199 + 1000});
  CHECK(sets->Category("w2199x") == -1);
  const std::string far = "q100abcq q163q q164zzq q165q q199q";
  CHECK(sets->Classify(far).tier == 2);
  CHECK(sets->Classify(far).indices == std::vector<int>{0, 63, 64, 65, 99});
  CHECK(by_one->Classify(far).indices == sets->Classify(far).indices);
  CHECK(sets->fallback_count() == 0);
}

TEST_CASE("long adversarial text classifies in one linear pass") {
  RuleSetSpec spec;
  spec.tiers = {{"first", {"zzz"}}, {"hard", {"[ab]*a[ab]{12}c", "(a+)+$"}}};
  spec.max_mem = 1 << 20;
  auto rs = MustCompile(spec);
  std::string text;
  uint32_t x = 12345;
  for (int i = 0; i < 1000000; ++i) {
    x = x * 1103515245u + 12345u;
    text += (x >> 16) & 1 ? 'a' : 'b';
  }
  CHECK(rs->ClassifyTier(text + "a" + std::string(12, 'b') + "c") == 1);
  CHECK(rs->ClassifyTier(text + "!") == -1);
  errclass::Classification m = rs->Classify(text + "aaaa");
  CHECK(m.tier == 1);
  CHECK(m.indices == std::vector<int>{1});
  CHECK(rs->fallback_count() == 0);
}

TEST_CASE("captures of a pattern's leftmost match") {
  RuleSetSpec spec;
  spec.tiers = {{"overflow", {"(?P<got>\\d+) tokens > (\\d+)( maximum)?(x)?"}}};
  auto rs = MustCompile(spec);
  std::vector<errclass::Capture> caps;
  REQUIRE(rs->Captures(0, 0, "prompt is too long: 208000 tokens > 200000 maximum", &caps));
  REQUIRE(caps.size() == 4);
  CHECK(caps[0].name == "got");
  CHECK(caps[0].value == std::optional<std::string>("208000"));
  CHECK(caps[1].name.empty());
  CHECK(caps[1].value == std::optional<std::string>("200000"));
  CHECK(caps[2].value == std::optional<std::string>(" maximum"));
  CHECK_FALSE(caps[3].value.has_value());
  CHECK_FALSE(rs->Captures(0, 0, "no numbers", &caps));
  CHECK(caps.empty());
  CHECK_FALSE(rs->Captures(3, 0, "1 tokens > 2", &caps));
}

TEST_CASE("empty tiers and empty rule sets never match") {
  RuleSetSpec spec;
  spec.tiers = {{"empty", {}}, {"any", {""}}};
  spec.default_category = "none";
  auto rs = MustCompile(spec);
  CHECK(rs->ClassifyTier("") == 1);
  CHECK(rs->num_patterns(0) == 0);
  RuleSetSpec none;
  none.default_category = "d";
  rs = MustCompile(none);
  CHECK(rs->ClassifyTier("anything") == -1);
  CHECK(rs->num_tiers() == 0);
}

TEST_CASE("many failed candidates move a pattern to a whole-text check") {
  RuleSetSpec spec;
  spec.tiers = {{"a", {"rate.?limit"}}, {"b", {"limit"}}};
  spec.case_insensitive = true;
  spec.syntax = Syntax::kJavaScript;
  auto rs = MustCompile(spec);
  std::string text;
  for (int i = 0; i < 40; ++i) text += "limit, ";
  CHECK(rs->ClassifyTier(text) == 1);
  CHECK(rs->ClassifyTier(text + "rate-limit") == 0);
  CHECK(rs->ClassifyTier("rate-limit" + text) == 0);
  CHECK(rs->Classify(text + "RATE_LIMIT").indices == std::vector<int>{0});
  CHECK(rs->num_prefiltered() == 2);
}
