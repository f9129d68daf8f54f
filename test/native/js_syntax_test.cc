#include <catch2/catch.hpp>

#include <string>

#include "core/js_syntax.h"

using errclass::TranslateJavaScript;

namespace {
std::string T(const std::string& p, bool ci = true) {
  std::string out, err;
  INFO(p);
  REQUIRE(TranslateJavaScript(p, ci, &out, &err));
  return out;
}
std::string Err(const std::string& p) {
  std::string out, err;
  INFO(p);
  REQUIRE_FALSE(TranslateJavaScript(p, true, &out, &err));
  return err;
}
constexpr char kDot[] = "[^\\x{A}\\x{D}\\x{2028}-\\x{2029}\\x{10000}-\\x{10FFFF}]";
}  // namespace

TEST_CASE("letters become explicit ASCII case pairs") {
  CHECK(T("rate.?limit") == std::string("[Rr][Aa][Tt][Ee]") + kDot + "?[Ll][Ii][Mm][Ii][Tt]");
  CHECK(T("429") == "429");
  // RE2 reads [kK] as a case-folded k and folds it to the Kelvin sign where
  // it merges one-character alternatives ([kK]|x): k and s are written out.
  CHECK(T("k|x") == "(?:k|K)|[Xx]");
  CHECK(T("[s]") == "(?:s|S)");
  CHECK(T("ab", false) == "ab");
}

TEST_CASE("non-ASCII letters fold as JavaScript's toUpperCase rule says, never to ASCII") {
  CHECK(T("\xC3\xA9") == "[\\x{C9}\\x{E9}]");
  CHECK(T("\xC2\xB5") == "[\\x{B5}\\x{39C}\\x{3BC}]");  // micro sign, mu, Mu
  CHECK(T("\xCF\x82") == "[\\x{3A3}\\x{3C2}-\\x{3C3}]");  // final sigma, sigma, Sigma
  // toUpperCase of sharp s is "SS": it matches only itself, as capital sharp s does.
  CHECK(T("\xC3\x9F") == "\\x{DF}");
  CHECK(T("\xE1\xBA\x9E") == "\\x{1E9E}");
  // Classes fold the same way, negated ones too.
  CHECK(T("[\xC3\xA9]") == "[\\x{C9}\\x{E9}]");
  CHECK(T("[^\xC3\xA9x]").find("\\x{C9}") != std::string::npos);
  CHECK(T("[\xC3\xA0-\xC3\xA2]") == "[\\x{C0}-\\x{C2}\\x{E0}-\\x{E2}]");
  CHECK(T("[\xC5\xBF\xE2\x84\xAA]") == "[\\x{17F}\\x{212A}]");
  CHECK(T("\xE2\x84\xAA") == "\\x{212A}");
  CHECK(T("\xC5\xBF") == "\\x{17F}");
  CHECK(T("\xC3\xA9", false) == "\\x{E9}");
  // An astral character is two code units without case in JavaScript.
  CHECK(T("\xF0\x90\x90\x80") == "\\x{10400}");
}

TEST_CASE("escapes") {
  CHECK(T("\\s") == "[\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}-\\x{2029}\\x{202F}"
                    "\\x{205F}\\x{3000}\\x{FEFF}]");
  CHECK(T("\\d+\\b") == "\\d+\\b");
  CHECK(T("\\D") == "[^0-9\\x{10000}-\\x{10FFFF}]");
  CHECK(T("\\u0041") == "[Aa]");
  CHECK(T("\\x2e") == "\\.");
  CHECK(T("\\.") == "\\.");
  CHECK(T("\\/") == "/");
  CHECK(T("\\0") == "\\x{0}");
  CHECK(T("\\cJ") == "\\x{A}");
  CHECK(T("\\uD83D\\uDE00") == "\\x{1F600}");  // a pair of escapes: one character
  CHECK(Err("\\uD83D") == "\\u escapes of surrogate code units are not supported");
  CHECK(Err("\\") == "\\ at end of pattern");
}

TEST_CASE("RE2's escapes are JavaScript's identity escapes") {
  // \A \z \C \Q \E \pL \a \e: in JavaScript without the u flag, the letter.
  CHECK(T("\\A\\z\\C\\Q\\E", false) == "AzCQE");
  CHECK(T("\\pL\\a\\e", false) == "pLae");
  CHECK(T("\\pL") == "[Pp][Ll]");  // was rejected with caseInsensitive
  CHECK(T("\\k", false) == "k");   // no named groups: the letter
  CHECK(T("\\8\\9", false) == "89");
  CHECK(T("\\u{2}", false) == "u{2}");  // Annex B: u, twice
  CHECK(T("\\c1", false) == "\\\\c1");   // a backslash, then c and 1
}

TEST_CASE("decimal escapes: octal unless they name a group") {
  CHECK(T("\\1", false) == "\\x{1}");
  CHECK(T("\\12", false) == "\\x{A}");
  CHECK(T("\\08", false) == "\\x{0}8");
  CHECK(T("\\400", false) == " 0");
  CHECK(T("(a)\\2", false) == "(a)\\x{2}");
  CHECK(T("(a)\\10", false) == "(a)\\x{8}");
  CHECK(Err("(a)\\1") == "back-reference \\1 is not supported: RE2 has none");
  CHECK(Err("\\1(a)") == "back-reference \\1 is not supported: RE2 has none");
  CHECK(Err("(?<n>a)\\k<n>") == "back-reference \\k<n> is not supported: RE2 has none");
  CHECK(Err("(?<n>a)\\k") == "invalid named reference: \\k");
}

TEST_CASE("counted quantifiers as JavaScript counts them") {
  CHECK(T("a{01}", false) == "a{1}");
  CHECK(T("x{0010}", false) == "x{10}");
  CHECK(T("x{002,}", false) == "x{2,}");
  CHECK(T("x{2,3}?", false) == "x{2,3}?");
  CHECK(T("x{,2}", false) == "x\\{,2\\}");  // not a quantifier: literal
  CHECK(T("a{", false) == "a\\{");
  CHECK(T("]}", false) == "\\]\\}");
  CHECK(Err("a{1001}") == "the count in {1001} is over 1000, RE2's limit for counted repetition");
  CHECK(Err("a{0,99999999999}") == "the count in {0,99999999999} is over 1000, RE2's limit for counted repetition");
  CHECK(Err("x{2,1}") == "numbers out of order in {2,1} quantifier");
}

TEST_CASE("what JavaScript rejects is rejected, naming the construct") {
  CHECK(Err("(?i)a") == "invalid group (?i)...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)");
  CHECK(Err("(?P<n>a)") == "invalid group (?P<...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)");
  CHECK(Err("(?m)^a") == "invalid group (?m)...: JavaScript has no inline flags or (?P<name>); use (?:...) or (?<name>...)");
  CHECK(Err("^*") == "nothing to repeat: a quantifier after ^ (JavaScript rejects it)");
  CHECK(Err("\\b+") == "nothing to repeat: a quantifier after \\b (JavaScript rejects it)");
  CHECK(Err("a**") == "nothing to repeat: * after a*");
  CHECK(Err("a{1}{2}") == "nothing to repeat: {2} after a{1}");
  CHECK(Err("a??+") == "nothing to repeat: + after a??");
  CHECK(Err("{1}") == "nothing to repeat: {1} at the start of a pattern, group or alternative");
  CHECK(Err("a|*") == "nothing to repeat: * at the start of a pattern, group or alternative");
  CHECK(Err("a)") == "unmatched ) in the pattern");
  CHECK(Err("(a") == "missing ) for a group");
  CHECK(Err("(?<n>a)(?<n>b)") == "duplicate group name <n>");
  CHECK(Err("a(?=b)") == "look-around (?=...) is not supported: RE2 has none");
  CHECK(Err("(?<!b)a") == "look-around (?<!...) is not supported: RE2 has none");
}

TEST_CASE("astral characters where JavaScript sees two code units") {
  CHECK(Err("x\xF0\x9F\x98\x80?") ==
        "a quantifier after an astral character (\xF0\x9F\x98\x80) repeats only its low surrogate in "
        "JavaScript; group it: (?:\xF0\x9F\x98\x80)");
  CHECK(Err("\xF0\x9F\x98\x80{0}").find("a quantifier after an astral character") == 0);
  CHECK(T("(?:\xF0\x9F\x98\x80)?", false) == "(?:\\x{1F600})?");
  CHECK(Err("[\xF0\x9F\x98\x80]") ==
        "an astral character (U+1F600) in the character class [\xF0\x9F\x98\x80] stands for its two UTF-16 "
        "halves in JavaScript; use an alternation such as (?:x|y) instead");
  CHECK(Err("\xED\xA0\x80") ==
        "a lone surrogate (U+D800) in a pattern is not supported: JavaScript also matches it as half of a "
        "surrogate pair");
}

TEST_CASE("\\B never holds inside a multi-byte character") {
  CHECK(T("\\B", false) == "(?:^|[\\x00-\\x{10FFFF}])(?:\\B)");
  CHECK(T("a\\Bb|c", false) == "(?:^|[\\x00-\\x{10FFFF}])(?:a\\Bb|c)");
}

TEST_CASE("classes") {
  CHECK(T("[a-c]") == "[A-Ca-c]");
  CHECK(T("[^x]") == "[\\x{0}-WY-wy-\\x{FFFF}]");
  CHECK(T("[\\d.]", false) == "[\\x{2E}0-9]");
  CHECK(T("[\\b]", false) == "[\\x{8}]");
  CHECK(T("[]") == "[^\\x00-\\x{10FFFF}]");
  CHECK(T("[^]") == "[\\x{0}-\\x{FFFF}]");
  CHECK(T("[\\x41-\\x43]", false) == "[A-C]");
  CHECK(T("[a-]", false) == "[\\x{2D}a]");
  CHECK(T("[a-\\d]", false) == "[\\x{2D}0-9a]");
  CHECK(T("[\\1]", false) == "[\\x{1}]");
  CHECK(T("[\\01]", false) == "[\\x{1}]");
  CHECK(T("[\\8]", false) == "[8]");
  CHECK(T("[\\c_]", false) == "[\\x{1F}]");
  CHECK(T("[\\c1]", false) == "[\\x{11}]");
  CHECK(T("[\\c]", false) == "[\\x{5C}c]");
  CHECK(T("[\\B]", false) == "[B]");
  CHECK(T("[\\S]", false) == "[^\\x{9}-\\x{D}\\x{20}\\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}-\\x{2029}"
                             "\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}\\x{10000}-\\x{10FFFF}]");
  CHECK(T("[^\\W]", false) == "[0-9A-Z\\x{5F}a-z]");
  CHECK(Err("[z-a]") == "range out of order in character class");
  CHECK(Err("[abc") == "missing terminating ] for character class");
  CHECK(Err("(?<n>a)[\\k]") == "\\k inside a character class is not valid when the pattern has named groups");
}

TEST_CASE("groups") {
  CHECK(T("(?<n>x)", false) == "(?P<n>x)");
  // A group's name keeps its letters: case folding is for what it matches.
  CHECK(T("(?<Wait>\\d)") == "(?P<Wait>\\d)");
  CHECK(Err("(?<n") == "unterminated group name");
  CHECK(Err("(?<a$>x)") == "group name <a$> is not supported: RE2 names use only ASCII letters, digits and _");
  CHECK(T("(?:a|b)*", false) == "(?:a|b)*");
  CHECK(T("a|", false) == "a|");
}

TEST_CASE("invalid UTF-8 in a pattern is an error") {
  CHECK(Err("\xff") == "pattern is not valid UTF-8");
}

TEST_CASE("groups nest up to kMaxJavaScriptNesting deep, and no deeper") {
  auto nested = [](std::size_t depth) {
    std::string p;
    for (std::size_t k = 0; k < depth; ++k) p += "(?:";
    p += "a";
    for (std::size_t k = 0; k < depth; ++k) p += ")";
    return p;
  };
  std::string out, error;
  CHECK(errclass::TranslateJavaScript(nested(errclass::kMaxJavaScriptNesting), false, &out, &error));
  CHECK(error.empty());
  CHECK_FALSE(errclass::TranslateJavaScript(nested(errclass::kMaxJavaScriptNesting + 1), false, &out, &error));
  CHECK(error == "groups nested more than 200 deep: the limit of the JavaScript syntax (the re2 syntax has none)");
  // Far past it: rejected as quickly, the stack untouched by the rest.
  error.clear();
  CHECK_FALSE(errclass::TranslateJavaScript(nested(100000), false, &out, &error));
  CHECK(error == "groups nested more than 200 deep: the limit of the JavaScript syntax (the re2 syntax has none)");
}
