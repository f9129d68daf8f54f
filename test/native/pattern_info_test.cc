#include <catch2/catch.hpp>

#include <random>

#include "core/pattern_info.h"
#include "re2/re2.h"

using errclass::AnalyzePattern;
using errclass::PatternInfo;

namespace {
PatternInfo A(const char* p, bool ci = true) { return AnalyzePattern(p, ci, 3); }
using Atoms = std::vector<std::string>;
}  // namespace

TEST_CASE("literal patterns are exact under case folding") {
  PatternInfo i = A("overloaded");
  CHECK(i.atoms == Atoms{"overloaded"});
  CHECK(i.exact);
  CHECK(i.max_len == 10);
  i = A("Overloaded", false);  // case-sensitive: atoms fold, so not exact
  CHECK(i.atoms == Atoms{"overloaded"});
  CHECK_FALSE(i.exact);
}

TEST_CASE("k and s under RE2 case folding may match multibyte characters") {
  PatternInfo i = A("invalid key");
  CHECK(i.atoms == Atoms{"invalid "});
  CHECK_FALSE(i.exact);
  CHECK(i.max_len == 8 + 3 + 1 + 1);
  CHECK(A("sss").atoms.empty());
  CHECK(A("[kK]ey", false).atoms == Atoms{"key"});
  // k|K is a letter in both cases, as [kK] is.
  CHECK(A("[Tt][Oo](?:k|K)[Ee][Nn]", false).exact);
  CHECK(A("[Tt][Oo](?:k|K)[Ee][Nn]", false).atoms == Atoms{"token"});
  CHECK_FALSE(A("[Tt][Oo](?:k|x)[Ee][Nn]", false).exact);
  CHECK(A("(?:a|b|c)xy", false).atoms == Atoms{"axy", "bxy", "cxy"});
  CHECK(A("[kK][eE][yY]", false).exact);
}

TEST_CASE("the longest literal run is chosen, with bounded length") {
  PatternInfo i = A("rate.?limit");
  CHECK(i.atoms == Atoms{"limit"});
  CHECK_FALSE(i.exact);
  CHECK(i.max_len == 4 + 4 + 5);
  i = A("context.?window");
  CHECK(i.atoms == Atoms{"context"});
  i = A("\\bE(?:CONN)?RESET\\b");
  // RE2 folds S to the long s (2 bytes): atoms stop there.
  CHECK(i.atoms == Atoms{"econnre", "ere"});
  CHECK_FALSE(i.exact);  // word boundaries need context too
  CHECK(i.max_len == 11);  // S may be the long s: 2 bytes
  i = A("\\b(?:CONN)?RE[sS]ET\\b", false);
  CHECK(i.atoms == Atoms{"connreset", "reset"});
  CHECK(i.max_len == 9);
}

TEST_CASE("alternations, classes and repeats") {
  CHECK(A("5(?:02|03|04)").atoms == Atoms{"502", "503", "504"});
  CHECK(A("5(?:02|03|04)").exact);
  CHECK(A("50[234]").atoms == Atoms{"502", "503", "504"});
  CHECK(A("abc|d").atoms.empty());  // "d" is too short to scan for
  CHECK(A("(?:ab){2,3}").atoms == Atoms{"abab", "ababab"});
  CHECK(A("timed? ?out").atoms == Atoms{"time out", "timed out", "timedout", "timeout"});
  CHECK(A("timed? ?out").exact);
  PatternInfo i = A("quota.*exceeded");
  CHECK(i.atoms == Atoms{"exceeded"});
  CHECK(i.max_len == -1);
  CHECK(A("x+yz").max_len == -1);
  CHECK(A("a{2,5}bcd").max_len == 8);
}

TEST_CASE("a counted repeat gives the strings its matches end with") {
  // Its last two copies of [ab], then c: a DFA-hostile pattern still gets
  // atoms, each with its c, so text without c costs one scan.
  PatternInfo i = A("a[ab]{20}c");
  CHECK(i.atoms == Atoms{"aac", "abc", "bac", "bbc"});
  CHECK_FALSE(i.exact);
  CHECK(i.max_len == 22);
  CHECK(A("x[ab]{3,}y").atoms == Atoms{"aay", "aby", "bay", "bby"});
  CHECK(A("x[ab]{3,}y").max_len == -1);
  // Copies that add no alternatives are all kept.
  CHECK(A("(?:ab){5,}c").atoms == Atoms{"abababababc"});
  // Too many alternatives in two copies: the literal after it.
  CHECK(A("\\d{3}abc").atoms == Atoms{"abc"});
  // A repeat alone whose strings stay short: no atoms.
  CHECK(A("[ab]{20}").atoms.empty());
  // A repeated piece with a tail of its own keeps it: (?:.foo){2,} ends with foo.
  CHECK(A("(?:.foo){2,}").atoms == Atoms{"foo"});
}

TEST_CASE("a second required literal, for a cheap check before RE2") {
  PatternInfo i = A("rate.?limit");
  CHECK(i.atoms == Atoms{"limit"});
  CHECK(i.also == Atoms{"rate"});
  CHECK(A("context.?overflow").also == Atoms{"context"});
  CHECK(A("(x|y)abc.def").also == Atoms{"def"});
  // Alternatives: each branch's literals say nothing of the others.
  CHECK(A("(?:rate.?limit|quota)").also.empty());
  // Exact patterns need no check; neither do literals inside the atoms.
  CHECK(A("overloaded").also.empty());
  CHECK(A("5(?:02|03)").also.empty());
  CHECK(A("abc(?:abcd)?").also.empty());
}

TEST_CASE("classes that case folding widens to multibyte letters count their width") {
  // RE2 folds \\w and the letter classes to the Kelvin sign (3 bytes) and the
  // long s (2 bytes): a match of abc\\w may be 6 bytes long.
  CHECK(A("abc\\w").max_len == 6);
  CHECK(A("abc[[:alpha:]]").max_len == 6);
  CHECK(A("abc[\\w-]").max_len == 6);
  CHECK(A("abc[[:upper:]]{2}").max_len == 9);
  CHECK(A("(?i:abc[[:word:]])", false).max_len == 6);
  CHECK(A("abc[s-t]").max_len == 5);  // the long s, not the Kelvin sign
  // Without folding, or for classes no fold widens, one byte.
  CHECK(A("abc\\w", false).max_len == 4);
  CHECK(A("abc[[:alpha:]]", false).max_len == 4);
  CHECK(A("abc\\d").max_len == 4);
  CHECK(A("abc[a-j]").max_len == 4);
  CHECK(A("abc\\w").atoms == Atoms{"abc"});
}

TEST_CASE("what is not modelled gives no atoms") {
  CHECK(A("\\d+").atoms.empty());
  CHECK(A("[^a]bc").atoms.empty());
  CHECK(A("(?i)caf\\x{E9}").atoms == Atoms{"caf"});
  CHECK(A("(?i)\\x{E9}t\\x{E9}").atoms.empty());
  CHECK(A("a(?=b)").atoms.empty());
  CHECK(A("\\pLxyz").atoms == Atoms{"xyz"});
  CHECK(A("\\pLxyz").max_len == 7);
  CHECK(A("\\Qa.b\\E.c").atoms == Atoms{"a.b"});
  // RE2 merges one-character alternatives into a class, and folds a [kK]
  // or [sS] there to the Kelvin sign or the long s, even case-sensitively.
  CHECK(A("[sS]|b", false).max_len == 3);
  CHECK(A("xyz(?:[kK]|b)", false).max_len == 6);
  CHECK(A("xyz(?:[kK]x|b)", false).max_len == 5);
  CHECK(A("xyz(?:([kK])|b)", false).max_len == 4);
  CHECK(A("[kK]ey", false).atoms == Atoms{"key"});
  // k|K is a letter in both cases, as [kK] is.
  CHECK(A("[Tt][Oo](?:k|K)[Ee][Nn]", false).exact);
  CHECK(A("[Tt][Oo](?:k|K)[Ee][Nn]", false).atoms == Atoms{"token"});
  CHECK_FALSE(A("[Tt][Oo](?:k|x)[Ee][Nn]", false).exact);
  CHECK(A("(?:a|b|c)xy", false).atoms == Atoms{"axy", "bxy", "cxy"});
  // RE2 reads a count with a leading zero as literal text (found by fuzzing).
  CHECK(A("a]{{5,03}rm").atoms == Atoms{"a]{{5,03}rm"});
  CHECK(A("x{01}yz", false).atoms == Atoms{"x{01}yz"});
  // RE2 applies a quantifier after (?i) to the piece before it.
  CHECK(A("error(?:rate)(?i)?", false).atoms.empty());
}

// Soundness, checked against RE2 itself: random patterns are generated
// together with a string they should match; whenever RE2 finds a match in a
// text built around it, an atom must occur in the text, the match must be no
// longer than max_len, and for exact patterns an atom occurrence alone must
// mean a match.
namespace {

struct Gen {
  std::mt19937 rng;
  bool ci;
  std::string RandomCase(const std::string& w) {
    std::string out;
    for (char c : w) out += (ci && rng() % 2 && c >= 'a' && c <= 'z') ? static_cast<char>(c - 32) : c;
    return out;
  }
  // Appends a pattern to *re and a string it (usually) matches to *sample.
  void Node(int depth, std::string* re, std::string* sample) {
    static const char* words[] = {"rate", "limit", "key", "ses", "429", "ab", "net", "work", "x", "quota"};
    switch (rng() % (depth > 2 ? 6 : 9)) {
      case 0: case 1: case 2: {
        std::string w = words[rng() % 10];
        *re += w;
        *sample += RandomCase(w);
        break;
      }
      case 3: *re += "."; *sample += "-\xC3\xA9K"[rng() % 3 == 0 ? 0 : 1] == '-' ? "-" : "\xC3\xA9"; break;
      case 4: *re += "\\d"; *sample += static_cast<char>('0' + rng() % 10); break;
      case 5: {  // a class, maybe one that case folding widens to multibyte letters
        static const char* classes[] = {"[ _-]", "\\w", "[[:alpha:]]", "[\\w-]", "[[:word:]]", "[a-z]", "[[:upper:]]"};
        static const char* members[] = {"_", "\xE2\x84\xAA", "\xC5\xBF", "q", "K", "s"};
        int k = rng() % 7;
        *re += classes[k];
        *sample += k == 0 ? std::string(1, " _-"[rng() % 3]) : std::string(members[rng() % 6]);
        break;
      }
      case 6: {  // optional / repeated piece
        std::string r, s;
        Node(depth + 1, &r, &s);
        const char* q[] = {"?", "*", "+", "{1,2}", "{2,4}", "{3}", "{2,}", "{2,12}"};
        int k = rng() % 8;
        *re += "(?:" + r + ")" + q[k];
        if (k == 4 || k >= 6) {
          *sample += s + s + (rng() % 2 ? s : "");  // two or three copies
        } else if (k == 5) {
          *sample += s + s + s;
        } else if (k >= 2 || rng() % 2) {
          *sample += s;
        }
        break;
      }
      default: {  // alternation
        int n = 2 + rng() % 2, pick = rng() % n;
        *re += rng() % 2 ? "(" : "(?:";
        for (int b = 0; b < n; ++b) {
          std::string r, s;
          int len = 1 + rng() % 3;
          for (int i = 0; i < len; ++i) Node(depth + 1, &r, &s);
          if (b) *re += "|";
          *re += r;
          if (b == pick) *sample += s;
        }
        *re += ")";
      }
    }
  }
};

bool HasAtom(const std::vector<std::string>& atoms, const std::string& text) {
  std::string low = text;
  for (char& c : low) if (c >= 'A' && c <= 'Z') c += 32;
  for (const auto& a : atoms) if (low.find(a) != std::string::npos) return true;
  return false;
}

}  // namespace

TEST_CASE("analysis is sound against RE2 on generated patterns and matching texts") {
  int matched = 0, with_atoms = 0, with_also = 0;
  for (int round = 0; round < 4000; ++round) {
    Gen g{std::mt19937(round), round % 2 == 0};
    std::string re, sample;
    int pieces = 1 + g.rng() % 4;
    for (int i = 0; i < pieces; ++i) g.Node(0, &re, &sample);
    re2::RE2::Options o;
    o.set_case_sensitive(!g.ci);
    o.set_log_errors(false);
    re2::RE2 compiled(re, o);
    REQUIRE(compiled.ok());
    PatternInfo info = AnalyzePattern(re, g.ci, 3);
    const std::string texts[] = {sample, "zz " + sample + " zz", "pre" + sample, sample.substr(0, sample.size() / 2),
                                 "rate limit key ses 429 network quota"};
    for (const std::string& text : texts) {
      INFO("pattern " << re << " text " << text);
      re2::StringPiece m;
      bool hit = compiled.Match(text, 0, text.size(), re2::RE2::UNANCHORED, &m, 1);
      if (hit) {
        ++matched;
        if (!info.atoms.empty()) {
          ++with_atoms;
          REQUIRE(HasAtom(info.atoms, text));
        }
        if (info.max_len >= 0) REQUIRE(static_cast<int64_t>(m.size()) <= info.max_len);
        // The second required set lies within every match.
        if (!info.also.empty()) {
          ++with_also;
          REQUIRE(HasAtom(info.also, std::string(m.data(), m.size())));
        }
      } else if (info.exact) {
        REQUIRE_FALSE(HasAtom(info.atoms, text));
      }
    }
  }
  CHECK(matched > 8000);
  CHECK(with_atoms > 3000);
  CHECK(with_also > 500);
}
