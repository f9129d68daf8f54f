// UTF-16 to UTF-8, as JavaScript strings are read into the engine; and which
// UTF-8 sequences are well-formed, as they are read back (EncodeAnalysis).

#ifndef ERROR_CLASSIFIER_CORE_UTF16_H_
#define ERROR_CLASSIFIER_CORE_UTF16_H_

#include <cstddef>
#include <cstdint>

namespace errclass {

// Writes the UTF-8 encoding of code point cp (at most U+10FFFF; a surrogate
// gets the 3-byte form UTF-8 proper does not allow) to out, which must have room for 4 bytes, and
// returns the number of bytes written.
inline std::size_t EncodeUtf8(uint32_t cp, char* out) {
  unsigned char* o = reinterpret_cast<unsigned char*>(out);
  if (cp < 0x80) {
    o[0] = static_cast<unsigned char>(cp);
    return 1;
  }
  if (cp < 0x800) {
    o[0] = static_cast<unsigned char>(0xC0 | (cp >> 6));
    o[1] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
    return 2;
  }
  if (cp < 0x10000) {
    o[0] = static_cast<unsigned char>(0xE0 | (cp >> 12));
    o[1] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
    o[2] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
    return 3;
  }
  o[0] = static_cast<unsigned char>(0xF0 | (cp >> 18));
  o[1] = static_cast<unsigned char>(0x80 | ((cp >> 12) & 0x3F));
  o[2] = static_cast<unsigned char>(0x80 | ((cp >> 6) & 0x3F));
  o[3] = static_cast<unsigned char>(0x80 | (cp & 0x3F));
  return 4;
}

// The length of the well-formed UTF-8 character (not a surrogate) at b[i]
// of the n bytes at b, or 0 when none starts there.
inline std::size_t WellFormedUtf8At(const unsigned char* b, std::size_t i, std::size_t n) {
  const auto cont = [](unsigned char x) { return (x & 0xC0) == 0x80; };
  const unsigned char c = b[i];
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return i + 1 < n && cont(b[i + 1]) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    const unsigned char lo = c == 0xE0 ? 0xA0 : 0x80;
    const unsigned char hi = c == 0xED ? 0x9F : 0xBF;
    return i + 2 < n && b[i + 1] >= lo && b[i + 1] <= hi && cont(b[i + 2]) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    const unsigned char lo = c == 0xF0 ? 0x90 : 0x80;
    const unsigned char hi = c == 0xF4 ? 0x8F : 0xBF;
    return i + 3 < n && b[i + 1] >= lo && b[i + 1] <= hi && cont(b[i + 2]) && cont(b[i + 3]) ? 4 : 0;
  }
  return 0;
}

// Whether the 3-byte form of a surrogate (ED A0..BF, then a continuation
// byte: how Utf16ToUtf8 writes a lone one) starts at b[i].
inline bool Utf8SurrogateAt(const unsigned char* b, std::size_t i, std::size_t n) {
  return b[i] == 0xED && i + 2 < n && b[i + 1] >= 0xA0 && b[i + 1] <= 0xBF && (b[i + 2] & 0xC0) == 0x80;
}

// Writes the UTF-8 encoding of the n UTF-16 units at in to out, which must
// have room for 3 * n bytes, and returns the number of bytes written. A
// surrogate pair becomes one 4-byte sequence; a lone surrogate keeps its code
// point, encoded in 3 bytes (ED A0 80 to ED BF BF, as WTF-8 does), not
// U+FFFD as V8's String::WriteUtf8 writes it: a JavaScript RegExp matches a
// lone surrogate with `.` or `[^a]` but never with \uFFFD, and RE2 in UTF-8
// mode reads these bytes as the surrogate code point.
std::size_t Utf16ToUtf8(const char16_t* in, std::size_t n, char* out);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_UTF16_H_
