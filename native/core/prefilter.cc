// Building the literal prefilter of a RuleSet (see RuleSet::Classify): the
// literals every match of each pattern must contain, the scanners that look
// for them, and how each candidate is checked. prefilter_run.cc runs it.

#include <algorithm>
#include <map>

#include "core/pattern_info.h"
#include "core/rule_set_internal.h"

namespace errclass {
namespace {

// Expected atom comparisons per byte above which the literal scan is not
// used (see LiteralScanner::CostPerByte).
constexpr double kMaxScanCostPerByte = 0.02;
// An atom that stands for more bounded, inexact patterns than this checks
// them through one RE2::Set (Prefilter::Shared).
constexpr std::size_t kSharedOwners = 8;

}  // namespace

bool RuleSet::BuildPrefilter(const re2::RE2::Options& options, bool ci) {
  auto pf = std::make_unique<Prefilter>();
  std::vector<std::string> atoms;
  std::vector<std::vector<uint32_t>> owners;
  std::map<std::string, uint32_t> atom_ids;
  for (uint32_t t = 0; t < tiers_.size(); ++t) {
    const CompiledTier& tier = *tiers_[t];
    pf->first_id.push_back(static_cast<uint32_t>(pf->patterns.size()));
    for (uint32_t i = 0; i < tier.patterns.size(); ++i) {
      const uint32_t id = static_cast<uint32_t>(pf->patterns.size());
      PatternInfo info = AnalyzePattern(tier.patterns[i], ci, LiteralScanner::kMinAtomLen);
      pf->patterns.push_back({t, i, tier.regexps[i].get(), info.exact, info.max_len,
                              !info.atoms.empty(), info.also});
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
  // Too many distinct literals to scan for cheaply: the tiers' sets do
  // better.
  if (pf->scanner->CostPerByte() > kMaxScanCostPerByte) return true;
  // Category never looks past the decisive tiers: a scan for their
  // atoms alone finds fewer candidates.
  std::vector<std::string> decisive;
  for (uint32_t a = 0; a < atoms.size(); ++a) {
    if (pf->patterns[owners[a].front()].tier < decisive_tiers_) {  // owners ascend
      decisive.push_back(atoms[a]);
      pf->decisive_atoms.push_back(a);
    }
  }
  if (!decisive.empty() && decisive.size() < atoms.size()) {
    pf->decisive_scanner = std::make_unique<LiteralScanner>(decisive);
  } else {
    pf->decisive_atoms.clear();
  }
  pf->shared_of.assign(atoms.size(), -1);
  for (uint32_t a = 0; a < atoms.size(); ++a) {
    std::vector<uint32_t> members, rest;
    for (uint32_t id : owners[a]) {
      const Prefilter::Pattern& p = pf->patterns[id];
      (p.exact || p.max_len < 0 ? rest : members).push_back(id);
    }
    if (members.size() <= kSharedOwners) continue;
    Prefilter::Shared shared;
    shared.set = std::make_unique<re2::RE2::Set>(options, re2::RE2::UNANCHORED);
    for (uint32_t id : members) {
      const Prefilter::Pattern& p = pf->patterns[id];
      shared.set->Add(Piece(tiers_[p.tier]->patterns[p.index]), nullptr);
      shared.radius = std::max(shared.radius, p.max_len);
    }
    if (!shared.set->Compile()) continue;  // over budget: one by one, then
    shared.members = std::move(members);
    owners[a] = std::move(rest);
    pf->shared_of[a] = static_cast<int32_t>(pf->shared.size());
    pf->shared.push_back(std::move(shared));
  }
  pf->owners = std::move(owners);
  if (!pf->unfiltered.empty()) {
    pf->unfiltered_set = std::make_unique<ChunkedSet>(options);
    for (uint32_t id : pf->unfiltered) {
      const Prefilter::Pattern& p = pf->patterns[id];
      pf->unfiltered_set->Add(tiers_[p.tier]->patterns[p.index], p.re->ProgramSize(), nullptr);
    }
    if (!pf->unfiltered_set->Compile()) return false;
  }
  pf->first_filled = 0;
  while (pf->first_filled < tiers_.size() && tiers_[pf->first_filled]->patterns.empty()) ++pf->first_filled;
  prefilter_ = std::move(pf);
  return true;
}

}  // namespace errclass
