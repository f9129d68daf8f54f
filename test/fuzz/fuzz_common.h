// Shared by the libFuzzer harnesses: every way the engine can answer must
// give the same answer, and the analysis behind the prefilter must be sound.

#ifndef ERROR_CLASSIFIER_TEST_FUZZ_COMMON_H_
#define ERROR_CLASSIFIER_TEST_FUZZ_COMMON_H_

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/js_syntax.h"
#include "core/pattern_info.h"
#include "core/rule_set.h"
#include "re2/re2.h"

namespace fuzz {

[[noreturn]] inline void Disagree(const char* what, const errclass::RuleSetSpec& spec, std::string_view text) {
  std::fprintf(stderr, "DISAGREEMENT: %s\ncase-insensitive %d, javascript %d\ntext (%zu bytes): ", what,
               spec.case_insensitive, spec.syntax == errclass::Syntax::kJavaScript, text.size());
  std::fwrite(text.data(), 1, text.size(), stderr);
  for (std::size_t t = 0; t < spec.tiers.size(); ++t) {
    for (const auto& p : spec.tiers[t].patterns) std::fprintf(stderr, "\ntier %zu: %s", t, p.c_str());
  }
  std::fprintf(stderr, "\n");
  std::abort();
}

// The three compiled forms of spec: the default (the prefilter where the
// patterns have literals), the tiers' sets, and pattern by pattern. Empty
// if RE2 rejects a pattern (then all must).
struct Forms {
  std::unique_ptr<errclass::RuleSet> fast, slow, one_by_one;
};

// With all false, only the first two: the prefilter against the sets.
inline Forms CompileAll(errclass::RuleSetSpec spec, bool all = true) {
  spec.max_mem = 8 << 20;
  errclass::RuleSetSpec slow = spec, one_by_one = spec;
  slow.prefilter = false;
  one_by_one.pattern_by_pattern = true;
  errclass::CompileError e1, e2, e3;
  Forms f{errclass::RuleSet::Compile(spec, &e1), errclass::RuleSet::Compile(slow, &e2), nullptr};
  if (all) f.one_by_one = errclass::RuleSet::Compile(one_by_one, &e3);
  const bool ok = f.fast != nullptr;
  if (ok != (f.slow != nullptr) || (all && ok != (f.one_by_one != nullptr))) {
    // Only the memory budget may differ between forms.
    if (e1.kind != errclass::CompileErrorKind::kTooLarge && e2.kind != errclass::CompileErrorKind::kTooLarge &&
        e3.kind != errclass::CompileErrorKind::kTooLarge) {
      Disagree("one form compiles, another does not", spec, "");
    }
    return Forms{};
  }
  return f;
}

// All forms answer text alike; the prefilter never loses a match.
inline void CheckText(const errclass::RuleSetSpec& spec, const Forms& f, std::string_view text) {
  if (!f.fast || !f.slow) return;
  const errclass::Classification a = f.slow->Classify(text);
  const errclass::Classification b = f.fast->Classify(text);
  if (a.tier >= 0 && b.tier < 0) Disagree("prefilter false negative (Classify)", spec, text);
  if (a.tier != b.tier || a.indices != b.indices) Disagree("Classify: prefilter differs from sets", spec, text);
  if (f.slow->ClassifyTier(text) != a.tier || f.fast->ClassifyTier(text) != a.tier) {
    Disagree("ClassifyTier differs", spec, text);
  }
  auto category = [&](int tier) { return tier < 0 ? spec.default_category : spec.tiers[tier].category; };
  if (category(f.slow->Category(text)) != category(f.fast->Category(text))) Disagree("Category differs", spec, text);
  if (!f.one_by_one) return;
  const errclass::Classification c = f.one_by_one->Classify(text);
  if (c.tier != a.tier || c.indices != a.indices) Disagree("Classify: pattern by pattern differs", spec, text);
  if (f.one_by_one->ClassifyTier(text) != a.tier) Disagree("ClassifyTier: pattern by pattern differs", spec, text);
  if (category(f.one_by_one->Category(text)) != category(a.tier)) Disagree("Category: pattern by pattern differs", spec, text);
}

// The analysis of one pattern (as RE2 compiles it) is sound on text: a
// match holds an atom (ASCII case aside) and is no longer than max_len.
inline void CheckAnalysis(const std::string& given, bool ci, bool js, std::string_view text) {
  std::string pattern = given, error;
  if (js && !errclass::TranslateJavaScript(given, ci, &pattern, &error)) return;
  const bool fold = ci && !js;
  re2::RE2::Options o;
  o.set_case_sensitive(!fold);
  o.set_log_errors(false);
  o.set_max_mem(8 << 20);
  re2::RE2 re(pattern, o);
  if (!re.ok()) return;
  const errclass::PatternInfo info = errclass::AnalyzePattern(pattern, fold, 3);
  re2::StringPiece m;
  if (!re.Match(re2::StringPiece(text.data(), text.size()), 0, text.size(), re2::RE2::UNANCHORED, &m, 1)) return;
  errclass::RuleSetSpec spec;
  spec.tiers.push_back({"analysis", {given}, {}});
  spec.case_insensitive = ci;
  spec.syntax = js ? errclass::Syntax::kJavaScript : errclass::Syntax::kRE2;
  if (info.max_len >= 0 && static_cast<int64_t>(m.size()) > info.max_len) Disagree("match longer than max_len", spec, text);
  if (!info.atoms.empty()) {
    std::string low(text);
    for (char& ch : low) ch = (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch + 32) : ch;
    bool found = false;
    for (const auto& atom : info.atoms) found = found || low.find(atom) != std::string::npos;
    if (!found) Disagree("a match without any atom", spec, text);
  }
}

}  // namespace fuzz

#endif  // ERROR_CLASSIFIER_TEST_FUZZ_COMMON_H_
