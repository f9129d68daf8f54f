#include <catch2/catch.hpp>

#include <random>
#include <string>

#include "core/utf16.h"

using errclass::Utf16ToUtf8;

namespace {
std::string Encode(const std::u16string& s) {
  std::string out(3 * s.size(), '\0');
  out.resize(Utf16ToUtf8(s.data(), s.size(), out.data()));
  return out;
}

// The plain reading of the contract, one unit at a time.
std::string Reference(const std::u16string& s) {
  std::string out;
  auto put = [&](uint32_t cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xC0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      out += static_cast<char>(0xE0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (cp >> 18));
      out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    uint32_t c = s[i];
    bool high = c >= 0xD800 && c <= 0xDBFF;
    if (high && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
      put(0x10000 + ((c - 0xD800) << 10) + (s[i + 1] - 0xDC00));
      ++i;
    } else {
      put(c);
    }
  }
  return out;
}
}  // namespace

TEST_CASE("encodes ASCII, BMP, pairs and lone surrogates") {
  CHECK(Encode(u"") == "");
  CHECK(Encode(u"rate limit 429") == "rate limit 429");
  CHECK(Encode(u"\u00e9\u212a\u2028") == "\xC3\xA9\xE2\x84\xAA\xE2\x80\xA8");
  CHECK(Encode(u"x\U0001F600y") == "x\xF0\x9F\x98\x80y");
  // A lone surrogate keeps its code point, in 3 bytes: never U+FFFD.
  CHECK(Encode(std::u16string(1, char16_t(0xD800)) + u"a") == "\xED\xA0\x80" "a");
  CHECK(Encode(u"a" + std::u16string(1, char16_t(0xDC00))) == "a\xED\xB0\x80");
  CHECK(Encode(std::u16string(1, char16_t(0xDC00)) + std::u16string(1, char16_t(0xD800))) ==
        "\xED\xB0\x80\xED\xA0\x80");
  CHECK(Encode(std::u16string(1, char16_t(0xDBFF)) + u"\uFFFD") == "\xED\xAF\xBF\xEF\xBF\xBD");
  CHECK(Encode(std::u16string(3, u'\0')) == std::string(3, '\0'));
}

TEST_CASE("matches the reference on random text, across the 16- and 32-unit fast paths") {
  std::mt19937 rng(16);
  const char16_t units[] = {u'a', u'Z', u' ', u'\n', 0x7F, 0x80, 0xE9, 0x7FF, 0x800, 0x212A,
                            0xFFFF, 0xD83D, 0xDE00, 0xD800, 0xDFFF, 0};
  for (int round = 0; round < 6000; ++round) {
    std::u16string s;
    int len = rng() % 300;
    // Mostly ASCII, so that the fast paths run and are interrupted: one
    // unit in 4, in 40 or in 400 is from the list (the tail's one-store
    // path needs the last 16 units ASCII).
    const unsigned every = round % 3 == 0 ? 4 : round % 3 == 1 ? 40 : 400;
    for (int i = 0; i < len; ++i) {
      s += rng() % every ? char16_t('a' + rng() % 26) : units[rng() % (sizeof units / sizeof *units)];
    }
    REQUIRE(Encode(s) == Reference(s));
  }
}
