#include "core/fuzzy.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "core/utf16.h"

// The comparisons below are the double arithmetic the rule was defined with
// (products and sums rounded one by one): this file is compiled with
// -ffp-contract=off (CMakeLists.txt), so no multiply-add is fused.

namespace errclass {
namespace {

// Words that never take part in a comparison.
constexpr std::string_view kStopWords[] = {
    "a",   "an",  "the",  "to",   "of",   "in",  "on",   "at",  "by",     "for",  "with", "from", "and",
    "or",  "not", "no",   "nor",  "is",   "are", "was",  "were", "be",    "been", "it",   "its",  "this",
    "that", "as", "if",   "do",   "does", "did", "can",  "cannot", "will", "has", "have", "had",  "you",
    "we",  "i",   "my",   "your", "our",
};
constexpr std::size_t kStopMax = 6;  // the longest stop word

// A word of at most 7 bytes as one integer (its bytes, then its length).
constexpr uint64_t Key(std::string_view w) {
  uint64_t k = w.size();
  for (std::size_t i = 0; i < w.size(); ++i) k |= uint64_t{static_cast<unsigned char>(w[i])} << (8 * (i + 1));
  return k;
}

// The stop words' keys in an open-addressed table (128 slots, 0: empty).
constexpr std::size_t Slot(uint64_t key) { return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ULL) >> 57); }

struct StopTable {
  uint64_t slots[128] = {};
  constexpr StopTable() {
    for (std::string_view w : kStopWords) {
      std::size_t i = Slot(Key(w));
      while (slots[i] != 0) i = (i + 1) & 127;
      slots[i] = Key(w);
    }
  }
};
constexpr StopTable kStopTable;

bool IsStopWord(std::string_view w) {
  if (w.size() > kStopMax) return false;
  const uint64_t k = Key(w);
  for (std::size_t i = Slot(k);; i = (i + 1) & 127) {
    if (kStopTable.slots[i] == k) return true;
    if (kStopTable.slots[i] == 0) return false;
  }
}

uint32_t LetterMask(std::string_view w) {
  uint32_t m = 0;
  for (char c : w)
    if (c >= 'a' && c <= 'z') m |= 1u << (c - 'a');
  return m;
}

int Popcount(uint32_t x) {
  int n = 0;
  for (; x; x &= x - 1) ++n;
  return n;
}

bool IsLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool IsLower(char c) { return c >= 'a' && c <= 'z'; }
char Lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c + 32) : c; }

// Myers' distance with bits over p (1 to 64 bytes), scanning t. peq[c]:
// bit i set when p[i] is c; all zero before and after the call (it clears
// the entries it set), so a caller clears the table once for many calls.
int Myers64(std::string_view p, std::string_view t, uint64_t* peq) {
  const std::size_t n = p.size();
  for (std::size_t i = 0; i < n; ++i) peq[static_cast<unsigned char>(p[i])] |= uint64_t{1} << i;
  const uint64_t last = uint64_t{1} << (n - 1);
  uint64_t pv = ~uint64_t{0};
  uint64_t mv = 0;
  int score = static_cast<int>(n);
  for (char c : t) {
    uint64_t eq = peq[static_cast<unsigned char>(c)];
    const uint64_t xv = eq | mv;
    eq |= ((eq & pv) + pv) ^ pv;
    mv |= ~(eq | pv);
    pv &= eq;
    if (mv & last) ++score;
    if (pv & last) --score;
    mv = (mv << 1) | 1;
    pv = (pv << 1) | ~(xv | mv);
    mv &= xv;
  }
  for (char c : p) peq[static_cast<unsigned char>(c)] = 0;
  return score;
}

// The UTF-16 units before byte `at` reach FuzzyMatcher::kMaxUnits: the byte
// offset where the text read ends (a character that would cross the limit
// is left out: only half of a surrogate pair, never a letter).
std::size_t ReadLimit(std::string_view text) {
  const std::size_t limit = FuzzyMatcher::kMaxUnits;
  if (text.size() <= limit) return text.size();  // a unit takes a byte at least
  const auto* b = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t pos = 0;
  std::size_t units = 0;
  while (pos < n && units < limit) {
    if (b[pos] < 0x80) {
      ++pos;
      ++units;
      continue;
    }
    const std::size_t len = WellFormedUtf8At(b, pos, n);
    if (len == 4) {
      if (units + 2 > limit) break;
      units += 2;
      pos += 4;
    } else if (len) {
      units += 1;
      pos += len;
    } else {
      units += 1;
      pos += Utf8SurrogateAt(b, pos, n) ? 3 : 1;
    }
  }
  return pos;
}

struct Word {
  std::size_t begin;  // bytes of the text
  std::size_t end;
  std::size_t at;  // its lower-case letters: chars[at, at + len)
  std::size_t len;
};

// The words of text[0, limit) as the rule reads them (see fuzzy.h).
void WordsOf(std::string_view text, std::size_t limit, std::vector<Word>* words, std::string* chars) {
  const auto* b = reinterpret_cast<const unsigned char*>(text.data());
  bool in = false;
  const auto close = [&](std::size_t end) {
    if (!in) return;
    words->back().end = end;
    words->back().len = chars->size() - words->back().at;
    in = false;
  };
  const auto put = [&](std::size_t begin, char c) {
    if (!in) {
      words->push_back({begin, begin, chars->size(), 0});
      in = true;
    }
    chars->push_back(c);
  };
  std::size_t i = 0;
  while (i < limit) {
    const unsigned char c = b[i];
    if ((c >= '0' && c <= '9') || IsLower(static_cast<char>(c))) {
      put(i, static_cast<char>(c));
      ++i;
    } else if (c >= 'A' && c <= 'Z') {
      put(i, static_cast<char>(c + 32));
      ++i;
    } else if (c == 0xC4 && i + 1 < limit && b[i + 1] == 0xB0) {  // U+0130: "i" and U+0307
      put(i, 'i');
      i += 2;
      close(i);
    } else if (c == 0xE2 && i + 2 < limit && b[i + 1] == 0x84 && b[i + 2] == 0xAA) {  // U+212A: "k"
      put(i, 'k');
      i += 3;
    } else {
      close(i);
      ++i;
    }
  }
  close(limit);
}

// EditDistance with the caller's zeroed Myers table (256 entries).
int Distance(std::string_view a, std::string_view b, int max, uint64_t* peq) {
  const std::size_t la = a.size();
  const std::size_t lb = b.size();
  const std::size_t diff = la > lb ? la - lb : lb - la;
  if (max < 0) max = 0;
  if (diff > static_cast<std::size_t>(max) || la > FuzzyMatcher::kMaxLength || lb > FuzzyMatcher::kMaxLength) {
    return max + 1;
  }
  if (la == 0 || lb == 0) {
    const int d = static_cast<int>(la + lb);
    return d > max ? max + 1 : d;
  }
  const std::string_view s = la <= lb ? a : b;  // the shorter
  const std::string_view t = la <= lb ? b : a;
  if (s.size() <= 64) {
    const int d = Myers64(s, t, peq);
    return d > max ? max + 1 : d;
  }
  int prev[FuzzyMatcher::kMaxLength + 1];
  int cur[FuzzyMatcher::kMaxLength + 1];
  const std::size_t n = t.size();
  for (std::size_t j = 0; j <= n; ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= s.size(); ++i) {
    cur[0] = static_cast<int>(i);
    int row_min = cur[0];
    for (std::size_t j = 1; j <= n; ++j) {
      const int del = prev[j] + 1;
      const int ins = cur[j - 1] + 1;
      const int sub = prev[j - 1] + (s[i - 1] == t[j - 1] ? 0 : 1);
      const int v = std::min(std::min(del, ins), sub);
      cur[j] = v;
      row_min = std::min(row_min, v);
    }
    if (row_min > max) return max + 1;
    std::memcpy(prev, cur, (n + 1) * sizeof(int));
  }
  return prev[n] > max ? max + 1 : prev[n];
}

bool Similar(std::string_view a, std::string_view b, double threshold, uint64_t* peq) {
  const std::size_t len = std::max(a.size(), b.size());
  if (len == 0) return 1 >= threshold;
  const double bound = std::floor((1 - threshold) * static_cast<double>(len) + 1e-9) + 1;
  const int max = bound > static_cast<double>(FuzzyMatcher::kMaxLength) ? static_cast<int>(FuzzyMatcher::kMaxLength) + 1 : static_cast<int>(bound);
  const int d = Distance(a, b, max, peq);
  return d <= max && 1 - static_cast<double>(d) / static_cast<double>(len) >= threshold;
}

}  // namespace

int EditDistance(std::string_view a, std::string_view b, int max) {
  uint64_t peq[256] = {};
  return Distance(a, b, max, peq);
}

bool SimilarAtLeast(std::string_view a, std::string_view b, double threshold) {
  uint64_t peq[256] = {};
  return Similar(a, b, threshold, peq);
}

bool FuzzyMatcher::Add(int id, std::string_view phrase) {
  if (phrase.size() < 2 || !IsLetter(phrase.front()) || !IsLetter(phrase.back())) return false;
  bool lower = false;
  for (char c : phrase) {
    if (!IsLetter(c) && c != ' ' && c != '\'' && c != '_' && c != '-') return false;
    lower = lower || IsLower(c);
  }
  if (!lower) return false;
  Phrase p;
  p.id = id;
  std::string word;
  for (std::size_t i = 0; i <= phrase.size(); ++i) {
    if (i < phrase.size() && IsLetter(phrase[i])) {
      word.push_back(Lower(phrase[i]));
    } else if (!word.empty()) {
      p.joined += word;
      p.words.push_back(std::move(word));
      word.clear();
    }
  }
  if (p.joined.size() < 5) return false;
  p.letters = LetterMask(p.joined);
  bytes_ += sizeof(Phrase) + 2 * p.joined.size() + p.words.size() * (sizeof(std::string) + 8);
  by_first_[static_cast<std::size_t>(p.joined[0] - 'a')].push_back(std::move(p));
  ++count_;
  return true;
}

bool FuzzyMatcher::Find(std::string_view text, Hit* hit) const {
  if (count_ == 0) return false;
  const std::size_t limit = ReadLimit(text);
  std::vector<Word> words;
  words.reserve(limit / 6 + 1);
  std::string chars;
  chars.reserve(limit);
  WordsOf(text, limit, &words, &chars);
  uint64_t peq[256] = {};  // Myers' table, zero between uses
  const std::size_t n = words.size();
  const auto word = [&](std::size_t j) { return std::string_view(chars).substr(words[j].at, words[j].len); };
  std::vector<uint32_t> masks(n);
  std::vector<char> stop(n);
  std::vector<std::size_t> ends(n + 1, 0);  // ends[j]: letters of words[0, j)
  for (std::size_t j = 0; j < n; ++j) {
    masks[j] = LetterMask(word(j));
    stop[j] = IsStopWord(word(j)) ? 1 : 0;
    ends[j + 1] = ends[j] + words[j].len;
  }
  // The most edits a run may need against a phrase, by the longer length
  // (0 to kMaxLength; beyond, nothing is compared) and by whether the run
  // has the phrase's word count (0) or one more or less (1).
  const double split = std::max(threshold_, kSplitSimilarity);
  int max_edits[2][kMaxLength + 1];
  for (std::size_t len = 0; len <= kMaxLength; ++len) {
    max_edits[0][len] = static_cast<int>(std::floor((1 - threshold_) * static_cast<double>(len) + 1e-9));
    max_edits[1][len] = static_cast<int>(std::floor((1 - split) * static_cast<double>(len) + 1e-9));
  }
  bool found = false;
  int best_id = -1;
  double best_sim = 0;
  std::size_t best_i = 0;
  std::size_t best_m = 0;
  std::string joined;
  for (std::size_t i = 0; i < n; ++i) {
    if (stop[i]) continue;
    const char first = chars[words[i].at];
    if (first < 'a' || first > 'z') continue;
    for (const Phrase& p : by_first_[static_cast<std::size_t>(first - 'a')]) {
      const std::size_t k = p.words.size();
      for (std::size_t m = std::max<std::size_t>(1, k - 1); m <= k + 1 && i + m <= n; ++m) {
        if (m > 1 && stop[i + m - 1]) break;
        const std::size_t len = ends[i + m] - ends[i];
        const std::size_t longer = std::max(len, p.joined.size());
        if (std::min(len, p.joined.size()) * 4 < longer * 3) continue;
        if (longer > kMaxLength) continue;  // never similar (EditDistance)
        const int max = max_edits[m == k ? 0 : 1][longer];
        // Each letter one side has and the other lacks costs an edit at least.
        uint32_t run = 0;
        for (std::size_t j = i; j < i + m; ++j) run |= masks[j];
        if (Popcount(p.letters & ~run) > max || Popcount(run & ~p.letters) > max) continue;
        if (m == k && k > 1 && !Similar(word(i), p.words[0], threshold_, peq)) continue;
        joined.clear();
        for (std::size_t j = i; j < i + m; ++j) joined.append(word(j));
        const int d = Distance(joined, p.joined, max, peq);
        if (d > max) continue;
        const double sim = 1 - static_cast<double>(d) / static_cast<double>(longer);
        if (m != k && sim < kSplitSimilarity) continue;
        if (m == k && k > 1) {
          bool each = true;
          for (std::size_t j = 0; j < k && each; ++j) each = Similar(word(i + j), p.words[j], threshold_, peq);
          if (!each) continue;
        }
        if (!found || sim > best_sim || (sim == best_sim && p.id < best_id)) {
          found = true;
          best_id = p.id;
          best_sim = sim;
          best_i = i;
          best_m = m;
        }
      }
    }
  }
  if (!found) return false;
  hit->id = best_id;
  hit->similarity = best_sim;
  hit->begin = words[best_i].begin;
  hit->end = words[best_i + best_m - 1].end;
  hit->first_word.assign(word(best_i));
  hit->text.clear();
  for (std::size_t j = best_i; j < best_i + best_m; ++j) {
    if (j > best_i) hit->text.push_back(' ');
    hit->text.append(word(j));
  }
  return true;
}

}  // namespace errclass
