// UTF-16 to UTF-8, as JavaScript strings are read into the engine.

#ifndef ERROR_CLASSIFIER_CORE_UTF16_H_
#define ERROR_CLASSIFIER_CORE_UTF16_H_

#include <cstddef>
#include <cstdint>

namespace errclass {

// Writes the UTF-8 encoding of code point cp (at most U+10FFFF; surrogates
// are the caller's to replace) to out, which must have room for 4 bytes, and
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

// Writes the UTF-8 encoding of the n UTF-16 units at in to out, which must
// have room for 3 * n bytes, and returns the number of bytes written. A
// surrogate pair becomes one 4-byte sequence; a lone surrogate becomes
// U+FFFD (EF BF BD), exactly as V8's String::WriteUtf8 with
// REPLACE_INVALID_UTF8 (napi_get_value_string_utf8) writes it. Runs of ASCII
// go 16 units at a time.
std::size_t Utf16ToUtf8(const char16_t* in, std::size_t n, char* out);

}  // namespace errclass

#endif  // ERROR_CLASSIFIER_CORE_UTF16_H_
