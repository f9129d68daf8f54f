// The exception taxonomy's fuzzy step (issue 21; docs/guide/analyze.md,
// "Fuzzy"): when no pattern matches a message, its words are compared with
// the taxonomy's exact phrases by a normalised edit distance, so that
// `permision denied`, `time out`, `conection refused` and `rate-limitted` are
// found and unrelated words are not. The one implementation
// (Taxonomy::Analyze runs it; no JavaScript copy).
//
// Pure C++17; a call allocates only its text's word list. Thread-safe
// after the phrases are added: Find() is const.
//
// Characters: the rule was first written over JavaScript strings, and its
// answers are kept for every input. A text is read as the UTF-16 units of
// the JavaScript string its UTF-8 decodes to (a byte that starts no
// well-formed character, or the three bytes of a surrogate, is one unit, as
// EncodeAnalysis counts it), lower-cased as String.prototype.toLowerCase
// does. Only ASCII letters and digits make words, so lower-casing reduces to
// A-Z, U+0130 (becomes `i` then U+0307, which ends the word) and U+212A
// KELVIN SIGN (becomes `k`); every other character separates words.

#ifndef ERROR_CLASSIFIER_CORE_FUZZY_H_
#define ERROR_CLASSIFIER_CORE_FUZZY_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace errclass {

// The Levenshtein distance of a and b (bytes), or max + 1 when it exceeds
// max; also max + 1 when either is longer than FuzzyMatcher::kMaxLength
// (such strings are never compared). Myers' bit-parallel algorithm (J. ACM
// 46(3), 1999, Hyyrö's formulation) when the shorter string has at most 64
// bytes, else a table with an early exit. max >= 0.
int EditDistance(std::string_view a, std::string_view b, int max);

// Whether 1 - EditDistance(a, b) / (the longer length) >= threshold, in
// double arithmetic (1 >= threshold for two empty strings).
bool SimilarAtLeast(std::string_view a, std::string_view b, double threshold);

class FuzzyMatcher {
 public:
  // The similarity a run of a different word count needs: a split or merged
  // word ("time out", "ratelimit"), not another word.
  static constexpr double kSplitSimilarity = 0.8;
  // Units of the text read (from its start): the rest is not compared.
  static constexpr std::size_t kMaxUnits = 16384;
  // Longer words (a run joined, a phrase joined) are never similar.
  static constexpr std::size_t kMaxLength = 128;

  // threshold: the similarity a hit needs, in (0, 1] (the taxonomy's
  // scoring.fuzzy_match_threshold).
  explicit FuzzyMatcher(double threshold = 0.6) : threshold_(threshold) {}

  // Adds phrase (a pattern as written) under id if it is one the step
  // compares: ASCII letters, spaces, `'`, `_` and `-` only, a letter at each
  // end, a lower-case letter somewhere (codes such as ETIMEDOUT are not
  // compared), and 5 letters or more. Its words are its runs of letters,
  // lower-cased. Returns whether it was added.
  bool Add(int id, std::string_view phrase);

  bool empty() const { return count_ == 0; }

  // An estimate, in bytes, of what the phrases Add kept occupy.
  std::size_t ApproximateMemory() const { return bytes_; }
  double threshold() const { return threshold_; }

  struct Hit {
    int id = -1;             // the phrase's id
    std::size_t begin = 0;   // bytes [begin, end) of the text: the run's
    std::size_t end = 0;     // first word's start to its last word's end
    double similarity = 0;   // 1 - distance / length of the longer (joined)
    std::string text;        // the run's words, lower case, one space apart
    std::string first_word;  // the run's first word, lower case
  };

  // The best hit in text (UTF-8, any bytes; its first kMaxUnits units), or
  // false with *hit untouched. A phrase of k words is compared with every
  // run of k - 1, k or k + 1 consecutive words (at least 1) of the text that
  // holds no stop word (a, the, not, does, ...: "does not work" is not
  // "network"), begins with the phrase's first letter and, joined, is at
  // least 3/4 as long as the phrase joined (or the reverse). The two joined
  // strings' similarity must reach the threshold (kSplitSimilarity and the
  // threshold for a run of k - 1 or k + 1 words) and, for runs of exactly
  // k > 1 words, so must that of each word with its counterpart
  // ("permission granted" is not "permission denied"). The best similarity
  // wins, then the smaller id, then the earlier run, then the fewer words.
  bool Find(std::string_view text, Hit* hit) const;

 private:
  struct Phrase {
    int id = 0;
    std::vector<std::string> words;
    std::string joined;
    uint32_t letters = 0;  // bit i: the letter 'a' + i occurs
  };
  double threshold_;
  std::size_t count_ = 0;
  std::size_t bytes_ = 0;
  std::array<std::vector<Phrase>, 26> by_first_;  // by the first letter, in Add order
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_FUZZY_H_
