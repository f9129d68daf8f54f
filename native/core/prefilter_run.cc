// Running the literal prefilter of a RuleSet (see RuleSet::Classify): one
// scan for the literals every match must contain, and RE2 only around
// candidates; whatever the scan cannot settle runs over the whole text.
//
// One call's state lives in a PrefilterRun, whose members the scan's
// callback reaches through one pointer: a short message that settles in the
// scan costs a few stores to set up and nothing to tear down.

#include <algorithm>
#include <memory>

#include "core/rule_set_internal.h"

namespace errclass {
namespace {

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

class RuleSet::PrefilterRun {
 public:
  PrefilterRun(const RuleSet& rules, std::string_view text, std::size_t limit,
               std::vector<int>* indices)
      : rules_(rules), pf_(*rules.prefilter_), text_(text), limit_(limit),
        indices_(indices), best_(limit),
        first_tier_(std::min(pf_.first_filled, limit)) {}

  // The first matching tier below limit, or -1; fills *indices as
  // PrefilterClassify says.
  int Run() {
    if (pf_.decisive_scanner && limit_ <= rules_.decisive_tiers_) {
      pf_.decisive_scanner->Scan(text_, &OnDecisiveAtom, this);
    } else {
      pf_.scanner->Scan(text_, &OnAnyAtom, this);
    }
    // The common case: nothing left for whole-text passes.
    if (!indices_ && wholes_ == 0 && !shared_state_ && pf_.unfiltered.empty()) {
      return best_ < limit_ ? static_cast<int>(best_) : -1;
    }
    return Finish();
  }

 private:
  using Pattern = Prefilter::Pattern;
  // Per pattern, and per Shared atom: 0 untouched, kMatched, kWhole (check
  // on the whole text), or a count of failed window checks. Allocated at
  // the first hit; on the stack for up to kInline, so that a short message
  // costs no heap allocation. For larger rule sets, `touched_` lists the
  // patterns whose state is not 0, so that nothing walks all of them.
  static constexpr uint16_t kMatched = 0xFFFF, kWhole = 0xFFFE, kMaxFailures = 16;
  static constexpr std::size_t kInline = 256;

  static bool OnAnyAtom(void* run, uint32_t atom, std::size_t pos) {
    return static_cast<PrefilterRun*>(run)->OnAtom(atom, pos);
  }
  static bool OnDecisiveAtom(void* run, uint32_t k, std::size_t pos) {
    PrefilterRun* r = static_cast<PrefilterRun*>(run);
    return r->OnAtom(r->pf_.decisive_atoms[k], pos);
  }

  // Tiers at or past best_ cannot change the answer; with indices wanted,
  // patterns of tier best_ itself still count.
  bool Relevant(uint32_t tier) const {
    return indices_ ? tier <= best_ && tier < limit_ : tier < best_;
  }

  uint16_t& StateOf(uint32_t id) {
    const std::size_t n = pf_.patterns.size();
    if (!state_) {
      if (n > kInline) heap_state_.reset(new uint16_t[n]);
      state_ = n > kInline ? heap_state_.get() : inline_state_;
      std::fill(state_, state_ + n, 0);
    }
    if (n > kInline && state_[id] == 0) touched_.push_back(id);  // about to change
    return state_[id];
  }

  // Marks pattern id matched; st is its state (from StateOf).
  void SetMatched(uint16_t& st, uint32_t id) {
    st = kMatched;
    best_ = std::min<std::size_t>(best_, pf_.patterns[id].tier);
  }
  void Matched(uint32_t id) { SetMatched(StateOf(id), id); }

  // The pattern matches around the candidate at pos (the whole text as
  // context, for \b, ^ and $).
  bool WindowMatch(const Pattern& p, std::size_t pos) const {
    const std::size_t len = static_cast<std::size_t>(p.max_len);
    const std::size_t lo = pos > len ? pos - len : 0;
    const std::size_t hi = text_.size() - pos > len ? pos + len : text_.size();
    if (!p.also.empty() && !ContainsFolded(text_.substr(lo, hi - lo), p.also)) return false;
    return p.re->Match(Piece(text_), lo, hi, re2::RE2::UNANCHORED, nullptr, 0);
  }

  // A candidate: atom occurs at pos. Returns false once nothing can beat
  // the answer found (the scan then stops).
  bool OnAtom(uint32_t atom, std::size_t pos) {
    for (uint32_t id : pf_.owners[atom]) {
      const Pattern& p = pf_.patterns[id];
      if (!Relevant(p.tier)) break;  // owners ascend, so do their tiers
      // Without indices an exact pattern's state is never read again: its
      // tier is the answer so far, and the state array need not exist (its
      // first use fills it, about 3 ns of a 19 ns short message).
      if (p.exact && !indices_) {
        best_ = p.tier;  // relevant, so below best_
        continue;
      }
      uint16_t& st = StateOf(id);
      if (st == kMatched || st == kWhole) continue;
      if (p.exact) {
        SetMatched(st, id);
      } else if (p.max_len < 0) {
        st = kWhole;
        ++wholes_;
      } else if (WindowMatch(p, pos)) {
        SetMatched(st, id);
      } else if (++st >= kMaxFailures) {
        st = kWhole;
        ++wholes_;
      }
    }
    if (!pf_.shared_of.empty() && pf_.shared_of[atom] >= 0) CheckShared(pf_.shared_of[atom], pos);
    return indices_ != nullptr || best_ > first_tier_;  // nothing can beat it
  }

  // Matches set on in into found_; false if its DFA failed (counted).
  bool SetMatch(const re2::RE2::Set& set, std::string_view in) {
    return rules_.RunSet(set, in, &found_) != SetAnswer::kFailed;
  }

  void CheckShared(std::size_t k, std::size_t pos) {
    const Prefilter::Shared& sh = pf_.shared[k];
    if (!Relevant(pf_.patterns[sh.members[0]].tier)) return;
    const std::size_t n = pf_.shared.size();
    if (!shared_state_) {
      if (n > kInline) heap_shared_.reset(new uint16_t[n]);
      shared_state_ = n > kInline ? heap_shared_.get() : inline_shared_;
      std::fill(shared_state_, shared_state_ + n, 0);
    }
    uint16_t& st = shared_state_[k];
    if (st == kWhole) return;
    // Every match through this candidate lies within radius of pos; one
    // byte more each side gives \b and the like their real neighbours. The
    // set, seeing only the window, may also report a match that leans on
    // the window's edges: each one it reports is checked on its own.
    const std::size_t r = static_cast<std::size_t>(sh.radius) + 1;
    const std::size_t lo = pos > r ? pos - r : 0;
    const std::size_t hi = text_.size() - pos > r ? pos + r : text_.size();
    if (!SetMatch(*sh.set, text_.substr(lo, hi - lo))) {
      st = kWhole;
      return;
    }
    bool hit = false;
    for (int m : found_) {
      const uint32_t id = sh.members[m];
      const Pattern& p = pf_.patterns[id];
      if (!Relevant(p.tier)) break;  // members ascend, so do their tiers
      if ((state_ && state_[id] == kMatched) || !WindowMatch(p, pos)) continue;
      Matched(id);
      hit = true;
    }
    if (!hit && ++st >= kMaxFailures) st = kWhole;
  }

  // Calls f(id) for each pattern whose state may not be 0.
  template <class F>
  void EachTouched(F&& f) {
    if (!state_) return;
    if (pf_.patterns.size() > kInline) {
      for (std::size_t k = 0; k < touched_.size(); ++k) f(touched_[k]);  // f may append
    } else {
      for (uint32_t id = 0; id < pf_.patterns.size(); ++id) f(id);
    }
  }

  // What the scan left: patterns to run on the whole text (bounded ones
  // that failed too often in windows, unbounded ones that had a candidate,
  // shared atoms that failed too often, patterns without literals), then
  // the indices if wanted.
  int Finish();

  const RuleSet& rules_;
  const Prefilter& pf_;
  const std::string_view text_;
  const std::size_t limit_;
  std::vector<int>* const indices_;
  std::size_t best_;
  const std::size_t first_tier_;
  std::size_t wholes_ = 0;  // patterns whose state became kWhole
  uint16_t* state_ = nullptr;
  uint16_t* shared_state_ = nullptr;
  std::unique_ptr<uint16_t[]> heap_state_, heap_shared_;
  std::vector<uint32_t> touched_;
  std::vector<int> found_;
  uint16_t inline_state_[kInline];    // written only once used
  uint16_t inline_shared_[kInline];
};

int RuleSet::PrefilterRun::Finish() {
  // Each tier with such a pattern runs its own RE2::Set over the text once:
  // a set's DFA keeps going where one RE2's DFA would give up for its far
  // slower NFA ("a[ab]{20}c" over a/b text), and every pattern with atoms
  // that it reports is a match.
  std::vector<uint32_t> whole_tiers;
  if (wholes_ > 0) EachTouched([&](uint32_t id) {
    const Pattern& p = pf_.patterns[id];
    if (state_[id] == kWhole && Relevant(p.tier)) whole_tiers.push_back(p.tier);
  });
  std::sort(whole_tiers.begin(), whole_tiers.end());
  whole_tiers.erase(std::unique(whole_tiers.begin(), whole_tiers.end()), whole_tiers.end());
  for (uint32_t t : whole_tiers) {
    if (!Relevant(t) || !rules_.TierMatches(*rules_.tiers_[t], text_, &found_)) continue;
    for (int index : found_) {
      const uint32_t id = pf_.first_id[t] + static_cast<uint32_t>(index);
      if (pf_.patterns[id].has_atoms) Matched(id);  // the rest: `loose` below
    }
  }
  // Shared atoms that failed too often: their set on the whole text, which
  // answers exactly (or, if its DFA fails, each member on its own).
  for (std::size_t k = 0; shared_state_ && k < pf_.shared.size(); ++k) {
    const Prefilter::Shared& sh = pf_.shared[k];
    if (shared_state_[k] != kWhole || !Relevant(pf_.patterns[sh.members[0]].tier)) continue;
    if (SetMatch(*sh.set, text_)) {
      for (int m : found_) {
        if (Relevant(pf_.patterns[sh.members[m]].tier)) Matched(sh.members[m]);
      }
    } else {
      for (uint32_t id : sh.members) {
        if (Relevant(pf_.patterns[id].tier) && re2::RE2::PartialMatch(Piece(text_), *pf_.patterns[id].re)) {
          Matched(id);
        }
      }
    }
  }
  // Patterns with no literals: one pass of their set, if any can matter.
  bool unfiltered_relevant = false;
  for (uint32_t id : pf_.unfiltered) unfiltered_relevant |= Relevant(pf_.patterns[id].tier);
  std::vector<int> loose;  // positions in pf_.unfiltered that match
  if (unfiltered_relevant) {
    if (rules_.RunSets(*pf_.unfiltered_set, text_, &found_) != SetAnswer::kFailed) {
      loose = std::move(found_);
    } else {
      for (std::size_t k = 0; k < pf_.unfiltered.size(); ++k) {
        if (re2::RE2::PartialMatch(Piece(text_), *pf_.patterns[pf_.unfiltered[k]].re)) {
          loose.push_back(static_cast<int>(k));
        }
      }
    }
    for (int k : loose) {
      const Pattern& p = pf_.patterns[pf_.unfiltered[k]];
      if (p.tier < best_ && p.tier < limit_) best_ = p.tier;
    }
  }
  if (best_ >= limit_) return -1;
  if (indices_) {
    indices_->clear();
    EachTouched([&](uint32_t id) {
      const Pattern& p = pf_.patterns[id];
      if (state_[id] == kMatched && p.tier == best_) indices_->push_back(static_cast<int>(p.index));
    });
    for (int k : loose) {
      const Pattern& p = pf_.patterns[pf_.unfiltered[k]];
      if (p.tier == best_) indices_->push_back(static_cast<int>(p.index));
    }
    std::sort(indices_->begin(), indices_->end());
  }
  return static_cast<int>(best_);
}

int RuleSet::PrefilterClassify(std::string_view text, std::size_t limit,
                               std::vector<int>* indices) const {
  return PrefilterRun(*this, text, limit, indices).Run();
}

}  // namespace errclass
