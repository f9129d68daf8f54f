#include "core/literal_algebra.h"

#include <algorithm>

namespace errclass {
namespace literal {
namespace {

int64_t AddLen(int64_t a, int64_t b) {
  if (a == kInf || b == kInf) return kInf;
  return a + b > (int64_t{1} << 40) ? kInf : a + b;
}

// Records a required set among into->reqs, once.
void AddReqSet(Info* into, const std::vector<std::string>& set) {
  if (into->reqs.size() >= kMaxReqSets) return;
  for (const auto& r : into->reqs) {
    if (r == set) return;
  }
  into->reqs.push_back(set);
}

}  // namespace

Info Exact(std::string s, bool fold_exact) {
  Info i;
  i.has_exact = true;
  i.fold_exact = fold_exact;
  i.min_len = i.max_len = static_cast<int64_t>(s.size());
  i.exact.push_back(std::move(s));
  return i;
}

Info Any(int64_t min_len, int64_t max_len) {
  Info i;
  i.min_len = min_len;
  i.max_len = max_len;
  return i;
}

Info Anchor() {
  Info i = Exact("", true);
  i.anchors = true;
  return i;
}

char Fold(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c + 32) : c; }

void Dedupe(std::vector<std::string>* v) {
  std::sort(v->begin(), v->end());
  v->erase(std::unique(v->begin(), v->end()), v->end());
}

bool Cross(const std::vector<std::string>& a, const std::vector<std::string>& b,
           std::vector<std::string>* out) {
  out->clear();
  for (const auto& x : a) {
    for (const auto& y : b) {
      if (x.size() + y.size() > kMaxStringLen) return false;
      out->push_back(x + y);
    }
  }
  Dedupe(out);
  return true;
}

std::size_t Shortest(const std::vector<std::string>& v) {
  std::size_t m = SIZE_MAX;
  for (const auto& s : v) m = std::min(m, s.size());
  return m;
}

// The usable atom set of info, if any: its exact strings, or its required
// set, as long as every atom has at least min_atom_ bytes.
bool Algebra::AtomsOf(const Info& info, std::vector<std::string>* atoms) const {
  if (info.has_exact && Usable(info.exact)) {
    *atoms = info.exact;
    return true;
  }
  if (info.has_req && Usable(info.req)) {
    *atoms = info.req;
    return true;
  }
  return false;
}

bool Algebra::Usable(const std::vector<std::string>& set) const {
  if (set.empty()) return false;
  for (const auto& s : set) {
    if (s.size() < min_atom_) return false;
  }
  return true;
}

// Prefers the atom set whose shortest atom is longest, then the smaller.
void Algebra::OfferReq(Info* into, const Info& from) const {
  std::vector<std::string> cand;
  if (!AtomsOf(from, &cand)) return;
  AddReqSet(into, cand);
  if (!into->has_req || Shortest(cand) > Shortest(into->req) ||
      (Shortest(cand) == Shortest(into->req) && cand.size() < into->req.size())) {
    into->has_req = true;
    into->req = std::move(cand);
  }
}

void Algebra::OfferTail(Info* into) const {
  if (!into->has_tail) return;
  Info t;
  t.has_exact = true;
  t.exact = into->tail;
  OfferReq(into, t);
}

Info Algebra::Concat(const Info& a, const Info& b) const {
  Info r;
  r.min_len = a.min_len + b.min_len;
  r.max_len = AddLen(a.max_len, b.max_len);
  r.anchors = a.anchors || b.anchors;
  if (a.has_exact && b.has_exact && a.exact.size() * b.exact.size() <= kMaxStrings) {
    r.has_exact = Cross(a.exact, b.exact, &r.exact);
    r.fold_exact = a.fold_exact && b.fold_exact;
    if (!r.has_exact) r.exact.clear();
  }
  // The exact strings a match ends with: grows across a run of exact
  // pieces that follows an inexact one ("rate.?limit" ends with "limit").
  const std::vector<std::string>* head = a.has_exact ? &a.exact : a.has_tail ? &a.tail : nullptr;
  if (b.has_exact) {
    r.has_tail = true;
    r.tail = b.exact;
    std::vector<std::string> joined;
    if (head && head->size() * b.exact.size() <= kMaxStrings && Cross(*head, b.exact, &joined)) {
      r.tail = std::move(joined);
    }
  } else if (b.has_tail) {
    r.has_tail = true;
    r.tail = b.tail;
  }
  for (const Info* piece : {&a, &b}) {
    for (const auto& set : piece->reqs) AddReqSet(&r, set);
  }
  OfferReq(&r, a);
  OfferReq(&r, b);
  if (r.has_exact) OfferReq(&r, r);
  OfferTail(&r);
  return r;
}

Info Algebra::Union(const std::vector<Info>& branches) const {
  Info r = branches.front();
  r.has_req = false;
  r.req.clear();
  r.has_tail = false;  // a branch's tail says nothing of the others
  r.tail.clear();
  bool all_req = true;
  std::vector<std::string> req;
  for (std::size_t k = 0; k < branches.size(); ++k) {
    const Info& b = branches[k];
    if (k > 0) {
      r.min_len = std::min(r.min_len, b.min_len);
      r.max_len = (r.max_len == kInf || b.max_len == kInf) ? kInf : std::max(r.max_len, b.max_len);
      r.anchors = r.anchors || b.anchors;
      r.fold_exact = r.fold_exact && b.fold_exact;
      if (r.has_exact && b.has_exact) {
        r.exact.insert(r.exact.end(), b.exact.begin(), b.exact.end());
      } else {
        r.has_exact = false;
      }
    }
    std::vector<std::string> atoms;
    if (AtomsOf(b, &atoms)) {
      req.insert(req.end(), atoms.begin(), atoms.end());
    } else {
      all_req = false;
    }
  }
  if (r.has_exact) {
    Dedupe(&r.exact);
    if (r.exact.size() > kMaxStrings) {
      r.has_exact = false;
      r.exact.clear();
    }
  } else {
    r.exact.clear();
  }
  Dedupe(&req);
  r.reqs.clear();  // a branch's required sets say nothing of the others
  if (all_req && req.size() <= kMaxStrings) {
    r.has_req = true;
    r.req = std::move(req);
    r.reqs.push_back(r.req);
  }
  return r;
}

Info Algebra::Repeat(const Info& x, int64_t lo, int64_t hi) const {
  Info r;
  r.anchors = x.anchors;
  r.min_len = x.min_len * lo;
  r.max_len = (hi == kInf || x.max_len == kInf) ? kInf
            : (x.max_len * hi > (int64_t{1} << 40) ? kInf : x.max_len * hi);
  if (hi != kInf && hi <= 8 && x.has_exact) {
    // The union of x^k for k in [lo, hi], if small.
    std::vector<std::string> all, power{""};
    bool fits = true;
    for (int64_t k = 0; k <= hi && fits; ++k) {
      if (k > 0) {
        std::vector<std::string> next;
        fits = Cross(power, x.exact, &next) && next.size() <= kMaxStrings;
        power = std::move(next);
      }
      if (fits && k >= lo) all.insert(all.end(), power.begin(), power.end());
    }
    Dedupe(&all);
    if (fits && all.size() <= kMaxStrings) {
      r.has_exact = true;
      r.fold_exact = x.fold_exact;
      r.exact = std::move(all);
    }
  }
  if (lo >= 1) {
    for (const auto& set : x.reqs) AddReqSet(&r, set);
    OfferReq(&r, x);
  }
  if (r.has_exact) OfferReq(&r, r);
  // The exact strings a match ends with: the last k copies of x (k <= lo).
  // Copies are added while they add no alternatives ("(?:ab){5,}" ends with
  // "ababababab"), or until the strings are one byte short of an atom, so
  // that what follows completes them ("a[ab]{20}c" ends with the four
  // strings of "[ab][ab]c", each with its c). A single copy says no more
  // than x itself, and is not used.
  if (lo >= 2 && !r.has_exact && x.has_exact) {
    std::vector<std::string> power{""};
    int64_t k = 0;
    while (k < lo) {
      std::vector<std::string> next;
      if (!Cross(power, x.exact, &next) || next.size() > kMaxStrings) break;
      if (k > 0 && next.size() > power.size() && Shortest(power) + 1 >= min_atom_) break;
      power = std::move(next);
      ++k;
    }
    if (k >= 2) {
      r.has_tail = true;
      r.tail = std::move(power);
    }
  } else if (lo >= 1 && x.has_tail) {
    r.has_tail = true;
    r.tail = x.tail;
  }
  OfferTail(&r);
  return r;
}

}  // namespace literal
}  // namespace errclass
