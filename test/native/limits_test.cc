// The engine's bounds: the analysis's nesting limit (its one recursion), the
// capturing-group limit, and the memory estimate reported to V8.

#include <catch2/catch.hpp>

#include <string>
#include <thread>
#include <vector>

#include "core/pattern_info.h"
#include "core/js_syntax.h"
#include "core/rule_set.h"

using errclass::AnalyzePattern;
using errclass::CompileError;
using errclass::CompileErrorKind;
using errclass::kMaxAnalyzedNesting;
using errclass::PatternErrorKind;
using errclass::RuleSet;
using errclass::RuleSetSpec;
using errclass::Syntax;

namespace {

std::string Nested(std::size_t depth, const std::string& open = "(?:") {
  std::string p;
  for (std::size_t i = 0; i < depth; ++i) p += open;
  p += "rate limit";
  p.append(depth, ')');
  return p;
}

RuleSetSpec OnePattern(const std::string& pattern, Syntax syntax = Syntax::kRE2) {
  RuleSetSpec spec;
  spec.tiers = {{"rate", {pattern}}};
  spec.default_category = "other";
  spec.syntax = syntax;
  return spec;
}

}  // namespace

TEST_CASE("the analysis models groups nested up to its limit, and gives up one past it") {
  REQUIRE(kMaxAnalyzedNesting == 256);
  for (const std::string open : {"(?:", "(", "(?i:", "(?P<g>"}) {
    INFO(open);
    CHECK(AnalyzePattern(Nested(kMaxAnalyzedNesting, open), false, 3).atoms ==
          std::vector<std::string>{"rate limit"});
    CHECK(AnalyzePattern(Nested(kMaxAnalyzedNesting + 1, open), false, 3).atoms.empty());
  }
}

TEST_CASE("the analysis uses bounded stack at any depth, on another thread") {
  // Before the bound, 7,000 levels overflowed node's 8 MB main stack; here a
  // million levels stop after kMaxAnalyzedNesting frames.
  const std::string deep = Nested(1000000);
  bool empty = false;
  std::thread t([&] { empty = AnalyzePattern(deep, true, 3).atoms.empty(); });
  t.join();
  CHECK(empty);
}

TEST_CASE("rule sets with deeply nested patterns compile and match, in either syntax") {
  // The JavaScript syntax's translation stops at kMaxJavaScriptNesting (js_syntax_test.cc).
  for (Syntax syntax : {Syntax::kRE2, Syntax::kJavaScript}) {
    const std::vector<std::size_t> depths = syntax == Syntax::kRE2
        ? std::vector<std::size_t>{256, 257, 100000}
        : std::vector<std::size_t>{errclass::kMaxJavaScriptNesting - 1, errclass::kMaxJavaScriptNesting};
    for (std::size_t depth : depths) {
      INFO(depth);
      CompileError error;
      auto rs = RuleSet::Compile(OnePattern(Nested(depth), syntax), &error);
      INFO(error.message);
      REQUIRE(rs != nullptr);
      CHECK(rs->num_prefiltered() == (depth <= kMaxAnalyzedNesting ? 1u : 0u));
      CHECK(rs->ClassifyTier("a rate limit") == 0);
      CHECK(rs->ClassifyTier("rate") == -1);
    }
  }
}

TEST_CASE("a pattern may have up to kMaxGroups capturing groups") {
  std::string groups;
  for (int i = 0; i < RuleSet::kMaxGroups; ++i) groups += "(a)";
  CompileError error;
  REQUIRE(RuleSet::Compile(OnePattern(groups), &error) != nullptr);
  auto rs = RuleSet::Compile(OnePattern(groups + "(a)"), &error);
  CHECK(rs == nullptr);
  CHECK(error.kind == CompileErrorKind::kBadPattern);
  REQUIRE(error.patterns.size() == 1);
  CHECK(error.patterns[0].kind == PatternErrorKind::kLimit);
  CHECK(error.patterns[0].message == "the pattern has 257 capturing groups; the limit is 256");
}

TEST_CASE("a bad condition is reported as a condition") {
  RuleSetSpec spec = OnePattern("(?P<n>\\d+)");
  spec.tiers[0].conditions = {"m > 1"};
  CompileError error;
  CHECK(RuleSet::Compile(spec, &error) == nullptr);
  REQUIRE(error.patterns.size() == 1);
  CHECK(error.patterns[0].kind == PatternErrorKind::kCondition);
}

TEST_CASE("the memory estimate grows with the patterns' programs") {
  CompileError error;
  auto small = RuleSet::Compile(OnePattern("rate limit"), &error);
  auto large = RuleSet::Compile(OnePattern("[a-z]{100} rate limit [0-9]{1,100}"), &error);
  REQUIRE(small != nullptr);
  REQUIRE(large != nullptr);
  // One pattern: 3,800 bytes, plus 32 for each of its instructions, twice.
  CHECK(small->ApproximateMemory() > 3800);
  CHECK(small->ApproximateMemory() < 6000);
  CHECK(large->ApproximateMemory() > small->ApproximateMemory() + 32 * 2 * 200);
}
