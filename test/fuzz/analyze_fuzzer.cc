// libFuzzer: arbitrary text bytes through the taxonomy engine
// (core/taxonomy.h, core/normalize.h) with a small fixed taxonomy and a
// window of 12 characters, so that windows cut text of every shape. No
// crash, and the contracts hold: the normalised text has no whitespace at
// either end nor two spaces in a row, and is never longer than the text;
// every capture lies inside it; a fuzzy hit (core/fuzzy.h, with phrases
// of one to three words) comes only when nothing is ranked, lies inside the
// normalised text, names a phrase and reaches the threshold, and its type
// wins; the wire form's length is its first int and every offset lies
// inside its string.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/normalize.h"
#include "core/taxonomy.h"

namespace {

[[noreturn]] void Fail(const char* what, std::string_view text) {
  std::fprintf(stderr, "DISAGREEMENT: %s\ntext (%zu bytes): ", what, text.size());
  std::fwrite(text.data(), 1, text.size(), stderr);
  std::fprintf(stderr, "\n");
  std::abort();
}

const errclass::Taxonomy& Engine() {
  static const std::unique_ptr<errclass::Taxonomy> engine = [] {
    errclass::TaxonomySpec spec;
    spec.patterns = {
        {"\\btimed out\\b", 0, 100, 9, true, "timed out", {}},
        {"\\bnot found\\b", 1, 100, 9, true, "not found", {}},
        {"tool.*not found", 2, 80, 13, false, "not found", {1}},
        {"caf\xC3\xA9", 3, 100, 4, true, "caf\xC3\xA9", {}},
        {"\\bE[A-Z]{4,}\\b", 3, 80, 1, false, "e", {}},
        {"\\bpermission denied\\b", 1, 100, 17, true, "permission denied", {}, "permission denied"},
        {"\\btimeout\\b", 0, 100, 7, true, "timeout", {}, "timeout"},
        {"\\bconnection reset by peer\\b", 2, 100, 25, true, "connection reset by peer", {}, "connection reset by peer"},
    };
    spec.extractors = {
        {"(?:^|' )(?P<tool>npm|git)(?: (?P<operation>[a-z]+))?", {{"tool", 0}, {"operation", 1}}},
        {"(?P<duration_ms>\\d+(?:\\.\\d+)?\\s*(?:ms|s))\\b", {{"duration_ms", 2}}},
        {"(?P<file_path>\\b[A-Za-z]:\\\\[^\\s'\"<>|*?]+)|(?:^|\\s)(?P<file_path__2>/\\S+)", {{"file_path", 3}, {"file_path__2", 3}}},
        {"(?P<x>\\b)", {{"x", 4}}},
    };
    spec.types = {{0, 1, 2}, {2, 3}, {0}, {3, 0}};
    spec.unknown = {3, 1};
    spec.final_fields = {0, 1, 3};
    spec.window = 12;
    errclass::CompileError error;
    auto tx = errclass::Taxonomy::Compile(spec, &error);
    if (!tx) {
      std::fprintf(stderr, "the fixed taxonomy did not compile: %s\n", error.message.c_str());
      std::abort();
    }
    return tx;
  }();
  return *engine;
}

void Check(const errclass::Analysis& a, std::string_view text) {
  if (a.fuzzy.id >= 0) {
    if (!a.ranked.empty()) Fail("a fuzzy hit beside a pattern's match", text);
    if (a.fuzzy.id < 5 || a.fuzzy.id > 7) Fail("a fuzzy hit that names no phrase", text);
    if (a.fuzzy.begin >= a.fuzzy.end || a.fuzzy.end > a.normalized.size()) Fail("a fuzzy hit outside the normalised text", text);
    if (!(a.fuzzy.similarity >= 0.6 - 1e-12 && a.fuzzy.similarity <= 1)) Fail("a fuzzy hit under the threshold", text);
    if (a.fuzzy.text.empty() || a.fuzzy.text.compare(0, a.fuzzy.first_word.size(), a.fuzzy.first_word) != 0) Fail("a fuzzy hit's words", text);
    static const int kTypes[] = {1, 0, 2};
    if (a.winner != kTypes[a.fuzzy.id - 5]) Fail("a fuzzy hit's type does not win", text);
  }
  for (const auto& f : a.fields) {
    if (f.begin > f.end || f.end > a.normalized.size()) Fail("a capture outside the normalised text", text);
  }
  std::vector<int32_t> ints;
  std::string out;
  errclass::EncodeAnalysis(a, &ints, &out);
  if (ints.empty() || ints[0] != static_cast<int32_t>(ints.size())) Fail("the wire form's length", text);
  const std::size_t fields_at = ints.size() - 3 * a.fields.size();
  for (std::size_t k = fields_at; k < ints.size(); k += 3) {
    // Offsets count UTF-16 units of out (valid UTF-8): never more than its bytes.
    if (ints[k + 1] > ints[k + 2] || static_cast<std::size_t>(ints[k + 2]) > out.size()) Fail("an offset outside the string", text);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string norm;
  errclass::NormalizeMessage(text, &norm);
  if (norm.size() > text.size()) Fail("normalising made the text longer", text);
  if (!norm.empty() && (norm.front() == ' ' || norm.back() == ' ')) Fail("a space at an end", text);
  if (norm.find("  ") != std::string::npos || norm.find('\n') != std::string::npos) Fail("whitespace left uncollapsed", text);
  errclass::Analysis a;
  Engine().Analyze(text, &a);
  // The normalised text, unless the fuzzy step decided on ill-formed UTF-8
  // (then read as JavaScript would: each ill-formed sequence as U+FFFD).
  std::string valid;
  errclass::AppendValidUtf8(norm, &valid);
  if (a.normalized != norm && !(a.fuzzy.id >= 0 && a.normalized == valid)) Fail("Analyze normalised differently", text);
  Check(a, text);
  return 0;
}
