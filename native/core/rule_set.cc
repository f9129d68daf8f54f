// RuleSet (rule_set.h): compiling a spec, and what a compiled rule set
// reports about itself. Matching is in rule_set_match.cc, the literal
// prefilter in prefilter.cc and prefilter_run.cc.

#include "core/rule_set.h"

#include <cmath>

#include <algorithm>
#include <map>

#include "core/js_syntax.h"
#include "core/rule_set_internal.h"
#include "re2/re2.h"
#include "re2/set.h"

namespace errclass {

namespace {

std::string Describe(const PatternError& e) {
  return "tier " + std::to_string(e.tier) + " pattern " +
         std::to_string(e.index) + " /" + e.pattern + "/: " + e.message;
}

}  // namespace

RuleSet::RuleSet() = default;
RuleSet::~RuleSet() = default;

const char* CompileErrorKindName(CompileErrorKind kind) {
  switch (kind) {
    case CompileErrorKind::kBadPattern: return "bad_pattern";
    case CompileErrorKind::kTooLarge: return "too_large";
    case CompileErrorKind::kNone: break;
  }
  return "none";
}

const char* PatternErrorKindName(PatternErrorKind kind) {
  switch (kind) {
    case PatternErrorKind::kLimit: return "limit";
    case PatternErrorKind::kCondition: return "condition";
    case PatternErrorKind::kSyntax: break;
  }
  return "syntax";
}

namespace {
// Whether v is a whole number in [0, limit): a double outside size_t's range
// (Infinity, 1e300) or NaN must not be cast.
bool IsIndexBelow(double v, std::size_t limit) {
  return v >= 0 && v < static_cast<double>(limit) && v == std::floor(v);
}
}  // namespace

bool RuleSet::PatternAt(double tier, double index, std::size_t* t, std::size_t* i) const {
  if (!IsIndexBelow(tier, num_tiers())) return false;
  const std::size_t tt = static_cast<std::size_t>(tier);
  if (!IsIndexBelow(index, num_patterns(tt))) return false;
  *t = tt;
  *i = static_cast<std::size_t>(index);
  return true;
}

int ChunkedSet::Add(std::string_view pattern, int instructions, std::string* error) {
  const std::size_t size = static_cast<std::size_t>(std::max(0, instructions));
  if (chunks_.empty() || chunks_.back().count >= kPatterns ||
      (chunks_.back().count > 0 && chunks_.back().instructions + size > kInstructions)) {
    Chunk c;
    c.set = std::make_unique<re2::RE2::Set>(options_, re2::RE2::UNANCHORED);
    c.first = next_;
    chunks_.push_back(std::move(c));
  }
  Chunk& c = chunks_.back();
  const int added = c.set->Add(Piece(pattern), error);
  if (added < 0) return added;
  ++c.count;
  c.instructions += size;
  return next_++;
}

bool ChunkedSet::Compile() {
  for (Chunk& c : chunks_) {
    if (!c.set->Compile()) return false;
  }
  return true;
}

std::unique_ptr<RuleSet> RuleSet::Compile(const RuleSetSpec& spec,
                                          CompileError* error) {
  const bool js = spec.syntax == Syntax::kJavaScript;
  re2::RE2::Options options;
  options.set_encoding(re2::RE2::Options::EncodingUTF8);
  options.set_log_errors(false);
  options.set_max_mem(spec.max_mem > 0 ? spec.max_mem : kDefaultMaxMem);
  // JavaScript syntax spells case-insensitivity out in the translation.
  options.set_case_sensitive(js || !spec.case_insensitive);

  std::unique_ptr<RuleSet> rs(new RuleSet());
  rs->default_category_ = spec.default_category;
  rs->pattern_by_pattern_ = spec.pattern_by_pattern;
  std::vector<PatternError> bad;

  for (std::size_t t = 0; t < spec.tiers.size(); ++t) {
    auto tier = std::make_unique<CompiledTier>();
    tier->category = spec.tiers[t].category;
    if (!spec.tiers[t].patterns.empty()) tier->sets = std::make_unique<ChunkedSet>(options);
    const std::vector<std::string>& conditions = spec.tiers[t].conditions;
    if (!conditions.empty() && conditions.size() != spec.tiers[t].patterns.size()) {
      bad.push_back({t, 0, spec.tiers[t].patterns.empty() ? "" : spec.tiers[t].patterns[0],
                     "the tier has " + std::to_string(conditions.size()) +
                         " conditions for " + std::to_string(spec.tiers[t].patterns.size()) +
                         " patterns", PatternErrorKind::kCondition});
      rs->tiers_.push_back(std::move(tier));
      continue;
    }
    tier->conditions.resize(conditions.size());
    for (std::size_t i = 0; i < spec.tiers[t].patterns.size(); ++i) {
      const std::string& given = spec.tiers[t].patterns[i];
      std::string compiled = given, message;
      if (js && !TranslateJavaScript(given, spec.case_insensitive, &compiled,
                                     &message)) {
        bad.push_back({t, i, given, message});
        continue;
      }
      auto re = std::make_unique<re2::RE2>(compiled, options);
      if (!re->ok()) {
        bad.push_back({t, i, given, re->error()});
        continue;
      }
      // RE2 keeps a copy of every group's position for each thread of its
      // NFA, which Captures and conditions run: time and memory grow with
      // the square of the group count (7,000 groups took 800 MB and a second
      // for one 3-byte match), hence kMaxGroups.
      if (re->NumberOfCapturingGroups() > kMaxGroups) {
        bad.push_back({t, i, given,
                       "the pattern has " + std::to_string(re->NumberOfCapturingGroups()) +
                           " capturing groups; the limit is " + std::to_string(kMaxGroups),
                       PatternErrorKind::kLimit});
        continue;
      }
      if (tier->sets->Add(compiled, re->ProgramSize(), &message) < 0) {
        bad.push_back({t, i, given, message});
        continue;
      }
      if (!conditions.empty() && !conditions[i].empty()) {
        Condition c;
        if (!ParseCondition(conditions[i], *re, &c, &message)) {
          bad.push_back({t, i, given, message, PatternErrorKind::kCondition});
          continue;
        }
        tier->conditions[i] = std::move(c);
        rs->has_conditions_ = true;
      }
      tier->patterns.push_back(std::move(compiled));
      tier->regexps.push_back(std::move(re));
    }
    rs->tiers_.push_back(std::move(tier));
  }

  if (!bad.empty()) {
    error->kind = CompileErrorKind::kBadPattern;
    error->message = std::to_string(bad.size()) +
                     (bad.size() == 1 ? " pattern" : " patterns") +
                     " could not be compiled: " + Describe(bad.front());
    if (bad.size() > 1) error->message += " (and more)";
    error->patterns = std::move(bad);
    return nullptr;
  }
  rs->decisive_tiers_ = rs->tiers_.size();
  while (rs->decisive_tiers_ > 0 &&
         rs->tiers_[rs->decisive_tiers_ - 1]->category == spec.default_category) {
    --rs->decisive_tiers_;
  }
  for (std::size_t t = 0; t < rs->tiers_.size(); ++t) {
    CompiledTier& tier = *rs->tiers_[t];
    if (tier.sets && !tier.sets->Compile()) {
      error->kind = CompileErrorKind::kTooLarge;
      error->message = "tier " + std::to_string(t) + " (" + tier.category +
                       ", " + std::to_string(tier.patterns.size()) +
                       (tier.patterns.size() == 1 ? " pattern" : " patterns") +
                       ") does not fit the RE2 memory budget of " +
                       std::to_string(options.max_mem()) + " bytes";
      error->patterns.clear();
      return nullptr;
    }
  }
  if (spec.prefilter && !spec.pattern_by_pattern &&
      !rs->BuildPrefilter(options, js ? false : spec.case_insensitive)) {
    error->kind = CompileErrorKind::kTooLarge;
    error->message = "the patterns without literals do not fit the RE2 memory budget of " +
                     std::to_string(options.max_mem()) + " bytes";
    return nullptr;
  }
  rs->EstimateMemory();
  return rs;
}

void RuleSet::EstimateMemory() {
  // Measured, not derived (node 20, RE2 2022-06-01): compiling a rule set
  // 2,000 times grew resident memory by 102 KB a compile for the spec rule
  // set (20 patterns, 778 instructions counted here) and by 9.6 MB for the
  // extended one (679 patterns, 218,000 instructions); these two constants
  // fit both. Besides the instructions themselves (8 bytes), each program
  // holds its DFAs' work queues, and each pattern its RE2 object, parse
  // tree and prefilter entries.
  std::size_t patterns = 0;
  std::size_t instructions = 0;  // programs of the patterns and the sets
  std::size_t text = 0;
  for (const auto& tier : tiers_) {
    for (std::size_t i = 0; i < tier->regexps.size(); ++i) {
      // Twice: the pattern's own program, and its share of the tier's set.
      instructions += 2 * static_cast<std::size_t>(std::max(0, tier->regexps[i]->ProgramSize()));
      text += 2 * tier->patterns[i].size();
    }
    patterns += tier->regexps.size();
  }
  if (prefilter_) {
    const auto size_of = [&](uint32_t id) {
      return static_cast<std::size_t>(std::max(0, prefilter_->patterns[id].re->ProgramSize()));
    };
    for (const auto& shared : prefilter_->shared) {
      for (uint32_t id : shared.members) instructions += size_of(id);
    }
    if (prefilter_->unfiltered_set) {
      for (uint32_t id : prefilter_->unfiltered) instructions += size_of(id);
    }
  }
  approximate_memory_ = kBytesPerInstruction * instructions + kBytesPerPattern * patterns + text;
}

std::size_t RuleSet::num_shared_literals() const {
  return prefilter_ ? prefilter_->shared.size() : 0;
}

std::size_t RuleSet::num_prefiltered() const {
  if (!prefilter_) return 0;
  std::size_t n = 0;
  for (const auto& p : prefilter_->patterns) n += p.has_atoms;
  return n;
}

std::size_t RuleSet::num_patterns(std::size_t tier) const {
  return tiers_.at(tier)->patterns.size();
}

const std::string& RuleSet::category(std::size_t tier) const {
  return tiers_.at(tier)->category;
}

const std::string& RuleSet::compiled_pattern(std::size_t tier,
                                             std::size_t index) const {
  return tiers_.at(tier)->patterns.at(index);
}

uint64_t RuleSet::fallback_count() const {
  return fallbacks_.load(std::memory_order_relaxed);
}

}  // namespace errclass
