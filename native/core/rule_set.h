// The classification engine: an ordered list of tiers of regular expressions,
// compiled once into RE2 sets, answering "which tier matches this text first".
//
// Pure C++17 on Google RE2; no Node.js headers. Thread-safe after Compile():
// every const method may be called from several threads at once.

#ifndef ERROR_CLASSIFIER_CORE_RULE_SET_H_
#define ERROR_CLASSIFIER_CORE_RULE_SET_H_

#include <cstddef>
#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "re2/re2.h"

namespace errclass {

// How pattern text is read.
enum class Syntax {
  // RE2's own syntax (https://github.com/google/re2/wiki/Syntax). With
  // case_insensitive, letters fold by Unicode simple case folding.
  kRE2,
  // The pattern is read the way a JavaScript RegExp without the `u` flag reads
  // it, translated to RE2 by TranslateJavaScript() (js_syntax.h): `.` never
  // matches \n, \r, U+2028, U+2029 or a whole astral character; with
  // case_insensitive an ASCII letter matches only its two ASCII cases, so the
  // Kelvin sign never matches `k` nor the long s `s`.
  kJavaScript,
};

// One tier: a category and the patterns that put a text into it.
struct Tier {
  std::string category;
  std::vector<std::string> patterns;
  // Optional; when given, one per pattern: "" for none, or a numeric
  // condition on the pattern's named capture groups (condition.h), such as
  // "output >= window". A pattern with a condition counts as matching a
  // text only when the condition holds for its leftmost match there. Cost:
  // a text whose first matching tier has conditions is matched again
  // (native/core/DESIGN.md), so keep conditional patterns in small tiers
  // that few texts reach first.
  std::vector<std::string> conditions;
};

// Everything a rule set is made of. Plain data; Compile() checks it.
struct RuleSetSpec {
  std::vector<Tier> tiers;           // in priority order; may be empty
  std::string default_category;      // the answer when no tier matches
  bool case_insensitive = false;
  Syntax syntax = Syntax::kRE2;
  // RE2 memory budget, in bytes, of each compiled set (tier and whole rule
  // set). 0 means the default, kDefaultMaxMem. When matching needs more than
  // the budget for its DFA, matching falls back to a slower correct path.
  int64_t max_mem = 0;
  // Match pattern by pattern with RE2 instead of through each tier's
  // RE2::Set. This is the path matching takes when a set's DFA fails; it is
  // slower, and exists so that tests and diagnostics can run it on purpose.
  bool pattern_by_pattern = false;
  // Use the literal prefilter (native/core/DESIGN.md) where the patterns allow it.
  // Answers are the same either way; off is for tests and benchmarks.
  bool prefilter = true;
};

inline constexpr int64_t kDefaultMaxMem = int64_t{64} << 20;

// One pattern that could not be compiled.
// What a PatternError is about.
enum class PatternErrorKind {
  kSyntax,     // RE2 (or the JavaScript translator) rejected the pattern
  kLimit,      // the pattern exceeds one of RuleSet's limits (kMaxGroups)
  kCondition,  // the pattern's condition cannot be read or applied
};

// The kind's name as lib/native.ts spells it: "syntax", "limit", "condition".
const char* PatternErrorKindName(PatternErrorKind kind);

struct PatternError {
  std::size_t tier = 0;      // 0-based tier position
  std::size_t index = 0;     // 0-based position of the pattern in its tier
  std::string pattern;       // the pattern as given
  std::string message;       // RE2's own message (or the translator's, ours)
  PatternErrorKind kind = PatternErrorKind::kSyntax;
};

enum class CompileErrorKind {
  kNone = 0,
  kBadPattern,   // one or more patterns rejected; see CompileError::patterns
  kTooLarge,     // the rule set as a whole exceeds its RE2 memory budget
};

// The kind's name as lib/native.ts spells it: "bad_pattern", "too_large"
// ("none" for kNone). Both bindings (Node-API and WebAssembly) report it.
const char* CompileErrorKindName(CompileErrorKind kind);

struct CompileError {
  CompileErrorKind kind = CompileErrorKind::kNone;
  std::string message;                 // one line saying what is wrong
  std::vector<PatternError> patterns;  // every bad pattern, in rule-set order
};

// The answer of RuleSet::Classify (a Classification in lib/classifier.ts).
struct Classification {
  int tier = -1;                // first matching tier, or -1 for no match
  std::vector<int> indices;     // its matching pattern indices, ascending
};

// One capture group of a pattern's leftmost match.
struct Capture {
  std::string name;                  // group name, or "" for an unnamed group
  std::optional<std::string> value;  // std::nullopt if the group took no part
};

class ChunkedSet;  // rule_set_internal.h

class RuleSet {
 public:
  // The most capturing groups a pattern may have; Compile rejects a pattern
  // with more as a kLimit error (why this bound: rule_set.cc, Compile).
  static constexpr int kMaxGroups = 256;

  // Compiles spec. On success returns the rule set and leaves *error
  // untouched. On failure returns nullptr and fills *error (which must not be
  // NULL): kind kBadPattern lists every pattern RE2 rejects (bad syntax, or
  // syntax RE2 does not support such as look-around and back-references),
  // each with its tier, index, text and RE2's message; kind kTooLarge says
  // the rule set as a whole does not fit its memory budget. An empty pattern
  // is valid (it matches every text); callers that forbid it check first.
  // RE2 never writes to stderr on behalf of a rule set. A condition that
  // cannot be parsed, or names a group its pattern does not have, is a bad
  // pattern too (its message says so); so is a conditions list whose length
  // is not the tier's pattern count, and a pattern with more than kMaxGroups
  // capturing groups. Compiling uses bounded stack for any pattern.
  static std::unique_ptr<RuleSet> Compile(const RuleSetSpec& spec,
                                          CompileError* error);

  ~RuleSet();
  RuleSet(const RuleSet&) = delete;
  RuleSet& operator=(const RuleSet&) = delete;

  // The first tier, in tier order, that has a pattern matching anywhere in
  // text (unanchored search), and which patterns of that tier match, sorted;
  // tier -1 and no indices if none does. Text is UTF-8 and may contain NUL
  // bytes; bytes that are not valid UTF-8 match no character class and no
  // literal. A pattern with a condition matches only where its condition
  // holds (see Tier). Never fails: when RE2's DFA runs out of memory on
  // text, the answer comes from a slower path that is still correct (RE2's
  // NFA, pattern by pattern). The answer is the same whichever path
  // matching takes (literal prefilter, tiers' sets, pattern by pattern;
  // native/core/DESIGN.md says which runs when).
  // Binding: classify; WebAssembly: ec_classify (lib/native.ts has the map).
  Classification Classify(std::string_view text) const;

  // Classify(text).tier, without collecting the indices. C++ only (tests
  // and fuzzing compare it with Classify and Category).
  int ClassifyTier(std::string_view text) const;

  // A tier whose category is text's category: ClassifyTier(text), except
  // that it may answer -1 instead of a trailing tier whose category is the
  // default category (the same category, found without running those
  // tiers). The fastest call. Binding: category and classifyMany;
  // WebAssembly: ec_category.
  int Category(std::string_view text) const;

  // Capture groups of the leftmost match of pattern (tier, index) in text.
  // Returns false, leaving *out empty, if that pattern does not match or if
  // (tier, index) names no pattern. Groups come in the order of their opening
  // parentheses.
  bool Captures(std::size_t tier, std::size_t index, std::string_view text,
                std::vector<Capture>* out) const;

  // Whether tier and index, numbers as a binding receives them (from
  // JavaScript: any double, NaN and Infinity included), are whole and name a
  // pattern of this rule set; if so, sets *t and *i to them.
  bool PatternAt(double tier, double index, std::size_t* t, std::size_t* i) const;

  std::size_t num_tiers() const { return tiers_.size(); }
  // How many patterns the literal prefilter covers (have atoms).
  std::size_t num_prefiltered() const;
  // How many literals check the many patterns they stand for through one
  // RE2::Set around each candidate, instead of one RE2 per pattern.
  std::size_t num_shared_literals() const;
  std::size_t num_patterns(std::size_t tier) const;
  const std::string& category(std::size_t tier) const;
  const std::string& default_category() const { return default_category_; }

  // The pattern RE2 compiled for (tier, index): the given text for
  // Syntax::kRE2, the translation for Syntax::kJavaScript.
  const std::string& compiled_pattern(std::size_t tier,
                                      std::size_t index) const;

  // How many times a set's DFA failed and matching fell back to the slower
  // path since Compile(). RE2 checks at Set::Compile() that its DFA has room
  // for its largest states, so this stays 0 in practice; the fallback is
  // there so that a failure can never read as "no match".
  uint64_t fallback_count() const;

  // An estimate, in bytes, of the memory this rule set holds once compiled:
  // RE2's programs (each pattern's, the tiers' sets and the sets the
  // prefilter builds), at what RE2 allocates per instruction for a program
  // and its DFA's work queues, and the pattern texts. Searches may add DFA
  // states on top, up to each program's share of the memory budget.
  std::size_t ApproximateMemory() const { return approximate_memory_; }

  // The constants of that estimate, measured (rule_set.cc EstimateMemory):
  // bytes per RE2 program instruction, and per compiled pattern besides.
  static constexpr std::size_t kBytesPerInstruction = 32;
  static constexpr std::size_t kBytesPerPattern = 3800;

 private:
  struct CompiledTier;
  struct Prefilter;
  class PrefilterRun;  // one call of PrefilterClassify (prefilter_run.cc)
  RuleSet();

  // Builds prefilter_ (left null when no pattern has literals). Returns false
  // if the set of patterns without literals does not fit the memory budget.
  bool BuildPrefilter(const re2::RE2::Options& options, bool ci);

  // How an RE2::Set answered: nothing matched, something did, or its DFA
  // ran out of memory (a failure, not a "no match").
  enum class SetAnswer { kNone, kSome, kFailed };
  // Matches set on text, unanchored, with the matching positions sorted
  // into *found if not NULL; a failure is counted in fallback_count().
  SetAnswer RunSet(const re2::RE2::Set& set, std::string_view text,
                   std::vector<int>* found) const;
  // The same over every chunk of sets (ChunkedSet, rule_set_internal.h),
  // indices counted across chunks; without found, it stops at the first
  // chunk that matches.
  SetAnswer RunSets(const ChunkedSet& sets, std::string_view text,
                    std::vector<int>* found) const;

  // Whether any pattern of t matches text; fills *indices (if not NULL)
  // with the matching ones, ascending. Uses t's sets, and when one fails
  // (DFA out of memory) the slow correct path: pattern by pattern with
  // RE2, which itself falls back from its DFA to its NFA.
  bool TierMatches(const CompiledTier& t, std::string_view text,
                   std::vector<int>* indices) const;

  // The first tier below limit whose patterns match text, conditions
  // applied, or -1; its matching patterns in *indices if not NULL. The one
  // path of ClassifyTier, Category and Classify.
  int FirstTier(std::string_view text, std::size_t limit,
                std::vector<int>* indices) const;

  // Applies the patterns' conditions to tier, the first tier below limit
  // that a path found matching text (-1: none), whose matching patterns are
  // *indices when indices is not NULL: returns the first tier from there
  // whose matching patterns include one without a condition or whose
  // condition holds, and leaves exactly those in *indices (if not NULL); or -1.
  int ApplyConditions(std::string_view text, int tier, std::size_t limit,
                      std::vector<int>* indices) const;

  // Sets approximate_memory_ (see ApproximateMemory) once all is built.
  void EstimateMemory();

  // Runs tiers [0, limit) through each tier's sets in order; the first
  // matching tier or -1.
  int SetsClassify(std::string_view text, std::size_t limit,
                   std::vector<int>* indices) const;
  // The prefilter path for tiers [0, limit) (native/core/DESIGN.md).
  int PrefilterClassify(std::string_view text, std::size_t limit,
                        std::vector<int>* indices) const;

  std::vector<std::unique_ptr<CompiledTier>> tiers_;
  std::string default_category_;
  bool pattern_by_pattern_ = false;
  std::size_t decisive_tiers_ = 0;  // tiers before the trailing default ones
  std::unique_ptr<Prefilter> prefilter_;  // null: sets only
  bool has_conditions_ = false;  // some pattern has a condition
  mutable std::atomic<uint64_t> fallbacks_{0};
  std::size_t approximate_memory_ = 0;
};

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_RULE_SET_H_
