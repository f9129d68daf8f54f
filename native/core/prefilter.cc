// The literal prefilter path of RuleSet (see RuleSet::Classify): one scan for
// the literals every match must contain, and RE2 only around candidates.

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

// Whether one of `needles` (lower-case) occurs in hay, ASCII letters of
// hay compared lowered.
bool ContainsFolded(std::string_view hay, const std::vector<std::string>& needles) {
  const auto lower = LiteralScanner::Lower;
  for (const std::string& n : needles) {
    if (n.size() > hay.size()) continue;
    // Bit 5 set on both sides: a letter's two cases meet (so do a few other
    // bytes, which the full comparison then rejects).
    const unsigned char first = static_cast<unsigned char>(n[0]) | 0x20;
    for (std::size_t i = 0; i + n.size() <= hay.size(); ++i) {
      if ((static_cast<unsigned char>(hay[i]) | 0x20) != first ||
          lower(static_cast<unsigned char>(hay[i])) != static_cast<unsigned char>(n[0])) {
        continue;
      }
      std::size_t k = 1;
      while (k < n.size() && lower(static_cast<unsigned char>(hay[i + k])) == static_cast<unsigned char>(n[k])) ++k;
      if (k == n.size()) return true;
    }
  }
  return false;
}

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
  // Too many distinct literals to scan for cheaply: the sets' DFA, whose
  // cost does not grow with the pattern count, does better.
  if (pf->scanner->CostPerByte() > kMaxScanCostPerByte) return true;
  // CategoryTier never looks past the decisive tiers: a scan for their
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

int RuleSet::PrefilterClassify(std::string_view text, std::size_t limit,
                               std::vector<int>* indices) const {
  const Prefilter& pf = *prefilter_;
  // Tiers at or past `best` cannot change the answer; with indices wanted,
  // patterns of tier `best` itself still count.
  std::size_t best = limit;
  std::size_t first_tier = 0;
  while (first_tier < limit && tiers_[first_tier]->patterns.empty()) ++first_tier;
  auto relevant = [&](uint32_t tier) {
    return indices ? tier <= best && tier < limit : tier < best;
  };
  // Per pattern, and per Shared atom: 0 untouched, kMatched, kWhole (check
  // on the whole text), or a count of failed window checks. Allocated at
  // the first hit; on the stack for up to kInline, so that a short message
  // costs no heap allocation. For larger rule sets, `touched` lists the
  // patterns whose state is not 0, so that nothing walks all of them.
  constexpr uint16_t kMatched = 0xFFFF, kWhole = 0xFFFE, kMaxFailures = 16;
  constexpr std::size_t kInline = 256;
  const std::size_t num_patterns = pf.patterns.size();
  const bool large = num_patterns > kInline;
  uint16_t inline_state[kInline];
  std::unique_ptr<uint16_t[]> heap_state;
  uint16_t* state = nullptr;
  std::vector<uint32_t> touched;
  uint16_t inline_shared[kInline];
  std::unique_ptr<uint16_t[]> heap_shared;
  uint16_t* shared_state = nullptr;
  auto state_of = [&](uint32_t id) -> uint16_t& {
    if (!state) {
      if (large) heap_state.reset(new uint16_t[num_patterns]);
      state = large ? heap_state.get() : inline_state;
      std::fill(state, state + num_patterns, 0);
    }
    if (large && state[id] == 0) touched.push_back(id);  // about to change
    return state[id];
  };
  // Marks pattern id matched; st is its state (from state_of).
  auto set_matched = [&](uint16_t& st, uint32_t id) {
    st = kMatched;
    best = std::min<std::size_t>(best, pf.patterns[id].tier);
  };
  auto matched = [&](uint32_t id) { set_matched(state_of(id), id); };
  // The pattern matches around the candidate at pos (the whole text as
  // context, for \b, ^ and $).
  auto window_match = [&](const Prefilter::Pattern& p, std::size_t pos) {
    const std::size_t len = static_cast<std::size_t>(p.max_len);
    const std::size_t lo = pos > len ? pos - len : 0;
    const std::size_t hi = text.size() - pos > len ? pos + len : text.size();
    if (!p.also.empty() && !ContainsFolded(text.substr(lo, hi - lo), p.also)) return false;
    return p.re->Match(Piece(text), lo, hi, re2::RE2::UNANCHORED, nullptr, 0);
  };
  std::vector<int> found;
  // Matches shared.set on text; false if its DFA failed (counted).
  auto set_match = [&](const re2::RE2::Set& set, std::string_view in) {
    re2::RE2::Set::ErrorInfo info{re2::RE2::Set::kNoError};
    found.clear();
    if (set.Match(Piece(in), &found, &info) || info.kind == re2::RE2::Set::kNoError) {
      std::sort(found.begin(), found.end());
      return true;
    }
    fallbacks_.fetch_add(1, std::memory_order_relaxed);
    return false;
  };
  auto check_shared = [&](std::size_t k, std::size_t pos) {
    const Prefilter::Shared& sh = pf.shared[k];
    if (!relevant(pf.patterns[sh.members[0]].tier)) return;
    if (!shared_state) {
      if (pf.shared.size() > kInline) heap_shared.reset(new uint16_t[pf.shared.size()]);
      shared_state = pf.shared.size() > kInline ? heap_shared.get() : inline_shared;
      std::fill(shared_state, shared_state + pf.shared.size(), 0);
    }
    uint16_t& st = shared_state[k];
    if (st == kWhole) return;
    // Every match through this candidate lies within radius of pos; one
    // byte more each side gives \b and the like their real neighbours. The
    // set, seeing only the window, may also report a match that leans on
    // the window's edges: each one it reports is checked on its own.
    const std::size_t r = static_cast<std::size_t>(sh.radius) + 1;
    const std::size_t lo = pos > r ? pos - r : 0;
    const std::size_t hi = text.size() - pos > r ? pos + r : text.size();
    if (!set_match(*sh.set, text.substr(lo, hi - lo))) {
      st = kWhole;
      return;
    }
    bool hit = false;
    for (int m : found) {
      const uint32_t id = sh.members[m];
      const Prefilter::Pattern& p = pf.patterns[id];
      if (!relevant(p.tier)) break;  // members ascend, so do their tiers
      if ((state && state[id] == kMatched) || !window_match(p, pos)) continue;
      matched(id);
      hit = true;
    }
    if (!hit && ++st >= kMaxFailures) st = kWhole;
  };
  std::size_t wholes = 0;  // patterns whose state became kWhole
  auto on_atom = [&](uint32_t atom, std::size_t pos) {
    for (uint32_t id : pf.owners[atom]) {
      const Prefilter::Pattern& p = pf.patterns[id];
      if (!relevant(p.tier)) break;  // owners ascend, so do their tiers
      uint16_t& st = state_of(id);
      if (st == kMatched || st == kWhole) continue;
      if (p.exact) {
        set_matched(st, id);
      } else if (p.max_len < 0) {
        st = kWhole;
        ++wholes;
      } else if (window_match(p, pos)) {
        set_matched(st, id);
      } else if (++st >= kMaxFailures) {
        st = kWhole;
        ++wholes;
      }
    }
    if (!pf.shared_of.empty() && pf.shared_of[atom] >= 0) check_shared(pf.shared_of[atom], pos);
    return indices != nullptr || best > first_tier;  // nothing can beat it
  };
  if (pf.decisive_scanner && limit <= decisive_tiers_) {
    pf.decisive_scanner->Scan(text, [&](uint32_t k, std::size_t pos) {
      return on_atom(pf.decisive_atoms[k], pos);
    });
  } else {
    pf.scanner->Scan(text, on_atom);
  }
  // The common case: nothing left for whole-text passes.
  if (!indices && wholes == 0 && !shared_state && pf.unfiltered.empty()) {
    return best < limit ? static_cast<int>(best) : -1;
  }
  // Patterns to run on the whole text: bounded ones that failed too often in
  // windows, and unbounded ones that had a candidate.
  auto each_touched = [&](auto&& f) {
    if (!state) return;
    if (large) {
      for (std::size_t k = 0; k < touched.size(); ++k) f(touched[k]);  // f may append
    } else {
      for (uint32_t id = 0; id < num_patterns; ++id) f(id);
    }
  };
  // Each tier with such a pattern runs its own RE2::Set over the text once:
  // a set's DFA keeps going where one RE2's DFA would give up for its far
  // slower NFA ("a[ab]{20}c" over a/b text), and every pattern with atoms
  // that it reports is a match.
  std::vector<uint32_t> whole_tiers;
  if (wholes > 0) each_touched([&](uint32_t id) {
    const Prefilter::Pattern& p = pf.patterns[id];
    if (state[id] == kWhole && relevant(p.tier)) whole_tiers.push_back(p.tier);
  });
  std::sort(whole_tiers.begin(), whole_tiers.end());
  whole_tiers.erase(std::unique(whole_tiers.begin(), whole_tiers.end()), whole_tiers.end());
  for (uint32_t t : whole_tiers) {
    if (!relevant(t) || !TierMatches(*tiers_[t], text, &found)) continue;
    for (int index : found) {
      const uint32_t id = pf.first_id[t] + static_cast<uint32_t>(index);
      if (pf.patterns[id].has_atoms) matched(id);  // the rest: `loose` below
    }
  }
  // Shared atoms that failed too often: their set on the whole text, which
  // answers exactly (or, if its DFA fails, each member on its own).
  for (std::size_t k = 0; shared_state && k < pf.shared.size(); ++k) {
    const Prefilter::Shared& sh = pf.shared[k];
    if (shared_state[k] != kWhole || !relevant(pf.patterns[sh.members[0]].tier)) continue;
    if (set_match(*sh.set, text)) {
      for (int m : found) {
        if (relevant(pf.patterns[sh.members[m]].tier)) matched(sh.members[m]);
      }
    } else {
      for (uint32_t id : sh.members) {
        if (relevant(pf.patterns[id].tier) && re2::RE2::PartialMatch(Piece(text), *pf.patterns[id].re)) {
          matched(id);
        }
      }
    }
  }
  // Patterns with no literals: one pass of their set, if any can matter.
  bool unfiltered_relevant = false;
  for (uint32_t id : pf.unfiltered) unfiltered_relevant |= relevant(pf.patterns[id].tier);
  std::vector<int> loose;  // positions in pf.unfiltered that match
  if (unfiltered_relevant) {
    if (set_match(*pf.unfiltered_set, text)) {
      loose = std::move(found);
    } else {
      for (std::size_t k = 0; k < pf.unfiltered.size(); ++k) {
        if (re2::RE2::PartialMatch(Piece(text), *pf.patterns[pf.unfiltered[k]].re)) {
          loose.push_back(static_cast<int>(k));
        }
      }
    }
    for (int k : loose) {
      const Prefilter::Pattern& p = pf.patterns[pf.unfiltered[k]];
      if (p.tier < best && p.tier < limit) best = p.tier;
    }
  }
  if (best >= limit) return -1;
  if (indices) {
    indices->clear();
    each_touched([&](uint32_t id) {
      const Prefilter::Pattern& p = pf.patterns[id];
      if (state[id] == kMatched && p.tier == best) indices->push_back(static_cast<int>(p.index));
    });
    for (int k : loose) {
      const Prefilter::Pattern& p = pf.patterns[pf.unfiltered[k]];
      if (p.tier == best) indices->push_back(static_cast<int>(p.index));
    }
    std::sort(indices->begin(), indices->end());
  }
  return static_cast<int>(best);
}

}  // namespace errclass
