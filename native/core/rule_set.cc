#include "core/rule_set.h"

#include <algorithm>
#include <map>

#include "core/js_syntax.h"
#include "core/literal_scan.h"
#include "core/pattern_info.h"
#include "re2/re2.h"
#include "re2/set.h"

namespace errclass {

struct RuleSet::CompiledTier {
  std::string category;
  std::vector<std::string> patterns;             // as RE2 compiled them
  std::vector<std::unique_ptr<re2::RE2>> regexps;  // one per pattern
  std::unique_ptr<re2::RE2::Set> set;            // null for an empty tier
};

// The literal prefilter: which patterns each atom stands for, and how to check
// a candidate. Pattern ids are global, in rule-set order.
struct RuleSet::Prefilter {
  struct Pattern {
    uint32_t tier;
    uint32_t index;
    const re2::RE2* re;
    bool exact;
    int64_t max_len;   // -1: unbounded
    bool has_atoms;
  };
  std::vector<Pattern> patterns;
  std::vector<std::vector<uint32_t>> owners;  // atom -> pattern ids, ascending
  std::unique_ptr<LiteralScanner> scanner;
  std::vector<uint32_t> unfiltered;           // pattern ids without atoms
  std::unique_ptr<re2::RE2::Set> unfiltered_set;
};

namespace {

// See BuildPrefilter: expected atom comparisons per byte above which the
// literal scan is not used.
constexpr double kMaxScanCostPerByte = 0.02;

re2::StringPiece Piece(std::string_view s) {
  return re2::StringPiece(s.data(), s.size());
}

std::string Describe(const PatternError& e) {
  return "tier " + std::to_string(e.tier) + " pattern " +
         std::to_string(e.index) + " /" + e.pattern + "/: " + e.message;
}

}  // namespace

RuleSet::RuleSet() = default;
RuleSet::~RuleSet() = default;

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
    if (!spec.tiers[t].patterns.empty()) {
      tier->set = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    }
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
      if (tier->set->Add(Piece(compiled), &message) < 0) {
        bad.push_back({t, i, given, message});
        continue;
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
    if (tier.set && !tier.set->Compile()) {
      error->kind = CompileErrorKind::kTooLarge;
      error->message = "tier " + std::to_string(t) + " (" + tier.category +
                       ", " + std::to_string(tier.patterns.size()) +
                       " patterns) does not fit the RE2 memory budget of " +
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
  return rs;
}

bool RuleSet::BuildPrefilter(const re2::RE2::Options& options, bool ci) {
  auto pf = std::make_unique<Prefilter>();
  std::vector<std::string> atoms;
  std::vector<std::vector<uint32_t>> owners;
  std::map<std::string, uint32_t> atom_ids;
  for (uint32_t t = 0; t < tiers_.size(); ++t) {
    const CompiledTier& tier = *tiers_[t];
    for (uint32_t i = 0; i < tier.patterns.size(); ++i) {
      const uint32_t id = static_cast<uint32_t>(pf->patterns.size());
      PatternInfo info = AnalyzePattern(tier.patterns[i], ci, LiteralScanner::kMinAtomLen);
      pf->patterns.push_back({t, i, tier.regexps[i].get(), info.exact, info.max_len,
                              !info.atoms.empty()});
      if (info.atoms.empty()) {
        pf->unfiltered.push_back(id);
        continue;
      }
      for (const std::string& a : info.atoms) {
        auto [it, added] = atom_ids.emplace(a, static_cast<uint32_t>(atoms.size()));
        if (added) {
          atoms.push_back(a);
          owners.emplace_back();
        }
        if (owners[it->second].empty() || owners[it->second].back() != id) {
          owners[it->second].push_back(id);
        }
      }
    }
  }
  if (atoms.empty()) return true;  // nothing to prefilter: sets only
  pf->scanner = std::make_unique<LiteralScanner>(atoms);
  // Too many atoms to scan for cheaply (hundreds of patterns): the sets'
  // DFA, whose cost does not grow with the pattern count, does better.
  if (pf->scanner->CostPerByte() > kMaxScanCostPerByte) return true;
  pf->owners = std::move(owners);
  if (!pf->unfiltered.empty()) {
    pf->unfiltered_set = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    for (uint32_t id : pf->unfiltered) {
      const Prefilter::Pattern& p = pf->patterns[id];
      pf->unfiltered_set->Add(Piece(tiers_[p.tier]->patterns[p.index]), nullptr);
    }
    if (!pf->unfiltered_set->Compile()) return false;
  }
  prefilter_ = std::move(pf);
  return true;
}

bool RuleSet::TierMatches(const CompiledTier& t, std::string_view text,
                          std::vector<int>* indices) const {
  if (!t.set) return false;
  if (!pattern_by_pattern_) {
    re2::RE2::Set::ErrorInfo info{re2::RE2::Set::kNoError};
    std::vector<int> found;
    if (t.set->Match(Piece(text), indices ? &found : nullptr, &info)) {
      if (indices) {
        std::sort(found.begin(), found.end());
        *indices = std::move(found);
      }
      return true;
    }
    if (info.kind == re2::RE2::Set::kNoError) return false;
    // The set's DFA gave up (out of memory): a failure, not a "no match".
    fallbacks_.fetch_add(1, std::memory_order_relaxed);
  }
  if (indices) indices->clear();
  bool any = false;
  for (std::size_t i = 0; i < t.regexps.size(); ++i) {
    if (re2::RE2::PartialMatch(Piece(text), *t.regexps[i])) {
      any = true;
      if (!indices) break;
      indices->push_back(static_cast<int>(i));
    }
  }
  return any;
}

int RuleSet::SetsClassify(std::string_view text, std::size_t limit,
                          std::vector<int>* indices) const {
  for (std::size_t t = 0; t < limit; ++t) {
    if (TierMatches(*tiers_[t], text, indices)) return static_cast<int>(t);
  }
  return -1;
}

int RuleSet::PrefilterClassify(std::string_view text, std::size_t limit,
                               std::vector<int>* indices) const {
  const Prefilter& pf = *prefilter_;
  // Tiers at or past `best` cannot change the answer; with indices wanted,
  // patterns of tier `best` itself still count.
  std::size_t best = limit;
  std::size_t first_tier = 0;
  while (first_tier < limit && tiers_[first_tier]->patterns.empty()) ++first_tier;
  // Per pattern: 0 untouched, kMatched, kWhole (check on the whole text), or
  // a count of failed window checks.
  constexpr uint16_t kMatched = 0xFFFF, kWhole = 0xFFFE, kMaxFailures = 16;
  // Allocated at the first hit; on the stack for rule sets of up to
  // kInline patterns, so that a short message costs no heap allocation.
  constexpr std::size_t kInline = 256;
  uint16_t inline_state[kInline];
  std::unique_ptr<uint16_t[]> heap_state;
  uint16_t* state = nullptr;
  const std::size_t num_patterns = pf.patterns.size();
  auto relevant = [&](uint32_t tier) {
    return indices ? tier <= best && tier < limit : tier < best;
  };
  pf.scanner->Scan(text, [&](uint32_t atom, std::size_t pos) {
    for (uint32_t id : pf.owners[atom]) {
      const Prefilter::Pattern& p = pf.patterns[id];
      if (!relevant(p.tier)) break;  // owners ascend, so do their tiers
      if (!state) {
        if (num_patterns > kInline) heap_state.reset(new uint16_t[num_patterns]);
        state = num_patterns > kInline ? heap_state.get() : inline_state;
        std::fill(state, state + num_patterns, 0);
      }
      uint16_t& st = state[id];
      if (st == kMatched || st == kWhole) continue;
      bool matched = p.exact;
      if (!matched) {
        if (p.max_len < 0) {
          st = kWhole;
          continue;
        }
        const std::size_t len = static_cast<std::size_t>(p.max_len);
        const std::size_t lo = pos > len ? pos - len : 0;
        const std::size_t hi = text.size() - pos > len ? pos + len : text.size();
        matched = p.re->Match(Piece(text), lo, hi, re2::RE2::UNANCHORED, nullptr, 0);
        if (!matched) {
          if (++st >= kMaxFailures) st = kWhole;
          continue;
        }
      }
      st = kMatched;
      if (p.tier < best) best = p.tier;
    }
    return indices != nullptr || best > first_tier;  // nothing can beat it
  });
  // Patterns to run on the whole text: bounded ones that failed too often in
  // windows, and unbounded ones that had a candidate.
  for (uint32_t id = 0; state && id < num_patterns; ++id) {
    const Prefilter::Pattern& p = pf.patterns[id];
    if (state[id] == kWhole && relevant(p.tier)) {
      if (re2::RE2::PartialMatch(Piece(text), *p.re)) {
        state[id] = kMatched;
        if (p.tier < best) best = p.tier;
      }
    }
  }
  // Patterns with no literals: one pass of their set, if any can matter.
  bool unfiltered_relevant = false;
  for (uint32_t id : pf.unfiltered) unfiltered_relevant |= relevant(pf.patterns[id].tier);
  std::vector<int> found;
  if (unfiltered_relevant) {
    re2::RE2::Set::ErrorInfo info{re2::RE2::Set::kNoError};
    if (!pf.unfiltered_set->Match(Piece(text), &found, &info) &&
        info.kind != re2::RE2::Set::kNoError) {
      fallbacks_.fetch_add(1, std::memory_order_relaxed);
      found.clear();
      for (std::size_t k = 0; k < pf.unfiltered.size(); ++k) {
        if (re2::RE2::PartialMatch(Piece(text), *pf.patterns[pf.unfiltered[k]].re)) {
          found.push_back(static_cast<int>(k));
        }
      }
    }
    for (int k : found) {
      const Prefilter::Pattern& p = pf.patterns[pf.unfiltered[k]];
      if (p.tier < best && p.tier < limit) best = p.tier;
    }
  }
  if (best >= limit) return -1;
  if (indices) {
    indices->clear();
    for (uint32_t id = 0; state && id < num_patterns; ++id) {
      const Prefilter::Pattern& p = pf.patterns[id];
      if (state[id] == kMatched && p.tier == best) indices->push_back(static_cast<int>(p.index));
    }
    for (int k : found) {
      const Prefilter::Pattern& p = pf.patterns[pf.unfiltered[k]];
      if (p.tier == best) indices->push_back(static_cast<int>(p.index));
    }
    std::sort(indices->begin(), indices->end());
  }
  return static_cast<int>(best);
}

int RuleSet::ClassifyTier(std::string_view text) const {
  return prefilter_ ? PrefilterClassify(text, tiers_.size(), nullptr)
                    : SetsClassify(text, tiers_.size(), nullptr);
}

int RuleSet::CategoryTier(std::string_view text) const {
  return prefilter_ ? PrefilterClassify(text, decisive_tiers_, nullptr)
                    : SetsClassify(text, decisive_tiers_, nullptr);
}

Match RuleSet::Classify(std::string_view text) const {
  Match m;
  m.tier = prefilter_ ? PrefilterClassify(text, tiers_.size(), &m.indices)
                      : SetsClassify(text, tiers_.size(), &m.indices);
  if (m.tier < 0) m.indices.clear();
  return m;
}

std::size_t RuleSet::num_prefiltered() const {
  if (!prefilter_) return 0;
  std::size_t n = 0;
  for (const auto& p : prefilter_->patterns) n += p.has_atoms;
  return n;
}

bool RuleSet::Captures(std::size_t tier, std::size_t index,
                       std::string_view text, std::vector<Capture>* out) const {
  out->clear();
  if (tier >= tiers_.size() || index >= tiers_[tier]->regexps.size()) {
    return false;
  }
  const re2::RE2& re = *tiers_[tier]->regexps[index];
  const int groups = re.NumberOfCapturingGroups();
  std::vector<re2::StringPiece> sub(static_cast<std::size_t>(groups) + 1);
  if (!re.Match(Piece(text), 0, text.size(), re2::RE2::UNANCHORED, sub.data(),
                groups + 1)) {
    return false;
  }
  const std::map<int, std::string>& names = re.CapturingGroupNames();
  for (int g = 1; g <= groups; ++g) {
    Capture c;
    auto it = names.find(g);
    if (it != names.end()) c.name = it->second;
    if (sub[g].data() != nullptr) c.value = std::string(sub[g].data(), sub[g].size());
    out->push_back(std::move(c));
  }
  return true;
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
