// libFuzzer: arbitrary text bytes against fixed rule sets shaped like the
// built-in ones (literals, bounded gaps, classes, anchors, word boundaries,
// case-folded classes next to literals), in both syntaxes and with and
// without case folding. Every compiled form must answer alike.
#include <cstddef>
#include <cstdint>

#include "fuzz_common.h"

namespace {

const std::vector<std::vector<std::string>> kTiers = {
    {"rate.?limit", "429", "too many requests", "overloaded", "ECONNRESET", "\\bETIMEDOUT\\b", "5\\d\\d",
     "quota.{0,20}exceeded", "abc\\w", "key[\\w-]{2}", "try again in \\d+(?:\\.\\d+)?s"},
    {"context.?(?:length|window)", "too many tokens", "maximum context", "token.?limit", "[[:alpha:]]{2}xyz",
     "(?:ses|kelvin)\\s", "^Error: ", "overflow$", "\\Bstream\\B"},
    {"401", "403", "unauthori[sz]ed", "forbidden", "invalid.{0,10}key", "caf\xC3\xA9", "\xE2\x84\xAA\\w"},
};

struct Compiled {
  errclass::RuleSetSpec spec;
  fuzz::Forms forms;
};

std::vector<Compiled>& RuleSets() {
  static std::vector<Compiled> sets = [] {
    std::vector<Compiled> out;
    for (int variant = 0; variant < 4; ++variant) {
      errclass::RuleSetSpec spec;
      spec.case_insensitive = variant & 1;
      spec.syntax = variant & 2 ? errclass::Syntax::kJavaScript : errclass::Syntax::kRE2;
      spec.default_category = "fatal";
      const char* names[] = {"retryable", "context_overflow", "auth"};
      for (std::size_t t = 0; t < kTiers.size(); ++t) {
        errclass::Tier tier{names[t], {}, {}};
        for (const auto& p : kTiers[t]) tier.patterns.push_back(p);
        spec.tiers.push_back(tier);
      }
      Compiled c{spec, fuzz::CompileAll(spec)};
      if (!c.forms.fast) {
        std::fprintf(stderr, "a fixed rule set did not compile (variant %d)\n", variant);
        std::abort();
      }
      out.push_back(std::move(c));
    }
    return out;
  }();
  return sets;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const Compiled& c : RuleSets()) fuzz::CheckText(c.spec, c.forms, text);
  return 0;
}
