// The exception taxonomy's analysis (issue 21) in one call: normalise the
// message, match every pattern of every type, score the types (when none
// matched, the fuzzy step of core/fuzzy.h), and capture the winning type's
// context fields on a window around its match.
//
// Pure C++17 on Google RE2; no Node.js headers. Thread-safe after
// Compile(): every const method may be called from several threads at once.
// What the patterns, weights and fields mean is decided in TypeScript
// (lib/taxonomy/analyzer.ts reads the taxonomy's data into a TaxonomySpec);
// this engine only applies them to a text.

#ifndef ERROR_CLASSIFIER_CORE_TAXONOMY_H_
#define ERROR_CLASSIFIER_CORE_TAXONOMY_H_

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/fuzzy.h"
#include "core/rule_set.h"
#include "re2/set.h"

namespace errclass {

// One pattern of one type.
struct TaxonomyPattern {
  std::string pattern;        // RE2 syntax, matched ignoring case
  int type = 0;               // the type it tells (index into TaxonomySpec::types)
  int weight = 0;             // the score a match gives its type
  int specificity = 0;        // the tie-break after the weight (more wins)
  bool exact = false;         // an exact pattern (Analysis::kind), else a regex
  std::string anchor;         // lower-case text its match holds, to place the window ("" if none)
  std::vector<int> explains;  // patterns (of other types) whose match this one's explains
  // The phrase as written, for the fuzzy step (FuzzyMatcher::Add decides
  // whether it is compared); "" for none.
  std::string fuzzy;
};

// One extractor: a pattern whose named groups are context fields.
struct TaxonomyExtractor {
  std::string pattern;  // RE2 syntax, case as written
  // Its named groups that are fields: (group name, field number). Groups
  // not listed are not reported; a name the pattern lacks is ignored.
  std::vector<std::pair<std::string, int>> fields;
};

struct TaxonomySpec {
  std::vector<TaxonomyPattern> patterns;
  // Per type, in type order: the extractors (indices into extractors) that
  // fill its context, in the order they are tried.
  std::vector<std::vector<int>> types;
  std::vector<int> unknown;  // the same, for the text that no type wins
  std::vector<TaxonomyExtractor> extractors;
  // Fields whose first capture is always the one that stands (the caller
  // reads any text as their value): an extractor whose fields are all such
  // fields, all captured already, is not run (the answer is the same).
  std::vector<int> final_fields;
  int threshold = 50;  // the least score a type wins with
  // The fuzzy step: the similarity a hit needs (FuzzyMatcher), and whether
  // a hit's score (the caller's fuzzy weight) reaches the threshold.
  double fuzzy_threshold = 0.6;
  bool fuzzy_decides = true;
  int window = 160;    // characters (UTF-16 units) each side of the anchor
  int64_t max_mem = 0;  // RE2 memory budget of each set (0: kDefaultMaxMem)
};

// A type that some surviving pattern matched.
struct TypeScore {
  int type = 0;
  int score = 0;              // its best surviving pattern's weight
  int specificity = 0;        // that pattern's specificity
  std::vector<int> patterns;  // its surviving matching patterns, ascending
};

// A context field captured: bytes [begin, end) of Analysis::normalized.
struct FieldCapture {
  int field = 0;
  std::size_t begin = 0;
  std::size_t end = 0;
};

struct Analysis {
  // NormalizeMessage(text) (core/normalize.h); when the fuzzy step decides,
  // with each ill-formed UTF-8 sequence as U+FFFD (AppendValidUtf8), the
  // text that step and the winner's extractors read.
  std::string normalized;
  // Every type with a surviving match, best first: score, then specificity,
  // then more patterns, then type order. A pattern survives unless another
  // matching pattern explains it.
  std::vector<TypeScore> ranked;
  // ranked[0].type if its score reaches the threshold; with nothing ranked,
  // the fuzzy hit's type if TaxonomySpec::fuzzy_decides; else -1.
  int winner = -1;
  // Whether the winner's score came from an exact pattern: that of its
  // first matching pattern (survivor or not) whose weight is the score.
  bool exact = false;
  // With nothing ranked, the fuzzy step's best hit on the normalised text
  // (FuzzyMatcher::Find, its id a pattern index and begin/end bytes of
  // normalized), whether or not it decides; else (and with no hit) id -1.
  FuzzyMatcher::Hit fuzzy;
  // The fields the extractors of the winner (of the unknown type when
  // there is none) capture, in extractor order, then group order: every
  // named group with a field that took part in the leftmost match of its
  // extractor on the window. A field may come more than once; the caller
  // decides which one stands (the TypeScript layer: the first whose value
  // parses). An extractor whose fields are all TaxonomySpec::final_fields
  // captured already is not run.
  std::vector<FieldCapture> fields;
};

class Taxonomy {
 public:
  // Compiles spec. On failure returns nullptr and fills *error (not NULL):
  // kBadPattern lists every pattern RE2 rejects, with tier 0 for
  // TaxonomySpec::patterns and tier 1 for extractors (index: its position);
  // kTooLarge says a set does not fit its memory budget. Indices out of
  // range in spec (an extractor, an explained pattern) are ignored, never
  // read; a pattern's type that names no type is reported as given (as
  // Analysis::winner too) and gets the unknown type's extractors. The
  // fuzzy step compares the TaxonomyPattern::fuzzy phrases FuzzyMatcher
  // takes, with the pattern's index as the phrase's id.
  static std::unique_ptr<Taxonomy> Compile(const TaxonomySpec& spec, CompileError* error);

  ~Taxonomy();
  Taxonomy(const Taxonomy&) = delete;
  Taxonomy& operator=(const Taxonomy&) = delete;

  // Normalises text (UTF-8, any bytes), matches its patterns on the
  // normalised text (one RE2 pass, RuleSet::Classify), scores the types;
  // when no pattern matched, runs the fuzzy step (Analysis::fuzzy); and
  // captures the fields into *out (every member replaced). Extractors read
  // a window of the normalised text: all of it when it is at most
  // 2 * window + (the anchor's length) characters long; else window
  // characters each side of the first occurrence of the anchor of the
  // winner's best pattern (a fuzzy winner: the first word of its hit),
  // found ignoring ASCII case (an anchor with other
  // characters: ignoring case as RE2 folds it); else (no winner, no anchor,
  // or not found) its first window characters. Characters are UTF-16
  // units, as JavaScript counts them; an end inside a surrogate pair takes
  // the whole character. No extractor runs on an empty text. Never fails.
  // Binding: analyze; WebAssembly: ec_analyze (lib/native.ts has the map).
  void Analyze(std::string_view text, Analysis* out) const;

  std::size_t num_types() const { return types_.size() - 1; }

  // An estimate, in bytes, of the memory this taxonomy holds once compiled:
  // its patterns' rule set (RuleSet::ApproximateMemory), each extractor's
  // program once alone and once in its type's set (RuleSet's constants per
  // instruction and per pattern), the fuzzy phrases and the pattern texts.
  // Searches may add DFA states on top. Binding: externalMemory, what the
  // addon reports to V8 (0 on WebAssembly, whose memory V8 counts).
  std::size_t ApproximateMemory() const { return approximate_memory_; }

 private:
  struct Extractor;
  // A type's extractors, and one RE2::Set of them that finds in one pass
  // those that match the window (set position k is extractors[k]).
  struct ExtractorList {
    std::vector<int> extractors;
    std::unique_ptr<re2::RE2::Set> set;
  };
  Taxonomy();
  // Sets approximate_memory_ (see ApproximateMemory) once all is built.
  void EstimateMemory();
  void Capture(const ExtractorList& list, std::string_view anchor, Analysis* out) const;

  std::vector<TaxonomyPattern> patterns_;
  std::vector<ExtractorList> types_;  // by type, then the unknown type's
  std::vector<std::unique_ptr<Extractor>> extractors_;
  std::vector<char> final_;  // by field: in TaxonomySpec::final_fields
  std::unique_ptr<RuleSet> match_;
  FuzzyMatcher fuzzy_;
  bool fuzzy_decides_ = true;
  int threshold_ = 50;
  std::size_t window_ = 160;
  std::size_t approximate_memory_ = 0;
};

// The wire form of an Analysis that both bindings hand to JavaScript
// (lib/native.ts NativeTaxonomy documents it): *ints gets
//   [length of ints, winner, kind (-1 with no winner, else 0 regex,
//    1 exact, 2 fuzzy), the fuzzy hit's pattern (-1: none), its similarity
//    in thousandths (rounded half up; 0 with none), units of its text at the
//    start of *text (0 with none), ranked count, then per type: type, score,
//    n, n pattern indices; then the field count, then per field: field,
//    start, end]
// and *text the string the offsets index, as valid UTF-8 (AppendValidUtf8):
// the fuzzy hit's text, then every captured value one after another (start
// and end count UTF-16 units of *text).
void EncodeAnalysis(const Analysis& a, std::vector<int32_t>* ints, std::string* text);

// Appends s to *out as valid UTF-8, each ill-formed sequence as U+FFFD (a
// surrogate's 3 bytes, or a byte that starts no well-formed character: one
// unit each), and returns the UTF-16 units appended.
std::size_t AppendValidUtf8(std::string_view s, std::string* out);

// Whether s is well-formed UTF-8 (no surrogate, no stray byte).
bool WellFormedUtf8(std::string_view s);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_TAXONOMY_H_
