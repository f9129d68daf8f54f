#include <catch2/catch.hpp>

#include <string>

#include "core/condition.h"
#include "core/rule_set.h"

using errclass::CompileError;
using errclass::CompileErrorKind;
using errclass::Condition;
using errclass::ConditionHolds;
using errclass::ParseCondition;
using errclass::RuleSet;
using errclass::RuleSetSpec;

namespace {

const char kWindow[] =
    R"(context length is (?P<window>[0-9,]+) tokens[^()]*\([^()]*?(?P<output>[0-9,]+) in the completion)";

bool Holds(const std::string& condition, const std::string& pattern,
           const std::string& text) {
  re2::RE2 re(pattern);
  REQUIRE(re.ok());
  Condition c;
  std::string error;
  INFO(error);
  REQUIRE(ParseCondition(condition, re, &c, &error));
  return ConditionHolds(c, re, text);
}

std::string ParseError(const std::string& condition, const std::string& pattern) {
  re2::RE2 re(pattern);
  Condition c;
  std::string error;
  REQUIRE_FALSE(ParseCondition(condition, re, &c, &error));
  return error;
}

// Tier 0: the output-token exception (fatal) when the completion is at least
// the window; tier 1: any other "maximum context length" is an overflow.
RuleSetSpec ExceptionRules() {
  RuleSetSpec spec;
  spec.tiers = {{"fatal", {kWindow, "invalid api key"}, {"output >= window", ""}},
                {"context_overflow", {"maximum context length"}, {}},
                {"retryable", {"try again"}, {}}};
  spec.default_category = "fatal";
  spec.case_insensitive = true;
  return spec;
}

const char kEqual[] =
    "This model's maximum context length is 6048 tokens. However, you requested 6616 "
    "tokens (568 in the messages, 6048 in the completion).";
const char kBelow[] =
    "This model's maximum context length is 8192 tokens. However, you requested 9000 "
    "tokens (5000 in the messages, 4000 in the completion).";

}  // namespace

TEST_CASE("a condition compares whole numbers of any length, also of the same length") {
  CHECK(Holds("output >= window", kWindow, kEqual));
  CHECK_FALSE(Holds("output > window", kWindow, kEqual));
  CHECK(Holds("output == window", kWindow, kEqual));
  CHECK_FALSE(Holds("output >= window", kWindow, kBelow));
  CHECK(Holds("output<window", kWindow, kBelow));
  CHECK(Holds("output != window", kWindow, kBelow));
  // Commas group digits; leading zeros do not count; integers of any length.
  CHECK(Holds("output >= window", kWindow,
              "context length is 262,144 tokens (188 of text, 262,144 in the completion)"));
  CHECK(Holds("n > 99999999999999999999", R"((?P<n>\d+))", "wait 100000000000000000000"));
  CHECK(Holds("n <= 3600", R"(retry after (?P<n>\d+))", "retry after 0003600"));
  CHECK_FALSE(Holds("n <= 3600", R"(retry after (?P<n>\d+))", "retry after 3601"));
}

TEST_CASE("a condition's integer literal ignores its leading zeros") {
  // Compared as written, "007" would be longer than "10", hence larger.
  CHECK(Holds("n > 007", R"(wait (?P<n>\d+))", "wait 10"));
  CHECK(Holds("n == 0060", R"(wait (?P<n>\d+))", "wait 60"));
  CHECK_FALSE(Holds("n < 0060", R"(wait (?P<n>\d+))", "wait 60"));
  CHECK(Holds("n == 000", R"(wait (?P<n>\d+))", "wait 0"));
}

TEST_CASE("a condition fails where its pattern or a value is missing") {
  CHECK_FALSE(Holds("output >= window", kWindow, "no such message"));
  CHECK_FALSE(Holds("a >= 1", R"((?P<a>\d+)?x)", "x"));     // the group took no part
  CHECK_FALSE(Holds("a >= 1", R"(limit (?P<a>\S+))", "limit 1.5"));
  CHECK_FALSE(Holds("a >= 1", R"(limit (?P<a>\S+))", "limit 1,"));
}

TEST_CASE("a condition that cannot be read says why") {
  CHECK(ParseError("output >=", kWindow) ==
        "condition \"output >=\" should read <group> <op> <group or integer>, op one of < <= > >= == !=");
  CHECK(ParseError("output => window", kWindow).find("should read") != std::string::npos);
  CHECK(ParseError("5 < output", kWindow).find("should read") != std::string::npos);
  CHECK(ParseError("output >= window extra", kWindow).find("should read") != std::string::npos);
  CHECK(ParseError("prompt >= window", kWindow) ==
        "condition \"prompt >= window\" names a group the pattern does not have: prompt");
}

TEST_CASE("a pattern with a condition matches only where it holds, on every path") {
  for (int mode = 0; mode < 3; ++mode) {
    RuleSetSpec spec = ExceptionRules();
    spec.prefilter = mode != 1;
    spec.pattern_by_pattern = mode == 2;
    CompileError error;
    auto rs = RuleSet::Compile(spec, &error);
    INFO("mode " << mode << ": " << error.message);
    REQUIRE(rs != nullptr);
    CHECK(rs->ClassifyTier(kEqual) == 0);
    CHECK(rs->ClassifyTier(kBelow) == 1);
    CHECK(rs->Category(kBelow) == 1);
    CHECK(rs->Category(kEqual) == 0);
    CHECK(rs->Classify(kEqual).tier == 0);
    CHECK(rs->Classify(kEqual).indices == std::vector<int>{0});
    CHECK(rs->Classify(kBelow).tier == 1);
    CHECK(rs->Classify(kBelow).indices == std::vector<int>{0});
    // A pattern without a condition in the same tier still counts, alone.
    const std::string both = std::string(kBelow) + " invalid API key";
    CHECK(rs->Classify(both).tier == 0);
    CHECK(rs->Classify(both).indices == std::vector<int>{1});
    CHECK(rs->ClassifyTier("nothing here") == -1);
    // A failed condition passes the answer on, past tiers that do not match.
    const char skip[] = "context length is 8192 tokens (10 in the messages, 100 in the completion), try again";
    CHECK(rs->ClassifyTier(skip) == 2);
    CHECK(rs->Category(skip) == 2);
    CHECK(rs->Classify(skip).tier == 2);
    CHECK(rs->Classify(skip).indices == std::vector<int>{0});
    CHECK(rs->ClassifyTier("context length is 8192 tokens (10 in the messages, 100 in the completion)") == -1);
    CHECK(rs->fallback_count() == 0);
  }
}

TEST_CASE("a bad condition or a conditions list of the wrong length is a bad pattern") {
  RuleSetSpec spec = ExceptionRules();
  spec.tiers[0].conditions = {"output >= prompt", ""};
  CompileError error;
  CHECK(RuleSet::Compile(spec, &error) == nullptr);
  CHECK(error.kind == CompileErrorKind::kBadPattern);
  REQUIRE(error.patterns.size() == 1);
  CHECK(error.patterns[0].tier == 0);
  CHECK(error.patterns[0].index == 0);
  CHECK(error.patterns[0].message ==
        "condition \"output >= prompt\" names a group the pattern does not have: prompt");

  spec = ExceptionRules();
  spec.tiers[0].conditions = {"output >= window"};
  error = CompileError();
  CHECK(RuleSet::Compile(spec, &error) == nullptr);
  CHECK(error.kind == CompileErrorKind::kBadPattern);
  REQUIRE(error.patterns.size() == 1);
  CHECK(error.patterns[0].message == "the tier has 1 conditions for 2 patterns");
}
