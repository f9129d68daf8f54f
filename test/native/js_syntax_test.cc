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
  REQUIRE_FALSE(TranslateJavaScript(p, true, &out, &err));
  return err;
}
}  // namespace

TEST_CASE("letters become explicit ASCII case pairs") {
  CHECK(T("rate.?limit") ==
        "[rR][aA][tT][eE][^\\n\\r\\x{2028}\\x{2029}\\x{10000}-\\x{10FFFF}]?"
        "[lL][iI][mM][iI][tT]");
  CHECK(T("429") == "429");
  CHECK(T("ab", false) == "ab");
}

TEST_CASE("non-ASCII letters fold but never to ASCII") {
  CHECK(T("\xC3\xA9") == "(?i:\\x{E9})");
  CHECK(T("\xE2\x84\xAA") == "\\x{212A}");
  CHECK(T("\xC5\xBF") == "\\x{17F}");
  CHECK(T("\xC3\xA9", false) == "\\x{E9}");
}

TEST_CASE("escapes") {
  CHECK(T("\\s") == "[\\t\\n\\x0B\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]");
  CHECK(T("\\d+\\b") == "\\d+\\b");
  CHECK(T("\\D") == "[^0-9\\x{10000}-\\x{10FFFF}]");
  CHECK(T("\\u0041") == "[aA]");
  CHECK(T("\\x2e") == "\\x{2E}");
  CHECK(T("\\.") == "\\.");
  CHECK(T("\\/") == "\\/");
  CHECK(T("\\0") == "\\x{0}");
  CHECK(T("\\cJ") == "\\x{A}");
  CHECK(T("\\1") == "\\1");  // left for RE2 to reject
  CHECK(Err("\\uD83D") == "\\u escapes of surrogate code units are not supported");
  CHECK(Err("\\u{1F600}") == "\\u{...} needs the u flag, which is not supported");
}

TEST_CASE("classes") {
  CHECK(T("[a-c]") == "[\\x{61}-\\x{63}\\x{41}-\\x{43}]");
  CHECK(T("[^x]") == "[^\\x{78}\\x{58}\\x{10000}-\\x{10FFFF}]");
  CHECK(T("[\\d.]", false) == "[\\d\\x{2E}]");
  CHECK(T("[\\b]", false) == "[\\x{8}]");
  CHECK(T("[]") == "[^\\x00-\\x{10FFFF}]");
  CHECK(T("[^]") == "[^\\x{10000}-\\x{10FFFF}]");
  CHECK(T("[\\x41-\\x43]", false) == "[\\x{41}-\\x{43}]");
  CHECK(T("[a-]", false) == "[\\x{61}\\x{2D}]");
  CHECK(Err("[z-a]") == "range out of order in character class");
  CHECK(Err("[abc") == "missing terminating ] for character class");
}

TEST_CASE("groups") {
  CHECK(T("(?<n>x)", false) == "(?P<n>x)");
  // A group's name keeps its letters: case folding is for what it matches.
  CHECK(T("(?<Wait>\\d)") == "(?P<Wait>\\d)");
  CHECK(Err("(?<n") == "unterminated group name");
  CHECK(T("(?<=x)", false) == "(?<=x)");
  CHECK(T("(?:a|b)*", false) == "(?:a|b)*");
}

TEST_CASE("invalid UTF-8 in a pattern is an error") {
  CHECK(Err("\xff") == "pattern is not valid UTF-8");
}
