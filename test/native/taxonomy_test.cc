#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/normalize.h"
#include "core/rule_set.h"
#include "core/taxonomy.h"

using errclass::Analysis;
using errclass::CompileError;
using errclass::CompileErrorKind;
using errclass::EncodeAnalysis;
using errclass::NormalizeMessage;
using errclass::RuleSet;
using errclass::Taxonomy;
using errclass::TaxonomySpec;

namespace {

std::string Norm(const std::string& s) {
  std::string out = "stale";
  NormalizeMessage(s, &out);
  return out;
}

// Fields 0 tool, 1 operation, 2 duration_ms, 3 file_path, 4 error_code.
TaxonomySpec Spec(int window = 160) {
  TaxonomySpec spec;
  // Type 0 TOOL_TIMEOUT, 1 RESOURCE_NOT_FOUND, 2 TOOL_NOT_FOUND, 3 NETWORK_ERROR.
  spec.patterns = {
      {"\\btimed out\\b", 0, 100, 9, true, "timed out", {}},
      {"\\bnot found\\b", 1, 100, 9, true, "not found", {}},
      {"tool.*not found", 2, 80, 13, false, "not found", {1}},
      {"\\btimeout\\b", 0, 100, 7, true, "timeout", {}},
      {"\\bnetwork timeout\\b", 3, 100, 15, true, "network timeout", {3}},
      {"\\bECONNREFUSED\\b", 3, 100, 12, true, "econnrefused", {}},
  };
  spec.extractors = {
      {"\\b(?i:command) '(?P<tool>[\\w./-]+)(?: (?P<operation>[a-z][\\w:-]*))?|(?:^|' )(?P<tool__2>npm|git)(?: (?P<operation__2>[a-z]+))?",
       {{"tool", 0}, {"operation", 1}, {"tool__2", 0}, {"operation__2", 1}}},
      {"(?P<duration_ms>\\d+(?:\\.\\d+)?\\s*(?:ms|s))\\b", {{"duration_ms", 2}}},
      {"(?P<file_path>\\b[A-Za-z]:\\\\[^\\s'\"<>|*?]+)|(?:^|\\s)(?P<file_path__2>/[\\w.ü/-]+)", {{"file_path", 3}, {"file_path__2", 3}}},
      {"\\b(?P<error_code>E[A-Z]{3,})\\b", {{"error_code", 4}}},
  };
  spec.types = {{0, 1, 2}, {2, 3}, {0}, {3}};
  spec.unknown = {3};
  spec.threshold = 50;
  spec.window = window;
  return spec;
}

std::unique_ptr<Taxonomy> Compiled(const TaxonomySpec& spec) {
  CompileError error;
  std::unique_ptr<Taxonomy> tx = Taxonomy::Compile(spec, &error);
  REQUIRE(tx != nullptr);
  return tx;
}

// The field captures as (field, text) pairs.
std::vector<std::pair<int, std::string>> Fields(const Analysis& a) {
  std::vector<std::pair<int, std::string>> out;
  for (const auto& f : a.fields) out.emplace_back(f.field, a.normalized.substr(f.begin, f.end - f.begin));
  return out;
}

}  // namespace

TEST_CASE("NormalizeMessage removes escapes, line prefixes and repeated whitespace", "[taxonomy]") {
  CHECK(Norm("\x1b[31mError: npm install timed out after 60000ms\x1b[0m") == "npm install timed out after 60000ms");
  CHECK(Norm("[2026-01-15T10:30:00.123Z] [ERROR] ERROR: x") == "x");
  CHECK(Norm("2026-01-15 10:30:00,5+05:30 WARN y") == "y");
  CHECK(Norm("WARNING: x\n  ERROR y\n\tfatal: z timed out") == "x y z timed out");
  CHECK(Norm("E0115 10:30:00.123 123 file.cc:42] connect ECONNREFUSED") == "connect ECONNREFUSED");
  CHECK(Norm("[10:30:00] [warn] Warning : a") == "a");
  // Not prefixes: a level word glued to more letters, a level with nothing after it.
  CHECK(Norm("ERRORS happen") == "ERRORS happen");
  CHECK(Norm("ERROR\nx") == "ERROR x");
  CHECK(Norm("ERROR \u00a0x") == "ERROR x");
  CHECK(Norm("[NOTE] a") == "[NOTE] a");
  // Whitespace of every kind JavaScript's \s knows, at the ends too.
  CHECK(Norm("\u00a0\u3000 a\t\tb\u2028c\r\nd\ufeff ") == "a b c d");
  CHECK(Norm("a\x1c\u0085b") == "a\x1c\u0085b");
  // OSC ended by BEL or ESC \, unterminated (ESC ] alone goes), two-byte escapes.
  CHECK(Norm("\x1b]0;title\x07Rate limit\x1b]8;;u\x1b\\!") == "Rate limit!");
  CHECK(Norm("\x1b]unterminated") == "unterminated");
  CHECK(Norm("a\x1b" "Mb\x1b[c\x1b[") == "ab\x1b[");
  CHECK(Norm("") == "");
  CHECK(Norm("   \n\t") == "");
  // Multibyte text and stray bytes are kept as they are.
  CHECK(Norm("Fehler:  Datei «ü» 😀 \xff\xfe") == "Fehler: Datei «ü» 😀 \xff\xfe");
}

TEST_CASE("Analyze: the specification's worked example", "[taxonomy]") {
  auto tx = Compiled(Spec());
  Analysis a;
  tx->Analyze("Error: npm install timed out after 60000ms", &a);
  CHECK(a.normalized == "npm install timed out after 60000ms");
  CHECK(a.winner == 0);
  CHECK(a.exact);
  REQUIRE(a.ranked.size() == 1);
  CHECK(a.ranked[0].patterns == std::vector<int>{0});
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{0, "npm"}, {1, "install"}, {2, "60000ms"}});
  std::vector<int32_t> ints;
  std::string text;
  EncodeAnalysis(a, &ints, &text);
  CHECK(ints == std::vector<int32_t>{21, 0, 1, -1, 0, 0, 1, 0, 100, 1, 0, 3, 0, 0, 3, 1, 3, 10, 2, 10, 17});
  CHECK(text == "npminstall60000ms");
}

TEST_CASE("Analyze: explained patterns and ties and no match", "[taxonomy]") {
  auto tx = Compiled(Spec());
  Analysis a;
  // tool.*not found explains not found: TOOL_NOT_FOUND wins with a regex.
  tx->Analyze("Tool 'deploy' not found", &a);
  CHECK(a.winner == 2);
  CHECK_FALSE(a.exact);
  REQUIRE(a.ranked.size() == 1);
  CHECK(a.ranked[0].patterns == std::vector<int>{2});
  // network timeout explains timeout; ECONNREFUSED adds a pattern.
  tx->Analyze("network timeout ECONNREFUSED", &a);
  CHECK(a.winner == 3);
  CHECK(a.ranked[0].patterns == std::vector<int>{4, 5});
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{4, "ECONNREFUSED"}});
  // Two types at 100: specificity decides, both listed.
  tx->Analyze("not found, timed out", &a);
  REQUIRE(a.ranked.size() == 2);
  CHECK(a.ranked[0].type == 0);
  CHECK(a.ranked[1].type == 1);
  // Nothing matches (and no fuzzy phrase): the unknown type's fields.
  tx->Analyze("  ERROR: \x1b[1mEACCES\x1b[0m ü", &a);
  CHECK(a.winner == -1);
  CHECK(a.ranked.empty());
  CHECK(a.fuzzy.id == -1);
  std::vector<int32_t> ints;
  std::string text;
  EncodeAnalysis(a, &ints, &text);
  CHECK(text == "EACCES");
  CHECK(ints == std::vector<int32_t>{11, -1, -1, -1, 0, 0, 0, 1, 4, 0, 6});
}

TEST_CASE("Analyze: offsets in UTF-16 units and Windows paths and the window", "[taxonomy]") {
  auto tx = Compiled(Spec());
  Analysis a;
  tx->Analyze("😀 ü timed out reading C:\\Users\\Ana\\ü.json after 5s", &a);
  CHECK(a.winner == 0);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{2, "5s"}, {3, "C:\\Users\\Ana\\ü.json"}});
  std::vector<int32_t> ints;
  std::string text;
  EncodeAnalysis(a, &ints, &text);
  CHECK(text == "5sC:\\Users\\Ana\\ü.json");
  CHECK(std::vector<int32_t>(ints.end() - 7, ints.end()) == std::vector<int32_t>{2, 2, 0, 2, 3, 2, 21});
  // A lone surrogate (as a JavaScript string's UTF-8 carries it) becomes U+FFFD.
  text.clear();
  CHECK(errclass::AppendValidUtf8("\xED\xA0\x80 /tmp/\xC3\xBC\xED\xB0\x80x\xFF", &text) == 11);
  CHECK(text == "\xEF\xBF\xBD /tmp/\xC3\xBC\xEF\xBF\xBDx\xEF\xBF\xBD");
  CHECK(errclass::WellFormedUtf8("caf\xC3\xA9 \xF0\x9F\x98\x80"));
  CHECK_FALSE(errclass::WellFormedUtf8("\xED\xA0\x80"));

  // Window of 20 characters each side of "timed out": the duration before
  // it is out of reach (and npm is not at the window's start), the one after it in.
  Compiled(Spec(20))->Analyze("took 30s, then npm install timed out after 60000ms and more text here", &a);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{2, "60000ms"}});
  // Characters, not bytes: with 😀 (2 units, 4 bytes) and ü (1 unit, 2
  // bytes) before the anchor, the window reaches 13 units back, to "4s".
  auto narrow = Compiled(Spec(13));
  narrow->Analyze("aaaaaaaaaa 4s 😀ü bbbbb timed out " + std::string(40, 'c'), &a);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{2, "4s"}});
}

TEST_CASE("Analyze: the fuzzy step when no pattern matches", "[taxonomy][fuzzy]") {
  // Pattern 6: an exact phrase of type 0 the fuzzy step compares.
  TaxonomySpec spec = Spec(13);
  spec.patterns.push_back({"\\bpermission denied\\b", 0, 100, 17, true, "permission denied", {}, "permission denied"});
  Analysis a;
  std::vector<int32_t> ints;
  std::string text;
  // The hit's type wins; its fields come from a window around the hit's first word.
  auto tx = Compiled(spec);
  tx->Analyze("aaaaaaaaaaaaaaaaaaaaaaa 7s Permision Denied bbbbbbbbbbbbbbbbbbb 9s", &a);
  CHECK(a.winner == 0);
  CHECK(a.ranked.empty());
  CHECK(a.fuzzy.id == 6);
  CHECK(a.fuzzy.text == "permision denied");
  CHECK(a.normalized.substr(a.fuzzy.begin, a.fuzzy.end - a.fuzzy.begin) == "Permision Denied");
  CHECK(a.fuzzy.similarity == 1 - 1.0 / 16);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{2, "7s"}});
  EncodeAnalysis(a, &ints, &text);
  CHECK(ints == std::vector<int32_t>{11, 0, 2, 6, 938, 16, 0, 1, 2, 16, 18});
  CHECK(text == "permision denied7s");
  // A pattern that matches, however weakly, leaves the fuzzy step out.
  tx->Analyze("permision denied: ENOENT timed out", &a);
  CHECK(a.winner == 0);
  CHECK(a.exact);
  CHECK(a.fuzzy.id == -1);
  // No hit: the unknown type's fields.
  tx->Analyze("permission granted ENOENT", &a);
  CHECK(a.winner == -1);
  CHECK(a.fuzzy.id == -1);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{4, "ENOENT"}});
  // A hit that does not decide (the caller's fuzzy weight is under the
  // threshold) is reported; the fields stay the unknown type's.
  spec.fuzzy_decides = false;
  Compiled(spec)->Analyze("permision denied ENOENT", &a);
  CHECK(a.winner == -1);
  CHECK(a.fuzzy.id == 6);
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{4, "ENOENT"}});
  EncodeAnalysis(a, &ints, &text);
  CHECK(ints == std::vector<int32_t>{11, -1, -1, 6, 938, 16, 0, 1, 4, 16, 22});
  CHECK(text == "permision deniedENOENT");
  // The threshold comes from the spec: 0.95 turns the same text down.
  spec.fuzzy_decides = true;
  spec.fuzzy_threshold = 0.95;
  Compiled(spec)->Analyze("permision denied", &a);
  CHECK(a.fuzzy.id == -1);
  // Ill-formed UTF-8 (a lone surrogate's bytes, a stray byte): the fuzzy
  // step and the winner's extractors read it as U+FFFD, as JavaScript would.
  tx->Analyze("\xED\xA0\x80 permision denied \xFF/tmp/x 3s", &a);
  CHECK(a.winner == 0);
  CHECK(a.normalized == "\xEF\xBF\xBD permision denied \xEF\xBF\xBD/tmp/x 3s");
  CHECK(a.normalized.substr(a.fuzzy.begin, a.fuzzy.end - a.fuzzy.begin) == "permision denied");
  CHECK(Fields(a) == std::vector<std::pair<int, std::string>>{{2, "3s"}});
  // An empty text: nothing to compare, nothing to extract.
  tx->Analyze("", &a);
  CHECK(a.winner == -1);
  CHECK(a.fuzzy.id == -1);
  CHECK(a.fields.empty());
}

TEST_CASE("Taxonomy::Compile reports every bad pattern of both kinds", "[taxonomy]") {
  TaxonomySpec spec = Spec();
  spec.patterns[1].pattern = "(";
  spec.extractors[2].pattern = "(?P<x";
  CompileError error;
  CHECK(Taxonomy::Compile(spec, &error) == nullptr);
  CHECK(error.kind == CompileErrorKind::kBadPattern);
  CHECK(error.message == "2 patterns rejected by RE2");
  REQUIRE(error.patterns.size() == 2);
  CHECK(error.patterns[0].tier == 0);
  CHECK(error.patterns[0].index == 1);
  CHECK(error.patterns[0].message == "missing ): (");
  CHECK(error.patterns[1].tier == 1);
  CHECK(error.patterns[1].index == 2);
  CHECK(error.patterns[1].pattern == "(?P<x");
  // Out-of-range indices in the spec are never read.
  spec = Spec();
  spec.types[0] = {7, -1, 0};
  spec.patterns[0].explains = {99, -3};
  spec.patterns[0].type = 42;
  auto tx = Compiled(spec);
  Analysis a;
  tx->Analyze("npm install timed out after 5s", &a);
  CHECK(a.winner == 42);
  CHECK(a.fields.empty());
}

TEST_CASE("Taxonomy::ApproximateMemory counts patterns, extractors and fuzzy phrases", "[taxonomy]") {
  TaxonomySpec spec = Spec();
  auto base = Compiled(spec);
  // Six patterns and four extractors, each at least RuleSet::kBytesPerPattern.
  CHECK(base->ApproximateMemory() > 10 * RuleSet::kBytesPerPattern);
  CHECK(base->ApproximateMemory() < 200000);
  spec.extractors.push_back({"(?P<http_status>[1-5][0-9][0-9]) (?:[A-Z][a-z]+ ){0,3}[A-Z][a-z]+", {{"http_status", 5}}});
  spec.types[0].push_back(4);
  auto more = Compiled(spec);
  // The new extractor alone and in type 0's set: its pattern's share and its instructions twice.
  CHECK(more->ApproximateMemory() > base->ApproximateMemory() + RuleSet::kBytesPerPattern + 2 * RuleSet::kBytesPerInstruction * 10);
  spec = Spec();
  for (auto& p : spec.patterns) p.fuzzy = p.anchor;
  auto fuzzy = Compiled(spec);
  // The anchors as fuzzy phrases: their words are kept too.
  CHECK(fuzzy->ApproximateMemory() > base->ApproximateMemory());
}
