// AnalyzePattern (pattern_info.h) and the walk of its analyzer
// (pattern_analyzer.h): alternation, concatenation, repetition, groups and
// atoms. Characters, escapes and classes are read in pattern_chars.cc.

#include "core/pattern_info.h"

#include <algorithm>
#include <string>
#include <vector>

#include "core/literal_algebra.h"
#include "core/pattern_analyzer.h"

namespace errclass {
namespace analysis {

using literal::Any;
using literal::Anchor;
using literal::Exact;
using literal::kInf;

Info Analyzer::Alternation() {
  std::vector<Info> branches;
  std::vector<bool> pairs;
  std::vector<char> chars;  // the branches that are one ASCII literal
  branches.push_back(Concatenation());
  pairs.push_back(pair_ks_);
  if (single_char_ >= 0) chars.push_back(static_cast<char>(single_char_));
  while (ok_ && i_ < p_.size() && p_[i_] == '|') {
    ++i_;
    branches.push_back(Concatenation());
    pairs.push_back(pair_ks_);
    if (single_char_ >= 0) chars.push_back(static_cast<char>(single_char_));
  }
  if (branches.size() == 1) return branches[0];  // pair_ks_ as its branch left it
  single_char_ = -1;
  // k|K is one character in both cases, like [kK] (the JavaScript syntax
  // writes k and s so).
  if (chars.size() == branches.size()) return CharsInfo(chars);
  // RE2 merges one-character alternatives into one class, and there adds
  // the Unicode folds of a [kK] or [sS] it had read as a case-folded
  // literal: [sS]|b matches the long s even case-sensitively.
  for (std::size_t b = 0; b < branches.size(); ++b) {
    if (pairs[b]) branches[b] = Any(1, 3);
  }
  pair_ks_ = false;
  return algebra_.Union(branches);
}

Info Analyzer::Concatenation() {
  Info acc = Exact("", true);
  int pieces = 0, single = -1;
  bool pair = false;
  while (ok_ && i_ < p_.size() && p_[i_] != '|' && p_[i_] != ')') {
    Info piece = Piece();
    if (!ok_) break;
    pair = pair_ks_;
    single = single_char_;
    ++pieces;
    acc = algebra_.Concat(acc, piece);
  }
  pair_ks_ = pieces == 1 && pair;
  single_char_ = pieces == 1 ? single : -1;
  return acc;
}

bool Analyzer::ReadInt(int64_t* v) {
  std::size_t start = i_;
  if (i_ + 1 < p_.size() && p_[i_] == '0' && p_[i_ + 1] >= '0' && p_[i_ + 1] <= '9') return false;
  *v = 0;
  while (i_ < p_.size() && p_[i_] >= '0' && p_[i_] <= '9') {
    *v = std::min<int64_t>(*v * 10 + (p_[i_] - '0'), 100000);
    ++i_;
  }
  return i_ > start;
}

Info Analyzer::Piece() {
  pair_ks_ = false;
  single_char_ = -1;
  Info x = Atom();
  while (ok_ && i_ < p_.size()) {
    char c = p_[i_];
    int64_t lo, hi;
    if (c == '*' || c == '+' || c == '?') {
      ++i_;
      lo = c == '+' ? 1 : 0;
      hi = c == '?' ? 1 : kInf;
    } else if (c == '{') {
      std::size_t save = i_;
      ++i_;
      if (!ReadInt(&lo)) {
        i_ = save;
        break;  // a literal '{', read by Atom next time
      }
      hi = lo;
      if (i_ < p_.size() && p_[i_] == ',') {
        ++i_;
        if (!ReadInt(&hi)) hi = kInf;
      }
      if (i_ >= p_.size() || p_[i_] != '}') {
        i_ = save;
        break;
      }
      ++i_;
    } else {
      break;
    }
    if (i_ < p_.size() && p_[i_] == '?') ++i_;  // non-greedy
    x = algebra_.Repeat(x, lo, hi);
    pair_ks_ = false;
    single_char_ = -1;
  }
  return x;
}

Info Analyzer::Atom() {
  char c = p_[i_];
  if (c == '(') {
    // The one recursion of the walk: groups nested deeper than this are
    // not modelled, so that no pattern can exhaust the stack: about 1.2 KB
    // of stack a level (up to 3 KB in a sanitizer build), so 256 levels fit
    // well within a worker thread's 4 MB. RE2 parses any nesting iteratively.
    if (depth_ == kMaxAnalyzedDepth) return Fail(), Any(0, kInf);
    ++i_;
    bool saved_ci = ci_;
    const bool capturing = i_ >= p_.size() || p_[i_] != '?' || p_.substr(i_, 2) == "?P" || p_.substr(i_, 2) == "?<";
    if (i_ < p_.size() && p_[i_] == '?') {
      ++i_;
      if (p_.substr(i_, 2) == "P<" || (i_ < p_.size() && p_[i_] == '<')) {
        std::size_t end = p_.find('>', i_);
        if (end == std::string_view::npos) return Fail(), Any(0, kInf);
        i_ = end + 1;
      } else {
        bool on = true, set_ci = ci_;
        while (i_ < p_.size() && p_[i_] != ':' && p_[i_] != ')') {
          char f = p_[i_++];
          if (f == '-') on = false;
          else if (f == 'i') set_ci = on;
          else if (f != 'm' && f != 's' && f != 'U') return Fail(), Any(0, kInf);
        }
        if (i_ >= p_.size()) return Fail(), Any(0, kInf);
        if (p_[i_] == ')') {
          // (?flags): applies to the rest of the enclosing group. RE2
          // applies a quantifier after it to the piece before it: not
          // modelled.
          ++i_;
          ci_ = set_ci;
          if (i_ < p_.size() && (p_[i_] == '*' || p_[i_] == '+' || p_[i_] == '?' || p_[i_] == '{')) {
            return Fail(), Any(0, kInf);
          }
          return Exact("", true);
        }
        ++i_;  // ':'
        ci_ = set_ci;
      }
    }
    ++depth_;
    Info inner = Alternation();
    --depth_;
    ci_ = saved_ci;
    if (i_ >= p_.size() || p_[i_] != ')') return Fail(), Any(0, kInf);
    ++i_;
    if (capturing) pair_ks_ = false, single_char_ = -1;  // RE2 merges no capturing group
    return inner;
  }
  if (c == '[') {
    ++i_;
    return Class();
  }
  if (c == '.') {
    ++i_;
    return Any(1, 4);
  }
  if (c == '^' || c == '$') {
    ++i_;
    return Anchor();
  }
  if (c == '\\') {
    const std::size_t start = i_;
    ++i_;
    uint32_t cp = 0;
    switch (Escape(&cp)) {
      case Esc::kChar:
        if (cp < 0x80 && !ci_) single_char_ = static_cast<int>(cp);
        return Literal(Utf8(cp));
      case Esc::kAscii1: return p_[start + 1] == 'C' ? Any(1, 1) : EscapeClass(start);
      case Esc::kWide: return Any(1, 4);
      case Esc::kAnchor: return Anchor();
      case Esc::kQuote: {
        std::size_t end = p_.find("\\E", i_);
        std::string_view quoted = p_.substr(i_, end == std::string_view::npos ? std::string_view::npos : end - i_);
        i_ = end == std::string_view::npos ? p_.size() : end + 2;
        Info acc = Exact("", true);
        for (std::size_t k = 0; k < quoted.size();) {
          std::size_t save = i_;
          std::string_view saved_p = p_;
          p_ = quoted;
          i_ = k;
          std::string bytes;
          bool got = CodePointBytes(&bytes);
          k = i_;
          p_ = saved_p;
          i_ = save;
          if (!got) return Any(0, kInf);
          acc = algebra_.Concat(acc, Literal(bytes));
        }
        return acc;
      }
    }
  }
  if (c == '*' || c == '+' || c == '?' || c == ')' || c == '|') {
    return Fail(), Any(0, kInf);
  }
  std::string bytes;
  if (!CodePointBytes(&bytes)) return Any(0, kInf);
  if (bytes.size() == 1 && !ci_) single_char_ = static_cast<unsigned char>(bytes[0]);
  return Literal(bytes);
}

}  // namespace analysis

PatternInfo AnalyzePattern(std::string_view pattern, bool case_insensitive,
                           std::size_t min_atom_len) {
  PatternInfo out;
  analysis::Analyzer a(pattern, case_insensitive, min_atom_len);
  literal::Info info;
  if (!a.Run(&info)) return out;  // not modelled: no atoms, unbounded
  out.max_len = info.max_len;
  std::vector<std::string> atoms;
  if (a.AtomsOf(info, &atoms)) {
    out.exact = info.has_exact && info.exact == atoms && info.fold_exact && !info.anchors;
    out.atoms = std::move(atoms);
  }
  // The longest-shortest required set that the atoms do not imply.
  auto implied = [&](const std::vector<std::string>& set) {
    for (const auto& atom : out.atoms) {
      bool contains = false;
      for (const auto& s : set) contains = contains || atom.find(s) != std::string::npos;
      if (!contains) return false;
    }
    return true;
  };
  if (!out.atoms.empty() && !out.exact) {
    for (const auto& set : info.reqs) {
      if (implied(set)) continue;
      if (out.also.empty() || literal::Shortest(set) > literal::Shortest(out.also)) out.also = set;
    }
  }
  return out;
}

}  // namespace errclass
