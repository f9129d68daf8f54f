// RuleSet's matching (rule_set.h): Classify, ClassifyTier, Category and
// Captures, through the tiers' sets or pattern by pattern,
// and the conditions applied after. The literal prefilter's path is
// prefilter_run.cc; compiling is rule_set.cc. native/core/DESIGN.md says
// which path runs when.

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/rule_set.h"
#include "core/rule_set_internal.h"
#include "re2/re2.h"
#include "re2/set.h"

namespace errclass {

RuleSet::SetAnswer RuleSet::RunSet(const re2::RE2::Set& set, std::string_view text,
                                   std::vector<int>* found) const {
  re2::RE2::Set::ErrorInfo info{re2::RE2::Set::kNoError};
  if (found) found->clear();
  if (set.Match(Piece(text), found, &info)) {
    if (found) std::sort(found->begin(), found->end());
    return SetAnswer::kSome;
  }
  if (info.kind == re2::RE2::Set::kNoError) return SetAnswer::kNone;
  fallbacks_.fetch_add(1, std::memory_order_relaxed);
  return SetAnswer::kFailed;
}

RuleSet::SetAnswer RuleSet::RunSets(const ChunkedSet& sets, std::string_view text,
                                    std::vector<int>* found) const {
  if (found) found->clear();
  std::vector<int> later;  // a later chunk's matches, when *found has some
  SetAnswer answer = SetAnswer::kNone;
  for (const ChunkedSet::Chunk& c : sets.chunks()) {
    // Until a chunk matches, matches go straight into *found: a tier of
    // one chunk, the common case, allocates nothing more than before.
    std::vector<int>* into = found == nullptr ? nullptr : found->empty() ? found : &later;
    const SetAnswer a = RunSet(*c.set, text, into);
    if (a == SetAnswer::kFailed) return a;
    if (a == SetAnswer::kNone) continue;
    answer = SetAnswer::kSome;
    if (!found) break;
    if (into == found) {
      for (int& i : *found) i += c.first;
    } else {
      for (int i : later) found->push_back(i + c.first);  // chunks ascend, so does *found
    }
  }
  return answer;
}

bool RuleSet::TierMatches(const CompiledTier& t, std::string_view text,
                          std::vector<int>* indices) const {
  if (!t.sets) return false;
  if (!pattern_by_pattern_) {
    const SetAnswer answer = RunSets(*t.sets, text, indices);
    if (answer != SetAnswer::kFailed) return answer == SetAnswer::kSome;
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

// Out of line, so that the calls below stay plain jumps: inlined, its
// register saves ran before the prefilter path too.
__attribute__((noinline)) int RuleSet::SetsClassify(std::string_view text, std::size_t limit,
                          std::vector<int>* indices) const {
  for (std::size_t t = 0; t < limit; ++t) {
    if (TierMatches(*tiers_[t], text, indices)) return static_cast<int>(t);
  }
  return -1;
}

int RuleSet::FirstTier(std::string_view text, std::size_t limit,
                       std::vector<int>* indices) const {
  const int tier = prefilter_ ? PrefilterClassify(text, limit, indices)
                             : SetsClassify(text, limit, indices);
  return has_conditions_ ? ApplyConditions(text, tier, limit, indices) : tier;
}

int RuleSet::ClassifyTier(std::string_view text) const {
  return FirstTier(text, tiers_.size(), nullptr);
}

int RuleSet::Category(std::string_view text) const {
  return FirstTier(text, decisive_tiers_, nullptr);
}

Classification RuleSet::Classify(std::string_view text) const {
  Classification m;
  m.tier = FirstTier(text, tiers_.size(), &m.indices);
  if (m.tier < 0) m.indices.clear();
  return m;
}

int RuleSet::ApplyConditions(std::string_view text, int tier, std::size_t limit,
                             std::vector<int>* indices) const {
  if (tier < 0) return tier;
  const auto holds = [&](const CompiledTier& ct, int i) {
    return ct.conditions.empty() || !ct.conditions[i] ||
           ConditionHolds(*ct.conditions[i], *ct.regexps[i], text);
  };
  const CompiledTier& first = *tiers_[tier];
  if (first.conditions.empty()) return tier;
  if (indices != nullptr && std::none_of(indices->begin(), indices->end(), [&](int i) {
        return first.conditions[i].has_value();
      })) {
    return tier;
  }
  std::vector<int> found;
  for (std::size_t t = static_cast<std::size_t>(tier); t < limit; ++t) {
    const CompiledTier& ct = *tiers_[t];
    if (static_cast<int>(t) == tier && indices != nullptr) {
      found = *indices;
    } else if (!TierMatches(ct, text, &found)) {
      continue;
    }
    found.erase(std::remove_if(found.begin(), found.end(),
                               [&](int i) { return !holds(ct, i); }),
                found.end());
    if (!found.empty()) {
      if (indices) *indices = std::move(found);
      return static_cast<int>(t);
    }
  }
  return -1;
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

}  // namespace errclass
