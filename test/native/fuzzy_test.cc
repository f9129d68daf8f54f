#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "core/fuzzy.h"

using errclass::EditDistance;
using errclass::FuzzyMatcher;
using errclass::SimilarAtLeast;

namespace {

// The textbook table, for comparison.
int Reference(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1);
  std::vector<int> cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

FuzzyMatcher Matcher(const std::vector<std::string>& phrases, double threshold = 0.6) {
  FuzzyMatcher m(threshold);
  for (std::size_t i = 0; i < phrases.size(); ++i) m.Add(static_cast<int>(i), phrases[i]);
  return m;
}

// "id text" of the best hit, or "none".
std::string Best(const FuzzyMatcher& m, const std::string& text) {
  FuzzyMatcher::Hit hit;
  if (!m.Find(text, &hit)) return "none";
  return std::to_string(hit.id) + " " + hit.text;
}

}  // namespace

TEST_CASE("EditDistance: Levenshtein, capped, Myers and the table agree", "[fuzzy]") {
  CHECK(EditDistance("kitten", "sitting", 10) == 3);
  CHECK(EditDistance("sitting", "kitten", 10) == 3);
  CHECK(EditDistance("", "", 0) == 0);
  CHECK(EditDistance("", "abc", 5) == 3);
  CHECK(EditDistance("abc", "", 2) == 3);  // over max: max + 1
  CHECK(EditDistance("permision", "permission", 0) == 1);
  CHECK(EditDistance("abcdef", "ab", 3) == 4);  // the lengths alone exceed max
  // Longer than 128 bytes: never compared.
  CHECK(EditDistance(std::string(129, 'a'), std::string(129, 'a'), 5) == 6);
  CHECK(EditDistance(std::string(128, 'a'), std::string(128, 'a'), 5) == 0);
  // Strings of every length around the 64-byte word of Myers' algorithm.
  uint32_t seed = 21;
  const auto next = [&] { return seed = seed * 1103515245u + 12345u, (seed >> 16) & 0x7fff; };
  for (int round = 0; round < 400; ++round) {
    std::string a(next() % 100, 'a');
    std::string b(next() % 100, 'a');
    for (char& c : a) c = static_cast<char>('a' + next() % 4);
    for (char& c : b) c = static_cast<char>('a' + next() % 4);
    const int want = Reference(a, b);
    INFO(a << " / " << b);
    CHECK(EditDistance(a, b, 200) == want);
    CHECK(EditDistance(a, b, want) == want);
    if (want > 0) CHECK(EditDistance(a, b, want - 1) == want);
  }
}

TEST_CASE("SimilarAtLeast: 1 - distance / longer against the threshold", "[fuzzy]") {
  CHECK(SimilarAtLeast("abcde", "abcdx", 0.8));  // exactly 0.8
  CHECK_FALSE(SimilarAtLeast("abcde", "abcdx", 0.81));
  CHECK(SimilarAtLeast("", "", 1));
  CHECK_FALSE(SimilarAtLeast("a", "", 0.01));
  CHECK(SimilarAtLeast("denied", "denied", 1));
  CHECK_FALSE(SimilarAtLeast("granted", "denied", 0.6));
}

TEST_CASE("FuzzyMatcher::Add: the phrases the step compares", "[fuzzy]") {
  FuzzyMatcher m;
  CHECK(m.empty());
  CHECK(m.Add(0, "rate limit"));
  CHECK(m.Add(1, "Rate Limit"));
  CHECK(m.Add(2, "connection_reset-by'peer"));
  CHECK(m.Add(3, "timeout"));
  CHECK_FALSE(m.Add(4, "ETIMEDOUT"));     // no lower-case letter: a code
  CHECK_FALSE(m.Add(5, "abcd"));          // fewer than 5 letters
  CHECK_FALSE(m.Add(6, "a-b c"));         // 3 letters
  CHECK_FALSE(m.Add(7, "timed out!"));    // not a letter at the end
  CHECK_FALSE(m.Add(8, " timeout"));      // nor at the start
  CHECK_FALSE(m.Add(9, "caf\xC3\xA9 failure"));  // not ASCII
  CHECK_FALSE(m.Add(10, "time.*out"));    // a regex
  CHECK_FALSE(m.Add(11, ""));
  CHECK_FALSE(m.empty());
  // connection_reset-by'peer: its words are its runs of letters.
  CHECK(Best(m, "conection reset by peer") == "none");  // 3 words of 4 (by is a stop word)
  CHECK(Best(m, "connection reset bypeer") == "2 connection reset bypeer");
}

TEST_CASE("FuzzyMatcher::Find: found and not found", "[fuzzy]") {
  const FuzzyMatcher m = Matcher({"permission denied", "timeout", "rate limit", "connection refused", "network", "timed out"});
  // Misspellings of the specification's examples.
  CHECK(Best(m, "permision denied") == "0 permision denied");
  CHECK(Best(m, "Error: PERMISION DENIED!") == "0 permision denied");
  CHECK(Best(m, "conection refused to api.example.com") == "3 conection refused");
  CHECK(Best(m, "rate-limitted") == "2 rate limitted");
  // Each word must be similar too: "permission granted" is not "permission denied".
  CHECK(Best(m, "permission granted") == "none");
  // Unrelated words.
  CHECK(Best(m, "everything is fine") == "none");
  CHECK(Best(m, "") == "none");
  CHECK(Best(m, "12345 67890") == "none");
  // Similarity and place.
  FuzzyMatcher::Hit hit;
  REQUIRE(m.Find("so: permision denied", &hit));
  CHECK(hit.similarity == 1 - 1.0 / 16);
  CHECK(hit.begin == 4);
  CHECK(hit.end == 20);
  CHECK(hit.first_word == "permision");
}

TEST_CASE("FuzzyMatcher::Find: split and merged words need 0.8", "[fuzzy]") {
  const FuzzyMatcher m = Matcher({"timeout", "rate limit", "network"});
  // A phrase of one word against two words, and of two words against one.
  CHECK(Best(m, "time out") == "0 time out");
  CHECK(Best(m, "ratelimit") == "1 ratelimit");
  CHECK(Best(m, "net work") == "2 net work");
  // Split with an edit: 6/7 = 0.857 is enough; 5/7 = 0.714 is not, though over 0.6.
  CHECK(Best(m, "time ot") == "0 time ot");
  CHECK(Best(m, "tim ouf") == "none");
  // Merged with edits: "ratelimt" 8/9 = 0.889; "ratlimt" 7/9 = 0.778 < 0.8.
  CHECK(Best(m, "ratelimt") == "1 ratelimt");
  CHECK(Best(m, "ratlimt") == "none");
}

TEST_CASE("FuzzyMatcher::Find: stop words never take part", "[fuzzy]") {
  const FuzzyMatcher m = Matcher({"network", "nothing found"});
  CHECK(Best(m, "does not work") == "none");  // "not" + "work" would be "notwork"
  CHECK(Best(m, "net a work") == "none");     // a run holds no stop word
  CHECK(Best(m, "net work") == "0 net work");
  // A stop word never starts a run, even when it alone would be similar.
  CHECK(Best(Matcher({"thesis"}), "the sis") == "none");
  CHECK(Best(Matcher({"thesis"}), "thes is") == "none");  // "is" ends the run
  CHECK(Best(Matcher({"thesis"}), "thes iz") == "0 thes iz");
}

TEST_CASE("FuzzyMatcher::Find: the threshold from the data, both sides", "[fuzzy]") {
  // "abcdefghxx" against "abcdefghij": distance 2 over 10, similarity 0.8.
  CHECK(Best(Matcher({"abcdefghij"}, 0.8), "abcdefghxx") == "0 abcdefghxx");
  CHECK(Best(Matcher({"abcdefghij"}, 0.81), "abcdefghxx") == "none");
  // 0.6: distance 4 of 10 passes, 5 does not.
  CHECK(Best(Matcher({"abcdefghij"}, 0.6), "abcdefxxxx") == "0 abcdefxxxx");
  CHECK(Best(Matcher({"abcdefghij"}, 0.6), "abcdexxxxx") == "none");
  // 1: only the phrase itself (a run of the same word count).
  CHECK(Best(Matcher({"abcdefghij"}, 1), "abcdefghij") == "0 abcdefghij");
  CHECK(Best(Matcher({"abcdefghij"}, 1), "abcdefghix") == "none");
  // Lengths: a run under 3/4 of the phrase (or over 4/3) is not compared.
  CHECK(Best(Matcher({"abcdefgh"}, 0.1), "abcdef") == "0 abcdef");  // 6/8 = 3/4
  CHECK(Best(Matcher({"abcdefgh"}, 0.1), "abcde") == "none");
}

TEST_CASE("FuzzyMatcher::Find: tie-breaks", "[fuzzy]") {
  // The best similarity wins wherever it is.
  CHECK(Best(Matcher({"timeout", "permission denied"}), "timeoutt permission denied") == "1 permission denied");
  // Equal similarity: the smaller id, whichever was added first.
  FuzzyMatcher m;
  m.Add(5, "abcdefgh");
  m.Add(2, "abcdefgx");
  CHECK(Best(m, "abcdefgz") == "2 abcdefgz");
  // Equal similarity and id: the earlier run.
  FuzzyMatcher::Hit hit;
  REQUIRE(Matcher({"timeout"}).Find("timeoux and timeoux", &hit));
  CHECK(hit.begin == 0);
  // A merged word: one word against a phrase of two.
  CHECK(Best(Matcher({"time out"}), "timeout now") == "0 timeout");
}

TEST_CASE("FuzzyMatcher::Find: characters as JavaScript reads them", "[fuzzy]") {
  const FuzzyMatcher m = Matcher({"permission denied", "invalid input", "kill switch"});
  // U+0130 lower-cases to "i" and U+0307: a letter that ends its word.
  CHECK(Best(m, "\xC4\xB0nvalid inpt") == "none");  // "i" (a stop word), "nvalid", "inpt"
  CHECK(Best(m, "invalid\xC4\xB0 input") == "1 invalidi input");
  // U+212A KELVIN SIGN lower-cases to "k".
  CHECK(Best(m, "\xE2\x84\xAAill swich") == "2 kill swich");
  // Any other character separates words: "é" is not "e".
  CHECK(Best(m, "p\xC3\xA9rmission denied") == "0 p rmission denied");
  CHECK(Best(m, "permission\xF0\x9F\x98\x80" "denied") == "0 permission denied");
  // Only the first 16384 UTF-16 units are read: a phrase cut at the limit is not found.
  const std::string before(16380, 'x');
  CHECK(Best(m, before + " permission denied") == "none");
  CHECK(Best(m, std::string(16360, 'x') + " permission denied") == "0 permission denied");
  // Units, not bytes: an astral character is 2 units in 4 bytes, "é" 1 in 2.
  std::string astral;
  for (int i = 0; i < 4100; ++i) astral += "\xF0\x9F\x98\x80";
  CHECK(Best(m, astral + " permission denied") == "0 permission denied");
  CHECK(Best(m, astral + astral + " permission denied") == "none");
  std::string latin;
  for (int i = 0; i < 9000; ++i) latin += "\xC3\xA9";
  CHECK(Best(m, latin + " permission denied") == "0 permission denied");
  // Words longer than 128 letters are never similar.
  CHECK(Best(Matcher({std::string(128, 'a')}), std::string(128, 'a')) == "0 " + std::string(128, 'a'));
  CHECK(Best(Matcher({std::string(129, 'a')}), std::string(129, 'a')) == "none");
}
