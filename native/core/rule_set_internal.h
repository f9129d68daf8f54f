// RuleSet's private parts, shared by rule_set.cc (compiling, the sets path),
// prefilter.cc (building the literal prefilter) and prefilter_run.cc
// (running it). Not a public header.

#ifndef ERROR_CLASSIFIER_CORE_RULE_SET_INTERNAL_H_
#define ERROR_CLASSIFIER_CORE_RULE_SET_INTERNAL_H_

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/condition.h"
#include "core/literal_scan.h"
#include "core/rule_set.h"
#include "re2/re2.h"
#include "re2/set.h"

namespace errclass {

// Patterns matched together as a few RE2::Sets of at most kPatterns
// patterns and about kInstructions program instructions each, instead of
// one RE2::Set of them all. A set's DFA builds its states lazily, as texts
// reach them, and a state of a set of a thousand unbounded patterns holds
// threads of many of them at once: nearly every text not seen before meets
// new states, and building them cost a message seen for the first time
// hundreds of microseconds; smaller sets have far fewer states, which later
// texts reuse. Each further set is one more pass over the text, so the
// bounds trade that against a text seen again: measured, native/core/
// DESIGN.md ("Sets of bounded size").
class ChunkedSet {
 public:
  static constexpr std::size_t kPatterns = 640;
  static constexpr std::size_t kInstructions = 65536;

  explicit ChunkedSet(const re2::RE2::Options& options) : options_(options) {}

  // Adds pattern as the next index, starting a new chunk when the current
  // one is full; `instructions` is the size of the pattern's own program
  // (a pattern larger than kInstructions gets a chunk of its own). Returns
  // RE2::Set::Add's answer: negative (and *error set) if the set rejects it.
  int Add(std::string_view pattern, int instructions, std::string* error);
  // Compiles every chunk: false if one does not fit the memory budget.
  bool Compile();

  struct Chunk {
    std::unique_ptr<re2::RE2::Set> set;
    int first = 0;               // the index of its first pattern
    std::size_t count = 0;       // patterns
    std::size_t instructions = 0;
  };
  const std::vector<Chunk>& chunks() const { return chunks_; }

 private:
  re2::RE2::Options options_;
  std::vector<Chunk> chunks_;
  int next_ = 0;
};

struct RuleSet::CompiledTier {
  std::string category;
  std::vector<std::string> patterns;             // as RE2 compiled them
  std::vector<std::unique_ptr<re2::RE2>> regexps;  // one per pattern
  std::unique_ptr<ChunkedSet> sets;              // null for an empty tier
  // One per pattern when some pattern of the tier has a condition (the
  // others' entries are unused), else empty.
  std::vector<std::optional<Condition>> conditions;
};

// The literal prefilter: which patterns each atom stands for, and how to check
// a candidate. Pattern ids are global, in rule-set order.
struct RuleSet::Prefilter {
  struct Pattern {
    uint32_t tier;
    uint32_t index;
    const re2::RE2* re;
    bool exact;
    int64_t max_len;   // -1: unbounded
    bool has_atoms;
    // PatternInfo::also: one of these must occur near a candidate before
    // the pattern's RE2 runs there (empty: no such check).
    std::vector<std::string> also;
  };
  // An atom that stands for many bounded, inexact patterns (a thousand
  // signatures sharing " the connection"): one RE2::Set of them runs over
  // the window around a candidate instead of one RE2 per pattern.
  struct Shared {
    std::unique_ptr<re2::RE2::Set> set;  // members, in order
    std::vector<uint32_t> members;       // pattern ids, ascending
    int64_t radius = 0;                  // the members' largest max_len
  };
  std::vector<Pattern> patterns;
  std::vector<uint32_t> first_id;  // tier -> id of its first pattern
  std::size_t first_filled = 0;    // the first tier with patterns
  // atom -> pattern ids checked one by one, ascending (members of the
  // atom's Shared, if it has one, are not among them)
  std::vector<std::vector<uint32_t>> owners;
  std::vector<int32_t> shared_of;  // atom -> index in shared, or -1
  std::vector<Shared> shared;
  std::unique_ptr<LiteralScanner> scanner;
  // The atoms of the decisive tiers alone (see Category), for scans that
  // stop there: null when they are all the atoms. Its atom k is atom
  // decisive_atoms[k] of `scanner`.
  std::unique_ptr<LiteralScanner> decisive_scanner;
  std::vector<uint32_t> decisive_atoms;
  std::vector<uint32_t> unfiltered;           // pattern ids without atoms
  std::unique_ptr<ChunkedSet> unfiltered_set;
};

inline re2::StringPiece Piece(std::string_view s) {
  return re2::StringPiece(s.data(), s.size());
}

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_RULE_SET_INTERNAL_H_
