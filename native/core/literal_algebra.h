// The algebra behind AnalyzePattern (pattern_info.h): what is known about the
// strings a piece of a pattern matches, and how that combines under
// concatenation, alternation and repetition. Internal to native/core.

#ifndef ERROR_CLASSIFIER_CORE_LITERAL_ALGEBRA_H_
#define ERROR_CLASSIFIER_CORE_LITERAL_ALGEBRA_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace errclass {
namespace literal {

constexpr std::size_t kMaxStrings = 16;   // exact sets and atom sets
constexpr std::size_t kMaxStringLen = 64;
constexpr int64_t kInf = -1;
constexpr std::size_t kMaxReqSets = 8;

// What is known about the language of a piece of a pattern.
struct Info {
  bool has_exact = false;            // exact holds the whole language
  std::vector<std::string> exact;    // ASCII-folded strings; may hold ""
  bool fold_exact = false;           // language == all ASCII case variants
  bool has_req = false;
  std::vector<std::string> req;      // every match contains one of these
  bool has_tail = false;             // every match ends with one of tail
  std::vector<std::string> tail;
  // Usable required sets besides req, each sorted (at most kMaxReqSets):
  // every match contains one string of each.
  std::vector<std::vector<std::string>> reqs;
  int64_t min_len = 0;
  int64_t max_len = 0;               // kInf: unbounded
  bool anchors = false;              // zero-width assertions inside
};

// The language {s}; fold_exact: s stands for all its ASCII case variants.
Info Exact(std::string s, bool fold_exact);
// Some string of min_len to max_len bytes; nothing else known.
Info Any(int64_t min_len, int64_t max_len);
// A zero-width assertion (^, $, \b, ...).
Info Anchor();
// Lower-cases an ASCII letter.
char Fold(char c);
// Sorts *v and removes repeats.
void Dedupe(std::vector<std::string>* v);
// Every x + y (x from a, y from b) into *out, deduplicated. Returns false,
// leaving *out unspecified, if one is longer than kMaxStringLen.
bool Cross(const std::vector<std::string>& a, const std::vector<std::string>& b,
           std::vector<std::string>* out);
// The length of the shortest string of v (SIZE_MAX if v is empty).
std::size_t Shortest(const std::vector<std::string>& v);

// Combinations. Atoms (the strings a match must contain) shorter than
// min_atom bytes are never used.
class Algebra {
 public:
  explicit Algebra(std::size_t min_atom) : min_atom_(min_atom) {}

  // The usable atom set of info, if any: its exact strings, or its required
  // set, as long as every atom has at least min_atom bytes.
  bool AtomsOf(const Info& info, std::vector<std::string>* atoms) const;
  Info Concat(const Info& a, const Info& b) const;
  Info Union(const std::vector<Info>& branches) const;
  // x{lo,hi}; hi == kInf for no upper bound.
  Info Repeat(const Info& x, int64_t lo, int64_t hi) const;

 private:
  bool Usable(const std::vector<std::string>& set) const;
  // Keeps the better of into's required set and from's atoms.
  void OfferReq(Info* into, const Info& from) const;
  // Offers into's tail (every match ends with, so contains, one of them).
  void OfferTail(Info* into) const;

  std::size_t min_atom_;
};

}  // namespace literal
}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_LITERAL_ALGEBRA_H_
